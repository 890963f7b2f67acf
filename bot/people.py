"""Names and languages of the people at the tables."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

import i18n
from db.rows import SeatRow

if TYPE_CHECKING:
    from bot.app import SalonBot


class People:
    """Display names (for boards and narration) and each user's language for private text."""

    def __init__(self, bot: "SalonBot"):
        self.bot = bot
        self._names: dict[int, str] = {}
        self._remembered: dict[int, tuple[str, str]] = {}

    async def remember(self, interaction: discord.Interaction) -> None:
        user = interaction.user
        name = getattr(user, "display_name", None) or user.name
        self._names[user.id] = name
        seen = (name, str(interaction.locale))
        if self._remembered.get(user.id) != seen:
            self._remembered[user.id] = seen
            await self.bot.store.remember_user(user.id, display_name=name, locale=seen[1])

    async def name(self, user_id: int) -> str:
        if user_id in self._names:
            return self._names[user_id]
        stored = (await self.bot.store.user(user_id)).display_name
        if stored:
            self._names[user_id] = stored
            return stored
        user = self.bot.get_user(user_id)
        return user.display_name if user else f"#{str(user_id)[-4:]}"

    async def seat_name(self, seat: SeatRow, language: str = "en") -> str:
        if seat.is_ai or seat.user_id is None:
            level = i18n.t(f"bot.ai_level.{seat.ai_level or 'normal'}", language)
            return i18n.t("bot.ai_name", language, number=seat.seat + 1, level=level)
        return await self.name(seat.user_id)

    async def language(self, user_id: int, fallback: str) -> str:
        """The user's chosen language, else their Discord locale's, else `fallback`."""
        user = await self.bot.store.user(user_id)
        if user.language:
            return user.language
        if user.locale:
            return i18n.language_of(user.locale)
        return fallback
