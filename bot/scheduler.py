"""Turn limits: the deadlines stored in the database, fired by one background task.

The task sleeps until the next deadline (at most a minute, so a deadline written by
someone else is noticed) and is restarted when an earlier one is set."""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

import i18n
from db.errors import DbError, StaleVersion
from engines.core import IllegalAction
from engines.core.contract import SYSTEM, timeout_action

from bot.host import DamagedGame, GameGone, Played, least_eventful
from bot.timers import ENGINE_TIMER

if TYPE_CHECKING:
    from bot.app import SalonBot

log = logging.getLogger(__name__)
MAX_SLEEP = 60.0


class Scheduler:
    def __init__(self, bot: "SalonBot"):
        self.bot = bot
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        self.wake()

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def wake(self) -> None:
        """(Re)start the sleeper so that it sees a newly set deadline."""
        if self._task is not None and asyncio.current_task() is self._task:
            return  # the loop itself set it; it looks for the next deadline right after
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = asyncio.get_running_loop().create_task(self._run(), name="salon-deadlines")

    async def _run(self) -> None:
        while True:
            try:
                await self.fire_due()
                due = await self.bot.store.next_deadline_due()
            except asyncio.CancelledError:
                raise
            except Exception:  # one bad game must not stop every timer
                log.exception("deadline loop failed; retrying in a minute")
                due = None
            delay = MAX_SLEEP if due is None else min(MAX_SLEEP, max(0.0, due - self.bot.now()))
            await asyncio.sleep(delay)

    async def fire_due(self) -> None:
        for deadline in await self.bot.store.due_deadlines(self.bot.now()):
            if not await self.bot.store.claim_deadline(deadline.game_id, deadline.deadline_id, deadline.version):
                continue  # another process (or an earlier pass) has it
            try:
                await self.fire(deadline)
            except (GameGone, DamagedGame, DbError):
                log.info("deadline for game %s dropped", deadline.game_id)

    async def fire(self, deadline) -> None:
        host = self.bot.host
        async with host.lock(deadline.game_id):
            table = await host.load(deadline.game_id)
            if table.row.status != "active" or table.version != deadline.version:
                return  # the game moved on since the timer was set
            if deadline.deadline_id.startswith(ENGINE_TIMER):
                await self._rules_timer(table, deadline.deadline_id.removeprefix(ENGINE_TIMER))
                return
            waiting = sorted(table.actors())
            if deadline.deadline_id == "remind":
                await self._remind(table, waiting)
                return
            events, actors_before = [], frozenset(waiting)
            stand_in = table.row.on_timeout == "ai"
            for seat in waiting:
                if seat not in table.actors():
                    continue
                try:
                    if stand_in:
                        played = await self.bot.ai_players.stand_in(table, seat)
                    else:
                        played = await host.play_for(table, seat, least_eventful)
                except (IllegalAction, StaleVersion):
                    log.warning("game %s: a move for a player out of time was refused", table.id)
                    continue
                table = played.table
                events.extend(played.events)
            names = ", ".join(table.names[s] for s in waiting)
            key = "bot.timed_out_ai" if stand_in else "bot.timed_out"
            header = "⏰ " + i18n.t(key, table.row.language, players=names)
            await self.bot.delivery.after_move(Played(table, tuple(events), actors_before), header=header)

    async def _rules_timer(self, table, timer_id: str) -> None:
        """A timer of the rules ran out (e.g. a race window): the system acts."""
        try:
            played = await self.bot.host.play(table, SYSTEM, timeout_action(timer_id), table.version)
        except IllegalAction:
            log.warning("game %s: the rules refused their own timer %s", table.id, timer_id)
            return
        await self.bot.delivery.after_move(played)

    async def _remind(self, table, waiting) -> None:
        mentions = [f"<@{uid}>" for s in waiting if (uid := table.user_of(s)) is not None]
        if not mentions:
            return
        left = self.bot.delivery.turn_limit_text(round(table.row.turn_limit * 0.25), table.row.language)
        text = "⏳ " + i18n.t("bot.reminder", table.row.language, players=", ".join(mentions), left=left)
        try:
            await self.bot.delivery.channel(table).send(
                text, allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False)
            )
        except Exception:
            log.info("game %s: reminder not posted", table.id)
