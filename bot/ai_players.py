"""AI seats at the table, and the AI standing in for a player whose time ran out.

The AI decides from the seat's own view (engines.ai); this module only paces its
moves so a thread stays readable, and sends them through the same loop as people's."""

from __future__ import annotations

import asyncio
import logging
import time

from bot.after_move import AfterMove
from bot.host import DamagedGame, GameGone, GameHost
from bot.tables import Table
from db.errors import StaleVersion
from engines import ai
from engines.core import IllegalAction

log = logging.getLogger(__name__)

STAND_IN_LEVEL = "normal"  # who plays a turn whose time ran out
STRONG_SECONDS = 1.8  # the strong level's time for one decision (its iteration cap may stop it sooner)
RETRY_DELAYS = (1.0, 2.0, 5.0, 15.0, 60.0)  # seconds before trying a failed AI move again; the last repeats


def decide(table: Table, seat: int, level: str) -> dict:
    """The AI's complete action for `seat`, or the engine's least eventful one if it fails."""
    try:
        budget = ai.Budget(time.monotonic, STRONG_SECONDS) if level == "strong" else None
        return ai.choose(
            table.engine, table.state, seat, level, seed=table.row.seed, step=table.version + 1, budget=budget
        )
    except Exception:  # the AI must never stall a game
        log.exception("game %s: the AI failed to decide; playing the least eventful move", table.id)
        return table.engine.fallback_action(table.state, seat)


class AIPlayers:
    def __init__(self, host: GameHost, after_move: AfterMove, pace: float):
        self.host = host
        self.after_move = after_move
        self.pace = pace  # seconds before each AI move, so a thread stays readable
        self._running: dict[int, asyncio.Task] = {}

    def ai_actors(self, table: Table) -> list[int]:
        ai_seats = {s.seat for s in table.seats if s.is_ai}
        return [seat for seat in sorted(table.actors()) if seat in ai_seats]

    def kick(self, table: Table) -> None:
        """Let the AI seats of this game play, if it is their move."""
        if table.row.status != "active" or not self.ai_actors(table):
            return
        running = self._running.get(table.id)
        if running is None or running.done():
            self._running[table.id] = asyncio.get_running_loop().create_task(
                self._play(table.id), name=f"salon-ai-{table.id}"
            )

    async def follow(self, table: Table) -> None:
        """After a move (a follower of bot.after_move): the AI seats play if it is their move."""
        self.kick(table)

    def stop(self) -> None:
        for task in self._running.values():
            task.cancel()
        self._running.clear()

    async def _play(self, game_id: int) -> None:
        """Play the AI seats' moves while it is their turn. A failed move (the database
        busy, a move the rules refuse) is tried again with back-off, so an AI seat that
        must act always has this task waiting for it."""
        failures = 0
        try:
            for _ in range(10_000):  # a whole game is far shorter; the bound only guards against a bug
                try:
                    if not self.ai_actors(await self.host.load(game_id)):
                        return  # people's move: no timer left waiting
                    await asyncio.sleep(self.pace)
                    if not await self._move(game_id):
                        return
                    failures = 0
                except (GameGone, DamagedGame):
                    log.warning("game %s: no AI move, the game is gone or damaged", game_id)
                    return
                except StaleVersion:
                    continue  # someone else moved first: look again
                except Exception as error:  # the database busy, a refused move, a bug: try again later
                    delay = RETRY_DELAYS[min(failures, len(RETRY_DELAYS) - 1)]
                    failures += 1
                    log.warning(
                        "game %s: an AI move failed (%s: %s); trying again in %s s",
                        game_id,
                        type(error).__name__,
                        error,
                        delay,
                    )
                    await asyncio.sleep(delay)
        finally:
            if self._running.get(game_id) is asyncio.current_task():
                del self._running[game_id]

    async def _move(self, game_id: int) -> bool:
        """One AI move, if an AI seat must act (False if none must). A move the rules refuse
        is replaced by the least eventful one."""
        host = self.host
        async with host.lock(game_id):
            table = await host.load(game_id)
            seats = self.ai_actors(table) if table.row.status == "active" else []
            if not seats:
                return False
            seat = seats[0]
            level = next(s.ai_level for s in table.seats if s.seat == seat) or STAND_IN_LEVEL
            action = await asyncio.to_thread(decide, table, seat, level)  # never decide on the event loop
            try:
                played = await host.play(table, seat, action, table.version)
            except IllegalAction as error:
                log.warning(
                    "game %s: the rules refused the AI's move (%s); playing the least eventful one", game_id, error.code
                )
                played = await host.play(table, seat, table.engine.fallback_action(table.state, seat), table.version)
            await self.after_move.deliver(played)
        return True

    async def stand_in(self, table: Table, seat: int):
        """Play `seat`'s pending decisions with the AI (its turn limit ran out); the player
        takes the seat back with their next action. The caller holds the game's lock."""
        return await self.host.play_for(table, seat, lambda t, s: decide(t, s, STAND_IN_LEVEL))
