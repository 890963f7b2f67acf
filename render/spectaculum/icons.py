"""Small dynamic icons: coin, padlock, bag, mini hexes. Drawn at posted size."""

from __future__ import annotations

from render.common import palette
from render.common.shapes import disc, hex_corners, panel
from render.spectaculum import style


def coin(image, draw, cx: float, cy: float, r: float) -> None:
    disc(image, cx, cy, r, style.COIN, style.COIN_EDGE, 2)
    draw.ellipse((cx - r * 0.55, cy - r * 0.55, cx + r * 0.55, cy + r * 0.55), outline=style.COIN_EDGE, width=1)


def padlock(image, draw, cx: float, cy: float, size: float, colour=palette.MUTED) -> None:
    w = size * 0.8
    draw.arc(
        (cx - w * 0.32, cy - size * 0.55, cx + w * 0.32, cy + size * 0.05),
        180,
        360,
        fill=colour,
        width=max(2, round(size * 0.12)),
    )
    draw.line((cx - w * 0.32, cy - size * 0.25, cx - w * 0.32, cy), fill=colour, width=max(2, round(size * 0.12)))
    draw.line((cx + w * 0.32, cy - size * 0.25, cx + w * 0.32, cy), fill=colour, width=max(2, round(size * 0.12)))
    panel(image, (cx - w / 2, cy - size * 0.08, cx + w / 2, cy + size * 0.5), colour, max(2, round(size * 0.1)))


def bag(image, draw, cx: float, cy: float, size: float) -> None:
    cloth, edge = (196, 160, 110), (110, 82, 46)
    disc(image, cx, cy + size * 0.12, size * 0.42, cloth, edge, 2)
    draw.polygon(
        [
            (cx - size * 0.18, cy - size * 0.32),
            (cx + size * 0.18, cy - size * 0.32),
            (cx + size * 0.08, cy - size * 0.18),
            (cx - size * 0.08, cy - size * 0.18),
        ],
        fill=cloth,
        outline=edge,
    )
    draw.line((cx - size * 0.14, cy - size * 0.2, cx + size * 0.14, cy - size * 0.2), fill=edge, width=3)


def mini_hex(draw, cx: float, cy: float, size: float, fill, edge, width: int = 3) -> None:
    draw.polygon(hex_corners(cx, cy, size), fill=edge)
    draw.polygon(hex_corners(cx, cy, size - width), fill=fill)
