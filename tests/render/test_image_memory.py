"""SALON_IMAGE_MEMORY: every image a process keeps (parts, static layers and bases, their crops and
mappings, sprites, glyph masks, summaries) counts against one budget, the least recently used
going first whichever store holds it; a game being played keeps its base while other games come
and go; and the boards are the same with little memory as with plenty."""

from __future__ import annotations

import importlib

import pytest
from PIL import Image

from bench.render import stretches
from engines import registry
from render.common import memory, regions

NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana"]
TABLES = [("ladies", 5), ("rokoko", 4), ("spectaculum", 3)]


@pytest.fixture
def budget():
    """The process's memory, emptied, and its budget put back after the test."""
    given = memory.MEMORY.budget
    _forget_everything()
    yield memory.MEMORY
    memory.MEMORY.budget = given
    _forget_everything()


def _forget_everything():
    memory.MEMORY.budget = 0
    memory.MEMORY.budget = memory.DEFAULT_MEGABYTES * memory.MEGABYTE


def _stores() -> dict[str, int]:
    """Bytes kept per store."""
    kept: dict[str, int] = {}
    for store, _ in list(memory.MEMORY._entries):
        kept[store.name] = store.bytes
    return kept


def test_the_least_recently_used_goes_first_whichever_store_holds_it():
    shared = memory.Memory(budget=100)
    parts, layers = memory.Kept("parts", shared), memory.Kept("layers", shared)
    parts.put("a", "part a", 30)
    layers.put("x", "layer x", 40)
    parts.put("b", "part b", 30)
    assert shared.bytes == 100 and parts.bytes == 60 and layers.bytes == 40
    assert parts.get("a") == "part a"  # now used after x and b
    layers.put("y", "layer y", 20)  # x (40 bytes), used longest ago, makes room
    assert layers.get("x") is None and parts.get("b") == "part b" and parts.get("a") == "part a"
    assert shared.bytes == 80 and layers.bytes == 20
    parts.put("c", "part c", 50)  # y, then b go: a was used after both
    assert layers.get("y") is None and parts.get("b") is None
    assert {key: parts.get(key) for key in ("a", "c")} == {"a": "part a", "c": "part c"}
    assert shared.bytes == 80 == parts.bytes and layers.bytes == 0
    shared.budget = 60  # a, used before c, goes at once
    assert parts.get("a") is None and parts.get("c") == "part c" and shared.bytes == 50
    parts.put("huge", "more than the budget", 61)  # not kept, and nothing dropped for it
    assert parts.get("huge") is None and parts.get("c") == "part c"


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_what_every_store_keeps_stays_within_the_budget_and_draws_the_same_boards(name, players, budget):
    game = registry.get(name)
    package = importlib.import_module(f"render.{name}")
    boards = {
        seed: stretches(game, players, seed, NAMES[:players], runs=1, length=3) for seed in range(6)
    }  # six games, three consecutive moves each
    plenty = {
        seed: [package.render_board(view, "cs", NAMES[:players]) for view in views] for seed, views in boards.items()
    }
    stores = _stores()
    assert {"board parts", "glyph masks"} <= stores.keys()
    assert len(stores) >= 4, stores  # the static layers, their mappings and crops too

    small = 24 * memory.MEGABYTE  # less than one game's static layer, mapping and parts
    assert budget.bytes > small
    memory.keep_at_most(small // memory.MEGABYTE)
    assert budget.bytes <= small  # dropped at once
    for turn in range(3):  # the games in rotation, a move each in turn
        for seed, views in boards.items():
            assert package.render_board(views[turn], "cs", NAMES[:players]) == plenty[seed][turn]
            assert budget.bytes <= small
            assert sum(_stores().values()) == budget.bytes
    assert len(regions.PARTS) > 0  # some kept all the same

    memory.keep_at_most(0)  # every board drawn from nothing
    assert budget.bytes == 0
    assert package.render_board(boards[5][2], "cs", NAMES[:players]) == plenty[5][2]
    assert budget.bytes == 0


def test_an_image_drawn_after_its_store_was_emptied_is_the_one_drawn_warm(budget):
    game = registry.get("spectaculum")
    package = importlib.import_module("render.spectaculum")
    views = stretches(game, 4, 3, NAMES[:4], runs=2, length=3)
    warm = [package.board_image(view, "en", NAMES[:4]) for view in views]
    for store in {store for store, _ in list(budget._entries)}:
        store.clear()  # one store at a time: parts, layers, masks...
        for view, image in zip(views, warm, strict=True):
            assert _same(package.board_image(view, "en", NAMES[:4]), image), store.name


def _same(first: Image.Image, second: Image.Image) -> bool:
    return first.size == second.size and first.tobytes() == second.tobytes()
