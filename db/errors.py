"""Errors raised by the persistence layer.

Everything the store raises on purpose derives from ``DbError``; a raw
``sqlite3`` error escaping the store is a bug in the store.
"""

from __future__ import annotations


class DbError(Exception):
    """Base class of every error the store raises on purpose."""


class GameNotFound(DbError, LookupError):
    def __init__(self, game_id: int) -> None:
        super().__init__(f"game {game_id} does not exist")
        self.game_id = game_id


class StaleVersion(DbError):
    """The game moved on since the caller read it (a stale click, a lost race)."""

    def __init__(self, game_id: int, expected: int | None, actual: int | None) -> None:
        super().__init__(f"game {game_id} is at version {actual}, not {expected}")
        self.game_id = game_id
        self.expected = expected
        self.actual = actual


class WrongStatus(StaleVersion):
    """The game is not in a status that allows this (e.g. starting a game twice).

    A subclass of ``StaleVersion`` because it means the same to a caller: what the
    user clicked on no longer applies.
    """

    def __init__(self, game_id: int, status: str, allowed: tuple[str, ...]) -> None:
        DbError.__init__(self, f"game {game_id} is {status!r}; this needs {' or '.join(map(repr, allowed))}")
        self.game_id = game_id
        self.expected = None
        self.actual = None
        self.status = status
        self.allowed = allowed


class SeatTaken(DbError):
    def __init__(self, game_id: int, user_id: int, seat: int) -> None:
        super().__init__(f"user {user_id} already sits at seat {seat} of game {game_id}")
        self.game_id = game_id
        self.user_id = user_id
        self.seat = seat


class ResignedHere(DbError):
    """The person resigned from this game: no seat of it is theirs again."""

    def __init__(self, game_id: int, user_id: int) -> None:
        super().__init__(f"user {user_id} resigned from game {game_id}")
        self.game_id = game_id
        self.user_id = user_id


class NotUndoable(DbError):
    """The last step may not be undone (it revealed or drew something), or there is none."""

    def __init__(self, game_id: int, n: int, reason: str) -> None:
        super().__init__(f"step {n} of game {game_id} cannot be undone: {reason}")
        self.game_id = game_id
        self.n = n


class CorruptRecord(DbError):
    """A stored row cannot be read back (e.g. a config that is not JSON).

    ``game_id`` names the game the row belongs to, so a caller listing games can
    mark that one ``damaged`` and carry on with the others.
    """

    def __init__(self, table: str, game_id: int | None, detail: str) -> None:
        where = f"{table} row of game {game_id}" if game_id is not None else f"{table} row"
        super().__init__(f"corrupt {where}: {detail}")
        self.table = table
        self.game_id = game_id
        self.detail = detail


class SchemaError(DbError):
    """The database file's schema cannot be used by this code."""


class SchemaTooNew(SchemaError):
    def __init__(self, path: str, found: int, known: int) -> None:
        super().__init__(
            f"database {path} has schema version {found}, but this code only knows "
            f"migrations up to {known}; run a newer Salon (refusing to touch the file)"
        )
        self.found = found
        self.known = known


class MigrationFailed(SchemaError):
    def __init__(self, name: str, cause: BaseException) -> None:
        super().__init__(f"migration {name} failed and was rolled back: {cause}")
        self.name = name


class StoreClosed(DbError):
    def __init__(self) -> None:
        super().__init__("the store is closed")
