"""A bounded, thread-safe cache of drawn images (least recently used goes first): pieces
that carry much text, and per-game layers, are drawn once and then pasted."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable

from PIL import Image


class ImageCache:
    def __init__(self, size: int):
        self._size = size
        self._items: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key, draw: Callable[[], Image.Image]) -> Image.Image:
        """The image stored under `key`, drawn by `draw()` on first use."""
        with self._lock:
            image = self._items.get(key)
            if image is not None:
                self._items.move_to_end(key)
                return image
        image = draw()
        with self._lock:
            self._items[key] = image
            if len(self._items) > self._size:
                self._items.popitem(last=False)
        return image

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        return len(self._items)
