"""Performer actions: sponsor and release (R20, R25-R31)."""

from __future__ import annotations

from engines.spectaculum.state import COLOURS, MAX_ACTIONS, Draft, colour_of, illegal

ACTION_PHASES = ("before_travel", "after_travel")


def check_action_allowed(state: dict) -> None:
    phase = state["phase"]
    if phase in ("travel", "settle_sickness"):
        raise illegal("travel_in_progress")  # R21, example E3
    if phase not in ACTION_PHASES:
        raise illegal("wrong_phase")
    if state["actions_used"] >= MAX_ACTIONS:
        raise illegal("no_actions_left")


def sponsor(d: Draft, seat: int, action: dict) -> None:
    check_action_allowed(d.s)
    colour = colour_of(action)
    if d.s["decks"][colour] <= 0:
        raise illegal("deck_empty", colour=colour)  # R27
    price = d.s["tracks"][colour]  # R31
    if d.s["money"][seat] < price:
        raise illegal("cannot_afford", colour=colour, price=price)  # R26
    d.pay(seat, -price)
    d.w("decks")[colour] -= 1
    d.cards(seat)[colour] += 1
    d.s["actions_used"] += 1
    d.event("card_sponsored", seat=seat, colour=colour, price=price)


def release(d: Draft, seat: int, action: dict) -> None:
    check_action_allowed(d.s)
    colour = colour_of(action)
    if d.s["cards"][seat][colour] <= 0:
        raise illegal("no_card", colour=colour)
    price = d.s["tracks"][colour]  # R28
    d.pay(seat, price)
    d.w("decks")[colour] += 1
    d.cards(seat)[colour] -= 1
    d.s["actions_used"] += 1
    d.event("card_released", seat=seat, colour=colour, price=price)


def choices(state: dict, seat: int) -> tuple[list[str], list[str]]:
    """(colours the seat may sponsor, colours it may release) right now."""
    if state["actions_used"] >= MAX_ACTIONS:
        return [], []
    money = state["money"][seat]
    held = state["cards"][seat]
    decks, tracks = state["decks"], state["tracks"]
    buy = [c for c in COLOURS if decks[c] > 0 and money >= tracks[c]]
    sell = [c for c in COLOURS if held[c] > 0]
    return buy, sell


def any_action(state: dict, seat: int) -> bool:
    """Whether `choices` offers anything, without building them (asked after every step)."""
    if state["actions_used"] >= MAX_ACTIONS:
        return False
    held = state["cards"][seat]
    for c in COLOURS:
        if held[c] > 0:
            return True
    money = state["money"][seat]
    decks, tracks = state["decks"], state["tracks"]
    for c in COLOURS:
        if decks[c] > 0 and money >= tracks[c]:
            return True
    return False
