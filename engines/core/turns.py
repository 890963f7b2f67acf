"""A game's turns, worked out from the engine contract alone.

A step is one action applied; a turn may take several (a decision chain committed in parts,
every player's answer to a simultaneous choice, the rules' own timers). A new turn begins
when someone must act who did not have to before; the setup begins the first, and the end
of the game closes the last. An animated replay shows one frame per turn.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from engines.core import runner
from engines.core.contract import Event, Game, IllegalAction, Seat, stored_action


def begins_turn(actors_before: Collection[int], actors_after: Collection[int], finished: bool) -> bool:
    """Whether the state after a step is the start of a new turn (or the end of the game)."""
    return finished or bool(set(actors_after) - set(actors_before))


@dataclass(frozen=True)
class Turn:
    step: int  # the step after which it begins (0: the setup)
    state: Any
    events: tuple[Event, ...]  # every event since the previous turn began (the setup's for the first)
    finished: bool


GAME_OVER = "core.game_over"  # a step after the end
MALFORMED = "core.malformed_action"  # an action not of the game's shape


class BadStep(Exception):
    """Step `step` of a log is refused by the rules (`code`: the engine's reason)."""

    def __init__(self, step: int, code: str):
        super().__init__(f"step {step}: {code}")
        self.step = step
        self.code = code


def turns(
    game: Game,
    config: dict,
    seats: list[Seat],
    seed: int,
    log: Sequence[tuple[int | None, dict, float]],
    *,
    stopped: bool = False,
) -> Iterator[Turn]:
    """The turns of the game that `log` ((seat, action, received time) in order) plays: the
    setup, then the state after every step that begins a turn. Raises BadStep for a step the
    rules refuse; the caller sees whether the last turn yielded is `finished`. `stopped`: the
    game stopped after the log's last step before its rules ended it (a player resigned), so the
    state after that step closes the last turn whether or not it begins one."""
    outcome = runner.start(game, config, seats, seed)
    state, events = outcome.state, list(outcome.events)
    finished = game.result(state) is not None
    yield Turn(0, state, tuple(events), finished)
    events = []
    for n, (seat, action, now) in enumerate(log, start=1):
        if finished:
            raise BadStep(n, GAME_OVER)
        before = game.actors(state)
        try:
            outcome = runner.step(game, state, seat, stored_action(game, action), seed, n, now).outcome
        except IllegalAction as refusal:
            raise BadStep(n, refusal.code) from refusal
        except (LookupError, TypeError, ValueError, AttributeError) as error:  # an action no player could send
            raise BadStep(n, MALFORMED) from error
        state = outcome.state
        events += outcome.events
        finished = game.result(state) is not None
        if begins_turn(before, game.actors(state), finished):
            yield Turn(n, state, tuple(events), finished)
            events = []
        elif stopped and n == len(log):
            yield Turn(n, state, tuple(events), finished)
