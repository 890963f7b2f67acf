"""A finished game's result, its per-seat results, and the statistics built on them."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from db.connection import StoreBase, Tx
from db.games import game_column
from db.rows import FinalResult, ResultRow, result_from_row
from db.seats import load_seats


def _per_seat(name: str, values: Mapping[Any, int], seats: list[int]) -> dict[int, int]:
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


async def store_result(conn: Tx, game_id: int, result: FinalResult, now: float) -> None:
    """Active -> finished inside a move's transaction: the result text, one results row per seat."""
    if not isinstance(result.result_json, str):
        raise TypeError(f"result_json must be JSON text (str), not {type(result.result_json).__name__}")
    seats = await load_seats(conn, game_id)
    numbers = [s.seat for s in seats]
    places = _per_seat("placings", result.placings, numbers)
    points = _per_seat("scores", result.scores, numbers)
    await conn.execute_many(
        "INSERT INTO results (game_id, seat, user_id, place, score) VALUES (?, ?, ?, ?, ?)",
        [(game_id, s.seat, s.user_id, places[s.seat], points[s.seat]) for s in seats],
    )
    await conn.execute(
        "UPDATE games SET status = 'finished', result = ?, finished_at = ?, updated_at = ? WHERE id = ?",
        (result.result_json, now, now, game_id),
    )


WON = "SUM(CASE WHEN r.place = 1 THEN 1 ELSE 0 END)"  # first places, shared ones included


def _in_guild(guild_id: int | None) -> tuple[str, tuple[int, ...]]:
    """The condition (and its parameter) limiting statistics to one server; none for every server."""
    return ("", ()) if guild_id is None else (" AND g.guild_id = ?", (guild_id,))


class StatsMixin(StoreBase):
    async def game_result(self, game_id: int) -> str | None:
        """The result text its last move stored, or None if the game has not finished."""
        async with self._read() as conn:
            return await game_column(conn, game_id, "result")

    async def results(self, game_id: int) -> list[ResultRow]:
        async with self._read() as conn:
            rows = await conn.fetch_all("SELECT * FROM results WHERE game_id = ? ORDER BY seat", (game_id,))
        return [result_from_row(row) for row in rows]

    async def user_stats(
        self, user_id: int, guild_id: int | None = None, lowest_wins: Collection[str] = ()
    ) -> dict[str, dict[str, int | None]]:
        """Per game kind: {'played', 'won' (first place, shared included), 'best' (the most points
        the user's side made, the results rows' score; the fewest in the kinds of `lowest_wins`,
        the games whose `lowest_score_wins`)}.

        Counts finished games only, those they resigned from too (lost); guild_id None counts every server.
        """
        rows = await self._finished_results(
            f"g.kind, COUNT(*) AS played, {WON} AS won, MAX(r.score) AS most, MIN(r.score) AS fewest",
            "r.user_id = ?",
            (user_id,),
            guild_id,
            "GROUP BY g.kind ORDER BY g.kind",
        )
        resigned = await self._resigned_games(user_id, guild_id)
        stats = {
            row["kind"]: {
                "played": row["played"] + resigned.pop(row["kind"], 0),
                "won": row["won"],
                "best": row["fewest"] if row["kind"] in lowest_wins else row["most"],
            }
            for row in rows
        }
        for kind, played in resigned.items():  # games they resigned from and no longer held a seat of
            stats[kind] = {"played": played, "won": 0, "best": None}
        return dict(sorted(stats.items()))

    async def _resigned_games(self, user_id: int, guild_id: int | None) -> dict[str, int]:
        """Per game kind, the finished games the user resigned from whose results no longer name them
        (an AI played their seat on): played, and lost."""
        guild, guild_params = _in_guild(guild_id)
        async with self._read() as conn:
            rows = await conn.fetch_all(
                "SELECT g.kind, COUNT(DISTINCT g.id) AS played FROM seat_holders h JOIN games g ON g.id = h.game_id"
                f" WHERE h.user_id = ? AND h.resigned = 1 AND g.status = 'finished'{guild}"
                " AND NOT EXISTS (SELECT 1 FROM results r WHERE r.game_id = g.id AND r.user_id = h.user_id)"
                " GROUP BY g.kind",
                (user_id, *guild_params),
            )
        return {row["kind"]: row["played"] for row in rows}

    async def leaderboard(self, guild_id: int | None, kind: str, limit: int = 10) -> list[tuple[int, int, int]]:
        """(user_id, wins, played) of human players, most wins first, then fewest games played.

        guild_id None ranks across every server.
        """
        rows = await self._finished_results(
            f"r.user_id, {WON} AS wins, COUNT(*) AS played",
            "g.kind = ? AND r.user_id IS NOT NULL",
            (kind,),
            guild_id,
            "GROUP BY r.user_id ORDER BY wins DESC, played ASC, r.user_id ASC LIMIT ?",
            (limit,),
        )
        return [(row["user_id"], row["wins"], row["played"]) for row in rows]

    async def _finished_results(
        self, columns: str, condition: str, params: tuple, guild_id: int | None, rest: str, rest_params: tuple = ()
    ) -> list:
        """`columns` of the results of finished games matching `condition` (in one server, or all)."""
        guild, guild_params = _in_guild(guild_id)
        async with self._read() as conn:
            return await conn.fetch_all(
                f"SELECT {columns} FROM results r JOIN games g ON g.id = r.game_id"
                f" WHERE {condition} AND g.status = 'finished'{guild} {rest}",
                (*params, *guild_params, *rest_params),
            )
