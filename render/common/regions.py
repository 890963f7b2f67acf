"""Parts of a board kept as drawn, keyed by everything they show.

A move changes a few parts of a board (one team's row, one boutique); the rest looks as it
did on the board before. A part is drawn onto the board once per key, its box is cut out and
kept, and the next board with the same key pastes it instead of drawing it again. The key
holds what the part's drawing reads from the view (and the static layer under it, so the
pixels around its shapes are the same); the part must draw nothing outside its box.

A part drawn while a board's palette image is composed (`composition`, as every board the bot
sends is) keeps only its mapping onto the game's palette, a byte a pixel: that is what a board
pastes. Its pixels are read only where a later board draws over it (no Ladies board does; a
Rokoko or Spectaculum board now and then, over a small part), and that board draws the part again
from its own view, in its box, and puts the canvas back (`Composition.redraw`). So a kept part
weighs a fifth of what it would with its pixels, a third packed, and packing a new part
compresses a fourth of the bytes. A part drawn outside a composition keeps its pixels (and its
mapping too once a composed board makes it)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from contextvars import ContextVar

import lz4.block
from PIL import Image

from render.common import composition, memory
from render.common.png import FixedPalette


class _Part:
    """A part's mapping onto a palette, or its pixels (drawn outside a composition), or both;
    packed (`_Packing`), the one it keeps, compressed; unpacked, its mapping is made again
    while pixels packed stay compressed."""

    __slots__ = ("_packed", "mapped", "pixels", "size")

    def __init__(self, size: tuple[int, int], pixels: Image.Image | None = None, mapped: tuple | None = None) -> None:
        self.size = size
        self.pixels = pixels
        self.mapped = mapped  # (palette, the pixels mapped onto it)
        self._packed: tuple[FixedPalette | None, bytes] | None = None  # (its mapping's palette or None: pixels)

    def image(self) -> Image.Image | None:
        """Its pixels; None when it keeps only its mapping."""
        pixels, packed = self.pixels, self._packed
        if pixels is None and packed is not None and packed[0] is None:
            pixels = Image.frombytes("RGB", self.size, _unpacked(packed[1]))
        return pixels

    def mapping(self, palette: FixedPalette) -> Image.Image | None:
        """Its mapping onto `palette`; None when it has only a mapping onto another palette."""
        mapped = self.mapped
        if mapped is None or mapped[0] is not palette:
            pixels = self.image()
            if pixels is None:
                return None
            mapped = self.mapped = (palette, composition.map_part(pixels, palette))
        return mapped[1]


class _Packing:
    """Parts packed with LZ4 (a board's parts shrink about sixteenfold). A game in a rotation of
    more games than the budget holds packs and unpacks its parts on every move: LZ4 does both five
    to eight times as fast as zlib at its fastest level, which packed them a fifth smaller, but with
    which Ladies & Gentlemen's boards in such a rotation cost up to a third more CPU than those of
    one game drawn after another (`python -m bench --section memory`)."""

    def pack(self, part: _Part) -> int | None:
        packed, mapped = part._packed, part.mapped
        if part.pixels is not None:
            if packed is None or packed[0] is not None:
                part._packed = (None, _packed(part.pixels.tobytes()))
        elif mapped is not None and (packed is None or packed[0] is not mapped[0]):
            part._packed = (mapped[0], _packed(mapped[1].tobytes()))
        part.pixels = part.mapped = None
        return self._size(part)

    def unpack(self, part: _Part) -> int:
        packed = part._packed
        if packed is not None and packed[0] is not None and part.mapped is None:
            # (without its palette: a part's mapping is only pasted into a palette image's indices;
            # over the bytes unpacked, not a copy of them: it is only ever pasted from)
            unpacked = _unpacked(packed[1])
            part.mapped = (packed[0], Image.frombuffer("P", part.size, unpacked, "raw", "P", 0, 1))
        return self._size(part) + (part.size[0] * part.size[1] if part.mapped is not None else 0)

    @staticmethod
    def _size(part: _Part) -> int:
        return len(part._packed[1] if part._packed else b"") + PACKED_OVERHEAD


def _packed(data: bytes) -> bytes:
    return lz4.block.compress(data, store_size=True)


def _unpacked(data: bytes) -> bytes:
    return lz4.block.decompress(data)


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
                pixels = kept.image()
                if pixels is not None:
                    image.paste(pixels, (left, top))
                    return
            else:
                mapped = kept.mapping(composing.palette)
                if mapped is not None:
                    if composing.place(image, whole, _pixels(kept, whole, draw), mapped):
                        return
                    pixels = kept.image()
                    if pixels is not None:
                        image.paste(pixels, (left, top))
                        composing.part(whole, mapped)
                        return
        # (a part kept without what this drawing needs of it is drawn again, and kept anew)
        if composing is not None:
            composing.drawing(image, whole)
        draw()
        pixels = image.crop(whole)
        if composing is None:
            self._kept.put(key, _Part(pixels.size, pixels=pixels), pixels.width * pixels.height * BYTES_PER_PIXEL)
            return
        mapped = composition.map_part(pixels, composing.palette)
        self._kept.put(key, _Part(pixels.size, mapped=(composing.palette, mapped)), pixels.width * pixels.height)
        composing.part(whole, mapped)

    def clear(self) -> None:
        self._kept.clear()

    @property
    def bytes(self) -> int:
        return self._kept.bytes

    def __len__(self) -> int:
        return len(self._kept)


def _pixels(part: _Part, box, draw: Callable[[], object]):
    """What gives the part's pixels to the composition that places it, should it need them: its
    own, or if it keeps only its mapping, drawn again once (by the composition active then: one
    held here would make a cycle, the composition holding this, which would keep the board's
    composition and what it holds until Python's collector found it)."""
    drawn: list[Image.Image] = []

    def pixels() -> Image.Image:
        kept = part.image()
        if kept is not None:
            return kept
        if not drawn:
            composing = composition.active()
            assert composing is not None
            drawn.append(composing.redraw(box, draw))
        return drawn[0]

    return pixels


# A part drawn outside a composition: Pillow keeps an RGB pixel in 4 bytes, and its mapping onto a
# palette, once a composed board makes it, in 1 more (a part drawn while composing keeps that 1)
BYTES_PER_PIXEL = 5
PACKED_OVERHEAD = 200  # a packed part's objects beside its compressed bytes


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


# Every board's kept parts (20-250 KB each, a whole board's ~1-2.5 MB: mappings). Keys start with the game's
# name and what its static layer is drawn from.
PARTS = Regions()
