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

import contextlib
import zlib
from collections.abc import Callable, Iterator
from contextvars import ContextVar

from PIL import Image

from render.common import composition, memory


class _Part:
    """A part's pixels and their mapping onto a palette; packed (`_Packing`), both are kept
    compressed, and unpacked, its mapping is made again while its pixels stay compressed: a part
    pasted again goes into the palette image, and its pixels are read only where a board draws
    over it."""

    __slots__ = ("_image", "_packed_image", "_packed_mapping", "mapped", "size")

    def __init__(self, image: Image.Image):
        self._image: Image.Image | None = image
        self._packed_image: bytes | None = None
        self._packed_mapping: tuple | None = None  # (palette, its mapping's pixels compressed)
        self.mapped: tuple | None = None  # (palette, the image mapped onto it)
        self.size = image.size

    @property
    def image(self) -> Image.Image:
        image, packed = self._image, self._packed_image
        if image is None:
            assert packed is not None
            image = Image.frombytes("RGB", self.size, zlib.decompress(packed))
        return image

    def mapping(self, palette) -> Image.Image:
        mapped = self.mapped
        if mapped is None or mapped[0] is not palette:
            mapped = self.mapped = (palette, composition.map_part(self.image, palette))
        return mapped[1]


class _Packing:
    """Parts packed with zlib at its fastest level (a board's parts shrink about twentyfold)."""

    def pack(self, part: _Part) -> int | None:
        if part._packed_image is None:
            part._packed_image = zlib.compress(part.image.tobytes(), 1)
        mapped = part.mapped
        if mapped is not None and (part._packed_mapping is None or part._packed_mapping[0] is not mapped[0]):
            part._packed_mapping = (mapped[0], zlib.compress(mapped[1].tobytes(), 1))
        part._image = part.mapped = None
        return self._size(part)

    def unpack(self, part: _Part) -> int:
        packed = part._packed_mapping
        if packed is not None and part.mapped is None:
            palette, pixels = packed
            # (without its palette: a part's mapping is only pasted into a palette image's indices)
            part.mapped = (palette, Image.frombytes("P", part.size, zlib.decompress(pixels)))
        return self._size(part) + (part.size[0] * part.size[1] if part.mapped is not None else 0)

    @staticmethod
    def _size(part: _Part) -> int:
        packed = len(part._packed_image or b"") + len(part._packed_mapping[1] if part._packed_mapping else b"")
        return packed + PACKED_OVERHEAD


class Regions:
    """Kept parts, within the process's one memory budget (`memory`), or within `budget` bytes
    of their own when given one (packed beyond it only when `packs`)."""

    def __init__(self, budget: int | None = None, packs: bool = True):
        self._kept: memory.Kept[_Part] = memory.Kept(
            "board parts", None if budget is None else memory.Memory(budget), _Packing() if packs else None
        )

    def draw(self, image: Image.Image, box, key, draw: Callable[[], object]) -> None:
        """Paste the part kept under `key` into `box`, or `draw()` it there and keep it."""
        own = _own_parts.get()
        if own is not None and own is not self:
            own.draw(image, box, key, draw)
            return
        left, top, right, bottom = round(box[0]), round(box[1]), round(box[2]), round(box[3])
        kept = self._kept.get(key)
        composing = composition.active()
        whole = (left, top, right, bottom)
        if kept is not None:
            if composing is None:
                image.paste(kept.image, (left, top))
                return
            mapped = kept.mapping(composing.palette)
            part = kept
            if not composing.place(image, whole, lambda: part.image, mapped):
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
PACKED_OVERHEAD = 200  # a packed part's objects beside its compressed bytes


def _size(part: Image.Image) -> int:
    return part.width * part.height * BYTES_PER_PIXEL


_own_parts: ContextVar[Regions | None] = ContextVar("parts of a drawing's own", default=None)
OWN_PARTS_BUDGET = 48 * memory.MEGABYTE  # more than the parts of one board of any game


@contextlib.contextmanager
def parts_of_its_own() -> Iterator[None]:
    """Within, boards keep their parts apart from the process's memory, and forget them after: a
    replay draws each board of a game once, and its flood of parts would push out (or pack, which
    costs more than drawing) the parts of the games being played, while consecutive boards still
    paste what they share."""
    token = _own_parts.set(Regions(OWN_PARTS_BUDGET, packs=False))
    try:
        yield
    finally:
        _own_parts.reset(token)


# Every board's kept parts (0.1-1.2 MB each, a whole board's ~5-12 MB). Keys start with the game's
# name and what its static layer is drawn from.
PARTS = Regions()
