"""The copy-on-write draft every step of every game works on.

A draft is a shallow copy of a state: a container is copied the first time it is written
(`w` for a top-level key, `at` for one element of a top-level list or dict), so the input
state is never mutated and a step costs only what it changes. Events are collected with
the game's prefix (`PREFIX`, the game's name and a dot). A game subclasses it in its own state.py
for its helpers (its seats' records, its bag, …).
"""

from __future__ import annotations

from engines.core import build
from engines.core.contract import Event, Outcome


class Draft:
    PREFIX = ""  # the game's name and a dot; every subclass sets it

    __slots__ = ("s", "rng", "events", "_own")

    def __init__(self, state: dict, rng=None):
        self.s = dict(state)
        self.rng = rng
        self.events: list[Event] = []
        self._own: set = set()

    def w(self, key: str):
        """The container at `key`, copied for writing."""
        if key not in self._own:
            self.s[key] = self.s[key].copy()
            self._own.add(key)
        return self.s[key]

    def at(self, key: str, index):
        """Element `index` of the container at `key`, copied for writing."""
        outer = self.w(key)
        mark = (key, index)
        if mark not in self._own:
            outer[index] = outer[index].copy()
            self._own.add(mark)
        return outer[index]

    def set(self, key: str, value) -> None:
        """Replace the value at `key` (a new container the draft owns)."""
        self.s[key] = value
        self._own.add(key)

    def event(self, kind: str, /, **params) -> None:
        self.events.append(build.event(self.PREFIX + kind, "public", params))

    def private(self, seat: int, kind: str, /, **params) -> None:
        self.events.append(build.event(self.PREFIX + kind, f"seat:{seat}", params))

    def team_event(self, team: int, kind: str, /, **params) -> None:
        self.events.append(build.event(self.PREFIX + kind, f"team:{team}", params))

    def outcome(self) -> Outcome:
        return build.outcome(self.s, tuple(self.events))
