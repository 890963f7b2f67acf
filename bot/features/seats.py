"""Seats changing hands in a running game: /game resign (after a confirmation: an AI of the
table's level plays the seat on and the resigner is placed last; in a game of two the game ends
and the other wins) and /game replace (the host, or the seat's own player, hands a seat to
another member or to an AI, and an AI's seat to a person)."""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.autoplay.ai_players import STAND_IN_LEVEL
from bot.delivery.after_move import AfterMove
from bot.delivery.board_post import BoardPoster
from bot.delivery.private_notes import PrivateNotes
from bot.play.host import GameHost
from bot.play.people import People
from bot.play.places import Places
from bot.play.tables import Table
from bot.play.timers import turn_timers
from bot.presenters.controls import Control
from bot.record.resignations import resignation_result
from bot.runtime import clock
from bot.runtime.markdown import escaped
from bot.ui import verbs
from bot.ui.components import build_view
from bot.ui.membership import is_member
from bot.ui.slash import _, choice, say, table_command
from bot.ui.table_finder import TableFinder
from db import ResignedHere, SeatChanged, SeatTaken, SeenUser, Store, WrongStatus
from engines import ai

log = logging.getLogger(__name__)

AI_LEVEL_CHOICES = [choice(f"bot.ai_level.{level}", level) for level in ai.LEVELS]
MENTION = re.compile(r"<@!?(\d+)>|(\d{15,21})")


def table_level(table: Table) -> str:
    """The level an AI taking a seat plays at: that of the table's AI seats, else the stand-in's."""
    levels = [seat.ai_level for seat in table.seats if seat.is_ai and seat.ai_level in ai.LEVELS]
    return max(levels, key=ai.LEVELS.index) if levels else STAND_IN_LEVEL


def named_seat(table: Table, text: str) -> int | None:
    """The seat `text` names: its number (1-based) or its player (a mention or a user id)."""
    text = text.strip().lstrip("#")
    if text.isdigit() and len(text) <= 3:
        number = int(text)
        return number - 1 if 1 <= number <= len(table.seats) else None
    if match := MENTION.fullmatch(text):
        return table.seat_of(int(match.group(1) or match.group(2)))
    return None


def _not_running(table: Table, language: str) -> str:
    key = "seats.in_lobby" if table.row.status == "lobby" else "seats.game_over"
    return i18n.t(key, language, id=table.id)


@dataclass(eq=False)
class Seats(commands.Cog):
    slash_group = "game"

    store: Store
    host: GameHost
    people: People
    finder: TableFinder
    places: Places  # the table's notices
    boards: BoardPoster  # the final board of a game of two ended by a resignation
    notes: PrivateNotes  # the new holder's hand
    after_move: AfterMove  # its followers (AI seats, timers) look at the seat's new holder

    # ------------------------------------------------------------------ resign

    @table_command("resign")
    async def resign(self, interaction: discord.Interaction, game_id: int | None = None):
        found = await self.finder.find_deferred(interaction, game_id, ("active",))
        if found is None:
            return
        table, language = found
        if table.row.status != "active":
            return await say(interaction, _not_running(table, language))
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            return await say(interaction, i18n.t("bot.not_a_player", language))
        if len(table.seats) == 2:
            text = i18n.t("seats.resign_confirm_two", language, id=table.id, winner=table.names[1 - seat])
        else:
            level = i18n.t(f"bot.ai_level.{table_level(table)}", language)
            text = i18n.t("seats.resign_confirm", language, id=table.id, level=level)
        controls = (
            Control("button", verbs.RESIGN, label=i18n.t("seats.resign_button", language), style="danger"),
            Control("button", verbs.KEEP_SEAT, label=i18n.t("seats.keep_button", language)),
        )
        await say(interaction, text, view=build_view(table.id, table.position, controls))

    async def on_press(self, interaction: discord.Interaction, game_id: int, verb: str) -> None:
        """The answer to a resignation's question (a button of its private message)."""
        language = await self.people.user_language(interaction)
        if verb == verbs.KEEP_SEAT:
            await interaction.response.edit_message(content=i18n.t("seats.resign_kept", language), view=None)
            return
        await interaction.response.defer()
        key = await self._resign(interaction, game_id)
        await interaction.edit_original_response(content=i18n.t(key, language, id=game_id), view=None)

    async def _resign(self, interaction: discord.Interaction, game_id: int) -> str:
        """Resign the presser's seat; the key of what they are told."""
        user_id = interaction.user.id
        async with self.host.lock(game_id):
            table = await self.host.load(game_id)
            if table.row.status != "active":
                return "seats.game_over"
            seat = table.seat_of(user_id)
            if seat is None:
                return "bot.not_a_player"
            player, language = table.names[seat], table.row.language
            try:
                if len(table.seats) == 2:
                    winner = 1 - seat
                    await self.store.finish_by_resignation(
                        game_id,
                        seat,
                        expected_user_id=user_id,
                        result=resignation_result(seat, winner),
                        now=clock.now(),
                    )
                    header = i18n.t("seats.resigned_public_two", language, player=player, winner=table.names[winner])
                    table = await self.host.load(game_id)
                    await self.boards.post(table, header=header)  # the final board, with the result
                else:
                    level = table_level(table)
                    now = clock.now()
                    await self.store.hand_over_seat(
                        game_id,
                        seat,
                        expected_user_id=user_id,
                        ai_level=level,
                        resigned=True,
                        now=now,
                        turn_timers=turn_timers(table.row.turn_limit, table.row.on_timeout, now),
                    )
                    level_name = i18n.t(f"bot.ai_level.{level}", language)
                    text = i18n.t("seats.resigned_public", language, player=player, level=level_name)
                    table = await self.host.load(game_id)
                    await self._announce(table, text)
            except WrongStatus:
                return "seats.game_over"
            except SeatChanged:
                return "seats.changed_meanwhile"
            await self.after_move.follow(table)
        return "seats.resigned"

    # ------------------------------------------------------------------ replace

    @table_command("replace")
    @app_commands.rename(
        seat=_("commands.replace.seat.name"),
        member=_("commands.replace.with.name"),
        level=_("commands.replace.ai.name"),
    )
    @app_commands.describe(
        seat=_("commands.replace.seat.help"),
        member=_("commands.replace.with.help"),
        level=_("commands.replace.ai.help"),
    )
    @app_commands.choices(level=AI_LEVEL_CHOICES)
    async def replace(
        self,
        interaction: discord.Interaction,
        seat: str,
        member: discord.User | None = None,
        level: str | None = None,
        game_id: int | None = None,
    ):
        found = await self.finder.find_deferred(interaction, game_id, ("active",))
        if found is None:
            return
        table, language = found
        key, params = await self._replace(interaction, table, seat, member, level)
        await say(interaction, i18n.t(key, language, **params), allowed_mentions=discord.AllowedMentions.none())

    async def _replace(
        self, interaction: discord.Interaction, table: Table, seat_text: str, member: discord.User | None, level
    ) -> tuple[str, dict]:
        """Hand the seat over if it may be; the key of what the user is told, and its values."""
        if table.row.status == "lobby":
            return "seats.in_lobby", {"id": table.id}
        if table.row.status != "active":
            return "seats.game_over", {}
        if (member is None) == (level is None) or (level is not None and level not in ai.LEVELS):
            return "seats.choose_one", {}
        seat = named_seat(table, seat_text)
        if seat is None:
            if match := MENTION.fullmatch(seat_text.strip()):  # shown as a mention: their name, no ping
                return "seats.not_seated", {"player": f"<@{match.group(1) or match.group(2)}>"}
            return "seats.no_such_seat", {"seat": escaped(seat_text.strip()[:40]), "count": len(table.seats)}
        holder = table.user_of(seat)
        if interaction.user.id not in (table.row.host_id, holder):
            return "seats.replace_not_allowed", {}
        if level is not None and interaction.user.id != table.row.host_id:  # giving up a seat is resigning
            return "seats.use_resign", {}
        if member is not None:
            name = escaped(getattr(member, "display_name", None) or member.name)
            if member.bot:
                return "seats.is_bot", {"player": name}
            if table.seat_of(member.id) is not None:
                return "seats.already_seated", {"player": name}
            if not await is_member(interaction.guild, member.id):
                return "seats.not_member", {"player": name}
            seen = SeenUser(
                getattr(member, "global_name", None) or member.name,
                guild_id=interaction.guild_id,
                guild_name=getattr(member, "display_name", None) or member.name,
            )
            await self.store.remember_user(member.id, seen)  # their name on this server's board from now on
        async with self.host.lock(table.id):
            before = table.names[seat]
            now = clock.now()
            try:
                await self.store.hand_over_seat(
                    table.id,
                    seat,
                    expected_user_id=holder,
                    user_id=member.id if member is not None else None,
                    ai_level=level,
                    now=now,
                    turn_timers=turn_timers(table.row.turn_limit, table.row.on_timeout, now),
                )
            except SeatTaken:
                return "seats.already_seated", {"player": escaped(member.display_name if member else "")}
            except ResignedHere:
                return "seats.resigned_here", {"player": escaped(member.display_name if member else "")}
            except SeatChanged:
                return "seats.changed_meanwhile", {}
            except WrongStatus:
                return "seats.game_over", {}
            table = await self.host.load(table.id)
            newcomer = f"<@{member.id}>" if member is not None else table.names[seat]
            text = i18n.t("seats.replaced_public", table.row.language, seat=seat + 1, before=before, player=newcomer)
            await self._announce(table, text, ping=member)
            if member is not None:  # their seat's hand, privately, as a player gets it at the start
                await self.notes.send(table, seat, member.id)
            await self.after_move.follow(table)
        return "seats.replaced", {"seat": seat + 1, "player": table.names[seat]}

    async def _announce(self, table: Table, text: str, *, ping: discord.abc.Snowflake | None = None) -> None:
        """Tell the table (and ping the seat's new person, whose turn it may be)."""
        mentions = discord.AllowedMentions(users=[ping] if ping else False, roles=False, everyone=False)
        try:
            await self.places.channel(table).send(text, allowed_mentions=mentions)
        except discord.HTTPException:
            log.info("game %s: a change of seat could not be announced", table.id)
