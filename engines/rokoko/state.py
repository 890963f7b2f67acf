"""The state's shape and the copy-on-write draft every step works on.

State (plain JSON data; seat-indexed things are lists):
    players, config, side, colours      fixed at setup (colours: player colour id per seat)
    round 1..7, phase select|actions|terrace|ended, start (seat), favour (seat who took it this round or None)
    active      seat whose turn it is in phase 3, else None
    stage       None (a turn starts with choosing a card) or the card in play:
                {"seat", "card", "kind": "bonus"|"gain", "bonus", "dismissed", "master", "tile"}
    need        [int | None] per seat: cards still to choose in phase 2 (None = done)
    terrace_need, terrace_pick   from phase "terrace" on (R97): per seat the number of King's-hall
                dresses it must choose for the terrace (None = no choice or done), and its choice
    hire_deck   [card id], top first (order hidden, R110)
    display     [card id | None] x hire spaces
    warehouse   [[tile id]] per section, face up
    res_supply  [tile id], top last (order hidden);  res_discard [tile id] face up
    windows     [dress id | None], index 0 leftmost;  bag [dress id] sorted (drawn at random)
    dress_discard [dress id]
    guest       {guest space id: [dress id, seat, master_made]};  terrace {terrace id: [dress, seat, mm]}
    deco        {decoration space id: seat};  all_halls {all-halls space id: seat}
    seats       [{"money", "yarn", "lace", "pp", "tiles": [tile id], "supply": [card id],
                  "hand": [card id], "discard": [card id], "played": [card id]}]
    out         [card id] out of the game (dismissed, cleared from the display)
    final       None, or at the end {"breakdown": [{category: pp}], "money_left": [int], "scores": [int]}
"""

from __future__ import annotations

from engines.core import draft
from engines.core.contract import IllegalAction
from engines.rokoko import data

GAME = "rokoko"
D = data.load()
C = D.constants


def illegal(code: str, **params) -> IllegalAction:
    return IllegalAction(f"{GAME}.illegal.{code}", **params)


class Complete(Exception):
    """Raised in a probing run when the chain reaches a random draw: the chain ends there."""


class Draft(draft.Draft):
    """The kernel's copy-on-write draft (engines/core/draft.py) with Rokoko's helpers: a
    seat's record and its lists, a warehouse section, gains. `probe`: a
    run that only explores the chain (it stops at a random draw, see Complete)."""

    PREFIX = GAME + "."
    __slots__ = ("side", "probe")

    def __init__(self, state: dict, rng=None, probe: bool = False):
        super().__init__(state, rng)
        self.probe = probe
        self.side = D.sides[state["side"]]

    def p(self, seat: int) -> dict:
        """The seat's record, writable."""
        if ("seats", seat) in self._own:  # copied already (the kernel's `at`, its common case first)
            return self.s["seats"][seat]
        return self.at("seats", seat)

    def pl(self, seat: int, key: str) -> list:
        """One of the seat's lists (tiles, supply, hand, discard, played), writable."""
        rec = self.p(seat)
        tag = ("pl", seat, key)
        if tag not in self._own:
            rec[key] = list(rec[key])
            self._own.add(tag)
        return rec[key]

    def section(self, i: int) -> list:
        return self.at("warehouse", i)

    def gain(self, seat: int, key: str, amount: int) -> None:
        if amount:
            rec = self.p(seat)
            rec[key] += amount
            assert rec[key] >= 0, key


class QuietDraft(Draft):
    """A draft whose events go nowhere: a walk that only looks ahead (listing a seat's
    actions, probing whether an option completes the chain) is thrown away, events and all."""

    __slots__ = ()

    def event(self, kind: str, /, **params) -> None:
        return None

    def private(self, seat: int, kind: str, /, **params) -> None:
        return None

    def team_event(self, team: int, kind: str, /, **params) -> None:
        return None


# --- small read helpers (work on a state dict or a draft's .s) ---------------------------


def employee_count(s: dict, seat: int) -> int:
    """R6/R55: supply + hand + discard + the card in play (unless dismissed)."""
    rec = s["seats"][seat]
    n = len(rec["supply"]) + len(rec["hand"]) + len(rec["discard"])
    st = s["stage"]
    if st is not None and st["seat"] == seat and not st["dismissed"]:
        n += 1
    return n


def own_dresses(s: dict, seat: int) -> list[str]:
    """R8: dresses with the seat's marker on guest spaces (and terrace spaces at the end)."""
    found = [v[0] for v in s["guest"].values() if v[1] == seat]
    found += [v[0] for v in s["terrace"].values() if v[1] == seat]
    return found


def decorations(s: dict, seat: int) -> int:
    """R9: own markers on fireworks, musician, statue and fountain spaces."""
    return sum(1 for v in s["deco"].values() if v == seat)


def silk_totals(tile_ids) -> dict:
    totals: dict = {}
    for tid in tile_ids:
        for colour, n in D.tiles[tid]["silk"].items():
            totals[colour] = totals.get(colour, 0) + n
    return totals
