"""Decision chains (rules §8) as one interpreter shared by prompt and apply.

A stage of a turn is written once, as a generator that asks `yield from w.ask(slot, ...)`
whenever the player must choose. `prompt` runs it on a throwaway draft with the choices
made so far (the path of option ids, the UI's way through the chain) until it asks
something new: that question is the decision. The walk stopped there is held (one per
thread, for that state object and seat), so the next prompt one answer deeper resumes it
instead of running the turn again from its start; anything else runs from the start, with
the same outcome (a state is not changed in place once prompted: the engine contract).
`apply` never finishes a held walk: it runs the stage on the state it is given, so what it
does depends on nothing but its arguments. Every answer is recorded under the name of what it
chooses (its slot), and a complete action is those names: `{"type": "play", "card":
"E05", "action": "acquire", "tile": "T14", "tile_use": "keep"}`. `apply` runs the stage
with such an action: each question takes the answer of its slot, so the meaning of a
stored action does not depend on the order of the questions. Every answer must be one of
the options offered, so prompt and apply can never disagree about what is legal.

The action vocabulary (schema 2; engines/rokoko/upgrade.py reads schema 1's paths):
    play    card, action (a main action or "pass"), then per main action:
            acquire: tile, tile_use ("keep" | "convert:<i>")
            make_dress: dress, [discount (a silk colour)], [silk: [tile, ...] handed in when
                there was a choice], [use: "rent" | "sell" (asked when a space is free)],
                [space (guest space), [reward_tile, tile_use]]
            hire: hire (the card)          fund: decoration (the space)
    bonus   pass: true, or one of: resource ("yarn" | "lace"), dismiss (the card),
            draw: true, pp (prestige points bought), cash_in ([tile, ...]), or the details
            of an extra acquire / make_dress / fund as above
    gain    tile_use
A multi-choice answer may also come as "ids" and a number as "value" (the contract's
Decision.multi_action). The hall of a guest space and the kind of a decoration are asked
only to keep the UI's lists short; the action names the space, which implies them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Generator
from itertools import combinations
from typing import TypeVar

from engines.core import build
from engines.core.contract import Decision
from engines.rokoko.state import GAME, Complete, Draft, QuietDraft, illegal

P = GAME + "."
PASS = "pass"

T = TypeVar("T")
# a stage step that may ask: yields its open questions, returns what it decided
Asks = Generator[dict, None, T]


class Need(Exception):
    """The chain needs a choice that the path does not hold yet."""

    def __init__(self, decision: dict):
        self.decision = decision


def _same(value):
    return value


class Walk:
    """Answers the stage's questions from a path of option ids (prompt: `answers` is None)
    or from a named action (apply: `answers` is the action without its type). Either way
    `record` collects the named answers given so far: the action the choices make.

    A stage is a generator: every question is `answer = yield from w.ask(...)`, and a
    question the walk cannot answer yet is yielded to the driver (run, decide), which may
    later resume the walk with a longer path instead of replaying the stage."""

    __slots__ = ("path", "i", "answers", "record")

    def __init__(self, path=(), answers: dict | None = None):
        self.path = path
        self.i = 0
        self.answers = None if answers is None else dict(answers)
        self.record: dict = {}

    def peek(self, slot: str):
        """The answer already given for the next question (of `slot`), or None when that
        question would be the open one. Lets a stage check only the chosen option instead
        of building every option (apply and deeper prompts), with the same outcome."""
        if self.answers is None:
            return self.path[self.i] if self.i < len(self.path) else None
        value = self.answers.get(slot)
        return value if isinstance(value, str) else None

    def named(self, slot: str) -> str | None:
        """The named answer of `slot` (apply only; None while walking a path, and for an
        answer that is not even an id: the question refuses it)."""
        value = None if self.answers is None else self.answers.get(slot)
        return value if isinstance(value, str) else None

    def _question(
        self, slot, kind, prompt, params, options=(), final=None, cast=_same, repeat=False, then=None, **shape
    ):
        """What the decision at this question is made of (`shape`: multi or number, each
        (low, high)), the answers recorded so far and where in the path it is."""
        question = {
            "slot": slot,
            "kind": kind,
            "prompt": prompt,
            "params": params,
            "options": options,
            "final": final,
            "cast": cast,
            "repeat": repeat,
            "then": then,
            "record": self.record,  # read while the walk stands at this question
            "at": self.i,
        }
        if shape:
            question.update(shape)
        return question

    def _keep(self, slot, value, repeat: bool) -> None:
        if repeat:
            self.record[slot] = [*self.record.get(slot, ()), value]
        else:
            self.record[slot] = value

    def ask(
        self,
        slot: str | None,
        kind: str,
        prompt: str,
        params: dict,
        options: list,
        final=None,
        implied=None,
        cast=_same,
        repeat: bool = False,
        then=None,
    ) -> Asks[str]:
        """options: [(id, label key, params)]. final: True/False for all options, a set of
        final ids, or None (find out by looking ahead). The answer is recorded as
        `cast(option id)` under `slot` (a list when the slot `repeat`s); the option "pass"
        is recorded as `"pass": true` (except for the main action, where "pass" is one).
        A question of slot None is not recorded: its answer is `implied` by a later one.
        `then`: when every option that is not final is followed by exactly one more
        question, each of whose answers ends the chain, `then(option id)` gives that
        question's (slot, option ids), and listing the actions writes them down without
        walking there. A generator: yields the question while it has no answer."""
        ids = [o[0] for o in options]
        while True:
            if self.answers is None:
                if self.i < len(self.path):
                    choice = self.path[self.i]
                    if choice not in ids:
                        raise illegal("not_an_option", choice=str(choice))
                    self.i += 1
                    if choice == PASS and slot != "action":
                        self.record[PASS] = True
                    elif slot is not None:
                        value = choice if cast is _same else cast(choice)
                        if repeat:
                            self.record[slot] = [*self.record.get(slot, ()), value]
                        else:
                            self.record[slot] = value
                    return choice
            else:
                answered = self._named_answer(slot, ids, implied, cast, repeat)
                if answered is not None:
                    return answered
            yield self._question(slot, kind, prompt, params, options, final, cast, repeat, then)

    def _named_answer(self, slot, ids, implied, cast, repeat) -> str | None:
        """The option a named action chooses at this question, or None when it names none."""
        answers = self.answers
        assert answers is not None
        if slot != "action" and PASS in ids and answers.get(PASS) is True:
            del answers[PASS]
            self.record[PASS] = True
            return PASS
        if slot is None:
            if implied is None:
                return None
            if implied not in ids:
                raise illegal("not_an_option", choice=str(implied))
            return implied
        if slot not in answers:
            return None
        value = answers[slot]
        if repeat:
            if not isinstance(value, list) or not value:
                raise illegal("not_an_option", choice=str(value))
            value, rest = value[0], value[1:]
            if rest:
                answers[slot] = rest
            else:
                del answers[slot]
        else:
            del answers[slot]
        if cast is _same and type(value) is str:  # an id answered as itself
            if value in ids and (value != PASS or slot == "action"):
                self._keep(slot, value, repeat)
                return value
            raise illegal("not_an_option", choice=value)
        for oid in ids:
            if (oid != PASS or slot == "action") and type(cast(oid)) is type(value) and cast(oid) == value:
                self._keep(slot, value, repeat)
                return oid
        raise illegal("not_an_option", choice=str(value))

    def _given(self, slot: str, alias: str):
        """The named answer of a multi-choice or number question: its slot, or the
        contract's alias ("ids", "value")."""
        if self.answers is None:
            return None
        for key in (slot, alias):
            if key in self.answers:
                return self.answers.pop(key)
        return None

    def _awaited(self, slot: str, alias: str, kind: str, prompt: str, params: dict, options=(), **shape) -> Asks:
        """The named answer of a multi-choice or number question (`shape`: multi or number), asked
        until it is given; a path that holds a plain choice here is not an option."""
        while True:
            given = self._given(slot, alias)
            if given is not None:
                return given
            if self.answers is None and self.i < len(self.path):
                raise illegal("not_an_option", choice=str(self.path[self.i]))
            yield self._question(slot, kind, prompt, params, options, **shape)

    def ask_multi(
        self, slot: str, kind: str, prompt: str, params: dict, options: list, low: int, high: int
    ) -> Asks[list]:
        ids = yield from self._awaited(slot, "ids", kind, prompt, params, options, multi=(low, high))
        valid = {o[0] for o in options}
        if (
            not isinstance(ids, list)
            or not all(isinstance(x, str) and x in valid for x in ids)
            or len(set(ids)) != len(ids)
            or not low <= len(ids) <= high
        ):
            raise illegal("not_an_option", choice=str(ids))
        self.record[slot] = list(ids)
        return list(ids)

    def ask_number(self, slot: str, kind: str, prompt: str, params: dict, low: int, high: int) -> Asks[int]:
        value = yield from self._awaited(slot, "value", kind, prompt, params, number=(low, high))
        if type(value) is not int or not low <= value <= high:
            raise illegal("not_an_option", choice=str(value))
        self.record[slot] = value
        return value


class Walking:
    """A stage run stopped at an open question: its draft, its walk, the suspended stage
    and the question; `completes` remembers what looking ahead from here found out."""

    __slots__ = ("draft", "walk", "steps", "question", "completes")

    def __init__(self, draft: Draft, walk: Walk, steps):
        self.draft = draft
        self.walk = walk
        self.steps = steps
        self.question: dict | None = None
        self.completes: dict = {}

    def go(self) -> bool:
        """Runs the stage on to its next open question; False when it completes."""
        try:
            self.question = next(self.steps)
        except StopIteration:
            walk = self.walk
            if walk.i != len(walk.path) or walk.answers:
                raise illegal("not_an_option", choice=", ".join(sorted(walk.answers or ())) or "path") from None
            return False
        return True


def run(stage, state: dict, seat: int, path: tuple = (), rng=None, answers: dict | None = None, probe=False):
    """Run `stage(d, seat, w)` on a path (prompt) or a named action's answers (apply);
    returns the draft when the chain completes. Every answer given must have been used."""
    walking = Walking(Draft(state, rng, probe=probe), Walk(path, answers), None)
    walking.steps = stage(walking.draft, seat, walking.walk)
    if walking.go():
        raise Need(walking.question or {})
    return walking.draft


class _Held(threading.local):
    """The walk stopped at the last question this thread prompted, with its state and seat:
    a prompt one level deeper resumes it instead of replaying the stage from the start.
    States are values: nothing changes a state in place once it has been prompted (drafts
    copy on write; the engine contract), so a walk started on a state stays true while the
    same object is asked. Keying it on the state's content instead would cost more than the
    walk saves."""

    # (state, seat, path, walk) or None; one attribute, as a thread's local is slow to set
    held: tuple | None = None

    def hold(self, state: dict, seat: int, path: tuple, walking: Walking) -> None:
        self.held = (state, seat, path, walking)

    def take(self, state: dict, seat: int) -> tuple[tuple, Walking | None]:
        """(its path, the held walk) when it was started on this state for this seat;
        the walk is no longer held (it is about to move on)."""
        held = self.held
        if held is None or held[0] is not state or held[1] != seat:
            return (), None
        self.held = None
        return held[2], held[3]


_held = _Held()


def _walk_to(stage, state: dict, seat: int, path: tuple, hold: bool = True) -> Walking | None:
    """The walk stopped at the question after `path`, or None when the path completes the
    chain; an illegal path raises. Goes on from the held walk when `path` continues it by
    one answer, else runs the stage from the start; `hold`: hold the walk for the next. No
    walk here becomes an outcome, so none keeps its events."""
    walking = None
    if hold:
        at, walking = _held.take(state, seat)
        if walking is not None and at == path:  # the same question again
            _held.hold(state, seat, path, walking)
            return walking
        if at != path[:-1]:
            walking = None
    if walking is None:
        walking = Walking(QuietDraft(state, None, probe=True), Walk(path), None)
        walking.steps = stage(walking.draft, seat, walking.walk)
    else:
        walking.walk.path = path
        walking.completes = {}
    if not walking.go():
        return None
    if hold:
        _held.hold(state, seat, path, walking)
    return walking


def _completes(stage, state, seat, walking: Walking, path: tuple, oid: str) -> bool:
    done = walking.completes.get(oid)
    if done is None:
        try:
            done = _walk_to(stage, state, seat, path + (oid,), hold=False) is None
        except Complete:
            done = True
        walking.completes[oid] = done
    return done


def _opened(stage, state: dict, seat: int, path: tuple, hold: bool = True) -> Walking | None:
    """_walk_to, with None also for a path that is not legal or ends at a random draw."""
    return _unless_stopped(lambda: _walk_to(stage, state, seat, path, hold))


def _unless_stopped(walk: Callable[[], Walking | None]) -> Walking | None:
    """`walk()`, with None also where the path it walks is not legal or ends at a random draw."""
    try:
        return walk()
    except Complete:
        return None
    except Exception as error:  # an illegal path
        if getattr(error, "code", None):
            return None
        raise


def decide(stage, state: dict, seat: int, path: tuple, action_type: str) -> Decision | None:
    """The decision after `path`, or None when the path is complete or not a legal path.
    Its options' actions (and its multi_action) are named actions."""
    walking = _opened(stage, state, seat, path)
    if walking is None:
        return None
    n = walking.question
    assert n is not None
    base = {"type": action_type, **n["record"]}
    option, decision = build.option, build.decision
    if "multi" in n:
        low, high = n["multi"]
        choices = tuple([option(o[0], o[1], o[2]) for o in n["options"]])
        return decision(n["kind"], n["prompt"], n["params"], choices, low, high, base)
    if "number" in n:
        return decision(n["kind"], n["prompt"], n["params"], (), 1, 1, base, n["number"])
    options = tuple(_choices(stage, state, seat, walking, path, base, option))
    return decision(n["kind"], n["prompt"], n["params"], options)


def _quadruple(oid: str, label: str, params: dict, action: dict | None) -> tuple:
    return (oid, label, params, action)


def _choices(stage, state: dict, seat: int, walking: Walking, path: tuple, base: dict, make=_quadruple) -> list:
    """`make(id, label, params, the action it completes or None)` for each option of a
    single-choice question."""
    n = walking.question
    assert n is not None
    final, slot = n["final"], n["slot"]
    if isinstance(final, (set, frozenset)):
        return [
            make(oid, label, params, _answered(base, slot, oid, n) if oid in final else None)
            for oid, label, params in n["options"]
        ]
    choices = []
    for oid, label, params in n["options"]:
        if final is True or final is False:
            done = final
        else:
            done = _completes(stage, state, seat, walking, path, oid)
        choices.append(make(oid, label, params, _answered(base, slot, oid, n) if done else None))
    return choices


def every_action(
    stage, state: dict, seat: int, action_type: str, max_combos: int, number_samples: int, path: tuple = ()
) -> list[dict]:
    """Every complete action after `path`, in the order (and with the repeats) in which
    walking the prompts depth first finds them, as engines/ai/common.complete_actions does
    (`max_combos`, `number_samples`: its bounds for multi-choice and number questions), but
    without building the decisions: each question's first deeper option goes on with the
    walk that asked it, the others run from the start."""
    out: list[dict] = []
    walking = _opened(stage, state, seat, path, hold=False)
    if walking is not None:
        _every(stage, state, seat, action_type, max_combos, number_samples, path, walking, out)
    return out


def _every(stage, state, seat, action_type, max_combos, number_samples, path, walking, out) -> None:
    n = walking.question
    assert n is not None
    base = {"type": action_type, **n["record"]}
    if "number" in n:
        low, high = n["number"]
        if high - low + 1 <= number_samples:
            values: range | list[int] = range(low, high + 1)
        else:
            values = sorted({low + (high - low) * k // (number_samples - 1) for k in range(number_samples)})
        out.extend({**base, "value": v} for v in values)
        return
    if "multi" in n:
        low, high = n["multi"]
        if high <= 1:
            return  # its options go on to nothing: a multi-choice answer is never a path
        ids = [o[0] for o in n["options"]]
        combos: list[list] = []
        for size in range(low, min(high, len(ids)) + 1):
            for combo in combinations(ids, size):
                combos.append(list(combo))
                if len(combos) >= max_combos:
                    break
            if len(combos) >= max_combos:
                break
        out.extend({**base, "ids": combo} for combo in combos)
        return
    spare: Walking | None = walking  # the walk that asked, for the first deeper option
    then = n["then"]
    for oid, _label, _params, action in _choices(stage, state, seat, walking, path, base):
        if action is not None:
            out.append(action)
            continue
        if then is not None:  # the one last question is known: its answers end the chain
            last, ids = then(oid)
            chosen = _answered(base, n["slot"], oid, n)
            out.extend({**chosen, last: answer} for answer in ids)
            continue
        deeper = path + (oid,)
        if spare is not None:
            child, spare = _went_on(spare, deeper), None
        else:
            child = _opened(stage, state, seat, deeper, hold=False)
        if child is not None:
            _every(stage, state, seat, action_type, max_combos, number_samples, deeper, child, out)


def _went_on(walking: Walking, path: tuple) -> Walking | None:
    """The walk gone on to the question after `path` (one answer more than it had)."""
    walking.walk.path = path
    walking.completes = {}
    return _unless_stopped(lambda: walking if walking.go() else None)


def _answered(base: dict, slot: str | None, oid: str, n: dict) -> dict:
    """The named action that choosing option `oid` completes."""
    if oid == PASS and slot != "action":
        return {**base, PASS: True}
    if slot is None:
        return dict(base)
    cast = n["cast"]
    value = oid if cast is _same else cast(oid)
    if n["repeat"]:
        value = [*base.get(slot, ()), value]
    return {**base, slot: value}
