"""A background loop (bot.runtime.background) runs in the one task it was started in, whoever wakes it,
and loses no wake: one during the nap ends the nap, one during the work brings another round."""

from __future__ import annotations

import asyncio
import contextvars

import discord
import pytest

from bot.runtime.background import Background

WHO = contextvars.ContextVar("who", default="nobody")
NAP = 3600.0  # far longer than any test here waits: only a wake ends it


@pytest.fixture
async def client():
    async with discord.Client(intents=discord.Intents.none()) as client:  # never connected: its wait_for serves
        yield client


async def turns(count: int = 20) -> None:
    for _ in range(count):
        await asyncio.sleep(0)


async def test_a_wake_from_another_context_runs_the_next_round_in_the_loop_s_own_task_and_context(client):
    rounds: list[tuple[asyncio.Task | None, str]] = []

    async def work() -> float:
        rounds.append((asyncio.current_task(), WHO.get()))
        return NAP

    loop = Background("test-loop", work, retry_after=NAP, client=client)
    WHO.set("the loop")
    contextvars.copy_context().run(loop.start)
    try:
        await turns()
        assert len(rounds) == 1  # the first round; then it naps
        waker = contextvars.copy_context()
        waker.run(WHO.set, "a waker")
        waker.run(loop.wake)  # e.g. a move delivered by another task, or another process's wake-up
        await turns()
        assert len(rounds) == 2
        # the same task, in the context it was started in (a task started by the waker would run in
        # the waker's: under SimCord, outside the bot's work and its virtual clock)
        assert rounds[1] == rounds[0] and rounds[0][1] == "the loop"
    finally:
        loop.stop()


async def test_a_wake_during_the_work_brings_another_round_and_none_is_lost(client):
    looking = asyncio.Event()
    go_on = asyncio.Event()
    rounds = 0

    async def work() -> float:
        nonlocal rounds
        rounds += 1
        if rounds == 1:
            looking.set()
            await go_on.wait()  # the round has read what it reads: a timer set now is not in it
        return NAP

    loop = Background("test-loop", work, retry_after=NAP, client=client)
    loop.start()
    try:
        await looking.wait()
        loop.wake()
        loop.wake()  # two wakes during one round: one round more
        go_on.set()
        await turns()
        assert rounds == 2
        loop.wake()  # and a wake during the nap: one more
        await turns()
        assert rounds == 3
    finally:
        loop.stop()


async def test_a_round_that_fails_is_tried_again_after_the_retry_nap(client):
    rounds = 0

    async def work() -> float:
        nonlocal rounds
        rounds += 1
        raise RuntimeError("a bad game")

    loop = Background("test-loop", work, retry_after=0.01, client=client)
    loop.start()
    try:
        for _ in range(2000):  # a bound only a loop that never tries again reaches
            await asyncio.sleep(0.005)
            if rounds >= 3:
                break
        assert rounds >= 3 and loop.running
    finally:
        loop.stop()
