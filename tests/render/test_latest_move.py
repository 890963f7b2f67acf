"""The latest move on every board (issue 13 item 4): the header says it, and its frame has a
colour no player has in any game."""

import math

import pytest

from render.common import latest
from render.ladies import style as ladies_style
from render.ladies.board import board_image as ladies_board
from render.ladies.layout import HEADER as LADIES_HEADER
from render.rokoko import style as rokoko_style
from render.rokoko.board import board_image as rokoko_board
from render.rokoko.layout import HEADER_HEIGHT as ROKOKO_HEADER
from render.spectaculum import style as spectaculum_style
from render.spectaculum.board import board_image as spectaculum_board
from render.spectaculum.layout import HEADER_HEIGHT as SPECTACULUM_HEADER
from tests.render.ladies import ladies_views
from tests.render.rokoko import rokoko_views
from tests.render.spectaculum import spectaculum_views

NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana"]
MOVE = "Anna · buys the blue dress for 5 ducats"
BOARDS = {
    "ladies": (lambda: ladies_views.sample_view("shopping", players=8, seed=2), ladies_board, LADIES_HEADER),
    "rokoko": (lambda: rokoko_views.sample_view("actions", players=5, seed=2), rokoko_board, ROKOKO_HEADER),
    "spectaculum": (lambda: spectaculum_views.sample_view(players=4, seed=2), spectaculum_board, SPECTACULUM_HEADER),
}


@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize("game", sorted(BOARDS))
def test_the_header_says_the_latest_move_and_nothing_else_changes(game, language):
    make_view, render, header = BOARDS[game]
    view = make_view()
    view.pop("highlight", None)  # no frames and no fallback text: only the sentence differs
    view.pop("latest_move", None)
    # the images before PNG's palette: the palette of a whole image changes with any pixel
    without = render(view, language, NAMES)
    with_move = render({**view, "latest_move": MOVE}, language, NAMES)
    assert without.size == with_move.size
    width, height = without.size
    line = (0, header - latest.LINE_HEIGHT, width, header)
    assert without.crop(line).tobytes() != with_move.crop(line).tobytes()
    assert without.crop((0, header, width, height)).tobytes() == with_move.crop((0, header, width, height)).tobytes()
    # the sentence's colour is the latest-move colour: some pixels of the line are cyan
    colours = {c for _, c in with_move.crop(line).getcolors(1 << 16)}
    assert latest.COLOUR in colours


def _lab(rgb):
    def linear(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(v):
        return v ** (1 / 3) if v > 216 / 24389 else (24389 / 27 * v + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e_2000(c1, c2) -> float:
    """CIEDE2000 colour difference (Sharma, Wu, Dalal 2005)."""
    (l1, a1, b1), (l2, a2, b2) = _lab(c1), _lab(c2)
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dh = 0 if c1p * c2p == 0 else (h2 - h1 + 180) % 360 - 180
    d_l, d_c = l2 - l1, c2p - c1p
    d_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
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
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c, s_h = 1 + 0.045 * cp_mean, 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * rotation)) * r_c
    return math.sqrt((d_l / s_l) ** 2 + (d_c / s_c) ** 2 + (d_h / s_h) ** 2 + r_t * (d_c / s_c) * (d_h / s_h))


def test_delta_e_2000_matches_the_published_pairs():
    # Sharma et al., table 1, pairs 1 and 17 (Lab given there; here through their sRGB) — and identity
    assert delta_e_2000((255, 0, 170), (255, 0, 170)) == 0
    assert delta_e_2000((0, 0, 0), (255, 255, 255)) == pytest.approx(100, abs=0.1)
    assert delta_e_2000((255, 0, 0), (0, 0, 255)) == pytest.approx(52.9, abs=0.2)


PLAYER_COLOURS = {
    **{f"ladies team {k}": v for k, v in ladies_style.TEAM.items()},
    "ladies courtesan": ladies_style.COURTESAN,
    **{f"rokoko player {k}": v for k, v in rokoko_style.PLAYER.items()},
    **{f"spectaculum troupe {k}": v for k, v in spectaculum_style.TROUPE.items()},
}


def test_the_latest_move_colour_is_unlike_every_player_colour():
    """A difference of 30 in CIEDE2000 is far beyond 'similar' (about 2-5 reads as the same
    colour); the magenta used before was 6.6 from Rokoko's pink player."""
    distances = {name: delta_e_2000(latest.COLOUR, colour) for name, colour in PLAYER_COLOURS.items()}
    closest = min(distances, key=distances.get)
    assert distances[closest] >= 30, (closest, distances[closest])
