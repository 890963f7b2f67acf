"""Per-user preferences."""
from __future__ import annotations

from db.connection import StoreBase
from db.rows import UserRow


class UsersMixin(StoreBase):
    async def user(self, user_id: int) -> UserRow:
        """The user's preferences; defaults (pings on, DMs unknown) if never stored."""
        async with self._read() as conn:
            row = await conn.fetch_one("SELECT * FROM users WHERE user_id = ?", (user_id,))
        if row is None:
            return UserRow(user_id)
        dms_ok = None if row["dms_ok"] is None else bool(row["dms_ok"])
        return UserRow(
            user_id,
            pings=bool(row["pings"]),
            dms_ok=dms_ok,
            display_name=row["display_name"],
            language=row["language"],
            locale=row["locale"],
        )

    async def remember_user(self, user_id: int, *, display_name: str, locale: str | None) -> None:
        """Keep the name and Discord locale seen at the user's latest interaction."""
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO users (user_id, display_name, locale) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name,"
                " locale = excluded.locale",
                (user_id, display_name, locale),
            )

    async def set_language(self, user_id: int, language: str | None) -> None:
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO users (user_id, language) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
                (user_id, language),
            )

    async def set_pings(self, user_id: int, on: bool) -> None:
        await self._upsert(user_id, "pings", int(bool(on)))

    async def set_dms_ok(self, user_id: int, ok: bool | None) -> None:
        await self._upsert(user_id, "dms_ok", None if ok is None else int(bool(ok)))

    async def _upsert(self, user_id: int, column: str, value: int | None) -> None:
        async with self._write() as conn:
            await conn.execute(
                f"INSERT INTO users (user_id, {column}) VALUES (?, ?)"
                f" ON CONFLICT (user_id) DO UPDATE SET {column} = excluded.{column}",
                (user_id, value),
            )
