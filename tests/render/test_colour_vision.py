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

import pytest

from render.ladies import style as ladies
from render.rokoko import style as rokoko
from render.spectaculum import style as spectaculum
from tests.support.colour import ciede2000, lab, linear

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


def simulate(colour: tuple, vision) -> tuple[float, float, float]:
    """Linear RGB in [0, 1] of `colour` as seen with `vision` (a Machado matrix)."""
    rgb = [linear(c) for c in colour[:3]]
    r, g, b = (min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in vision)
    return r, g, b


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
