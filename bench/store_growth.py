"""What a database's history costs, on both backends (issue 22, items 1-3): the timer
queries, a committed move and a /game list page with FEW and with MANY stored games (the
ratio should stay near 1), and the bytes a finished game takes on disk, as it is kept now
(every 32nd snapshot and the last) beside every snapshot kept (as before migration 0007).

A fixed pure-Python workload is timed in the same run as the machine-speed reference: the
other figures are ratios or sizes, and the reference says how busy the machine was.

Times are medians of wall time over alternating batches (few, many, few, ...), so both
databases see the same load of the machine; PostgreSQL's time includes its server."""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable

from bench import Figure, reference_ms, table
from bench.store import database, few_and_many, spectaculum_state
from db import Store, pgserver
from db.bulk import copy_game
from db.sample_games import store_random_game
from engines import registry

FEW = 10
MANY = 10_000
RATIO_TARGET = 1.5  # with MANY stored games / with FEW
FINISHED_KB_TARGET = 300.0
FINISHED_GAMES = (("spectaculum", 3), ("rokoko", 4), ("ladies", 8))
TURN = 3600.0


def measure(quick: bool = False) -> list[Figure]:
    many = 1000 if quick else MANY
    batches, per_batch = (4, 10) if quick else (10, 40)
    figures = [Figure("store", "machine-speed reference (fixed Python workload)", reference_ms(), "ms", digits=1)]
    with tempfile.TemporaryDirectory(prefix="salon-growth-") as folder, pgserver.server("SALON_BENCH_POSTGRES") as pg:
        for backend in ("sqlite", "postgresql"):
            label = "SQLite" if backend == "sqlite" else "PostgreSQL"
            with database(backend, folder, pg, "few") as few_url, database(backend, folder, pg, "many") as many_url:
                timings = asyncio.run(_timings(few_url, many_url, many, batches, per_batch))
            for what, (few_ms, many_ms) in timings.items():
                names = (f"{what}, {FEW} games", f"{what}, {many:,} games", f"{what}, ratio {many:,} / {FEW}")
                figures += few_and_many(label, names, few_ms, many_ms, digits=3, at_most=RATIO_TARGET)
            with database(backend, folder, pg, "sizes") as url:
                sizes = asyncio.run(_finished_sizes(url, backend, 1 if quick else 3))
            for (name, players), (kept_kb, every_kb) in sizes.items():
                figures += [
                    Figure(name, f"{label}: finished {players}p game, every snapshot", every_kb, "KB", digits=0),
                    Figure(
                        name,
                        f"{label}: finished {players}p game on disk",
                        kept_kb,
                        "KB",
                        digits=0,
                        at_most=FINISHED_KB_TARGET,
                    ),
                ]
    return figures


# ------------------------------------------------------------------ few and many games


async def _games(store: Store, count: int, guild_id: int) -> list[int]:
    """`count` running 3-player games with a turn limit, ten to a server, their timers a
    second apart."""
    now = time.time()
    game = await store.create_game(
        kind="spectaculum",
        guild_id=guild_id,
        channel_id=2,
        host_id=10,
        config={"players": 3},
        language="en",
        seed=7,
        turn_limit=int(TURN),
        on_timeout="skip",
        now=now,
    )
    for user in (10, 11, 12):
        await store.add_seat(game.id, user_id=user)
    timers = [("remind", now + 0.75 * TURN), ("turn", now + TURN)]
    await store.start_game(game.id, seats_order=None, state=spectaculum_state(), events="[]", now=now, deadlines=timers)
    ids = [game.id] + (await copy_game(store, game.id, count - 1) if count > 1 else [])
    async with store._write() as tx:  # servers of ten games each, and timers over an hour
        await tx.execute("UPDATE games SET guild_id = ? + (id - ?) / 10", (guild_id, ids[0]))
        await tx.execute("UPDATE deadlines SET due = due + (game_id - ?)", (ids[0],))
    async with store._read() as tx:  # as a database in use would be: statistics, no dead rows of the updates
        await tx.execute("ANALYZE" if store.backend == "sqlite" else "VACUUM ANALYZE")
    return ids


class _Game:
    """Moves on one game, as the bot commits them (its state, events and timers)."""

    def __init__(self, store: Store, game_id: int, state: str) -> None:
        self.store, self.game_id, self.state, self.version = store, game_id, state, 0

    async def move(self) -> None:
        now = time.time()
        committed = await self.store.commit_move(
            self.game_id,
            expected_version=self.version,
            seat=self.version % 3,
            action='{"type": "draw"}',
            received_at=now,
            events='[{"kind": "spectaculum.drew", "to": "public"}]',
            state=self.state,
            undoable=False,
            now=now,
            deadlines=[("remind", now + 0.75 * TURN), ("turn", now + TURN)],
        )
        self.version = committed.version


async def _timings(
    few_url: str, many_url: str, many: int, batches: int, per_batch: int
) -> dict[str, tuple[float, float]]:
    state = spectaculum_state()
    async with await Store.open(few_url) as few, await Store.open(many_url) as lots:
        await _games(few, FEW, guild_id=1)
        await _games(lots, many, guild_id=1)
        moving = {few: _Game(few, 1, state), lots: _Game(lots, 1, state)}
        # the first six games' reminders are due (the same six in both: fair to the few)
        later = {store: (await store.next_deadline_due() or 0.0) + 5.5 for store in (few, lots)}
        cases: dict[str, Callable[[Store], Awaitable[object]]] = {
            "next_deadline_due": lambda store: store.next_deadline_due(),
            "due_deadlines": lambda store: store.due_deadlines(later[store]),
            "a committed move": lambda store: moving[store].move(),
            "a /game list page (a server of 10)": lambda store: store.games_page_in_guild(
                1, ("lobby", "active"), page=1, per_page=10
            ),
            "the active games with AI seats (start)": lambda store: store.active_games_with_ai(),
        }
        out = {}
        for what, call in cases.items():
            times: dict[Store, list[float]] = {few: [], lots: []}
            for store in (few, lots):  # warm caches and prepared statements
                for _ in range(20):
                    await call(store)
            for _ in range(batches):
                for store in (few, lots):
                    for _ in range(per_batch):
                        began = time.perf_counter()
                        await call(store)
                        times[store].append((time.perf_counter() - began) * 1000)
            out[what] = (statistics.median(times[few]), statistics.median(times[lots]))
    return out


# ------------------------------------------------------------------ bytes per finished game


async def _finished_sizes(url: str, backend: str, count: int) -> dict[tuple[str, int], tuple[float, float]]:
    """(KB as kept, KB with every snapshot) of a finished seeded game of each kind: the growth
    of the database over `count` such games, after one game has given every table and index
    its first pages."""
    out = {}
    async with await Store.open(url) as store:
        await _store_finished_game(store, "spectaculum", 3, seed=0)
        for name, players in FINISHED_GAMES:
            engine = registry.get(name)
            empty = await _used_bytes(store, backend)
            games = [await _store_finished_game(store, name, players, seed) for seed in range(1, count + 1)]
            kept = await _used_bytes(store, backend) - empty
            async with store._write() as tx:  # every other snapshot back, as before thinning
                for game_id, states in games:
                    await tx.execute_many(
                        "INSERT INTO snapshots (game_id, version, state, created_at) SELECT ?, ?, ?, 0"
                        " WHERE NOT EXISTS (SELECT 1 FROM snapshots WHERE game_id = ? AND version = ?)",
                        [(game_id, n, engine.encode_state(s), game_id, n) for n, s in enumerate(states)],
                    )
            every = await _used_bytes(store, backend) - empty
            for game_id, _states in games:
                await store.delete_game(game_id)
            out[(name, players)] = (kept / count / 1024, every / count / 1024)
    return out


async def _used_bytes(store: Store, backend: str) -> int:
    """The bytes the database's tables and indexes take, compacted first."""
    async with store._read() as tx:
        if backend == "sqlite":
            await tx.execute("VACUUM")
            pages = (await tx.fetch_one("PRAGMA page_count"))[0] - (await tx.fetch_one("PRAGMA freelist_count"))[0]
            return pages * (await tx.fetch_one("PRAGMA page_size"))[0]
        await tx.execute("VACUUM FULL")
        row = await tx.fetch_one(
            "SELECT SUM(pg_total_relation_size(c.oid)) AS n FROM pg_class c"
            " JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = current_schema() AND c.relkind = 'r'"
        )
        return int(row["n"])


async def _store_finished_game(store: Store, name: str, players: int, seed: int) -> tuple[int, list]:
    """One seeded game of random legal moves, stored move by move as the bot stores it."""
    return await store_random_game(store, registry.get(name), players, seed, now=time.time())


if __name__ == "__main__":
    import sys

    print(table(measure(quick="--quick" in sys.argv)))
