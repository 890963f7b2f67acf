"""Opening the store: pragmas, :memory:, files, restart, closing."""

from __future__ import annotations

import sqlite3

import pytest

from db import DbError, Store, StoreClosed


async def pragma(store: Store, name: str):
    rows = await store._db.connection.execute_fetchall(f"PRAGMA {name}")
    return rows[0][0]


async def test_memory_store_works(memory_store, make_game):
    store = memory_store
    game = await make_game(store)
    assert (await store.get_game(game.id)) == game
    assert await pragma(store, "journal_mode") == "memory"


async def test_file_store_is_in_wal_mode(file_store, db_path):
    assert await pragma(file_store, "journal_mode") == "wal"
    # WAL is a property of the file: a fresh outside connection sees it too.
    with sqlite3.connect(db_path) as outside:
        assert outside.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_foreign_keys_are_enforced(file_store):
    assert await pragma(file_store, "foreign_keys") == 1
    with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
        await file_store._db.connection.execute("INSERT INTO seats (game_id, seat, user_id) VALUES (999, 0, 1)")


async def test_autocommit_outside_write_blocks(file_store, make_game):
    await make_game(file_store)
    assert not file_store._db.connection.in_transaction


async def everything_of(store, game_id):
    return (
        await store.get_game(game_id),
        await store.seats(game_id),
        await store.steps(game_id),
        await store.latest_snapshot(game_id),
        await store.deadlines(game_id),
        await store.user(1),
    )


async def test_restart_keeps_everything(db_path, started_game, play, moves):
    store = await Store.open(db_path)
    game = await started_game(store)
    version = await play(store, game.id, 2)
    version = (await store.commit_move(game.id, **moves(version), deadlines=[("turn", 5000.0)])).version
    await store.set_pings(1, False)
    await store.set_board_message(game.id, 777)
    before = await everything_of(store, game.id)
    await store.close()

    reopened = await Store.open(db_path)
    try:
        after = await everything_of(reopened, game.id)
        assert after == before
        assert after[0].board_message_id == 777 and after[0].version == 3
        # and the game goes on where it stopped
        assert await play(reopened, game.id, 1, start=3) == 4
    finally:
        await reopened.close()


async def test_open_creates_missing_directories(tmp_path):
    path = tmp_path / "a" / "b" / "salon.sqlite3"
    store = await Store.open(path)
    await store.close()
    assert path.exists()


async def test_a_file_that_is_not_a_database_is_refused_clearly(tmp_path):
    path = tmp_path / "notes.sqlite3"
    path.write_bytes(b"this is not a database, just some text " * 100)
    with pytest.raises(DbError, match="cannot open database"):
        await Store.open(str(path))


async def test_closed_store_refuses_work(make_game):
    store = await Store.open(":memory:")
    await store.close()
    await store.close()  # closing twice is harmless
    with pytest.raises(StoreClosed):
        await store.get_game(1)
    with pytest.raises(StoreClosed):
        await make_game(store)


async def test_async_with_closes(db_path):
    async with await Store.open(db_path) as store:
        assert await store.get_game(1) is None
    with pytest.raises(StoreClosed):
        await store.get_game(1)
