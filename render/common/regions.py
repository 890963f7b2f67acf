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

from collections.abc import Callable

from PIL import Image

from render.common import composition, memory


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
    """Kept parts, within the process's one memory budget (`memory`), or within `budget` bytes
    of their own when given one (a test's)."""

    def __init__(self, budget: int | None = None):
        self._kept: memory.Kept[_Part] = memory.Kept("board parts", None if budget is None else memory.Memory(budget))

    def draw(self, image: Image.Image, box, key, draw: Callable[[], object]) -> None:
        """Paste the part kept under `key` into `box`, or `draw()` it there and keep it."""
        left, top, right, bottom = round(box[0]), round(box[1]), round(box[2]), round(box[3])
        kept = self._kept.get(key)
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
        self._kept.put(key, kept, _size(kept.image))
        if composing is not None:
            composing.part(whole, kept.mapping(composing.palette))

    def clear(self) -> None:
        self._kept.clear()

    @property
    def bytes(self) -> int:
        return self._kept.bytes

    def __len__(self) -> int:
        return len(self._kept)


# Pillow keeps an RGB pixel in 4 bytes; a part's mapping onto a palette, once made, in 1 more
BYTES_PER_PIXEL = 5


def _size(part: Image.Image) -> int:
    return part.width * part.height * BYTES_PER_PIXEL


# Every board's kept parts (0.1-1.2 MB each, a whole board's ~5-12 MB). Keys start with the game's
# name and what its static layer is drawn from.
PARTS = Regions()
