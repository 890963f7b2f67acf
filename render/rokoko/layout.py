"""Where everything goes on the public board image (px at posted size). Every count
(windows, warehouse capacity, guest spaces, decoration spaces) comes from the side's data."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

from render.common.latest import LINE_HEIGHT
from render.rokoko import data
from render.rokoko.style import GAP, MARGIN, WIDTH

HEADER_HEIGHT = 122 + LINE_HEIGHT  # the last line: the latest move
TITLE = 34  # a panel's title strip
PAD = 12  # inside a panel

WINDOW_H = 206  # cost chip + dress card
WH_TILE = 80
HIRE_CARD_W, HIRE_CARD_H = 148, 196
SPACE_W, SPACE_H, SPACE_STEP = 72, 76, 80  # a decoration space
GUEST_W, GUEST_H = 68, 84
HALL_HEAD = 92
PANEL_H = 262
FOOTER_H = 80
FOUNTAIN_LABEL = 134

Box = tuple  # (left, top, right, bottom)


@dataclass
class Layout:
    side: str
    players: int
    height: int = 0
    boxes: dict = field(default_factory=dict)  # panel name -> Box
    windows: list = field(default_factory=list)  # Box of each dress window (cost chip included)
    sections: list = field(default_factory=list)  # (section Box, [tile Box per space])
    hire: list = field(default_factory=list)  # Box per hire space
    spaces: dict = field(default_factory=dict)  # decoration / terrace / all-halls id -> Box
    halls: list = field(default_factory=list)  # (hall Box, musician Box, [guest Box per space])
    favour: Box | None = None
    seats: list = field(default_factory=list)  # Box per player panel


@lru_cache(maxsize=8)
def layout(side_id: str, players: int) -> Layout:
    board = data.board_layout(side_id)
    out = Layout(side_id, players)
    inner_w = WIDTH - 2 * MARGIN
    y = HEADER_HEIGHT + 14

    # Row A: dress display
    windows = board["windows"]
    n = len(windows)
    step = (inner_w - 2 * PAD + GAP // 2) / n
    w = min(step - GAP // 2, 190)
    step = w + GAP // 2
    row_h = TITLE + WINDOW_H + PAD
    out.boxes["display"] = (MARGIN, y, WIDTH - MARGIN, y + row_h)
    left = MARGIN + (inner_w - (n * step - GAP // 2)) / 2
    for i in range(n):
        x = left + i * step
        out.windows.append((x, y + TITLE, x + w, y + TITLE + WINDOW_H))
    y += row_h + GAP

    # Row B: warehouse | employee offer
    sections = board["warehouse"]
    cap = max(s["capacity"] for s in sections)
    cols = 2 if cap > 2 else 1
    rows = math.ceil(cap / cols)
    sec_w = cols * WH_TILE + (cols - 1) * 8 + 2 * 8
    sec_h = 30 + rows * WH_TILE + (rows - 1) * 8 + 8
    row_h = TITLE + max(sec_h, HIRE_CARD_H) + PAD + 4
    wh_w = 2 * PAD + len(sections) * sec_w + (len(sections) - 1) * 10
    out.boxes["warehouse"] = (MARGIN, y, MARGIN + wh_w, y + row_h)
    for i, section in enumerate(sections):
        sx = MARGIN + PAD + i * (sec_w + 10)
        box: tuple[float, float, float, float] = (sx, y + TITLE, sx + sec_w, y + TITLE + sec_h)
        tiles = []
        for j in range(section["capacity"]):
            tx = sx + 8 + (j % cols) * (WH_TILE + 8)
            ty = y + TITLE + 30 + (j // cols) * (WH_TILE + 8)
            tiles.append((tx, ty, tx + WH_TILE, ty + WH_TILE))
        out.sections.append((box, tiles))
    hire_left = MARGIN + wh_w + GAP
    out.boxes["hire"] = (hire_left, y, WIDTH - MARGIN, y + row_h)
    spaces = board["display"]
    avail = WIDTH - MARGIN - hire_left - 2 * PAD
    card_w = min(HIRE_CARD_W, (avail - (len(spaces) - 1) * 10) / len(spaces))
    for i in range(len(spaces)):
        cx = hire_left + PAD + i * (card_w + 10)
        out.hire.append((cx, y + TITLE + 4, cx + card_w, y + TITLE + 4 + HIRE_CARD_H))
    y += row_h + GAP

    # Row C: terrace + fireworks | fountain | statues + all halls | favour
    fireworks = board["fireworks"]
    terrace = {t["fireworks_space"]: t for t in board["terrace"]}
    row_h = TITLE + 2 * SPACE_STEP + PAD + 2
    x = MARGIN
    fw_w = 2 * PAD + len(fireworks) * SPACE_STEP - (SPACE_STEP - SPACE_W)
    out.boxes["fireworks"] = (x, y, x + fw_w, y + row_h)
    for i, space in enumerate(fireworks):
        sx = x + PAD + i * SPACE_STEP
        t = terrace.get(space["id"])
        if t:
            out.spaces[t["id"]] = (sx, y + TITLE, sx + SPACE_W, y + TITLE + SPACE_H)
        out.spaces[space["id"]] = (sx, y + TITLE + SPACE_STEP, sx + SPACE_W, y + TITLE + SPACE_STEP + SPACE_H)
    x += fw_w + GAP
    rows = [board["fountain"]["upper"], board["fountain"]["lower"]]
    label_w = FOUNTAIN_LABEL
    per_row = max(len(r) for r in rows)
    fo_w = 2 * PAD + label_w + per_row * SPACE_STEP - (SPACE_STEP - SPACE_W)
    out.boxes["fountain"] = (x, y, x + fo_w, y + row_h)
    for r, row in enumerate(rows):
        for i, space in enumerate(row):
            sx = x + PAD + label_w + i * SPACE_STEP
            sy = y + TITLE + r * SPACE_STEP
            out.spaces[space["id"]] = (sx, sy, sx + SPACE_W, sy + SPACE_H)
    x += fo_w + GAP
    statues = board["statues"]
    allh = board["all_halls"]
    st_w = 2 * PAD + max(len(statues), len(allh)) * SPACE_STEP - (SPACE_STEP - SPACE_W)
    out.boxes["statues"] = (x, y, x + st_w, y + row_h)
    for i, space in enumerate(statues):
        sx = x + PAD + i * SPACE_STEP
        out.spaces[space["id"]] = (sx, y + TITLE, sx + SPACE_W, y + TITLE + SPACE_H)
    for i, space in enumerate(allh):
        sx = x + PAD + i * SPACE_STEP
        sy = y + TITLE + SPACE_STEP + 22
        out.spaces[space["id"]] = (sx, sy, sx + SPACE_W, sy + SPACE_H - 22)
    x += st_w + GAP
    out.boxes["favour"] = (x, y, WIDTH - MARGIN, y + row_h)
    y += row_h + GAP

    # Row D: the five halls
    halls = board["halls"]
    hall_w = (inner_w - (len(halls) - 1) * GAP) / len(halls)
    most = max(len(h["guest_spaces"]) for h in halls)
    cols = max(1, int((hall_w - 2 * 8 + 6) // (GUEST_W + 6)))
    rows = math.ceil(most / cols)
    hall_h = HALL_HEAD + rows * (GUEST_H + 6) + 6
    for i, hall in enumerate(halls):
        hx = MARGIN + i * (hall_w + GAP)
        box = (hx, y, hx + hall_w, y + hall_h)
        musician = (hx + hall_w - 8 - SPACE_W, y + 8, hx + hall_w - 8, y + 8 + SPACE_H)
        used = cols * (GUEST_W + 6) - 6
        gx0 = hx + (hall_w - used) / 2
        guests = []
        for j in range(len(hall["guest_spaces"])):
            gx = gx0 + (j % cols) * (GUEST_W + 6)
            gy = y + HALL_HEAD + (j // cols) * (GUEST_H + 6)
            guests.append((gx, gy, gx + GUEST_W, gy + GUEST_H))
        out.halls.append((box, musician, guests))
    y += hall_h + GAP

    # Row E: player panels
    pw = (inner_w - (players - 1) * GAP) / players
    for seat in range(players):
        px = MARGIN + seat * (pw + GAP)
        out.seats.append((px, y, px + pw, y + PANEL_H))
    y += PANEL_H
    out.height = round(y + FOOTER_H)
    return out
