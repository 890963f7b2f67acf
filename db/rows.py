"""The frozen records the store returns, and how they are read from rows."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, TypeVar

from db.errors import CorruptRecord
from db.rating_terms import RatingRequest

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


GAME_STATUSES = ("lobby", "active", "finished", "abandoned", "damaged")
ON_TIMEOUT = ("skip", "ai", "none")  # 'none': only remind
ON_AWAY = ("pause", "ai")  # while a player is away: their turn limit waits, or the stand-in AI plays

#: A row as either backend returns it (sqlite3.Row, asyncpg.Record): by column name or index.
Row = Any
R = TypeVar("R", bound="DataclassInstance")


@dataclass(frozen=True)
class GameRow:
    id: int
    kind: str
    status: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    board_message_id: int | None
    host_id: int
    config: dict[str, Any]
    language: str
    seed: int
    version: int  # number of the newest live step; repeats after an undo
    position: int  # grows on every start, move and undo, never repeats: what components carry
    delivered_position: int | None  # the position whose board was posted; None: none yet
    board_since: int | None  # the board message narrates the steps after this version (-1: the setup too)
    board_shows: int | None  # the version the board message's image shows; None: no board message yet
    board_header: str | None  # the header line the board message was posted with (an undo, a timeout)
    turn_limit: int | None  # seconds
    on_timeout: str  # 'skip' | 'ai' | 'none'
    created_at: float
    started_at: float | None
    updated_at: float
    finished_at: float | None
    on_away: str = "pause"  # 'pause' | 'ai': what the table does while one of its players is away
    rated: bool = False  # the host chose a rated table: its game counts for ratings if it ends by its rules

    @property
    def delivered_version(self) -> int | None:
        """The version, if the board of the game as it is now was posted; else None.

        (A board of an older position does not count: after an undo the version is
        an old number again, but its board is still to be posted.)"""
        return self.version if self.delivered_position == self.position else None


@dataclass(frozen=True)
class GamePage:
    """One page of a listing: its games, how many there are in all, and which page it is."""

    rows: list[GameRow]
    total: int
    page: int
    per_page: int

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.per_page))

    @property
    def first(self) -> int:
        """The 1-based number of the page's first game in the whole listing."""
        return (self.page - 1) * self.per_page + 1

    def __bool__(self) -> bool:
        return self.total > 0


@dataclass(frozen=True)
class SeatRow:
    game_id: int
    seat: int
    user_id: int | None
    is_ai: bool
    ai_level: str | None
    team: int | None
    role: str | None


@dataclass(frozen=True)
class StepRow:
    n: int
    seat: int | None
    action: str
    received_at: float
    events: str
    undoable: bool  # a player chose it (whether it showed anything is judged at its undo)
    undone: bool = False
    joined: bool = False  # committed with the step before it, as one move (taken back with it)


@dataclass(frozen=True)
class DeadlineRow:
    game_id: int
    deadline_id: str
    due: float
    version: int
    held_by: int | None = None  # the away player whose absence put this turn limit off (db.away)


@dataclass(frozen=True)
class FinalResult:
    """A finished game's result, stored with its last move.

    ``result_json``: the engine's result as JSON text (opaque to the store);
    ``placings`` and ``scores``: seat -> 1-based place / the points the seat's side made (the
    engine result's ``totals``), one entry per seat.
    """

    result_json: str
    placings: Mapping[int, int]
    scores: Mapping[int, int]
    # how to rate the game if it counts (a rated table, ended by its rules): db.ratings
    rating: RatingRequest | None = None


@dataclass(frozen=True)
class UserRow:
    user_id: int
    pings: bool = True
    dms_ok: bool | None = None
    # the name they are shown by: in the server the row was read for (db.users.NAMED_IN), else
    # their own Discord name; never another server's nickname
    display_name: str | None = None
    language: str | None = None  # the user's explicit choice
    locale: str | None = None  # Discord locale seen last
    notices: str = "ping"  # how a turn is told: 'ping' in the thread, 'dm', 'none' (db.turns)


@dataclass(frozen=True)
class ResultRow:
    game_id: int
    seat: int
    user_id: int | None
    place: int
    score: int


def dump_json(value: Any) -> str:
    """Canonical JSON text for the values the store serialises itself (configs)."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def game_from_row(row: Row) -> GameRow:
    game_id = row["id"]
    try:
        config = json.loads(row["config"])
    except (TypeError, ValueError) as e:
        raise CorruptRecord("games", game_id, f"config is not JSON ({e})") from e
    if not isinstance(config, dict):
        raise CorruptRecord("games", game_id, f"config is a {type(config).__name__}, not an object")
    if row["status"] not in GAME_STATUSES:
        raise CorruptRecord("games", game_id, f"unknown status {row['status']!r}")
    if row["on_timeout"] not in ON_TIMEOUT:
        raise CorruptRecord("games", game_id, f"unknown on_timeout {row['on_timeout']!r}")
    if row["on_away"] not in ON_AWAY:
        raise CorruptRecord("games", game_id, f"unknown on_away {row['on_away']!r}")
    for name in ("channel_id", "host_id", "seed", "version", "position"):
        if not isinstance(row[name], int):
            raise CorruptRecord("games", game_id, f"{name} is not an integer: {row[name]!r}")
    return _record(GameRow, row, config=config, rated=bool(row["rated"]))


def seat_from_row(row: Row) -> SeatRow:
    return _record(SeatRow, row, is_ai=bool(row["is_ai"]))


def step_from_row(row: Row) -> StepRow:
    return _record(StepRow, row, undoable=bool(row["undoable"]), undone=bool(row["undone"]), joined=bool(row["joined"]))


def deadline_from_row(row: Row) -> DeadlineRow:
    return _record(DeadlineRow, row)


def result_from_row(row: Row) -> ResultRow:
    return _record(ResultRow, row)


def _record(record: type[R], row: Row, **read: Any) -> R:
    """A record of `row`'s columns of the same names; `read` gives the fields converted already."""
    return record(**{f.name: read[f.name] if f.name in read else row[f.name] for f in fields(record)})
