"""The store's part of the game pages, on both backends: one unguessable token per game, the
signing key every process shares, and the news of a game's moves (in-process on SQLite, through
LISTEN/NOTIFY from any process on PostgreSQL)."""

from __future__ import annotations

import asyncio

from db import StaleVersion, Store
from tests.db.conftest import T0, move


async def test_a_game_has_one_token_made_once(store, started_game):
    game = await started_game(store)
    other = await started_game(store)
    token = await store.game_link(game.id, T0)
    assert len(token) >= 22 and token.replace("-", "").replace("_", "").isalnum()
    assert await store.game_link(game.id, T0 + 5) == token, "the link never changes"
    assert await store.game_link(other.id, T0) != token
    assert (await store.game_by_link(token)).id == game.id
    assert await store.game_by_link(token[:-1]) is None and await store.game_by_link(str(game.id)) is None
    await store.delete_game(game.id)
    assert await store.game_by_link(token) is None


async def test_two_processes_get_the_same_token_and_key(shared_url, make_game):
    async with await Store.open(shared_url) as one, await Store.open(shared_url) as two:
        game = await make_game(one)
        tokens = await asyncio.gather(one.game_link(game.id, T0), two.game_link(game.id, T0))
        assert tokens[0] == tokens[1]
        keys = await asyncio.gather(one.web_key("k", T0), two.web_key("k", T0))
        assert keys[0] == keys[1] and len(keys[0]) == 64
        assert await one.web_key("other", T0) != keys[0]


async def test_positions_and_live_steps_with_their_ids(store, started_game):
    game = await started_game(store)
    await store.commit_move(game.id, **move(0))
    await store.commit_move(game.id, **move(1))
    await store.undo_last(game.id, expected_version=2, now=T0 + 20)
    await store.commit_move(game.id, **move(1, action='{"again": 1}'))
    steps = await store.live_steps_with_ids(game.id)
    assert [step.n for _, step in steps] == [1, 2] and steps[1][1].action == '{"again": 1}'
    assert len({step_id for step_id, _ in steps}) == 2
    assert await store.positions([game.id, 999]) == {game.id: (await store.get_game(game.id)).position}


async def test_the_store_tells_of_each_committed_change_of_a_game(store, started_game):
    game = await started_game(store)
    told: list[int] = []
    await store.listen_games(told.append)
    await store.commit_move(game.id, **move(0))
    try:
        await store.commit_move(game.id, **move(0))  # stale: nothing committed, nothing told
    except StaleVersion:
        pass
    await store.undo_last(game.id, expected_version=1, now=T0 + 30)
    await store.set_status(game.id, "abandoned", T0 + 40)
    for _ in range(200):  # a bound only a store that tells nothing reaches
        if len(told) >= 3:
            break
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.1)  # a word too many would show
    assert told == [game.id] * 3


async def test_another_process_hears_the_moves_on_postgresql(postgres_url, started_game):
    async with await Store.open(postgres_url) as bot, await Store.open(postgres_url) as web:
        game = await started_game(bot)
        heard = asyncio.Event()
        told: list[int] = []
        await web.listen_games(lambda game_id: (told.append(game_id), heard.set()))
        await bot.commit_move(game.id, **move(0))
        await asyncio.wait_for(heard.wait(), 10)
        assert told == [game.id]
