"""A game as a press, a timer or an AI seat finds it, read in one round trip.

Before a move the bot needs the game's row, its seats, the state of its current version,
the names of the people seated, and, for a press, the preferences of who pressed and whether
they are away (their action brings them back); and at a rated table, what rating the game
will read (db.ratings.RatingBasis), so that its last move rates it in its own batch. Read one
by one that is half a dozen waits for the database before the move's own; here it is one
batch of reads (db.batch), which see the database as of one moment: the snapshot read is the
one of the row's version.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from db.away import Absence
from db.batch import Statement
from db.connection import StoreBase
from db.ratings import RatingBasis
from db.rows import GameRow, SeatRow, StepRow, UserRow, game_from_row, seat_from_row, step_from_row
from db.users import NAMED_IN, user_from_row


@dataclass(frozen=True)
class StoredTable:
    """What `Store.stored_table` read: `row` None if there is no such game; `state` the
    snapshot of the row's version (None in the lobby, or if that snapshot is missing);
    `users`: the stored preferences of the people seated and of the asking user (only those
    ever stored), each named as the game's server knows them; `away`: the asking user's absence
    at `now`, if they are away (`absences`: the absences of everyone seated too); `pending`: a
    rematch lobby's people who have not confirmed yet."""

    row: GameRow | None
    seats: list[SeatRow]
    state: str | None
    users: dict[int, UserRow]
    away: Absence | None
    pending: frozenset[int]
    absences: dict[int, Absence] = field(default_factory=dict)  # who of the seated and the asking user is away
    rating_basis: RatingBasis | None = None  # a running rated table's: its last move rates it in its batch


_RATED = "g.rated = 1 AND g.status = 'active' AND g.guild_id IS NOT NULL"


class LoadingMixin(StoreBase):
    async def stored_table(self, game_id: int, *, user_id: int | None = None, now: float = 0.0) -> StoredTable:
        """The game, its seats, its current state and its people in one round trip (module doc).
        CorruptRecord if the game's row cannot be read."""
        asking = -1 if user_id is None else user_id  # no user has a negative id
        rows, seats, snapshot, users, away, pending, changes, moved, ratings = await self._db.reads(
            [
                Statement("SELECT * FROM games WHERE id = ?", (game_id,)),
                Statement("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)),
                Statement(
                    "SELECT s.state FROM snapshots s JOIN games g ON g.id = s.game_id AND s.version = g.version"
                    " WHERE g.id = ?",
                    (game_id,),
                ),
                Statement(  # each named as the game's server knows them
                    NAMED_IN.format(guild="(SELECT guild_id FROM games WHERE id = ?)")
                    + " WHERE u.user_id IN (SELECT user_id FROM seats WHERE game_id = ?) OR u.user_id = ?",
                    (game_id, game_id, asking),
                ),
                Statement(
                    "SELECT user_id, since, until FROM away"
                    " WHERE (user_id IN (SELECT user_id FROM seats WHERE game_id = ?) OR user_id = ?)"
                    " AND since <= ? AND until > ?",
                    (game_id, asking, now, now),
                ),
                Statement("SELECT user_id FROM rematch_pending WHERE lobby_id = ?", (game_id,)),
                # what rating the game reads, for a rated table that is running (RatingBasis)
                Statement(
                    "SELECT h.seat, h.from_step, h.user_id, h.ai_level, h.resigned FROM seat_holders h"
                    f" JOIN games g ON g.id = h.game_id AND {_RATED} WHERE h.game_id = ? ORDER BY h.seat, h.id",
                    (game_id,),
                ),
                Statement(
                    "SELECT s.seat, s.n FROM steps s"
                    f" JOIN games g ON g.id = s.game_id AND {_RATED}"
                    " WHERE s.game_id = ? AND s.undone = 0 AND s.seat IS NOT NULL ORDER BY s.n",
                    (game_id,),
                ),
                Statement(
                    "SELECT r.entry, r.mu, r.sigma, r.games FROM ratings r"
                    f" JOIN games g ON g.id = ? AND {_RATED} AND r.guild_id = g.guild_id AND r.kind = g.kind"
                    " WHERE r.user_id IN (SELECT user_id FROM seats WHERE game_id = ?)"
                    " OR r.user_id IN (SELECT user_id FROM seat_holders WHERE game_id = ?) OR r.entry LIKE 'ai:%'",
                    (game_id, game_id, game_id),
                ),
            ]
        )
        absences = {r["user_id"]: Absence(r["since"], r["until"]) for r in away}
        row = game_from_row(rows[0]) if rows else None
        seat_rows = [seat_from_row(r) for r in seats]
        basis = None
        if row is not None and row.rated and row.status == "active" and row.guild_id is not None:
            basis = RatingBasis(
                guild_id=row.guild_id,
                kind=row.kind,
                seats=tuple(seat_rows),
                changes=tuple(dict(r) for r in changes),
                moved=tuple((r["seat"], r["n"]) for r in moved),
                ratings={r["entry"]: (r["mu"], r["sigma"], r["games"]) for r in ratings},
            )
        return StoredTable(
            row=row,
            seats=seat_rows,
            state=snapshot[0]["state"] if snapshot else None,
            users={r["user_id"]: user_from_row(r) for r in users},
            away=absences.get(asking),
            absences=absences,
            pending=frozenset(r["user_id"] for r in pending),
            rating_basis=basis,
        )


@dataclass(frozen=True)
class UndoBasis:
    """What an undo of the newest move reads first (`Store.undo_basis`): its steps in order (one,
    or several a player chose as one move; none: no live step), the step from which the seat's
    present holder holds it, and the snapshot of the version gone back to (None if the store kept
    none: rebuilt with Store.state_at)."""

    move: tuple[StepRow, ...]
    held_since: int
    state: str | None

    @property
    def last(self) -> StepRow | None:
        return self.move[-1] if self.move else None

    @property
    def first(self) -> StepRow | None:
        return self.move[0] if self.move else None


class UndoMixin(StoreBase):
    async def undo_basis(self, game_id: int, seat: int, version: int) -> UndoBasis:
        """The newest move of a game at `version` (its live steps from the newest one not joined to
        the step before it), the seat's holder's first step and the state before the move, in one
        round trip (db.batch)."""
        first = "(SELECT MAX(n) FROM steps WHERE game_id = ? AND undone = 0 AND n <= ? AND joined = 0)"
        steps, held, snapshot = await self._db.reads(
            [
                Statement(
                    f"SELECT * FROM steps WHERE game_id = ? AND undone = 0 AND n <= ? AND n >= {first} ORDER BY n",
                    (game_id, version, game_id, version),
                ),
                Statement(
                    "SELECT from_step FROM seat_holders WHERE game_id = ? AND seat = ? ORDER BY id DESC LIMIT 1",
                    (game_id, seat),
                ),
                Statement(
                    f"SELECT state FROM snapshots WHERE game_id = ? AND version = {first} - 1",
                    (game_id, game_id, version),
                ),
            ]
        )
        return UndoBasis(
            move=tuple(step_from_row(row) for row in steps),
            held_since=held[0]["from_step"] if held else 1,
            state=snapshot[0]["state"] if snapshot else None,
        )
