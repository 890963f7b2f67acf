"""Presenters turn engine views and events into plain message data, per game.

They hold no rules and no Discord objects, so they are tested without Discord.
"""

from __future__ import annotations

from contextlib import AbstractContextManager

from bot.presenters.base import Presenter

_PRESENTERS: dict[str, Presenter] = {}
_ADDED: dict[str, Presenter] = {}  # presenters of games added for one process (the test run's own game)


def presenter_for(kind: str) -> Presenter:
    _load()
    return _PRESENTERS[kind]


def has_presenter(kind: str) -> bool:
    """Whether the bot can show this game yet (an engine may exist before its presenter)."""
    _load()
    return kind in _PRESENTERS


def register(presenter: Presenter) -> None:
    """Adds the presenter of a game registered for this process only (engines.registry.register):
    the test suite's own game. The real games are listed in `_load`."""
    _ADDED[presenter.game] = presenter
    _PRESENTERS.update(_ADDED)


def boards_drawn_apart() -> AbstractContextManager[None]:
    """Within, boards are drawn with parts of their own, forgotten after (a replay's flood of boards
    drawn once leaves those of the games being played as they were: render.common.regions)."""
    from render.common import regions

    return regions.parts_of_its_own()


def keep_board_images(megabytes: int) -> None:
    """How much of the boards drawn before this process keeps for the next ones (SALON_IMAGE_MEMORY)."""
    from render.common import memory

    memory.keep_at_most(megabytes)


def lossless_webp(png: bytes) -> bytes:
    """The picture of `png` as a lossless WebP: the same pixels in fewer bytes, for the game pages'
    readers whose browsers take it."""
    from render.common.webp import lossless_webp as encode

    return encode(png)


def delta_image(before: bytes, after: bytes, image_format: str, large: int) -> bytes | None:
    """What changed from the image `before` to `after` as a PNG to lay over it (one over `large`
    bytes as a lossless WebP where `image_format` is "webp"): the pixels unchanged fully
    transparent (render.common.delta); None if their sizes differ."""
    from render.common.delta import delta

    return delta(before, after, image_format, large)


def _load() -> None:
    if not _PRESENTERS.keys() - _ADDED.keys():
        from bot.presenters.ladies import LadiesPresenter
        from bot.presenters.rokoko import RokokoPresenter
        from bot.presenters.spectaculum import SpectaculumPresenter

        for presenter in (SpectaculumPresenter(), RokokoPresenter(), LadiesPresenter()):
            _PRESENTERS[presenter.game] = presenter


__all__ = ["Presenter", "delta_image", "has_presenter", "lossless_webp", "presenter_for", "register"]
