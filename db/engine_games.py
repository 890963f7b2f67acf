"""An engine's game as the store keeps it, written once for everything that stores one (the host,
the web demo, the sample games, the tests): a new game with the engine's default options, and its
start and steps turned into the texts the store keeps (the state as its game encodes it, the
action's and the events' JSON, a result's placings and points). The store still reads none of
them; this module only writes them, through `engines.core` alone."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from db.rating_terms import RatingRequest
from db.rows import FinalResult, GameRow
from db.steps import JoinedStep, MoveCommitted
from db.store import Store
from engines.core import Event, Game, Outcome, Result
from engines.core.codec import dumps


def default_config(game: Game, players: int) -> dict:
    """Every option of `game` at its default, for `players`."""
    config = {key: spec["default"] for key, spec in game.config_options().items()}
    config["players"] = players
    return config


async def create_default_game(
    store: Store,
    game: Game,
    players: int,
    *,
    seed: int,
    now: float,
    language: str = "en",
    guild_id: int | None = None,
    channel_id: int = 0,
    host_id: int = 0,
    on_timeout: str = "none",
    options: dict | None = None,
) -> GameRow:
    """A lobby of `game` for `players` with the engine's default options (`options`: some of them
    changed) and no turn limit."""
    return await store.create_game(
        kind=game.name,
        guild_id=guild_id,
        channel_id=channel_id,
        host_id=host_id,
        config={**default_config(game, players), **(options or {})},
        language=language,
        seed=seed,
        turn_limit=None,
        on_timeout=on_timeout,
        now=now,
    )


def stored_result(result: Result, rating: RatingRequest | None = None) -> FinalResult:
    """What the store keeps of a finished game: the result's JSON, and per seat its place and the
    points its side made (`totals`, not the ranking value `scores`), for statistics; `rating`: how
    to rate it, which the store does if its table was rated."""
    return FinalResult(dumps(result.to_json()), placings=result.placings, scores=result.totals, rating=rating)


def events_text(events: tuple[Event, ...] | list[Event]) -> str:
    return dumps([event.to_json() for event in events])


async def store_start(
    store: Store, game_id: int, game: Game, outcome: Outcome, now: float, **more: Any
) -> MoveCommitted:
    """Start the lobby `game_id` in the state its setup's `outcome` holds (`more`: the rest of
    Store.start_game's keywords)."""
    return await store.start_game(
        game_id,
        seats_order=None,
        state=game.encode_state(outcome.state),
        events=events_text(outcome.events),
        now=now,
        **more,
    )


async def store_step(
    store: Store,
    game_id: int,
    game: Game,
    n: int,
    seat: int | None,
    action: dict,
    outcome: Outcome,
    now: float,
    *,
    undoable: bool = False,
    result: FinalResult | None = None,
    **more: Any,
) -> MoveCommitted:
    """Store step `n`, `seat`'s `action` received `now` and its `outcome`, on the game at version
    n - 1 (`more`: the rest of Store.commit_move's keywords)."""
    step = joined_step(game, seat, action, outcome, now, undoable)
    return await store.commit_move(game_id, expected_version=n - 1, **asdict(step), now=now, result=result, **more)


def joined_step(game: Game, seat: int | None, action: dict, outcome: Outcome, now: float, undoable: bool) -> JoinedStep:
    """`seat`'s `action` received `now` and its `outcome`, in the texts the store keeps a step in
    (store_step's own, and the steps that follow it in the same move, its `joined`)."""
    return JoinedStep(
        seat=seat,
        action=dumps(action),
        received_at=now,
        events=events_text(outcome.events),
        state=game.encode_state(outcome.state),
        undoable=undoable,
    )
