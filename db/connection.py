"""Opening the store on one of its two backends, and the read/write blocks the tables use.

The SQL of the table modules is written once, with ``?`` placeholders, and runs
on both backends: ``db.sqlite`` (the embedded default) and ``db.postgres``
(``postgresql://`` URLs). What differs between the two (placeholders, identity
columns, 64-bit integers, schema version bookkeeping, row locks, error classes)
lives in those two modules only.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from db.migrate import Migration, load_migrations, migrate
from db.sqlite import SqliteBackend
from db.traffic import Traffic

if TYPE_CHECKING:
    from db.postgres import PostgresBackend

POSTGRES_SCHEMES = ("postgresql://", "postgres://")

#: What a read or write block hands out (db.sqlite.SqliteTx or db.postgres.PostgresTx):
#: fetch_one, fetch_all, execute (-> rows changed), execute_many, wake, game_news, and the
#: attributes skip_locked (SQL appended to a SELECT that claims rows) and integrity_errors.
Tx = Any


def is_postgres(url_or_path: str | Path) -> bool:
    return str(url_or_path).startswith(POSTGRES_SCHEMES)


class StoreBase:
    def __init__(self, backend: Any) -> None:
        self._db = backend

    @classmethod
    async def open(cls, url_or_path: str | Path, *, migrations: list[Migration] | None = None) -> Self:
        """Open the database and bring its schema up to date (migrations run by themselves).

        A ``postgresql://user@host/db`` URL (``?host=/socket/dir`` for a Unix socket)
        opens PostgreSQL; anything else is an SQLite file, created if missing
        (``":memory:"``: a private in-memory database, for tests).
        """
        if migrations is None:
            migrations = load_migrations()
        backend: SqliteBackend | PostgresBackend
        if is_postgres(url_or_path):
            from db.postgres import PostgresBackend  # asyncpg only where it is used

            backend = await PostgresBackend.connect(str(url_or_path))
        else:
            backend = await SqliteBackend.connect(str(url_or_path))
        try:
            await migrate(backend, migrations)
        except BaseException:
            await backend.close()
            raise
        return cls(backend)

    async def close(self) -> None:
        await self._db.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    @property
    def backend(self) -> str:
        """'sqlite' or 'postgresql'."""
        return self._db.name

    @property
    def path(self) -> str:
        """The SQLite file, or the PostgreSQL URL without its password."""
        return self._db.label

    async def listen(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(payload)`` whenever any process sends ``notify`` (or writes timers).

        PostgreSQL: LISTEN on the channel ``salon_wake``. SQLite: never called (one process).
        """
        await self._db.listen(callback)

    async def notify(self, payload: str = "") -> None:
        """Wake the listeners of every process (PostgreSQL NOTIFY salon_wake; no-op on SQLite)."""
        await self._db.notify(payload)

    async def listen_games(self, callback: Callable[[int], None]) -> None:
        """Call ``callback(game_id)`` after every committed start, move, undo or status change.

        PostgreSQL: LISTEN on ``salon_game`` (every process hears every process). SQLite: the
        commits of this Store only (another process on the file is not heard: poll as well).
        """
        await self._db.listen_games(callback)

    @contextmanager
    def counting(self) -> Iterator[Traffic]:
        """Count the transactions and round trips this store sends until the block ends
        (everything it sends meanwhile, from any task: db.traffic)."""
        traffic = Traffic()
        previous, self._db.traffic = self._db.traffic, traffic
        try:
            yield traffic
        finally:
            self._db.traffic = previous

    @asynccontextmanager
    async def _read(self) -> AsyncIterator[Any]:
        async with self._db.read() as tx:
            yield tx

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[Any]:
        """One write transaction: committed if the block ends normally, else rolled back."""
        async with self._db.write() as tx:
            yield tx


def placeholders(values: tuple | list) -> str:
    """'?, ?, ?' for an IN (...) list; at least one value is required."""
    if not values:
        raise ValueError("an empty list of values")
    return ", ".join("?" for _ in values)
