"""Timers the bot fires: turn limits, reminders, race windows.

Only games in the lobby or in play have live timers: finishing or abandoning a
game deletes its timers, and the timers of a damaged game are not reported as due.
"""
from __future__ import annotations

from db.connection import StoreBase, execute, fetch_all, fetch_one
from db.games import game_status
from db.rows import DeadlineRow, deadline_from_row

_LIVE = "game_id IN (SELECT id FROM games WHERE status IN ('lobby', 'active'))"


class DeadlinesMixin(StoreBase):
    async def set_deadline(self, game_id: int, deadline_id: str, due: float, *, version: int) -> None:
        """Create or move the timer `deadline_id` of a game."""
        async with self._write() as conn:
            await game_status(conn, game_id)
            await execute(
                conn,
                "INSERT INTO deadlines (game_id, deadline_id, due, version) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id, deadline_id) DO UPDATE SET due = excluded.due, version = excluded.version",
                (game_id, deadline_id, due, version),
            )

    async def clear_deadlines(self, game_id: int, prefix: str = "") -> int:
        """Delete the game's timers whose id starts with `prefix` (all by default); return how many."""
        async with self._write() as conn:
            return await execute(
                conn,
                "DELETE FROM deadlines WHERE game_id = ? AND substr(deadline_id, 1, length(?)) = ?",
                (game_id, prefix, prefix),
            )

    async def clear_deadline(self, game_id: int, deadline_id: str) -> bool:
        """Delete exactly one timer; False if there was none."""
        async with self._write() as conn:
            return await execute(
                conn, "DELETE FROM deadlines WHERE game_id = ? AND deadline_id = ?", (game_id, deadline_id)
            ) > 0

    async def deadlines(self, game_id: int) -> list[DeadlineRow]:
        """All timers of one game, soonest first."""
        async with self._read() as conn:
            rows = await fetch_all(
                conn, "SELECT * FROM deadlines WHERE game_id = ? ORDER BY due, deadline_id", (game_id,)
            )
        return [deadline_from_row(row) for row in rows]

    async def due_deadlines(self, now: float) -> list[DeadlineRow]:
        """Timers of live games due at or before `now`, soonest first. They stay until cleared."""
        async with self._read() as conn:
            rows = await fetch_all(
                conn,
                f"SELECT * FROM deadlines WHERE due <= ? AND {_LIVE} ORDER BY due, game_id, deadline_id",
                (now,),
            )
        return [deadline_from_row(row) for row in rows]

    async def next_deadline_due(self) -> float | None:
        """When the next timer of a live game is due (possibly in the past), or None."""
        async with self._read() as conn:
            row = await fetch_one(conn, f"SELECT MIN(due) FROM deadlines WHERE {_LIVE}")
        return row[0]
