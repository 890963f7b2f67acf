"""The latest move: what the view says it changed (the frames are drawn where it changed it)."""

from __future__ import annotations

from render.common.latest import declared_frame, frame
from render.ladies import data
from render.ladies.words import tr

__all__ = ["declared_frame", "fallback", "frame", "highlight", "market_highlight"]


def highlight(view) -> dict:
    """The latest move; the ended board shows the result instead."""
    return {} if view["phase"] == "ended" else (view.get("highlight") or {})


def fallback(view, language, display) -> str:
    """The header's latest-move text when the view brings none (callers before the bot's
    sentence): who moved and what kind of move, from the highlight."""
    hl = highlight(view)
    action = hl.get("action")
    if not action:
        return ""
    seat = hl.get("seat")
    if seat is None:
        return tr("last_timer", language)
    return display[seat] + " · " + tr(f"action.{action}", language)


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
