"""One aiosqlite connection, its pragmas, and the read/write transaction helpers.

The bot uses one Store from one event loop. An asyncio.Lock inside the Store
serialises every use of the connection: a write runs as one explicit
``BEGIN IMMEDIATE ... COMMIT`` transaction that no other coroutine can look
into or interleave with, and a read never sees half of someone else's write.
"""
from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Self

import aiosqlite

from db.errors import DbError, StoreClosed
from db.migrate import Migration, load_migrations, migrate

MEMORY = ":memory:"


class StoreBase:
    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self._conn: aiosqlite.Connection | None = conn
        self._path = path
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path, *, migrations: list[Migration] | None = None) -> Self:
        """Open (creating if needed) the database file, switch on WAL and foreign keys, migrate.

        ``":memory:"`` gives a private in-memory database (for tests).
        """
        path = str(path)
        if path not in (MEMORY, ""):
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        if migrations is None:
            migrations = load_migrations()
        # isolation_level=None: the sqlite3 module never opens transactions on its
        # own; every write transaction is an explicit BEGIN IMMEDIATE below.
        conn = await aiosqlite.connect(path, isolation_level=None, timeout=10.0)
        try:
            conn.row_factory = sqlite3.Row
            await _configure(conn, path)
            await migrate(conn, migrations, path)
        except BaseException as e:
            await conn.close()
            if isinstance(e, sqlite3.Error):
                raise DbError(f"cannot open database {path}: {e}") from e
            raise
        return cls(conn, path)

    async def close(self) -> None:
        async with self._lock:
            if self._conn is not None:
                conn, self._conn = self._conn, None
                await conn.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    @property
    def path(self) -> str:
        return self._path

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            if self._conn is None:
                raise StoreClosed()
            yield self._conn

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction: committed if the block ends normally, else rolled back."""
        async with self._lock:
            conn = self._conn
            if conn is None:
                raise StoreClosed()
            try:
                # Inside the try: a cancellation that lands while BEGIN is queued
                # must still be followed by a ROLLBACK.
                await conn.execute("BEGIN IMMEDIATE")
                yield conn
                await conn.execute("COMMIT")
            except BaseException:
                # Queued behind whatever statement is still running on the worker
                # thread, so it runs even if we were cancelled mid-transaction.
                try:
                    await conn.execute("ROLLBACK")
                except sqlite3.OperationalError:
                    pass  # no transaction: BEGIN failed, or COMMIT got through before a cancellation
                raise


async def _configure(conn: aiosqlite.Connection, path: str) -> None:
    await conn.execute("PRAGMA foreign_keys = ON")
    if (await fetch_one(conn, "PRAGMA foreign_keys"))[0] != 1:
        raise DbError("this SQLite build cannot enforce foreign keys")
    mode = (await fetch_one(conn, "PRAGMA journal_mode = WAL"))[0]
    if path not in (MEMORY, "") and mode.lower() != "wal":
        raise DbError(f"cannot switch {path} to WAL mode (journal_mode is {mode!r})")


# Small helpers the table modules use. They take the connection a _read() or
# _write() block handed out, and never lock on their own.

async def fetch_one(conn: aiosqlite.Connection, sql: str, params: Iterable[Any] = ()) -> sqlite3.Row | None:
    rows = await conn.execute_fetchall(sql, tuple(params))
    return rows[0] if rows else None


async def fetch_all(conn: aiosqlite.Connection, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
    return list(await conn.execute_fetchall(sql, tuple(params)))


async def execute(conn: aiosqlite.Connection, sql: str, params: Iterable[Any] = ()) -> int:
    """Run one statement; return the number of rows it changed."""
    async with conn.execute(sql, tuple(params)) as cursor:
        return cursor.rowcount


async def insert(conn: aiosqlite.Connection, sql: str, params: Iterable[Any] = ()) -> int:
    """Run one INSERT; return the new row's rowid."""
    async with conn.execute(sql, tuple(params)) as cursor:
        return cursor.lastrowid


async def execute_many(conn: aiosqlite.Connection, sql: str, rows: Iterable[Iterable[Any]]) -> None:
    async with conn.executemany(sql, [tuple(r) for r in rows]):
        pass


def placeholders(values: tuple | list) -> str:
    """'?, ?, ?' for an IN (...) list; at least one value is required."""
    if not values:
        raise ValueError("an empty list of values")
    return ", ".join("?" for _ in values)
