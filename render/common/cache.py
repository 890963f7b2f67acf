"""Drawn images kept within the process's memory budget (`memory`): pieces that carry much text,
and per-game layers, are drawn once and then pasted."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PIL import Image

from render.common import memory


class ImageCache:
    def __init__(self, name: str):
        self._kept: memory.Kept[Image.Image] = memory.Kept(name)

    def get(self, key: Hashable, draw: Callable[[], Image.Image]) -> Image.Image:
        """The image stored under `key`, drawn by `draw()` when it is not kept."""
        return self._kept.kept(key, draw, memory.image_bytes)

    def clear(self) -> None:
        self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)
