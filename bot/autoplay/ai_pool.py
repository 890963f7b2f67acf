"""Where the AI thinks: in worker processes (bot.runtime.workers), so that a search never holds
the event loop. A strong decision is up to a second of pure Python; a decision sends the game's
name and the state and gets an action back; the worker imports the engines once."""

from __future__ import annotations

from bot.runtime.workers import WorkerPool


class AIPool(WorkerPool):
    def __init__(self, workers: int):
        super().__init__(workers, "the AI's decisions")
