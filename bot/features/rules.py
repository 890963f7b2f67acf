"""/rules: a game's rules in short, privately."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.play.people import People
from bot.ui.slash import GAME_CHOICES, _


class Rules(commands.Cog):
    slash_group = None  # a top-level command

    def __init__(self, people: People):
        self.people = people

    @app_commands.command(name=_("commands.rules.name"), description=_("commands.rules.description"))
    @app_commands.rename(game=_("commands.new.game"))
    @app_commands.describe(game=_("commands.rules.game_help"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str):
        await self.people.remember(interaction)
        language = await self.people.user_language(interaction)
        await interaction.response.send_message(i18n.t(f"rules.{game}", language), ephemeral=True)
