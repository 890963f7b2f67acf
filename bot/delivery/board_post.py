"""Posting a game's board: a new board message in the thread (or the board message shown,
edited), naming and pinging whoever must act, with the buttons, recorded as delivered. The
board message before it keeps its buttons: taking them off would cost a request of the token's
budget for every new board, and a press there answers that the board is out of date.

If Discord refuses something here, or the board cannot be drawn, nothing is lost: the database
is already right and records which version's board was posted; bot.delivery.repair posts the
boards committed but never posted (and a deleted board message again). A game whose thread was
deleted, locked, archived or closed to the bot goes on in the channel it was opened in.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence

import discord

import i18n
from bot.delivery import board_message
from bot.play.places import Places
from bot.play.tables import Table
from bot.play.timers import TURN as TURN_TIMER
from bot.presenters import presenter_for
from bot.presenters.base import board_parts
from bot.presenters.drawing import DrawingFailed
from bot.runtime import clock
from bot.web.companion import WebCompanion
from db import Store
from db.delivery import BoardNews, PostedBoard
from db.turns import DueNotice
from engines.core import Event

log = logging.getLogger(__name__)

BOARD_LEASE = 60.0  # how long a claim on posting one board keeps other processes off it
GONE_OR_FORBIDDEN = (403, 404)  # the thread was deleted, or the bot may not send there
THREAD_CLOSED_CODES = (50083, 160005)  # 400s: the thread is archived, or locked by a moderator


def _place_refuses_boards(error: discord.HTTPException) -> bool:
    """Whether Discord's answer means this place will not take the board, now or on retry."""
    return error.status in GONE_OR_FORBIDDEN or error.code in THREAD_CLOSED_CODES


def _nonce(table: Table) -> str:
    """Discord keeps one message per nonce for a few minutes: a board posted again by the
    sweep after a crash between posting and recording it is the same message. The
    position (never repeated, unlike the version after an undo) names the board."""
    return f"s{table.id}.{table.row.position}"[:25]


class BoardPoster:
    def __init__(
        self,
        store: Store,
        places: Places,
        instance: str,
        web: WebCompanion,
        *,
        away_lines: Callable[[Table], Awaitable[list[str]]] | None = None,
        stand_ins: Callable[[Table], Awaitable[frozenset[int]]] | None = None,
    ):
        self.store = store
        self.away_lines = away_lines  # "💤 Anna is away until …" for a running table (bot.features.away.absences)
        self.stand_ins = stand_ins  # seats the AI plays for while their person is away: not pinged
        self.places = places
        self.instance = instance  # who claims the delivery, among the processes on this database
        self.web = web  # the game page's link, on the thread's first board

    async def post(
        self,
        table: Table,
        events: tuple[Event, ...] | list[Event] | None = None,
        *,
        actors_before: frozenset[int] = frozenset(),
        header: str = "",
        claim: bool = True,
        edit: bool = False,
        due: list | None = None,
    ) -> discord.Message | None:
        """Post the public board of the table's version, narrating what happened since the
        last board message, naming (and pinging once) whoever must act, with the buttons
        (the previous board message keeps its own, out of date). `header`: the line a new board message opens
        with (an undo, a timeout); it is stored with the message, which keeps it whenever its
        text is rebuilt. `edit`: edit the board message shown instead (the same turn goes on:
        its header and narration so far, the new image). Delivered once per version: the
        process whose claim in the database succeeds posts and records it; a board that could
        not be posted is left to the sweep. `events`: what to narrate if not the stored steps
        since the last board message; `claim=False`: post it although it was posted before
        (its message is gone). A table with a move's news (`table.news`: what the move's own
        transaction claimed and read back) is neither claimed nor read again, and what follows
        the post is written in one round trip; `due` is given the game's notices still due then,
        claimed for this process to tell."""
        store = self.store
        news = table.news if claim else None
        if news is not None and not news.claimed:  # another process holds the board's lease: it posts
            await store.release_notices(news.pings, claimer=self.instance)
            return None
        if (
            news is None
            and claim
            and not await store.claim_delivery(
                table.id,
                table.version,
                owner=self.instance,
                now=clock.now(),
                lease=BOARD_LEASE,
                position=table.position,
            )
        ):
            return None  # posted already, or another process is posting it
        row = table.row
        language = row.language
        active = row.status == "active"
        status_lines = await self._status_lines(table, news)
        if edit or not claim:  # the board message shown, edited or posted again: its header and narration so far
            since, header_shown = board_message.narrated_since(table), row.board_header or ""
        else:  # a new one: the news since the image shown (an undo may have gone back before it)
            since, header_shown = (min(row.board_shows, table.version) if row.board_shows is not None else -1), header
        view, lines = await self._narrated(table, news, events, since, header_shown)
        if edit and claim and row.board_shows is not None and len(board_parts(lines, status_lines)) > 1:
            # the turn's narration so far no longer fits one message: a new board message goes on
            # from the image shown (one request), rather than the whole narration again in several
            edit, since, header_shown = False, min(row.board_shows, table.version), header
            view, lines = await self._narrated(table, news, events, since, header_shown)
        try:
            images = await board_message.board_images(table, view)
        except DrawingFailed:  # the move stands; its board is left undrawn, for the sweep to post
            if news is not None:
                await store.release_notices(news.pings, claimer=self.instance)
            return None

        tail: list[str] = []
        pinged: list[DueNotice] = []
        if active and not edit:  # an edit pings nobody: those turns are told by bot.features.notices
            stand_ins = await self.stand_ins(table) if self.stand_ins is not None else frozenset()
            claimed = list(news.pings) if news is not None else await self._claim_pings(table)
            pinged = [n for n in claimed if n.seat not in stand_ins]  # away: the AI plays
        for last in (False, True):
            players = ", ".join(f"<@{n.user_id}>" for n in pinged if n.last is last)
            if players:
                tail.append(i18n.t("notices.board_last" if last else "bot.your_move", language, players=players))
        mentions: list[discord.abc.Snowflake] = [discord.Object(n.user_id) for n in pinged]
        tail.extend(status_lines)
        if since < 0 and (page := await self.web.page_line(table.id, language)):  # the first board message
            tail.append(page)
        parts = board_parts(lines, tail)
        message = None
        if edit and len(parts) == 1:
            message = await self._edit(table, parts[0], images, active)
        if message is None:  # a new message (an edit whose message is gone: the same text)
            message = await self._send(table, parts, images, mentions, active, nonce=_nonce(table) if claim else None)
        if news is not None:
            if message is not None:  # its pings told; the turns an edit did not tell go to bot.features.notices
                still_due = await store.board_delivered(
                    table.id,
                    table.position,
                    PostedBoard(message.id, since, header_shown),
                    owner=self.instance,
                    told=pinged,
                    released=news.pings if edit else (),
                    claimer=self.instance,
                    now=clock.now(),
                    lease=BOARD_LEASE,
                )
                if due is not None:
                    due.append(still_due)
            return message  # not sent: the claims lapse, the sweep posts it and the notices go alone
        for notice in pinged if message is not None else ():  # not sent: the claims lapse, the notices go alone
            await store.notice_done(notice)
        if message is not None and claim:
            await store.mark_delivered(
                table.id, table.position, PostedBoard(message.id, since, header_shown), owner=self.instance
            )
        elif message is not None:  # the board of a version posted before: only its message is new
            await store.set_board_message(table.id, message.id)
        return message

    async def _status_lines(self, table: Table, news: BoardNews | None) -> list[str]:
        """The lines that close a board message after its pings: when the turn ends, a vote under
        way, who is away; the result once the game is over."""
        store, row, language = self.store, table.row, table.row.language
        if row.status != "active":
            return await board_message.result_lines(store, table)
        lines = []
        if row.turn_limit and (ends := await self._turn_ends(table, news)) is not None:
            # the moment itself, as a Discord timestamp: each reader sees it in their own time zone
            lines.append(i18n.t("notices.turn_ends", language, ends=str(int(ends))))
        if vote := await board_message.vote_line(store, table):
            lines.append(vote)
        if self.away_lines is not None:
            lines.extend(await self.away_lines(table))
        return lines

    async def _narrated(
        self, table: Table, news: BoardNews | None, events: Sequence[Event] | None, since: int, header: str
    ) -> tuple[dict, list[str]]:
        """The board's view and a board message's lines (`header`, then the narration): of `events`
        if given, else of the steps after version `since` (from the move's news when it holds them)."""
        if events is None and news is not None and news.steps_after <= since:
            events = board_message.events_of(news.steps, since, news.setup_events)
        if events is None:
            events = await board_message.events_since(self.store, table, since)
        presenter, language = presenter_for(table.row.kind), table.row.language
        view = presenter.board_view(table.engine, table.state, events, language, table.plain_names)
        return view, presenter.board_lines(view, events, language, table.names, header)

    async def quiet(self, table: Table, news: BoardNews | None, *, due: list | None = None) -> None:
        """A step the board message shown stays as it is for: recorded as delivered (the next
        board message tells it), and the pings the move claimed left to bot.features.notices
        (`due` is given the game's notices still due then, claimed for this process)."""
        if news is None:
            await self.store.mark_delivered(table.id, table.position, None)
        else:
            owner = self.instance if news.claimed else None
            still_due = await self.store.board_delivered(
                table.id,
                table.position,
                None,
                owner=owner,
                released=news.pings,
                claimer=self.instance,
                now=clock.now(),
                lease=BOARD_LEASE,
            )
            if due is not None:
                due.append(still_due)

    async def _turn_ends(self, table: Table, news: BoardNews | None = None) -> float | None:
        """When the turn limit of the players to act runs out (None: no such timer now)."""
        for deadline in news.deadlines if news is not None else await self.store.deadlines(table.id):
            if deadline.deadline_id == TURN_TIMER:
                return deadline.due
        return None

    async def _claim_pings(self, table: Table) -> list[DueNotice]:
        """The turns this board tells by a ping: those of players who chose pings, not told
        yet, claimed (db.turns) so that no other message tells them too."""
        claimed = []
        for notice in await self.store.due_notices(table.id):
            if notice.choice != "ping" or notice.seat not in table.actors():
                continue
            if await self.store.claim_notice(notice, owner=self.instance, now=clock.now(), lease=BOARD_LEASE):
                claimed.append(notice)
        return claimed

    async def _edit(
        self, table: Table, content: str, images: board_message.BoardImages, active: bool
    ) -> discord.Message | None:
        """Edit the board message shown in place, both of its images replaced; None if it is gone
        or closed to the bot (then a new one is posted, in the channel if need be)."""
        message_id = table.row.board_message_id
        if message_id is None:
            return None
        message = self.places.channel(table).get_partial_message(message_id)
        try:
            return await message.edit(
                content=content,
                attachments=board_message.board_files(table, images),
                embed=board_message.summary_embed(),
                view=board_message.board_buttons(
                    table, table.row.language, active=active, activity=self.web.activity() is not None
                ),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as error:
            log.info("game %s: board message not edited (%s); posting a new one", table.id, error.status)
            return None

    async def _send(self, table, parts, images, mentions, active, *, nonce: str | None) -> discord.Message | None:
        """Send the board where the game is played: the board message carries the last part
        of its text (the parts before it, if the text is longer than a message, go first).
        If its thread is gone or closed to the bot, the game goes on in the channel it was
        opened in (remembered once the channel took the board)."""

        async def send(channel):
            for number, part in enumerate(parts[:-1]):
                await channel.send(
                    part,
                    allowed_mentions=discord.AllowedMentions.none(),
                    nonce=f"{nonce}.{number}"[:25] if nonce else None,
                )
            return await channel.send(
                parts[-1],
                files=board_message.board_files(table, images),
                embed=board_message.summary_embed(),
                view=board_message.board_buttons(
                    table, table.row.language, active=active, activity=self.web.activity() is not None
                ),
                allowed_mentions=discord.AllowedMentions(users=mentions, roles=False, everyone=False),
                nonce=nonce,
            )

        played_in = self.places.channel(table)  # where the previous board is
        try:
            try:
                message = await send(played_in)
            except discord.HTTPException as error:
                if not table.row.thread_id or not _place_refuses_boards(error):
                    raise
                log.warning(
                    "game %s: its thread is gone or closed to the bot (%s); trying the channel", table.id, error.status
                )
                message = await send(self.places.lobby_channel(table))
                await self.places.leave_thread(table)
        except discord.HTTPException as error:
            log.warning("game %s: board not posted (%s); the sweep tries again", table.id, error.status)
            return None
        return message
