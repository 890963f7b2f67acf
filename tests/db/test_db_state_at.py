"""Store.state_at: the state after any step, from the nearest stored snapshot and the
steps after it replayed through the engine (engines.core.runner.rebuild)."""

from __future__ import annotations

import pytest

from db import CorruptRecord, GameNotFound, WrongStatus
from db.sample_games import store_random_game
from engines import registry
from engines.core.runner import rebuild
from tests.db.conftest import T0

GAMES = sorted(registry.GAMES)


async def _assert_every_step(store, game, game_id: int, states: list) -> None:
    for n, expected in enumerate(states):
        got = await store.state_at(game_id, n, rebuild)
        assert game.encode_state(got) == game.encode_state(expected), f"{game.name}: step {n}"


@pytest.mark.parametrize("name", GAMES)
async def test_state_at_every_step_of_a_whole_game(store, name):
    game = registry.get(name)
    game_id, states = await store_random_game(store, game, game.player_counts[0], seed=11, now=T0)
    assert game.result(states[-1]) is not None
    await _assert_every_step(store, game, game_id, states)


@pytest.mark.parametrize("name", GAMES)
async def test_state_at_replays_over_missing_snapshots(store, name):
    game = registry.get(name)
    game_id, states = await store_random_game(store, game, game.player_counts[-1], seed=5, now=T0, steps=40)
    async with store._write() as tx:  # only every 7th snapshot and the newest are left
        await tx.execute("DELETE FROM snapshots WHERE game_id = ? AND version % 7 <> 0 AND version <> 40", (game_id,))
    await _assert_every_step(store, game, game_id, states)


async def test_state_at_refuses_what_is_not_there(store, make_game, started_game):
    lobby = await make_game(store)
    with pytest.raises(WrongStatus):
        await store.state_at(lobby.id, 0, rebuild)
    with pytest.raises(GameNotFound):
        await store.state_at(lobby.id + 100, 0, rebuild)
    game = registry.get("spectaculum")
    game_id, _states = await store_random_game(store, game, 3, seed=2, now=T0, steps=5)
    with pytest.raises(ValueError):
        await store.state_at(game_id, 6, rebuild)
    async with store._write() as tx:
        await tx.execute("DELETE FROM snapshots WHERE game_id = ? AND version < 3", (game_id,))
    with pytest.raises(CorruptRecord):
        await store.state_at(game_id, 2, rebuild)


async def test_state_at_passes_the_stored_text_and_steps_to_rebuild(store):
    game = registry.get("rokoko")
    game_id, _states = await store_random_game(store, game, 3, seed=3, now=T0, steps=6)
    async with store._write() as tx:
        await tx.execute("DELETE FROM snapshots WHERE game_id = ? AND version IN (4, 5)", (game_id,))
    seen = await store.state_at(game_id, 5, lambda kind, seed, text, steps: (kind, seed, text, [s.n for s in steps]))
    assert seen == ("rokoko", 3, await store.snapshot(game_id, 3), [4, 5])
