"""Worker processes for pure-Python work that would hold the event loop: an AI's search, a
board's drawing, a whole game's replay.

In a thread such work would hold the GIL and stall every other game's buttons and pages for
as long as it runs, so with `workers` > 0 it runs in a process pool, started at the first call
(spawned workers: nothing of the bot's threads or connections is copied; `prepare(*arguments)`
runs first in each, as it starts). With 0 workers it runs in a thread instead, as tests do. A
call sends a module-level function and plain data and gets plain data back; each worker imports
what it needs once.

A pool given `idle_s` stops its workers once no call has come for that long (a process's
memory back to the system), and starts them again at the next call.

A worker that dies (killed, out of memory) breaks its pool: the calls it held are sent again to
new workers, once; a call whose new worker dies too runs in a thread. A worker whose process is
gone (killed, or stopped without closing its pools) ends too, rather than wait for calls for ever."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import multiprocessing.connection
import os
import threading
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger(__name__)


class WorkerPool:
    def __init__(
        self,
        workers: int,
        purpose: str,
        prepare: Callable[..., None] | None = None,
        arguments: tuple = (),
        idle_s: float | None = None,
    ):
        self.workers = workers
        self.purpose = purpose  # what the workers do, for the log: "the AI's decisions"
        self.prepare, self.arguments = prepare, arguments  # run in each worker as it starts
        self.idle_s = idle_s
        self._executor: ProcessPoolExecutor | None = None
        self._calls = 0  # under way
        self._idle: asyncio.TimerHandle | None = None

    def _pool(self) -> ProcessPoolExecutor | None:
        if self._executor is None and self.workers > 0:
            spawn = multiprocessing.get_context("spawn")
            self._executor = ProcessPoolExecutor(
                max_workers=self.workers,
                mp_context=spawn,
                initializer=_started,
                initargs=(self.prepare, self.arguments),
            )
        return self._executor

    async def run(self, function: Callable[..., Any], *args: Any) -> Any:
        """`function(*args)` off the event loop: in a worker process (function and arguments
        must pickle: a module-level function, plain data), else in a thread."""
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None
        self._calls += 1
        try:
            return await self._run(function, *args)
        finally:
            self._calls -= 1
            if self._calls == 0 and self.idle_s is not None and self._executor is not None:
                self._idle = asyncio.get_running_loop().call_later(self.idle_s, self._stop_if_idle)

    def _stop_if_idle(self) -> None:
        self._idle = None
        if self._calls == 0:
            self.close()

    async def _run(self, function: Callable[..., Any], *args: Any) -> Any:
        for _ in range(2):
            executor = self._pool()
            if executor is None:
                break
            try:
                return await asyncio.get_running_loop().run_in_executor(executor, function, *args)
            except BrokenProcessPool:
                if self._executor is executor:
                    log.warning("a worker process of %s stopped; starting new ones", self.purpose)
                self._drop(executor)
        return await asyncio.to_thread(function, *args)

    def _drop(self, executor: ProcessPoolExecutor) -> None:
        if self._executor is executor:
            self._executor = None
        executor.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop the workers: calls still queued are cancelled (their awaiting tasks get
        CancelledError); one running finishes in its worker and is dropped."""
        if self._idle is not None:
            self._idle.cancel()
            self._idle = None
        if self._executor is not None:
            self._drop(self._executor)


def _started(prepare: Callable[..., None] | None, arguments: tuple) -> None:
    """In a worker, as it starts: it ends with the process that started it, then `prepare`."""
    threading.Thread(target=_end_with_parent, name="salon-worker-parent", daemon=True).start()
    if prepare is not None:
        prepare(*arguments)


def _end_with_parent() -> None:
    parent = multiprocessing.parent_process()
    if parent is not None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)
