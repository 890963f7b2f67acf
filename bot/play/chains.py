"""A seat's decision chain, walked from the engine alone: the decision at a path of chosen
option ids, and the complete action a choice makes of it. A Discord press
(bot.features.turns) and a move on the game's page (bot.web.moves) both find their action
here, so a choice means the same wherever it was made.

A chain is the turn's (`engine.prompt`) or, beside the turn order, the side decision's
(`side_decision`). Nothing here trusts the caller's path: every id of it must be an option of
the decision before it that continues the chain."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from engines.core import Decision, Option
from engines.core.contract import side_decision


class Why(Enum):
    """Why a choice makes no action: the asker's view of the game is out of date (STALE), or the
    choice is not one the decision offers (NOT_OFFERED)."""

    STALE = "stale"
    NOT_OFFERED = "not_offered"


class Unchosen(Exception):
    """A choice that makes no action: `why`, and `what` of it was wrong ("path": no chain of the
    seat's decision now, "nothing": the seat has nothing to decide now, "option", "ids", "number":
    a choice the decision does not offer), for the asker's sentence."""

    def __init__(self, why: Why, what: str):
        super().__init__(what)
        self.why = why
        self.what = what


@dataclass(frozen=True)
class Choice:
    """What a seat chose at the end of a chain of `path`: one option (`option`), several (`ids`,
    a multi choice) or a number (`value`); exactly one of them."""

    path: tuple[str, ...] = ()
    side: bool = False
    option: str | None = None
    ids: tuple[str, ...] | None = None
    value: int | None = None


def decision_at(engine, state: Any, seat: int | None, path: Sequence[str] = (), *, side: bool = False):
    """The decision at `path` of `seat`'s chain as the engine asks it, unchecked (the caller
    built the path from the engine's own options)."""
    if seat is None:
        return None
    if side:
        return side_decision(engine, state, seat, tuple(path))
    return engine.prompt(state, seat, tuple(path))


def walk(engine, state: Any, seat: int, path: Sequence[str], *, side: bool = False) -> Decision | None:
    """The decision at `path` of `seat`'s chain, each step checked: None when the seat has
    nothing to decide (at the chain's start); Unchosen(STALE) when the path is not a chain of
    the seat's decision now."""
    decision = decision_at(engine, state, seat, (), side=side)
    for depth, chosen in enumerate(path):
        option = None if decision is None else option_of(decision, chosen)
        if option is None or option.action is not None:
            raise Unchosen(Why.STALE, "path")
        decision = decision_at(engine, state, seat, path[: depth + 1], side=side)
    if decision is None and path:
        raise Unchosen(Why.STALE, "path")
    return decision


def option_of(decision: Decision, option_id: str) -> Option | None:
    return next((o for o in decision.options if o.id == option_id), None)


def multi_action(decision: Decision, ids: Sequence[str]) -> dict | None:
    """The action of a multi choice of `ids`, or None when the decision asks no such choice or
    the ids are not between its least and most of its own options, each once."""
    offered = {o.id for o in decision.options}
    if (
        decision.max_choices <= 1
        or len(set(ids)) != len(ids)
        or not all(i in offered for i in ids)
        or not decision.min_choices <= len(ids) <= decision.max_choices
    ):
        return None
    return {**(decision.multi_action or {}), "ids": list(ids)}


def number_action(decision: Decision, value: int) -> dict | None:
    """The action of choosing `value`, or None when the decision asks no number or not this one."""
    if decision.number_range is None:
        return None
    low, high = decision.number_range
    if not low <= value <= high:
        return None
    return {**(decision.multi_action or {}), "value": value}


def chosen_action(decision: Decision, choice: Choice) -> dict:
    """The complete action `choice` makes of `decision`; Unchosen(NOT_OFFERED) when it makes none
    (an option not offered, or one that only continues the chain; ids or a number the decision
    does not ask for)."""
    action: dict | None
    if choice.ids is not None:
        action, what = multi_action(decision, choice.ids), "ids"
    elif choice.value is not None:
        action, what = number_action(decision, choice.value), "number"
    else:
        option = None if choice.option is None else option_of(decision, choice.option)
        action, what = (None if option is None else option.action), "option"
    if action is None:
        raise Unchosen(Why.NOT_OFFERED, what)
    return action


def action_for(engine, state: Any, seat: int, choice: Choice) -> dict:
    """The complete action of `choice` in `seat`'s chain now, from the engine alone (Unchosen:
    the path is no chain of the seat's decision now, or the choice makes no action there)."""
    decision = walk(engine, state, seat, choice.path, side=choice.side)
    if decision is None:
        raise Unchosen(Why.STALE, "nothing")
    return chosen_action(decision, choice)
