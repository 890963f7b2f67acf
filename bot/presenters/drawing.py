"""Where a process draws its images: boards and summaries, hands, history pages and finished games'
replays, off the event loop.

With `workers` > 0 (`SALON_DRAWING_WORKERS`) they are drawn in worker processes
(bot.runtime.workers), so that a slow drawing never holds up a press's acknowledgement or another
table. A game always draws in the same worker (its id picks it), and each worker keeps its share
of `SALON_IMAGE_MEMORY` (render.common.memory): a game's parts and glyphs are kept in one worker,
not in each. With 0 workers they are drawn in threads of the process, within the whole budget, as
tests do. A replay (seconds of drawing, holding the GIL all along in a thread) goes to a worker of
its own in the bot and the pages' server whatever `workers` is (`Settings.replay_worker`), started
at the first replay and stopped after `REPLAY_IDLE_S` without one: it holds up no board, and its
memory is given back once the replays are drawn. It keeps at most `REPLAY_MEGABYTES` of the boards
it drew, which is all one game's replay draws from.

A worker draws only what it is asked to, from the view it is given (the spectators' or, for a hand,
its seat's), and sends back the image's bytes. A drawing that raises is `DrawingFailed`: the caller
goes on without the image (a board left undrawn is posted by the delivery sweep); what is logged
of a hand's failure names the error's kind alone, never what the view held."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from bot.presenters import delta_image, keep_board_images, lossless_webp, presenter_for
from bot.runtime.workers import WorkerPool

log = logging.getLogger(__name__)

KINDS = ("board", "summary", "private")  # what `image` draws: `Presenter.<kind>_png`
# a replay at each game's largest table keeps at most 75 MB, and draws as fast with 64 (with 32, a
# Spectaculum replay takes 2.5 times as long)
REPLAY_MEGABYTES = 64
REPLAY_IDLE_S = 120.0


class DrawingFailed(Exception):
    """An image could not be drawn (the renderer raised); what was logged says which."""


def image(kind: str, what: str, view: dict, language: str, names: list[str]) -> bytes:
    """The PNG of `what` (one of `KINDS`) of a `kind` game's view."""
    return getattr(presenter_for(kind), f"{what}_png")(view, language, names)


def board_and_summary(kind: str, view: dict, language: str, names: list[str]) -> tuple[bytes, bytes]:
    """A board message's two images of one spectators' view (bot.delivery.board_message)."""
    presenter = presenter_for(kind)
    return presenter.board_png(view, language, names), presenter.summary_png(view, language, names)


class Drawing:
    def __init__(self, workers: int = 0, image_memory: int | None = None, replay_worker: bool = False):
        """`workers` processes for the games' images, each keeping `image_memory` / `workers`
        megabytes of them (None: the process's budget as it stands), and one for the replays when
        there are workers or `replay_worker` says so (else the replays are drawn in threads too)."""
        share = None if image_memory is None or workers == 0 else image_memory // workers
        prepare = keep_board_images if share is not None else None
        self.workers = workers
        self._games = [
            WorkerPool(1, f"the games' images ({number + 1} of {workers})", prepare, (share,))
            for number in range(workers)
        ]
        kept = REPLAY_MEGABYTES if image_memory is None else min(image_memory, REPLAY_MEGABYTES)
        self._replays = WorkerPool(
            1 if workers or replay_worker else 0, "the replays", keep_board_images, (kept,), idle_s=REPLAY_IDLE_S
        )
        self._threads = WorkerPool(0, "the images")

    def _for(self, game_id: int) -> WorkerPool:
        return self._games[game_id % len(self._games)] if self._games else self._threads

    async def board_and_summary(
        self, game_id: int, kind: str, view: dict, language: str, names: list[str]
    ) -> tuple[bytes, bytes]:
        """The board and the summary of the spectators' `view` of game `game_id`."""
        return await self._drawn(self._for(game_id), "board", game_id, board_and_summary, kind, view, language, names)

    async def image(self, game_id: int, kind: str, what: str, view: dict, language: str, names: list[str]) -> bytes:
        """One image of game `game_id` (`what`: one of `KINDS`; a "private" view is its seat's)."""
        return await self._drawn(self._for(game_id), what, game_id, image, kind, what, view, language, names)

    async def lossless_webp(self, game_id: int, png: bytes) -> bytes:
        """The lossless WebP of `png`, an image of game `game_id` (encoded where the game draws)."""
        return await self._drawn(self._for(game_id), "webp", game_id, lossless_webp, png)

    async def delta(self, game_id: int, before: bytes, after: bytes, image_format: str, large: int) -> bytes | None:
        """What changed from `before` to `after`, two images of game `game_id`, to lay over `before`
        (bot.presenters.delta_image: a WebP if it is over `large` bytes as a PNG and `image_format`
        says so; made where the game draws)."""
        return await self._drawn(self._for(game_id), "change", game_id, delta_image, before, after, image_format, large)

    async def replay(self, game_id: int, function: Callable[..., bytes], *args: Any) -> bytes:
        """A finished game's replay, `function(*args)` (a module-level function: bot.record.replay.animation)."""
        return await self._drawn(self._replays, "replay", game_id, function, *args)

    async def _drawn(self, pool: WorkerPool, what: str, game_id: int, function: Callable, *args: Any) -> Any:
        try:
            return await pool.run(function, *args)
        except Exception as error:
            if what == "private":  # its message could name what the seat holds
                log.error("game %s: a hand was not drawn (%s)", game_id, type(error).__name__)
            else:
                log.error("game %s: its %s was not drawn", game_id, what, exc_info=error)
            raise DrawingFailed(what) from None

    def close(self) -> None:
        """Stop the workers (a drawing under way finishes in its worker and is dropped)."""
        for pool in (*self._games, self._replays):
            pool.close()


_drawing = Drawing()


def drawing() -> Drawing:
    """The process's drawing (`start_drawing`; until then, in threads)."""
    return _drawing


def start_drawing(workers: int, image_memory: int, replay_worker: bool) -> None:
    """Draw in `workers` worker processes from now on (0: in threads), sharing `image_memory`
    megabytes between them, and the replays in a worker of their own if `replay_worker` (or if
    there are workers); the drawing before is stopped."""
    global _drawing
    _drawing.close()
    keep_board_images(image_memory)
    _drawing = Drawing(workers, image_memory, replay_worker)
