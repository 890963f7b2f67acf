"""Ladies & Gentlemen's colours and sizes."""

from __future__ import annotations

from render.common.palette import darker, lighter, mix

WIDTH = 1280
MARGIN = 18
GAP = 12

# Team colours are the boutique colours (a team's favourite boutique is its panel). Every
# team marker also carries the team's letter, for colour-blind players.
TEAM = {
    "blue": (38, 92, 190),
    "orange": (236, 132, 20),
    "green": (40, 140, 64),
    "red": (200, 36, 44),
    "pink": (226, 96, 170),
}
TEAM_LIGHT = lighter(TEAM, 0.80)
TEAM_DARK = darker(TEAM, 0.40)
COURTESAN = (96, 48, 120)
COURTESAN_LIGHT = mix(COURTESAN, (255, 255, 255), 0.82)

# Card backgrounds as printed: clothing blue, accessories green, jewels orange.
CATEGORY = {
    "clothing": (64, 110, 196),
    "accessory": (56, 150, 84),
    "jewel": (226, 128, 32),
    "servant": (122, 98, 150),
}
CATEGORY_LIGHT = lighter(CATEGORY, 0.84)
CATEGORY_DARK = darker(CATEGORY, 0.45)

GOODS = {
    "coal": (52, 52, 58),
    "cotton": (246, 246, 240),
    "gems": (140, 60, 200),
    "wheat": (236, 196, 64),
    "tea": (86, 150, 60),
    "gold": (212, 160, 24),
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
