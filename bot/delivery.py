"""Getting a game's news to people: the board in the thread, private notes by DM.

If Discord refuses something here, nothing is lost: the database is already right,
and the next board (or /game status) repairs what people see.
"""
from __future__ import annotations

import asyncio
import io
import json
import logging
from typing import TYPE_CHECKING

import discord

import i18n
from engines.core import SPECTATOR, Event

from bot.components import build_view
from bot.host import default_seating
from bot.panels import board_controls, clip, lobby_controls, options_summary
from bot.presenters import presenter_for
from bot.tables import Table

if TYPE_CHECKING:
    from bot.app import SalonBot

log = logging.getLogger(__name__)

DM_CLOSED_CODES = (50007, 50278)


class Delivery:
    def __init__(self, bot: "SalonBot"):
        self.bot = bot

    def channel(self, table: Table) -> discord.abc.Messageable:
        """Where the game is played: its thread, else the channel it was opened in."""
        return self.bot.get_channel(table.channel_id) or self.bot.get_partial_messageable(table.channel_id)

    def lobby_channel(self, table: Table) -> discord.abc.Messageable:
        """Where the lobby message is: always the channel the table was opened in."""
        return self.bot.get_partial_messageable(table.row.channel_id)

    async def after_move(self, played, *, interaction: discord.Interaction | None = None, header: str = "") -> None:
        """Everything that follows a stored move: the board, private notes, a look at the
        timers (stored with the move), AI seats."""
        table = played.table
        presenter = presenter_for(table.row.kind)
        view = table.engine.view_for(table.state, SPECTATOR)
        if header or presenter.posts_board(played.events, view):
            await self.post_board(table, played.events, actors_before=played.actors_before, header=header, view=view)
        worthy = [e for e in played.events if e.to == "public" or presenter.private_worthy(e, view)]
        await self.notify_private(table, worthy, interaction=interaction)
        await self.schedule(table)
        self.bot.ai_players.kick(table)

    # ------------------------------------------------------------ the board

    async def post_board(
        self,
        table: Table,
        events: tuple[Event, ...] | list[Event] = (),
        *,
        actors_before: frozenset[int] = frozenset(),
        header: str = "",
        view: dict | None = None,
    ) -> discord.Message | None:
        """Post the public board with a narration line, naming (and pinging once) whoever
        must act; move the buttons from the previous board message to this one.
        `view`: the spectators' view of the table's state, if the caller has it already."""
        language = table.row.language
        presenter = presenter_for(table.row.kind)
        if view is None:
            view = table.engine.view_for(table.state, SPECTATOR)
        png = await asyncio.to_thread(presenter.board_png, view, language, table.names)

        lines = [header] if header else []
        narration = presenter.narrate(events, language, table.names)
        if narration:
            lines.append(narration)
        lines.append(presenter.status_line(view, language, table.names))
        mentions: list[discord.abc.Snowflake] = []
        active = table.row.status == "active"
        if active:
            to_ping = []
            for seat in sorted(table.actors()):
                user_id = table.user_of(seat)
                if user_id is None:
                    continue
                if seat not in actors_before and (await self.bot.store.user(user_id)).pings:
                    to_ping.append(f"<@{user_id}>")
                    mentions.append(discord.Object(user_id))
            if to_ping:
                lines.append(i18n.t("bot.your_move", language, players=", ".join(to_ping)))
        else:
            lines.extend(await self.result_lines(table))
        content = clip("\n".join(lines), 2000)
        message = await self._send_board(table, content, png, mentions, active)
        return message

    async def _send_board(self, table, content, png, mentions, active) -> discord.Message | None:
        channel = self.channel(table)
        controls = board_controls(table.row.language, active=active)
        try:
            message = await channel.send(
                content,
                file=discord.File(io.BytesIO(png), filename=f"{table.row.kind}-{table.id}-{table.version}.png"),
                view=build_view(table.id, table.position, controls) or discord.utils.MISSING,
                allowed_mentions=discord.AllowedMentions(users=mentions, roles=False, everyone=False),
            )
        except discord.HTTPException as error:
            log.warning("game %s: board not posted (%s)", table.id, error.status)
            return None
        await self._retire_old_board(table)
        await self.bot.store.set_board_message(table.id, message.id)
        return message

    async def _retire_old_board(self, table: Table) -> None:
        old = table.row.board_message_id
        if not old:
            return
        try:
            await self.channel(table).get_partial_message(old).edit(view=None)
        except discord.HTTPException:
            pass  # deleted or not editable: its buttons answer "out of date" anyway

    async def result_lines(self, table: Table) -> list[str]:
        text = await self.bot.store.game_result(table.id)
        if not text:
            return []
        presenter = presenter_for(table.row.kind)
        language = table.row.language
        return [i18n.t("bot.final_scores", language)] + presenter.result_lines(json.loads(text), language, table.names)

    # ------------------------------------------------------------ the lobby

    def lobby_text(self, table: Table) -> str:
        language = table.row.language
        engine = table.engine
        title = i18n.t(f"games.{table.row.kind}.name", language)
        players = "\n".join(
            f"{i + 1}. {name}{self.seat_role_text(table, i, language)}" for i, name in enumerate(table.names)
        ) or "—"
        options = options_summary(table.row.kind, table.row.config, language)
        limit = self.turn_limit_text(table.row.turn_limit, language)
        return i18n.t(
            "bot.lobby",
            language,
            game=title,
            id=table.id,
            host=f"<@{table.row.host_id}>",
            players=players,
            low=min(engine.player_counts),
            high=max(engine.player_counts),
            options=options or "—",
            limit=limit,
        )

    @staticmethod
    def seat_role_text(table: Table, index: int, language: str) -> str:
        """" — lady, team 1" for games played in teams (the seating by order of joining)."""
        seating = default_seating(table.engine, len(table.seats))
        if not seating or index >= len(seating):
            return ""
        seat = seating[index]
        role = i18n.t(f"{table.row.kind}.role.{seat.role}", language) if seat.role else ""
        if seat.team is None:
            return f" — {role}" if role else ""
        return " — " + i18n.t("bot.seat_in_team", language, role=role, team=seat.team + 1)

    @staticmethod
    def turn_limit_text(seconds: int | None, language: str) -> str:
        if not seconds:
            return i18n.t("bot.no_turn_limit", language)
        if seconds % 86400 == 0:
            return i18n.t("bot.days", language, n=seconds // 86400)
        return i18n.t("bot.hours", language, n=round(seconds / 3600, 1) if seconds % 3600 else seconds // 3600)

    async def refresh_lobby(self, table: Table, message: discord.Message | discord.PartialMessage | None = None):
        """Edit the lobby message to show the current seats and options."""
        target = message
        if target is None and table.row.board_message_id:
            target = self.lobby_channel(table).get_partial_message(table.row.board_message_id)
        if target is None:
            return
        try:
            await target.edit(
                content=self.lobby_text(table),
                view=build_view(table.id, table.position, lobby_controls(table.row.language)),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:
            pass

    # ------------------------------------------------------------ private notes

    async def notify_private(
        self, table: Table, events, *, interaction: discord.Interaction | None = None
    ) -> None:
        """DM every seat whose private state changed; if the acting player's DMs are
        closed, show them the same in an ephemeral message instead."""
        seats = sorted({int(e.to.split(":")[1]) for e in events if e.to.startswith("seat:")})
        for seat in seats:
            user_id = table.user_of(seat)
            if user_id is None:
                continue
            own = interaction is not None and interaction.user.id == user_id
            await self.send_private(table, seat, user_id, events, fallback=interaction if own else None)

    async def private_message(self, table: Table, seat: int, user_id: int, events=()) -> tuple[str, bytes]:
        language = await self.bot.people.language(user_id, table.row.language)
        presenter = presenter_for(table.row.kind)
        view = table.engine.view_for(table.state, seat)
        lines = [i18n.t("bot.private_header", language, game=i18n.t(f"games.{table.row.kind}.name", language), id=table.id)]
        lines += presenter.private_lines(events, seat, language, table.names)
        lines.append(presenter.hand_text(view, language, table.names))
        png = await asyncio.to_thread(presenter.private_png, view, language, table.names)
        return clip("\n".join(lines), 2000), png

    async def send_private(self, table: Table, seat: int, user_id: int, events=(), *, fallback=None) -> bool:
        text, png = await self.private_message(table, seat, user_id, events)
        store = self.bot.store
        if await self.bot.people.may_dm(user_id):
            try:
                user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
                await user.send(text, file=discord.File(io.BytesIO(png), filename="hand.png"))
                await store.set_dms_ok(user_id, True)
                return True
            except discord.Forbidden as error:
                if error.code in DM_CLOSED_CODES:
                    await store.set_dms_ok(user_id, False)
                log.info("game %s: private note not delivered by DM (code %s)", table.id, error.code)
            except discord.HTTPException as error:
                log.info("game %s: private note not delivered by DM (status %s)", table.id, error.status)
        if fallback is not None:
            language = await self.bot.people.language(user_id, table.row.language)
            note = i18n.t("bot.dms_closed", language)
            await fallback.followup.send(
                clip(f"{note}\n{text}", 2000), file=discord.File(io.BytesIO(png), filename="hand.png"), ephemeral=True
            )
        return False

    # ------------------------------------------------------------ timers

    async def schedule(self, table: Table) -> None:
        """The move's transaction stored the timers its state wants (bot.timers); the
        scheduler only has to look again."""
        if table.row.status == "active":
            self.bot.scheduler.wake()
