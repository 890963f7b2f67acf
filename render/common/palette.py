"""Shared colours (RGB tuples). Game colours live with each game's renderer."""

from __future__ import annotations

BACKGROUND = (244, 238, 226)
PAPER = (252, 249, 242)
INK = (28, 28, 32)
INK_SOFT = (72, 70, 78)
MUTED = (118, 112, 104)
LINE = (186, 176, 158)
PANEL = (255, 253, 248)
PANEL_EDGE = (196, 186, 168)
HEADER = (46, 40, 58)
HEADER_INK = (255, 255, 255)
HEADER_SOFT = (214, 208, 228)
TURN = (255, 196, 0)  # whose turn: gold
ACT = (236, 112, 20)  # must act now: orange
GOOD = (32, 128, 56)
BAD = (196, 40, 40)
WHITE = (255, 255, 255)
BLACK = (0, 0, 0)


def rgb(hex_colour: str) -> tuple[int, int, int]:
    value = hex_colour.lstrip("#")
    red, green, blue = (int(value[i : i + 2], 16) for i in (0, 2, 4))
    return red, green, blue


def mix(a: tuple, b: tuple, amount: float) -> tuple[int, int, int]:
    """a blended towards b by `amount` (0 = a, 1 = b)."""
    return tuple(round(x + (y - x) * amount) for x, y in zip(a, b))


def ink_on(fill: tuple) -> tuple[int, int, int]:
    """Black or white, whichever reads better on `fill` (relative luminance)."""

    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in fill[:3])
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return BLACK if luminance > 0.30 else WHITE


def lighter(colours: dict, amount: float) -> dict:
    """Each colour of a {name: colour} table blended towards white by `amount`."""
    return {name: mix(colour, WHITE, amount) for name, colour in colours.items()}


def darker(colours: dict, amount: float) -> dict:
    """Each colour of a {name: colour} table blended towards black by `amount`."""
    return {name: mix(colour, BLACK, amount) for name, colour in colours.items()}
