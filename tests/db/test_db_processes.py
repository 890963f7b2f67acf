"""Two OS processes on one PostgreSQL database: racing moves, racing timers.

Each process has its own Store (its own connections), as two bot processes would.
"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections import Counter

from db import StaleVersion, Store
from tests.db.conftest import move

GAMES = 4
ROUNDS = 60  # attempts per process and game
TIMERS = 120  # games with a due timer, for the timer race
RACE_ROUNDS = 4  # rounds of it at most, until both processes fired some


def in_processes(target, *args, count: int = 2) -> list:
    """Run target(*args, start, results) in `count` fresh processes; their results.

    `start` is a barrier: each process waits at it once its store is open, so they all
    begin at the same moment."""
    context = multiprocessing.get_context("spawn")
    start = context.Barrier(count, timeout=60)
    results = context.Queue()
    workers = [context.Process(target=target, args=(*args, start, results)) for _ in range(count)]
    for worker in workers:
        worker.start()
    outcomes = [results.get(timeout=60) for _ in workers]
    for worker in workers:
        worker.join(timeout=30)
        assert worker.exitcode == 0
    return outcomes


def race_moves(url, game_ids, start, results):
    results.put(asyncio.run(_race_moves(url, game_ids, start)))


async def _race_moves(url, game_ids, start):
    store = await Store.open(url)
    outcome = Counter()
    try:
        start.wait()
        for _ in range(ROUNDS):
            for game_id in game_ids:
                version = (await store.get_game(game_id)).version
                try:
                    await store.commit_move(game_id, **move(version, seat=0, state=f'{{"v": {version + 1}}}'))
                    outcome["won"] += 1
                except StaleVersion:
                    outcome["stale"] += 1
                except Exception as error:  # anything else is a failure of the store
                    outcome[type(error).__name__] += 1
    finally:
        await store.close()
    return dict(outcome)


async def test_two_processes_racing_moves_keep_every_log_gapless(postgres_url, started_game):
    store = await Store.open(postgres_url)
    try:
        game_ids = [(await started_game(store)).id for _ in range(GAMES)]
        outcomes = await asyncio.to_thread(in_processes, race_moves, postgres_url, game_ids)
        total = Counter()
        for outcome in outcomes:
            total.update(outcome)
        assert set(total) <= {"won", "stale"}, total  # every loser got StaleVersion, nothing else
        assert total["won"] + total["stale"] == 2 * ROUNDS * GAMES
        assert total["stale"] > 0  # the processes did race
        versions = 0
        for game_id in game_ids:
            game = await store.get_game(game_id)
            steps = await store.steps(game_id, include_undone=True)
            assert [s.n for s in steps] == list(range(1, game.version + 1))
            assert await store.latest_snapshot(game_id) == (game.version, f'{{"v": {game.version}}}')
            versions += game.version
        assert versions == total["won"]
    finally:
        await store.close()


def fire_timers(url, start, results):
    results.put(asyncio.run(_fire_timers(url, start)))


async def _fire_timers(url, start):
    """What a scheduler does: a turn limit is fired by its move, a reminder is claimed, then sent."""
    store = await Store.open(url)
    fired, reminded = [], []
    try:
        start.wait()
        while due := await store.due_deadlines(1_000.0, limit=25):
            for deadline in due:
                if deadline.deadline_id == "remind":
                    if await store.claim_deadline(deadline.game_id, "remind", deadline.version):
                        reminded.append(deadline.game_id)
                    continue
                try:
                    timeout = move(deadline.version, seat=None, action='{"timeout": 1}', undoable=False, now=1_000.0)
                    await store.commit_move(deadline.game_id, **timeout, fired=(deadline.deadline_id, deadline.version))
                    fired.append(deadline.game_id)
                except StaleVersion:
                    pass  # the other process fired it
    finally:
        await store.close()
    return fired, reminded


async def test_two_processes_fire_each_due_timer_exactly_once(postgres_url, started_game):
    """Every round's timers fire once each, whoever fires them. A round counts as a race only
    when both processes fired some (one that starts late on a busy machine may find nothing
    left): a few rounds, until one was a race."""
    store = await Store.open(postgres_url)
    try:
        raced = False
        for _ in range(RACE_ROUNDS):
            game_ids = [
                (await started_game(store, deadlines=[("turn", 100.0 + i), ("remind", 50.0 + i)])).id
                for i in range(TIMERS)
            ]
            outcomes = await asyncio.to_thread(in_processes, fire_timers, postgres_url)
            fired = [game for f, _ in outcomes for game in f]
            reminded = [game for _, r in outcomes for game in r]
            assert sorted(fired) == game_ids  # each turn limit once, by one of the two
            assert sorted(reminded) == game_ids  # each reminder once
            for game_id in game_ids:
                assert (await store.get_game(game_id)).version == 1
                assert await store.deadlines(game_id) == []
            raced = all(outcome[0] for outcome in outcomes)
            if raced:
                break
        assert raced, f"in {RACE_ROUNDS} rounds one process always fired every timer: no race was tried"
    finally:
        await store.close()
