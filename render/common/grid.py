"""Items laid out in rows: how many fit a row, how tall the grid is, and each item's box."""

from __future__ import annotations

import math


def per_row(available: float, item_w: float, gap: float) -> int:
    return max(1, int((available + gap) // (item_w + gap)))


def height(count: int, columns: int, item_h: float, gap: float) -> float:
    rows = max(1, math.ceil(count / columns))
    return rows * item_h + (rows - 1) * gap


def boxes(count: int, x0: float, y0: float, item_w: float, item_h: float, columns: int, gap: float) -> list[tuple]:
    """(left, top, right, bottom) of each of `count` items, row by row from (x0, y0)."""
    out = []
    for i in range(count):
        x, y = x0 + (i % columns) * (item_w + gap), y0 + (i // columns) * (item_h + gap)
        out.append((x, y, x + item_w, y + item_h))
    return out
