"""Helpers every AI level shares: complete actions from prompt chains, seeded randomness,
determinization (sampling the hidden information a seat cannot see), and whose turn it is
inside a simulation."""

from __future__ import annotations

import itertools
import json
import random
from dataclasses import dataclass

from engines.core.ai_hooks import AIHooks
from engines.core.contract import Context, Decision, Game
from engines.core.rng import LazyStepRandom, rng_for_step

MAX_MULTI_COMBOS = 24  # multi-choice decisions: at most this many id sets are considered
NUMBER_SAMPLES = 5  # numeric decisions: at most this many values are considered


@dataclass(frozen=True)
class SearchHooks(AIHooks):
    """A game's AI hooks plus the strong level's default iteration cap there: one iteration
    costs about 0.3 ms in one game and 20 ms in another, so one cap cannot fit them all."""

    strong_iterations: int | None = None  # None: levels.STRONG_ITERATIONS


def rng(seed, step: int, seat, *purpose) -> random.Random:
    """A generator for one AI decision, derived from (game seed, step, seat, purpose) only."""
    tag = ":".join(str(p) for p in purpose)
    return rng_for_step(f"ai:{seed}:{seat}:{tag}", step)


def lazy_rng(seed, step: int, seat, *purpose) -> LazyStepRandom:
    """`rng(...)`, seeded only when something draws from it (most applied actions draw
    nothing, and seeding costs more than many an action): the same draws."""
    tag = ":".join(str(p) for p in purpose)
    return LazyStepRandom(f"ai:{seed}:{seat}:{tag}", step)


def action_key(action: dict):
    """A hashable key equal for equal actions: flat actions as their sorted items, nested
    ones whose lists hold only strings as a tuple that is equal exactly when their JSON is
    (each value with its type, so true is not 1), any other via JSON."""
    for value in action.values():
        if type(value) is list:
            return _nested_key(action)
    key = tuple(sorted(action.items()))
    try:
        hash(key)
    except TypeError:  # a dict or other container inside
        return json.dumps(action, sort_keys=True, separators=(",", ":"))
    return key


_SCALARS = frozenset((str, int, bool, type(None)))
_NESTED = object()  # marks a nested action's key: never equal to a flat action's


def _nested_key(action: dict):
    parts = []
    for name, value in action.items():
        kind = type(value)
        if kind is list:
            for item in value:
                if type(item) is not str:
                    return json.dumps(action, sort_keys=True, separators=(",", ":"))
            value = tuple(value)
        elif kind not in _SCALARS:
            return json.dumps(action, sort_keys=True, separators=(",", ":"))
        parts.append((name, kind, value))
    parts.sort()  # by name: names are distinct, so types and values are never compared
    return (_NESTED, *parts)


def complete_actions(game: Game, state, seat: int, path: tuple[str, ...] = ()) -> list[dict]:
    """Every complete action of `seat`'s pending decision, walking the prompt chain; a
    multi-choice decision contributes a bounded set of id choices and a numeric one a few
    values spread over its range. Order follows the prompt's options (deterministic)."""
    lister = getattr(getattr(game, "ai", None), "complete_actions", None)  # a bare Game may have no hooks
    listed = lister(state, seat, MAX_MULTI_COMBOS, NUMBER_SAMPLES) if lister is not None and not path else None
    if listed is not None:
        return listed  # the game's own lister lists each action once
    decision = game.prompt(state, seat, path)
    if decision is None:
        return []
    out: list[dict] = []
    _walk(game, state, seat, path, decision, out)
    seen, unique = set(), []
    for action in out:
        key = action_key(action)
        if key not in seen:
            seen.add(key)
            unique.append(action)
    return unique


def _walk(game, state, seat, path, decision: Decision, out: list) -> None:
    if decision.number_range is not None:
        low, high = decision.number_range
        if high - low + 1 <= NUMBER_SAMPLES:
            values: range | list[int] = range(low, high + 1)
        else:
            values = sorted({low + (high - low) * k // (NUMBER_SAMPLES - 1) for k in range(NUMBER_SAMPLES)})
        out.extend({**(decision.multi_action or {}), "value": v} for v in values)
        return
    if decision.max_choices > 1:
        ids = [option.id for option in decision.options]
        combos = []
        for size in range(decision.min_choices, min(decision.max_choices, len(ids)) + 1):
            for combo in itertools.combinations(ids, size):
                combos.append(list(combo))
                if len(combos) >= MAX_MULTI_COMBOS:
                    break
            if len(combos) >= MAX_MULTI_COMBOS:
                break
        out.extend({**(decision.multi_action or {}), "ids": combo} for combo in combos)
        return
    for option in decision.options:
        if option.action is not None:
            out.append(option.action)
        else:
            deeper = game.prompt(state, seat, path + (option.id,))
            if deeper is not None:
                _walk(game, state, seat, path + (option.id,), deeper, out)


def to_move(game: Game, state) -> int | None:
    """The seat that acts next in a simulation: the lowest actor (simultaneous decisions are
    independent, so any order will do), or None when nobody can act."""
    actors = game.actors(state)
    return min(actors) if actors else None


def advance_timers(game: Game, state, ctx: Context):
    """When nobody can act but the game is not over, fire the earliest deadline as the bot
    would (a system action); returns the new state, or None if there is nothing to fire."""
    from engines.core.contract import SYSTEM, timeout_action

    deadlines = sorted(game.deadlines(state), key=lambda d: (d.due, d.id))
    if not deadlines:
        return None
    return game.apply(state, SYSTEM, timeout_action(deadlines[0].id), ctx).state


def mover_or_timer(game: Game, state, ctx: Context):
    """One step of a simulation short of a move: (seat, state) when `seat` acts next; (None, the
    state after the earliest deadline) when nobody can act and a timer fires; None when
    nothing is left to fire."""
    mover = to_move(game, state)
    if mover is not None:
        return mover, state
    advanced = advance_timers(game, state, ctx)
    return None if advanced is None else (None, advanced)


# --- determinization ------------------------------------------------------------------------


def canonical(game: Game, state, seat: int):
    """A representative of `seat`'s information set that depends only on what `seat` may
    know (the game's `ai.canonical`), so a decision made from it cannot depend on the other
    seats' secrets; without one the state is used as given (a game whose resample_hidden
    already ignores the hidden input needs nothing)."""
    function = game.ai.canonical
    return function(state, seat) if function is not None else state


def has_canonical(game: Game) -> bool:
    return game.ai.canonical is not None


def determinize(game: Game, root, seat: int, generator):
    """One state consistent with `seat`'s view, sampled by the game's own resample_hidden."""
    return game.resample_hidden(root, seat, generator)
