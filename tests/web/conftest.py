"""Fixtures of the web companion's tests: a store with a game of AI seats, the server's
services over it, aiohttp's test client on the real application, and the browser of the browser tests."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.runtime.web_settings import WebSettings
from bot.web.companion import open_services
from bot.web.demo import DemoTable
from bot.web.pages import stored_names
from bot.web.server import WebServices, make_app
from db import Store

T0 = 1_780_000_000.0
SECRET = "a test key that nobody else knows"
CHROMIUM = "/usr/bin/chromium"


class Clock:
    """The web services' clock, moved by the tests."""

    def __init__(self, now: float = T0):
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
async def store():
    s = await Store.open(":memory:")
    yield s
    await s.close()


async def played(store, kind: str = "spectaculum", players: int = 2, steps: int = 6, **options) -> DemoTable:
    """A game of AI seats with `steps` steps played."""
    table = await DemoTable.create(store, kind, players, seed=7, now=T0, **options)
    for k in range(steps):
        if not await table.move(now=T0 + k + 1):
            break
    return table


@pytest.fixture
async def table(store):
    return await played(store)


@pytest.fixture
async def token(store, table):
    return await store.game_link(table.game_id, T0)


async def open_client(store, clock) -> tuple[TestClient, WebServices]:
    services = await open_services(WebSettings(None, None, secret=SECRET), store, stored_names(store), clock)
    server = TestServer(make_app(services))
    await server.start_server(access_log=None)  # as companion.serve: no address is logged
    client = TestClient(server)
    await client.start_server()
    return client, services


@pytest.fixture
async def client_and_services(store, clock):
    client, services = await open_client(store, clock)
    yield client, services
    await services.newsroom.stop()
    await client.close()


@pytest.fixture
def client(client_and_services):
    return client_and_services[0]


@pytest.fixture
def services(client_and_services):
    return client_and_services[1]


@pytest.fixture
def chromium() -> str:
    """Debian's Chromium (./run-tests.sh installs it with apt-get when it is missing)."""
    found = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    assert found, "no Chromium: `apt-get install chromium` (./run-tests.sh does it when it is missing)"
    return found


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("SALON_WEB_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder
