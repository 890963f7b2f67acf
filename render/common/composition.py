"""A board's palette image, composed beside its drawing.

Mapping a whole board onto its game's palette cost about as much as drawing what a move changed,
and most of the board is its static layer and kept parts (`regions`), whose pixels were mapped
before. While `compose` runs, the board is drawn as always, onto a reused RGB canvas, and its
palette image is put together as it goes: the static layer's mapping, then each kept part's
mapping where the part lands; what a board draws outside its kept parts is declared (`drawn`)
and only those boxes are mapped, at the end, from the finished drawing. Mapping is pixel by
pixel (no dithering), so the result is the mapping of the whole board, as `png.to_png` makes
it: `tests/render/test_render_composed.py` holds every board of consecutive moves to that.

A box drawn outside the kept parts and not declared would keep the static layer's pixels in the
palette image, so every drawing step outside `regions.PARTS` says where it drew."""

from __future__ import annotations

import io
import threading
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from PIL import Image

from render.common.png import FixedPalette

_CURRENT: ContextVar[Composition | None] = ContextVar("composition", default=None)


class Composition:
    def __init__(self, palette: FixedPalette):
        self.palette = palette
        self.mapped: Image.Image | None = None
        self._drawn: list[tuple[int, int, int, int]] = []

    def canvas(self, static: Image.Image) -> Image.Image:
        """The RGB canvas the board is drawn on (a reused one, showing `static`), and the
        palette image starts as the static layer's mapping."""
        self.mapped = _static_mapping(static, self.palette).copy()
        canvas = _reused_canvas(static.size)
        canvas.paste(static, (0, 0))
        return canvas

    def part(self, position: tuple[int, int], mapped: Image.Image) -> None:
        """A kept part pasted at `position`: `mapped` is its palette image (`map_part`)."""
        if self.mapped is not None:
            self.mapped.paste(mapped, position)

    def drawn(self, box, margin: int = 0) -> None:
        left, top, right, bottom = box
        margin += 1  # what rounding the box's corners may add
        self._drawn.append((int(left) - margin, int(top) - margin, int(right) + margin + 1, int(bottom) + margin + 1))

    def finish(self, image: Image.Image) -> Image.Image:
        """The palette image of the finished drawing `image`."""
        if self.mapped is None or self.mapped.size != image.size:
            return image.quantize(palette=self.palette.image, dither=Image.Dither.NONE)
        width, height = image.size
        for left, top, right, bottom in self._drawn:
            box = (max(left, 0), max(top, 0), min(right, width), min(bottom, height))
            if box[0] < box[2] and box[1] < box[3]:
                self.mapped.paste(_map(image.crop(box), self.palette), box[:2])
        return self.mapped


def active() -> Composition | None:
    return _CURRENT.get()


def canvas(static: Image.Image) -> Image.Image:
    """What a board is drawn on: a copy of its static layer, or while composing, the reused canvas."""
    composition = _CURRENT.get()
    return static.copy() if composition is None else composition.canvas(static)


def drawn(*boxes, margin: int = 0) -> None:
    """Says that the board drew into these boxes (left, top, right, bottom), widened by `margin`
    on every side, outside its kept parts."""
    composition = _CURRENT.get()
    if composition is not None:
        for box in boxes:
            composition.drawn(box, margin)


@contextmanager
def compose(palette: Path) -> Iterator[Composition]:
    composition = Composition(FixedPalette.load(palette))
    token = _CURRENT.set(composition)
    try:
        yield composition
    finally:
        _CURRENT.reset(token)


def board_png(draw: Callable[[], Image.Image], palette: Path, compress_level: int) -> bytes:
    """The PNG of the board `draw()` draws, mapped onto `palette` as `png.to_png` maps it."""
    with compose(palette) as composition:
        mapped = composition.finish(draw())
    buffer = io.BytesIO()
    mapped.save(buffer, "PNG", compress_level=compress_level)
    return buffer.getvalue()


def map_part(image: Image.Image, palette: FixedPalette) -> Image.Image:
    return _map(image, palette)


def _map(image: Image.Image, palette: FixedPalette) -> Image.Image:
    return image.quantize(palette=palette.image, dither=Image.Dither.NONE)


_statics: dict[int, tuple[weakref.ref, FixedPalette, Image.Image]] = {}
_statics_lock = threading.Lock()


def _static_mapping(static: Image.Image, palette: FixedPalette) -> Image.Image:
    """The static layer's mapping, kept while the static layer is."""
    with _statics_lock:
        kept = _statics.get(id(static))
    if kept is not None and kept[0]() is static and kept[1] is palette:
        return kept[2]
    mapped = _map(static, palette)
    key = id(static)

    def forget(_ref, key=key) -> None:
        with _statics_lock:
            if key in _statics and _statics[key][0]() is None:
                del _statics[key]

    with _statics_lock:
        _statics[key] = (weakref.ref(static, forget), palette, mapped)
    return mapped


_canvases = threading.local()


def _reused_canvas(size: tuple[int, int]) -> Image.Image:
    """This thread's RGB canvas of `size` (pasting a static layer into it costs half of copying
    the layer into new memory); a few sizes are kept, one per board shape drawn lately."""
    kept: dict = getattr(_canvases, "by_size", None) or {}
    _canvases.by_size = kept
    canvas = kept.pop(size, None) or Image.new("RGB", size)
    kept[size] = canvas
    while len(kept) > 4:
        kept.pop(next(iter(kept)))
    return canvas
