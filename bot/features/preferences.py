"""/salon language, dms and stats: what a user chooses for themselves, and their results (how
they are told of their turns: bot.features.notices)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.play.people import People
from bot.record.standings import Standings
from bot.ui.slash import LANGUAGE_CHOICES, _, choice
from db import Store
from engines import registry


def shown_share(won: float) -> int | float:
    """Wins as /salon stats shows them: to a tenth, a whole number without its ".0" (which Czech
    would count as a fraction: "3,0 výhry")."""
    tenths = round(float(won), 1)
    return int(tenths) if tenths.is_integer() else tenths


class Preferences(commands.Cog):
    slash_group = "salon"

    def __init__(self, store: Store, people: People, standings: Standings):
        self.store = store
        self.people = people
        self.standings = standings  # the ratings and the time to move that /salon stats adds

    @app_commands.command(name=_("commands.language_cmd.name"), description=_("commands.language_cmd.description"))
    @app_commands.rename(language=_("commands.new.language"))
    @app_commands.describe(language=_("commands.language_cmd.language_help"))
    @app_commands.choices(language=LANGUAGE_CHOICES + [choice("commands.language.auto", "auto")])
    async def language(self, interaction: discord.Interaction, language: str):
        await self.people.remember(interaction)
        await self.store.set_language(interaction.user.id, None if language == "auto" else language)
        now = await self.people.user_language(interaction)
        await interaction.response.send_message(i18n.t("bot.language_set", now), ephemeral=True)

    @app_commands.command(name=_("commands.dms.name"), description=_("commands.dms.description"))
    async def dms(self, interaction: discord.Interaction):
        await self.people.remember(interaction)
        await self.people.dms_worth_trying_again(interaction.user.id)
        language = await self.people.user_language(interaction)
        await interaction.response.send_message(i18n.t("bot.dms_on", language), ephemeral=True)

    @app_commands.command(name=_("commands.stats.name"), description=_("commands.stats.description"))
    async def stats(self, interaction: discord.Interaction):
        await self.people.remember(interaction)
        language = await self.people.user_language(interaction)
        lowest_wins = {kind for kind, game in registry.all_games().items() if game.lowest_score_wins}
        stats = await self.store.user_stats(interaction.user.id, interaction.guild_id, lowest_wins)
        more = await self.standings.stats_lines(interaction.user.id, interaction.guild_id, language)
        if not stats:
            text = "\n".join([i18n.t("bot.no_stats", language), *more])
            await interaction.response.send_message(text, ephemeral=True)
            return
        lines = [
            i18n.t(
                "bot.stats_line",
                language,
                game=i18n.t(f"games.{kind}.name", language),
                played=numbers["played"],
                won=shown_share(numbers["won"] or 0),
                best="—" if numbers["best"] is None else numbers["best"],
            )
            for kind, numbers in sorted(stats.items())
        ]
        if any(not float(numbers["won"] or 0).is_integer() for numbers in stats.values()):
            lines.append(i18n.t("bot.stats_shared_wins", language))
        lines += [""] + more if more else []
        await interaction.response.send_message("\n".join(lines), ephemeral=True)
