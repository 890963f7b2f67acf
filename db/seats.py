"""The seats table: who sits where, numbered 0..n-1 without gaps."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from db.connection import StoreBase, Tx
from db.errors import SeatTaken
from db.games import game_status, require_status
from db.rows import SeatRow, seat_from_row


async def load_seats(conn: Tx, game_id: int) -> list[SeatRow]:
    rows = await conn.fetch_all("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
    return [seat_from_row(row) for row in rows]


async def rewrite_seats(conn: Tx, game_id: int, seats: Sequence[SeatRow]) -> None:
    """Store `seats` as the game's seats 0..n-1, in this order."""
    await conn.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    await conn.execute_many(
        "INSERT INTO seats (game_id, seat, user_id, is_ai, ai_level, team, role) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(game_id, i, s.user_id, int(s.is_ai), s.ai_level, s.team, s.role) for i, s in enumerate(seats)],
    )
    await mark_ai_seats(conn, game_id)


async def mark_ai_seats(conn: Tx, game_id: int) -> None:
    """games.has_ai says whether the game has an AI seat (for games_active_with_ai, the index a
    start reads): set by every write that seats an AI or unseats one."""
    await conn.execute(
        "UPDATE games SET has_ai = CASE WHEN EXISTS"
        " (SELECT 1 FROM seats WHERE game_id = ? AND is_ai = 1) THEN 1 ELSE 0 END WHERE id = ?",
        (game_id, game_id),
    )


class SeatsMixin(StoreBase):
    async def add_seat(
        self,
        game_id: int,
        *,
        user_id: int | None,
        is_ai: bool = False,
        ai_level: str | None = None,
        team: int | None = None,
        role: str | None = None,
    ) -> SeatRow:
        """Seat a player (or an AI, with user_id None) at the next free seat of a lobby."""
        async with self._write() as conn:
            await require_status(conn, game_id, "lobby")
            if user_id is not None:
                taken = await conn.fetch_one(
                    "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                )
                if taken is not None:
                    raise SeatTaken(game_id, user_id, taken["seat"])
            count = (await conn.fetch_one("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,)))[0]
            seat = SeatRow(game_id, count, user_id, bool(is_ai), ai_level, team, role)
            await conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, is_ai, ai_level, team, role) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game_id, seat.seat, user_id, int(seat.is_ai), ai_level, team, role),
            )
            if seat.is_ai:
                await mark_ai_seats(conn, game_id)
            return seat

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Unseat a player from a lobby; the seats after theirs move up. False if not seated."""
        async with self._write() as conn:
            await require_status(conn, game_id, "lobby")
            seats = await load_seats(conn, game_id)
            remaining = [s for s in seats if s.user_id != user_id]
            if len(remaining) == len(seats):
                return False
            await rewrite_seats(conn, game_id, remaining)
            return True

    async def remove_ai_seat(self, game_id: int) -> bool:
        """Unseat the last AI player of a lobby; the seats stay numbered 0..n-1. False if none."""
        async with self._write() as conn:
            await require_status(conn, game_id, "lobby")
            seats = await load_seats(conn, game_id)
            ai = [i for i, s in enumerate(seats) if s.is_ai]
            if not ai:
                return False
            await rewrite_seats(conn, game_id, seats[: ai[-1]] + seats[ai[-1] + 1 :])
            return True

    async def set_seat_roles(self, game_id: int, roles: Sequence[tuple[int | None, str | None]]) -> None:
        """Give seat i of a lobby the team and role roles[i] (for games played in teams)."""
        async with self._write() as conn:
            await require_status(conn, game_id, "lobby")
            seats = await load_seats(conn, game_id)
            if len(roles) != len(seats):
                raise ValueError(f"{len(roles)} roles for {len(seats)} seats")
            await rewrite_seats(
                conn, game_id, [replace(s, team=team, role=role) for s, (team, role) in zip(seats, roles)]
            )

    async def seats(self, game_id: int) -> list[SeatRow]:
        """The game's seats by seat index; GameNotFound if there is no such game."""
        async with self._read() as conn:
            await game_status(conn, game_id)
            return await load_seats(conn, game_id)
