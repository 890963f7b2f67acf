"""The latest move on every board (issue 13 item 4): the header says it, and its frame has a
colour no player has in any game."""

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
from tests.support.colour import delta_e_2000

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
