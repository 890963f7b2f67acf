"""The AI thinks in worker processes (bot.autoplay.ai_pool), and in a thread without them or when
the workers die; a whole game with strong AI seats runs through the pool."""

import multiprocessing
import os

import pytest

from bot.autoplay.ai_players import think
from bot.autoplay.ai_pool import AIPool
from bot.runtime.settings import default_ai_workers, load_settings
from engines import registry
from engines.core import runner
from tests.bot.conftest import bot_settings
from tests.bot.driver import new_table


def _pid() -> int:
    return os.getpid()


def _die_in_a_worker() -> str:
    if multiprocessing.parent_process() is not None:
        os._exit(1)  # a worker killed (out of memory, a crash)
    return "thread"


def _start(name: str, players: int) -> dict:
    game = registry.get(name)
    return runner.start(game, {"players": players}, runner.default_seats(game, players), 7).state


async def test_decisions_run_in_a_worker_process_and_match_the_thread():
    pool = AIPool(1)
    try:
        assert await pool.run(_pid) != os.getpid()
        state = _start("spectaculum", 3)
        seat = min(registry.get("spectaculum").actors(state))
        for level in ("normal", "strong"):
            here = think("spectaculum", state, seat, level, 7, 1)
            assert await pool.run(think, "spectaculum", state, seat, level, 7, 1) == here
    finally:
        pool.close()


async def test_without_workers_a_decision_runs_in_a_thread():
    pool = AIPool(0)
    assert await pool.run(_pid) == os.getpid()
    pool.close()


async def test_a_broken_pool_falls_back_to_a_thread_then_starts_new_workers():
    pool = AIPool(1)
    try:
        first = await pool.run(_pid)
        assert await pool.run(_die_in_a_worker) == "thread"
        second = await pool.run(_pid)
        assert second not in (first, os.getpid())
    finally:
        pool.close()


@pytest.mark.parametrize(
    "name, field, default",
    [("SALON_AI_WORKERS", "ai_workers", default_ai_workers()), ("SALON_DRAWING_WORKERS", "drawing_workers", 0)],
)
def test_the_worker_counts_are_read_and_checked(monkeypatch, tmp_path, name, field, default):
    monkeypatch.delenv(name, raising=False)
    assert getattr(load_settings(tmp_path / "none.env"), field) == default
    assert 1 <= default_ai_workers() <= 4
    monkeypatch.setenv(name, "2")
    assert getattr(load_settings(tmp_path / "none.env"), field) == 2
    for wrong in ("-1", "two", "1.5", "65"):
        monkeypatch.setenv(name, wrong)
        with pytest.raises(ValueError, match=name):
            load_settings(tmp_path / "none.env")


@pytest.fixture
def settings(tmp_path):
    return bot_settings(str(tmp_path / "salon.sqlite3"), replays=False, ai_workers=1)


# a worker's start (a fresh interpreter importing the engines) and up to a second of search
# per AI decision may follow one click; still below the scheduler's 60 s nap (conftest)
@pytest.mark.simcord(settle_timeout=50)
async def test_a_whole_game_with_strong_ai_seats_thinking_in_a_worker(simcord_env, simcord_bot):
    assert simcord_bot.ai_players.pool.workers == 1
    table = new_table(simcord_env, ["solo"])
    await table.open("spectaculum", ai_players=2, ai_level="strong")
    await table.start()
    await table.play_against_ai_to_end()
    assert (await table.loaded()).row.status == "finished"
    assert simcord_bot.ai_players.pool._executor is not None, "the decisions went through the worker processes"
