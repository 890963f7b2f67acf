"""Live pages when the moves are committed by another process: on PostgreSQL the web server is
woken by NOTIFY at once; on an SQLite file it notices by comparing positions every few seconds."""

from __future__ import annotations

import time

import pytest

from bot.web.demo import DemoTable
from bot.web.live import POLL_POSTGRES
from db import Store
from tests.web.conftest import T0, Clock, open_client
from tests.web.test_routes import next_event


@pytest.mark.parametrize("backend", ["postgres", "sqlite"])
async def test_a_move_of_another_process_reaches_the_open_page(backend, request, tmp_path):
    url = request.getfixturevalue("postgres_url") if backend == "postgres" else str(tmp_path / "shared.sqlite3")
    async with await Store.open(url) as bot_store, await Store.open(url) as web_store:
        table = await DemoTable.create(bot_store, "spectaculum", 2, seed=3, now=T0)
        await table.move(now=T0 + 1)
        token = await bot_store.game_link(table.game_id, T0)
        client, services = await open_client(web_store, Clock())
        assert services.newsroom.poll == (POLL_POSTGRES if backend == "postgres" else 2.0)
        try:
            response = await client.get(f"/g/{token}/events")
            assert (await next_event(response))["last"] == 1
            began = time.monotonic()
            await table.move(now=T0 + 2)  # committed by the bot's process
            assert (await next_event(response, timeout=8.0))["last"] == 2
            waited = time.monotonic() - began
            assert waited < (2.0 if backend == "postgres" else 6.0), waited
            response.close()
        finally:
            await services.newsroom.stop()
            await client.close()
