"""Finishing a game, its per-seat results, and the statistics built on them."""
from __future__ import annotations

from typing import Any

from db.connection import StoreBase, execute, execute_many, fetch_all, fetch_one
from db.errors import GameNotFound
from db.games import require_status
from db.rows import ResultRow, result_from_row
from db.seats import load_seats


def _per_seat(name: str, values: dict[Any, int], seats: list[int]) -> dict[int, int]:
    """`values` keyed by int seat (str digits, as after a JSON round trip, are accepted)."""
    try:
        keyed = {int(seat): value for seat, value in values.items()}
    except (TypeError, ValueError) as e:
        raise ValueError(f"{name} must be keyed by seat number: {e}") from e
    if sorted(keyed) != seats:
        raise ValueError(f"{name} must have exactly one entry per seat {seats}, got {sorted(keyed)}")
    for seat, value in keyed.items():
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{name}[{seat}] must be an integer, not {value!r}")
    return keyed


class StatsMixin(StoreBase):
    async def finish_game(
        self, game_id: int, *, result: str, placings: dict[int, int], scores: dict[int, int], now: float
    ) -> None:
        """Active -> finished: store the result text and one results row per seat; drop the timers.

        WrongStatus if the game is not active (e.g. finished twice).
        """
        if not isinstance(result, str):
            raise TypeError(f"result must be JSON text (str), not {type(result).__name__}")
        async with self._write() as conn:
            await require_status(conn, game_id, "active")
            seats = await load_seats(conn, game_id)
            numbers = [s.seat for s in seats]
            places = _per_seat("placings", placings, numbers)
            points = _per_seat("scores", scores, numbers)
            await execute_many(
                conn,
                "INSERT INTO results (game_id, seat, user_id, place, score) VALUES (?, ?, ?, ?, ?)",
                [(game_id, s.seat, s.user_id, places[s.seat], points[s.seat]) for s in seats],
            )
            await execute(
                conn,
                "UPDATE games SET status = 'finished', result = ?, finished_at = ?, updated_at = ? WHERE id = ?",
                (result, now, now, game_id),
            )
            await execute(conn, "DELETE FROM deadlines WHERE game_id = ?", (game_id,))

    async def game_result(self, game_id: int) -> str | None:
        """The result text finish_game stored, or None if the game has not finished."""
        async with self._read() as conn:
            row = await fetch_one(conn, "SELECT result FROM games WHERE id = ?", (game_id,))
        if row is None:
            raise GameNotFound(game_id)
        return row["result"]

    async def results(self, game_id: int) -> list[ResultRow]:
        async with self._read() as conn:
            rows = await fetch_all(conn, "SELECT * FROM results WHERE game_id = ? ORDER BY seat", (game_id,))
        return [result_from_row(row) for row in rows]

    async def user_stats(self, user_id: int, guild_id: int | None = None) -> dict[str, dict[str, int | None]]:
        """Per game kind: {'played', 'won' (first place, shared included), 'best' (score)}.

        Counts finished games only; guild_id None counts every server.
        """
        async with self._read() as conn:
            rows = await fetch_all(
                conn,
                "SELECT g.kind, COUNT(*) AS played, SUM(r.place = 1) AS won, MAX(r.score) AS best"
                " FROM results r JOIN games g ON g.id = r.game_id"
                " WHERE r.user_id = ? AND g.status = 'finished' AND (? IS NULL OR g.guild_id = ?)"
                " GROUP BY g.kind ORDER BY g.kind",
                (user_id, guild_id, guild_id),
            )
        return {row["kind"]: {"played": row["played"], "won": row["won"], "best": row["best"]} for row in rows}

    async def leaderboard(self, guild_id: int | None, kind: str, limit: int = 10) -> list[tuple[int, int, int]]:
        """(user_id, wins, played) of human players, most wins first, then fewest games played.

        guild_id None ranks across every server.
        """
        async with self._read() as conn:
            rows = await fetch_all(
                conn,
                "SELECT r.user_id, SUM(r.place = 1) AS wins, COUNT(*) AS played"
                " FROM results r JOIN games g ON g.id = r.game_id"
                " WHERE g.kind = ? AND r.user_id IS NOT NULL AND g.status = 'finished'"
                " AND (? IS NULL OR g.guild_id = ?)"
                " GROUP BY r.user_id ORDER BY wins DESC, played ASC, r.user_id ASC LIMIT ?",
                (kind, guild_id, guild_id, limit),
            )
        return [(row["user_id"], row["wins"], row["played"]) for row in rows]
