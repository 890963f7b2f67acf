"""/salon away until:<day>: a player goes away for at most 30 days (never by itself), and each
of their tables does meanwhile what its host chose in the lobby (bot.features.away.absences). Any action of
theirs brings them back early (SalonBot.on_interaction), as does `until:off`."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.features.away.absences import Absences, away_line
from bot.features.away.dates import MAX_DAYS, DateRefused, discord_time, parse_until, plain, shown_moment
from bot.play.host import GameHost
from bot.play.people import People
from bot.play.places import Places
from bot.play.tables import Table
from bot.runtime import clock
from bot.ui.slash import _
from db import Store

log = logging.getLogger(__name__)

# `until:off` in either language
OFF_WORDS = frozenset({"off", "back", "none", "end", "vypnout", "vypnuto", "zpet", "konec", "ne"})


class Away(commands.Cog):
    slash_group = "salon"

    def __init__(
        self,
        store: Store,
        people: People,
        host: GameHost,
        places: Places,
        absences: Absences,
        *,
        follow: Callable[[Table], Awaitable[None]],
        wake: Callable[[], None],
    ):
        self.store = store
        self.people = people
        self.host = host
        self.places = places
        self.absences = absences
        self.follow = follow  # the AI players look at a table (they may now play for the away player)
        self.wake = wake  # the scheduler looks again (a turn limit put off runs sooner)

    @app_commands.command(name=_("commands.away.name"), description=_("commands.away.description"))
    @app_commands.rename(until=_("commands.away.until"))
    @app_commands.describe(until=_("commands.away.until_help"))
    async def away(self, interaction: discord.Interaction, until: str | None = None):
        await self.people.remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = await self.people.user_language(interaction)
        user_id = interaction.user.id
        now = clock.now()
        if until is None:
            current = await self.store.away_until(user_id, now)
            text = self._away_text(current, language) if current else i18n.t("away.not_away", language)
            await interaction.followup.send(text, ephemeral=True)
            return
        if plain(until) in OFF_WORDS:
            ended = await self.absences.back(user_id)
            if ended is not None:
                self.wake()
            await interaction.followup.send(
                i18n.t("away.ended" if ended is not None else "away.not_away", language), ephemeral=True
            )
            return
        try:
            moment = parse_until(until, now)
        except DateRefused as refused:
            await interaction.followup.send(self._refusal(refused, until, now, language), ephemeral=True)
            return
        before = await self.store.set_away(user_id, since=now, until=moment)
        if before is not None:
            text = (
                i18n.t("away.moved", language, before=shown_moment(before), **_moment_params(moment))
                + "\n"
                + i18n.t("away.how_to_end", language)
            )
            await interaction.followup.send(text, ephemeral=True)
            return
        tables = await self._tables_of(user_id)
        await interaction.followup.send(self._away_text(moment, language, tables), ephemeral=True)
        for table in tables:  # the others see it at once, where they play
            await self._announce(table, user_id, moment)
            await self.follow(table)

    def _away_text(self, until: float, language: str, tables: list[Table] | None = None) -> str:
        lines = [i18n.t("away.set", language, **_moment_params(until))]
        if tables:
            paused = sum(1 for t in tables if t.row.on_away == "pause")
            played = len(tables) - paused
            if paused:
                lines.append(i18n.t("away.set_paused", language, count=paused))
            if played:
                lines.append(i18n.t("away.set_played", language, count=played))
        lines.append(i18n.t("away.how_to_end", language))
        return "\n".join(lines)

    @staticmethod
    def _refusal(refused: DateRefused, text: str, now: float, language: str) -> str:
        if refused.moment is None:
            return i18n.t(refused.code, language, text=discord.utils.escape_markdown(text[:100]))
        latest = discord_time(now + MAX_DAYS * 86400)
        return i18n.t(refused.code, language, until=shown_moment(refused.moment), latest=latest)

    async def _tables_of(self, user_id: int) -> list[Table]:
        tables = []
        for row in await self.store.games_of_user(user_id, ("active",)):
            try:
                tables.append(await self.host.load(row.id))
            except Exception:  # a damaged game is set aside by whoever meets it; the others go on
                log.info("game %s not loaded for an absence", row.id)
        return tables

    async def _announce(self, table: Table, user_id: int, until: float) -> None:
        seat = table.seat_of(user_id)
        if seat is None:
            return
        try:
            await self.places.channel(table).send(
                away_line(table, seat, until), allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException as error:
            log.info("game %s: absence not announced (%s)", table.id, error.status)


def _moment_params(moment: float) -> dict[str, str]:
    return {"until": shown_moment(moment), "in": discord_time(moment, "R")}
