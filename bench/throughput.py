"""What one process carries: many games played at once through the real bot under SimCord, started
by their players' clicks, then every game moving at random as fast as the bot takes its moves, for
a while (SimCord runs one click at a time, so the moves arrive as a press ends: `Turns.commit`
under the game's lock, which a move on the game's page takes too).

    process <game> <N>p moves/s <m> p95 <ms>

moves/s: the moves committed by every game together per second of wall time; p95: a move's time
from its arrival (the lock, the table loaded) to its board posted or edited, the private notes
sent and the followers done: press -> board without the acknowledgement and the panels; and the
CPU a move costs in the bot's process and in its workers (/proc), which the machine's other work
does not change. Measured with the images drawn in worker processes (`SALON_DRAWING_WORKERS` at
its default), and once more drawn in threads of the bot (0 workers), for comparison. SimCord
answers at once: real presses add Discord's round trips on top. Issue 32's targets: at least 30
moves/s with p95 at most 1 s."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import random
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

from bench import Figure, p95, players_for
from bench.under_simcord import bot_under_simcord
from bot.runtime.settings import default_drawing_workers
from engines.core.contract import Game
from engines.core.random_player import complete_action

TABLES = 20  # games played at once (the "20 games at once")
SECONDS = 30.0  # how long they are played (quick: 8)
MOVES_TARGET = 30.0
P95_TARGET_MS = 1000.0


def measure(game: Game, quick: bool = False) -> list[Figure]:
    players = players_for(game)
    logging.getLogger("discord").setLevel(logging.WARNING)
    seconds = 8.0 if quick else SECONDS
    workers = default_drawing_workers()
    figures = []
    for drawing_workers in (workers,) if quick else (workers, 0):
        played = _played(game.name, players, TABLES, seconds, drawing_workers)
        where = f"{drawing_workers} drawing workers" if drawing_workers else "drawn in threads"
        label = f"process {players}p, {TABLES} games at once, {where}"
        line = f"process {game.name} {players}p moves/s {played.moves_per_s:.1f} p95 {p95(played.ms):.0f}"
        measured = drawing_workers == workers
        cpu = f"CPU a move: {played.process_cpu_ms:.0f} ms in the process, {played.workers_cpu_ms:.0f} ms in workers"
        figures += [
            Figure(
                game.name,
                f"{label}: moves/s",
                played.moves_per_s,
                "",
                at_least=MOVES_TARGET if measured else None,
                detail=cpu,
                line=line if measured else "",
            ),
            Figure(
                game.name,
                f"{label}: press -> board p95",
                p95(played.ms),
                "ms",
                at_most=P95_TARGET_MS if measured else None,
                digits=0,
            ),
        ]
    return figures


def _played(kind: str, players: int, tables: int, seconds: float, drawing_workers: int) -> Played:
    with tempfile.TemporaryDirectory(prefix="salon-bench-") as folder:
        database = str(Path(folder) / "throughput.sqlite3")
        return asyncio.run(_play(kind, players, tables, seconds, database, drawing_workers))


async def _play(kind: str, players: int, tables: int, seconds: float, database: str, drawing_workers: int) -> Played:
    """(moves committed per second, each move's ms) of `tables` games played at once."""
    from tests.bot.driver import started_table

    settings = {"replays": False, "drawing_workers": drawing_workers}
    async with bot_under_simcord(database, settle_timeout=120, **settings) as (bot, env):
        game_ids = []
        for seed in range(tables):  # started one after another, by the players' own clicks
            _, table = await started_table(env, players=players, seed=seed, game=kind)
            game_ids.append(table.game_id)
        await asyncio.gather(*(_until(bot, game_id, time.perf_counter() + 1) for game_id in game_ids))  # workers up
        cpu = _cpu_seconds()
        began = time.perf_counter()
        deadline = began + seconds
        played = await asyncio.gather(*(_until(bot, game_id, deadline) for game_id in game_ids))
        elapsed = time.perf_counter() - began
        used = [after - before for before, after in zip(cpu, _cpu_seconds())]
    moves = [ms for table in played for ms in table]
    return Played(len(moves) / elapsed, moves, *(seconds * 1000 / max(1, len(moves)) for seconds in used))


class Played(NamedTuple):
    moves_per_s: float
    ms: list[float]  # each move's
    process_cpu_ms: float  # a move's CPU in the bot's process
    workers_cpu_ms: float  # and in its worker processes


def _cpu_seconds() -> tuple[float, float]:
    """CPU seconds used so far by this process and by its living worker processes."""
    ticks = os.sysconf("SC_CLK_TCK")
    workers = 0.0
    for child in multiprocessing.active_children():
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{child.pid}/stat").read_text().rpartition(")")[2].split()
            workers += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
    return time.process_time(), workers


async def _until(bot, game_id: int, deadline: float) -> list[float]:
    """Random moves of one game, one after another, until `deadline` or its end: each as a press
    ends (the game's lock, the table loaded, `Turns.commit`: the step, its board, the notes, the
    followers), timed from its arrival."""
    rng = random.Random(game_id)
    times = []
    while time.perf_counter() < deadline:
        began = time.perf_counter()
        async with bot.host.lock(game_id):
            table = await bot.host.load(game_id)
            actors = sorted(table.actors())
            if not actors:  # over, or waiting for a timer of the rules
                break
            seat = rng.choice(actors)
            await bot.turns.commit(table, seat, complete_action(table.engine, table.state, seat, rng))
        times.append((time.perf_counter() - began) * 1000)
    return times
