"""Seats changing hands: a seat of a running game handed to another person or an AI, a
resignation, and who held each seat for which of its moves (results, statistics and ratings
credit every holder). A lobby whose host is gone passes to the next person at the table.

The seat_holders table keeps the holders of a seat only once it has changed hands (its
first row is the holder from the start, its last the present one); a seat without rows was
held by its present holder all game.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from db.away import hand_over_held
from db.batch import Statement
from db.connection import StoreBase, Tx
from db.errors import DbError, ResignedHere, SeatTaken
from db.games import game_status, require_status
from db.holdings import Holding, SeatTimeline, load_holdings, load_timeline
from db.rows import FinalResult, Row, SeatRow, seat_from_row
from db.seats import load_seats, mark_ai_seats, rewrite_seats
from db.snapshots import thin_snapshots
from db.stats import store_result
from db.table_votes import count_cancel_vote


class SeatHolder(NamedTuple):
    """One holder of a seat and how many of the seat's live steps they made."""

    entry: int | str | None  # a person's user id, an AI's level; None: a person who was forgotten
    moves: int


@dataclass(frozen=True)
class Resignation:
    seat: int
    user_id: int | None  # None once the person was forgotten
    step: int  # the steps played when they resigned: they held the seat up to this one


def seat_holders_from(held: Mapping[int, Sequence[Holding]]) -> dict[int, list[SeatHolder]]:
    """`Store.seat_holders` from the holdings (db.holdings)."""
    return {
        seat: [SeatHolder(h.user_id if h.user_id is not None else h.ai_level, h.moves) for h in holdings]
        for seat, holdings in held.items()
    }


def resignations_statement(game_id: int) -> Statement:
    """What `Store.resignations` reads (rows for `resignation_from_row`)."""
    return Statement(
        "SELECT h.seat, h.user_id,"
        " COALESCE((SELECT MIN(later.from_step) FROM seat_holders later"
        "   WHERE later.game_id = h.game_id AND later.seat = h.seat AND later.id > h.id) - 1,"
        "   (SELECT version FROM games WHERE id = h.game_id)) AS step"
        " FROM seat_holders h WHERE h.game_id = ? AND h.resigned = 1 ORDER BY h.left_at, h.id",
        (game_id,),
        rows=True,
    )


def resignation_from_row(row: Row) -> Resignation:
    return Resignation(row["seat"], row["user_id"], row["step"])


class SeatChanged(DbError):
    """The seat is no longer held by whom the caller saw there (someone was quicker)."""

    def __init__(self, game_id: int, seat: int) -> None:
        super().__init__(f"seat {seat} of game {game_id} changed hands meanwhile")
        self.game_id = game_id
        self.seat = seat


async def _seat(conn: Tx, game_id: int, seat: int, expected_user_id: int | None) -> SeatRow:
    """The seat as it is, if it is still held by `expected_user_id` (None: an AI); else SeatChanged."""
    row = await conn.fetch_one("SELECT * FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
    if row is None:
        raise SeatChanged(game_id, seat)
    current = seat_from_row(row)
    if current.user_id != expected_user_id or current.is_ai != (expected_user_id is None):
        raise SeatChanged(game_id, seat)
    return current


async def record_change(
    conn: Tx,
    current: SeatRow,
    version: int,
    *,
    user_id: int | None,
    ai_level: str | None,
    resigned: bool = False,
    now: float,
) -> None:
    """A running game's seat changes hands after step `version`: its present holder `current`
    leaves it (`resigned` or not), and `user_id` or an AI of `ai_level` holds it from the next step."""
    await _record_leaving(conn, current, version, resigned=resigned, now=now)
    await conn.execute(
        "INSERT INTO seat_holders (game_id, seat, from_step, user_id, ai_level) VALUES (?, ?, ?, ?, ?)",
        (current.game_id, current.seat, version + 1, user_id, ai_level),
    )


async def _record_leaving(conn: Tx, current: SeatRow, version: int, *, resigned: bool, now: float) -> None:
    """Mark the present holder of a running game's seat as leaving after step `version`."""
    game_id, seat = current.game_id, current.seat
    known = await conn.fetch_one(
        "SELECT MAX(id) AS last FROM seat_holders WHERE game_id = ? AND seat = ?", (game_id, seat)
    )
    if known["last"] is None:
        await conn.execute(
            "INSERT INTO seat_holders (game_id, seat, from_step, user_id, ai_level) VALUES (?, ?, 1, ?, ?)",
            (game_id, seat, current.user_id, current.ai_level if current.is_ai else None),
        )
        known = await conn.fetch_one(
            "SELECT MAX(id) AS last FROM seat_holders WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
    await conn.execute(
        "UPDATE seat_holders SET resigned = ?, left_at = ? WHERE id = ?", (int(resigned), now, known["last"])
    )


class HoldersMixin(StoreBase):
    async def hand_over_seat(
        self,
        game_id: int,
        seat: int,
        *,
        expected_user_id: int | None,
        user_id: int | None = None,
        ai_level: str | None = None,
        resigned: bool = False,
        now: float,
        turn_timers: Sequence[tuple[str, float]] = (),
    ) -> SeatRow:
        """Give a seat of a lobby or a running game to the person `user_id`, or (user_id None)
        to an AI of `ai_level`, if it is still held by `expected_user_id` (None: an AI; else
        SeatChanged). `resigned`: its holder gave it up by resigning. In a running game the
        outgoing holder is kept with the steps they made. SeatTaken if the person already sits
        at this table, ResignedHere if they resigned from it (their resignation placed them last,
        and said it could not be taken back); WrongStatus unless the game is in the lobby or
        running. `turn_timers`: a turn's timers from `now` (bot.play.timers.turn_timers), which
        replace those the outgoing holder's absence put off (db.away): the hold goes with them,
        and the new holder's turn limit runs from the change. The new seat."""
        if (user_id is None) == (ai_level is None):
            raise ValueError("a seat goes either to a person (user_id) or to an AI (ai_level)")
        async with self._write() as conn:
            await require_status(conn, game_id, "lobby", "active")
            status, version = await game_status(conn, game_id)
            current = await _seat(conn, game_id, seat, expected_user_id)
            if user_id is not None:
                taken = await conn.fetch_one(
                    "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                )
                if taken is not None:
                    raise SeatTaken(game_id, user_id, taken["seat"])
                resigned_here = await conn.fetch_one(
                    "SELECT 1 AS yes FROM seat_holders WHERE game_id = ? AND user_id = ? AND resigned = 1",
                    (game_id, user_id),
                )
                if resigned_here is not None:
                    raise ResignedHere(game_id, user_id)
            if status == "active":
                await record_change(
                    conn, current, version, user_id=user_id, ai_level=ai_level, resigned=resigned, now=now
                )
                if current.user_id is not None and not current.is_ai:
                    await hand_over_held(conn, game_id, current.user_id, turn_timers, version=version)
            await conn.execute(
                "UPDATE seats SET user_id = ?, is_ai = ?, ai_level = ? WHERE game_id = ? AND seat = ?",
                (user_id, int(user_id is None), ai_level, game_id, seat),
            )
            await mark_ai_seats(conn, game_id)
            if status == "active":
                await count_cancel_vote(conn, game_id, now)  # the seat's new holder has not answered
            await conn.game_news(game_id)
            return SeatRow(game_id, seat, user_id, user_id is None, ai_level, current.team, current.role)

    async def finish_by_resignation(
        self, game_id: int, seat: int, *, expected_user_id: int, result: FinalResult, now: float
    ) -> int:
        """End a running game because the person at `seat` resigned (in a game of two: the other
        wins), with `result` (placings and scores per seat; its text says how it ended), in one
        transaction: the resignation, the result and its rows, status 'finished', no timers.
        The position moves on, so the final board is posted. Returns the new position.
        SeatChanged if the seat is no longer theirs; WrongStatus unless the game is running."""
        async with self._write() as conn:
            version = await require_status(conn, game_id, "active")
            current = await _seat(conn, game_id, seat, expected_user_id)
            await _record_leaving(conn, current, version, resigned=True, now=now)
            await store_result(conn, game_id, result, now)
            await thin_snapshots(conn, game_id)
            await conn.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
            row = await conn.fetch_one(
                "UPDATE games SET position = position + 1 WHERE id = ? RETURNING position", (game_id,)
            )
            await conn.game_news(game_id)
            return row["position"]

    async def seat_holders(self, game_id: int) -> dict[int, list[SeatHolder]]:
        """Every seat's holders in order, each with the number of the seat's live steps they made
        (a holder from the step they took it over until the next one took it): entry a person's
        user id, an AI's level, None for a person since forgotten. GameNotFound."""
        async with self._read() as conn:
            await game_status(conn, game_id)
            held = await load_holdings(conn, game_id)
        return seat_holders_from(held)

    async def seat_timeline(self, game_id: int) -> SeatTimeline:
        """Who held each seat from which step (SeatTimeline.holder_at)."""
        async with self._read() as conn:
            return await load_timeline(conn, game_id)

    async def held_since(self, game_id: int, seat: int) -> int:
        """The first step the seat's present holder made or may make (1: they held it from the start)."""
        async with self._read() as conn:
            row = await conn.fetch_one(
                "SELECT from_step FROM seat_holders WHERE game_id = ? AND seat = ? ORDER BY id DESC LIMIT 1",
                (game_id, seat),
            )
        return 1 if row is None else row["from_step"]

    async def resignations(self, game_id: int) -> list[Resignation]:
        """Who resigned from the game, the first first: they are placed last, the first one lowest."""
        read = resignations_statement(game_id)
        async with self._read() as conn:
            rows = await conn.fetch_all(read.sql, read.params)
        return [resignation_from_row(row) for row in rows]

    async def pass_lobby_host(self, game_id: int, departed: int, staying: Collection[int]) -> int | None:
        """A lobby whose host `departed` (left the server, or Discord) passes to the person in the
        lowest other seat among those `staying` (still members of the server), and the departed
        host's seat is released, in one transaction. The new host; None if nothing changed (the lobby
        has another host already, or nobody to take it). WrongStatus unless the game is in the lobby."""
        async with self._write() as conn:
            await require_status(conn, game_id, "lobby")
            host = await conn.fetch_one("SELECT host_id FROM games WHERE id = ?", (game_id,))
            if host["host_id"] != departed:
                return None
            seats = await load_seats(conn, game_id)
            heir = next((s.user_id for s in seats if s.user_id in staying and s.user_id != departed), None)
            if heir is None:
                return None
            await rewrite_seats(conn, game_id, [s for s in seats if s.user_id != departed])
            await conn.execute("UPDATE games SET host_id = ? WHERE id = ?", (heir, game_id))
            await conn.game_news(game_id)
            return heir
