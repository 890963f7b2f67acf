"""Ladies & Gentlemen's colours and sizes."""

from __future__ import annotations

from render.common.palette import darker, lighter, mix

WIDTH = 1280
MARGIN = 18
GAP = 12

# Team colours are the boutique colours (a team's favourite boutique is its panel). Every
# team marker also carries the team's letter, for colour-blind players, and the shades keep
# every pair apart under deuteranopia and protanopia (tests/render/test_colour_vision.py):
# green lighter and bluer, red deeper than their plain shades.
TEAM = {
    "blue": (38, 92, 190),
    "orange": (240, 140, 20),
    "green": (40, 150, 100),
    "red": (180, 30, 40),
    "pink": (226, 96, 170),
}
TEAM_LIGHT = lighter(TEAM, 0.80)
TEAM_DARK = darker(TEAM, 0.40)
COURTESAN = (90, 40, 100)  # her marker carries a crown; a deep plum, apart from the blue team's
COURTESAN_LIGHT = mix(COURTESAN, (255, 255, 255), 0.82)

# Card backgrounds as printed (clothing blue, accessories green, jewels orange), in shades that
# stay apart in colour-blind vision: the servants' violet lighter than the clothing's blue.
CATEGORY = {
    "clothing": (56, 100, 196),
    "accessory": (40, 136, 92),
    "jewel": (240, 146, 40),
    "servant": (160, 130, 176),
}
CATEGORY_LIGHT = lighter(CATEGORY, 0.84)
CATEGORY_DARK = darker(CATEGORY, 0.45)

# Goods also carry their letters; wheat pale, gold deeper, tea dark, for colour-blind eyes too.
GOODS = {
    "coal": (52, 52, 58),
    "cotton": (246, 246, 240),
    "gems": (140, 60, 200),
    "wheat": (246, 220, 120),
    "tea": (46, 116, 64),
    "gold": (206, 146, 20),
}
GOODS_EDGE = darker(GOODS, 0.45)
GOODS_EDGE["cotton"] = (120, 120, 120)

STAR = (200, 150, 0)
MONEY = (30, 110, 60)
TOKEN_BACK = (40, 88, 96)  # a face-down exchange token
TOKEN_BACK_EDGE = (16, 44, 50)
ORDER = (250, 250, 250)
SLOT = (236, 230, 216)
SLOT_EDGE = (176, 164, 142)
STREET = (232, 222, 204)
EXCHANGE = (224, 232, 234)

WINNER = (255, 238, 176)
