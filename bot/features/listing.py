"""/game list: the open and running tables of this server, a page at a time."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.host import GameHost
from bot.panels import clip
from bot.people import People
from bot.slash import _, say
from bot.table_finder import TableFinder
from db import Store

LIST_PAGE = 10  # tables per /game list page
LIST_LINE_MAX = 180  # a page of such lines fits one message

log = logging.getLogger(__name__)


class Listing(commands.Cog):
    slash_group = "game"

    def __init__(self, store: Store, host: GameHost, people: People, finder: TableFinder):
        self.store = store
        self.host = host
        self.people = people
        self.finder = finder  # its rows that can be read

    @app_commands.command(name=_("commands.list.name"), description=_("commands.list.description"))
    @app_commands.rename(page=_("commands.page.name"))
    @app_commands.describe(page=_("commands.page.help"))
    @app_commands.guild_only()
    async def list(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1):
        await self.people.remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = await self.people.user_language(interaction)
        guild_id = interaction.guild_id
        assert guild_id is not None  # guild-only
        rows = await self.finder.readable_rows(lambda s: self.store.games_in_guild(guild_id, s), ("lobby", "active"))
        if not rows:
            await say(interaction, i18n.t("bot.no_games", language))
            return
        pages = -(-len(rows) // LIST_PAGE)
        page = min(page, pages)
        shown = rows[(page - 1) * LIST_PAGE : page * LIST_PAGE]
        lines = [i18n.t("bot.games_header", language)]
        lines += [clip(await self._list_line(row, language), LIST_LINE_MAX) for row in shown]
        if pages > 1:
            first = (page - 1) * LIST_PAGE + 1
            lines.append(
                i18n.t(
                    "bot.list_more",
                    language,
                    first=first,
                    last=first + len(shown) - 1,
                    total=len(rows),
                    page=page,
                    pages=pages,
                    next=page % pages + 1,
                )
            )
        await say(interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())

    async def _list_line(self, row, language: str) -> str:
        game = i18n.t(f"games.{row.kind}.name", language)
        try:
            table = await self.host.load(row.id)
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
