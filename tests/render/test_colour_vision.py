"""Colours that everyone can tell apart: every set of colours that tells players, troupes,
teams, goods or card kinds apart stays distinguishable in normal vision and under simulated
deuteranopia and protanopia.

Simulation: Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of
Color Vision Deficiency" (IEEE TVCG 15(6), 2009), severity 1.0 (full dichromacy). Their 3x3
matrices act on linear RGB: sRGB is linearised (IEC 61966-2-1), multiplied, clipped to
[0, 1], then compared in CIELAB (D65) by CIEDE2000 (Sharma, Wu & Dalal, "The CIEDE2000
Color-Difference Formula", Color Research & Application 30(1), 2005).

Threshold: a CIEDE2000 difference of about 1-2 is barely noticeable between two patches side
by side; by about 10 two flat colours read as different colours rather than shades of one.
Marks on a board are small (a 20-40 px disc, a frame) and seen on uncalibrated phone screens,
so every pair must differ by at least MIN_DIFFERENCE = 12, a margin above that."""

from __future__ import annotations

import itertools
import math

import pytest

from render.ladies import style as ladies
from render.rokoko import style as rokoko
from render.spectaculum import style as spectaculum

MIN_DIFFERENCE = 12.0

NORMAL = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
# Machado et al. 2009, Table 1 at severity 1.0.
PROTANOPIA = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
VISIONS = {"normal": NORMAL, "deuteranopia": DEUTERANOPIA, "protanopia": PROTANOPIA}

# Every set of colours on the boards whose colour tells things apart.
PALETTES = {
    "rokoko players": rokoko.PLAYER,
    "rokoko dresses": rokoko.DRESS,
    "rokoko employee ranks": rokoko.RANK,
    "ladies teams and the courtesan": {**ladies.TEAM, "courtesan": ladies.COURTESAN},
    "ladies goods": ladies.GOODS,
    "ladies card categories": ladies.CATEGORY,
    "spectaculum troupes": spectaculum.TROUPE,
}


def linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def simulate(colour: tuple, vision) -> tuple[float, float, float]:
    """Linear RGB in [0, 1] of `colour` as seen with `vision` (a Machado matrix)."""
    rgb = [linear(c) for c in colour[:3]]
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in vision)
    return r, g, b


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIELAB (D65 white) of a linear sRGB colour."""
    r, g, b = rgb
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(first: tuple, second: tuple) -> float:
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360 if c1 else 0.0
    h2 = math.degrees(math.atan2(b2, a2)) % 360 if c2 else 0.0
    dh = 0.0
    if c1 * c2:
        dh = h2 - h1
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    d_l, d_c = l2 - l1, c2 - c1
    d_h = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    rotation = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(c_mean**7 / (c_mean**7 + 25**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * c_mean
    s_h = 1 + 0.015 * c_mean * t
    r_t = -math.sin(math.radians(2 * rotation)) * r_c
    return math.sqrt((d_l / s_l) ** 2 + (d_c / s_c) ** 2 + (d_h / s_h) ** 2 + r_t * (d_c / s_c) * (d_h / s_h))


def difference(first: tuple, second: tuple, vision) -> float:
    return ciede2000(lab(simulate(first, vision)), lab(simulate(second, vision)))


def too_close(colours: dict) -> list[str]:
    """Every pair of `colours` closer than MIN_DIFFERENCE in some vision, described."""
    found = []
    for (name1, first), (name2, second) in itertools.combinations(colours.items(), 2):
        for vision_name, vision in VISIONS.items():
            d = difference(first, second, vision)
            if d < MIN_DIFFERENCE:
                found.append(f"{name1}/{name2} in {vision_name}: {d:.1f}")
    return found


@pytest.mark.parametrize("name", PALETTES)
def test_every_pair_of_colours_stays_apart_in_every_vision(name):
    assert too_close(PALETTES[name]) == []


def test_a_red_and_a_green_of_one_lightness_fail():
    red, green = (200, 40, 40), (40, 140, 40)
    assert difference(red, green, NORMAL) > 50  # plainly apart in normal vision
    assert difference(red, green, DEUTERANOPIA) < 5  # nearly one colour to a deuteranope
    assert too_close({"red": red, "green": green}) == [
        f"red/green in deuteranopia: {difference(red, green, DEUTERANOPIA):.1f}"
    ]


def test_simulation_and_difference_by_known_values():
    # Greys and white are unchanged by the simulation (its rows sum to 1).
    for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):
        for vision in VISIONS.values():
            assert lab(simulate(grey, vision)) == pytest.approx(lab(simulate(grey, NORMAL)), abs=0.05)
    assert lab(simulate((255, 255, 255), NORMAL)) == pytest.approx((100, 0, 0), abs=0.01)
    # Sharma, Wu & Dalal 2005, Table 1, pairs 1 and 17.
    assert ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50, 2.5, 0), (73, 25, -18)) == pytest.approx(27.1492, abs=1e-4)
