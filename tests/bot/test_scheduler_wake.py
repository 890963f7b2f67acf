"""The scheduler looks at the timers again only when one is set that is due before its next
look (issue 22, item 1): a move that pushes its turn limit on costs it no round."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace

import discord

from bench.store import lobby
from bot.autoplay.scheduler import MAX_SLEEP, Scheduler
from db import Store
from tests.bot.driver import started_table


async def test_a_timer_due_after_the_next_look_wakes_nobody():
    store = await Store.open(":memory:")
    rounds = []
    looked = store.next_deadline_due

    async def counted():
        rounds.append(time.time())
        return await looked()

    store.next_deadline_due = counted
    game = await lobby(store, (3, 4))
    nothing_fires = SimpleNamespace()  # no deadline comes due here: no host, delivery or channel is needed
    client = discord.Client(intents=discord.Intents.none())  # never connected: the scheduler naps in its wait_for
    scheduler = Scheduler(
        store, host=nothing_fires, after_move=nothing_fires, places=nothing_fires, client=client, ai_pool=nothing_fires
    )
    async with client:
        scheduler.start()
        try:

            async def settled(count: int) -> None:
                """Until `count` rounds ran (a bound only a scheduler that never looks reaches),
                then a little longer, so a round too many would show."""
                for _ in range(1000):
                    if len(rounds) >= count:
                        break
                    await asyncio.sleep(0.01)
                for _ in range(100):
                    await asyncio.sleep(0.01)
                assert len(rounds) == count

            await settled(1)  # the first round: nothing set, it naps a minute
            later = time.time() + 2 * MAX_SLEEP
            await store.start_game(
                game.id, seats_order=None, state="{}", events="[]", now=1.0, deadlines=[("turn", later)]
            )
            await scheduler.timers_set(game.id)
            scheduler.woken(repr(later))  # the wake-up another process would get
            await settled(1)
            await store.commit_move(
                game.id,
                expected_version=0,
                seat=0,
                action="{}",
                received_at=1.0,
                events="[]",
                state="{}",
                undoable=False,
                now=1.0,
                deadlines=[("turn", time.time() + 5)],
            )
            await scheduler.timers_set(game.id)  # due before the next look: a round now
            await settled(2)
            scheduler.woken(repr(time.time() + 1))  # from another process, due soon
            await settled(3)
            scheduler.woken("")  # a wake-up that names no time
            await settled(4)
        finally:
            scheduler.stop()
            await store.close()


async def test_a_wake_from_outside_the_bot_s_own_work_keeps_the_scheduler_on_the_bot_s_clock(simcord_env):
    """Woken from a task that is not the bot's (here the test's own, as a move delivered outside an
    interaction wakes it), the scheduler still looks when the bot's clock reaches the next timer.
    It used to start a fresh task from the waker's, whose nap SimCord's clock never ended."""
    _, table = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout="skip")
    before = await table.loaded()
    simcord_env.bot.scheduler.wake()
    await simcord_env.settle()
    await simcord_env.advance_time(3600 + 60)
    after = await table.loaded()
    assert after.version > before.version and after.actor_users() != before.actor_users()  # the limit ran out
    assert len([b for b in table.boards() if "Time ran out" in b.content]) == 1
