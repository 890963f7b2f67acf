"""The SQLite backend: one aiosqlite connection, its pragmas, its transactions.

One Store uses one connection from one event loop. Each awaited call into the connection
is one hop to aiosqlite's worker thread (``Connection._execute``, its one way in: aiosqlite is
pinned), so a statement costs one round trip, not a second one to close its cursor. An asyncio.Lock serialises
every use of it: a write runs as one explicit ``BEGIN IMMEDIATE ... COMMIT``
transaction that no other coroutine can look into or interleave with, and a read
never sees half of someone else's write. Other processes on the same file wait
for SQLite's write lock (the busy timeout), so there is one writer at a time.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from db.batch import BatchStopped, Results, Statement
from db.errors import DbError, StoreClosed
from db.traffic import Traffic

MEMORY = ":memory:"
BUSY_TIMEOUT = 10.0  # seconds another process may hold the write lock before we give up


def _rowcount(conn: sqlite3.Connection, sql: str, params: tuple) -> int:
    """Run one statement in aiosqlite's worker thread; the rows it changed."""
    cursor = conn.execute(sql, params)
    try:
        return cursor.rowcount
    finally:
        cursor.close()


def _run_batch(conn: sqlite3.Connection, statements: Sequence[Statement]) -> Results:
    """A batch (db.batch) as one transaction, in aiosqlite's worker thread."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        results: Results = []
        for index, statement in enumerate(statements):
            cursor = conn.execute(statement.sql, statement.params)
            try:
                if statement.rows:
                    rows = cursor.fetchall()
                    results.append(rows)
                    found = len(rows)
                else:
                    found = cursor.rowcount
                    results.append(found)
            finally:
                cursor.close()
            if statement.required and not found:
                raise BatchStopped(index)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return results


def _run_reads(conn: sqlite3.Connection, statements: Sequence[Statement]) -> Results:
    """Reads (db.batch) in aiosqlite's worker thread, in one read transaction: they see the
    file as of one moment, even while another process writes it."""
    conn.execute("BEGIN")
    try:
        results: Results = []
        for statement in statements:
            cursor = conn.execute(statement.sql, statement.params)
            try:
                results.append(cursor.fetchall())
            finally:
                cursor.close()
    finally:
        conn.execute("COMMIT")  # it wrote nothing: only ends the read
    return results


class SqliteTx:
    """The connection as a read or a write block hands it out."""

    #: no row locks in SQLite: the one writer at a time already serialises claims
    skip_locked = ""
    integrity_errors = (sqlite3.IntegrityError,)

    def __init__(self, conn: aiosqlite.Connection, traffic: Traffic | None = None) -> None:
        self._conn = conn
        self._traffic = traffic  # counted if given (Store.counting)
        self.news: set[int] = set()  # games this write changed, told to the listeners after COMMIT

    async def fetch_one(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Row | None:
        if self._traffic is not None:
            self._traffic.trip(sql)
        rows = list(await self._conn.execute_fetchall(sql, tuple(params)))
        return rows[0] if rows else None

    async def pragma(self, statement: str) -> Any:
        """The value a PRAGMA answers with."""
        row = await self.fetch_one(f"PRAGMA {statement}")
        if row is None:
            raise DbError(f"PRAGMA {statement} gave no answer")
        return row[0]

    async def fetch_all(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        if self._traffic is not None:
            self._traffic.trip(sql)
        return list(await self._conn.execute_fetchall(sql, tuple(params)))

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        """Run one statement; return the number of rows it changed."""
        if self._traffic is not None:
            self._traffic.trip(sql)
        # one call into the worker thread (aiosqlite's cursor would cost a second one to close)
        return await self._conn._execute(_rowcount, self._conn._conn, sql, tuple(params))

    async def execute_many(self, sql: str, rows: Iterable[Iterable[Any]]) -> None:
        if self._traffic is not None:
            self._traffic.trip(sql)
        await self._conn._execute(self._conn._conn.executemany, sql, [tuple(r) for r in rows])

    async def wake(self, payload: str = "") -> None:
        """No other process to wake (see SqliteBackend.notify)."""

    async def game_news(self, game_id: int) -> None:
        """Tell this process's game listeners, once the transaction commits."""
        self.news.add(game_id)


class SqliteBackend:
    name = "sqlite"
    driver_errors = (sqlite3.Error,)
    skip_locked = SqliteTx.skip_locked
    integrity_errors = SqliteTx.integrity_errors

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self._conn: aiosqlite.Connection | None = conn
        self.label = path
        self._lock = asyncio.Lock()
        self._game_listeners: list[Callable[[int], None]] = []
        self.traffic: Traffic | None = None  # set while a Store is counted

    @classmethod
    async def connect(cls, path: str) -> SqliteBackend:
        """Open (creating if needed) the file, switch on WAL and foreign keys.

        ``":memory:"`` gives a private in-memory database (for tests).
        """
        if path not in (MEMORY, ""):
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            try:  # a folder it may not write in, or a path that is a folder: told here, before
                # aiosqlite, whose worker thread would outlive the failed connect and the event loop
                sqlite3.connect(path).close()
            except sqlite3.Error as e:
                raise DbError(f"cannot open database {path}: {e}") from e
        # isolation_level=None: the sqlite3 module never opens transactions on its
        # own; every write transaction is an explicit BEGIN IMMEDIATE below.
        conn = await aiosqlite.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT)
        try:
            conn.row_factory = sqlite3.Row
            await _configure(conn, path)
        except BaseException as e:
            await conn.close()
            if isinstance(e, sqlite3.Error):
                raise DbError(f"cannot open database {path}: {e}") from e
            raise
        return cls(conn, path)

    @property
    def connection(self) -> aiosqlite.Connection | None:
        """The raw connection (for tests that look under the store)."""
        return self._conn

    async def close(self) -> None:
        async with self._lock:
            if self._conn is not None:
                conn, self._conn = self._conn, None
                await conn.close()

    @asynccontextmanager
    async def read(self) -> AsyncIterator[SqliteTx]:
        async with self._lock:
            if self._conn is None:
                raise StoreClosed()
            yield SqliteTx(self._conn, self.traffic)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[SqliteTx]:
        """One write transaction: committed if the block ends normally, else rolled back."""
        async with self._lock:
            conn = self._conn
            if conn is None:
                raise StoreClosed()
            traffic = self.traffic
            try:
                # Inside the try: a cancellation that lands while BEGIN is queued
                # must still be followed by a ROLLBACK.
                if traffic is not None:
                    traffic.begin()
                await conn.execute("BEGIN IMMEDIATE")
                tx = SqliteTx(conn, traffic)
                yield tx
                if traffic is not None:
                    traffic.trip("COMMIT")
                await conn.execute("COMMIT")
            except BaseException:
                # Queued behind whatever statement is still running on the worker
                # thread, so it runs even if we were cancelled mid-transaction.
                if traffic is not None:
                    traffic.trip("ROLLBACK")
                try:
                    await conn.execute("ROLLBACK")
                except sqlite3.OperationalError:
                    pass  # no transaction: BEGIN failed, or COMMIT got through before a cancellation
                raise
        for game_id in tx.news:
            for listener in self._game_listeners:
                listener(game_id)

    async def batch(
        self, statements: Sequence[Statement], *, news: Iterable[int] = (), wake: str | None = None
    ) -> Results:
        """The statements as one transaction in one round trip (db.batch); `news`: the games
        it changes (told to this process's game listeners once it committed); `wake`: unused
        here (no other process to wake)."""
        # One call: the worker thread runs the whole transaction, so even a cancellation
        # here leaves it whole (committed, or rolled back by the thread itself).
        results = await self._in_worker(_run_batch, list(statements), "batch")
        for game_id in news:
            for listener in self._game_listeners:
                listener(game_id)
        return results

    async def reads(self, statements: Sequence[Statement]) -> Results:
        """The rows of each SELECT, read as of one moment in one round trip (db.batch)."""
        return await self._in_worker(_run_reads, list(statements), "reads")

    async def _in_worker(self, run, statements: list[Statement], counted_as: str) -> Results:
        """`run(connection, statements)` in aiosqlite's worker thread, as one call (one round
        trip), counted as a "batch" or as "reads" when traffic is counted."""
        async with self._lock:
            conn = self._conn
            if conn is None:
                raise StoreClosed()
            if self.traffic is not None:
                getattr(self.traffic, counted_as)(len(statements), statements[0].sql if statements else "")
            return await conn._execute(run, conn._conn, statements)

    # ---------------------------------------------------------------- schema

    @staticmethod
    def ddl(statement: str) -> str:
        """The migrations are written in SQLite's dialect: nothing to translate."""
        return statement

    @staticmethod
    async def schema_version(tx: SqliteTx) -> int:
        return await tx.pragma("user_version")

    @staticmethod
    @asynccontextmanager
    async def schema_lock() -> AsyncIterator[None]:
        """Nothing to hold: each migration's BEGIN IMMEDIATE already excludes every other writer."""
        yield

    @staticmethod
    async def set_schema_version(tx: SqliteTx, version: int) -> None:
        await tx.execute(f"PRAGMA user_version = {int(version):d}")

    # ---------------------------------------------------------------- wake-ups

    async def listen(self, callback: Callable[[str], None]) -> None:
        """Nothing to listen to: only one process writes an SQLite file at a time."""

    async def notify(self, payload: str = "") -> None:
        """No other process to wake."""

    async def listen_games(self, callback: Callable[[int], None]) -> None:
        """The games this process's writes change (SqliteTx.game_news)."""
        self._game_listeners.append(callback)


async def _configure(conn: aiosqlite.Connection, path: str) -> None:
    await conn.execute("PRAGMA foreign_keys = ON")
    if await SqliteTx(conn).pragma("foreign_keys") != 1:
        raise DbError("this SQLite build cannot enforce foreign keys")
    mode = await SqliteTx(conn).pragma("journal_mode = WAL")
    if path not in (MEMORY, "") and mode.lower() != "wal":
        raise DbError(f"cannot switch {path} to WAL mode (journal_mode is {mode!r})")
