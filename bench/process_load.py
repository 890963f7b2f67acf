"""One process under load: many tables of people played at once through the real bot under
SimCord. A move goes as a press ends: its player's press is acknowledged, then the move is played
in one transaction and delivered with it (bot.features.turns.Turns.commit: the game's lock, the
table loaded, the step stored, then its board, narration and private notes — the mover's in the
answer to their press, as after a real press — delivered to the simulated Discord). The moves are
the engine's random complete actions, made without the panel's earlier presses (which only read).

Each run's tables are first played a random number of moves each, not measured, so that they are
at different points of their games as a server's are. Two runs a game:
- at saturation: each table's next move pressed as soon as its last one was delivered, so the
  process is never idle; `process <game> <N>p moves/s <m> p95 <ms>`: the moves committed a second
  and the 95th percentile of a move's press (waiting for its game's lock and the process's event
  loop like any press) to its board delivered;
- at a steady rate (`RATE`, the moves a second the issue asks one process to carry): presses
  arrive on a schedule, one table after another, whether or not the process kept up; `process
  <game> <N>p at <r> moves/s p95 <ms>`: a move's latency from its scheduled press;
- at `REPLAYS_RATE` while the process draws finished games' animated replays one after another (the
  game's largest table, as when games end): `process <game> <N>p at <r> moves/s with replays
  drawn p95 <ms>`. The bot draws them in a worker process of its own (`Settings.replay_worker`);
  `SALON_REPLAY_WORKER=0` in the environment draws them in the bot's threads, as it once did.
Beside them, the CPU a move costs the process (what it would carry with a core of its own on a
busy machine).

With `SALON_DRAWING_WORKERS=N` in the environment, the process draws in N worker processes (the
bot's setting), and the CPU a move costs counts the workers' CPU too.

SimCord answers at once: on Discord each request adds its round trip to the latency (not to the
CPU), and the token's budget (bot.runtime.budget) caps a process at its share of 45 requests a
second, about as many moves."""

from __future__ import annotations

import asyncio
import dataclasses
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
from bot.runtime import budget
from engines.core.contract import Game
from engines.core.random_player import complete_action

TABLES = 20  # tables played at once (issue 32: a press's p95 was 1.1 s with 20)
MOVES = 25  # moves of each table measured at saturation
SPREAD = 40  # each table is first played up to this many moves (fewer in a quick run), not measured
RATE = 30.0  # moves a second of the steady run (issue 32: one process carries 30 with p95 ≤ 1 s)
STEADY_S = 15.0  # how long the steady run's presses arrive
# moves a second while replays are drawn: half a core left on this 2-core machine beside the replay's
# own, so that the figure shows what the replay costs the presses, not what the machine lacks
REPLAYS_RATE = 15.0
QUICK = (2, 3)  # tables and moves of a quick run (and its steady run's seconds)
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
    rate: float | None = None  # the steady run's moves a second (None: at saturation)
    meanwhile: str = ""  # what else the process did, in its line: " with replays drawn"

    @property
    def moves_per_s(self) -> float:
        return self.moves / self.seconds

    @property
    def cpu_ms_per_move(self) -> float:
        """What a move costs the process in CPU: on a busy machine, what it could do with a core of its own."""
        return self.cpu_s * 1000 / self.moves

    @property
    def line(self) -> str:
        what = f"process {self.game} {self.players}p"
        if self.rate is not None:
            return f"{what} at {self.rate:.0f} moves/s{self.meanwhile} p95 {p95(self.latencies_ms):.0f}"
        return f"{what} moves/s {self.moves_per_s:.1f} p95 {p95(self.latencies_ms):.0f}"


def measure(game: Game, quick: bool = False) -> list[Figure]:
    players = players_for(game)
    tables, moves = QUICK if quick else (TABLES, MOVES)
    seconds = QUICK[1] if quick else STEADY_S
    logging.getLogger("discord").setLevel(logging.WARNING)
    with tempfile.TemporaryDirectory(prefix="salon-bench-") as folder:
        runs = asyncio.run(_run(game.name, players, tables, moves, seconds, str(Path(folder) / "load.sqlite3")))
    full, steady, replaying = runs
    what = f"process {players}p, {tables} tables at once"
    return [
        Figure(game.name, f"{what}: moves/s", full.moves_per_s, "", line=full.line),
        Figure(game.name, f"{what}: press to board p95", p95(full.latencies_ms), "ms"),
        Figure(game.name, f"{what}: CPU a move", full.cpu_ms_per_move, "ms"),
        Figure(
            game.name,
            f"process {players}p at {RATE:.0f} moves/s: press to board p95",
            p95(steady.latencies_ms),
            "ms",
            line=steady.line,
        ),
        Figure(game.name, f"process {players}p at {RATE:.0f} moves/s: moves/s kept", steady.moves_per_s, ""),
        Figure(
            game.name,
            f"process {players}p at {REPLAYS_RATE:.0f} moves/s with replays drawn: press to board p95",
            p95(replaying.latencies_ms),
            "ms",
            line=replaying.line,
        ),
    ]


async def _run(
    kind: str, players: int, tables: int, moves: int, seconds: float, database: str
) -> tuple[Load, Load, Load]:
    workers = int(os.environ.get("SALON_DRAWING_WORKERS", "0"))
    apart = os.environ.get("SALON_REPLAY_WORKER", "1") != "0"
    async with bot_under_simcord(
        database, settle_timeout=SETTLE_S, replays=False, drawing_workers=workers, replay_worker=apart
    ) as (_, env):
        spread = moves * SPREAD // MOVES
        full = await saturate(env, kind, players, await under_way(env, kind, players, tables, 0, spread), moves)
        later = await under_way(env, kind, players, tables, tables, spread)
        steady = await at_rate(env, kind, players, later, RATE, seconds)
        return full, steady, await with_replays_drawn(env, kind, players, later, REPLAYS_RATE, seconds)


def _cpu_s() -> float:
    """This process's CPU time and its live worker processes' (user and system)."""
    ticks = os.sysconf("SC_CLK_TCK")
    children = 0.0
    for child in multiprocessing.active_children():
        fields = Path(f"/proc/{child.pid}/stat").read_text().rsplit(")", 1)[1].split()
        children += (int(fields[11]) + int(fields[12])) / ticks  # utime, stime
    return time.process_time() + children


async def started(env, kind: str, players: int, tables: int, first_seed: int = 0) -> list[int]:
    """`tables` tables of `players` people started in SimCord's `env`: their games' ids."""
    from tests.bot.driver import started_table

    game_ids = []
    for seed in range(first_seed, first_seed + tables):
        _, table = await started_table(env, players=players, seed=seed, game=kind)
        game_ids.append(table.game_id)
    return game_ids


async def under_way(env, kind: str, players: int, tables: int, first_seed: int, most: int) -> list[int]:
    """`tables` tables started, then each played a random number of moves below `most`, not
    measured: a server's tables are at different points of their games, not all at their start
    (all in step, a game's busiest phase came to every table at once)."""
    game_ids = await started(env, kind, players, tables, first_seed)
    rngs = [random.Random(-game_id) for game_id in game_ids]
    await asyncio.gather(
        *(_played(env, game_id, rng.randrange(most) if most else 0, rng, []) for game_id, rng in zip(game_ids, rngs))
    )
    # those moves spent the token's budget of the last second (bot.runtime.budget): the moves
    # measured begin with it, not behind their requests
    await asyncio.sleep(budget.WINDOW_S)
    return game_ids


async def saturate(env, kind: str, players: int, game_ids: list[int], moves: int) -> Load:
    """The games of `game_ids` played at once, `moves` moves each (fewer if a game ends first),
    each move pressed once the one before was delivered."""
    latencies: list[float] = []
    began, cpu = time.perf_counter(), _cpu_s()
    await asyncio.gather(*(_played(env, game_id, moves, random.Random(game_id), latencies) for game_id in game_ids))
    elapsed, cpu = time.perf_counter() - began, _cpu_s() - cpu
    return Load(kind, players, len(latencies), elapsed, latencies, game_ids, cpu)


async def at_rate(env, kind: str, players: int, game_ids: list[int], rate: float, seconds: float) -> Load:
    """Presses arriving `rate` a second for `seconds`, to the games of `game_ids` in turn; each
    move's latency counted from when its press was due (a press the process could not take at once
    waits, and its wait counts)."""
    latencies: list[float] = []
    rngs = {game_id: random.Random(game_id) for game_id in game_ids}
    began, cpu = time.perf_counter(), _cpu_s()
    presses = []
    for k in range(int(rate * seconds)):
        due = began + k / rate
        await asyncio.sleep(max(0.0, due - time.perf_counter()))
        game_id = game_ids[k % len(game_ids)]
        presses.append(asyncio.create_task(_move(env, game_id, rngs[game_id], latencies, due)))
    await asyncio.gather(*presses)
    elapsed, cpu = time.perf_counter() - began, _cpu_s() - cpu
    return Load(kind, players, len(latencies), elapsed, latencies, game_ids, cpu, rate)


async def with_replays_drawn(env, kind: str, players: int, game_ids: list[int], rate: float, seconds: float) -> Load:
    """`at_rate`, while the process draws a finished game's animated replay again and again."""
    from bench.replay import random_export
    from bot.presenters.drawing import drawing
    from bot.record.replay import animation
    from engines import registry

    game = registry.get(kind)
    finished = random_export(game, max(game.player_counts), seed=7)
    pressing = asyncio.Event()

    async def replays() -> None:
        while not pressing.is_set():
            await drawing().replay(0, animation, finished, "en")

    drawn = asyncio.create_task(replays())
    try:
        load = await at_rate(env, kind, players, game_ids, rate, seconds)
    finally:
        pressing.set()
        await drawn
    return dataclasses.replace(load, meanwhile=" with replays drawn")


async def _played(env, game_id: int, moves: int, rng: random.Random, latencies: list[float]) -> None:
    """The game's next `moves` moves (fewer if it ends first), each pressed once the one before was delivered."""
    for _ in range(moves):
        if not await _move(env, game_id, rng, latencies, time.perf_counter()):
            return


async def _move(env, game_id: int, rng: random.Random, latencies: list[float], pressed: float) -> bool:
    """One move of the game's first seat to act, pressed at `pressed` (perf_counter); False if the
    game ended, or only a timer of the rules can go on."""
    from tests.bot.driver import press_of

    bot = env.bot
    async with bot.host.lock(game_id):  # the seat that presses is the one to act when the press is taken
        table = await bot.host.load(game_id)
        if table.row.status != "active" or not table.actors():
            return False
        seat = min(table.actors())
        press = press_of(env, table, seat)
        await press.response.defer()
        await bot.turns.commit(table, seat, complete_action(table.engine, table.state, seat, rng), interaction=press)
    latencies.append((time.perf_counter() - pressed) * 1000)
    return True
