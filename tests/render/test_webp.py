"""The game pages' WebP (render.common.webp) is the PNG's picture, pixel for pixel, in fewer
bytes: boards and summaries spread over a seeded game of every game at its largest table."""

import importlib
import importlib.util
import io

import pytest
from PIL import Image

from bench.render import stretches
from engines import registry
from render.common.webp import lossless_webp

NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana", "Ivo", "Jana"]
GAMES = [name for name in registry.all_games() if importlib.util.find_spec(f"render.{name}") is not None]


def _pixels(image: bytes) -> tuple[tuple[int, int], bytes]:
    with Image.open(io.BytesIO(image)) as opened:
        return opened.size, opened.convert("RGB").tobytes()


@pytest.mark.parametrize("name", GAMES)
def test_the_webp_of_a_board_and_its_summary_has_the_pngs_pixels_in_fewer_bytes(name):
    game = registry.get(name)
    package = importlib.import_module(f"render.{name}")
    players = max(game.player_counts)
    names = NAMES[:players]
    for view in stretches(game, players, 7, names, runs=3, length=1):
        for png in (package.render_board(view, "cs", names), package.render_summary(view, "cs", names)):
            webp = lossless_webp(png)
            assert webp[:4] == b"RIFF" and webp[8:12] == b"WEBP"
            assert _pixels(webp) == _pixels(png)
            assert len(webp) < len(png)
