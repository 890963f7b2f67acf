"""The latest move: the frames around what it changed and the footer naming it."""
from __future__ import annotations

from PIL import ImageDraw

from render.common import palette
from render.common.shapes import panel
from render.common.text import fit
from render.ladies import data, style
from render.ladies.words import tr


def highlight(view) -> dict:
    """The latest move; the ended board shows the result instead."""
    return {} if view["phase"] == "ended" else (view.get("highlight") or {})


def frame(image, box, pad: int = 4, width: int = 5) -> None:
    """The latest-move mark, as on the other boards: a magenta frame with a white inner line."""
    left, top, right, bottom = (round(v) for v in box)
    draw = ImageDraw.Draw(image)
    outer = (left - pad, top - pad, right + pad, bottom + pad)
    draw.rounded_rectangle(outer, radius=12, outline=style.HIGHLIGHT, width=width)
    inner = (outer[0] + width, outer[1] + width, outer[2] - width, outer[3] - width)
    draw.rounded_rectangle(inner, radius=8, outline=palette.WHITE, width=2)


def last_move(image, draw, view, box, language, display) -> None:
    """The footer: who made the latest move and what it was (the frames show where)."""
    hl = highlight(view)
    action = hl.get("action")
    if not action:
        return
    left, top, right, bottom = box
    seat = hl.get("seat")
    if seat is None:
        text = tr("last_timer", language)
    else:
        text = tr("last_move", language, name=display[seat]) + " · " + tr(f"action.{action}", language)
    face, text = fit(text, right - left - 60, 22, 16, "bold")
    x = right - face.getlength(text)
    panel(image, (x - 44, top + 5, x - 16, top + 33), style.HIGHLIGHT, 7)
    panel(image, (x - 39, top + 10, x - 21, top + 28), palette.WHITE, 4)
    draw.text((right, top + 19), text, font=face, fill=style.HIGHLIGHT_INK, anchor="rm")


def market_highlight(image, view, box) -> None:
    sold = set(highlight(view).get("goods") or ())
    if not sold:
        return
    left, top, right, bottom = box
    row_h = (bottom - top - 40) / len(data.GOODS)
    for i, good in enumerate(data.GOODS):
        if good in sold:
            cy = top + 40 + row_h * (i + 0.5)
            frame(image, (left + 8, cy - row_h / 2 + 2, right - 8, cy + row_h / 2 - 2), pad=0, width=4)
