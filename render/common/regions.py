"""Parts of a board kept as drawn, keyed by everything they show.

A move changes a few parts of a board (one team's row, one boutique); the rest looks as it
did on the board before. A part is drawn onto the board once per key, its box is cut out and
kept, and the next board with the same key pastes it instead of drawing it again. The key
holds what the part's drawing reads from the view (and the static layer under it, so the
pixels around its shapes are the same); the part must draw nothing outside its box.

While a board's palette image is composed (`composition`), a kept part also keeps its
mapping onto the game's palette, made the first time a board needs it, and a part pasted again
goes into the palette image (and into the drawing only where the composition needs it)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable

from PIL import Image

from render.common import composition


class _Part:
    __slots__ = ("image", "mapped")

    def __init__(self, image: Image.Image):
        self.image = image
        self.mapped: tuple | None = None  # (palette, the image mapped onto it)

    def mapping(self, palette) -> Image.Image:
        mapped = self.mapped
        if mapped is None or mapped[0] is not palette:
            mapped = self.mapped = (palette, composition.map_part(self.image, palette))
        return mapped[1]


class Regions:
    """Kept parts, the least recently used dropped first once they hold more than `budget` bytes."""

    def __init__(self, budget: int):
        self._budget = budget
        self._bytes = 0
        self._items: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def draw(self, image: Image.Image, box, key, draw: Callable[[], object]) -> None:
        """Paste the part kept under `key` into `box`, or `draw()` it there and keep it."""
        left, top, right, bottom = round(box[0]), round(box[1]), round(box[2]), round(box[3])
        with self._lock:
            kept = self._items.get(key)
            if kept is not None:
                self._items.move_to_end(key)
        composing = composition.active()
        whole = (left, top, right, bottom)
        if kept is not None:
            if composing is None:
                image.paste(kept.image, (left, top))
                return
            mapped = kept.mapping(composing.palette)
            if not composing.place(image, whole, kept.image, mapped):
                image.paste(kept.image, (left, top))
                composing.part(whole, mapped)
            return
        if composing is not None:
            composing.drawing(image, whole)
        draw()
        kept = _Part(image.crop(whole))
        with self._lock:
            if key not in self._items:
                self._items[key] = kept
                self._bytes += _size(kept.image)
            self._drop_beyond_budget()
        if composing is not None:
            composing.part(whole, kept.mapping(composing.palette))

    def _drop_beyond_budget(self) -> None:
        while self._bytes > self._budget and self._items:
            self._bytes -= _size(self._items.popitem(last=False)[1].image)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0

    @property
    def budget(self) -> int:
        return self._budget

    @budget.setter
    def budget(self, budget: int) -> None:
        with self._lock:
            self._budget = budget
            self._drop_beyond_budget()

    @property
    def bytes(self) -> int:
        return self._bytes

    def __len__(self) -> int:
        return len(self._items)


# Pillow keeps an RGB pixel in 4 bytes; a part's mapping onto a palette, once made, in 1 more
BYTES_PER_PIXEL = 5


def _size(part: Image.Image) -> int:
    return part.width * part.height * BYTES_PER_PIXEL


# Every board's kept parts (0.1-1.2 MB each, a whole board's ~5-12 MB): the latest boards of a
# few dozen games at once. Keys start with the game's name and what its static layer is drawn from.
PARTS = Regions(192 * 1024 * 1024)
