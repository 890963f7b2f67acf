"""A finished game's result, its per-seat results, and the statistics built on them."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any, NamedTuple

from db.connection import StoreBase, Tx
from db.games import game_column
from db.holdings import credit_shares, load_holdings
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


class Credit(NamedTuple):
    """A seat of a finished game as it counts for one of its holders: their share of its moves, its place
    and its side's points."""

    share: float
    place: int
    score: int


def _totals(
    games: list[tuple[str, list[Credit]]], lowest_wins: Collection[str]
) -> dict[str, dict[str, int | float | None]]:
    """user_stats from each game's kind and the seats it credits the user with (none: not played)."""
    stats: dict[str, dict[str, Any]] = {}
    for kind, credits in games:
        if not credits:
            continue
        totals = stats.setdefault(kind, {"played": 0, "won": 0, "best": None})
        totals["played"] += 1
        won = float(min(1.0, sum(c.share for c in credits if c.place == 1)))  # two seats of one person win once
        totals["won"] += int(won) if won.is_integer() else won
        pick = min if kind in lowest_wins else max
        for c in credits:
            if c.share >= 0.5:
                totals["best"] = c.score if totals["best"] is None else pick(totals["best"], c.score)
    return dict(sorted(stats.items()))


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
    ) -> dict[str, dict[str, int | float | None]]:
        """Per game kind: {'played', 'won', 'best'} of the finished games (guild_id None: every server).

        'played': the games in which the user held a seat at the end or for at least one of its
        moves, and those they resigned from. 'won': first places (shared ones included), a seat's
        counting for each of its holders by their share of its moves (`credit_shares`), so a
        fraction once a seat changed hands; a resigner's moves earn nothing (placed last).
        'best': the most points the side of a seat they held for at least half its moves made (the
        results rows' score; the fewest in the kinds of `lowest_wins`, whose `lowest_score_wins`).
        """
        guild, guild_params = _in_guild(guild_id)
        async with self._read() as conn:
            whole = await conn.fetch_all(  # seats they alone held, in games where they held no other
                f"SELECT g.kind, r.place, r.score FROM results r JOIN games g ON g.id = r.game_id"
                f" WHERE r.user_id = ? AND g.status = 'finished'{guild} AND NOT EXISTS"
                " (SELECT 1 FROM seat_holders h WHERE h.game_id = r.game_id AND h.user_id = r.user_id)",
                (user_id, *guild_params),
            )
            shared = await conn.fetch_all(  # games in which a seat they held changed hands
                "SELECT DISTINCT g.id, g.kind FROM seat_holders h JOIN games g ON g.id = h.game_id"
                f" WHERE h.user_id = ? AND g.status = 'finished'{guild} ORDER BY g.id",
                (user_id, *guild_params),
            )
            games = [(row["kind"], [Credit(1.0, row["place"], row["score"])]) for row in whole]
            for row in shared:
                holdings = await load_holdings(conn, row["id"])
                results = await conn.fetch_all("SELECT seat, place, score FROM results WHERE game_id = ?", (row["id"],))
                credits = [
                    Credit(share, r["place"], r["score"])
                    for r in results
                    if (share := credit_shares(holdings.get(r["seat"], [])).get(user_id)) is not None
                ]
                games.append((row["kind"], credits))
        return _totals(games, lowest_wins)
