"""Pieces drawn at posted size: coins, prestige, yarn, lace, thimbles, owner markers,
dresses (production and ball side), resource tiles and employee cards."""

from __future__ import annotations

import math

from render.common import palette
from render.common.fonts import font
from render.common.shapes import crown as draw_crown
from render.common.shapes import disc, panel, polygon
from render.common.text import fit, wrap
from render.rokoko import style, words

CROWN = (190, 40, 40)
OCTAGON = [(math.cos(math.radians(22.5 + 45 * i)), math.sin(math.radians(22.5 + 45 * i))) for i in range(8)]


def coin(image, draw, cx, cy, r, value=None, size=None) -> None:
    disc(image, cx, cy, r, style.COIN, style.COIN_EDGE, 2)
    if value is None:
        draw.ellipse((cx - r * 0.55, cy - r * 0.55, cx + r * 0.55, cy + r * 0.55), outline=style.COIN_EDGE, width=1)
    else:
        text = str(value)
        face, text = fit(text, 2 * r - 4, size or round(r * 1.25), 11, "black")
        draw.text((cx, cy + 1), text, font=face, fill=palette.INK, anchor="mm")


def prestige(image, draw, cx, cy, r, value=None, size=None) -> None:
    """Prestige: a violet shield-like disc, white number (or a small lily)."""
    disc(image, cx, cy, r, style.LILY, palette.mix(style.LILY, palette.BLACK, 0.4), 2)
    if value is None:
        _lily(image, cx, cy, r * 0.7)
    else:
        face, text = fit(str(value), 2 * r - 4, size or round(r * 1.25), 11, "black")
        draw.text((cx, cy + 1), text, font=face, fill=palette.WHITE, anchor="mm")


def _lily(image, cx, cy, s) -> None:
    w = palette.WHITE
    polygon(image, [(cx, cy - s), (cx + s * 0.28, cy - s * 0.1), (cx, cy + s * 0.55), (cx - s * 0.28, cy - s * 0.1)], w)
    polygon(image, [(cx - s * 0.2, cy + s * 0.1), (cx - s, cy - s * 0.45), (cx - s * 0.7, cy + s * 0.4)], w)
    polygon(image, [(cx + s * 0.2, cy + s * 0.1), (cx + s, cy - s * 0.45), (cx + s * 0.7, cy + s * 0.4)], w)
    image.paste(w, (round(cx - s * 0.6), round(cy + s * 0.35), round(cx + s * 0.6), round(cy + s * 0.55)))


def yarn(image, draw, cx, cy, r) -> None:
    """Yarn: a grey octagon."""
    polygon(image, [(cx + x * r, cy + y * r) for x, y in OCTAGON], style.YARN_EDGE)
    polygon(image, [(cx + x * (r - 2.5), cy + y * (r - 2.5)) for x, y in OCTAGON], style.YARN)
    draw.line((cx - r * 0.45, cy - r * 0.2, cx + r * 0.45, cy - r * 0.2), fill=style.YARN_EDGE, width=1)
    draw.line((cx - r * 0.45, cy + r * 0.2, cx + r * 0.45, cy + r * 0.2), fill=style.YARN_EDGE, width=1)


def lace(image, draw, cx, cy, r) -> None:
    """Lace: a white cube (three visible faces)."""
    s = r * 1.05
    h = s * 0.5
    edge = style.LACE_EDGE
    outline_pts = [
        (cx, cy - s),
        (cx + s * 0.9, cy - h),
        (cx + s * 0.9, cy + h),
        (cx, cy + s),
        (cx - s * 0.9, cy + h),
        (cx - s * 0.9, cy - h),
    ]
    polygon(image, outline_pts, edge)
    i = 1.6
    polygon(
        image,
        [(cx, cy - s + i), (cx + s * 0.9 - i, cy - h), (cx, cy - i * 0.4), (cx - s * 0.9 + i, cy - h)],
        style.LACE,
    )
    polygon(
        image,
        [
            (cx - s * 0.9 + i, cy - h + i),
            (cx - i * 0.5, cy + i * 0.6),
            (cx - i * 0.5, cy + s - i),
            (cx - s * 0.9 + i, cy + h - i * 0.3),
        ],
        (226, 226, 232),
    )
    polygon(
        image,
        [
            (cx + s * 0.9 - i, cy - h + i),
            (cx + i * 0.5, cy + i * 0.6),
            (cx + i * 0.5, cy + s - i),
            (cx + s * 0.9 - i, cy + h - i * 0.3),
        ],
        (196, 196, 206),
    )


def thimble(image, draw, cx, cy, h, fill=style.GOLD, edge=style.GOLD_DARK) -> None:
    """A thimble (rank symbol), `h` px tall."""
    w = h * 0.8
    polygon(
        image,
        [
            (cx - w / 2, cy + h / 2),
            (cx - w * 0.36, cy - h * 0.3),
            (cx, cy - h / 2),
            (cx + w * 0.36, cy - h * 0.3),
            (cx + w / 2, cy + h / 2),
        ],
        edge,
    )
    polygon(
        image,
        [
            (cx - w / 2 + 2, cy + h / 2 - 3),
            (cx - w * 0.36 + 2, cy - h * 0.3 + 1),
            (cx, cy - h / 2 + 2),
            (cx + w * 0.36 - 2, cy - h * 0.3 + 1),
            (cx + w / 2 - 2, cy + h / 2 - 3),
        ],
        fill,
    )
    for dy in (-0.12, 0.14):
        for dx in (-0.18, 0, 0.18):
            draw.point((cx + dx * h, cy + dy * h), fill=edge)


def marker(image, draw, cx, cy, d, colour: str, letter: str) -> None:
    """An owner's property marker: player colour, white ring, bold letter."""
    fill = style.PLAYER.get(colour, palette.MUTED)
    disc(image, cx, cy, d / 2, palette.WHITE)
    disc(image, cx, cy, d / 2 - 2, fill, palette.mix(fill, palette.BLACK, 0.45), 2)
    face = font(max(16, round(d * 0.56)), "black")
    draw.text((cx, cy + 1), letter, font=face, fill=palette.ink_on(fill), anchor="mm")


def silk(image, draw, x, cy, colour: str, bales: int, language: str, h=28, pad=6) -> float:
    """A silk chip: the dress colour, the number of bales and the colour's letter. Returns its right edge."""
    fill = style.DRESS[colour]
    ink = palette.ink_on(fill)
    text = f"{bales}{words.colour_letter(colour, language)}"
    face = font(max(16, round(h * 0.68)), "black")
    w = face.getlength(text) + 2 * pad
    panel(image, (x, cy - h / 2, x + w, cy + h / 2), fill, 6, style.DRESS_DARK[colour], 2)
    draw.text((x + w / 2, cy + 1), text, font=face, fill=ink, anchor="mm")
    return x + w


def silks(image, draw, x, cy, needs: dict, language, h=28) -> float:
    for colour in style.DRESS_ORDER:
        if needs.get(colour):
            x = silk(image, draw, x, cy, colour, needs[colour], language, h) + 4
    return x


def count_icon(image, draw, kind, x, cy, n, r=10, size=20, ink=palette.INK) -> float:
    """yarn / lace icon followed by ×n (n > 1) or nothing (n == 1). Returns the right edge."""
    (yarn if kind == "yarn" else lace)(image, draw, x + r, cy, r)
    x += 2 * r + 2
    if n != 1:
        text = f"×{n}"
        face = font(size, "bold")
        draw.text((x, cy), text, font=face, fill=ink, anchor="lm")
        x += face.getlength(text) + 2
    return x


def sex_icon(image, cx, cy, h, sex: str, fill) -> None:
    """A lady's dress (wide skirt) or a gentleman's coat (tails)."""
    if sex == "lady":
        polygon(
            image,
            [
                (cx - h * 0.16, cy - h / 2),
                (cx + h * 0.16, cy - h / 2),
                (cx + h * 0.12, cy - h * 0.05),
                (cx + h * 0.45, cy + h / 2),
                (cx - h * 0.45, cy + h / 2),
                (cx - h * 0.12, cy - h * 0.05),
            ],
            fill,
        )
    else:
        polygon(
            image,
            [
                (cx - h * 0.3, cy - h / 2),
                (cx - h * 0.06, cy - h / 2),
                (cx, cy - h * 0.2),
                (cx + h * 0.06, cy - h / 2),
                (cx + h * 0.3, cy - h / 2),
                (cx + h * 0.34, cy + h / 2),
                (cx + h * 0.08, cy + h / 2),
                (cx, cy + h * 0.1),
                (cx - h * 0.08, cy + h / 2),
                (cx - h * 0.34, cy + h / 2),
            ],
            fill,
        )


def dress_card(image, draw, box, dress: dict, language: str) -> None:
    """The production side: colour, lady/gentleman, silk + yarn + lace needs, thimble,
    sale value (coin) and prestige (violet)."""
    left, top, right, bottom = box
    colour = dress["colour"]
    fill, dark, light = style.DRESS[colour], style.DRESS_DARK[colour], style.DRESS_LIGHT[colour]
    panel(image, box, dark, 10)
    panel(image, (left + 3, top + 3, right - 3, bottom - 3), light, 8)
    panel(image, (left + 3, top + 3, right - 3, top + 40), fill, 8)
    draw.rectangle((left + 3, top + 30, right - 3, top + 40), fill=fill)
    ink = palette.ink_on(fill)
    sex_icon(image, left + 22, top + 21, 28, dress["sex"], ink)
    name_face, name = fit(
        words.dress_name(dress, language), right - left - 44 - (30 if dress.get("master_only") else 8), 19, 16, "bold"
    )
    draw.text((left + 40, top + 21), name, font=name_face, fill=ink, anchor="lm")
    if dress.get("master_only"):
        disc(image, right - 20, top + 21, 14, palette.WHITE)
        thimble(image, draw, right - 20, top + 21, 19)
    # needs
    y = top + 62
    x = silks(image, draw, left + 9, y, dress.get("silk") or {}, language, 30)
    row2 = top + 98
    x = left + 9
    if dress.get("yarn"):
        x = count_icon(image, draw, "yarn", x, row2, dress["yarn"], 11, 20) + 6
    if dress.get("lace"):
        x = count_icon(image, draw, "lace", x, row2, dress["lace"], 11, 20)
    # values
    vy = bottom - 24
    coin(image, draw, left + 26, vy, 17, dress.get("sale_value"), 17)
    prestige(image, draw, right - 26, vy, 17, dress.get("ball_pp"), 18)


def dress_ball(image, draw, box, placed: dict, colours: list, language: str, marker_shift: float = 0) -> None:
    """A dress on a guest or terrace space (ball side): dress colour, its letter, ball PP,
    and the owner's marker."""
    left, top, right, bottom = box
    dress = placed["dress"]
    colour = dress["colour"]
    fill, dark = style.DRESS[colour], style.DRESS_DARK[colour]
    panel(image, box, dark, 8)
    panel(image, (left + 3, top + 3, right - 3, bottom - 3), fill, 6)
    ink = palette.ink_on(fill)
    owner = placed["owner"]
    cx = (left + right) / 2
    d = min(right - left - 12 - marker_shift, 40)
    marker(image, draw, cx + marker_shift / 2, top + 6 + d / 2, d, colours[owner], words.seat_letter(owner, language))
    by = bottom - 16
    draw.text((left + 8, by), words.colour_letter(colour, language), font=font(17, "black"), fill=ink, anchor="lm")
    sex_icon(image, cx + 2, by, 18, dress["sex"], ink)
    prestige(image, draw, right - 16, by, 13, dress.get("ball_pp"), 16)
    if placed.get("master_made"):
        thimble(image, draw, left + 12, top + 13, 14)


def resource_tile(image, draw, box, tile: dict, language: str) -> None:
    """A resource tile: silk bales on top, yarn/lace alternatives below (+ both, / either)."""
    left, top, right, bottom = box
    panel(image, box, (120, 104, 80), 10)
    panel(image, (left + 2, top + 2, right - 2, bottom - 2), (250, 244, 230), 8)
    mid = (top + bottom) / 2
    draw.line((left + 6, mid + 4, right - 6, mid + 4), fill=(200, 188, 166), width=1)
    needs = tile.get("silk") or {}
    chips = [(c, needs[c]) for c in style.DRESS_ORDER if needs.get(c)]
    face = font(16, "black")
    pad = 6 if len(chips) < 2 else 3
    widths = [face.getlength(f"{n}{words.colour_letter(c, language)}") + 2 * pad for c, n in chips]
    total = sum(widths) + 3 * (len(chips) - 1)
    x = (left + right - total) / 2
    for colour, n in chips:
        x = silk(image, draw, x, top + 4 + (mid - top) / 2, colour, n, language, 24, pad) + 3
    _convert(image, draw, (left + right) / 2, (mid + 4 + bottom) / 2, tile)


def _convert(image, draw, cx, cy, tile) -> None:
    options = tile.get("convert_options") or []
    items = []
    if len(options) == 1:
        option = options[0]
        for kind in ("yarn", "lace"):
            for _ in range(option.get(kind, 0)):
                items.append(kind)
                items.append("+")
        items = items[:-1]
    else:
        for option in options:
            for kind in ("yarn", "lace"):
                for _ in range(option.get(kind, 0)):
                    items.append(kind)
            items.append("/")
        items = items[:-1]
    r = 9
    face = font(18, "black")
    widths = [2 * r if item in ("yarn", "lace") else face.getlength(item) + 4 for item in items]
    x = cx - (sum(widths) + 3 * (len(items) - 1)) / 2
    for item, w in zip(items, widths):
        if item in ("yarn", "lace"):
            (yarn if item == "yarn" else lace)(image, draw, x + r, cy, r)
        else:
            draw.text((x + w / 2, cy), item, font=face, fill=palette.INK, anchor="mm")
        x += w + 3


def employee_card(
    image, draw, box, card: dict, language: str, colours: list | None = None, text_size: int = 17, min_text: int = 16
) -> None:
    """An employee card: rank band with thimble, level (or on a starting card its owner's
    marker, colour and letter, from `colours`, the seats' colours), and its bonus in a few words."""
    left, top, right, bottom = box
    rank = card["rank"]
    band, band_dark = style.RANK[rank], style.RANK_DARK[rank]
    crown = card.get("crown")
    panel(image, box, band_dark, 10)
    panel(image, (left + 3, top + 3, right - 3, bottom - 3), palette.PAPER, 8)
    panel(image, (left + 3, top + 3, right - 3, top + 38), band, 8)
    draw.rectangle((left + 3, top + 28, right - 3, top + 38), fill=band)
    thimble(image, draw, left + 18, top + 21, 20, palette.WHITE if rank != "master" else (255, 236, 160), band_dark)
    level = card.get("level")
    if level is not None:
        disc(image, right - 17, bottom - 17, 12, palette.WHITE, band_dark, 2)
        draw.text((right - 17, bottom - 16), str(level), font=font(16, "black"), fill=palette.INK, anchor="mm")
    elif card.get("colour") in (colours or ()):
        seat = list(colours or ()).index(card["colour"])
        marker(image, draw, right - 17, bottom - 17, 26, card["colour"], words.seat_letter(seat, language))
    elif card.get("colour"):
        disc(image, right - 17, bottom - 17, 10, style.PLAYER.get(card["colour"], palette.MUTED), palette.WHITE, 2)
    face, name = fit(words.rank(rank, language), right - left - 40, 19, 16, "black")
    draw.text((left + 33, top + 21), name, font=face, fill=palette.ink_on(band), anchor="lm")
    text_top = top + 44
    if crown:
        panel(image, (left + 6, text_top - 2, right - 6, bottom - 6), (250, 222, 222), 6, (190, 40, 40), 2)
        draw_crown(image, (left + right) / 2, text_top + 10, 14, CROWN)
        text_top += 22
    lines = wrap(words.bonus(card["bonus"], language), right - left - 16, bottom - text_top - 30, text_size, min_text)
    face = font(lines[0], "medium" if not crown else "bold")
    y = text_top + 2
    for line in lines[1]:
        draw.text((left + 9, y), line, font=face, fill=palette.INK, anchor="la")
        y += round(face.size * 1.18)
