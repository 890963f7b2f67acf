"""Decision chains (rules §8) as one interpreter shared by prompt and apply.

A stage of a turn is written once, as code that asks `w.ask(slot, ...)` whenever the
player must choose. `prompt` runs it on a throwaway draft with the choices made so far
(the path of option ids, the UI's way through the chain) until it asks something new:
that question is the decision. Every answer is recorded under the name of what it
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

from engines.core.contract import Decision, Option
from engines.rokoko.state import GAME, Complete, Draft, illegal

P = GAME + "."
PASS = "pass"


class Need(Exception):
    """The chain needs a choice that the path does not hold yet."""

    def __init__(self, decision: dict):
        self.decision = decision


def _same(value):
    return value


class Walk:
    """Answers the stage's questions from a path of option ids (prompt: `answers` is None)
    or from a named action (apply: `answers` is the action without its type). Either way
    `record` collects the named answers given so far: the action the choices make."""

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

    def _need(self, slot, kind, prompt, params, options=(), final=None, cast=_same, repeat=False, **shape):
        """Stops the walk at this question: what its decision is made of (`shape`: multi or
        number, each (low, high)), the answers recorded so far and where in the path it is."""
        question = {"slot": slot, "kind": kind, "prompt": prompt, "params": params, "options": options}
        question.update(final=final, cast=cast, repeat=repeat, record=dict(self.record), at=self.i, **shape)
        raise Need(question)

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
    ) -> str:
        """options: [(id, label key, params)]. final: True/False for all options, a set of
        final ids, or None (find out by looking ahead). The answer is recorded as
        `cast(option id)` under `slot` (a list when the slot `repeat`s); the option "pass"
        is recorded as `"pass": true` (except for the main action, where "pass" is one).
        A question of slot None is not recorded: its answer is `implied` by a later one."""
        ids = [o[0] for o in options]
        if self.answers is None:
            if self.i >= len(self.path):
                self._need(slot, kind, prompt, params, options, final, cast, repeat)
            choice = self.path[self.i]
            if choice not in ids:
                raise illegal("not_an_option", choice=str(choice))
            self.i += 1
            if choice == PASS and slot != "action":
                self.record[PASS] = True
            elif slot is not None:
                self._keep(slot, cast(choice), repeat)
            return choice
        if slot != "action" and PASS in ids and self.answers.get(PASS) is True:
            del self.answers[PASS]
            self.record[PASS] = True
            return PASS
        if slot is None:
            if implied is None:
                self._need(slot, kind, prompt, params, options, final, cast, repeat)
            if implied not in ids:
                raise illegal("not_an_option", choice=str(implied))
            return implied
        if slot not in self.answers:
            self._need(slot, kind, prompt, params, options, final, cast, repeat)
        value = self.answers[slot]
        if repeat:
            if not isinstance(value, list) or not value:
                raise illegal("not_an_option", choice=str(value))
            value, rest = value[0], value[1:]
            if rest:
                self.answers[slot] = rest
            else:
                del self.answers[slot]
        else:
            del self.answers[slot]
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

    def ask_multi(self, slot: str, kind: str, prompt: str, params: dict, options: list, low: int, high: int) -> list:
        ids = self._given(slot, "ids")
        if ids is None:
            if self.answers is None and self.i < len(self.path):
                raise illegal("not_an_option", choice=str(self.path[self.i]))
            self._need(slot, kind, prompt, params, options, multi=(low, high))
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

    def ask_number(self, slot: str, kind: str, prompt: str, params: dict, low: int, high: int) -> int:
        value = self._given(slot, "value")
        if value is None:
            if self.answers is None and self.i < len(self.path):
                raise illegal("not_an_option", choice=str(self.path[self.i]))
            self._need(slot, kind, prompt, params, number=(low, high))
        if type(value) is not int or not low <= value <= high:
            raise illegal("not_an_option", choice=str(value))
        self.record[slot] = value
        return value


def run(stage, state: dict, seat: int, path: tuple = (), rng=None, answers: dict | None = None, probe=False):
    """Run `stage(d, seat, w)` on a path (prompt) or a named action's answers (apply);
    returns the draft when the chain completes. Every answer given must have been used."""
    d = Draft(state, rng, probe=probe)
    w = Walk(path, answers)
    stage(d, seat, w)
    if w.i != len(path) or w.answers:
        raise illegal("not_an_option", choice=", ".join(sorted(w.answers or ())) or "path")
    return d


def _completes(stage, state, seat, path) -> bool:
    try:
        run(stage, state, seat, path, probe=True)
    except Need:
        return False
    except Complete:
        return True
    return True


def decide(stage, state: dict, seat: int, path: tuple, action_type: str) -> Decision | None:
    """The decision after `path`, or None when the path is complete or not a legal path.
    Its options' actions (and its multi_action) are named actions."""
    try:
        run(stage, state, seat, path, probe=True)
        return None
    except Complete:
        return None
    except Need as need:
        n = need.decision
    except Exception as error:  # an illegal path
        if getattr(error, "code", None):
            return None
        raise
    base = {"type": action_type, **n["record"]}
    if "multi" in n:
        low, high = n["multi"]
        choices = tuple(Option(o[0], o[1], o[2]) for o in n["options"])
        return Decision(
            n["kind"], n["prompt"], n["params"], choices, min_choices=low, max_choices=high, multi_action=base
        )
    if "number" in n:
        return Decision(n["kind"], n["prompt"], n["params"], (), number_range=n["number"], multi_action=base)
    final, slot = n["final"], n["slot"]
    options = []
    for oid, label, params in n["options"]:
        if final is True or (isinstance(final, (set, frozenset)) and oid in final):
            done = True
        elif final is False or isinstance(final, (set, frozenset)):
            done = False
        else:
            done = _completes(stage, state, seat, tuple(path) + (oid,))
        options.append(Option(oid, label, params, _answered(base, slot, oid, n) if done else None))
    return Decision(n["kind"], n["prompt"], n["params"], tuple(options))


def _answered(base: dict, slot: str | None, oid: str, n: dict) -> dict:
    """The named action that choosing option `oid` completes."""
    if oid == PASS and slot != "action":
        return {**base, PASS: True}
    if slot is None:
        return dict(base)
    value = n["cast"](oid)
    if n["repeat"]:
        value = [*base.get(slot, ()), value]
    return {**base, slot: value}
