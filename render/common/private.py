"""The frame of every game's private image: a header band on top, then the player's sections
in a column of panels below it, each panel as tall as its section asks."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from PIL import Image

from render.common import palette
from render.common.shapes import panel

GAP = 14  # below the header band and between two panels
LABEL = 40  # a section's title line, at the top of its panel


def canvas(width: int, header: int, heights: Sequence[int], least: int = 0) -> Image.Image:
    """A blank image `width` wide for a header band `header` tall and panels of `heights` below
    it; at least `least` tall."""
    height = header + GAP + sum(h + GAP for h in heights) + 4
    return Image.new("RGB", (width, max(height, least)), palette.BACKGROUND)


def panels(image: Image.Image, pad: int, header: int, heights: Iterable[int]) -> Iterator[int]:
    """Draw the panel of each height in turn, `pad` in from the image's sides, yielding its top:
    its section is drawn in it before the next panel is drawn."""
    top = header + GAP
    for height in heights:
        panel(image, (pad, top, image.width - pad, top + height), palette.PANEL, 14, palette.PANEL_EDGE, 2)
        yield top
        top += height + GAP
