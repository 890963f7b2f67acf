"""The state's shape, the copy-on-write draft every step works on, and the bag.

State (plain JSON data; seat-indexed things are lists):
    players, config, board            fixed at setup
    tiles       {space: tile kind}    fixed at setup (R12, R36)
    markers     {space: colour}       occupied spaces only
    tracks      {colour: value}
    decks       {colour: cards left}
    cards       [{colour: n}]         per seat, public (R68)
    money       [int]                 per seat
    hands       [[colour]]            per seat, hidden (R69)
    bag         {colour: n}           drawn from with the step's rng; it has no order (R71)
    revealed    [colour]              the active player's revealed, unplaced markers
    travelled   [space]               where the latest travel's markers went, in the order placed (R35)
    removed     {colour: n}           markers out of the game (R39)
    turn, active, phase, actions_used
    sick        None | {colour, per_card, bills: [int | None]}   pending sickness settlements
    end_reason, money_before_payout, payout    set when the game ends
"""

from __future__ import annotations

from engines.core import draft
from engines.core.contract import IllegalAction
from engines.spectaculum import data

RULES = data.rules()
COLOURS = RULES.colours
GAME = "spectaculum"
MAX_ACTIONS = 2  # R20

PHASES = ("reveal", "before_travel", "travel", "after_travel", "settle_sickness", "keep_or_return", "ended")


def illegal(code: str, **params) -> IllegalAction:
    return IllegalAction(f"{GAME}.illegal.{code}", **params)


class Draft(draft.Draft):
    """The kernel's copy-on-write draft (engines/core/draft.py) with Spectaculum's helpers:
    a seat's cards and hand, payments, the bag."""

    PREFIX = GAME + "."
    __slots__ = ("board", "cfg")

    def __init__(self, state: dict, rng=None):
        super().__init__(state, rng)
        self.board = data.load_board(state["board"])
        self.cfg = state["config"]

    def cards(self, seat: int) -> dict:
        return self.at("cards", seat)

    def hand(self, seat: int) -> list:
        return self.at("hands", seat)

    def pay(self, seat: int, amount: int) -> None:
        """Money changes hands with the unlimited bank (R8); negative = the seat pays."""
        if amount:
            self.w("money")[seat] += amount

    def draw(self) -> str | None:
        """One marker at random from the bag, or None if it is empty."""
        bag = self.s["bag"]
        total = sum(bag.values())
        if not total:
            return None
        pick = int(self.rng.random() * total)
        bag = self.w("bag")
        for colour in COLOURS:
            if pick < bag[colour]:
                bag[colour] -= 1
                return colour
            pick -= bag[colour]
        raise AssertionError("bag count out of step")


def colour_of(action: dict, key: str = "colour") -> str:
    colour = action.get(key)
    if not isinstance(colour, str) or colour not in COLOURS:
        raise illegal("unknown_colour", colour=str(colour))
    return colour


def hand_size(config: dict) -> int:
    return RULES.variant_hand_size if config["variant_four_markers"] else RULES.hand_size


def bag_count(state: dict) -> int:
    return sum(state["bag"].values())
