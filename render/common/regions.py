"""Parts of a board kept as drawn, keyed by everything they show.

A move changes a few parts of a board (one team's row, one boutique); the rest looks as it
did on the board before. A part is drawn onto the board once per key, its box is cut out and
kept, and the next board with the same key pastes it instead of drawing it again. The key
holds what the part's drawing reads from the view (and the static layer under it, so the
pixels around its shapes are the same); the part must draw nothing outside its box."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable

from PIL import Image


class Regions:
    def __init__(self, size: int):
        self._size = size
        self._items: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def draw(self, image: Image.Image, box, key, draw: Callable[[], object]) -> None:
        """Paste the part kept under `key` into `box`, or `draw()` it there and keep it."""
        left, top, right, bottom = (round(v) for v in box)
        with self._lock:
            kept = self._items.get(key)
            if kept is not None:
                self._items.move_to_end(key)
        if kept is not None:
            image.paste(kept, (left, top))
            return
        draw()
        part = image.crop((left, top, right, bottom))
        with self._lock:
            self._items[key] = part
            if len(self._items) > self._size:
                self._items.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


# Every board's kept parts, a few boards of each of a few hundred games (a part is 0.02-0.6 MB);
# keys start with the game's name and what its static layer is drawn from.
PARTS = Regions(3000)
