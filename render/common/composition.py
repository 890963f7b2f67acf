"""A board's palette image, composed beside its drawing.

Mapping a whole board onto its game's palette cost about as much as drawing what a move changed,
and most of the board is its static layer and kept parts (`regions`), whose pixels were mapped
before. While `compose` runs, the board's palette image is put together as the board is drawn:
the static layer's mapping, then each kept part's mapping where the part lands; what a board
draws outside its kept parts is declared (`drawn`) and only those boxes are mapped, at the end,
from the drawing. Mapping is pixel by pixel (no dithering), so the result is the mapping of the
whole board, as `png.to_png` makes it: `tests/render/test_render_composed.py` holds every board
of consecutive moves to that.

The RGB drawing is only what the palette image is mapped from, so it is made where it is read:
on a canvas the thread reuses, which shows the static layer wherever the board draws (the boxes
the board before drew on it are put back from the static layer first), and a kept part that is
pasted goes into it only where a declared drawing lies over it.

A box drawn outside the kept parts and not declared would keep the static layer's pixels in the
palette image, so every drawing step outside `regions.PARTS` says where it draws, before it does."""

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

Box = tuple[int, int, int, int]


class Composition:
    def __init__(self, palette: FixedPalette):
        self.palette = palette
        self.mapped: Image.Image | None = None
        self._canvas: _Canvas | None = None
        self._placed: list[tuple[Box, Image.Image]] = []  # kept parts pasted into the palette image only
        self._drawn: list[tuple[Box, int]] = []  # declared boxes, and how many parts were placed before

    def canvas(self, static: Image.Image) -> Image.Image:
        """The RGB canvas the board is drawn on, showing `static` wherever it will be drawn on,
        and the palette image starts as the static layer's mapping."""
        self.mapped = _static_mapping(static, self.palette).copy()
        self._canvas = _reused_canvas(static)
        return self._canvas.image

    def place(self, image: Image.Image, box: Box, part: Image.Image, mapped: Image.Image) -> bool:
        """A kept part (`part`, and `mapped` its palette image) goes into `box`: into the palette
        image, and into the RGB drawing only where a declared drawing needs it. False when
        `image` is not this composition's canvas: the caller pastes it there."""
        if self._canvas is None or image is not self._canvas.image or self.mapped is None:
            return False
        self.mapped.paste(mapped, box[:2])
        self._placed.append((box, part))
        return True

    def drawing(self, image: Image.Image, box: Box) -> None:
        """A kept part is about to be drawn into `box` of `image`."""
        if self._canvas is not None and image is self._canvas.image:
            self._canvas.touched.append(box)

    def part(self, box: Box, mapped: Image.Image) -> None:
        """A kept part was drawn or pasted into `box` of the RGB drawing; `mapped` is its palette image."""
        if self.mapped is not None:
            self.mapped.paste(mapped, box[:2])

    def drawn(self, box, margin: int = 0) -> None:
        left, top, right, bottom = box
        margin += 1  # what rounding the box's corners may add
        widened = (int(left) - margin, int(top) - margin, int(right) + margin + 1, int(bottom) + margin + 1)
        if self._canvas is not None:
            self._canvas.touched.append(widened)
            self._paste_placed(widened, self._placed)
        self._drawn.append((widened, len(self._placed)))

    def finish(self, image: Image.Image) -> Image.Image:
        """The palette image of the finished drawing `image`."""
        if self.mapped is None or self.mapped.size != image.size:
            return image.quantize(palette=self.palette.image, dither=Image.Dither.NONE)
        width, height = image.size
        for (left, top, right, bottom), placed_before in self._drawn:
            box = (max(left, 0), max(top, 0), min(right, width), min(bottom, height))
            if box[0] < box[2] and box[1] < box[3]:
                if self._canvas is not None and image is self._canvas.image:
                    self._paste_placed(box, self._placed[placed_before:])  # parts pasted over the drawing
                self.mapped.paste(_map(image.crop(box), self.palette), box[:2])
        return self.mapped

    def _paste_placed(self, box: Box, placed) -> None:
        """Into the RGB canvas: the kept parts of `placed` where they overlap `box`."""
        assert self._canvas is not None
        for (left, top, right, bottom), part in placed:
            overlap = (max(left, box[0]), max(top, box[1]), min(right, box[2]), min(bottom, box[3]))
            if overlap[0] < overlap[2] and overlap[1] < overlap[3]:
                piece = part.crop((overlap[0] - left, overlap[1] - top, overlap[2] - left, overlap[3] - top))
                self._canvas.image.paste(piece, overlap[:2])


def active() -> Composition | None:
    return _CURRENT.get()


def canvas(static: Image.Image) -> Image.Image:
    """What a board is drawn on: a copy of its static layer, or while composing, the reused canvas."""
    composition = _CURRENT.get()
    return static.copy() if composition is None else composition.canvas(static)


def drawn(*boxes, margin: int = 0) -> None:
    """Says that the board is about to draw into these boxes (left, top, right, bottom), widened
    by `margin` on every side, outside its kept parts."""
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


class _Canvas:
    """A thread's RGB canvas of one size, the static layer it was last set to and the boxes
    drawn on it since."""

    def __init__(self, size: tuple[int, int]):
        self.image = Image.new("RGB", size)
        self.static: weakref.ref | None = None
        self.touched: list[Box] = []

    def show(self, static: Image.Image) -> None:
        """Make the canvas show `static` wherever a board may read it."""
        if self.static is not None and self.static() is static:
            for box in self.touched:
                box = (max(box[0], 0), max(box[1], 0), min(box[2], static.width), min(box[3], static.height))
                if box[0] < box[2] and box[1] < box[3]:
                    self.image.paste(static.crop(box), box[:2])
        else:
            self.image.paste(static, (0, 0))
            self.static = weakref.ref(static)
        self.touched = []


_canvases = threading.local()


def _reused_canvas(static: Image.Image) -> _Canvas:
    """This thread's canvas the size of `static`, showing it (pasting a whole static layer into
    a canvas costs half of copying it into new memory, and putting back only the boxes the
    board before drew on costs less again); a few sizes are kept, one per board shape drawn lately."""
    kept: dict = getattr(_canvases, "by_size", None) or {}
    _canvases.by_size = kept
    canvas = kept.pop(static.size, None) or _Canvas(static.size)
    kept[static.size] = canvas
    while len(kept) > 4:
        kept.pop(next(iter(kept)))
    canvas.show(static)
    return canvas
