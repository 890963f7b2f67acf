"""The latest move on every board: a line in the header that says who did what, and a frame
around what it changed, in a colour no player has in any game (cyan: CIEDE2000 distance of
at least 30 from every player, team and troupe colour; tests/render/test_latest_move.py)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import composition, palette
from render.common.shapes import panel
from render.common.text import draw_with_highlight, highlight_width
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
    anti-aliasing, so they go over the parts as overlays (`composition.overlay`), in pieces that
    hold its lines (its corners and four sides)."""
    left, top, right, bottom = (round(v) for v in box)
    left, top = left - pad, top - pad
    for (x, y), piece in _frame_pieces(right + pad - left, bottom + pad - top, width, radius):
        composition.overlay(image, (left + x, top + y), piece)


@lru_cache(maxsize=64)
def _frame_pieces(width: int, height: int, line: int, radius: int) -> tuple:
    """`frame` around a box `width` x `height` (its last column and row included, as
    `rounded_rectangle` draws them) in overlays: the corners, as deep as the lines and their
    rounding, and the sides between them, each cut to its lines ((offset, overlay), ...)."""
    size = (width + 1, height + 1)
    pixels, mask = Image.new("RGB", size), Image.new("L", size, 0)
    draw, outline = ImageDraw.Draw(pixels), ImageDraw.Draw(mask)
    inner = (line, line, width - line, height - line)
    for shape, rounding, thick, colour in (
        ((0, 0, width, height), radius, line, COLOUR),
        (inner, max(radius - 4, 2), 2, palette.WHITE),
    ):
        draw.rounded_rectangle(shape, radius=rounding, outline=colour, width=thick)
        outline.rounded_rectangle(shape, radius=rounding, outline=255, width=thick)
    deep = min(line + radius, size[0] // 2, size[1] // 2)
    columns, rows = (0, deep, size[0] - deep, size[0]), (0, deep, size[1] - deep, size[1])
    pieces = []
    for top, bottom in zip(rows, rows[1:]):
        for left, right in zip(columns, columns[1:]):
            found = mask.crop((left, top, right, bottom)).getbbox()
            if found is not None:
                cut = (left + found[0], top + found[1], left + found[2], top + found[3])
                pieces.append((cut[:2], composition.Overlay(pixels.crop(cut), mask.crop(cut))))
    return tuple(pieces)


def swatch(image, x: float, cy: float, size: int = 26) -> None:
    """The frame in small, as in a legend: what the latest move looks like."""
    panel(image, (x, cy - size / 2, x + size, cy + size / 2), COLOUR, 6)
    inset = round(size * 0.2)
    panel(image, (x + inset, cy - size / 2 + inset, x + size - inset, cy + size / 2 - inset), palette.WHITE, 4)


def text(view: dict, fallback: str = "") -> str:
    """What the header says the latest move was: the bot's sentence, else `fallback`."""
    return (view.get("latest_move") or "").strip() or fallback


def header_line_end(view: dict, language: str, x: float, width: float, fallback: str = "") -> float | None:
    """Where `header_line` from `x` ends (its ink may reach a pixel or two further); None when it
    draws nothing."""
    move = text(view, fallback)
    if not move:
        return None
    template = t("render.common.latest_move", language, move="\0")
    return x + 38 + highlight_width(template, move, width - 38, LINE_SIZE, LINE_MIN_SIZE)


def header_line(image, draw, view: dict, language: str, x: float, cy: float, width: float, fallback: str = "") -> None:
    """'Latest move: Anna · buys …' along the header's last line (nothing when there is none)."""
    move = text(view, fallback)
    if not move:
        return
    swatch(image, x, cy)
    x += 38
    template = t("render.common.latest_move", language, move="\0")
    draw_with_highlight(draw, x, cy, template, move, width - 38, LINE_SIZE, LINE_MIN_SIZE, COLOUR, palette.WHITE)
