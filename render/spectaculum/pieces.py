"""Drawing of spaces, tiles and markers. Space and tile functions take a scale `k`
because they draw into the supersampled static layer."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.common.fonts import font
from render.common.palette import INK, ink_on, mix
from render.common.shapes import SS, disc, hex_corners, panel
from render.spectaculum import style

PLUS = {"plus1": "+1", "plus2": "+2", "plus3": "+3"}
MINUS = {"minus1": "−1", "minus2": "−2", "minus3": "−3"}
RED_TILES = ("payday", "sickness")
TILE_FILL = {
    **{kind: style.PLUS_FILL for kind in PLUS},
    **{kind: style.MINUS_FILL for kind in MINUS},
    "payday": style.PAYDAY_FILL,
    "sickness": style.SICK_FILL,
}


def _hexagon(draw, cx, cy, size, fill, edge=None, edge_width=0.0):
    if edge is not None:
        draw.polygon(hex_corners(cx, cy, size), fill=edge)
        size -= edge_width
    draw.polygon(hex_corners(cx, cy, size), fill=fill)


def draw_space(draw, kind: str, cx: float, cy: float, k: float, entry_colour: str | None = None) -> None:
    """The empty space (no tile), with its gap line."""
    s = style.HEX_SIZE * k
    if kind == "court":
        _hexagon(draw, cx, cy, s, style.COURT, style.GAP, 1.5 * k)
    elif kind == "entry" and entry_colour:
        _hexagon(draw, cx, cy, s, style.TROUPE_LIGHT[entry_colour], style.GAP, 1.5 * k)
        _hexagon(draw, cx, cy, s - 3 * k, style.TROUPE_LIGHT[entry_colour], style.TROUPE[entry_colour], 4 * k)
    elif kind == "village":
        _hexagon(draw, cx, cy, s, style.VILLAGE, style.GAP, 1.5 * k)
    else:
        _hexagon(draw, cx, cy, s, style.BLANK, style.GAP, 1.5 * k)


def draw_court(draw, cx: float, cy: float, k: float) -> None:
    s = style.HEX_SIZE * k
    _crown(draw, cx, cy - 0.02 * s, 0.6 * s, style.CROWN)
    draw.text((cx, cy + 0.45 * s), "+5", font=font(round(22 * k), "black"), fill=style.COURT_INK, anchor="mm")


def draw_tile(draw, tile: str, cx: float, cy: float, k: float) -> None:
    """A tile lying on a village space; its symbol sits a little below the centre,
    leaving the top for the space id."""
    s = style.HEX_SIZE * k
    tile_size = 0.86 * s
    fill = TILE_FILL.get(tile, style.VILLAGE)
    if tile in RED_TILES:
        _hexagon(draw, cx, cy, tile_size, fill, style.RED_BORDER, 0.2 * s)
    else:
        _hexagon(draw, cx, cy, tile_size, fill, mix(fill, INK, 0.35), 1.2 * k)
    sy = cy + 0.16 * s
    if tile in PLUS:
        draw.text((cx, sy), PLUS[tile], font=font(round(31 * k), "black"), fill=style.PLUS_INK, anchor="mm")
    elif tile in MINUS:
        draw.text((cx, sy), MINUS[tile], font=font(round(31 * k), "black"), fill=style.MINUS_INK, anchor="mm")
    elif tile == "payday":
        coins(draw, cx, sy + 0.04 * s, 0.2 * s)
    elif tile == "sickness":
        skull(draw, cx, sy + 0.02 * s, 0.27 * s)


def coins(draw, cx: float, cy: float, r: float) -> None:
    """A small stack of three gold coins."""
    for dx, dy in ((-0.75, 0.35), (0.75, 0.35), (0.0, -0.45)):
        x, y = cx + dx * r, cy + dy * r
        draw.ellipse(
            (x - r, y - r, x + r, y + r), fill=style.COIN, outline=style.COIN_EDGE, width=max(1, round(r * 0.16))
        )
        inner = r * 0.55
        draw.ellipse(
            (x - inner, y - inner, x + inner, y + inner), outline=style.COIN_EDGE, width=max(1, round(r * 0.1))
        )


def skull(draw, cx: float, cy: float, r: float) -> None:
    edge = INK
    w = max(1, round(r * 0.1))
    draw.rounded_rectangle(
        (cx - 0.55 * r, cy + 0.2 * r, cx + 0.55 * r, cy + 0.95 * r),
        radius=0.2 * r,
        fill=style.BONE,
        outline=edge,
        width=w,
    )
    draw.ellipse((cx - r, cy - r, cx + r, cy + 0.62 * r), fill=style.BONE, outline=edge, width=w)
    draw.rectangle((cx - 0.5 * r + w, cy + 0.3 * r, cx + 0.5 * r - w, cy + 0.6 * r), fill=style.BONE)
    for side in (-1, 1):
        ex = cx + side * 0.42 * r
        draw.ellipse((ex - 0.27 * r, cy - 0.28 * r, ex + 0.27 * r, cy + 0.22 * r), fill=edge)
    draw.polygon([(cx, cy + 0.22 * r), (cx - 0.13 * r, cy + 0.45 * r), (cx + 0.13 * r, cy + 0.45 * r)], fill=edge)
    for tooth in (-0.25, 0.0, 0.25):
        draw.line((cx + tooth * r, cy + 0.65 * r, cx + tooth * r, cy + 0.92 * r), fill=edge, width=w)


def _crown(draw, cx: float, cy: float, width: float, fill) -> None:
    h = width * 0.62
    left, right, top, bottom = cx - width / 2, cx + width / 2, cy - h / 2, cy + h / 2
    points = [
        (left, bottom),
        (left, top + 0.25 * h),
        (left + 0.25 * width, top + 0.6 * h),
        (cx, top),
        (right - 0.25 * width, top + 0.6 * h),
        (right, top + 0.25 * h),
        (right, bottom),
    ]
    draw.polygon(points, fill=fill, outline=mix(fill, INK, 0.5))


@lru_cache(maxsize=512)
def marker_sprite(colour: str, diameter: int, letter: str) -> Image.Image:
    """A travel marker: a disc in the troupe colour with a dark rim and its letter."""
    big = diameter * SS
    sprite = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    fill = style.TROUPE[colour]
    draw.ellipse((0, 0, big - 1, big - 1), fill=(*style.TROUPE_DARK[colour], 255))
    rim = big * 0.08
    draw.ellipse((rim, rim, big - 1 - rim, big - 1 - rim), fill=(*fill, 255))
    highlight = mix(fill, (255, 255, 255), 0.35)
    draw.arc(
        (rim * 2, rim * 2, big - 1 - rim * 2, big - 1 - rim * 2),
        200,
        290,
        fill=(*highlight, 255),
        width=round(rim * 0.8),
    )
    draw.text(
        (big / 2, big / 2 + big * 0.02),
        letter,
        font=font(round(big * 0.52), "black"),
        fill=(*ink_on(fill), 255),
        anchor="mm",
    )
    return sprite.reduce(SS)


def paste_marker(image: Image.Image, colour: str, cx: float, cy: float, diameter: int, letter: str) -> None:
    sprite = marker_sprite(colour, diameter, letter)
    image.paste(sprite, (round(cx - sprite.width / 2), round(cy - sprite.height / 2)), sprite)


def card_icon(image, draw, x: float, y: float, w: int, h: int, colour: str | None, letter: str = "", face=None) -> None:
    """A small upright card; `colour` None draws a neutral card back."""
    fill = style.TROUPE[colour] if colour else (236, 230, 214)
    edge = style.TROUPE_DARK[colour] if colour else (120, 110, 96)
    panel(image, (x, y, x + w, y + h), fill, max(3, w // 6), edge, 2)
    if letter and face is not None:
        draw.text((x + w / 2, y + h / 2), letter, font=face, fill=ink_on(fill), anchor="mm")


def neutral_marker(image, cx: float, cy: float, radius: float) -> None:
    """A marker whose colour this viewer may not know."""
    disc(image, cx, cy, radius, (238, 234, 226), (96, 90, 80), 2)
