"""A background loop that does its work, naps, and can be woken early.

Waking never interrupts the work itself (a move half delivered must not be cancelled):
a napping loop is replaced by a fresh one at once; a working loop runs again as soon
as its round is done. The nap is a plain asyncio.sleep in the loop's own task."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)


class Background:
    def __init__(self, name: str, work: Callable[[], Awaitable[float]], *, retry_after: float):
        self._name = name
        self._work = work  # does one round; returns how long to nap before the next
        self._retry_after = retry_after
        self._task: asyncio.Task | None = None
        self._napping = False
        self._again = False

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def start(self) -> None:
        if not self.running:
            self._spawn()

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def wake(self) -> None:
        if not self.running:
            return
        if self._napping and self._task is not None:  # nothing in progress: a fresh loop starts its round now
            self._task.cancel()
            self._spawn()
        else:
            self._again = True

    def _spawn(self) -> None:
        self._napping = self._again = False
        self._task = asyncio.get_running_loop().create_task(self._run(), name=self._name)

    async def _run(self) -> None:
        while True:
            self._again = False
            try:
                delay = await self._work()
            except asyncio.CancelledError:
                raise
            except Exception:  # one bad game must not stop the loop
                log.exception("%s failed; trying again later", self._name)
                delay = self._retry_after
            if self._again:
                continue
            self._napping = True
            await asyncio.sleep(max(0.0, delay))
            self._napping = False
