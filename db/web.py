"""The web page of a game: its capability token, and the keys the web server signs with.

A game's page is reached only through its token (``/g/<token>``), made the first time the
page is linked; a game id alone opens nothing. The signing keys are made once per name and
shared by every process on the database.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable

from db.connection import StoreBase, placeholders
from db.rows import GameRow, StepRow, game_from_row, step_from_row

TOKEN_BYTES = 16  # 128 random bits: not to be guessed, short enough for a link in a message
KEY_BYTES = 32


class WebMixin(StoreBase):
    async def game_link(self, game_id: int, now: float) -> str:
        """The game's page token, made now if it has none (every process gets the same one)."""
        return await self._kept("game_links", "game_id", game_id, "token", secrets.token_urlsafe(TOKEN_BYTES), now)

    async def game_by_link(self, token: str) -> GameRow | None:
        """The game whose page token is `token`, or None (no such token)."""
        async with self._read() as conn:
            row = await conn.fetch_one(
                "SELECT g.* FROM games g JOIN game_links l ON l.game_id = g.id WHERE l.token = ?", (token,)
            )
        return None if row is None else game_from_row(row)

    async def web_key(self, name: str, now: float) -> str:
        """The secret stored under `name`, made now (random, hex) if there is none."""
        return await self._kept("web_keys", "name", name, "secret", secrets.token_hex(KEY_BYTES), now)

    async def _kept(self, table: str, key: str, name: object, column: str, made: str, now: float) -> str:
        """`column` of `table`'s row whose `key` is `name`, stored as `made` now if there is none:
        whoever stores first, every process reads the same."""
        async with self._write() as conn:
            await conn.execute(
                f"INSERT INTO {table} ({key}, {column}, created_at) VALUES (?, ?, ?) ON CONFLICT ({key}) DO NOTHING",
                (name, made, now),
            )
            row = await conn.fetch_one(f"SELECT {column} FROM {table} WHERE {key} = ?", (name,))
        return row[column]

    async def positions(self, game_ids: Iterable[int]) -> dict[int, int]:
        """game id -> position (it grows with every start, move and undo), for the games that exist."""
        ids = list(game_ids)
        if not ids:
            return {}
        async with self._read() as conn:
            rows = await conn.fetch_all(f"SELECT id, position FROM games WHERE id IN ({placeholders(ids)})", ids)
        return {row["id"]: row["position"] for row in rows}

    async def live_steps_with_ids(self, game_id: int) -> list[tuple[int, StepRow]]:
        """The game's live steps in order of n, each with its row id: an id is never reused, so
        (n, id) names a step even after an undo let another step n be played."""
        async with self._read() as conn:
            rows = await conn.fetch_all("SELECT * FROM steps WHERE game_id = ? AND undone = 0 ORDER BY n", (game_id,))
        return [(row["id"], step_from_row(row)) for row in rows]
