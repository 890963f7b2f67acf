"""Ratings per server, game and entry (a person, or an AI level), and every change a rated game made.

A game is rated in the transaction that stores its result, and only then: its host chose a rated table,
its last move stored the engine's result (it ended by its rules, not abandoned, cancelled or ended by a
resignation), it is finished, and it was not rated before (`games.rated_at`, the claim). The arithmetic
is the caller's (`RatingRequest.rate`): the store reads the numbers, locks them, and writes the new ones.

When the last move is one batch, the table's reads brought the ratings it may read (`RatingBasis`), the
new numbers are computed before the batch, and each rating's write is guarded by its count of games: a
rating another game moved meanwhile stops the batch, and the move is stored again reading as it goes
(`rate_finished_game`). Whoever resigned from a seat is rated as a side of their own, placed last.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from statistics import median
from typing import Any

from db.batch import Statement
from db.connection import StoreBase, Tx, placeholders
from db.games import require_status
from db.holders import load_holdings
from db.holdings import HOLDER_AT_STEP, holdings_from, rated_holders
from db.rating_terms import Holding, Numbers, RatingRequest, person_entry
from db.rows import SeatRow


@dataclass(frozen=True)
class RatingRow:
    entry: str
    user_id: int | None
    mu: float
    sigma: float
    games: int
    wins: int
    name: str | None = None  # a person's, as the server of the rating knows them (top_ratings); None: not known

    @property
    def ai_level(self) -> str | None:
        return self.entry.removeprefix("ai:") if self.entry.startswith("ai:") else None


@dataclass(frozen=True)
class RatingUpdate:
    game_id: int
    entry: str
    user_id: int | None
    moves: int
    before: Numbers
    after: Numbers


ORDINAL = "(mu - 3 * sigma)"  # the conservative estimate a leaderboard ranks by


async def seat_holdings(conn: Tx, game_id: int) -> dict[int, list[Holding]]:
    """Each seat's holders with the live steps they made, oldest holder first (db.holders: a seat that
    changed hands names every holder; one that did not, its present holder with all of its moves)."""
    held = await load_holdings(conn, game_id)
    return {
        seat: [Holding(h.user_id, h.ai_level, h.moves, h.resigned) for h in holders] for seat, holders in held.items()
    }


def _plan(
    holdings: Mapping[int, Sequence[Holding]], placings: Mapping[int, int]
) -> tuple[dict[str, Holding], dict[str, int], set[str], list[str]]:
    """Of a finished game's holders: each rated entry's first holding, its moves, the entries that
    won, and the entries in the one order their ratings are locked in."""
    stored: dict[str, Holding] = {}
    moves: dict[str, int] = {}
    won: set[str] = set()
    for seat, holders in holdings.items():
        for h in rated_holders(holders):
            if h.entry is None:
                continue
            stored.setdefault(h.entry, h)
            moves[h.entry] = moves.get(h.entry, 0) + h.moves
            if placings[seat] == 1 and not h.resigned and (h.moves > 0 or len(holders) == 1):
                won.add(h.entry)
    return stored, moves, won, sorted(stored)


_CLAIM = (
    "UPDATE games SET rated_at = ? WHERE id = ? AND rated = 1 AND ended_by_rules = 1 AND status = 'finished'"
    " AND rated_at IS NULL AND guild_id IS NOT NULL"
)
_UPDATE_INSERT = (
    "INSERT INTO rating_updates (game_id, guild_id, kind, entry, user_id, moves,"
    " mu_before, sigma_before, mu_after, sigma_after, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


async def rate_finished_game(
    conn: Tx, game_id: int, placings: Mapping[int, int], request: RatingRequest, now: float
) -> bool:
    """Rate a game that has just finished by its rules, if its table was rated: claim it, lock the
    entries' ratings (in one order, so two games ending at once never wait on each other in a circle),
    and write the new numbers and one update row per entry. False when the game does not count."""
    claimed = await conn.fetch_one(_CLAIM + " RETURNING guild_id, kind", (now, game_id))
    if claimed is None:
        return False
    guild_id, kind = claimed["guild_id"], claimed["kind"]
    holdings = await seat_holdings(conn, game_id)
    stored, moves, won, entries = _plan(holdings, placings)
    for entry in entries:
        await conn.execute(
            "INSERT INTO ratings (guild_id, kind, entry, user_id, mu, sigma, games, wins, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?) ON CONFLICT (guild_id, kind, entry) DO NOTHING",
            (guild_id, kind, entry, stored[entry].user_id, *request.start, now),
        )
        await conn.execute(  # the row lock (PostgreSQL); SQLite's write transaction excludes every other
            "UPDATE ratings SET updated_at = ? WHERE guild_id = ? AND kind = ? AND entry = ?",
            (now, guild_id, kind, entry),
        )
    rows = []
    if entries:
        rows = await conn.fetch_all(
            f"SELECT entry, mu, sigma FROM ratings WHERE guild_id = ? AND kind = ?"
            f" AND entry IN ({placeholders(entries)})",
            (guild_id, kind, *entries),
        )
    before = {row["entry"]: (row["mu"], row["sigma"]) for row in rows}
    after = request.rate(holdings, before)
    for entry in entries:
        mu, sigma = after[entry]
        await conn.execute(
            "UPDATE ratings SET mu = ?, sigma = ?, games = games + 1, wins = wins + ?"
            " WHERE guild_id = ? AND kind = ? AND entry = ?",
            (mu, sigma, int(entry in won), guild_id, kind, entry),
        )
    await conn.execute_many(
        _UPDATE_INSERT,
        [(game_id, guild_id, kind, e, stored[e].user_id, moves[e], *before[e], *after[e], now) for e in entries],
    )
    return True


@dataclass(frozen=True)
class RatingBasis:
    """What rating a rated table's game reads, read with the table before a move (db.loading), so
    that a last move rates the game in its own batch (`rating_statements`): the seats, their
    seat_holders rows (seat, from_step, user_id, ai_level, resigned), the (seat, n) of the live
    steps, and the stored ratings that may be the holders' (entry -> mu, sigma, games)."""

    guild_id: int
    kind: str
    seats: tuple[SeatRow, ...]
    changes: tuple[Mapping[str, Any], ...]
    moved: tuple[tuple[int, int], ...]
    ratings: Mapping[str, tuple[float, float, int]]

    def after(self, seat: int | None, n: int) -> RatingBasis:
        """The basis once step `n` of `seat` is stored (a move that did not end the game)."""
        return self if seat is None else replace(self, moved=(*self.moved, (seat, n)))


def rating_statements(
    game_id: int,
    basis: RatingBasis,
    last: tuple[int | None, int],
    placings: Mapping[int, int],
    request: RatingRequest,
    now: float,
) -> list[Statement]:
    """`rate_finished_game` as statements of the last move's batch (`last`: its seat and step),
    computed from `basis`. Each is required: a rating another game changed since the basis was
    read (its count of games moved on) stops the batch, and the move is stored again the slow way."""
    moved = [*basis.moved, (last[0], last[1])] if last[0] is not None else list(basis.moved)
    holdings = holdings_from(basis.seats, basis.changes, moved)
    ratings_of = {
        seat: [Holding(h.user_id, h.ai_level, h.moves, h.resigned) for h in holders]
        for seat, holders in holdings.items()
    }
    stored, moves, won, entries = _plan(ratings_of, placings)
    before = {e: basis.ratings[e][:2] if e in basis.ratings else request.start for e in entries}
    after = request.rate(ratings_of, before)
    guild_id, kind = basis.guild_id, basis.kind
    statements = [Statement(_CLAIM, (now, game_id), required=True)]
    for entry in entries:
        mu, sigma = after[entry]
        wins = int(entry in won)
        if entry in basis.ratings:
            statement = Statement(
                "UPDATE ratings SET mu = ?, sigma = ?, games = games + 1, wins = wins + ?, updated_at = ?"
                " WHERE guild_id = ? AND kind = ? AND entry = ? AND games = ?",
                (mu, sigma, wins, now, guild_id, kind, entry, basis.ratings[entry][2]),
                required=True,
            )
        else:
            statement = Statement(
                "INSERT INTO ratings (guild_id, kind, entry, user_id, mu, sigma, games, wins, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?) ON CONFLICT (guild_id, kind, entry) DO NOTHING",
                (guild_id, kind, entry, stored[entry].user_id, mu, sigma, wins, now),
                required=True,
            )
        statements.append(statement)
    statements += [
        Statement(
            _UPDATE_INSERT,
            (game_id, guild_id, kind, e, stored[e].user_id, moves[e], *before[e], *after[e], now),
        )
        for e in entries
    ]
    return statements


def _rating(row) -> RatingRow:
    name = row["name"] if "name" in row.keys() else None
    return RatingRow(row["entry"], row["user_id"], row["mu"], row["sigma"], row["games"], row["wins"], name)


class RatingsMixin(StoreBase):
    async def set_rated(self, game_id: int, rated: bool) -> None:
        """The host's choice for a table in the lobby: whether its game will be rated.
        WrongStatus once it has started."""
        async with self._write() as conn:
            await require_status(conn, game_id, "lobby")
            await conn.execute("UPDATE games SET rated = ? WHERE id = ? AND status = 'lobby'", (int(rated), game_id))
            await conn.game_news(game_id)

    async def top_ratings(self, guild_id: int, kind: str, limit: int = 10) -> list[RatingRow]:
        """The server's best ratings in a game, people and AI levels, the conservative estimate first;
        each person with their name in that server (else their own: never another server's)."""
        async with self._read() as conn:
            rows = await conn.fetch_all(
                "SELECT r.*, COALESCE(n.name, u.display_name) AS name FROM ratings r"
                " LEFT JOIN guild_names n ON n.user_id = r.user_id AND n.guild_id = r.guild_id"
                " LEFT JOIN users u ON u.user_id = r.user_id"
                f" WHERE r.guild_id = ? AND r.kind = ? ORDER BY {ORDINAL} DESC, r.games DESC, r.entry LIMIT ?",
                (guild_id, kind, limit),
            )
        return [_rating(row) for row in rows]

    async def rating_place(self, guild_id: int, kind: str, entry: str) -> tuple[int, int, RatingRow] | None:
        """(place, how many are rated, the rating) of `entry` in the server's game; None if not rated."""
        async with self._read() as conn:
            row = await conn.fetch_one(
                "SELECT * FROM ratings WHERE guild_id = ? AND kind = ? AND entry = ?", (guild_id, kind, entry)
            )
            if row is None:
                return None
            counts = await conn.fetch_one(
                f"SELECT SUM(CASE WHEN {ORDINAL} > ? THEN 1 ELSE 0 END) AS ahead, COUNT(*) AS rated"
                " FROM ratings WHERE guild_id = ? AND kind = ?",
                (row["mu"] - 3 * row["sigma"], guild_id, kind),
            )
        return int(counts["ahead"] or 0) + 1, int(counts["rated"]), _rating(row)

    async def user_ratings(self, guild_id: int, user_id: int) -> dict[str, RatingRow]:
        """Per game kind, the person's rating in this server."""
        async with self._read() as conn:
            rows = await conn.fetch_all(
                "SELECT kind, entry, user_id, mu, sigma, games, wins FROM ratings"
                " WHERE guild_id = ? AND entry = ? ORDER BY kind",
                (guild_id, person_entry(user_id)),
            )
        return {row["kind"]: _rating(row) for row in rows}

    async def rating_updates(self, game_id: int) -> list[RatingUpdate]:
        """Every change the game made to a rating, in entry order."""
        async with self._read() as conn:
            rows = await conn.fetch_all("SELECT * FROM rating_updates WHERE game_id = ? ORDER BY entry", (game_id,))
        return [
            RatingUpdate(
                row["game_id"],
                row["entry"],
                row["user_id"],
                row["moves"],
                (row["mu_before"], row["sigma_before"]),
                (row["mu_after"], row["sigma_after"]),
            )
            for row in rows
        ]

    async def median_move_seconds(self, user_id: int, guild_id: int, recent: int = 200) -> float | None:
        """The median time the person took to move, over their `recent` latest moves in this server's
        games: from the step before (or the game's start) to theirs, by the times the bot received them.
        A move is whoever held its seat at its step's (db.holders: HOLDER_AT_STEP)."""
        async with self._read() as conn:
            rows = await conn.fetch_all(
                "SELECT w.waited FROM (SELECT game_id, seat, n, received_at, received_at - COALESCE("
                " LAG(received_at) OVER (PARTITION BY game_id ORDER BY n),"
                " (SELECT started_at FROM games g WHERE g.id = steps.game_id)) AS waited"
                " FROM steps WHERE undone = 0 AND game_id IN (SELECT g.id FROM games g WHERE g.guild_id = ?"
                " AND (g.id IN (SELECT game_id FROM seats WHERE user_id = ?)"
                " OR g.id IN (SELECT game_id FROM seat_holders WHERE user_id = ?)))) w"
                " JOIN seats s ON s.game_id = w.game_id AND s.seat = w.seat"
                f" WHERE {HOLDER_AT_STEP.format(step='w')} = ? AND w.waited IS NOT NULL"
                " ORDER BY w.received_at DESC LIMIT ?",
                (guild_id, user_id, user_id, user_id, recent),
            )
        waits = [max(0.0, float(row["waited"])) for row in rows]
        return median(waits) if waits else None
