"""Live pages when the moves are committed by another process: on PostgreSQL the web server is
woken by NOTIFY at once; on an SQLite file it notices by comparing positions every few seconds."""

from __future__ import annotations

import math

import pytest

from bot.web.demo import DemoTable
from bot.web.live import POLL_POSTGRES, POLL_SQLITE
from db import Store
from tests.web.conftest import T0, Clock, open_client, played
from tests.web.test_routes import next_event


@pytest.mark.parametrize("backend", ["postgres", "sqlite"])
async def test_a_move_of_another_process_reaches_the_open_page(backend, request, tmp_path):
    url = request.getfixturevalue("postgres_url") if backend == "postgres" else str(tmp_path / "shared.sqlite3")
    async with await Store.open(url) as bot_store, await Store.open(url) as web_store:
        table = await DemoTable.create(bot_store, "spectaculum", 2, seed=3, now=T0)
        await table.move(now=T0 + 1)
        token = await bot_store.game_link(table.game_id, T0)
        client, services = await open_client(web_store, Clock())
        newsroom = services.newsroom
        assert newsroom.poll == (POLL_POSTGRES if backend == "postgres" else POLL_SQLITE)
        if backend == "postgres":
            newsroom.poll = math.inf  # only NOTIFY can bring the move
        looks = 0
        look = newsroom.look

        async def counted() -> None:
            nonlocal looks
            looks += 1
            await look()

        newsroom.look = counted
        try:
            response = await client.get(f"/g/{token}/events")
            assert (await next_event(response))["last"] == 1
            await table.move(now=T0 + 2)  # committed by the bot's process
            assert (await next_event(response))["last"] == 2
            if backend == "postgres":
                assert looks == 0, "told by NOTIFY, not by a look at the positions"
            else:
                assert looks >= 1, "told by a look: nothing wakes a process on another's SQLite commit"
            response.close()
        finally:
            await services.newsroom.stop()
            await client.close()


async def test_a_page_read_while_the_game_moves_at_every_read_still_has_the_game_s_last_step(store, services):
    """The AI at a pace of 0 moves between any two reads: the page's reading of the game holds
    every step its row counts (else its last step answered 404, and the page waited for a move
    that had been made, "Waiting for AI 3" for good)."""
    table = await played(store, steps=3)
    token = await store.game_link(table.game_id, T0)
    steps_of = store.live_steps_with_ids

    async def then_a_move(game_id):
        steps = await steps_of(game_id)
        await table.move(now=T0 + 10 + len(steps))
        return steps

    store.live_steps_with_ids = then_a_move
    history = await services.pages.history(token)
    store.live_steps_with_ids = steps_of
    assert history is not None
    assert history.last == history.row.version
