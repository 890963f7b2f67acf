"""Where the AI thinks: in worker processes, so that a search never holds the event loop.

A strong decision is up to a second of pure Python; in a thread it would hold the GIL and
stall every other game's buttons for that long, so with `workers` > 0 decisions run in a
process pool (spawned workers: nothing of the bot's threads or connections is copied). With
0 workers, or when the pool has broken (a worker killed), they run in a thread instead, as
tests do. A decision sends the game's name and the state and gets an action back; the
worker imports the engines once."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger(__name__)


class AIPool:
    def __init__(self, workers: int):
        self.workers = workers
        self._executor: ProcessPoolExecutor | None = None

    def _pool(self) -> ProcessPoolExecutor | None:
        if self._executor is None and self.workers > 0:
            spawn = multiprocessing.get_context("spawn")
            self._executor = ProcessPoolExecutor(max_workers=self.workers, mp_context=spawn)
        return self._executor

    async def run(self, function: Callable[..., Any], *args: Any) -> Any:
        """`function(*args)` off the event loop: in a worker process (function and arguments
        must pickle: a module-level function, plain data), else in a thread."""
        executor = self._pool()
        if executor is not None:
            try:
                return await asyncio.get_running_loop().run_in_executor(executor, function, *args)
            except BrokenProcessPool:
                log.warning("the AI's worker processes stopped; starting new ones, this decision runs in a thread")
                self._drop(executor)
        return await asyncio.to_thread(function, *args)

    def _drop(self, executor: ProcessPoolExecutor) -> None:
        if self._executor is executor:
            self._executor = None
        executor.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop the workers: decisions still queued are cancelled (their games' AI tasks are
        cancelled too); one running finishes in its worker and is dropped."""
        if self._executor is not None:
            self._drop(self._executor)
