"""Applying steps and replaying a game's log: the same code for the bot, tests and AI."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Protocol, cast

from engines import registry
from engines.core import fairness
from engines.core.build import context as _context
from engines.core.contract import SYSTEM, Game, IllegalAction, Outcome, Seat, stored_action, timeout_action
from engines.core.rng import LazyStepRandom


class StepResult:
    """A step's outcome and whether it may be taken back. `undo_refusal` is None when it
    may, else why not: fairness.DREW (it drew at random), fairness.SHOWED_OTHERS or
    fairness.SHOWED_YOU (it showed someone what was hidden before it). The kernel works
    this out for every game (engines/core/fairness.py), the first time it is asked: the
    bot asks when a player asks to take a move back, AI players and replays never."""

    __slots__ = ("outcome", "drew", "_args", "_refusal")

    def __init__(self, outcome: Outcome, drew: bool, args: tuple):
        self.outcome = outcome
        self.drew = drew
        self._args = args  # (game, state before, seat, action, seed, n, now)
        self._refusal = _UNKNOWN

    @property
    def undo_refusal(self) -> str | None:
        if self._refusal is _UNKNOWN:
            if self.drew:
                self._refusal = fairness.DREW
            else:
                game, before, seat, action, seed, n, now = self._args
                self._refusal = fairness.what_it_showed(
                    game, before, seat, action, self.outcome, seed, n, now, before["players"]
                )
        return cast("str | None", self._refusal)

    @property
    def undoable(self) -> bool:
        return self.undo_refusal is None

    @property
    def foreseen(self) -> bool:
        """Whether its actor could know the step's whole outcome when choosing it: it drew nothing
        and showed them nothing hidden before (it may show the others their own choice)."""
        if self.drew:
            return False
        if self._refusal is None:  # it showed nobody anything
            return True
        game, before, seat, action, seed, n, now = self._args
        return not fairness.showed_the_actor(game, before, seat, action, self.outcome, seed, n, now)


_UNKNOWN = object()


def default_seats(game: Game, players: int) -> list[Seat]:
    """The seating a table gets from the order of joining (the game's `default_seats`)."""
    return list(game.default_seats(players))


def next_actor_and_action(game: Game, state, choose):
    """(seat, action) for the next step of a game driven by `choose(state, seat) -> action`;
    when nobody can act the earliest timer of the rules runs out (a system action)."""
    actors = game.actors(state)
    if actors:
        seat = min(actors)
        return seat, choose(state, seat)
    deadlines = game.deadlines(state)
    if not deadlines:
        raise RuntimeError(f"{game.name}: nobody can act and no timer is set")
    return SYSTEM, timeout_action(min(deadlines, key=lambda d: d.due).id)


def start(game: Game, config: dict, seats: list[Seat], seed: int) -> Outcome:
    return game.setup(config, seats, seed)


def step(game: Game, state, seat: int | None, action: dict, seed: int, n: int, now: float = 0.0) -> StepResult:
    """Apply step number `n` (1-based). Raises IllegalAction, leaving `state` untouched.
    A game with side decisions (`side_decisions`) is asked even for a seat that is not an
    actor: its `apply` accepts from such a seat only the actions of its side decision."""
    if seat is not None and not game.side_decisions and not game.is_actor(state, seat):
        raise IllegalAction("core.not_your_turn")  # else apply judges a side action's seat
    rng = LazyStepRandom(seed, n)
    outcome = game.apply(state, seat, action, _context(n, rng, now))
    real = rng._rng  # rng.used, one call shorter
    return StepResult(outcome, real is not None and real.used, (game, state, seat, action, seed, n, now))


def replay(game: Game, config: dict, seats: list[Seat], seed: int, log: list[tuple[int | None, dict, float]]):
    """Rebuild the state from setup and the ordered log of (seat, action, received time);
    actions stored under an older schema are read as the game reads them today."""
    state = game.setup(config, seats, seed).state
    for n, (seat, action, now) in enumerate(log, start=1):
        state = step(game, state, seat, stored_action(game, action), seed, n, now).outcome.state
    return state


class LoggedStep(Protocol):
    """A step as the log stores it (db's StepRow has this shape)."""

    @property
    def n(self) -> int: ...
    @property
    def seat(self) -> int | None: ...
    @property
    def action(self) -> str: ...  # JSON text
    @property
    def received_at(self) -> float: ...


def rebuild(kind: str, seed: int, snapshot: str, steps: Iterable[LoggedStep]):
    """The state after `steps` (the live steps that follow the stored `snapshot`, in
    order), replayed through the game registered as `kind`. The store's `state_at` calls
    this with the nearest snapshot it keeps: ``await store.state_at(game_id, n, rebuild)``."""
    game = registry.get(kind)
    state = game.decode_state(snapshot)
    for logged in steps:
        action = stored_action(game, json.loads(logged.action))
        state = step(game, state, logged.seat, action, seed, logged.n, logged.received_at).outcome.state
    return state
