"""Persistence: SQLite through aiosqlite (the default) or PostgreSQL through asyncpg.
SQL lives only in this package.

The store keeps game states, actions, events and results as opaque JSON text;
it never interprets them.
"""

from db.errors import (
    CorruptRecord,
    DbError,
    GameNotFound,
    MigrationFailed,
    NotUndoable,
    ResignedHere,
    SchemaError,
    SchemaTooNew,
    SeatTaken,
    StaleVersion,
    StoreClosed,
    WrongStatus,
)
from db.holders import Resignation, SeatChanged, SeatHolder
from db.rows import (
    GAME_STATUSES,
    ON_AWAY,
    ON_TIMEOUT,
    DeadlineRow,
    FinalResult,
    GamePage,
    GameRow,
    ResultRow,
    SeatRow,
    StepRow,
    UserRow,
)
from db.steps import MoveCommitted
from db.store import Store
from db.users import Forgotten, SeenUser

__all__ = [
    "Store",
    "GameRow",
    "GamePage",
    "SeatRow",
    "StepRow",
    "DeadlineRow",
    "UserRow",
    "ResultRow",
    "FinalResult",
    "Forgotten",
    "SeenUser",
    "SeatHolder",
    "Resignation",
    "SeatChanged",
    "MoveCommitted",
    "GAME_STATUSES",
    "ON_AWAY",
    "ON_TIMEOUT",
    "DbError",
    "GameNotFound",
    "StaleVersion",
    "WrongStatus",
    "ResignedHere",
    "SeatTaken",
    "NotUndoable",
    "CorruptRecord",
    "SchemaError",
    "SchemaTooNew",
    "MigrationFailed",
    "StoreClosed",
]
