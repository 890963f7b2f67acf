"""Playing on the game's web page (issue 30), per game at its largest table: what a live step
downloads (the step's board and its summary, as PNG and as the lossless WebP a browser that
takes it is sent, and as what changed on them since the step before, which a page following the
game lays over them; target 60 KB), and how long a finished game's animated replay takes to draw
in the web server's worker process. Each measure is a function of `MEASURES`: the page's
clicks per decision and its click-to-board times are bench/web_play's."""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Callable

from bench import Figure
from bench.replay import LANGUAGE, random_export
from bot.presenters import delta_image, lossless_webp, presenter_for
from bot.record import export as exports
from bot.record.replay import animation
from bot.runtime.workers import WorkerPool
from bot.web.server import LARGE_CHANGE, worth_sending
from engines.core import runner
from engines.core.contract import Game, stored_action

KB = 1024
STEP_KB = 60  # issue 30: a live step downloads at most this much
SEED = 7
QUICK_STEPS = 4  # steps measured in a smoke run, spread over the game


def measure(game: Game, quick: bool = False) -> list[Figure]:
    players = min(game.player_counts) if quick else max(game.player_counts)
    export = random_export(game, players, SEED)
    return [figure for step in MEASURES for figure in step(game, export, quick)]


def step_bytes(game: Game, export: exports.Export, quick: bool) -> list[Figure]:
    """Bytes of a live step, board and summary together, over every step of the game (a few in
    a smoke run): the median and the largest, as PNG, as lossless WebP, and as the changes since
    the step before (each a PNG, a large one a WebP, or the whole WebP instead, as the server
    decides); and the WebP board's own share."""
    presenter = presenter_for(game.name)
    steps = len(export.log)
    measured = set(range(1, steps + 1, max(1, steps // QUICK_STEPS))) if quick else set(range(1, steps + 1))
    drawn = measured | {n - 1 for n in measured}
    png, webp, webp_board, changes = [], [], [], []
    before: tuple[bytes, ...] | None = None  # step n-1's board and summary, as PNG
    state = runner.replay(game, export.options, export.engine_seats(), export.seed, [])
    for n, (seat, action, at) in enumerate(export.log, start=1):
        outcome = runner.step(game, state, seat, stored_action(game, action), export.seed, n, at).outcome
        state = outcome.state
        if n not in drawn:
            continue
        view = presenter.board_view(game, state, list(outcome.events), LANGUAGE, export.names)
        images = tuple(draw(view, LANGUAGE, export.names) for draw in (presenter.board_png, presenter.summary_png))
        previous, before = (before if n - 1 in drawn else None), images
        if n not in measured:
            continue
        whole = [len(lossless_webp(image)) for image in images]
        png.append(sum(map(len, images)))
        webp_board.append(whole[0])
        webp.append(sum(whole))
        if previous is not None:
            changes.append(sum(map(_sent, ("board", "summary"), previous, images, whole)))
    label = f"live step ({len(export.seats)}p, {len(png)} of {steps} steps)"
    return [
        Figure(game.name, f"{label}: {what}, {which}", value / KB, "KB", at_most=target, digits=1)
        for what, sizes, target in (
            ("board and summary, PNG", png, STEP_KB),
            ("board and summary, lossless WebP", webp, STEP_KB),
            ("the board alone, lossless WebP", webp_board, None),
            ("changes over the step before, as the server sends them (with the JSON: page figures)", changes, STEP_KB),
        )
        for which, value in (("median", statistics.median(sizes)), ("max", max(sizes)))
    ]


def _sent(kind: str, before: bytes, png: bytes, webp_size: int) -> int:
    """The bytes a live step's page downloads for its `kind` image, as the server decides: the
    change from the step before, or the whole WebP."""
    change = delta_image(before, png, "webp", LARGE_CHANGE[kind])
    return len(change) if change is not None and worth_sending(change, png) else webp_size


def replay_in_worker(game: Game, export: exports.Export, quick: bool) -> list[Figure]:
    """The animated replay of the whole game, drawn in a worker process as the web server draws
    it (the worker started and its imports done before the clock starts)."""
    return [asyncio.run(_replay_in_worker(game, export))]


async def _replay_in_worker(game: Game, export: exports.Export) -> Figure:
    pool = WorkerPool(1, "the benchmark's replay")
    try:
        await pool.run(_started)
        began = time.perf_counter()
        gif = await pool.run(animation, export, LANGUAGE)
        seconds = time.perf_counter() - began
    finally:
        pool.close()
    label = f"replay drawn in the web server's worker ({len(export.seats)}p, {len(export.log)} steps)"
    return Figure(game.name, label, seconds, "s", digits=1, detail=f"{len(gif) / KB / KB:.1f} MiB")


def _started() -> None:
    """Nothing: the worker that runs it has started and imported this module, and so what a
    replay's drawing imports."""


MEASURES: tuple[Callable[[Game, exports.Export, bool], list[Figure]], ...] = (step_bytes, replay_in_worker)
