"""The parts of a board kept from earlier boards (render.common.regions) are the parts the
board would draw: every board of stretches of consecutive moves, as the bot draws them (the
latest move framed and named), is pixel-identical to the same board drawn with nothing kept;
and rounded panels drawn by their corners are the panels their whole mask draws."""

import importlib
import random

import pytest
from PIL import Image, ImageDraw

from bench.render import stretches
from engines import registry
from render.common import regions, shapes
from render.common.regions import Regions

NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana", "Ivo", "Jana"]
TABLES = [("ladies", 4), ("ladies", 9), ("rokoko", 2), ("rokoko", 5), ("spectaculum", 2), ("spectaculum", 4)]


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_kept_parts_draw_the_same_board(name, players, monkeypatch):
    game = registry.get(name)
    board = importlib.import_module(f"render.{name}.board")
    kept = Regions(256 * 1024 * 1024)
    for language in ("en", "cs"):
        views = stretches(game, players, 7, NAMES[:players], runs=3, length=8)
        for n, view in enumerate(views):
            monkeypatch.setattr(regions, "PARTS", kept)
            drawn = board.board_image(view, language, NAMES[:players])
            monkeypatch.setattr(regions, "PARTS", Regions(0))  # nothing kept: every part drawn
            fresh = board.board_image(view, language, NAMES[:players])
            assert drawn.tobytes() == fresh.tobytes(), f"{language} board {n}"
    assert len(kept) > 0


def test_rounded_panels_paste_the_pixels_of_their_whole_mask():
    """`shapes.rounded` pastes the plain colour where the mask is opaque and the mask's corners
    elsewhere: the same pixels as the whole mask, on any background, for any size and radius."""
    rng = random.Random(3)
    for n in range(600):
        width, height = rng.randrange(1, 200), rng.randrange(1, 120)
        radius = rng.choice([0, 1, 2, 3, 5, 8, 12, 13, 14, 18, 30, 60])
        background = Image.new("RGB", (260, 180))
        if n % 10 == 0:  # a noisy background: every pixel of the paste shows
            background.putdata([tuple(rng.randrange(256) for _ in range(3)) for _ in range(260 * 180)])
        x, y = rng.randrange(50), rng.randrange(50)
        fill = tuple(rng.randrange(256) for _ in range(3))
        whole, cornered = background.copy(), background.copy()
        shapes.paste_mask(whole, shapes.rounded_mask(width, height, radius), x, y, fill)
        shapes.rounded(cornered, x, y, x + width, y + height, radius, fill)
        assert whole.tobytes() == cornered.tobytes(), (width, height, radius)


def test_a_long_rounded_mask_is_the_mask_drawn_whole():
    """`shapes.rounded_mask` of a box longer than its corners reach is a short box's mask with
    its middle stretched: the same pixels as the whole box drawn supersampled."""
    rng = random.Random(5)
    for _ in range(400):
        width, height = rng.randrange(1, 400), rng.randrange(1, 160)
        radius = rng.choice([0, 1, 2, 3, 5, 8, 10, 12, 13, 14, 18, 30])
        big = Image.new("L", (width * shapes.SS, height * shapes.SS), 0)
        ImageDraw.Draw(big).rounded_rectangle(
            (0, 0, width * shapes.SS - 1, height * shapes.SS - 1), radius=radius * shapes.SS, fill=255
        )
        whole = big.reduce(shapes.SS)
        assert shapes.rounded_mask(width, height, radius).tobytes() == whole.tobytes(), (width, height, radius)


def test_kept_parts_beyond_their_budget_are_packed_and_pasted_as_drawn():
    budget = 3 * 70 * 50 * regions.BYTES_PER_PIXEL  # three parts of 70 x 50 unpacked
    kept = Regions(budget)
    image = Image.new("RGB", (400, 100), (10, 20, 30))
    drawn = []

    def draw(n: int, box: tuple[int, int, int, int]) -> None:
        drawn.append(n)
        ImageDraw.Draw(image).ellipse(
            (box[0], box[1], box[2] - 1, box[3] - 1), fill=(40 * n, 200, 90), outline=(0, 0, 0), width=3
        )

    boxes = [(n * 80, 0, n * 80 + 70, 50) for n in range(5)]
    for n, box in enumerate(boxes):
        kept.draw(image, box, ("part", n), lambda n=n, box=box: draw(n, box))
    assert len(kept) == 5 and kept.bytes <= budget  # the two used longest ago packed, not dropped
    pasted = Image.new("RGB", image.size, (10, 20, 30))
    for n, box in enumerate(boxes):
        kept.draw(pasted, box, ("part", n), lambda: drawn.append("again"))
    assert drawn == [0, 1, 2, 3, 4] and pasted.tobytes() == image.tobytes()
    assert kept.bytes <= budget


def test_packed_parts_beyond_their_share_of_the_budget_go():
    budget = 3 * 70 * 50 * regions.BYTES_PER_PIXEL
    kept = Regions(budget)
    image = Image.new("RGB", (100, 100), (10, 20, 30))
    drawn = []
    for n in range(400):  # packed, each takes a few hundred bytes: more than half the budget in all
        kept.draw(image, (0, 0, 70, 50), ("part", n), lambda n=n: drawn.append(n))
        assert kept.bytes <= budget
    assert 3 < len(kept) < 400
    kept.draw(image, (0, 0, 70, 50), ("part", 0), lambda: drawn.append("again"))  # gone: drawn
    kept.draw(image, (0, 0, 70, 50), ("part", 399), lambda: drawn.append("again"))  # kept: pasted
    assert drawn == [*range(400), "again"]
