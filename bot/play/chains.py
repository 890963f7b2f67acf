"""A seat's decision chain, walked from the engine alone: the decision at a path of chosen
option ids, and the complete action a choice makes of it. A Discord press
(bot.features.turns) and a move on the game's page (bot.web.moves) both find their action
here, so a choice means the same wherever it was made.

A chain is the turn's (`engine.prompt`) or, beside the turn order, the side decision's
(`side_decision`). Nothing here trusts the caller's path: every id of it must be an option of
the decision before it that continues the chain.

A step that offers a single option that only continues the chain is no choice: `settled`
takes it for the player (Discord and the page alike), and `back_of` steps over it going back.
`folded` offers a chain's next few steps as the complete sub-chains of one select where they
fit one, each named by its options' ids joined with FOLD_SEPARATOR."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeGuard

from engines.core import Decision, IllegalAction, Option, runner
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


def single_choice(decision: Decision | None) -> TypeGuard[Decision]:
    """Whether `decision` asks for one of its options (not several, not a number)."""
    return decision is not None and decision.max_choices <= 1 and decision.number_range is None


def forced_step(decision: Decision | None) -> Option | None:
    """The one option of a decision that offers nothing else and only continues the chain: choosing
    it reveals nothing and commits nothing, so it is taken for the player."""
    if single_choice(decision) and len(decision.options) == 1 and decision.options[0].action is None:
        return decision.options[0]
    return None


def settled(engine, state: Any, seat: int | None, path: Sequence[str] = (), *, side: bool = False) -> tuple[str, ...]:
    """`path` carried on through the steps of the chain that offer a single option continuing it:
    where the seat has something to choose (the path of a walked chain; unchecked)."""
    path = tuple(path)
    for _ in range(FORCED_STEPS_MAX):
        option = forced_step(decision_at(engine, state, seat, path, side=side))
        if option is None:
            break
        path += (option.id,)
    return path


def lone_action(engine, state: Any, seat: int) -> tuple[Decision, dict] | None:
    """The seat's turn decision (where it chooses) when it offers a single option, one that completes
    an action: (that decision, its action); None otherwise. Whether it may be taken for the player
    is the game's to say (`Presenter.takes_alone`): only where it tells nobody anything."""
    if seat not in engine.actors(state):
        return None
    decision = decision_at(engine, state, seat, settled(engine, state, seat))
    if not single_choice(decision) or len(decision.options) != 1 or decision.options[0].action is None:
        return None
    return decision, decision.options[0].action


def back_of(engine, state: Any, seat: int | None, path: Sequence[str], *, side: bool = False) -> tuple[str, ...]:
    """The path one choice back from `path`: the last id dropped, and the steps before it that
    were no choice (`forced_step`) with it."""
    path = tuple(path)[:-1]
    while path and forced_step(decision_at(engine, state, seat, path[:-1], side=side)) is not None:
        path = path[:-1]
    return path


FORCED_STEPS_MAX = 16  # a chain is a few steps long
FOLD_SEPARATOR = ">"  # between the ids of a folded option's sub-chain (no game's option id holds it)
FOLD_MAX = 25  # options of one select
FOLD_VALUE_MAX = 100  # a select value's length


@dataclass(frozen=True)
class Ahead:
    """How the host will play the seat's next step (runner.step's arguments besides the action):
    the game's seed, the number of that step, and the time. Given to `folded`, a sequence folds on
    past a complete action into the seat's next step (see `_crossed`)."""

    seed: int
    n: int
    now: float


@dataclass(frozen=True)
class Folded:
    """One option of a folded decision: the ids of its sub-chain from the decision it was offered
    at, and the options along it (the last may still continue the chain). Folded past complete
    actions, it is a sequence of steps: `moves`, the actions of the steps before its last one,
    which is chosen in the state `at` (None: the folded decision's, or not kept with a menu only
    pressed) from the chain whose ids begin at `since`."""

    ids: tuple[str, ...]
    options: tuple[Option, ...]
    moves: tuple[dict, ...] = ()
    at: Any = None
    since: int = 0

    @property
    def value(self) -> str:
        return FOLD_SEPARATOR.join(self.ids)

    @property
    def last(self) -> Option:
        return self.options[-1]

    @property
    def actions(self) -> tuple[dict, ...]:
        """The actions of its steps in order, the last one's included (a complete option's)."""
        return self.moves if self.last.action is None else (*self.moves, self.last.action)


def folded(
    engine, state: Any, seat: int | None, path: Sequence[str], *, side: bool = False, ahead: Ahead | None = None
) -> list[Folded] | None:
    """The decision at `path` with the chain's next steps folded into its options while they fit
    one select (FOLD_MAX): each a complete sub-chain (its steps with a single option included), or,
    where the rest did not fit, one that goes on to the chain's next step. The options with the
    fewest continuations are unfolded first, each in its place; None when nothing folds. With
    `ahead`, a complete option unfolds on into the seat's next step where that is safe
    (`_crossed`): the option is then a sequence of the seat's steps, one move."""
    path = tuple(path)
    decision = decision_at(engine, state, seat, path, side=side)
    if not single_choice(decision):
        return None
    items = [Folded((o.id,), (o,)) for o in decision.options]
    looked: dict[tuple[str, ...], list[Folded]] = {}  # an option's continuations, found once
    # the steps of complete options previewed and not yet judged foreseen (`_crossed`): the judgement
    # costs most of a preview, so only the options about to unfold are judged
    unjudged: dict[tuple[str, ...], runner.StepResult] = {}

    def below(item: Folded) -> list[Folded]:
        if item.ids not in looked:
            if item.last.action is None:
                looked[item.ids] = _below(engine, state, seat, path, item, side)
            elif ahead is not None and not side and seat is not None:
                looked[item.ids], stepped = _crossed(engine, state, seat, item, ahead)
                if stepped is not None:
                    unjudged[item.ids] = stepped
            else:
                looked[item.ids] = []
        return looked[item.ids]

    def unforeseen(item: Folded) -> bool:
        stepped = unjudged.pop(item.ids, None)
        if stepped is None or stepped.foreseen:
            return False
        looked[item.ids] = []
        return True

    deepened = False
    while True:
        fitting = {k: more for k, item in enumerate(items) if (more := below(item))}
        room = FOLD_MAX - len(items)
        unfolding: dict[int, list[Folded]] = {}
        for k in sorted(fitting, key=lambda k: len(fitting[k])):
            if len(fitting[k]) - 1 > room:
                break
            unfolding[k], room = fitting[k], room - len(fitting[k]) + 1
        if not unfolding:
            return items if deepened else None
        if any([unforeseen(items[k]) for k in unfolding]):  # chosen again without them
            continue
        items = [more for k, item in enumerate(items) for more in unfolding.get(k, [item])]
        deepened = True


def _below(engine, state: Any, seat: int | None, path: tuple[str, ...], item: Folded, side: bool) -> list[Folded]:
    """`item`'s sub-chains one step further in its step's chain (through the steps that are no
    choice), or none when it completes an action, goes on to a choice of several at once or a
    number, or would not fit a select's value."""
    if item.last.action is not None:
        return []
    if item.moves:  # a later step of a sequence: its own chain, from its start, in the state before it
        state, path = item.at, ()
    own = item.ids[item.since :]
    below = settled(engine, state, seat, path + own, side=side)
    chain = list(item.options)
    for depth in range(len(path) + len(own), len(below)):
        step_decision = decision_at(engine, state, seat, below[:depth], side=side)
        chain.append(next(o for o in step_decision.options if o.id == below[depth]))
    step = decision_at(engine, state, seat, below, side=side)
    if not single_choice(step):
        return []
    ids = item.ids[: item.since] + below[len(path) :]
    deeper = [Folded(ids + (o.id,), (*chain, o), item.moves, item.at, item.since) for o in step.options]
    return deeper if _fit(deeper) else []


def _fit(items: list[Folded]) -> bool:
    return all(len(f.value) <= FOLD_VALUE_MAX and not any(FOLD_SEPARATOR in i for i in f.ids) for f in items)


def _crossed(
    engine, state: Any, seat: int, item: Folded, ahead: Ahead
) -> tuple[list[Folded], runner.StepResult | None]:
    """The complete option `item` folded on into the seat's next step: its continuations, each a
    complete sequence of the seat's steps, when they fit one select, and the step previewed. Only
    where the player knows what they choose: the seat decides next again, and the step drew nothing
    and showed the player nothing hidden before (runner.StepResult.foreseen: the kernel's own
    judgement of what a step reveals; what it shows the others is the player's own choice), so its
    outcome is the one previewed here, played exactly as the host will play it. That judgement is
    the caller's to make (it costs most): the continuations stand only where the step is foreseen."""
    action = item.last.action
    assert action is not None  # a complete option
    before = state if item.at is None else item.at
    n = ahead.n + len(item.moves)
    try:
        stepped = runner.step(engine, before, seat, action, ahead.seed, n, ahead.now)
    except IllegalAction:  # the rules refuse it: a press of it says why, alone
        return [], None
    after = stepped.outcome.state
    if engine.result(after) is not None or seat not in engine.actors(after):
        return [], None
    start = settled(engine, after, seat)
    decision = decision_at(engine, after, seat, start)
    if not single_choice(decision) or stepped.drew:
        return [], None
    chain = list(item.options)
    for depth in range(len(start)):
        chain.append(next(o for o in decision_at(engine, after, seat, start[:depth]).options if o.id == start[depth]))
    moves, since = (*item.moves, action), len(item.ids)
    items = [Folded(item.ids + start + (o.id,), (*chain, o), moves, after, since) for o in decision.options]
    while (open_at := next((k for k, f in enumerate(items) if f.last.action is None), None)) is not None:
        more = _below(engine, after, seat, (), items[open_at], False)
        if not more:
            return [], None
        items[open_at : open_at + 1] = more
        if len(items) > FOLD_MAX:
            return [], None
    return (items, stepped) if _fit(items) else ([], None)


def unfolded(offered: Sequence[Folded] | None, value: str) -> Folded | None:
    """The folded option of `offered` (`folded`'s menu) that `value` names, or None when it is none of them."""
    return next((f for f in offered or () if f.value == value), None)


def walk_settled(
    engine, state: Any, seat: int, path: Sequence[str], *, side: bool = False
) -> tuple[tuple[str, ...], Decision | None]:
    """`walk`, then on through the steps that are no choice: (the path where the seat chooses,
    its decision there)."""
    decision = walk(engine, state, seat, path, side=side)
    where = settled(engine, state, seat, path, side=side)
    if where != tuple(path):
        decision = decision_at(engine, state, seat, where, side=side)
    return where, decision


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
    _, decision = walk_settled(engine, state, seat, choice.path, side=choice.side)
    if decision is None:
        raise Unchosen(Why.STALE, "nothing")
    return chosen_action(decision, choice)


def fingerprint(decision: Decision) -> str:
    """What a decision shown to its player was: players of a simultaneous phase decide at once,
    and a choice stays good while the others' moves leave the chooser's decision exactly as shown."""
    return hashlib.sha256(repr(decision).encode()).hexdigest()[:16]


def unchanged(engine, state: Any, seat: int, choice: Choice, shown: str | None) -> bool:
    """Whether `seat`'s decision at the end of `choice`'s path is still the one whose fingerprint
    was `shown`, and still the seat's to take (a side decision's any time, a turn's while it acts)."""
    if not shown or (not choice.side and seat not in engine.actors(state)):
        return False
    try:
        _, decision = walk_settled(engine, state, seat, choice.path, side=choice.side)
    except Unchosen:
        return False
    return decision is not None and hmac.compare_digest(fingerprint(decision), shown)
