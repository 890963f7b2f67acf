"""Turn limits and the rules' timers: the deadlines stored in the database, fired by
one background task in every process.

Each timer acts exactly once whichever process fires it: a timeout or a rules timer
is consumed by the very transaction of the move it causes (`fired=`), so a second
process firing the same deadline gets StaleVersion and does nothing; a reminder is
claimed (deleted) first and sent only by the process whose claim removed the row.
The task naps until the next deadline (at most a minute, so a deadline written by
another process is noticed even without a wake-up). It is woken when the earliest due time
may have become earlier — a timer set, here or in another process, that is due before it
would look anyway, or a turn limit given back by a player who returns — and otherwise
sleeps until it (bot.runtime.background: a wake is never lost).

A table's own timers (`table.*`, a cancel vote's 48 hours) are not the state's: a move leaves
them as they are, and the scheduler hands each to its owner (`table_timers`, filled by the
composition root), whose transaction deletes the timer and acts, so one process acts."""

from __future__ import annotations

import logging
import math
from collections.abc import Awaitable, Callable

import discord

import i18n
from bot.autoplay.ai_players import STAND_IN_LEVEL, decide_off_loop
from bot.autoplay.ai_pool import AIPool
from bot.delivery.after_move import AfterMove
from bot.play.host import DamagedGame, GameGone, GameHost, Played, least_eventful
from bot.play.places import Places
from bot.play.tables import Table
from bot.play.timers import ENGINE_TIMER, REMIND, reminder_is_stale, reminder_left, turn_limit_text
from bot.runtime import clock
from bot.runtime.background import Background
from db import Store
from db.deadlines import TABLE_TIMER
from db.errors import DbError, StaleVersion
from db.rows import DeadlineRow
from engines.core import IllegalAction
from engines.core.contract import SYSTEM, timeout_action

log = logging.getLogger(__name__)
MAX_SLEEP = 60.0


class Scheduler:
    def __init__(
        self,
        store: Store,
        host: GameHost,
        after_move: AfterMove,
        places: Places,
        *,
        client: discord.Client,
        ai_pool: AIPool,
        put_off: Callable[[DeadlineRow, Table], Awaitable[bool]] | None = None,
    ):
        self.store = store
        # whether a due timer waits instead (its player is away: bot.features.away.absences), asked before it fires
        self.put_off = put_off
        self.host = host
        self.after_move = after_move  # a timeout's moves are delivered like any other
        self.places = places  # where reminders go
        self.ai_pool = ai_pool  # a stand-in for a player out of time thinks there, off the event loop
        # it naps in the client's wait for its wake-up (bot.runtime.background)
        self._loop = Background("salon-deadlines", self._round, retry_after=MAX_SLEEP, client=client)
        self._next_look = -math.inf  # when the nap ends (infinite while a round runs)
        # the table's own timers (db.deadlines.TABLE_TIMER), by id: their owner acts, once (True)
        self.table_timers: dict[str, Callable[[DeadlineRow], Awaitable[bool]]] = {}

    def start(self) -> None:
        self._loop.start()

    def stop(self) -> None:
        self._loop.stop()

    def wake(self) -> None:
        """Look at the deadlines now (one was set, here or in another process)."""
        self._loop.wake()

    def wake_before(self, due: float) -> None:
        """A timer due at `due` was set: look now if that is before the next look."""
        if due < self._next_look:
            self.wake()

    def woken(self, payload: str) -> None:
        """Another process (or this one) stored timers; the store's wake-up says the earliest."""
        try:
            self.wake_before(float(payload))
        except ValueError:
            self.wake()

    async def timers_set(self, game_id: int, timers: tuple[DeadlineRow, ...] | None = None) -> None:
        """A start, move or undo of this process stored the game's timers (`timers`, if its
        transaction read them back): look again if one is due before the next look."""
        if timers is None:
            timers = tuple(await self.store.deadlines(game_id))
        if timers:
            self.wake_before(timers[0].due)

    async def schedule(self, table: Table) -> None:
        """A move's transaction stored the timers its state wants (bot.play.timers): look again if
        one is due before the next look (a follower of bot.delivery.after_move)."""
        if table.row.status == "active":
            await self.timers_set(table.id, table.news.deadlines if table.news is not None else None)

    async def _round(self) -> float:
        self._next_look = math.inf  # a timer set while this round runs is looked at again
        await self.fire_due()
        due = await self.store.next_deadline_due()
        nap = MAX_SLEEP if due is None else min(MAX_SLEEP, max(0.0, due - clock.now()))
        self._next_look = clock.now() + nap
        return nap

    async def fire_due(self) -> int:
        """Fire every due deadline this process wins; return how many it fired."""
        fired = 0
        for deadline in await self.store.due_deadlines(clock.now()):
            try:
                fired += await self.fire(deadline)
            except (GameGone, DamagedGame, DbError):
                log.info("deadline for game %s dropped", deadline.game_id)
                await self._drop(deadline)
        return fired

    async def _drop(self, deadline) -> None:
        try:
            await self.store.claim_deadline(deadline.game_id, deadline.deadline_id, deadline.version)
        except DbError:
            pass

    async def fire(self, deadline) -> bool:
        """Act on one due deadline; False if another process got it first or it was stale."""
        host = self.host
        if deadline.deadline_id.startswith(TABLE_TIMER):
            owner = self.table_timers.get(deadline.deadline_id)
            if owner is None:
                log.warning("game %s: no one fires the table timer %s", deadline.game_id, deadline.deadline_id)
                return False
            return await owner(deadline)
        if deadline.deadline_id == REMIND:
            table = await host.load(deadline.game_id)
            if self.put_off is not None and await self.put_off(deadline, table):
                return False  # put off until its player is back
            # claimed, committed, then sent: a crash after the claim loses one reminder, never doubles it
            if not await self.store.claim_deadline(deadline.game_id, deadline.deadline_id, deadline.version):
                return False
            if table.row.status != "active" or table.version != deadline.version:
                return False
            if reminder_is_stale(deadline.due, table.row.turn_limit, clock.now()):
                log.info("game %s: a reminder that came too late was dropped", table.id)
                return False
            ends = deadline.due + reminder_left(table.row.turn_limit or 0)
            await self._remind(table, sorted(table.actors()), ends)
            return True
        async with host.lock(deadline.game_id):
            table = await host.load(deadline.game_id)  # once, with who is away: it may put the limit off
            if self.put_off is not None and await self.put_off(deadline, table):
                return False  # put off until its player is back
            if table.row.status != "active" or table.version != deadline.version:
                await self._drop(deadline)  # left behind by a game that moved on; nothing to do
                return False
            fired = (deadline.deadline_id, deadline.version)
            if deadline.deadline_id.startswith(ENGINE_TIMER):
                return await self._rules_timer(table, deadline, fired)
            return await self._turn_timeout(table, deadline, fired)

    async def _stand_in_choice(self, table: Table, seat: int) -> dict:
        return await decide_off_loop(self.ai_pool, table, seat, STAND_IN_LEVEL)

    async def _turn_timeout(self, table, deadline, fired) -> bool:
        waiting = sorted(table.actors())
        events: list = []
        actors_before = frozenset(waiting)
        stand_in = table.row.on_timeout == "ai"
        chooser = self._stand_in_choice if stand_in else least_eventful
        for seat in waiting:
            if seat not in table.actors():
                continue
            try:
                # the first move consumes the deadline in its own transaction; the rest follow it
                # the last seat's last move claims the board these moves make (then told at once)
                played = await self.host.play_for(table, seat, chooser, fired=fired, claim_board=seat == waiting[-1])
            except StaleVersion:
                if fired is not None:
                    return False  # another process fired this deadline: it plays these moves
                log.warning("game %s: a move for a player out of time was refused", table.id)
                continue
            except IllegalAction:
                log.warning("game %s: a move for a player out of time was refused", table.id)
                continue
            if played.table.version != table.version:
                fired = None
            table = played.table
            events.extend(played.events)
        if fired is not None:  # nothing could be played: the deadline must not fire for ever
            await self._drop(deadline)
            return False
        names = ", ".join(table.names[s] for s in waiting)
        key = "bot.timed_out_ai" if stand_in else "bot.timed_out"
        header = "⏰ " + i18n.t(key, table.row.language, players=names, count=len(waiting))
        await self.after_move.deliver(Played(table, tuple(events), actors_before), header=header)
        return True

    async def _rules_timer(self, table, deadline, fired) -> bool:
        """A timer of the rules ran out (e.g. a race window): the system acts."""
        timer_id = deadline.deadline_id.removeprefix(ENGINE_TIMER)
        try:
            played = await self.host.play(table, SYSTEM, timeout_action(timer_id), table.version, fired=fired)
        except StaleVersion:
            return False  # another process fired it
        except IllegalAction:
            log.warning("game %s: the rules refused their own timer %s", table.id, timer_id)
            await self._drop(deadline)
            return False
        await self.after_move.deliver(played)
        return True

    async def _remind(self, table, waiting, ends: float) -> None:
        mentions = [f"<@{uid}>" for s in waiting if (uid := table.user_of(s)) is not None]
        if not mentions:
            return
        left = turn_limit_text(reminder_left(table.row.turn_limit), table.row.language)
        text = "⏳ " + i18n.t("bot.reminder", table.row.language, players=", ".join(mentions), left=left)
        # the moment itself as a Discord timestamp: each reader sees it in their own time zone
        text += " " + i18n.t("notices.turn_ends", table.row.language, ends=str(int(ends)))
        try:
            await self.places.channel(table).send(
                text, allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False)
            )
        except discord.HTTPException as error:
            log.info("game %s: reminder not posted (%s)", table.id, error.status)
