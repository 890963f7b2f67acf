"""Rokoko's colours and sizes."""

from __future__ import annotations

from render.common.palette import darker, lighter

WIDTH = 1280
MARGIN = 18
GAP = 12

# Player colours are deliberately unlike the four dress colours (yellow, green, red,
# blue), so an owner's marker never reads as a dress; each marker also carries a letter.
PLAYER = {
    "c1": (118, 60, 170),  # violet
    "c2": (236, 120, 24),  # orange
    "c3": (40, 40, 46),  # black
    "c4": (226, 80, 150),  # pink
    "c5": (120, 84, 46),  # brown
}
PLAYER_ORDER = ("c1", "c2", "c3", "c4", "c5")
PLAYER_LIGHT = lighter(PLAYER, 0.80)

# Dress and silk colours: green lighter and bluer, red deeper than their plain shades, so the two
# stay apart under deuteranopia and protanopia too (tests/render/test_colour_vision.py).
DRESS = {
    "yellow": (246, 200, 40),
    "green": (56, 168, 100),
    "red": (190, 36, 44),
    "blue": (40, 96, 196),
}
DRESS_DARK = darker(DRESS, 0.45)
DRESS_LIGHT = lighter(DRESS, 0.72)
DRESS_ORDER = ("yellow", "green", "red", "blue")

GOLD = (214, 168, 36)  # master spaces, golden thimble
GOLD_DARK = (140, 104, 10)
SILVER = (168, 172, 182)
BRASS = (176, 120, 64)
RANK = {"master": GOLD, "journeyman": SILVER, "apprentice": BRASS}
RANK_DARK = {"master": GOLD_DARK, "journeyman": (92, 96, 106), "apprentice": (110, 70, 30)}
COIN = (240, 190, 40)
COIN_EDGE = (140, 98, 10)
YARN = (128, 128, 136)  # grey octagonal prisms
YARN_EDGE = (70, 70, 78)
LACE = (255, 255, 255)  # white cubes
LACE_EDGE = (110, 110, 120)
LILY = (86, 40, 130)  # prestige
SLOT = (236, 230, 216)  # an empty space
SLOT_EDGE = (176, 164, 142)
HALL = (250, 244, 230)
ROYAL = (236, 222, 250)  # the King's hall
TERRACE = (226, 236, 246)
DARK_WINDOW = (214, 206, 192)
