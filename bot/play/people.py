"""Names and languages of the people at the tables."""

from __future__ import annotations

import discord

import i18n
from bot.runtime import clock
from bot.runtime.lru import Bounded
from db import SeenUser, Store
from db.rows import SeatRow, UserRow

PEOPLE_MAX = 10_000  # people remembered in memory (the database remembers everyone)
DM_RETRY_AFTER = 86400.0  # closed DMs are tried again after a day (and on every new game)


class People:
    """Display names (for boards and narration) and each user's language for private text.

    A person is named in a server as that server shows them (their nickname there), where Salon
    has seen them there; else, and outside servers, by their own Discord name. A nickname never
    leaves its server."""

    def __init__(self, store: Store, client: discord.Client):
        self.store = store
        self.client = client  # for the names of people the database does not know yet
        self._names: Bounded[int, dict[int | None, str]] = Bounded(PEOPLE_MAX)  # user -> server (None: own) -> name
        self._remembered: Bounded[int, dict[int | None, SeenUser]] = Bounded(PEOPLE_MAX)
        self._dm_tried: Bounded[int, float] = Bounded(PEOPLE_MAX)  # when closed DMs were last tried again
        self._dm_channels: Bounded[int, int] = Bounded(PEOPLE_MAX)  # user -> their DM channel's id

    async def remember(self, interaction: discord.Interaction) -> None:
        user, guild_id = interaction.user, interaction.guild_id
        own = getattr(user, "global_name", None) or user.name
        in_guild = (getattr(user, "display_name", None) or own) if guild_id is not None else None
        names = self._names.get(user.id) or {}
        names[None] = own
        if guild_id is not None and in_guild:
            names[guild_id] = in_guild
        self._names[user.id] = names
        seen = SeenUser(own, str(interaction.locale), guild_id, in_guild)
        remembered = self._remembered.get(user.id) or {}
        if remembered.get(guild_id) != seen:
            self._remembered[user.id] = {**remembered, guild_id: seen}
            await self.store.remember_user(user.id, seen)

    def forget(self, user_id: int) -> None:
        """Drop what this process keeps in memory about the user (the database already forgot them)."""
        for remembered in (self._names, self._remembered, self._dm_tried, self._dm_channels):
            remembered.pop(user_id)

    async def send_dm(self, user_id: int, text: str, **more) -> discord.Message:
        """Send a direct message (`more`: a file, …). A DM costs one request of the token's budget:
        no user is fetched for it (an id is all Discord needs) and the DM channel, opened once,
        is remembered (discord.py keeps only its last 128). Raises as `Messageable.send` does."""
        channel_id = self._dm_channels.get(user_id)
        if channel_id is None:
            channel_id = (await self.client.create_dm(discord.Object(user_id))).id
            self._dm_channels[user_id] = channel_id
        channel = self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)
        try:
            return await channel.send(text, **more)
        except discord.NotFound:  # the channel is no longer theirs to send to: opened again next time
            self._dm_channels.pop(user_id)
            raise

    async def name(self, user_id: int, guild_id: int | None, *, known: dict[int, UserRow] | None = None) -> str:
        """The user's name in server `guild_id` (None: their own, outside servers). `known`: the
        stored preferences read already for that server (a user missing from it was never stored)."""
        names = self._names.get(user_id) or {}
        if guild_id in names:
            return names[guild_id]
        if known is not None:
            stored = known[user_id].display_name if user_id in known else None
        else:
            stored = (await self.store.user(user_id, guild_id)).display_name
        if stored:
            names[guild_id] = stored
            self._names[user_id] = names
            return stored
        user = self.client.get_user(user_id)  # a User, not a Member: their own name
        return user.display_name if user else f"#{str(user_id)[-4:]}"

    async def seat_name(
        self,
        seat: SeatRow,
        language: str = "en",
        *,
        guild_id: int | None,
        known: dict[int, UserRow] | None = None,
    ) -> str:
        """A seat as the boards of a game in `guild_id` name it."""
        if not seat.is_ai and seat.user_id is None:  # someone who asked Salon to forget them (/salon forget-me)
            return i18n.t("bot.former_player", language, number=seat.seat + 1)
        if seat.is_ai or seat.user_id is None:
            level = i18n.t(f"bot.ai_level.{seat.ai_level or 'normal'}", language)
            return i18n.t("bot.ai_name", language, number=seat.seat + 1, level=level)
        return await self.name(seat.user_id, guild_id, known=known)

    async def user_language(self, interaction: discord.Interaction) -> str:
        """The language of an answer to this user: their choice, else their Discord locale's."""
        return self.answer_language(await self.store.user(interaction.user.id), interaction)

    @staticmethod
    def answer_language(user: UserRow | None, interaction: discord.Interaction) -> str:
        """`user_language` with the user's preferences read already (None: never stored)."""
        return (user.language if user is not None else None) or i18n.language_of(str(interaction.locale))

    async def language(self, user_id: int, fallback: str, *, known: UserRow | None = None) -> str:
        """The user's chosen language, else their Discord locale's, else `fallback` (`known`:
        their preferences, read already)."""
        user = known or await self.store.user(user_id)
        if user.language:
            return user.language
        if user.locale:
            return i18n.language_of(user.locale)
        return fallback

    async def may_dm(self, user_id: int, *, known: UserRow | None = None) -> bool:
        """Whether to try a DM: unless the user's DMs were found closed, and then again
        once a day (people open them again without telling anyone)."""
        if (known or await self.store.user(user_id)).dms_ok is not False:
            return True
        now = clock.now()
        last = self._dm_tried.get(user_id)
        if last is not None and now - last < DM_RETRY_AFTER:
            return False
        self._dm_tried[user_id] = now
        return True

    async def dms_worth_trying_again(self, user_id: int, *, known: UserRow | None = None) -> bool:
        """Forget that the user's DMs were closed (a new game, /salon dms, *My hand*);
        True if they were marked closed. `known`: their preferences, read already."""
        if (known or await self.store.user(user_id)).dms_ok is not False:
            return False
        await self.store.set_dms_ok(user_id, None)
        self._dm_tried.pop(user_id)
        return True
