"""The game a /game command means: the one it names, else the one this thread belongs to,
else the only one in the channel."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

import i18n
from bot.play.host import DamagedGame, GameHost
from bot.play.people import People
from bot.play.tables import Table
from bot.runtime import clock
from bot.ui.slash import say
from db import Store
from db.errors import CorruptRecord

log = logging.getLogger(__name__)


class TableFinder:
    def __init__(self, store: Store, host: GameHost, people: People):
        self.store = store
        self.host = host
        self.people = people

    async def find(
        self,
        interaction: discord.Interaction,
        game_id: int | None,
        statuses=("lobby", "active"),
        *,
        elsewhere: str = "",
        damaged: bool = False,
    ) -> Table | None:
        """The game named by id, else the one this thread belongs to, else the only one in the channel.
        `elsewhere`: what to say when the channel's game is in another status (a running game
        for /game join); `damaged`: a damaged game counts too (it comes without a state)."""
        language = await self.people.user_language(interaction)
        return await self._found(interaction, game_id, statuses, language, elsewhere=elsewhere, damaged=damaged)

    async def _found(
        self,
        interaction: discord.Interaction,
        game_id: int | None,
        statuses,
        language: str,
        *,
        elsewhere: str,
        damaged: bool,
    ) -> Table | None:
        store = self.store
        channel_id = interaction.channel_id
        assert channel_id is not None  # the table commands are guild-only: they come from a channel
        try:
            if game_id is not None:
                row = await store.get_game(game_id)
                if row is None or (row.guild_id != interaction.guild_id):
                    await say(interaction, i18n.t("bot.game_gone", language))
                    return None
                return await self.host.load(game_id, damaged=damaged)
            wanted = (*statuses, "damaged") if damaged else statuses
            rows = await self.readable_rows(lambda s: store.games_in_channel(channel_id, s), wanted)
            if len(rows) == 1:
                return await self.host.load(rows[0].id, damaged=damaged)
        except CorruptRecord:  # marked damaged by load; nothing of it can be read
            await say(interaction, i18n.t("bot.game_damaged", language))
            return None
        except DamagedGame:
            await say(interaction, i18n.t("bot.game_damaged", language))
            return None
        if not rows:
            in_channel = lambda s: store.games_in_channel(channel_id, s)  # noqa: E731
            if await self._damaged_in(channel_id):  # what it says works: /game abandon
                await say(interaction, i18n.t("bot.game_damaged", language))
                return None
            others = await self.readable_rows(in_channel, ("active", "finished")) if elsewhere else []
            if others:
                await say(interaction, i18n.t(elsewhere, language, id=others[-1].id))
                return None
        key = "bot.no_game_here" if not rows else "bot.which_game"
        await say(interaction, i18n.t(key, language, ids=", ".join(f"#{r.id}" for r in rows)))
        return None

    async def hand_to(
        self,
        interaction: discord.Interaction,
        game_id: int | None,
        statuses: tuple[str, ...],
        handler: Callable[[discord.Interaction, int], Awaitable[None]],
        *,
        elsewhere: str = "",
    ) -> None:
        """A table command that hands its game to a handler: the person remembered, the table found
        as `find` finds it (not found: the person was told why), then `handler(interaction, its id)`."""
        await self.people.remember(interaction)
        table = await self.find(interaction, game_id, statuses, elsewhere=elsewhere)
        if table:
            await handler(interaction, table.id)

    async def find_deferred(
        self, interaction: discord.Interaction, game_id: int | None, statuses: tuple[str, ...]
    ) -> tuple[Table, str] | None:
        """A table command's opening: the person remembered, the answer deferred (private,
        "thinking…"), the table found as `find` finds it (None: the person was told why not);
        with it, the person's language."""
        await self.people.remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = await self.people.user_language(interaction)
        table = await self._found(interaction, game_id, statuses, language, elsewhere="", damaged=False)
        return None if table is None else (table, language)

    async def readable_rows(self, fetch, statuses: tuple[str, ...]) -> Any:
        """`fetch(statuses)`'s rows (or page of rows); a row that cannot be read is marked
        damaged and left out, so that no single game breaks a listing."""
        for _ in range(100):
            try:
                return await fetch(statuses)
            except CorruptRecord as error:
                if error.game_id is None:
                    raise
                log.warning("game %s is damaged: %s", error.game_id, error.detail)
                await self.store.set_status(error.game_id, "damaged", clock.now())
                statuses = tuple(s for s in statuses if s != "damaged")  # its row stays unreadable
                if not statuses:
                    return []
        return []

    async def _damaged_in(self, channel_id: int) -> bool:
        try:
            return bool(await self.store.games_in_channel(channel_id, ("damaged",)))
        except CorruptRecord:  # a damaged game whose row cannot even be read
            return True
