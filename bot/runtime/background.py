"""A background loop that does its work, naps, and can be woken early.

One task runs the loop from start to stop: a wake never cancels it nor starts another (a task
started by the waker would run in the waker's context: under SimCord, outside the bot's own
work and its clock). Nor does a wake interrupt the work (a move half delivered must not be
cancelled): during the work it makes the loop run again once the round is done, during the
nap it ends the nap. No wake is lost: it is noted before it ends a nap, and the note is
cleared only as a round begins, before the round reads anything.

The nap is the client's wait for an event of the loop's own (Client.wait_for with a timeout),
which a wake dispatches: ended from any task, it resumes the loop in its own. A test harness
knows that wait as one that only its clock ends (SimCord), where a plain sleep would also end
by the wall clock, in the middle of whatever the test does then."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

import discord

log = logging.getLogger(__name__)


class Background:
    def __init__(self, name: str, work: Callable[[], Awaitable[float]], *, retry_after: float, client: discord.Client):
        self._name = name
        self._work = work  # does one round; returns how long to nap before the next
        self._retry_after = retry_after
        self._client = client
        self._event = name.replace("-", "_") + "_wake"
        self._task: asyncio.Task | None = None
        self._woken = False

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def start(self) -> None:
        if not self.running:
            self._task = asyncio.get_running_loop().create_task(self._run(), name=self._name)

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def wake(self) -> None:
        self._woken = True
        self._client.dispatch(self._event)

    async def _run(self) -> None:
        while True:
            self._woken = False
            try:
                delay = await self._work()
            except asyncio.CancelledError:
                raise
            except Exception:  # one bad game must not stop the loop
                log.exception("%s failed; trying again later", self._name)
                delay = self._retry_after
            if not self._woken:
                await self._nap(delay)

    async def _nap(self, delay: float) -> None:
        try:
            await self._client.wait_for(self._event, timeout=max(0.0, delay))
        except TimeoutError:
            # discord.py forgets a wait that timed out only when its event is next dispatched
            self._client.dispatch(self._event)
