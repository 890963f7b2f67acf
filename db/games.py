"""The games table: creating, finding and updating games."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from db.connection import StoreBase, Tx, placeholders
from db.errors import GameNotFound, WrongStatus
from db.rows import GAME_STATUSES, ON_AWAY, ON_TIMEOUT, GamePage, GameRow, dump_json, game_from_row
from db.snapshots import thin_snapshots

INT64 = (-(2**63), 2**63 - 1)
#: Statuses in which a game leaves no timers behind.
TERMINAL = ("finished", "abandoned")


async def game_status(conn: Tx, game_id: int) -> tuple[str, int]:
    """(status, version) of a game, without decoding the rest of the row."""
    row = await conn.fetch_one("SELECT status, version FROM games WHERE id = ?", (game_id,))
    if row is None:
        raise GameNotFound(game_id)
    return row["status"], row["version"]


async def game_column(conn: Tx, game_id: int, column: str) -> Any:
    """One column of a game's row (`column`: a name of the schema, never a user's text)."""
    row = await conn.fetch_one(f"SELECT {column} FROM games WHERE id = ?", (game_id,))
    if row is None:
        raise GameNotFound(game_id)
    return row[column]


async def require_status(conn: Tx, game_id: int, *allowed: str) -> int:
    """The game's version, if its status is one of `allowed`; else WrongStatus."""
    status, version = await game_status(conn, game_id)
    if status not in allowed:
        raise WrongStatus(game_id, status, allowed)
    return version


async def load_game(conn: Tx, game_id: int) -> GameRow:
    row = await conn.fetch_one("SELECT * FROM games WHERE id = ?", (game_id,))
    if row is None:
        raise GameNotFound(game_id)
    return game_from_row(row)


async def change_status(conn: Tx, game_id: int, status: str, now: float) -> None:
    """Set the status in the open transaction; a game that ends loses its timers and the
    snapshots it does not keep (Store.set_status says more)."""
    finished_at = now if status in TERMINAL else None
    await conn.execute(
        "UPDATE games SET status = ?, updated_at = ?, finished_at = COALESCE(finished_at, ?) WHERE id = ?",
        (status, now, finished_at, game_id),
    )
    if status in TERMINAL:
        await conn.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
        await thin_snapshots(conn, game_id)
    await conn.game_news(game_id)


def check_statuses(statuses: str | Iterable[str]) -> tuple[str, ...]:
    statuses = (statuses,) if isinstance(statuses, str) else tuple(statuses)
    for status in statuses:
        if status not in GAME_STATUSES:
            raise ValueError(f"unknown game status {status!r}; known: {', '.join(GAME_STATUSES)}")
    return statuses


def _check_turn_limit(turn_limit: int | None, on_timeout: str) -> None:
    if turn_limit is not None and (not isinstance(turn_limit, int) or turn_limit <= 0):
        raise ValueError(f"turn_limit must be a positive number of seconds or None, not {turn_limit!r}")
    if on_timeout not in ON_TIMEOUT:
        raise ValueError(f"on_timeout must be one of {', '.join(ON_TIMEOUT)}, not {on_timeout!r}")


def _check_on_away(on_away: str) -> None:
    if on_away not in ON_AWAY:
        raise ValueError(f"on_away must be one of {', '.join(ON_AWAY)}, not {on_away!r}")


def _config_text(config: dict[str, Any]) -> str:
    if not isinstance(config, dict):
        raise TypeError(f"config must be a dict, not {type(config).__name__}")
    return dump_json(config)


class GamesMixin(StoreBase):
    async def create_game(
        self,
        *,
        kind: str,
        guild_id: int | None,
        channel_id: int,
        host_id: int,
        config: dict[str, Any],
        language: str,
        seed: int,
        turn_limit: int | None,
        on_timeout: str,
        now: float,
        on_away: str = "pause",
        rated: bool = False,
    ) -> GameRow:
        """A new game in the lobby, at version 0, without seats; `rated`: its result will count for ratings."""
        _check_turn_limit(turn_limit, on_timeout)
        _check_on_away(on_away)
        if not isinstance(seed, int) or not INT64[0] <= seed <= INT64[1]:
            raise ValueError(f"seed must be an integer that fits in 64 bits, not {seed!r}")
        config_text = _config_text(config)
        async with self._write() as conn:
            row = await conn.fetch_one(
                "INSERT INTO games (kind, status, guild_id, channel_id, host_id, config, language,"
                " seed, version, turn_limit, on_timeout, on_away, created_at, updated_at, rated)"
                " VALUES (?, 'lobby', ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    kind,
                    guild_id,
                    channel_id,
                    host_id,
                    config_text,
                    language,
                    seed,
                    turn_limit,
                    on_timeout,
                    on_away,
                    now,
                    now,
                    int(rated),
                ),
            )
            return await load_game(conn, row["id"])

    async def get_game(self, game_id: int) -> GameRow | None:
        async with self._read() as conn:
            row = await conn.fetch_one("SELECT * FROM games WHERE id = ?", (game_id,))
        return None if row is None else game_from_row(row)

    async def games_in_channel(
        self, channel_id: int, statuses: str | Iterable[str] = ("lobby", "active")
    ) -> list[GameRow]:
        """Games whose channel or thread is `channel_id`, oldest first."""
        return await self._games_where("(channel_id = ? OR thread_id = ?)", (channel_id, channel_id), statuses)

    async def games_in_guild(self, guild_id: int, statuses: str | Iterable[str] = ("lobby", "active")) -> list[GameRow]:
        return await self._games_where("guild_id = ?", (guild_id,), statuses)

    async def games_page_in_guild(
        self, guild_id: int, statuses: str | Iterable[str], *, page: int, per_page: int
    ) -> GamePage:
        """One page (1-based; past the last: the last) of a server's games, oldest first, with
        how many there are: counted and cut in SQL, so a page costs the same however many
        games the server has."""
        if page < 1 or per_page < 1:
            raise ValueError(f"page and per_page start at 1, not {page}, {per_page}")
        statuses = check_statuses(statuses)
        where = f"guild_id = ? AND status IN ({placeholders(statuses)})"
        async with self._read() as conn:
            total = (await conn.fetch_one(f"SELECT COUNT(*) AS n FROM games WHERE {where}", (guild_id, *statuses)))["n"]
            page = min(page, max(1, -(-total // per_page)))
            rows = await conn.fetch_all(
                f"SELECT * FROM games WHERE {where} ORDER BY id LIMIT ? OFFSET ?",
                (guild_id, *statuses, per_page, (page - 1) * per_page),
            )
        return GamePage([game_from_row(row) for row in rows], total, page, per_page)

    async def games_with_status(self, statuses: str | Iterable[str] = ("active",)) -> list[GameRow]:
        return await self._games_where("TRUE", (), statuses)

    async def active_games_with_ai(self) -> list[GameRow]:
        """The active games with at least one AI seat: the only ones a start must look into
        (their AI may hold the turn); the others wait for a person or a stored timer. Read
        from the index of exactly those games (games_active_with_ai): a start costs what they
        cost, however many other games are stored."""
        # literal conditions: a partial index serves only a query that names its own
        async with self._read() as conn:
            rows = await conn.fetch_all("SELECT * FROM games WHERE status = 'active' AND has_ai = 1 ORDER BY id")
        return [game_from_row(row) for row in rows]

    async def games_of_user(self, user_id: int, statuses: str | Iterable[str] = ("lobby", "active")) -> list[GameRow]:
        """Games in which `user_id` has a seat."""
        return await self._games_where("id IN (SELECT game_id FROM seats WHERE user_id = ?)", (user_id,), statuses)

    async def _games_where(
        self, condition: str, params: tuple[Any, ...], statuses: str | Iterable[str]
    ) -> list[GameRow]:
        """The games matching `condition` in one of `statuses`, oldest first."""
        statuses = check_statuses(statuses)
        sql = f"SELECT * FROM games WHERE {condition} AND status IN ({placeholders(statuses)}) ORDER BY id"
        # A row that cannot be decoded raises CorruptRecord naming its game: the
        # caller can set_status(that game, 'damaged') and list again.
        async with self._read() as conn:
            rows = await conn.fetch_all(sql, (*params, *statuses))
        return [game_from_row(row) for row in rows]

    async def set_thread(self, game_id: int, thread_id: int | None) -> None:
        await self._set_column(game_id, "thread_id", thread_id)

    async def set_board_message(self, game_id: int, message_id: int | None) -> None:
        await self._set_column(game_id, "board_message_id", message_id)

    async def _set_column(self, game_id: int, column: str, value: Any) -> None:
        async with self._write() as conn:
            if not await conn.execute(f"UPDATE games SET {column} = ? WHERE id = ?", (value, game_id)):
                raise GameNotFound(game_id)

    async def set_status(self, game_id: int, status: str, now: float) -> None:
        """Change the status. Finishing or abandoning sets finished_at, drops the game's timers
        and the snapshots a game that is over does not keep (db.snapshots).

        A lobby becomes active only through start_game (which stores the first snapshot).
        """
        (status,) = check_statuses(status)
        async with self._write() as conn:
            old, _ = await game_status(conn, game_id)
            if status == "active" and old == "lobby":
                raise ValueError("a lobby becomes active through start_game, not set_status")
            await change_status(conn, game_id, status, now)

    async def update_config(self, game_id: int, config: dict[str, Any]) -> None:
        """Replace the config; only in the lobby (the engine's setup reads it once, at start)."""
        config_text = _config_text(config)
        async with self._write() as conn:
            await require_status(conn, game_id, "lobby")
            await conn.execute("UPDATE games SET config = ? WHERE id = ?", (config_text, game_id))

    async def set_on_away(self, game_id: int, on_away: str) -> None:
        """What the table does while one of its players is away: the host's choice in the lobby."""
        _check_on_away(on_away)
        async with self._write() as conn:
            await require_status(conn, game_id, "lobby")
            await conn.execute("UPDATE games SET on_away = ? WHERE id = ?", (on_away, game_id))

    async def set_turn_limit(self, game_id: int, turn_limit: int | None, on_timeout: str) -> None:
        """Change the turn limit and what happens when it runs out (allowed at any time)."""
        _check_turn_limit(turn_limit, on_timeout)
        async with self._write() as conn:
            if not await conn.execute(
                "UPDATE games SET turn_limit = ?, on_timeout = ? WHERE id = ?", (turn_limit, on_timeout, game_id)
            ):
                raise GameNotFound(game_id)

    async def delete_game(self, game_id: int) -> bool:
        """Delete a game with its seats, steps, snapshots, deadlines and results."""
        async with self._write() as conn:
            return await conn.execute("DELETE FROM games WHERE id = ?", (game_id,)) > 0
