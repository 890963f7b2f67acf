"""The store on both backends: moves committed per second (1 and 4 writer processes),
the p95 of one move with few and with many active games, and what a start costs with
many active games (time and memory).

SQLite is a file in a temporary directory; PostgreSQL is the server in
SALON_BENCH_POSTGRES or a throwaway one (db.pgserver, as the tests do), a fresh schema
for each figure. A "move" is Store.commit_move of a real Spectaculum state with its
timers, as the bot stores it. The start-up figure runs in a fresh process that imports
the bot, opens the store and lists the active games with AI seats (all that the bot reads
when it comes back); then, for comparison, it lists every active game and reads every
game's seats and state."""

from __future__ import annotations

import asyncio
import contextlib
import json
import multiprocessing
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from bench import Figure, p95
from db import GameRow, Store, pgserver
from db.bulk import copy_game
from engines import registry
from engines.core import runner

MANY = 10_000
FEW = 10
WRITERS = (1, 4)
RATIO_TARGET = 1.2  # p95 with many games / p95 with few
STARTUP_TARGET_S = 5.0
RSS_TARGET_MB = 300.0


def measure(quick: bool = False) -> list[Figure]:
    many = 500 if quick else MANY
    seconds = 0.3 if quick else 3.0
    samples = 30 if quick else 300
    figures: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="salon-bench-") as folder, pgserver.server("SALON_BENCH_POSTGRES") as pg:
        for backend in ("sqlite", "postgresql"):
            label = "SQLite" if backend == "sqlite" else "PostgreSQL"
            for writers in WRITERS:
                with database(backend, folder, pg, f"w{writers}") as url:
                    rate = _moves_per_second(url, writers, seconds)
                figures.append(Figure("store", f"{label}: moves/s, {writers} writer process(es)", rate, "/s", digits=0))
            with database(backend, folder, pg, "few") as few_url, database(backend, folder, pg, "many") as url:
                few_ms, many_ms = asyncio.run(_p95_few_and_many(few_url, url, many, samples))
                started = _start_up(url)
            names = (
                f"move p95, {FEW} active games",
                f"move p95, {many:,} active games",
                f"p95 ratio {many:,} / {FEW} games",
            )
            figures += few_and_many(label, names, few_ms, many_ms, digits=2, at_most=RATIO_TARGET)
            figures += [
                Figure(
                    "store",
                    f"{label}: start, open + the active games with AI seats (all it reads)",
                    started["ai_listed_s"],
                    "s",
                    digits=2,
                    at_most=STARTUP_TARGET_S,
                ),
                Figure("store", f"{label}: listing all {many:,} active games", started["listed_s"], "s", digits=2),
                Figure(
                    "store", f"{label}: a full scan, + every game's seats and state", started["loaded_s"], "s", digits=2
                ),
                Figure(
                    "store",
                    f"{label}: bot process RSS after that",
                    started["rss_mb"],
                    "MB",
                    digits=0,
                    at_most=RSS_TARGET_MB,
                ),
            ]
    return figures


@contextlib.contextmanager
def database(backend: str, folder: str, pg_url: str, name: str) -> Iterator[str]:
    """A measured store's database: the SQLite file `name` in `folder`, or a new schema on the
    PostgreSQL server of `pg_url` (dropped afterwards)."""
    if backend == "sqlite":
        yield str(Path(folder) / f"{name}.sqlite3")
    else:
        with pgserver.schema(pg_url, prefix="bench") as url:
            yield url


def few_and_many(
    label: str, names: tuple[str, str, str], few_ms: float, many_ms: float, *, digits: int, at_most: float
) -> list[Figure]:
    """A backend's (`label`) time with few and with many games and their ratio, which is to stay
    `at_most`; `names`: the three figures' names."""
    few, many, ratio = (f"{label}: {name}" for name in names)
    return [
        Figure("store", few, few_ms, "ms", digits=digits),
        Figure("store", many, many_ms, "ms", digits=digits),
        Figure("store", ratio, many_ms / few_ms, "x", digits=2, at_most=at_most),
    ]


def spectaculum_state() -> str:
    """The state the measured moves store: a 3-player Spectaculum game after its setup."""
    engine = registry.get("spectaculum")
    return engine.encode_state(engine.setup({"players": 3}, runner.default_seats(engine, 3), 1).state)


async def lobby(store: Store, users: tuple[int, ...]) -> GameRow:
    """A Spectaculum lobby the first of `users` opened with an hour's turn limit, each of them seated."""
    game = await store.create_game(
        kind="spectaculum",
        guild_id=1,
        channel_id=2,
        host_id=users[0],
        config={"players": len(users)},
        language="en",
        seed=7,
        turn_limit=3600,
        on_timeout="skip",
        now=time.time(),
    )
    for user in users:
        await store.add_seat(game.id, user_id=user)
    return game


async def _new_games(store: Store, count: int) -> list[int]:
    """`count` started 3-player games with a turn limit (and so timers), like the bot's."""
    game = await lobby(store, (10, 11, 12))
    await store.start_game(
        game.id,
        seats_order=None,
        state=spectaculum_state(),
        events="[]",
        now=time.time(),
        deadlines=[("remind", time.time() + 2700), ("turn", time.time() + 3600)],
    )
    return [game.id] + (await copy_game(store, game.id, count - 1) if count > 1 else [])


async def _move(store: Store, game_id: int, version: int, state: str) -> int:
    now = time.time()
    committed = await store.commit_move(
        game_id,
        expected_version=version,
        seat=version % 3,
        action='{"type": "draw"}',
        received_at=now,
        events='[{"kind": "spectaculum.drew", "to": "public"}]',
        state=state,
        undoable=False,
        now=now,
        deadlines=[("remind", now + 2700), ("turn", now + 3600)],
    )
    return committed.version


# ------------------------------------------------------------------ throughput


def _moves_per_second(url: str, writers: int, seconds: float) -> float:
    async def prepare() -> list[int]:
        async with await Store.open(url) as store:
            return await _new_games(store, writers)

    game_ids = asyncio.run(prepare())
    context = multiprocessing.get_context("spawn")
    start = context.Barrier(writers)
    results = context.Queue()
    workers = [context.Process(target=_writer, args=(url, game_id, seconds, start, results)) for game_id in game_ids]
    for worker in workers:
        worker.start()
    counts = [results.get(timeout=120) for _ in workers]
    for worker in workers:
        worker.join()
    return sum(n for n, _ in counts) / max(elapsed for _, elapsed in counts)


async def _version(store: Store, game_id: int) -> int:
    row = await store.get_game(game_id)
    if row is None:
        raise LookupError(f"game {game_id} is gone")
    return row.version


def _writer(url: str, game_id: int, seconds: float, start, results) -> None:
    async def run() -> tuple[int, float]:
        async with await Store.open(url) as store:
            state = spectaculum_state()
            version = await _version(store, game_id)
            start.wait()
            began = time.perf_counter()
            count = 0
            while time.perf_counter() - began < seconds:
                version = await _move(store, game_id, version, state)
                count += 1
            return count, time.perf_counter() - began

    results.put(asyncio.run(run()))


# ------------------------------------------------------------------ latency with many games


async def _p95_few_and_many(few_url: str, many_url: str, many: int, samples: int) -> tuple[float, float]:
    """The p95 of a move on a database with FEW games and on one with `many`, measured in
    alternating batches so that both see the same load of the machine."""
    state = spectaculum_state()
    async with await Store.open(few_url) as few_store, await Store.open(many_url) as many_store:
        few = Timed(few_store, await _new_games(few_store, FEW), state)
        played = await _new_games(many_store, FEW)
        await copy_game(many_store, played[0], many - FEW)
        lots = Timed(many_store, played, state)
        for timed in (few, lots):
            await timed.moves(20)  # warm caches and prepared statements
            timed.times.clear()
        for _ in range(10):
            await few.moves(samples // 10)
            await lots.moves(samples // 10)
    return p95(few.times), p95(lots.times)


class Timed:
    """Moves on some games of one store, round robin, each one timed (ms)."""

    def __init__(self, store: Store, game_ids: list[int], state: str) -> None:
        self.store, self.game_ids, self.state = store, game_ids, state
        self.versions: dict[int, int] = {}
        self.times: list[float] = []
        self.count = 0

    async def moves(self, count: int) -> None:
        for _ in range(count):
            game_id = self.game_ids[self.count % len(self.game_ids)]
            self.count += 1
            if game_id not in self.versions:
                self.versions[game_id] = await _version(self.store, game_id)
            began = time.perf_counter()
            self.versions[game_id] = await _move(self.store, game_id, self.versions[game_id], self.state)
            self.times.append((time.perf_counter() - began) * 1000)


# ------------------------------------------------------------------ start-up


def _start_up(url: str) -> dict:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    done = subprocess.run(
        [sys.executable, "-m", "bench.store", "start-up", url], env=env, capture_output=True, text=True, timeout=600
    )
    if done.returncode != 0:
        raise RuntimeError(f"start-up measurement failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


async def _open_list_and_read(url: str) -> dict:
    import bot.app  # noqa: F401  (the bot's own modules and discord.py count in its memory)

    began = time.perf_counter()
    store = await Store.open(url)
    with_ai = await store.active_games_with_ai()  # all that the bot's start reads (setup_hook, on_ready)
    ai_listed = time.perf_counter() - began
    active = await store.games_with_status(("active",))
    listed = time.perf_counter() - began - ai_listed
    engine = registry.get("spectaculum")
    for row in active:
        await store.seats(row.id)
        _version, text = await store.latest_snapshot(row.id)
        engine.decode_state(text)
    loaded = time.perf_counter() - began
    await store.close()
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {
        "listed_s": listed,
        "ai_listed_s": ai_listed,
        "loaded_s": loaded,
        "rss_mb": rss_mb,
        "games": len(active),
        "with_ai": len(with_ai),
    }


if __name__ == "__main__":
    if sys.argv[1:2] == ["start-up"]:
        print(json.dumps(asyncio.run(_open_list_and_read(sys.argv[2]))))
    else:
        for figure in measure(quick="--quick" in sys.argv):
            print(f"{figure.what}: {figure.shown}  {figure.target}  {figure.verdict}")
