"""/game list: the open and running tables of this server, a page at a time."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.play.host import GameHost
from bot.play.people import People
from bot.presenters.controls import clip
from bot.ui.slash import _, say
from bot.ui.table_finder import TableFinder
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
    async def list(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1):
        await self.people.remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = await self.people.user_language(interaction)
        guild_id = interaction.guild_id
        assert guild_id is not None  # guild-only
        page_of = lambda s: self.store.games_page_in_guild(guild_id, s, page=page, per_page=LIST_PAGE)  # noqa: E731
        listed = await self.finder.readable_rows(page_of, ("lobby", "active"))
        if not listed:
            await say(interaction, i18n.t("bot.no_games", language))
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
        await say(interaction, "\n".join(lines), allowed_mentions=discord.AllowedMentions.none())

    async def _list_line(self, row, language: str) -> str:
        game = i18n.t(f"games.{row.kind}.name", language)
        try:
            table = await self.host.load(row.id)
        except Exception:  # no single game may break the listing
            log.warning("game %s not listed", row.id, exc_info=True)
            return i18n.t("bot.list_damaged", language, id=row.id, game=game)
        waiting = ", ".join(table.names[s] for s in sorted(table.actors())) or "—"

        def line(players: str) -> str:
            return i18n.t(
                f"bot.list_{row.status}",
                language,
                id=row.id,
                game=game,
                channel=f"<#{table.channel_id}>",
                players=players,
                waiting=waiting,
            )

        return _names_that_fit(table.names, line, language)


def _names_that_fit(names: list[str], line, language: str) -> str:
    """`line(players)` naming every player if it fits a /game list line, else as many as fit
    and how many more there are ("A, B, C and 7 more")."""
    for shown in range(len(names), 0, -1):
        players = ", ".join(names[:shown])
        if shown < len(names):
            players = i18n.t("bot.names_and_more", language, names=players, more=len(names) - shown)
        if len(text := line(players)) <= LIST_LINE_MAX:
            return text
    return line(", ".join(names))  # not even one name fits beside the game's name: clipped
