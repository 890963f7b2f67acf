"""Images are drawn in worker processes (bot.presenters.drawing): the same bytes as drawn in the
process, each game in its own worker, and a worker killed mid-drawing loses no move."""

import asyncio
import os
import signal
import sys
import time
from asyncio.subprocess import DEVNULL
from pathlib import Path

import pytest

from bot.presenters import drawing as drawing_module
from bot.presenters import presenter_for
from bot.presenters.drawing import Drawing, drawing, start_drawing
from bot.runtime.settings import load_settings
from bot.runtime.workers import WorkerPool
from engines import registry
from engines.core import runner
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from tests.bot.conftest import bot_settings
from tests.bot.driver import started_table

NAMES = ["Anna", "Běla", "Cyril"]


def _pid() -> int:
    return os.getpid()


def _played(name: str, players: int, steps: int) -> tuple:
    """A seeded random game of `name` after `steps` steps: its engine and state."""
    game = registry.get(name)
    state = runner.start(game, {"players": players}, runner.default_seats(game, players), 11).state
    rng = rng_for_step("drawing test", 0)
    for n in range(1, steps + 1):
        seat, action = runner.next_actor_and_action(game, state, lambda s, seat: complete_action(game, s, seat, rng))
        state = runner.step(game, state, seat, action, 11, n).outcome.state
    return game, state


async def test_a_worker_draws_the_same_bytes_as_the_process():
    game, state = _played("rokoko", 3, 12)
    presenter = presenter_for("rokoko")
    view = presenter.board_view(game, state, [], "cs", NAMES)
    hand = game.view_for(state, 0)
    pool = Drawing(2, image_memory=60)
    try:
        assert await pool._for(7).run(_pid) not in (os.getpid(), await pool._for(8).run(_pid)), "a worker a game"
        board, summary = await pool.board_and_summary(7, "rokoko", view, "cs", NAMES)
        assert board == presenter.board_png(view, "cs", NAMES)
        assert summary == presenter.summary_png(view, "cs", NAMES)
        assert await pool.image(7, "rokoko", "private", hand, "cs", NAMES) == presenter.private_png(hand, "cs", NAMES)
    finally:
        pool.close()


async def test_without_workers_images_are_drawn_in_threads():
    pool = Drawing(0)
    assert await pool._for(7).run(_pid) == os.getpid()
    assert pool._replays.workers == 0


async def test_the_bots_replays_are_drawn_in_a_worker_of_their_own_without_drawing_workers(monkeypatch):
    monkeypatch.setattr(drawing_module, "_drawing", Drawing())  # put back after the test
    monkeypatch.delenv("SALON_DRAWING_WORKERS", raising=False)
    settings = load_settings(env_file=None)  # as the bot and the pages' server start, at the defaults
    assert settings.drawing_workers == 0
    start_drawing(settings.drawing_workers, settings.image_memory, settings.replay_worker)
    pool = drawing()
    try:
        assert await pool._for(7).run(_pid) == os.getpid(), "boards in threads"
        assert await pool.replay(7, _pid) != os.getpid(), "a replay (seconds of drawing) in a process"
    finally:
        pool.close()


def _gone(pid: int) -> bool:
    return not Path(f"/proc/{pid}").exists() or ") Z " in Path(f"/proc/{pid}/stat").read_text()


async def test_a_pool_stops_its_worker_once_idle_and_starts_one_at_the_next_call():
    pool = WorkerPool(1, "a test", idle_s=0.3)
    try:
        first = await pool.run(_pid)
        await pool.run(time.sleep, 0.6)  # a call longer than the idle time: its worker is kept meanwhile
        assert await pool.run(_pid) == first
        for _ in range(200):
            if pool._executor is None and _gone(first):
                break
            await asyncio.sleep(0.05)
        assert pool._executor is None and _gone(first), "the idle worker stopped"
        assert await pool.run(_pid) not in (first, os.getpid())
    finally:
        pool.close()


SLOW_S = 0.5  # long enough for the test to kill the worker while it draws


def _slow_board_and_summary(*args) -> tuple[bytes, bytes]:
    time.sleep(SLOW_S)
    return drawing_module.board_and_summary(*args)


@pytest.fixture
def settings(tmp_path):
    return bot_settings(str(tmp_path / "salon.sqlite3"), replays=False, drawing_workers=1)


@pytest.mark.simcord(settle_timeout=50)
async def test_a_worker_killed_while_it_draws_a_board_loses_no_move(simcord_env, simcord_bot, monkeypatch):
    _, table = await started_table(simcord_env, players=2, seed=3)
    pool = drawing()._for(table.game_id)
    first = await pool.run(_pid)
    assert first != os.getpid(), "the start's board was drawn in the worker"
    before = await table.loaded()
    boards = len(table.boards())

    monkeypatch.setattr(drawing_module, "board_and_summary", _slow_board_and_summary)
    playing = asyncio.ensure_future(table.play_one_turn())
    while not playing.done() and (await table.loaded()).version == before.version:
        await asyncio.sleep(0.01)  # the move is committed: its board is being drawn
    os.kill(first, signal.SIGKILL)
    assert await playing >= 1

    after = await table.loaded()
    assert after.version > before.version and after.row.delivered_version == after.version
    assert len(table.boards()) > boards, "the board was drawn again in a new worker and posted"
    assert await pool.run(_pid) not in (first, os.getpid())


ORPHANED = """
import asyncio, os, sys
from pathlib import Path
from bot.runtime.settings import load_settings
from bot.runtime.workers import WorkerPool

async def main():
    pool = WorkerPool(1, "a test")
    Path(sys.argv[1]).write_text(str(await pool.run(os.getpid)))
    await asyncio.sleep(600)  # until the test kills this process

asyncio.run(main())
"""


async def test_a_worker_ends_with_the_process_that_started_it(tmp_path):
    told = tmp_path / "worker"
    root = Path(__file__).resolve().parents[2]
    parent = await asyncio.create_subprocess_exec(sys.executable, "-c", ORPHANED, str(told), cwd=root, stdout=DEVNULL)
    for _ in range(1200):
        if told.exists() and told.read_text():
            break
        await asyncio.sleep(0.05)
    worker = int(told.read_text())
    parent.kill()  # no pool closed: the worker would wait for calls for ever
    await parent.wait()
    for _ in range(600):
        if not Path(f"/proc/{worker}").exists() or ") Z " in Path(f"/proc/{worker}/stat").read_text():
            return
        await asyncio.sleep(0.05)
    os.kill(worker, signal.SIGKILL)
    raise AssertionError("the worker outlived its process")
