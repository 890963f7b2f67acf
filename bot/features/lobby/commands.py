"""/game new, join, leave, start and abandon: the lobby's commands (the handlers behind them,
and behind the lobby message's buttons, are bot.features.lobby.lobby's)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.features.lobby.lobby import Lobby
from bot.play.people import People
from bot.ui.slash import GAME_CHOICES, LANGUAGE_CHOICES, TURN_LIMITS, _, choice, say, table_command
from bot.ui.table_finder import TableFinder

LIMIT_CHOICES = [choice(f"commands.limit.{k}", k) for k in TURN_LIMITS]
TIMEOUT_CHOICES = [choice(f"commands.on_timeout.{k}", k) for k in ("skip", "ai", "none")]
AI_LEVEL_CHOICES = [choice(f"bot.ai_level_help.{level}", level) for level in ("easy", "normal", "strong")]
# the options of /game new, each named by commands.new.<option> and described by commands.new.<option>_help
NEW_OPTIONS = ("game", "turn_limit", "on_timeout", "language", "ai_players", "ai_level", "rated")


class LobbyCommands(commands.Cog):
    slash_group = "game"

    def __init__(self, lobby: Lobby, finder: TableFinder, people: People):
        self.lobby = lobby
        self.finder = finder
        self.people = people

    @app_commands.command(name=_("commands.new.name"), description=_("commands.new.description"))
    @app_commands.rename(**{option: _(f"commands.new.{option}") for option in NEW_OPTIONS})
    @app_commands.describe(**{option: _(f"commands.new.{option}_help") for option in NEW_OPTIONS})
    @app_commands.choices(
        game=GAME_CHOICES,
        turn_limit=LIMIT_CHOICES,
        on_timeout=TIMEOUT_CHOICES,
        language=LANGUAGE_CHOICES,
        ai_level=AI_LEVEL_CHOICES,
    )
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        turn_limit: str = "none",
        on_timeout: str | None = None,
        language: str | None = None,
        ai_players: app_commands.Range[int, 0, 9] = 0,
        ai_level: str = "normal",
        rated: bool = False,
    ):
        await self.people.remember(interaction)
        limit = TURN_LIMITS.get(turn_limit)
        if limit is None and on_timeout not in (None, "none"):  # nothing would ever time out
            choice = i18n.t(f"commands.on_timeout.{on_timeout}", await self.people.user_language(interaction))
            text = i18n.t("bot.on_timeout_needs_limit", await self.people.user_language(interaction), choice=choice)
            await say(interaction, text)
            return
        await self.lobby.open_table(
            interaction,
            game,
            turn_limit=limit,
            on_timeout=(on_timeout or "skip") if limit else "none",
            language=language,
            ai_players=ai_players,
            ai_level=ai_level,
            rated=rated,
        )

    @table_command("join")
    async def join(self, interaction: discord.Interaction, game_id: int | None = None):
        await self.finder.hand_to(interaction, game_id, ("lobby",), self.lobby.join, elsewhere="bot.join_running")

    @table_command("leave")
    async def leave(self, interaction: discord.Interaction, game_id: int | None = None):
        await self.finder.hand_to(interaction, game_id, ("lobby",), self.lobby.leave, elsewhere="bot.leave_running")

    @table_command("start")
    async def start(self, interaction: discord.Interaction, game_id: int | None = None):
        await self.finder.hand_to(interaction, game_id, ("lobby",), self.lobby.start)

    @table_command("abandon")
    async def abandon(self, interaction: discord.Interaction, game_id: int | None = None):
        await self.people.remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self.finder.find(interaction, game_id, damaged=True)
        if table:
            await self.lobby.abandon(interaction, table)
