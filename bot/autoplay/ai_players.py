"""AI seats at the table, and the AI standing in for a player whose time ran out.

The AI decides from the seat's own view (engines.ai); this module only paces its
moves so a thread stays readable, and sends them through the same loop as people's.
Decisions run off the event loop, in the AI's worker processes (bot.autoplay.ai_pool)."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from bot.autoplay.ai_pool import AIPool
from bot.delivery.after_move import AfterMove
from bot.play.host import DamagedGame, GameGone, GameHost
from bot.play.tables import Table
from db.errors import StaleVersion
from engines import ai, registry
from engines.core import IllegalAction

log = logging.getLogger(__name__)

STAND_IN_LEVEL = "normal"  # who plays a turn whose time ran out
STRONG_SECONDS = 1.0  # the strong level's time for one decision (its iteration cap usually stops it sooner)
RETRY_DELAYS = (1.0, 2.0, 5.0, 15.0, 60.0)  # seconds before trying a failed AI move again; the last repeats


def think(kind: str, state: dict, seat: int, level: str, seed, step: int) -> dict:
    """The AI's complete action for `seat` of a game of `kind` (module level and plain data,
    so it runs in a worker process)."""
    budget = ai.Budget(time.monotonic, STRONG_SECONDS) if level == "strong" else None
    return ai.choose(registry.get(kind), state, seat, level, seed=seed, step=step, budget=budget)


def _arguments(table: Table, seat: int, level: str) -> tuple:
    return (table.row.kind, table.state, seat, level, table.row.seed, table.version + 1)


def _failed(table: Table, seat: int) -> dict:
    log.exception("game %s: the AI failed to decide; playing the least eventful move", table.id)
    return table.engine.fallback_action(table.state, seat)


async def decide_off_loop(pool: AIPool, table: Table, seat: int, level: str) -> dict:
    """The AI's complete action for `seat`, decided in the AI's worker processes (or a thread
    without them); the engine's least eventful one if it fails."""
    try:
        return await pool.run(think, *_arguments(table, seat, level))
    except Exception:  # the AI must never stall a game
        return _failed(table, seat)


class AIPlayers:
    def __init__(
        self,
        host: GameHost,
        after_move: AfterMove,
        pace: float,
        *,
        stand_ins: Callable[[Table], Awaitable[frozenset[int]]] | None = None,
        pool: AIPool | None = None,
    ):
        self.host = host
        self.pool = pool or AIPool(0)  # where decisions run: worker processes, or a thread
        self.after_move = after_move
        self.pace = pace  # seconds before each AI move, so a thread stays readable
        # the people's seats the AI plays for now (their person is away: bot.features.away.absences), read at each move
        self.stand_ins = stand_ins
        self._running: dict[int, asyncio.Task] = {}
        self._kicked: set[int] = set()  # games kicked while their task ran: it reads the table again

    def ai_actors(self, table: Table, stand_ins: frozenset[int] = frozenset()) -> list[int]:
        ai_seats = {s.seat for s in table.seats if s.is_ai} | stand_ins
        return [seat for seat in sorted(table.actors()) if seat in ai_seats]

    async def _actors(self, table: Table) -> list[int]:
        """The seats the AI must play now: AI seats, and the seats it stands in for."""
        stand_ins = await self.stand_ins(table) if self.stand_ins is not None else frozenset()
        return self.ai_actors(table, stand_ins)

    def kick(self, table: Table, stand_ins: frozenset[int] = frozenset()) -> None:
        """Let the AI seats of this game play, if it is their move (`stand_ins`: and the people's
        seats it plays for)."""
        if table.row.status != "active" or not self.ai_actors(table, stand_ins):
            return
        running = self._running.get(table.id)
        if running is None or running.done():
            self._running[table.id] = asyncio.get_running_loop().create_task(
                self._play(table.id, table), name=f"salon-ai-{table.id}"
            )
        elif running is not asyncio.current_task():  # it may be looking at the table its last move left
            self._kicked.add(table.id)

    async def follow(self, table: Table) -> None:
        """After a move (a follower of bot.delivery.after_move): the AI seats play if it is their move."""
        if table.row.status == "active" and table.actors():
            self.kick(table, await self.stand_ins(table) if self.stand_ins is not None else frozenset())

    def stop(self) -> None:
        for task in self._running.values():
            task.cancel()
        self._running.clear()
        self.pool.close()

    async def _play(self, game_id: int, table: Table | None = None) -> None:
        """Play the AI seats' moves while it is their turn, looking at the table as the move before
        left it (`table`: the one that kicked this off; read again only if someone kicked meanwhile),
        so an AI move waits for the database three times: its table, its move, its board. A failed
        move (the database busy, a move the rules refuse) is tried again with back-off, so an AI
        seat that must act always has this task waiting for it."""
        failures = 0
        try:
            for _ in range(10_000):  # a whole game is far shorter; the bound only guards against a bug
                try:
                    if table is None or game_id in self._kicked:
                        self._kicked.discard(game_id)
                        table = await self.host.load(game_id)
                    if not await self._actors(table):
                        if game_id in self._kicked:
                            continue
                        return  # people's move: no timer left waiting
                    await asyncio.sleep(self.pace)
                    table = await self._move(game_id)
                    if table is None and game_id not in self._kicked:
                        return
                    failures = 0
                except (GameGone, DamagedGame):
                    log.warning("game %s: no AI move, the game is gone or damaged", game_id)
                    return
                except StaleVersion:
                    table = None
                    continue  # someone else moved first: look again
                except Exception as error:  # the database busy, a refused move, a bug: try again later
                    table = None
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
                self._kicked.discard(game_id)

    async def _move(self, game_id: int) -> Table | None:
        """One AI move, if an AI seat must act: the table after it (None if none must act). A
        move the rules refuse is replaced by the least eventful one."""
        host = self.host
        async with host.lock(game_id):
            table = await host.load(game_id)
            seats = await self._actors(table) if table.row.status == "active" else []
            if not seats:
                return None
            seat = seats[0]
            level = next(s.ai_level for s in table.seats if s.seat == seat) or STAND_IN_LEVEL
            action = await decide_off_loop(self.pool, table, seat, level)  # never decide on the event loop
            try:  # never taken back: not an AI seat's move, nor a stand-in's for someone away
                played = await host.play(table, seat, action, table.version, by_player=False)
            except IllegalAction as error:
                log.warning(
                    "game %s: the rules refused the AI's move (%s); playing the least eventful one", game_id, error.code
                )
                fallback = table.engine.fallback_action(table.state, seat)
                played = await host.play(table, seat, fallback, table.version, by_player=False)
            await self.after_move.deliver(played)
        return played.table

    async def stand_in(self, table: Table, seat: int):
        """Play `seat`'s pending decisions with the AI (its turn limit ran out); the player
        takes the seat back with their next action. The caller holds the game's lock."""
        return await self.host.play_for(table, seat, self._stand_in_choice)

    async def _stand_in_choice(self, table: Table, seat: int) -> dict:
        return await decide_off_loop(self.pool, table, seat, STAND_IN_LEVEL)
