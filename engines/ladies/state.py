"""The state's shape and the copy-on-write draft every step works on.

State (plain JSON data; seat-indexed things are lists of length `players`, team-indexed
things lists of length T; a team's panel is `panel_of[team]`):
    players, config, roles [lady|gentleman|courtesan], team_of [team|None], lady_of, gent_of
    [seat per team], courtesan (seat|None), panels [boutique id per panel], panel_of [panel per team]
    day, phase (morning|afternoon|evening|last_gossip|ball|ended), lstage, gstage, estage
    decks {clothing|accessory|jewel|servant: [card ids, top first]}, returns [ids], discard [ids]
    craft_hand [[ids]|None], craft_played [id|None], craft_stack [[ids] per panel], craft_out [ids]
    window [id|None per panel], under [[ids] per panel], drawn [[ids]|None per panel],
    stocked [[ids] per panel] (what the stocking lady put out today, her memory)
    visit [panel|None per seat], visits_shown, shops [shop|None per panel]
    purchases [[ids]], servant_taken [bool], deferred [[ids]], wardrobe [[ids]], servants [[ids]]
    court_pending [ids], court_given [[card, seat]], court_returned [ids], court_paid [[card, seat]]
    money [int|None], goods [{kind: n}|None], kept_today [int], order [int|None], turn_order [teams],
    trade_turn, slots [token|None], held [slot|None], memory [[[slot, token]]], supply {kind: n}, ex {..}
    market, contracts_deck, display [{id, sup, by, first, reward}], contracts_discard, bonus_cards [[ids]]
    gossip_hand [[n]|None], gossip_recv [[[n, from]]], gossip_given [day], gossip_out, gossip_gone
    plan [dict|None], plan_done [bool], gossip_choice [None|bool], ball_choice [designer|None],
    ball_pending [seats], clock, final (the result once ended)
"""
from __future__ import annotations

import dataclasses

from engines.core.contract import Decision, Event, IllegalAction, Option, Outcome
from engines.core.rng import shuffle
from engines.ladies import data

GAME = "ladies"
PREFIX = GAME + "."
RULES = data.rules()
PHASES = ("morning", "afternoon", "evening", "last_gossip", "ball", "ended")


def illegal(code: str, **params) -> IllegalAction:
    return IllegalAction(f"{GAME}.illegal.{code}", **params)


# --- the contract's frozen dataclasses, built fast ---------------------------------------------
# A frozen dataclass's __init__ sets each field with object.__setattr__; a game builds
# thousands of options and events, and that was a fifth of its time. These builders fill
# the instance's __dict__ directly: the same object (==, hash, repr, pickle) as the class
# call. They fall back to the class if it ever stops being a plain dataclass with exactly
# these fields and defaults.

_new = object.__new__
_REQUIRED = object()


def _plain(cls, fields: dict) -> bool:
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__") or "__slots__" in vars(cls):
        return False
    have = {f.name: f.default if f.default is not dataclasses.MISSING else _REQUIRED for f in dataclasses.fields(cls)}
    return have == fields


PLAIN_OPTION = _plain(Option, {"id": _REQUIRED, "label": _REQUIRED, "params": _REQUIRED, "action": None})

if PLAIN_OPTION:
    def option(id: str, label: str, params: dict, action: dict | None = None) -> Option:
        o = _new(Option)
        fields = o.__dict__
        fields["id"] = id
        fields["label"] = label
        fields["params"] = params
        fields["action"] = action
        return o
else:  # pragma: no cover
    def option(id: str, label: str, params: dict, action: dict | None = None) -> Option:
        return Option(id, label, params, action)


if _plain(Decision, {"kind": _REQUIRED, "prompt": _REQUIRED, "params": _REQUIRED, "options": (), "min_choices": 1,
                     "max_choices": 1, "multi_action": None, "number_range": None}):
    def decision(kind: str, prompt: str, params: dict, options: tuple = (), min_choices: int = 1,
                 max_choices: int = 1, multi_action: dict | None = None) -> Decision:
        o = _new(Decision)
        o.__dict__.update(kind=kind, prompt=prompt, params=params, options=options, min_choices=min_choices,
                          max_choices=max_choices, multi_action=multi_action, number_range=None)
        return o
else:  # pragma: no cover
    def decision(kind: str, prompt: str, params: dict, options: tuple = (), min_choices: int = 1,
                 max_choices: int = 1, multi_action: dict | None = None) -> Decision:
        return Decision(kind, prompt, params, options, min_choices, max_choices, multi_action)


if _plain(Event, {"kind": _REQUIRED, "to": "public", "params": _REQUIRED}):
    def _event(kind: str, to: str, params: dict) -> Event:
        o = _new(Event)
        fields = o.__dict__
        fields["kind"] = kind
        fields["to"] = to
        fields["params"] = params
        return o
else:  # pragma: no cover
    _event = Event


if _plain(Outcome, {"state": _REQUIRED, "events": ()}):
    def _outcome(state, events: tuple) -> Outcome:
        o = _new(Outcome)
        o.__dict__.update(state=state, events=events)
        return o
else:  # pragma: no cover
    def _outcome(state, events: tuple) -> Outcome:
        return Outcome(state, events)


class Draft:
    """A shallow copy of a state; a container is copied the first time it is written
    (`w` for a top-level key, `at` for one element of a top-level list or dict), so the
    input state is never mutated and a step costs only what it changes."""

    __slots__ = ("s", "rng", "events", "cfg", "_own")

    def __init__(self, state: dict, rng=None):
        self.s = dict(state)
        self.rng = rng
        self.events: list[Event] = []
        self.cfg = state["config"]
        self._own: set = set()

    def w(self, key: str):
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
        self.s[key] = value
        self._own.add(key)

    def event(self, kind: str, /, **params) -> None:
        self.events.append(_event(PREFIX + kind, "public", params))

    def private(self, seat: int, kind: str, /, **params) -> None:
        self.events.append(_event(PREFIX + kind, f"seat:{seat}", params))

    def team_event(self, team: int, kind: str, /, **params) -> None:
        self.events.append(_event(PREFIX + kind, f"team:{team}", params))

    def outcome(self) -> Outcome:
        return _outcome(self.s, tuple(self.events))

    # --- shared helpers ---------------------------------------------------------------
    def draw_cards(self, deck: str, n: int) -> list[str]:
        cards = self.s["decks"][deck]
        if not n or not cards:
            return []
        pile = self.at("decks", deck)
        taken = pile[:n]
        del pile[:n]
        return taken

    def bottom(self, cards: list[str]) -> None:
        """R50: cards go to the bottom of their decks, each deck's share shuffled (seeded)."""
        by_deck: dict[str, list] = {}
        for card in cards:
            by_deck.setdefault(RULES.deck_of(card), []).append(card)
        for deck in data.DECKS:
            if deck in by_deck:
                share = sorted(by_deck[deck])
                shuffle(self.rng, share)
                self.at("decks", deck).extend(share)


def lady_seats(state: dict) -> list[int]:
    """Ladies in panel order (R17), then the courtesan."""
    order = sorted(range(len(state["lady_of"])), key=lambda t: state["panel_of"][t])
    seats = [state["lady_of"][t] for t in order]
    if state["courtesan"] is not None:
        seats.append(state["courtesan"])
    return seats


def gentlemen(state: dict) -> list[int]:
    return list(state["gent_of"])


def teams(state: dict) -> int:
    return len(state["lady_of"])


def partner(state: dict, seat: int) -> int | None:
    team = state["team_of"][seat]
    if team is None:
        return None
    return state["gent_of"][team] if state["roles"][seat] == "lady" else state["lady_of"][team]


def is_lady(state: dict, seat) -> bool:
    return isinstance(seat, int) and 0 <= seat < state["players"] and state["roles"][seat] in ("lady", "courtesan")


def is_gent(state: dict, seat) -> bool:
    return isinstance(seat, int) and 0 <= seat < state["players"] and state["roles"][seat] == "gentleman"


def team_rank(state: dict, team: int) -> int:
    """Position of a team in today's turn order (0 first)."""
    return state["turn_order"].index(team)


def goods_count(goods: dict | None) -> int:
    return sum(goods.values()) if goods else 0
