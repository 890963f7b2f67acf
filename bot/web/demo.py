"""A game of AI seats stored as the bot stores games, for `python -m bot web --demo` (and the web
tests): every move goes through the engine and one `commit_move`, as the bot's moves do."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any

from bot.play.host import final_result
from db import Store
from db.engine_games import create_default_game, store_start, store_step
from engines import ai, registry
from engines.core import runner

AI_LEVEL = "easy"  # quick to decide: the demo is for watching the page, not the play


@dataclass
class DemoTable:
    store: Store
    game_id: int
    kind: str
    seed: int
    state: Any
    version: int = 0

    @classmethod
    async def create(
        cls, store: Store, kind: str, players: int, *, seed: int = 1, language: str = "en", now: float | None = None
    ) -> DemoTable:
        """A started game of `players` AI seats (the engine's default options and seating)."""
        now = time.time() if now is None else now
        engine = registry.get(kind)
        row = await create_default_game(store, engine, players, seed=seed, now=now, language=language)
        seats = runner.default_seats(engine, players)
        for seat in seats:
            await store.add_seat(row.id, user_id=None, is_ai=True, ai_level=AI_LEVEL, team=seat.team, role=seat.role)
        outcome = runner.start(engine, row.config, seats, seed)
        await store_start(store, row.id, engine, outcome, now)
        return cls(store, row.id, kind, seed, outcome.state)

    @property
    def finished(self) -> bool:
        return registry.get(self.kind).result(self.state) is not None

    async def move(self, now: float | None = None) -> bool:
        """One step by whoever must act (the rules' timer if nobody must); False once the game is over."""
        engine = registry.get(self.kind)
        if engine.result(self.state) is not None:
            return False
        now = time.time() if now is None else now
        n = self.version + 1

        def decide(state, seat):
            return ai.choose(engine, state, seat, AI_LEVEL, seed=self.seed, step=n)

        seat, action = await asyncio.to_thread(runner.next_actor_and_action, engine, self.state, decide)
        outcome = runner.step(engine, self.state, seat, action, self.seed, n, now).outcome
        result = engine.result(outcome.state)
        final = None if result is None else final_result(result)
        await store_step(self.store, self.game_id, engine, n, seat, action, outcome, now, result=final)
        self.state, self.version = outcome.state, n
        return True

    async def play(self, pace: float) -> None:
        """Move every `pace` seconds until the game is over."""
        while not self.finished:
            await asyncio.sleep(pace)
            await self.move()
