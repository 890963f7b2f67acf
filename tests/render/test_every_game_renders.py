"""Every game in the registry (the test run's own among them) draws its board, its summary
and a seat's private image through its presenter, from views of a seeded random game, in
both languages: in the middle of the game and at its end, as PNGs under 1 MB, the summary
in the preview's shape with type large enough for a phone, naming the latest move."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

import i18n
from bot.presenters import presenter_for
from engines import registry
from engines.core.random_player import random_game

NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana", "Ivo", "Jana"]
MOVE = "Anna · a move to show"
MAX_BYTES = 1_000_000


@pytest.fixture
def drawn(monkeypatch):
    """(text, font size) of everything drawn."""
    texts: list[tuple[str, int]] = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, fill=None, font=None, *args, **kwargs):
        if str(text).strip() and font is not None:
            texts.append((str(text), font.size))
        return original(self, xy, text, fill, font, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    return texts


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("name", sorted(registry.GAMES))
def test_every_game_draws_its_images_from_its_views(name, language, drawn):
    game, presenter = registry.get(name), presenter_for(name)
    players = max(registry.tables(name).narration)
    names = NAMES[:players]
    every = list(random_game(game, players, 5))
    for state in (every[len(every) // 2], every[-1]):
        view = {**presenter.board_view(game, state, [], language, names), "latest_move": MOVE}
        board = presenter.board_png(view, language, names)
        drawn.clear()
        summary = presenter.summary_png(view, language, names)
        assert Image.open(io.BytesIO(summary)).size == (1100, 700)  # twice Discord's 550 x 350 preview
        smallest = min(size for _, size in drawn)
        assert smallest * 400 / 1100 >= 10, f"{smallest} px shrinks below 10 px on a phone"
        assert MOVE in " ".join(text for text, _ in drawn)
        private = presenter.private_png(game.view_for(state, 0), language, names)
        for png in (board, summary, private):
            assert png.startswith(b"\x89PNG") and len(png) < MAX_BYTES
