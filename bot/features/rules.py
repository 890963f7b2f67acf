"""/rules: a game's rules in short, privately."""

from __future__ import annotations

import discord
from discord.ext import commands

import i18n
from bot.play.people import People
from bot.ui.slash import game_command


class Rules(commands.Cog):
    slash_group = None  # a top-level command

    def __init__(self, people: People):
        self.people = people

    @game_command("rules", "commands.new.game")
    async def rules(self, interaction: discord.Interaction, game: str):
        await self.people.remember(interaction)
        language = await self.people.user_language(interaction)
        await interaction.response.send_message(i18n.t(f"rules.{game}", language), ephemeral=True)
