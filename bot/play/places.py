"""Where a game is played: its thread, else the channel it was opened in (where its lobby is);
a link to its newest board, and the name of its server."""

from __future__ import annotations

from dataclasses import replace

import discord

import i18n
from bot.play.tables import Table
from bot.runtime.markdown import escaped
from db import Store
from db.rows import GameRow


class Places:
    def __init__(self, client: discord.Client, store: Store):
        self.client = client
        self.store = store

    def channel(self, table: Table) -> discord.TextChannel | discord.Thread | discord.PartialMessageable:
        """Where the game is played: its thread, else the channel it was opened in."""
        found = self.client.get_channel(table.channel_id)
        if isinstance(found, discord.TextChannel | discord.Thread):
            return found
        return self.client.get_partial_messageable(table.channel_id)

    def lobby_channel(self, table: Table) -> discord.PartialMessageable:
        """Where the lobby message is: always the channel the table was opened in."""
        return self.client.get_partial_messageable(table.row.channel_id)

    def server_name(self, guild_id: int | None, language: str) -> str:
        """The name of a game's server (a game played in DMs has none), for a message: its
        owners chose it, so it is shown as typed, never as Markdown."""
        return escaped(self.plain_server_name(guild_id, language))

    def plain_server_name(self, guild_id: int | None, language: str) -> str:
        """The server's name as typed (to cut before it is escaped, or for a label)."""
        if guild_id is None:
            return i18n.t("home.no_server", language)
        guild = self.client.get_guild(guild_id)
        return guild.name if guild is not None else i18n.t("home.unknown_server", language)

    async def leave_thread(self, table: Table) -> None:
        """The game goes on in the channel it was opened in."""
        await self.store.set_thread(table.id, None)
        table.row = replace(table.row, thread_id=None)


def jump_url(row: GameRow) -> str:
    """The link to the game's newest board (its thread or channel when there is none yet)."""
    where = row.guild_id or "@me"
    channel = row.thread_id or row.channel_id
    tail = f"/{row.board_message_id}" if row.board_message_id else ""
    return f"https://discord.com/channels/{where}/{channel}{tail}"
