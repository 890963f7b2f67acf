"""Boards committed but never posted (a crash between commit and post, a failed post, a deleted
board message or thread) are posted from the database: by a sweep in every process (at start,
every minute, and when woken), when a thread or a board message is deleted, and when /game
status finds the board message gone."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from bot.delivery import board_message
from bot.delivery.board_post import BoardPoster
from bot.play.host import DamagedGame, GameGone, GameHost
from bot.play.places import Places
from bot.play.tables import Table
from bot.runtime import clock
from bot.runtime.background import Background
from db import Store

log = logging.getLogger(__name__)

SWEEP_INTERVAL = 60.0  # how often every process looks for boards committed but never posted
SWEEP_GRACE = 10.0  # seconds the committing process has to post its own board before a sweep may


class Repairs:
    def __init__(
        self,
        store: Store,
        host: GameHost,
        boards: BoardPoster,
        places: Places,
        kick: Callable[[Table], None],
        *,
        client: discord.Client,
    ):
        self.store = store
        self.host = host
        self.boards = boards
        self.places = places
        self.kick = kick  # the AI seats look at a game whose board was posted again
        # one loop from start to stop (bot.runtime.background): its first round runs at once (the sweep
        # at start), and a wake during a round makes it sweep again once that round is done
        self._sweeper = Background("salon-delivery-sweep", self._sweep_round, retry_after=SWEEP_INTERVAL, client=client)
        # what else each round of the sweep catches up on once the boards are posted (the turns'
        # notices, bot.features.notices); set by the composition root
        self.after_sweep: list[Callable[[], Awaitable[object]]] = []

    async def repair(self, game_id: int, *, grace: float = 0.0, again: bool = False) -> discord.Message | None:
        """Post the current board of a game whose board was not posted, narrating what
        happened since the last board message; `again`: post it even though it was (its
        message is gone)."""
        async with self.host.lock(game_id):
            table = await self.host.load(game_id)
            if table.state is None or (board_message.delivered(table) and not again):
                return None
            if clock.now() - table.row.updated_at < grace:
                return None  # just committed: its own process is posting it
            message = await self.boards.post(table, actors_before=await self._actors_shown(table), claim=not again)
        if message is not None:
            log.info("game %s: board of version %s posted by the sweep", game_id, table.version)
            self.kick(table)
        return message

    async def _actors_shown(self, table: Table) -> frozenset[int]:
        """Who had to act at the version the board message shows (they were pinged then);
        nobody if that state is gone: then everyone who must act is pinged."""
        shows = table.row.board_shows
        state = (
            None if shows is None or shows > table.version else await board_message.past_state(self.store, table, shows)
        )
        try:
            return frozenset(table.engine.actors(state)) if state is not None else frozenset()
        except Exception:  # an unreadable old state: ping everyone who must act
            return frozenset()

    async def current_board(self, table: Table) -> discord.Message | None:
        """The game's board message with its buttons: the stored one if it is still there,
        else a fresh one posted now (it was deleted, its thread too, or it was never posted)."""
        message_id = table.row.board_message_id
        if message_id and board_message.delivered(table):
            try:
                return await self.places.channel(table).fetch_message(message_id)
            except discord.NotFound:
                log.info("game %s: its board message is gone; posting a fresh one", table.id)
            except discord.HTTPException:
                return None  # there, but not readable now: nothing to repair
            return await self.repair(table.id, again=True)
        return await self.repair(table.id)

    async def thread_deleted(self, thread_id: int) -> None:
        """A game's thread was deleted: its board (with the buttons) comes back in the channel."""
        for row in await self.store.games_in_channel(thread_id, ("active",)):
            if row.thread_id != thread_id:
                continue
            async with self.host.lock(row.id):
                table = await self.host.load(row.id)
                await self.places.leave_thread(table)
            log.info("game %s: its thread was deleted; the game goes on in the channel", row.id)
            await self.repair(row.id, again=True)

    async def messages_deleted(self, channel_id: int, message_ids: set[int]) -> None:
        """Messages were deleted (a moderator): if one was a game's board message, the board comes
        back with its buttons at once, as the board not yet posted if a newer one was pending."""
        for row in await self.store.games_in_channel(channel_id, ("active",)):
            if row.board_message_id not in message_ids:
                continue
            log.info("game %s: its board message was deleted; posting it again", row.id)
            delivered = row.delivered_position is not None and row.delivered_position >= row.position
            await self.repair(row.id, again=delivered)

    # ------------------------------------------------------------ the sweep

    def start_sweep(self) -> None:
        self._sweeper.start()

    def stop_sweep(self) -> None:
        self._sweeper.stop()

    def wake_sweep(self) -> None:
        """Sweep now (another process said something changed); during a sweep, once more after it."""
        if self._sweeper.running:
            self._sweeper.wake()

    async def _sweep_round(self) -> float:
        await self.sweep()
        return SWEEP_INTERVAL

    async def sweep(self) -> int:
        """Post the boards that were committed but never posted (a crash between commit and
        post, a failed post); return how many this process posted."""
        posted = 0
        for game_id, _version in await self.store.undelivered(limit=100):
            try:
                posted += await self.repair(game_id, grace=SWEEP_GRACE) is not None
            except (GameGone, DamagedGame):
                continue
            except Exception:  # one game must not keep the others' boards from being posted
                log.exception("game %s: board not repaired", game_id)
        for catch_up in self.after_sweep:
            await catch_up()
        return posted
