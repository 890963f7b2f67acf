"""Getting a game's news to people: the board in the thread, private notes by DM.

The thread stays quiet (bot.thread): about one board message per turn, edited in place
while the turn goes on; what a board message narrates and shows is recorded with its
delivery, so the next one tells every step since (from the stored steps).

If Discord refuses something here, nothing is lost: the database is already right and
records which version's board was posted; the sweep (at start, every minute, and when
woken) posts the boards that were committed but never posted, a deleted board message is
posted again, and /game status brings a fresh board when the stored one is gone. A game
whose thread was deleted, locked, archived or closed to the bot goes on in the channel it
was opened in.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
from dataclasses import replace
from typing import TYPE_CHECKING

import discord
from discord.ext import tasks

import i18n
from bot.components import build_view
from bot.host import DamagedGame, GameGone, default_seating
from bot.panels import board_controls, clip, lobby_controls, options_summary
from bot.presenters import presenter_for
from bot.presenters.base import MESSAGE_LIMIT, board_parts, shorten
from bot.tables import Table
from bot.thread import Board, board_change
from engines.core import SPECTATOR, Event, runner

if TYPE_CHECKING:
    from bot.app import SalonBot

log = logging.getLogger(__name__)

DM_CLOSED_CODES = (50007, 50278)
SWEEP_INTERVAL = 60.0  # how often every process looks for boards committed but never posted
SWEEP_GRACE = 10.0  # seconds the committing process has to post its own board before a sweep may
BOARD_LEASE = 60.0  # how long a claim on posting one board keeps other processes off it
GONE_OR_FORBIDDEN = (403, 404)  # the thread was deleted, or the bot may not send there
THREAD_CLOSED_CODES = (50083, 160005)  # 400s: the thread is archived, or locked by a moderator
SUMMARY_FILE = "summary.png"  # the compact summary a board message's embed shows below the full board


def _delivered(table: Table) -> bool:
    """Whether the board of the table's version was posted."""
    delivered = table.row.delivered_version
    return delivered is not None and delivered >= table.version


def _place_refuses_boards(error: discord.HTTPException) -> bool:
    """Whether Discord's answer means this place will not take the board, now or on retry."""
    return error.status in GONE_OR_FORBIDDEN or error.code in THREAD_CLOSED_CODES


def _board_file(table: Table) -> str:
    return f"{table.row.kind}-{table.id}-{table.version}.png"


def _narrated_since(table: Table) -> int:
    """The version after which the board message shown narrates (only the last step if unknown)."""
    return table.row.board_since if table.row.board_since is not None else table.version - 1


def _board_images(presenter, view: dict, language: str, names: list[str]) -> tuple[bytes, bytes]:
    """The full board and its compact summary, drawn from the same spectators' view."""
    return presenter.board_png(view, language, names), presenter.summary_png(view, language, names)


def _board_files(table: Table, images: tuple[bytes, bytes]) -> list[discord.File]:
    """A board message's files: the full board first (tests and people read it as the board
    image), then the summary, which its embed shows (`_summary_embed`)."""
    board, summary = images
    return [
        discord.File(io.BytesIO(board), filename=_board_file(table)),
        discord.File(io.BytesIO(summary), filename=SUMMARY_FILE),
    ]


def _summary_embed() -> discord.Embed:
    """Discord previews an attachment inline at about 550 x 350: a tall board shrinks until only
    its headers are legible, so the summary, in the preview's shape, follows it at full width."""
    return discord.Embed().set_image(url=f"attachment://{SUMMARY_FILE}")


def _nonce(table: Table) -> str:
    """Discord keeps one message per nonce for a few minutes: a board posted again by the
    sweep after a crash between posting and recording it is the same message. The
    position (never repeated, unlike the version after an undo) names the board."""
    return f"s{table.id}.{table.row.position}"[:25]


class Delivery:
    def __init__(self, bot: SalonBot):
        self.bot = bot
        # discord.py's own periodic task: its first round runs at once (the sweep at start)
        self._sweeper = tasks.loop(seconds=SWEEP_INTERVAL)(self._sweep_round)
        self._woken: asyncio.Task | None = None

    def channel(self, table: Table) -> discord.TextChannel | discord.Thread | discord.PartialMessageable:
        """Where the game is played: its thread, else the channel it was opened in."""
        found = self.bot.get_channel(table.channel_id)
        if isinstance(found, discord.TextChannel | discord.Thread):
            return found
        return self.bot.get_partial_messageable(table.channel_id)

    def lobby_channel(self, table: Table) -> discord.PartialMessageable:
        """Where the lobby message is: always the channel the table was opened in."""
        return self.bot.get_partial_messageable(table.row.channel_id)

    async def after_move(self, played, *, interaction: discord.Interaction | None = None, header: str = "") -> None:
        """Everything that follows a stored move: the board (a new message, the one shown
        edited, or nothing yet: bot.thread), private notes, a look at the timers (stored with
        the move), AI seats."""
        table = played.table
        presenter = presenter_for(table.row.kind)
        view = table.engine.view_for(table.state, SPECTATOR)
        change = await self._change(table, played, view, presenter, forced=bool(header))
        if change is Board.QUIET:  # the board message shown stays as it is; the next one tells this step
            await self.bot.store.mark_delivered(table.id, table.position, None)
        else:
            await self.post_board(table, actors_before=played.actors_before, header=header, edit=change is Board.EDIT)
        worthy = [e for e in played.events if e.to == "public" or presenter.private_worthy(e, view)]
        await self.notify_private(table, worthy, interaction=interaction)
        await self.schedule(table)
        self.bot.ai_players.kick(table)

    async def _change(self, table: Table, played, view: dict, presenter, *, forced: bool) -> Board:
        """What the step does to the thread (bot.thread), judged against the picture the board
        message shows. A board that was not delivered before this step (its post failed, an
        undo's board is missing) is never built on: a new one is posted."""
        row = table.row
        shown = None
        delivered_before = row.delivered_position is not None and row.delivered_position >= row.position - 1
        shows = row.board_shows
        if delivered_before and row.board_message_id and shows is not None and shows < table.version:
            shown = await self._view_at(table, shows)
        return board_change(
            shown=shown,
            view=view,
            worth_showing=presenter.posts_board(played.events, view),
            seat=played.seat,
            actors_before=played.actors_before,
            actors_after=table.actors(),
            people={s.seat for s in table.seats if not s.is_ai},
            finished=row.status != "active",
            forced=forced,
        )

    async def _view_at(self, table: Table, version: int) -> dict | None:
        """The spectators' view of the stored state of `version`; None if it cannot be read
        (then nothing is built on it)."""
        state = await self._past_state(table, version)
        try:
            return None if state is None else table.engine.view_for(state, SPECTATOR)
        except Exception:  # a state of the wrong shape (rebuilt from the log when the game is loaded)
            return None

    async def _past_state(self, table: Table, version: int):
        """The stored state of `version` (a snapshot and the steps after it replayed); None if
        it cannot be read or rebuilt."""
        try:
            return await self.bot.store.state_at(table.id, version, runner.rebuild)
        except Exception:  # an unreadable snapshot or log (rebuilt from the log when the game is loaded)
            return None

    # ------------------------------------------------------------ the board

    async def post_board(
        self,
        table: Table,
        events: tuple[Event, ...] | list[Event] | None = None,
        *,
        actors_before: frozenset[int] = frozenset(),
        header: str = "",
        claim: bool = True,
        edit: bool = False,
    ) -> discord.Message | None:
        """Post the public board of the table's version, narrating what happened since the
        last board message, naming (and pinging once) whoever must act; move the buttons from
        the previous board message to this one. `header`: the line a new board message opens
        with (an undo, a timeout); it is stored with the message, which keeps it whenever its
        text is rebuilt. `edit`: edit the board message shown instead (the same turn goes on:
        its header and narration so far, the new image). Delivered once per version: the
        process whose claim in the database succeeds posts and records it; a board that could
        not be posted is left to the sweep. `events`: what to narrate if not the stored steps
        since the last board message; `claim=False`: post it although it was posted before
        (its message is gone)."""
        store = self.bot.store
        if claim and not await store.claim_delivery(
            table.id,
            table.version,
            owner=self.bot.instance,
            now=self.bot.now(),
            lease=BOARD_LEASE,
            position=table.position,
        ):
            return None  # posted already, or another process is posting it
        row = table.row
        if edit or not claim:  # the board message shown, edited or posted again: its header and narration so far
            since = _narrated_since(table)
            header = row.board_header or ""
        else:  # a new one: the news since the image shown (an undo may have gone back before it)
            since = min(row.board_shows, table.version) if row.board_shows is not None else -1
        if events is None:
            events = await self.events_since(table, since)
        language = row.language
        presenter = presenter_for(row.kind)
        view = presenter.board_view(table.engine, table.state, events, language, table.plain_names)
        images = await asyncio.to_thread(_board_images, presenter, view, language, table.plain_names)

        lines = presenter.board_lines(view, events, language, table.names, header)
        tail: list[str] = []
        mentions: list[discord.abc.Snowflake] = []
        active = row.status == "active"
        if active:
            to_ping = []
            for seat in sorted(table.actors()):
                user_id = table.user_of(seat)
                if user_id is None:
                    continue
                if seat not in actors_before and (await store.user(user_id)).pings:
                    to_ping.append(f"<@{user_id}>")
                    mentions.append(discord.Object(user_id))
            if to_ping:
                tail.append(i18n.t("bot.your_move", language, players=", ".join(to_ping)))
        else:
            tail.extend(await self.result_lines(table))
        if since < 0 and (page := await self.bot.web.page_line(table.id, language)):  # the first board message
            tail.append(page)
        parts = board_parts(lines, tail)
        message = None
        if edit and len(parts) == 1:
            message = await self._edit_board(table, parts[0], images, active)
        if message is None:  # a new message (an edit too long for one message, or its message gone: the same text)
            message = await self._send_board(
                table, parts, images, mentions, active, nonce=_nonce(table) if claim else None
            )
        if message is not None and claim:
            await store.mark_delivered(
                table.id, table.position, message.id, owner=self.bot.instance, since=since, header=header
            )
        elif message is not None:  # the board of a version posted before: only its message is new
            await store.set_board_message(table.id, message.id)
        return message

    async def events_since(self, table: Table, since: int) -> list[Event]:
        """The events of the live steps after version `since`, oldest first (-1: the setup's too)."""
        texts = [step.events for step in await self.bot.store.steps(table.id, after=max(since, 0))]
        if since < 0:
            texts.insert(0, await self.bot.store.setup_events(table.id) or "[]")
        return [Event.from_json(e) for text in texts for e in json.loads(text)]

    async def _edit_board(
        self, table: Table, content: str, images: tuple[bytes, bytes], active: bool
    ) -> discord.Message | None:
        """Edit the board message shown in place, both of its images replaced; None if it is gone
        or closed to the bot (then a new one is posted, in the channel if need be)."""
        message_id = table.row.board_message_id
        if message_id is None:
            return None
        message = self.channel(table).get_partial_message(message_id)
        try:
            return await message.edit(
                content=content,
                attachments=_board_files(table, images),
                embed=_summary_embed(),
                view=self.board_view(table, table.row.language, active=active),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as error:
            log.info("game %s: board message not edited (%s); posting a new one", table.id, error.status)
            return None

    async def _send_board(self, table, parts, images, mentions, active, *, nonce: str | None) -> discord.Message | None:
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
                files=_board_files(table, images),
                embed=_summary_embed(),
                view=self.board_view(table, table.row.language, active=active),
                allowed_mentions=discord.AllowedMentions(users=mentions, roles=False, everyone=False),
                nonce=nonce,
            )

        played_in = self.channel(table)  # where the previous board is
        try:
            try:
                message = await send(played_in)
            except discord.HTTPException as error:
                if not table.row.thread_id or not _place_refuses_boards(error):
                    raise
                log.warning(
                    "game %s: its thread is gone or closed to the bot (%s); trying the channel", table.id, error.status
                )
                message = await send(self.lobby_channel(table))
                await self.leave_thread(table)
        except discord.HTTPException as error:
            log.warning("game %s: board not posted (%s); the sweep tries again", table.id, error.status)
            return None
        await self._retire_old_board(table, played_in)
        return message

    @staticmethod
    def board_view(table: Table, language: str, *, active: bool):
        """The buttons of a board (Take your turn, My hand), stamped with where the game is."""
        return build_view(table.id, table.position, board_controls(language, active=active)) or discord.utils.MISSING

    async def leave_thread(self, table: Table) -> None:
        """The game goes on in the channel it was opened in."""
        await self.bot.store.set_thread(table.id, None)
        table.row = replace(table.row, thread_id=None)

    async def _retire_old_board(self, table: Table, channel) -> None:
        old = table.row.board_message_id
        if not old:
            return
        try:
            await channel.get_partial_message(old).edit(view=None)
        except discord.HTTPException:
            pass  # deleted, or in a thread the game left: its buttons answer "out of date" anyway

    async def current_board(self, table: Table) -> discord.Message | None:
        """The game's board message with its buttons: the stored one if it is still there,
        else a fresh one posted now (it was deleted, its thread too, or it was never posted)."""
        message_id = table.row.board_message_id
        if message_id and _delivered(table):
            try:
                return await self.channel(table).fetch_message(message_id)
            except discord.NotFound:
                log.info("game %s: its board message is gone; posting a fresh one", table.id)
            except discord.HTTPException:
                return None  # there, but not readable now: nothing to repair
            return await self.repair(table.id, again=True)
        return await self.repair(table.id)

    async def thread_deleted(self, thread_id: int) -> None:
        """A game's thread was deleted: its board (with the buttons) comes back in the channel."""
        for row in await self.bot.store.games_in_channel(thread_id, ("active",)):
            if row.thread_id != thread_id:
                continue
            async with self.bot.host.lock(row.id):
                table = await self.bot.host.load(row.id)
                await self.leave_thread(table)
            log.info("game %s: its thread was deleted; the game goes on in the channel", row.id)
            await self.repair(row.id, again=True)

    async def messages_deleted(self, channel_id: int, message_ids: set[int]) -> None:
        """Messages were deleted (a moderator): if one was a game's board message, the board comes
        back with its buttons at once, as the board not yet posted if a newer one was pending."""
        for row in await self.bot.store.games_in_channel(channel_id, ("active",)):
            if row.board_message_id not in message_ids:
                continue
            log.info("game %s: its board message was deleted; posting it again", row.id)
            delivered = row.delivered_position is not None and row.delivered_position >= row.position
            await self.repair(row.id, again=delivered)

    async def status(self, table: Table, language: str) -> dict:
        """What /game status shows a user (privately): the board with its summary, as a board
        message shows them, its controls, and a link to the board message, posting a fresh one
        first if it is gone."""
        board = await self.current_board(table) if table.row.status == "active" else None
        table = await self.bot.host.load(table.id)
        presenter = presenter_for(table.row.kind)
        since = _narrated_since(table)
        events = await self.events_since(table, since)
        view = presenter.board_view(table.engine, table.state, events, table.row.language, table.plain_names)
        images = await asyncio.to_thread(_board_images, presenter, view, table.row.language, table.plain_names)
        lines = [presenter.status_line(view, language, table.names)]
        if table.row.status == "finished":
            lines += await self.result_lines(table)
        if page := await self.bot.web.page_line(table.id, language):
            lines.append(page)
        if board is not None:
            lines.append(board.jump_url)
        return {
            "content": shorten("\n".join(lines), MESSAGE_LIMIT),
            "files": _board_files(table, images),
            "embed": _summary_embed(),
            "view": self.board_view(table, language, active=table.row.status == "active"),
        }

    # ------------------------------------------------------------ the sweep

    def start_sweep(self) -> None:
        if not self._sweeper.is_running():
            self._sweeper.start()

    def stop_sweep(self) -> None:
        self._sweeper.cancel()
        if self._woken is not None:
            self._woken.cancel()

    def wake_sweep(self) -> None:
        """Sweep now (another process said something changed), unless a sweep is running."""
        if self._sweeper.is_running() and (self._woken is None or self._woken.done()):
            self._woken = asyncio.get_running_loop().create_task(self._sweep_round(), name="salon-delivery-sweep")

    async def _sweep_round(self) -> None:
        try:
            await self.sweep()
        except asyncio.CancelledError:
            raise
        except Exception:  # the next round tries again
            log.exception("the delivery sweep failed")

    async def sweep(self) -> int:
        """Post the boards that were committed but never posted (a crash between commit and
        post, a failed post); return how many this process posted."""
        posted = 0
        for game_id, _version in await self.bot.store.undelivered(limit=100):
            try:
                posted += await self.repair(game_id, grace=SWEEP_GRACE) is not None
            except (GameGone, DamagedGame):
                continue
            except Exception:  # one game must not keep the others' boards from being posted
                log.exception("game %s: board not repaired", game_id)
        return posted

    async def repair(self, game_id: int, *, grace: float = 0.0, again: bool = False) -> discord.Message | None:
        """Post the current board of a game whose board was not posted, narrating what
        happened since the last board message; `again`: post it even though it was (its
        message is gone)."""
        async with self.bot.host.lock(game_id):
            table = await self.bot.host.load(game_id)
            if table.state is None or (_delivered(table) and not again):
                return None
            if self.bot.now() - table.row.updated_at < grace:
                return None  # just committed: its own process is posting it
            message = await self.post_board(table, actors_before=await self._actors_shown(table), claim=not again)
        if message is not None:
            log.info("game %s: board of version %s posted by the sweep", game_id, table.version)
            self.bot.ai_players.kick(table)
        return message

    async def _actors_shown(self, table: Table) -> frozenset[int]:
        """Who had to act at the version the board message shows (they were pinged then);
        nobody if that state is gone: then everyone who must act is pinged."""
        shows = table.row.board_shows
        state = None if shows is None or shows > table.version else await self._past_state(table, shows)
        try:
            return frozenset(table.engine.actors(state)) if state is not None else frozenset()
        except Exception:  # an unreadable old state: ping everyone who must act
            return frozenset()

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
        players = (
            "\n".join(f"{i + 1}. {name}{self.seat_role_text(table, i, language)}" for i, name in enumerate(table.names))
            or "—"
        )
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
        """ " — lady, team 1" for games played in teams (the seating by order of joining)."""
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
        if seconds < 3600:  # a reminder a quarter of an hour before the end: "15 minutes", not "0.2 hours"
            return i18n.t("bot.minutes", language, n=max(1, round(seconds / 60)))
        return i18n.t("bot.hours", language, n=round(seconds / 3600))

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

    async def notify_private(self, table: Table, events, *, interaction: discord.Interaction | None = None) -> None:
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
        lines = [
            i18n.t("bot.private_header", language, game=i18n.t(f"games.{table.row.kind}.name", language), id=table.id)
        ]
        lines += presenter.private_lines(events, seat, language, table.names)
        lines.append(presenter.hand_text(view, language, table.names))
        png = await asyncio.to_thread(presenter.private_png, view, language, table.plain_names)
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
        scheduler looks again if one of them is due before its next look."""
        if table.row.status == "active":
            await self.bot.scheduler.timers_set(table.id)
