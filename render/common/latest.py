"""The latest move on every board: a line in the header that says who did what, and a frame
around what it changed, in a colour no player has in any game (cyan: CIEDE2000 distance of
at least 30 from every player, team and troupe colour; tests/render/test_latest_move.py)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import composition, palette
from render.common.shapes import panel
from render.common.text import draw_with_highlight
from render.common.texts import t

COLOUR = (0, 215, 235)
INK = (0, 112, 132)  # the same hue dark enough for text on a light panel
LINE_HEIGHT = 52  # what the line adds to a header
LINE_SIZE, LINE_MIN_SIZE = 30, 22


def frame(image, box, pad: int = 4, width: int = 5, radius: int = 12) -> None:
    """The latest-move mark: a cyan frame with a white inner line."""
    left, top, right, bottom = (round(v) for v in box)
    draw = ImageDraw.Draw(image)
    outer = (left - pad, top - pad, right + pad, bottom + pad)
    draw.rounded_rectangle(outer, radius=radius, outline=COLOUR, width=width)
    inner = (outer[0] + width, outer[1] + width, outer[2] - width, outer[3] - width)
    draw.rounded_rectangle(inner, radius=max(radius - 4, 2), outline=palette.WHITE, width=2)


def declared_frame(image, box, pad: int = 4, width: int = 5, radius: int = 12) -> None:
    """`frame` drawn over a board's kept parts (kept without it, so that a move framing a part or
    no longer framing it does not draw the part again): its lines are plain colours without
    anti-aliasing, so they go over the parts as overlays (`composition.overlay`), in strips along
    the edges as deep as the frame's corners."""
    left, top, right, bottom = (round(v) for v in box)
    left, top, right, bottom = left - pad, top - pad, right + pad, bottom + pad
    for colour, strips in _frame_strips(right - left, bottom - top, width, radius):
        for (x0, y0, x1, y1), mask in strips:
            composition.overlay(image, (left + x0, top + y0, left + x1, top + y1), colour, mask)


@lru_cache(maxsize=64)
def _frame_strips(width: int, height: int, line: int, radius: int) -> tuple:
    """`frame`'s two outlines around a box `width` x `height` (its last column and row included,
    as `rounded_rectangle` draws them) as masks, each in four strips: ((colour, strips), ...)."""
    size = (width + 1, height + 1)
    outer, inner = Image.new("L", size, 0), Image.new("L", size, 0)
    ImageDraw.Draw(outer).rounded_rectangle((0, 0, width, height), radius=radius, outline=255, width=line)
    box = (line, line, width - line, height - line)
    ImageDraw.Draw(inner).rounded_rectangle(box, radius=max(radius - 4, 2), outline=255, width=2)
    deep = min(line + radius, size[0] // 2, size[1] // 2)
    strips = (
        (0, 0, size[0], deep),
        (0, size[1] - deep, size[0], size[1]),
        (0, deep, deep, size[1] - deep),
        (size[0] - deep, deep, size[0], size[1] - deep),
    )
    shapes: list[tuple] = []
    for colour, mask in ((COLOUR, outer), (palette.WHITE, inner)):
        if mask.crop((deep, deep, size[0] - deep, size[1] - deep)).getbbox() is not None:
            shapes.append((colour, (((0, 0, *size), mask),)))  # a frame too small for strips
        else:
            shapes.append((colour, tuple((strip, mask.crop(strip)) for strip in strips)))
    return tuple(shapes)


def swatch(image, x: float, cy: float, size: int = 26) -> None:
    """The frame in small, as in a legend: what the latest move looks like."""
    panel(image, (x, cy - size / 2, x + size, cy + size / 2), COLOUR, 6)
    inset = round(size * 0.2)
    panel(image, (x + inset, cy - size / 2 + inset, x + size - inset, cy + size / 2 - inset), palette.WHITE, 4)


def text(view: dict, fallback: str = "") -> str:
    """What the header says the latest move was: the bot's sentence, else `fallback`."""
    return (view.get("latest_move") or "").strip() or fallback


def header_line(image, draw, view: dict, language: str, x: float, cy: float, width: float, fallback: str = "") -> None:
    """'Latest move: Anna · buys …' along the header's last line (nothing when there is none)."""
    move = text(view, fallback)
    if not move:
        return
    swatch(image, x, cy)
    x += 38
    template = t("render.common.latest_move", language, move="\0")
    draw_with_highlight(draw, x, cy, template, move, width - 38, LINE_SIZE, LINE_MIN_SIZE, COLOUR, palette.WHITE)
