"""Fixtures for the persistence tests.

``store`` runs every test that uses it twice: on SQLite (in memory) and on PostgreSQL
(a fresh schema on the run's server). ``memory_store``, ``db_path`` and ``file_store``
are SQLite only, for what only SQLite has (files, pragmas).
"""

from __future__ import annotations

import json

import pytest

from db import FinalResult, MoveCommitted, Store

T0 = 1_700_000_000.0


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request):
    """Where `store` lives: SQLite in memory, or an empty schema on PostgreSQL."""
    if request.param == "sqlite":
        return ":memory:"
    return request.getfixturevalue("postgres_url")


@pytest.fixture
async def store(store_url):
    s = await Store.open(store_url)
    yield s
    await s.close()


@pytest.fixture(params=["sqlite", "postgres"])
def shared_url(request, tmp_path):
    """A database several stores can open at once (as several processes would): an SQLite
    file, or an empty schema on PostgreSQL."""
    if request.param == "sqlite":
        return str(tmp_path / "shared.sqlite3")
    return request.getfixturevalue("postgres_url")


@pytest.fixture
async def memory_store():
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
    """started_game(store, users=(1, 2, 3), deadlines=(), **overrides) -> GameRow, active at version 0."""

    async def start(store, users=(1, 2, 3), deadlines=(), **overrides):
        game = await make_game(store, **overrides)
        for user_id in users:
            await store.add_seat(game.id, user_id=user_id)
        await store.start_game(
            game.id, seats_order=None, state=state_text(0), events="[]", now=T0 + 1, deadlines=deadlines
        )
        return await store.get_game(game.id)

    return start


def state_text(k: int) -> str:
    return json.dumps({"schema": 1, "turn": k})


@pytest.fixture
def state():
    """state(k) -> the JSON text the tests store as the state after step k."""
    return state_text


def move(version: int, **overrides) -> dict:
    """The keyword arguments of commit_move for the test move from `version`."""
    args = dict(
        expected_version=version,
        seat=version % 3,
        action=json.dumps({"move": version}),
        received_at=T0 + 10 + version,
        events=json.dumps([{"kind": "moved", "n": version + 1}]),
        state=state_text(version + 1),
        undoable=True,
        now=T0 + 10 + version,
    )
    args.update(overrides)
    return args


async def play_steps(store, game_id: int, count: int, *, undoable: bool = True, start: int = 0) -> int:
    version = start
    for _ in range(count):
        version = (await store.commit_move(game_id, **move(version, undoable=undoable))).version
    return version


async def finish(store, game_id: int, places, scores, *, result: str = "{}", now: float = T0 + 99) -> MoveCommitted:
    """The last move of a game: its result, with one place and score per seat (in seat order)."""
    version = (await store.get_game(game_id)).version
    final = FinalResult(result, placings=dict(enumerate(places)), scores=dict(enumerate(scores)))
    return await store.commit_move(game_id, **move(version, now=now), result=final)


async def run_sql(store, sql: str, params=()) -> int:
    """One statement of portable SQL (``?`` placeholders) in its own transaction, under the store."""
    async with store._write() as tx:
        return await tx.execute(sql, params)


async def query(store, sql: str, params=()) -> list:
    async with store._read() as tx:
        return await tx.fetch_all(sql, params)


@pytest.fixture
def play():
    """play(store, game_id, count, undoable=True, start=0) -> the new version after `count` steps."""
    return play_steps


@pytest.fixture
def moves():
    """moves(version, **overrides) -> the keyword arguments of commit_move for a test move."""
    return move


@pytest.fixture
def finished():
    """finished(store, game_id, places, scores, result='{}', now=...) -> MoveCommitted of the last move."""
    return finish


@pytest.fixture
def sql():
    """sql.run(store, text, params) -> rows changed; sql.query(store, text, params) -> rows."""

    class Sql:
        run = staticmethod(run_sql)
        query = staticmethod(query)

    return Sql
