"""The delivery sweep is one loop from start to stop (bot.runtime.background): a wake while it naps
sweeps at once, a wake during a sweep sweeps once more after it — never two sweeps at a time."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import discord

from bot.delivery.repair import Repairs
from db import Store


async def test_a_wake_sweeps_now_or_right_after_the_running_sweep_never_beside_it():
    store = await Store.open(":memory:")
    running = 0
    most_at_once = 0
    rounds = 0
    gate = asyncio.Event()
    gate.set()
    looked = store.undelivered

    async def undelivered(limit: int):
        nonlocal running, most_at_once, rounds
        running += 1
        most_at_once = max(most_at_once, running)
        rounds += 1
        try:
            await gate.wait()
            return await looked(limit=limit)
        finally:
            running -= 1

    store.undelivered = undelivered
    unused = SimpleNamespace()  # nothing is undelivered: no game is loaded, posted or kicked
    client = discord.Client(intents=discord.Intents.none())  # never connected: the sweep naps in its wait_for
    repairs = Repairs(store, unused, unused, unused, kick=lambda table: None, client=client)

    async def settled(done=lambda: True) -> None:
        """Until `done` holds (a bound only a broken sweep reaches), then a little longer, so a
        round too many would show."""
        for _ in range(1000):
            if done():
                break
            await asyncio.sleep(0.01)
        for _ in range(50):
            await asyncio.sleep(0.01)

    async with client:
        repairs.start_sweep()
        try:
            await settled(lambda: rounds == 1)
            assert rounds == 1  # the sweep at start, then a nap of a minute
            repairs.wake_sweep()
            await settled(lambda: rounds == 2)
            assert rounds == 2  # woken in its nap: it swept at once

            gate.clear()  # the next sweep hangs on its read
            repairs.wake_sweep()
            await settled(lambda: rounds == 3)
            assert rounds == 3 and running == 1
            repairs.wake_sweep()
            repairs.wake_sweep()
            await settled()
            assert rounds == 3  # woken during a sweep: nothing beside it
            gate.set()
            await settled(lambda: rounds == 4 and running == 0)
            assert rounds == 4 and running == 0  # once more after it, for both wakes
            assert most_at_once == 1
        finally:
            repairs.stop_sweep()
            await store.close()
