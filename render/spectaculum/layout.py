"""Where everything goes on the public board image (px at posted size)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from render.common.latest import LINE_HEIGHT
from render.common.shapes import SQRT3
from render.spectaculum.geometry import board
from render.spectaculum.style import HEX_SIZE, WIDTH

HEADER_HEIGHT = 122 + LINE_HEIGHT  # the last line: the latest move
BOARD_TOP = HEADER_HEIGHT + 14
HQ_RADIUS = 44
HQ_DISTANCE = 2.5  # hex sizes from the mean of its entry spaces, away from the board centre
LEGEND_HEIGHT = 44
TRACK_ROW = 50
TRACK_CAPTION = 30
STATUS_HEIGHT = 92
PANEL_HEIGHT = 206
MARGIN = 18
COL_DECK, COL_VALUE, COL_DELTA = 72, 166, 226  # track rows: deck size, value, last change
FOOTER_HEIGHT = 36


@dataclass(frozen=True)
class TrackGeometry:
    top: int  # y of the first row
    cells_left: int
    cell: float  # width of one step 0..25

    def row_top(self, index: int) -> int:
        return self.top + index * TRACK_ROW

    def cell_centre(self, index: int, value: int) -> tuple[float, float]:
        return self.cells_left + (value + 0.5) * self.cell, self.row_top(index) + TRACK_ROW / 2


@dataclass(frozen=True)
class BoardLayout:
    height: int
    centres: dict  # space id -> (x, y)
    hq: dict[str, tuple[float, float]]  # colour -> (x, y)
    legend_top: int
    tracks: TrackGeometry
    status_top: int
    panels_top: int


def _raw_centre(x2: int, row: int) -> tuple[float, float]:
    return x2 * SQRT3 / 2 * HEX_SIZE, row * 1.5 * HEX_SIZE


@lru_cache(maxsize=4)
def layout(board_id: str) -> BoardLayout:
    geometry = board(board_id)
    raw = {space.id: _raw_centre(space.x2, space.row) for space in geometry.spaces}
    mid_x = sum(x for x, _ in raw.values()) / len(raw)
    mid_y = sum(y for _, y in raw.values()) / len(raw)
    raw_hq = {}
    for hq in geometry.headquarters:
        ex = sum(raw[s][0] for s in hq.entries) / len(hq.entries)
        ey = sum(raw[s][1] for s in hq.entries) / len(hq.entries)
        dx, dy = ex - mid_x, ey - mid_y
        length = math.hypot(dx, dy) or 1
        raw_hq[hq.colour] = (ex + dx / length * HQ_DISTANCE * HEX_SIZE, ey + dy / length * HQ_DISTANCE * HEX_SIZE)

    half_w, half_h = SQRT3 / 2 * HEX_SIZE, HEX_SIZE
    xs = [x - half_w for x, _ in raw.values()] + [x + half_w for x, _ in raw.values()]
    xs += [x - HQ_RADIUS for x, _ in raw_hq.values()] + [x + HQ_RADIUS for x, _ in raw_hq.values()]
    ys = [y - half_h for _, y in raw.values()] + [y + half_h for _, y in raw.values()]
    ys += [y - HQ_RADIUS for _, y in raw_hq.values()] + [y + HQ_RADIUS for _, y in raw_hq.values()]
    offset_x = (WIDTH - (max(xs) - min(xs))) / 2 - min(xs)
    offset_y = BOARD_TOP - min(ys)
    board_bottom = round(max(ys) + offset_y)

    def shift(point):
        return point[0] + offset_x, point[1] + offset_y

    legend_top = board_bottom + 8
    tracks_top = legend_top + LEGEND_HEIGHT + 10 + TRACK_CAPTION
    cells_left = 300
    tracks = TrackGeometry(tracks_top, cells_left, (WIDTH - MARGIN - cells_left) / 26)
    status_top = tracks_top + 4 * TRACK_ROW + 12
    panels_top = status_top + STATUS_HEIGHT + 12
    return BoardLayout(
        height=panels_top + PANEL_HEIGHT + FOOTER_HEIGHT,
        centres={space_id: shift(point) for space_id, point in raw.items()},
        hq={colour: shift(point) for colour, point in raw_hq.items()},
        legend_top=legend_top,
        tracks=tracks,
        status_top=status_top,
        panels_top=panels_top,
    )
