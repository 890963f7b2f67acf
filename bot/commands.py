"""Slash commands: /game …, /rules, /salon …  Names and descriptions are catalogue
keys, translated per locale by the tree's Translator."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

import i18n
from bot import forget
from bot.host import DamagedGame, Refused
from bot.panels import clip
from bot.presenters import has_presenter
from bot.tables import Table
from db.errors import CorruptRecord, StaleVersion
from engines import registry

if TYPE_CHECKING:
    from bot.app import SalonBot

TURN_LIMITS = {"none": None, "1h": 3600, "12h": 43200, "1d": 86400, "3d": 259200}
LIST_PAGE = 10  # tables per /game list page
LIST_LINE_MAX = 180  # a page of such lines fits one message

log = logging.getLogger(__name__)


def _(key: str) -> locale_str:
    """A command text: the English default, with the catalogue key for the Translator."""
    return locale_str(i18n.t(key, "en"), key=key)


def _choice(key: str, value) -> app_commands.Choice:
    return app_commands.Choice(name=_(key), value=value)


# a game is offered once its engine and its presenter (messages, images) both exist
GAME_CHOICES = [_choice(f"games.{name}.name", name) for name in sorted(registry.all_games()) if has_presenter(name)]
LIMIT_CHOICES = [_choice(f"commands.limit.{k}", k) for k in TURN_LIMITS]
TIMEOUT_CHOICES = [_choice(f"commands.on_timeout.{k}", k) for k in ("skip", "ai", "none")]
AI_LEVEL_CHOICES = [_choice(f"bot.ai_level_help.{level}", level) for level in ("easy", "normal", "strong")]
LANGUAGE_CHOICES = [_choice("commands.language.en", "en"), _choice("commands.language.cs", "cs")]


def table_command(name: str):
    """A /game subcommand about one table, named in its optional `table` option (else the channel's)."""

    def decorate(function):
        function = app_commands.guild_only()(function)
        function = app_commands.describe(game_id=_("commands.game_id.help"))(function)
        function = app_commands.rename(game_id=_("commands.game_id.name"))(function)
        return app_commands.command(name=_(f"commands.{name}.name"), description=_(f"commands.{name}.description"))(
            function
        )

    return decorate


class GameCommands(
    commands.GroupCog, group_name=_("commands.game.name"), group_description=_("commands.game.description")
):
    def __init__(self, bot: SalonBot):
        self.bot = bot
        super().__init__()

    # -- finding the game a command means -----------------------------------------

    async def _find(
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
        language = await self.bot.router.user_language(interaction)
        store = self.bot.store
        channel_id = interaction.channel_id
        assert channel_id is not None  # the table commands are guild-only: they come from a channel
        try:
            if game_id is not None:
                row = await store.get_game(game_id)
                if row is None or (row.guild_id != interaction.guild_id):
                    await self._say(interaction, i18n.t("bot.game_gone", language))
                    return None
                return await self.bot.host.load(game_id, damaged=damaged)
            wanted = (*statuses, "damaged") if damaged else statuses
            rows = await self.readable_rows(lambda s: store.games_in_channel(channel_id, s), wanted)
            if len(rows) == 1:
                return await self.bot.host.load(rows[0].id, damaged=damaged)
        except CorruptRecord:  # marked damaged by load; nothing of it can be read
            await self._say(interaction, i18n.t("bot.game_damaged", language))
            return None
        except DamagedGame:
            await self._say(interaction, i18n.t("bot.game_damaged", language))
            return None
        if not rows:
            in_channel = lambda s: store.games_in_channel(channel_id, s)  # noqa: E731
            if await self._damaged_in(channel_id):  # what it says works: /game abandon
                await self._say(interaction, i18n.t("bot.game_damaged", language))
                return None
            others = await self.readable_rows(in_channel, ("active", "finished")) if elsewhere else []
            if others:
                await self._say(interaction, i18n.t(elsewhere, language, id=others[-1].id))
                return None
        key = "bot.no_game_here" if not rows else "bot.which_game"
        await self._say(interaction, i18n.t(key, language, ids=", ".join(f"#{r.id}" for r in rows)))
        return None

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
                await self.bot.store.set_status(error.game_id, "damaged", self.bot.now())
                statuses = tuple(s for s in statuses if s != "damaged")  # its row stays unreadable
                if not statuses:
                    return []
        return []

    async def _damaged_in(self, channel_id: int) -> bool:
        try:
            return bool(await self.bot.store.games_in_channel(channel_id, ("damaged",)))
        except CorruptRecord:  # a damaged game whose row cannot even be read
            return True

    async def _say(self, interaction: discord.Interaction, text: str, **kwargs) -> None:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, **kwargs)
        else:
            await interaction.response.send_message(text, ephemeral=True, **kwargs)

    async def _remember(self, interaction):
        await self.bot.people.remember(interaction)

    # -- commands ---------------------------------------------------------------

    @app_commands.command(name=_("commands.new.name"), description=_("commands.new.description"))
    @app_commands.rename(
        game=_("commands.new.game"),
        turn_limit=_("commands.new.turn_limit"),
        on_timeout=_("commands.new.on_timeout"),
        language=_("commands.new.language"),
        ai_players=_("commands.new.ai_players"),
        ai_level=_("commands.new.ai_level"),
    )
    @app_commands.describe(
        game=_("commands.new.game_help"),
        turn_limit=_("commands.new.turn_limit_help"),
        on_timeout=_("commands.new.on_timeout_help"),
        language=_("commands.new.language_help"),
        ai_players=_("commands.new.ai_players_help"),
        ai_level=_("commands.new.ai_level_help"),
    )
    @app_commands.choices(
        game=GAME_CHOICES,
        turn_limit=LIMIT_CHOICES,
        on_timeout=TIMEOUT_CHOICES,
        language=LANGUAGE_CHOICES,
        ai_level=AI_LEVEL_CHOICES,
    )
    @app_commands.guild_only()
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        turn_limit: str = "none",
        on_timeout: str | None = None,
        language: str | None = None,
        ai_players: app_commands.Range[int, 0, 9] = 0,
        ai_level: str = "normal",
    ):
        await self._remember(interaction)
        limit = TURN_LIMITS.get(turn_limit)
        if limit is None and on_timeout not in (None, "none"):  # nothing would ever time out
            choice = i18n.t(f"commands.on_timeout.{on_timeout}", await self.bot.router.user_language(interaction))
            text = i18n.t("bot.on_timeout_needs_limit", await self.bot.router.user_language(interaction), choice=choice)
            await self._say(interaction, text)
            return
        await self.bot.lobby.open_table(
            interaction,
            game,
            turn_limit=limit,
            on_timeout=(on_timeout or "skip") if limit else "none",
            language=language,
            ai_players=ai_players,
            ai_level=ai_level,
        )

    @table_command("join")
    async def join(self, interaction: discord.Interaction, game_id: int | None = None):
        await self._remember(interaction)
        table = await self._find(interaction, game_id, ("lobby",), elsewhere="bot.join_running")
        if table:
            await self.bot.lobby.join(interaction, table.id)

    @table_command("leave")
    async def leave(self, interaction: discord.Interaction, game_id: int | None = None):
        await self._remember(interaction)
        table = await self._find(interaction, game_id, ("lobby",), elsewhere="bot.leave_running")
        if table:
            await self.bot.lobby.leave(interaction, table.id)

    @table_command("start")
    async def start(self, interaction: discord.Interaction, game_id: int | None = None):
        await self._remember(interaction)
        table = await self._find(interaction, game_id, ("lobby",))
        if table:
            await self.bot.lobby.start(interaction, table.id)

    @table_command("status")
    async def status(self, interaction: discord.Interaction, game_id: int | None = None):
        await self._remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self._find(interaction, game_id, ("lobby", "active", "finished"))
        if table is None:
            return
        language = await self.bot.router.user_language(interaction)
        if table.state is None:
            await self._say(
                interaction, self.bot.delivery.lobby_text(table), allowed_mentions=discord.AllowedMentions.none()
            )
            return
        # the board with its controls, a fresh board message first if the stored one is gone
        reply = await self.bot.delivery.status(table, language)
        await self._say(interaction, reply.pop("content"), **reply)

    @table_command("hand")
    async def hand(self, interaction: discord.Interaction, game_id: int | None = None):
        await self._remember(interaction)
        table = await self._find(interaction, game_id, ("active",))
        if table:
            await self.bot.router.show_hand(interaction, table.id)

    @table_command("abandon")
    async def abandon(self, interaction: discord.Interaction, game_id: int | None = None):
        await self._remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self._find(interaction, game_id, damaged=True)
        if table:
            await self.bot.lobby.abandon(interaction, table)

    @table_command("undo")
    async def undo(self, interaction: discord.Interaction, game_id: int | None = None):
        await self._remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self._find(interaction, game_id, ("active",))
        if table is None:
            return
        language = await self.bot.router.user_language(interaction)
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            return await self._say(interaction, i18n.t("bot.not_a_player", language))
        async with self.bot.host.lock(table.id):
            try:
                table = await self.bot.host.undo(await self.bot.host.load(table.id), seat)
            except Refused as refusal:
                return await self._say(interaction, i18n.t(refusal.key, language))
            except StaleVersion:
                return await self._say(interaction, i18n.t("bot.stale_choice", language))
            header = "↩️ " + i18n.t("bot.undone", table.row.language, player=table.names[seat])
            await self.bot.delivery.post_board(table, header=header, actors_before=frozenset(table.actors()))
            await self.bot.delivery.schedule(table)
        await self._say(interaction, i18n.t("bot.undo_done", language))

    @app_commands.command(name=_("commands.list.name"), description=_("commands.list.description"))
    @app_commands.rename(page=_("commands.page.name"))
    @app_commands.describe(page=_("commands.page.help"))
    @app_commands.guild_only()
    async def list(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1):
        await self._remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = await self.bot.router.user_language(interaction)
        guild_id = interaction.guild_id
        assert guild_id is not None  # guild-only
        page_of = lambda s: self.bot.store.games_page_in_guild(guild_id, s, page=page, per_page=LIST_PAGE)  # noqa: E731
        listed = await self.readable_rows(page_of, ("lobby", "active"))
        if not listed:
            await self._say(interaction, i18n.t("bot.no_games", language))
            return
        lines = [i18n.t("bot.games_header", language)]
        lines += [clip(await self._list_line(row, language), LIST_LINE_MAX) for row in listed.rows]
        if listed.pages > 1:
            lines.append(
                i18n.t(
                    "bot.list_more",
                    language,
                    first=listed.first,
                    last=listed.first + len(listed.rows) - 1,
                    total=listed.total,
                    page=listed.page,
                    pages=listed.pages,
                    next=listed.page % listed.pages + 1,
                )
            )
        await self._say(interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())

    async def _list_line(self, row, language: str) -> str:
        game = i18n.t(f"games.{row.kind}.name", language)
        try:
            table = await self.bot.host.load(row.id)
        except Exception:  # no single game may break the listing
            log.warning("game %s not listed", row.id, exc_info=True)
            return i18n.t("bot.list_damaged", language, id=row.id, game=game)
        waiting = ", ".join(table.names[s] for s in sorted(table.actors())) or "—"
        return i18n.t(
            f"bot.list_{row.status}",
            language,
            id=row.id,
            game=game,
            channel=f"<#{table.channel_id}>",
            players=", ".join(table.names),
            waiting=waiting,
        )


class SalonCommands(commands.Cog):
    def __init__(self, bot: SalonBot):
        self.bot = bot

    @app_commands.command(name=_("commands.rules.name"), description=_("commands.rules.description"))
    @app_commands.rename(game=_("commands.new.game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str):
        await self.bot.people.remember(interaction)
        language = await self.bot.router.user_language(interaction)
        await interaction.response.send_message(i18n.t(f"rules.{game}", language), ephemeral=True)

    salon = app_commands.Group(name=_("commands.salon.name"), description=_("commands.salon.description"))

    @salon.command(name=_("commands.language_cmd.name"), description=_("commands.language_cmd.description"))
    @app_commands.rename(language=_("commands.new.language"))
    @app_commands.choices(language=LANGUAGE_CHOICES + [_choice("commands.language.auto", "auto")])
    async def language(self, interaction: discord.Interaction, language: str):
        await self.bot.people.remember(interaction)
        await self.bot.store.set_language(interaction.user.id, None if language == "auto" else language)
        now = await self.bot.router.user_language(interaction)
        await interaction.response.send_message(i18n.t("bot.language_set", now), ephemeral=True)

    @salon.command(name=_("commands.pings.name"), description=_("commands.pings.description"))
    @app_commands.rename(on=_("commands.pings.on"))
    async def pings(self, interaction: discord.Interaction, on: bool):
        await self.bot.people.remember(interaction)
        await self.bot.store.set_pings(interaction.user.id, on)
        language = await self.bot.router.user_language(interaction)
        await interaction.response.send_message(
            i18n.t("bot.pings_on" if on else "bot.pings_off", language), ephemeral=True
        )

    @salon.command(name=_("commands.dms.name"), description=_("commands.dms.description"))
    async def dms(self, interaction: discord.Interaction):
        await self.bot.people.remember(interaction)
        await self.bot.people.dms_worth_trying_again(interaction.user.id)
        language = await self.bot.router.user_language(interaction)
        await interaction.response.send_message(i18n.t("bot.dms_on", language), ephemeral=True)

    @salon.command(name=_("commands.stats.name"), description=_("commands.stats.description"))
    async def stats(self, interaction: discord.Interaction):
        await self.bot.people.remember(interaction)
        language = await self.bot.router.user_language(interaction)
        stats = await self.bot.store.user_stats(interaction.user.id, interaction.guild_id)
        if not stats:
            await interaction.response.send_message(i18n.t("bot.no_stats", language), ephemeral=True)
            return
        lines = [
            i18n.t("bot.stats_line", language, game=i18n.t(f"games.{kind}.name", language), **numbers)
            for kind, numbers in sorted(stats.items())
        ]
        await interaction.response.send_message("\n".join(lines), ephemeral=True)

    @salon.command(name=_("commands.forget.name"), description=_("commands.forget.description"))
    async def forget_me(self, interaction: discord.Interaction):
        # no people.remember here: asking to be forgotten stores nothing new
        await forget.ask(self.bot, interaction)


class CatalogueTranslator(app_commands.Translator):
    """Command names and descriptions from the catalogue (keys in locale_str extras)."""

    async def translate(self, string: locale_str, locale: discord.Locale, context) -> str | None:
        key = string.extras.get("key")
        language = str(locale.value).split("-")[0]
        if key is None or language not in i18n.LANGUAGES or language == "en":
            return None
        return i18n.t(key, language) if i18n.has(key, language) else None
