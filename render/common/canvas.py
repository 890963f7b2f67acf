"""A drawing context whose text is rasterised once and then stamped.

Rasterising a label (FreeType) is most of the cost of drawing it, and a board draws the same
labels again and again: names, numbers, captions. `Canvas.text` keeps each label's glyph mask,
keyed by what decides its pixels (font, text, anchor and where the origin falls inside a
pixel), in a bounded least-recently-used cache, and stamps it with the fill colour as Pillow
itself would: the result is pixel-identical to `ImageDraw.text`."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

TEXT_CACHE_SIZE = 4096  # masks of ~10 KB at most: a few tens of MB at worst


class Canvas(ImageDraw.ImageDraw):
    def text(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs) -> None:
        simple = (
            not args
            and not kwargs
            and isinstance(text, str)
            and "\n" not in text
            and isinstance(font, ImageFont.FreeTypeFont)
        )
        if not simple:
            super().text(xy, text, fill, font, anchor, *args, **kwargs)
            return
        ink, fill_ink = self._getink(fill)
        ink = fill_ink if ink is None else ink
        if ink is None:
            return
        x, y = xy
        start = (math.modf(x)[0], math.modf(y)[0])
        mask, (dx, dy) = glyph_mask(font, text, anchor or "la", start, self.fontmode)
        self.draw.draw_bitmap((int(x) + dx, int(y) + dy), mask, ink)


@lru_cache(maxsize=TEXT_CACHE_SIZE)
def glyph_mask(face: ImageFont.FreeTypeFont, text: str, anchor: str, start: tuple, mode: str):
    """The text's coverage mask and its offset from the origin, as `ImageDraw.text` makes them."""
    return face.getmask2(text, mode, anchor=anchor, start=start)


def canvas(image: Image.Image) -> Canvas:
    """A drawing context for `image` (what `ImageDraw.Draw` gives, with cached text)."""
    return Canvas(image)
