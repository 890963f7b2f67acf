"""Real seeded games of every registered game, stored move by move as the bot stores them
(the engine's states, actions, events and result), for the tests of past states."""

from __future__ import annotations

from db import FinalResult, Store
from engines.core import random_player, runner
from engines.core.codec import dumps
from engines.core.contract import Game
from engines.core.rng import rng_for_step

T0 = 1_700_000_000.0


async def store_random_game(store: Store, game: Game, players: int, seed: int, *, steps: int | None = None):
    """Create, start and play one game of random legal moves (to the end, or `steps` moves);
    the game's id and every state it went through (index n: the state after step n)."""
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
        now=T0,
    )
    for user in range(players):
        await store.add_seat(row.id, user_id=100 + user)
    seats = runner.default_seats(game, players)
    await store.set_seat_roles(row.id, [(seat.team, seat.role) for seat in seats])
    outcome = runner.start(game, config, seats, seed)
    await store.start_game(row.id, seats_order=None, state=game.encode_state(outcome.state), events="[]", now=T0)
    states = [outcome.state]
    rng = rng_for_step(f"store:{seed}", 0)
    choose = lambda state, seat: random_player.complete_action(game, state, seat, rng)  # noqa: E731
    n = 0
    while game.result(states[-1]) is None and (steps is None or n < steps):
        n += 1
        now = T0 + 60 * n  # the time the step was received: replay must use it
        seat, action = runner.next_actor_and_action(game, states[-1], choose)
        outcome = runner.step(game, states[-1], seat, action, seed, n, now).outcome
        result = game.result(outcome.state)
        final = None
        if result is not None:
            final = FinalResult(dumps(result.to_json()), placings=result.placings, scores=result.totals)
        await store.commit_move(
            row.id,
            expected_version=n - 1,
            seat=seat,
            action=dumps(action),
            received_at=now,
            events=dumps([event.to_json() for event in outcome.events]),
            state=game.encode_state(outcome.state),
            undoable=False,
            now=now,
            result=final,
        )
        states.append(outcome.state)
    return row.id, states
