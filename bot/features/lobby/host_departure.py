"""A lobby whose host has left the server (or Discord) is not stranded: at the first press of
a host's button by a person seated at it, it passes to the next seated person and the departed
host's seat is released."""

from __future__ import annotations

import discord

import i18n
from bot.features.lobby.message import refresh_lobby
from bot.play.host import GameHost
from bot.play.people import People
from bot.play.places import Places
from bot.play.tables import Table
from bot.runtime.markdown import escaped
from bot.ui.membership import is_member
from db import Store


class HostSuccession:
    def __init__(self, store: Store, host: GameHost, people: People, places: Places):
        self.store = store
        self.host = host
        self.people = people
        self.places = places  # the lobby message, which names the new host

    async def take_over(self, interaction: discord.Interaction, table: Table) -> tuple[Table | None, bool]:
        """For a seated person's press on a host's button of a lobby (acknowledged, under the
        game's lock): if the host has left the server, the lobby passes to the next seated
        person and the presser is told so. (the table now, if the presser hosts it now; whether
        they were told something)."""
        departed = table.row.host_id
        if table.seat_of(interaction.user.id) is None or departed == interaction.user.id:
            return None, False
        if await is_member(interaction.guild, departed):
            return None, False
        name = escaped(await self.people.name(departed, table.row.guild_id))
        staying = [
            s.user_id
            for s in table.seats
            if s.user_id is not None and s.user_id != departed and await is_member(interaction.guild, s.user_id)
        ]
        heir = await self.store.pass_lobby_host(table.id, departed, staying)
        if heir is None:
            language = await self.people.user_language(interaction)
            text = i18n.t("seats.host_gone_nobody", language, host=name)
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())
            return None, True
        table = await self.host.load(table.id)
        await refresh_lobby(self.places, table)
        heir_name = table.names[table.seat_of(heir) or 0]
        language = await self.people.user_language(interaction)
        text = i18n.t("seats.host_passed", language, host=name, heir=heir_name)
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=discord.AllowedMentions.none())
        return (table if heir == interaction.user.id else None), True
