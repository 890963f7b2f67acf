"""Where a game is played: its thread, else the channel it was opened in (where its lobby is)."""

from __future__ import annotations

from dataclasses import replace

import discord

from bot.tables import Table
from db import Store


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

    async def leave_thread(self, table: Table) -> None:
        """The game goes on in the channel it was opened in."""
        await self.store.set_thread(table.id, None)
        table.row = replace(table.row, thread_id=None)
