"""engines/core/build.py: each fast builder makes the very object its class call makes, and
a builder that no longer matches its class is replaced by the class."""

import dataclasses
import pickle

from engines.core import build
from engines.core.contract import Context, Decision, Event, Option, Outcome


def same(built, made) -> None:
    assert type(built) is type(made)
    assert built == made
    assert repr(built) == repr(made)
    assert pickle.loads(pickle.dumps(built)) == made
    assert vars(built) == vars(made)


def test_each_builder_is_fast_and_builds_what_the_class_builds():
    for builder, cls in [
        (build.option, Option),
        (build.event, Event),
        (build.decision, Decision),
        (build.outcome, Outcome),
        (build.context, Context),
    ]:
        assert builder is not cls, f"{cls.__name__} is built by the class call: its builder no longer fills it"
    same(build.option("a", "k.a", {"n": 1}), Option("a", "k.a", {"n": 1}))
    same(build.option("a", "k.a", {}, {"type": "x"}), Option("a", "k.a", {}, {"type": "x"}))
    same(build.event("g.done", "seat:1", {"n": 2}), Event("g.done", "seat:1", {"n": 2}))
    options = (build.option("a", "k.a", {}),)
    same(build.decision("g.pick", "k.q", {}, options), Decision("g.pick", "k.q", {}, options))
    same(
        build.decision("g.pick", "k.q", {}, options, 0, 1, {"type": "x"}),
        Decision("g.pick", "k.q", {}, options, 0, 1, {"type": "x"}),
    )
    same(
        build.decision("g.n", "k.q", {}, number_range=(1, 3), multi_action={}),
        Decision("g.n", "k.q", {}, number_range=(1, 3), multi_action={}),
    )
    same(build.outcome({"a": 1}, ()), Outcome({"a": 1}, ()))
    same(build.context(3, None, 5.0), Context(3, None, 5.0))


def test_a_builder_that_does_not_match_its_class_gives_way_to_the_class():
    @dataclasses.dataclass(frozen=True)
    class Pair:
        left: int
        right: int = 0

    def pair(left: int, right: int = 0) -> Pair:
        raise AssertionError("never called")

    assert build.fills(Pair, pair)
    assert build.fast(Pair)(lambda left, right: None) is not Pair  # requiring a defaulted field is fine
    assert build.fast(Pair)(lambda right, left: None) is Pair  # the order differs
    assert build.fast(Pair)(lambda left: None) is Pair  # a field missing
    assert build.fast(Pair)(lambda left, right=1: None) is Pair  # another default

    @dataclasses.dataclass(frozen=True)
    class Checked(Pair):
        def __post_init__(self):
            pass

    assert build.fast(Checked)(pair) is Checked
