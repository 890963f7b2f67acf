"""/salon leaderboard: the server's best-rated in a game and the asker's own place, privately."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.play.people import People
from bot.record.standings import Standings
from bot.ui.slash import GAME_CHOICES, _, say


class Leaderboard(commands.Cog):
    slash_group = "salon"

    def __init__(self, standings: Standings, people: People):
        self.standings = standings
        self.people = people

    @app_commands.command(name=_("commands.leaderboard.name"), description=_("commands.leaderboard.description"))
    @app_commands.rename(game=_("commands.leaderboard.game"))
    @app_commands.describe(game=_("commands.leaderboard.game_help"))
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction, game: str):
        await self.people.remember(interaction)
        language = await self.people.user_language(interaction)
        if interaction.guild_id is None:
            await say(interaction, i18n.t("ratings.guild_only", language))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        embed = await self.standings.leaderboard_embed(interaction.guild_id, game, interaction.user.id, language)
        await interaction.followup.send(embed=embed, ephemeral=True)
