"""A board's palette image, composed beside its drawing.

Mapping a whole board onto its game's palette cost about as much as drawing what a move changed,
and most of the board is its static layer and kept parts (`regions`), whose pixels were mapped
before. While `compose` runs, the board's palette image is put together as the board is drawn:
the static layer's mapping, then each kept part's mapping where the part lands; what a board
draws outside its kept parts is declared (`drawn`) and only those boxes are mapped, at the end,
from the drawing. Mapping is pixel by pixel (no dithering), so the result is the mapping of the
whole board, as `png.to_png` makes it: `tests/render/test_render_composed.py` holds every board
of consecutive moves to that.

The RGB drawing is only what the palette image is mapped from, so it is made only where it is
read: on a canvas the thread reuses (and a palette image too), a box shows the static layer, the
parts pasted so far and what the board drew before only when the board is about to draw into it
(a kept part drawn afresh, or a declared box); a kept part that is pasted again goes into the
palette image, and into the canvas only where the board drew.

A box drawn outside the kept parts and not declared would keep the static layer's pixels in the
palette image, so every drawing step outside `regions.PARTS` says where it draws, before it does.

What changes with every move over a part that otherwise stays (the latest move's frame around a
Ladies boutique or person, `latest.declared_frame`) is drawn over the kept part as overlays
(`overlay`): plain colours through a mask that is opaque or clear, whose mapping is made once."""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from PIL import Image, ImageChops

from render.common import memory
from render.common.banded_png import palette_png
from render.common.png import FixedPalette

_CURRENT: ContextVar[Composition | None] = ContextVar("composition", default=None)

Box = tuple[int, int, int, int]


class Composition:
    def __init__(self, palette: FixedPalette):
        self.palette = palette
        self.mapped: Image.Image | None = None
        self._reused: _Canvas | None = None
        self._canvas: Image.Image | None = None
        self._static: Layer | None = None
        # kept parts pasted into the palette image only, and overlays (with their masks), in order
        # (its pixels are read only where the board draws over them: a packed part's are compressed)
        self._placed: list[tuple[Box, Callable[[], Image.Image], Image.Image | None]] = []
        self._fresh: list[Box] = []  # boxes of the canvas that show this board, in the order drawn
        self._drawn: list[Box] = []  # the declared ones

    def canvas(self, static: Layer) -> Image.Image:
        """The RGB canvas the board is drawn on (each box shows `static` and this board's parts
        once it is drawn on), and the palette image, which starts as the static layer's mapping."""
        reused = self._reused = _reused_canvas(static.size)
        self._canvas, self._static = reused.image, static
        self.mapped = reused.mapping(static, self.palette)
        return self._canvas

    def place(self, image: Image.Image, box: Box, part: Callable[[], Image.Image], mapped: Image.Image) -> bool:
        """A kept part (`part()` its pixels, and `mapped` its palette image) goes into `box`: into
        the palette image, and into the RGB canvas only where this board drew on it. False when
        `image` is not this composition's canvas: the caller pastes it there."""
        if self._canvas is None or image is not self._canvas or self._reused is None:
            return False
        self._reused.write(box, mapped)
        self._placed.append((box, part, None))
        left, top, right, bottom = box
        for fresh in self._fresh:  # (the overlap test inline: a board places dozens of parts)
            if fresh[0] < right and left < fresh[2] and fresh[1] < bottom and top < fresh[3]:
                _paste_within(self._canvas, part(), box, fresh)
        return True

    def overlay(self, image: Image.Image, box: Box, piece: Overlay) -> bool:
        """`piece` into `box`, over what the board shows there: its mask is opaque or clear, so
        the palette image takes its mapping through the mask, and nothing under it is shown or
        mapped. False when `image` is not this composition's canvas: the caller pastes it there."""
        if self._canvas is None or image is not self._canvas or self._reused is None:
            return False
        pixels, mask, mapped = piece.pixels, piece.mask, piece.mapping(self.palette)
        inside = _clip(box, self._canvas.size)
        if inside != box:
            if inside[0] >= inside[2] or inside[1] >= inside[3]:
                return True
            crop = (inside[0] - box[0], inside[1] - box[1], inside[2] - box[0], inside[3] - box[1])
            pixels, mask, mapped, box = pixels.crop(crop), mask.crop(crop), mapped.crop(crop), inside
        self._canvas.paste(pixels, box, mask)  # (outside the boxes shown, the canvas is not read)
        self._reused.write(box, mapped, mask=mask)
        self._placed.append((box, lambda: pixels, mask))
        return True

    def drawing(self, image: Image.Image, box: Box) -> None:
        """A kept part is about to be drawn into `box` of `image`."""
        if image is self._canvas:
            self._show(box)

    def part(self, box: Box, mapped: Image.Image) -> None:
        """A kept part was drawn or pasted into `box` of the RGB drawing; `mapped` is its palette image."""
        if self._reused is not None:
            self._reused.write(box, mapped)

    def drawn(self, box, margin: int = 0) -> None:
        left, top, right, bottom = box
        margin += 1  # what rounding the box's corners may add
        widened = (int(left) - margin, int(top) - margin, int(right) + margin + 1, int(bottom) + margin + 1)
        if self._canvas is not None:
            widened = _clip(widened, self._canvas.size)
            if widened[0] < widened[2] and widened[1] < widened[3]:
                self._show(widened)
                self._drawn.append(widened)

    def finish(self, image: Image.Image) -> Image.Image:
        """The palette image of the finished drawing `image`."""
        if self._reused is None or image is not self._canvas:
            return image.quantize(palette=self.palette.image, dither=Image.Dither.NONE)
        self._reused.settle(self._drawn)
        for box in self._drawn:
            self._reused.write(box, _map(image.crop(box), self.palette), kept=False)
        return self._reused.finish()

    def _show(self, box: Box) -> None:
        """Make `box` of the canvas show what the whole drawing would there by now: the static
        layer, the parts pasted so far, and what this board drew before."""
        assert self._canvas is not None and self._static is not None
        box = _clip(box, self._canvas.size)
        if box[0] >= box[2] or box[1] >= box[3]:
            return
        left, top, right, bottom = box
        kept = [
            (overlap, self._canvas.crop(overlap))
            for fresh in self._fresh
            if fresh[0] < right
            and left < fresh[2]
            and fresh[1] < bottom
            and top < fresh[3]
            and (overlap := _overlap(fresh, box))
        ]
        self._show_static(box)
        for placed, part, mask in self._placed:
            if placed[0] < right and left < placed[2] and placed[1] < bottom and top < placed[3]:
                _paste_within(self._canvas, part(), placed, box, mask)
        for overlap, pixels in kept:
            self._canvas.paste(pixels, overlap[:2])
        self._fresh.append(box)

    def _show_static(self, box: Box) -> None:
        """Make `box` (within the canvas) of the canvas show the static layer."""
        assert self._canvas is not None and self._static is not None
        self._canvas.paste(_static_crop(self._static.under, box), box[:2])
        for at, piece in self._static.pieces:
            piece.paste(self._canvas, piece.pixels, at, box)

    def redraw(self, box: Box, draw: Callable[[], object]) -> Image.Image:
        """The pixels of a kept part that keeps only its mapping (`regions`), for a board that
        draws over it: `draw()` draws it again into `box` over the static layer, as it was first
        drawn, and the canvas there is put back as it was."""
        assert self._canvas is not None
        shown = self._canvas.crop(box)
        inside = _clip(box, self._canvas.size)
        if inside[0] < inside[2] and inside[1] < inside[3]:
            self._show_static(inside)
        draw()
        pixels = self._canvas.crop(box)
        self._canvas.paste(shown, box[:2])
        return pixels


def _overlap(a: Box, b: Box) -> Box | None:
    overlap = (max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3]))
    return overlap if overlap[0] < overlap[2] and overlap[1] < overlap[3] else None


def _clip(box: Box, size: tuple[int, int]) -> Box:
    return (max(box[0], 0), max(box[1], 0), min(box[2], size[0]), min(box[3], size[1]))


def _paste_within(
    canvas: Image.Image, part: Image.Image, at: Box, within: Box, mask: Image.Image | None = None
) -> None:
    """Paste `part` (whose box is `at`, through `mask` if any) into `canvas` where it overlaps `within`."""
    overlap = _overlap(at, within)
    if overlap is not None:
        left, top = at[:2]
        inside = (overlap[0] - left, overlap[1] - top, overlap[2] - left, overlap[3] - top)
        canvas.paste(part.crop(inside), overlap[:2], None if mask is None else mask.crop(inside))


def active() -> Composition | None:
    return _CURRENT.get()


def canvas(static: Image.Image | Layer) -> Image.Image:
    """What a board is drawn on: its static layer drawn whole, or while composing, the reused canvas."""
    layer = static if isinstance(static, Layer) else Layer(static, [])
    composition = _CURRENT.get()
    return layer.image() if composition is None else composition.canvas(layer)


class Overlay:
    """Pixels pasted through a mask whose every pixel is opaque or clear (lines drawn without
    anti-aliasing), and their mapping onto a palette (made once). The mask is kept in mode "1":
    Pillow pastes through it by choosing each pixel, which gives the pixels an "L" mask of 0 and
    255 gives, in a fifth of the time for RGB (it blends each pixel through an "L" mask)."""

    __slots__ = ("_cut", "_mapped", "mask", "pixels")

    def __init__(self, pixels: Image.Image, mask: Image.Image):
        self.pixels = pixels
        self.mask = mask if mask.mode == "1" else mask.convert("1", dither=Image.Dither.NONE)
        self._mapped: tuple | None = None
        self._cut: list[tuple[Box, bool]] | None = None

    def paste(self, target: Image.Image, image: Image.Image, box: Box, within: Box | None = None) -> None:
        """`image` (its pixels, or its mapping) pasted through the mask into `target` with its top
        left at `box`'s (only where it overlaps `within`, if given): its opaque core without the
        mask, a plain paste costing a tenth of a masked one (a boutique's or a row's frame is
        opaque but for its rounded corners and its margins)."""
        left, top = box[0], box[1]
        if within is not None and not (
            left < within[2] and within[0] < box[2] and top < within[3] and within[1] < box[3]
        ):
            return
        if self._cut is None:
            self._cut = _cut(self.mask)
        for (cut_left, cut_top, cut_right, cut_bottom), opaque in self._cut:
            at = (left + cut_left, top + cut_top, left + cut_right, top + cut_bottom)
            inside = at if within is None else _overlap(at, within)
            if inside is None:
                continue
            crop = (inside[0] - left, inside[1] - top, inside[2] - left, inside[3] - top)
            target.paste(image.crop(crop), inside[:2], None if opaque else self.mask.crop(crop))

    def mapping(self, palette: FixedPalette) -> Image.Image:
        mapped = self._mapped
        if mapped is None or mapped[0] is not palette:
            mapped = self._mapped = (palette, _map(self.pixels, palette))
        return mapped[1]


def _cut(mask: Image.Image) -> list[tuple[Box, bool]]:
    """A mask of mode "1" in boxes ((box, opaque), ...): the largest run of rows opaque over the
    same columns and clear beside them, then what lies above and below it where the mask is not
    clear."""
    width, height = mask.size
    rows = mask.convert("L").tobytes()
    spans: list[tuple[int, int] | None] = []
    for y in range(height):
        row = rows[y * width : (y + 1) * width]
        start, end = row.find(255), row.rfind(255) + 1
        spans.append((start, end) if start >= 0 and row.count(0, start, end) == 0 else None)
    core, area, y = None, 0, 0
    while y < height:
        span, below = spans[y], y + 1
        while below < height and spans[below] == span:
            below += 1
        if span is not None and (below - y) * (span[1] - span[0]) > area:
            core, area = (span[0], y, span[1], below), (below - y) * (span[1] - span[0])
        y = below
    if core is None:
        whole = mask.getbbox()
        return [] if whole is None else [(whole, False)]
    cut = [(core, True)]
    for box in ((0, 0, width, core[1]), (0, core[3], width, height)):  # (beside the core, all is clear)
        found = mask.crop(box).getbbox() if box[0] < box[2] and box[1] < box[3] else None
        if found is not None:
            cut.append(((box[0] + found[0], box[1] + found[1], box[0] + found[2], box[1] + found[3]), False))
    return cut


def changes(before: Image.Image, after: Image.Image) -> Overlay:
    """What was drawn over `before` to make `after` (two RGB images of one size): `after`'s pixels,
    through a mask of those that differ."""
    red, green, blue = ImageChops.difference(before, after).split()
    changed = ImageChops.lighter(ImageChops.lighter(red, green), blue).point(lambda value: 255 if value else 0)
    return Overlay(after, changed)


def overlay(image: Image.Image, at: tuple[int, int], piece: Overlay) -> None:
    """`piece` pasted through its mask with its top left at `at`, over the board's kept parts:
    while composing, its mapping goes through the mask into the palette image, and nothing under
    it is drawn or mapped (the mask is opaque or clear, so the pixels are the mapping's)."""
    box = (at[0], at[1], at[0] + piece.pixels.width, at[1] + piece.pixels.height)
    composing = _CURRENT.get()
    if composing is None or not composing.overlay(image, box, piece):
        image.paste(piece.pixels, box, piece.mask)


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
    return palette_png(mapped, compress_level)  # a board is public: encoded band by band


def map_part(image: Image.Image, palette: FixedPalette) -> Image.Image:
    return _map(image, palette)


def _map(image: Image.Image, palette: FixedPalette) -> Image.Image:
    return image.quantize(palette=palette.image, dither=Image.Dither.NONE)


# Kept while their static layer is (a static layer is kept itself, in the same memory): its
# palette image, and its pixels in the boxes a board draws its changed parts into, move after move
_mappings: memory.Kept[tuple[weakref.ref, FixedPalette, Image.Image]] = memory.Kept("static layers' mappings")
_crops: memory.Kept[tuple[weakref.ref, Image.Image]] = memory.Kept("static layers' crops")


class Layer:
    """A static layer: `under` (an image kept and shared: a board of one shape as every game shows
    it) with `pieces`, what a game shows over it (`Overlay`s, each with its top left at the position
    given), pasted through their masks. A board composed over it never has it drawn whole: its
    canvas shows `under`'s kept crops with the pieces over them where the board draws, and its
    palette image starts as `under`'s kept mapping with the pieces' mappings over it (mapping is
    pixel by pixel: the pieces' mappings fit). So a game's base keeps no memory of its own beside
    the shared pieces it is made of, and any number of games in rotation draw over theirs."""

    __slots__ = ("pieces", "under")

    def __init__(self, under: Image.Image, pieces: list[tuple[tuple[int, int], Overlay]]):
        self.under = under
        # each piece with its box
        self.pieces = [
            ((left, top, left + piece.pixels.width, top + piece.pixels.height), piece) for (left, top), piece in pieces
        ]

    @property
    def size(self) -> tuple[int, int]:
        return self.under.size

    def image(self) -> Image.Image:
        """The layer drawn whole (a new image)."""
        image = self.under.copy()
        for box, piece in self.pieces:
            piece.paste(image, piece.pixels, box)
        return image

    def same(self, other: Layer | None) -> bool:
        return other is not None and other.under is self.under and other.pieces == self.pieces

    def map_into(self, mapped: Image.Image, palette: FixedPalette, within: Box | None = None) -> None:
        """Paste the layer's mapping onto `palette` into the palette image `mapped` (in `within` only)."""
        under = _static_mapping(self.under, palette)
        if within is None:
            # whole: each piece in one paste through its mask (a palette image is pasted through a
            # mask of mode "1" pixel by pixel, as fast as plainly: cutting the piece into its opaque
            # core and masked rims cost four times as long, for a board in a rotation of games
            # whose every board composes its layer whole)
            mapped.paste(under, (0, 0))
            for box, piece in self.pieces:
                mapped.paste(piece.mapping(palette), box, piece.mask)
            return
        mapped.paste(under.crop(within), within[:2])
        for box, piece in self.pieces:
            piece.paste(mapped, piece.mapping(palette), box, within)


def _static_mapping(static: Image.Image, palette: FixedPalette) -> Image.Image:
    """The static layer's mapping onto `palette`."""
    key = id(static)
    kept = _mappings.get(key)
    if kept is not None and kept[0]() is static and kept[1] is palette:
        return kept[2]
    mapped = _map(static, palette)
    _mappings.put(key, (weakref.ref(static, _forget(_mappings, key)), palette, mapped), memory.image_bytes(mapped))
    return mapped


def _static_crop(static: Image.Image, box: Box) -> Image.Image:
    """The static layer's pixels in `box`."""
    key = (id(static), box)
    kept = _crops.get(key)
    if kept is not None and kept[0]() is static:
        return kept[1]
    crop = static.crop(box)
    _crops.put(key, (weakref.ref(static, _forget(_crops, key)), crop), memory.image_bytes(crop))
    return crop


def _forget(store: memory.Kept, key) -> Callable[[weakref.ref], None]:
    """What a static layer's weak reference calls when the layer is gone: its entry goes too
    (unless the key's `id` was taken by a newer layer since)."""

    def forget(gone: weakref.ref) -> None:
        kept = store.items.get(key)
        if kept is not None and kept[0] is gone:
            store.discard(key)

    return forget


class _Canvas:
    """A thread's RGB canvas of one size and its palette image, reused board after board.

    The palette image is not reset to the static layer's mapping for each board: it remembers
    the boxes the board before wrote into, and which of them still show exactly one kept part's
    mapping, and a part pasted again into the box that shows it is skipped (a board pastes
    dozens of unchanged parts). Once a board's parts are in (`settle`), the boxes only the board
    before wrote into show the static layer's mapping again, with this board's parts over them
    in their order."""

    def __init__(self, size: tuple[int, int]):
        self.image = Image.new("RGB", size)
        self._mapped: Image.Image | None = None
        self._palette: FixedPalette | None = None
        self._static: Layer | None = None  # the static layer under the palette image
        self._finished = False  # the palette image shows the last board composed on it
        self._holding: dict[Box, Image.Image] = {}  # boxes that show exactly this part's mapping
        self._previous: list[Box] = []  # the boxes the last board wrote into
        self._writes: list[tuple[Box, Image.Image, Image.Image | None]] = []  # this board's, in order

    def mapping(self, static: Layer, palette: FixedPalette) -> Image.Image:
        """The reused palette image for a board over `static` mapped onto `palette`: as the last
        board left it if that one finished over the same layer, else showing `static`'s mapping."""
        fresh = self._mapped is None or self._palette is not palette
        mapped = self._mapped
        if fresh:  # (a copy of a mapping: the palette image holds the palette as mapping gives it)
            mapped = self._mapped = _static_mapping(static.under, palette).copy()
            self._palette = palette
        assert mapped is not None
        if fresh or not static.same(self._static) or not self._finished:
            static.map_into(mapped, palette)
            self._holding, self._previous = {}, []
        self._static, self._finished, self._writes = static, False, []
        return mapped

    def write(self, box: Box, mapped: Image.Image, kept: bool = True, mask: Image.Image | None = None) -> None:
        """Paste `mapped` into `box` of the palette image (`kept`: a kept part's mapping, the
        same image while the part is kept; with `mask`, an overlay's mapping through it)."""
        assert self._mapped is not None
        self._writes.append((box, mapped, mask))
        if mask is not None:
            self._mapped.paste(mapped, box, mask)
            kept = False
        elif kept and self._holding.get(box) is mapped:
            return
        else:
            self._mapped.paste(mapped, box[:2])
        left, top, right, bottom = box
        for other in [b for b in self._holding if b[0] < right and left < b[2] and b[1] < bottom and top < b[3]]:
            del self._holding[other]
        if kept:
            self._holding[box] = mapped

    def settle(self, declared: list[Box]) -> None:
        """The boxes only the last board wrote into show the static layer's mapping again, with
        this board's writes over them in their order (the boxes this board declared are mapped
        whole after this)."""
        assert self._mapped is not None and self._static is not None and self._palette is not None
        written = {box for box, _, mask in self._writes if mask is None}
        covered = written.union(declared)
        for stale in dict.fromkeys(box for box in self._previous if box not in covered):
            self._static.map_into(self._mapped, self._palette, stale)
            left, top, right, bottom = stale
            for box, mapped, mask in self._writes:
                if box[0] < right and left < box[2] and box[1] < bottom and top < box[3]:
                    _paste_within(self._mapped, mapped, box, stale, mask)
        self._holding = {box: mapped for box, mapped in self._holding.items() if box in written}

    def finish(self) -> Image.Image:
        """The palette image of the board, which the next board starts from."""
        assert self._mapped is not None
        self._previous = list(dict.fromkeys(box for box, _, _ in self._writes))
        self._finished = True
        return self._mapped


_canvases = threading.local()
CANVASES_PER_THREAD = 2


def _reused_canvas(size: tuple[int, int]) -> _Canvas:
    """This thread's canvas of `size` (a board shows the static layer only in the boxes it draws
    on: putting it there costs less than copying a whole layer into new memory); the two board
    shapes drawn last are kept (~10 MB each, RGB and palette)."""
    kept: dict = getattr(_canvases, "by_size", None) or {}
    _canvases.by_size = kept
    canvas = kept.pop(size, None) or _Canvas(size)
    kept[size] = canvas
    while len(kept) > CANVASES_PER_THREAD:
        kept.pop(next(iter(kept)))
    return canvas
