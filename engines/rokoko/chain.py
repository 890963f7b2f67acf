"""Decision chains (rules §8) as one interpreter shared by prompt and apply.

A stage of a turn is written once, as code that asks `w.ask(...)` whenever the player
must choose. `prompt` runs it on a throwaway draft with the choices made so far (the
path) until it asks something new: that question is the decision. `apply` runs it on a
draft with the complete path; every choice must be one of the options offered, so
prompt and apply can never disagree about what is legal.
"""
from __future__ import annotations

from engines.core.contract import Decision, Option
from engines.rokoko.state import GAME, Complete, Draft, illegal

P = GAME + "."


class Need(Exception):
    """The chain needs a choice that the path does not hold yet."""

    def __init__(self, decision: dict):
        self.decision = decision


class Walk:
    __slots__ = ("path", "i", "extra")

    def __init__(self, path, extra: dict | None = None):
        self.path = path
        self.i = 0
        self.extra = extra  # the complete action, for multi-choice and number answers

    def peek(self) -> str | None:
        """The answer the path already holds for the next `ask`, or None when that ask would
        be the open question. Lets a stage check only the chosen option instead of building
        every option (apply and deeper prompts), with the same outcome."""
        return self.path[self.i] if self.i < len(self.path) else None

    def ask(self, kind: str, prompt: str, params: dict, options: list, final=None) -> str:
        """options: [(id, label key, params)]. final: True/False for all options, a set of
        final ids, or None (find out by looking ahead)."""
        if self.i < len(self.path):
            choice = self.path[self.i]
            for option in options:
                if option[0] == choice:
                    self.i += 1
                    return choice
            raise illegal("not_an_option", choice=str(choice))
        raise Need({"kind": kind, "prompt": prompt, "params": params, "options": options, "final": final,
                    "at": self.i})

    def ask_multi(self, kind: str, prompt: str, params: dict, options: list, low: int, high: int) -> list:
        if self.i < len(self.path) or self.extra is None or "ids" not in self.extra:
            if self.i >= len(self.path):
                raise Need({"kind": kind, "prompt": prompt, "params": params, "options": options,
                            "multi": (low, high), "at": self.i})
            raise illegal("not_an_option", choice=str(self.path[self.i]))
        ids = self.extra["ids"]
        valid = {o[0] for o in options}
        if not isinstance(ids, list) or not all(isinstance(x, str) and x in valid for x in ids) \
                or len(set(ids)) != len(ids) or not low <= len(ids) <= high:
            raise illegal("not_an_option", choice=str(ids))
        self.extra = None
        return list(ids)

    def ask_number(self, kind: str, prompt: str, params: dict, low: int, high: int) -> int:
        if self.i < len(self.path) or self.extra is None or "value" not in self.extra:
            if self.i >= len(self.path):
                raise Need({"kind": kind, "prompt": prompt, "params": params, "number": (low, high), "at": self.i})
            raise illegal("not_an_option", choice=str(self.path[self.i]))
        value = self.extra["value"]
        if type(value) is not int or not low <= value <= high:
            raise illegal("not_an_option", choice=str(value))
        self.extra = None
        return value


def run(stage, state: dict, seat: int, path: tuple, rng=None, extra=None, probe=False):
    """Run `stage(d, seat, w)`; returns the draft when the chain completes."""
    d = Draft(state, rng, probe=probe)
    w = Walk(path, extra)
    stage(d, seat, w)
    if w.i != len(path) or w.extra is not None:
        raise illegal("not_an_option", choice="path")
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
    """The decision after `path`, or None when the path is complete or not a legal path."""
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
    base = list(path)
    if "multi" in n:
        low, high = n["multi"]
        options = tuple(Option(o[0], o[1], o[2]) for o in n["options"])
        return Decision(n["kind"], n["prompt"], n["params"], options, min_choices=low, max_choices=high,
                        multi_action={"type": action_type, "path": base})
    if "number" in n:
        return Decision(n["kind"], n["prompt"], n["params"], (), number_range=n["number"],
                        multi_action={"type": action_type, "path": base})
    final = n["final"]
    options = []
    for oid, label, params in n["options"]:
        nxt = base + [oid]
        if final is True or (isinstance(final, (set, frozenset)) and oid in final):
            done = True
        elif final is False or isinstance(final, (set, frozenset)):
            done = False
        else:
            done = _completes(stage, state, seat, tuple(nxt))
        options.append(Option(oid, label, params, {"type": action_type, "path": nxt} if done else None))
    return Decision(n["kind"], n["prompt"], n["params"], tuple(options))
