"""One process at saturation: many tables of people played at once through the real bot under
SimCord, each table's next move pressed as soon as its last one was delivered, so the process is
never idle. A move goes as a press ends (bot.features.turns.Turns.commit: the game's lock, the
table loaded, the step in one transaction, then its board, narration and private notes delivered
to the simulated Discord); the moves are the engine's random complete actions, made without the
panel's earlier presses (which only read). Prints `process <game> <N>p moves/s <m> p95 <ms>`: the
moves the process committed a second, and the 95th percentile of a move's press (waiting for its
game's lock and the process's event loop like any press) to its board delivered; beside them, the
CPU a move costs the process (what it would carry with a core of its own on a busy machine).

With `SALON_DRAWING_WORKERS=N` in the environment, the process draws in N worker processes (the
bot's setting), and the CPU a move costs counts the workers' CPU too.

SimCord answers at once: on Discord each request adds its round trip to the latency (not to the
CPU), and the token's budget (bot.runtime.budget) caps a process at its share of 50 requests a
second, about as many moves."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import random
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from bench import Figure, p95, players_for
from bench.under_simcord import bot_under_simcord
from engines.core.contract import Game
from engines.core.random_player import complete_action

TABLES = 20  # tables played at once (issue 32: a press's p95 was 1.1 s with 20)
MOVES = 25  # moves of each table measured
QUICK = (2, 3)  # tables and moves of a quick run
SETTLE_S = 60.0


@dataclass(frozen=True)
class Load:
    game: str
    players: int
    moves: int
    seconds: float
    latencies_ms: list[float]
    game_ids: list[int]
    cpu_s: float  # the process's CPU time meanwhile, its threads' and drawing workers' included

    @property
    def moves_per_s(self) -> float:
        return self.moves / self.seconds

    @property
    def cpu_ms_per_move(self) -> float:
        """What a move costs the process in CPU: on a busy machine, what it could do with a core of its own."""
        return self.cpu_s * 1000 / self.moves

    @property
    def line(self) -> str:
        return f"process {self.game} {self.players}p moves/s {self.moves_per_s:.1f} p95 {p95(self.latencies_ms):.0f}"


def measure(game: Game, quick: bool = False) -> list[Figure]:
    players = players_for(game)
    tables, moves = QUICK if quick else (TABLES, MOVES)
    logging.getLogger("discord").setLevel(logging.WARNING)
    with tempfile.TemporaryDirectory(prefix="salon-bench-") as folder:
        load = asyncio.run(_run(game.name, players, tables, moves, str(Path(folder) / "load.sqlite3")))
    what = f"process {players}p, {tables} tables at once"
    return [
        Figure(game.name, f"{what}: moves/s", load.moves_per_s, "", line=load.line),
        Figure(game.name, f"{what}: press to board p95", p95(load.latencies_ms), "ms"),
        Figure(game.name, f"{what}: CPU a move", load.cpu_ms_per_move, "ms"),
    ]


async def _run(kind: str, players: int, tables: int, moves: int, database: str) -> Load:
    workers = int(os.environ.get("SALON_DRAWING_WORKERS", "0"))
    async with bot_under_simcord(database, settle_timeout=SETTLE_S, replays=False, drawing_workers=workers) as (_, env):
        return await saturate(env, kind, players, tables, moves)


def _cpu_s() -> float:
    """This process's CPU time and its live worker processes' (user and system)."""
    ticks = os.sysconf("SC_CLK_TCK")
    children = 0.0
    for child in multiprocessing.active_children():
        fields = Path(f"/proc/{child.pid}/stat").read_text().rsplit(")", 1)[1].split()
        children += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
    return time.process_time() + children


async def saturate(env, kind: str, players: int, tables: int, moves: int) -> Load:
    """`tables` tables of `players` people started in SimCord's `env`, then played at once, `moves`
    moves each (fewer if a game ends first)."""
    from tests.bot.driver import started_table

    game_ids = []
    for seed in range(tables):
        _, table = await started_table(env, players=players, seed=seed, game=kind)
        game_ids.append(table.game_id)
    latencies: list[float] = []
    began, cpu = time.perf_counter(), _cpu_s()
    await asyncio.gather(*(_play(env.bot, game_id, moves, random.Random(game_id), latencies) for game_id in game_ids))
    elapsed, cpu = time.perf_counter() - began, _cpu_s() - cpu
    return Load(kind, players, len(latencies), elapsed, latencies, game_ids, cpu)


async def _play(bot, game_id: int, moves: int, rng: random.Random, latencies: list[float]) -> None:
    """The table's moves, one after another, each pressed once the one before was delivered."""
    for _ in range(moves):
        pressed = time.perf_counter()
        async with bot.host.lock(game_id):
            table = await bot.host.load(game_id)
            if table.row.status != "active" or not table.actors():
                return  # the game ended, or only a timer of the rules can go on
            seat = min(table.actors())
            await bot.turns.commit(table, seat, complete_action(table.engine, table.state, seat, rng))
        latencies.append((time.perf_counter() - pressed) * 1000)
