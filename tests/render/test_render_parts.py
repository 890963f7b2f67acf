"""The parts of a board kept from earlier boards (render.common.regions) are the parts the
board would draw: every board of stretches of consecutive moves, as the bot draws them (the
latest move framed and named), is pixel-identical to the same board drawn with nothing kept."""

import importlib

import pytest

from bench.render import stretches
from engines import registry
from render.common import regions
from render.common.regions import Regions

NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana", "Ivo", "Jana"]
TABLES = [("ladies", 4), ("ladies", 9), ("rokoko", 2), ("rokoko", 5), ("spectaculum", 2), ("spectaculum", 4)]


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_kept_parts_draw_the_same_board(name, players, monkeypatch):
    game = registry.get(name)
    board = importlib.import_module(f"render.{name}.board")
    kept = Regions(2000)
    for language in ("en", "cs"):
        views = stretches(game, players, 7, NAMES[:players], runs=3, length=8)
        for n, view in enumerate(views):
            monkeypatch.setattr(regions, "PARTS", kept)
            drawn = board.board_image(view, language, NAMES[:players])
            monkeypatch.setattr(regions, "PARTS", Regions(0))  # nothing kept: every part drawn
            fresh = board.board_image(view, language, NAMES[:players])
            assert drawn.tobytes() == fresh.tobytes(), f"{language} board {n}"
    assert len(kept) > 0
