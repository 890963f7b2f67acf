"""Spectaculum's colours and sizes."""

from __future__ import annotations

from engines.spectaculum import data
from render.common.palette import darker, lighter, rgb

COLOURS = tuple(item["id"] for item in data.colours())
# The rules' four colours, in the renderer's own shades where the suggested ones meet under
# deuteranopia or protanopia (tests/render/test_colour_vision.py): green lighter and bluer,
# red a little deeper, so the two stay apart; each mark also carries its letter.
SHADES = {"red": (190, 36, 40), "yellow": (236, 190, 30), "green": (56, 168, 100)}
TROUPE = {item["id"]: SHADES.get(item["id"], rgb(item["rgb"])) for item in data.colours()}
TROUPE_DARK = darker(TROUPE, 0.45)
TROUPE_LIGHT = lighter(TROUPE, 0.78)

HEX_SIZE = 46  # circumradius of a space, px at posted size
WIDTH = 1280

GAP = (150, 140, 122)  # lines between spaces
BLANK = (236, 232, 222)
VILLAGE = (222, 204, 160)
PLUS_FILL = (220, 236, 204)
PLUS_INK = (26, 104, 40)
MINUS_FILL = (240, 218, 212)
MINUS_INK = (150, 26, 26)
PAYDAY_FILL = (246, 236, 200)
SICK_FILL = (226, 222, 232)
RED_BORDER = (200, 24, 36)
COIN = (240, 190, 40)
COIN_EDGE = (140, 98, 10)
BONE = (250, 248, 240)
COURT = (104, 62, 156)
COURT_INK = (255, 255, 255)
CROWN = (250, 204, 60)
