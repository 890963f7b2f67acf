"""The scheduler looks at the timers again only when one is set that is due before its next
look (issue 22, item 1): a move that pushes its turn limit on costs it no round."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace

from bot.scheduler import MAX_SLEEP, Scheduler
from db import Store


async def test_a_timer_due_after_the_next_look_wakes_nobody():
    store = await Store.open(":memory:")
    rounds = []
    looked = store.next_deadline_due

    async def counted():
        rounds.append(time.time())
        return await looked()

    store.next_deadline_due = counted
    game = await store.create_game(
        kind="spectaculum",
        guild_id=1,
        channel_id=2,
        host_id=3,
        config={"players": 2},
        language="en",
        seed=1,
        turn_limit=3600,
        on_timeout="skip",
        now=time.time(),
    )
    await store.add_seat(game.id, user_id=3)
    await store.add_seat(game.id, user_id=4)
    nothing_fires = SimpleNamespace()  # no deadline comes due here: no host, delivery or channel is needed
    scheduler = Scheduler(store, host=nothing_fires, after_move=nothing_fires, places=nothing_fires)
    scheduler.start()
    try:

        async def settled(count: int) -> None:
            for _ in range(100):
                await asyncio.sleep(0.01)
            assert len(rounds) == count

        await settled(1)  # the first round: nothing set, it naps a minute
        later = time.time() + 2 * MAX_SLEEP
        await store.start_game(game.id, seats_order=None, state="{}", events="[]", now=1.0, deadlines=[("turn", later)])
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
