"""The latest move on every board: a line in the header that says who did what, and a frame
around what it changed, in a colour no player has in any game (cyan: CIEDE2000 distance of
at least 30 from every player, team and troupe colour; tests/render/test_latest_move.py)."""

from __future__ import annotations

from PIL import ImageDraw

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
    no longer framing it does not draw the part again): it says where it draws first
    (`composition.drawn`), four strips along the edges as deep as the frame's corners."""
    left, top, right, bottom = (round(v) for v in box)
    left, top, right, bottom = left - pad, top - pad, right + pad, bottom + pad
    deep = width + radius
    composition.drawn(
        (left, top, right, top + deep),
        (left, bottom - deep, right, bottom),
        (left, top, left + deep, bottom),
        (right - deep, top, right, bottom),
    )
    frame(image, box, pad, width, radius)


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
