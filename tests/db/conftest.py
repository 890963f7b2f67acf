"""Fixtures for the persistence tests: a store in memory, a store in a temp file."""
from __future__ import annotations

import json

import pytest

from db import Store

T0 = 1_700_000_000.0


@pytest.fixture
async def store():
    s = await Store.open(":memory:")
    yield s
    await s.close()


@pytest.fixture
def db_path(tmp_path):
    return str(tmp_path / "salon.sqlite3")


@pytest.fixture
async def file_store(db_path):
    s = await Store.open(db_path)
    yield s
    await s.close()


@pytest.fixture
def make_game():
    """make_game(store, **overrides) -> GameRow in the lobby."""

    async def make(store, **overrides):
        args = dict(
            kind="rokoko",
            guild_id=100,
            channel_id=200,
            host_id=1,
            config={"players": 3, "variant": "courtesan"},
            language="cs",
            seed=12345,
            turn_limit=None,
            on_timeout="skip",
            now=T0,
        )
        args.update(overrides)
        return await store.create_game(**args)

    return make


@pytest.fixture
def started_game(make_game):
    """started_game(store, users=(1, 2, 3), **overrides) -> GameRow, active at version 0."""

    async def start(store, users=(1, 2, 3), **overrides):
        game = await make_game(store, **overrides)
        for user_id in users:
            await store.add_seat(game.id, user_id=user_id)
        await store.start_game(game.id, seats_order=None, state=state_text(0), events="[]", now=T0 + 1)
        return await store.get_game(game.id)

    return start


def state_text(k: int) -> str:
    return json.dumps({"schema": 1, "turn": k})


@pytest.fixture
def state():
    """state(k) -> the JSON text the tests store as the state after step k."""
    return state_text


async def play_steps(store, game_id: int, count: int, *, undoable: bool = True, start: int = 0) -> int:
    version = start
    for _ in range(count):
        version = await store.record_step(
            game_id,
            expected_version=version,
            seat=version % 3,
            action=json.dumps({"move": version}),
            received_at=T0 + 10 + version,
            events=json.dumps([{"kind": "moved", "n": version + 1}]),
            state=state_text(version + 1),
            undoable=undoable,
            now=T0 + 10 + version,
        )
    return version


@pytest.fixture
def play():
    """play(store, game_id, count, undoable=True, start=0) -> the new version after `count` steps."""
    return play_steps
