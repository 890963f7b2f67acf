"""/salon leaderboard: the server's best-rated in a game and the asker's own place, privately."""

from __future__ import annotations

import discord
from discord.ext import commands

import i18n
from bot.play.people import People
from bot.record.standings import Standings
from bot.ui.slash import game_command, say


class Leaderboard(commands.Cog):
    slash_group = "salon"

    def __init__(self, standings: Standings, people: People):
        self.standings = standings
        self.people = people

    @game_command("leaderboard", "commands.leaderboard.game")
    async def leaderboard(self, interaction: discord.Interaction, game: str):
        await self.people.remember(interaction)
        language = await self.people.user_language(interaction)
        if interaction.guild_id is None:
            await say(interaction, i18n.t("ratings.guild_only", language))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        embed = await self.standings.leaderboard_embed(interaction.guild_id, game, interaction.user.id, language)
        await interaction.followup.send(embed=embed, ephemeral=True)
