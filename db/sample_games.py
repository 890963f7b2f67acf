"""Seeded games of random legal moves, stored move by move as the bot stores a game (the engine's
states, actions, events and result): the sample data of the store's benches and of the tests of
past states. Read by nothing the bot runs."""

from __future__ import annotations

from db.engine_games import store_start, store_step, stored_result
from db.store import Store
from engines.core import random_player, runner
from engines.core.contract import Game
from engines.core.rng import rng_for_step


async def store_random_game(
    store: Store, game: Game, players: int, seed: int, *, now: float, steps: int | None = None
) -> tuple[int, list]:
    """Create, start at `now` and play one game of random legal moves, a minute apart (to the end,
    or `steps` moves); the game's id and every state it went through (index n: after step n)."""
    config = {"players": players}
    row = await store.create_game(
        kind=game.name,
        guild_id=1,
        channel_id=2,
        host_id=10,
        config=config,
        language="en",
        seed=seed,
        turn_limit=None,
        on_timeout="skip",
        now=now,
    )
    for user in range(players):
        await store.add_seat(row.id, user_id=100 + user)
    seats = runner.default_seats(game, players)
    await store.set_seat_roles(row.id, [(seat.team, seat.role) for seat in seats])
    outcome = runner.start(game, config, seats, seed)
    await store_start(store, row.id, game, outcome, now)
    states = [outcome.state]
    rng = rng_for_step(f"store:{game.name}:{seed}", 0)
    n = 0
    while game.result(states[-1]) is None and (steps is None or n < steps):
        n += 1
        received = now + 60 * n  # the time the step was received: a replay uses it
        seat, action = runner.next_actor_and_action(
            game, states[-1], lambda state, seat: random_player.complete_action(game, state, seat, rng)
        )
        outcome = runner.step(game, states[-1], seat, action, seed, n, received).outcome
        result = game.result(outcome.state)
        final = None if result is None else stored_result(result)
        await store_step(store, row.id, game, n, seat, action, outcome, received, result=final)
        states.append(outcome.state)
    return row.id, states
