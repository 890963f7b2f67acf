"""SALON_IMAGE_MEMORY: every image a process keeps (parts, static layers and bases, their crops and
mappings, sprites, glyph masks, summaries) counts against one budget, the least recently used
going first whichever store holds it; a game's base is made of shared pieces, so games in rotation
make no base of their own; and the boards are the same with little memory as with plenty."""

from __future__ import annotations

import importlib
import random
import threading

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
    for store, _ in memory.MEMORY.entries():
        kept[store.name] = store.bytes
    return kept


def test_the_least_recently_used_goes_first_whichever_store_holds_it():
    shared = memory.Memory(budget=100)  # at most 75 bytes protected

    def kept() -> set[str]:
        return {*parts.items, *layers.items}

    parts, layers = memory.Kept("parts", shared), memory.Kept("layers", shared)
    parts.put("a", "part a", 30)
    layers.put("x", "layer x", 40)
    parts.put("b", "part b", 30)
    assert shared.bytes == 100 and parts.bytes == 60 and layers.bytes == 40
    assert parts.get("a") == "part a"  # used again: protected
    layers.put("y", "layer y", 20)  # x, used once and longest ago, makes room
    assert kept() == {"a", "b", "y"} and shared.bytes == 80 and layers.bytes == 20
    parts.put("c", "part c", 50)  # then b: a newer entry used once goes before one used again
    assert kept() == {"a", "y", "c"} and shared.bytes == 100
    assert layers.get("y") and parts.get("c")  # protected too: 100 bytes, more than 75
    assert [key for _, key in shared.entries()] == ["a", "y", "c"]  # so a goes back on probation
    parts.put("d", "part d", 30)  # and goes first
    assert kept() == {"y", "c", "d"} and shared.bytes == 100

    shared.budget = 60  # 45 bytes protected at most: y and c on probation after d
    assert [key for _, key in shared.entries()] == ["c"] and shared.bytes == 50 == parts.bytes
    assert layers.bytes == 0
    parts.put("huge", "more than the budget", 61)  # not kept, and nothing dropped for it
    assert kept() == {"c"}


def test_threads_drawing_at_once_keep_the_accounts_right():
    shared = memory.Memory(budget=5000)
    stores = [memory.Kept(f"store {n}", shared) for n in range(3)]

    failed: list[BaseException] = []

    def work(seed: int) -> None:
        rng = random.Random(seed)
        try:
            for _ in range(3000):
                store, key = rng.choice(stores), rng.randrange(60)
                if store.get(key) is None:
                    store.put(key, f"{store.name} {key}", 50 + key * 5)
                if rng.random() < 0.05:
                    store.discard(rng.randrange(60))
        except Exception as error:  # (a thread's exception would not fail the test)
            failed.append(error)

    threads = [threading.Thread(target=work, args=(seed,)) for seed in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failed
    entries = shared.entries()
    assert len(entries) == len(set(entries)) == sum(len(store) for store in stores)
    for store in stores:
        assert {key for kept, key in entries if kept is store} == set(store.items)
        assert store.bytes == sum(50 + key * 5 for key in store.items)
        assert all(store.items[key] == f"{store.name} {key}" for key in store.items)
    assert shared.bytes == sum(store.bytes for store in stores) <= shared.budget


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
    for store in {store for store, _ in budget.entries()}:
        store.clear()  # one store at a time: parts, layers, masks...
        for view, image in zip(views, warm, strict=True):
            assert _same(package.board_image(view, "en", NAMES[:4]), image), store.name


def _same(first: Image.Image, second: Image.Image) -> bool:
    return first.size == second.size and first.tobytes() == second.tobytes()


@pytest.mark.parametrize("language", ["en", "cs"])
def test_a_spectaculum_base_made_of_kept_tiles_is_the_base_drawn_whole(language, budget):
    from render.spectaculum import pieces, static

    board_id = _spectaculum_board()
    spaces = [space.id for space in static.board(board_id).spaces]
    for kind in [*pieces.PLUS, *pieces.MINUS, *pieces.RED_TILES]:
        everywhere = tuple((space, kind) for space in spaces)
        some = tuple((space, kind if n % 3 else None) for n, space in enumerate(spaces))
        for tiles in (everywhere, some):
            base = static.base_layer(board_id, language, tiles).image()
            assert _same(base, _whole_base(board_id, language, tiles)), kind


def _spectaculum_board() -> str:
    from engines.spectaculum import data

    return data.board_ids()[0]


def _whole_base(board_id: str, language: str, tiles: tuple) -> Image.Image:
    """The base as it was drawn before it was made of pieces: every tile and space id drawn over the
    supersampled static layer at once, then reduced."""
    from PIL import ImageDraw

    from render.spectaculum import static
    from render.spectaculum.layout import layout
    from render.spectaculum.pieces import draw_tile

    k = static.K
    image = static.static_layer(board_id, language).copy()
    draw = ImageDraw.Draw(image)
    places = layout(board_id)
    kinds = {space.id: space.kind for space in static.board(board_id).spaces}
    for space_id, tile in tiles:
        cx, cy = places.centres[space_id]
        if tile:
            draw_tile(draw, tile, cx * k, cy * k, k)
        static._space_id(draw, space_id, kinds[space_id], cx, cy, 0, 0)  # the id as the pieces draw it
    return image.reduce(k)


def _made(monkeypatch) -> list[tuple[str, object, int]]:
    """What the stores make from now on: (store, key, bytes) per thing kept."""
    made: list[tuple[str, object, int]] = []
    put = memory.Kept.put

    def counting(store, key, thing, size):
        made.append((store.name, key, size))
        put(store, key, thing, size)

    monkeypatch.setattr(memory.Kept, "put", counting)
    return made


def test_games_in_rotation_draw_over_bases_made_of_shared_pieces_made_once(budget, monkeypatch):
    """A game's base is its board's bare base with the game's tiles over it (`composition.Layer`):
    no image the size of a board is made per game, so any number of games in rotation draw over
    theirs, and what a base is made of is made once."""
    game = registry.get("spectaculum")
    package = importlib.import_module("render.spectaculum")
    games = [stretches(game, 3, seed, NAMES[:3], runs=1, length=3) for seed in range(24)]
    made = _made(monkeypatch)
    for turn in range(3):
        for views in games:
            package.render_board(views[turn], "en", NAMES[:3])
    board = package.board_image(games[0][0], "en", NAMES[:3])
    large = sorted(store for store, _, size in made if size >= board.width * board.height)
    assert large == ["spectaculum bare bases", "spectaculum static layers", "static layers' mappings"]
    tiles = [key for store, key, _ in made if store == "spectaculum tiles"]
    assert tiles and len(tiles) == len(set(tiles))


def test_ladies_games_whose_rows_differ_share_their_frames_and_draw_the_same_layers(budget):
    """A Ladies row's frame lies on the plain background and a boutique's on the street: games of
    four teams whose wardrobes need different rows of cards (so boards of other heights) keep one
    frame per row size and team, one per boutique, and their layers are the ones drawn afresh."""
    from render.ladies import layout

    look = (("QueenShop", "blue", 0), ("Emporium", "orange", 1), ("Spencer", "green", 2), ("Victorian", "red", 3))
    short, tall = layout.row_height(1), layout.row_height(layout.per_row() + 1)
    shapes = [(short,) * 5, (tall, short, short, short, short), (short, short, tall, short, short)]
    layers = [layout.static_layer(4, True, rows, False, look, "en")[1] for rows in shapes]
    frames = [[piece for _, piece in layer.pieces] for layer in layers]  # the boutiques', then the rows'
    assert all(layer_frames[:4] == frames[0][:4] for layer_frames in frames)  # the very same kept pieces
    rows = [layer_frames[4:] for layer_frames in frames]
    assert [row is first for row, first in zip(rows[1], rows[0])] == [False, True, True, True, True]
    assert [row is first for row, first in zip(rows[2], rows[0])] == [True, True, False, True, True]
    assert len(layout._shop_frames) == 4 and len(layout._row_frames) == 5 + 2  # and two rows of a tall size
    shared = [layer.image() for layer in layers]
    for rows, image in zip(shapes, shared, strict=True):
        layout.forget_static_layers()
        assert _same(layout.static_layer(4, True, rows, False, look, "en")[1].image(), image)


def test_a_ladies_8p_boards_parts_packed_let_a_hundred_games_keep_theirs(budget):
    """A rotation of 100 games keeps every game's parts when a board's parts, packed, take at most
    a hundredth of the packed share of the default budget; packed, they paste the same board."""
    game = registry.get("ladies")
    package = importlib.import_module("render.ladies")
    views = stretches(game, 8, 7, NAMES, runs=1, length=2)
    drawn = [package.render_board(view, "en", NAMES) for view in views]
    parts, unpacked = len(regions.PARTS), regions.PARTS.bytes
    budget.budget = memory.MEGABYTE  # the board's parts fit only packed
    assert len(regions.PARTS) == parts and unpacked > 4 * regions.PARTS.bytes
    assert regions.PARTS.bytes <= memory.DEFAULT_MEGABYTES * memory.MEGABYTE * memory.Memory.PACKED / 100
    assert package.render_board(views[-1], "en", NAMES) == drawn[-1]


class _Tenfold:
    """Packs a thing (a dict) to a tenth of its bytes, in place."""

    def pack(self, thing: dict) -> int:
        thing["packed"] = True
        return thing["bytes"] // 10

    def unpack(self, thing: dict) -> int:
        thing["packed"] = False
        return thing["bytes"]


def test_over_the_budget_a_thing_that_packs_is_packed_before_one_that_does_not_goes():
    """Packed again, a part costs nothing and frees nearly all it held; a glyph mask dropped is
    made again: so the masks of games in rotation stay beside their packed parts."""
    shared = memory.Memory(budget=100)
    parts, masks = memory.Kept("parts", shared, _Tenfold()), memory.Kept("masks", shared)
    masks.put("m", "mask m", 20)
    parts.put("p", {"bytes": 50, "packed": False}, 50)
    parts.put("q", {"bytes": 40, "packed": False}, 40)  # 110 bytes: p, used after m, is packed
    assert masks.get("m") == "mask m" and parts.items["p"]["packed"] and not parts.items["q"]["packed"]
    assert shared.bytes == 65
    assert parts.get("p")["packed"] is False  # unpacked for use: q, used longest ago, is packed
    assert parts.items["q"]["packed"] and shared.bytes == 74


def test_a_thing_just_kept_or_unpacked_is_not_packed_while_another_can_go():
    """A part is packed in place: packed as it is kept or unpacked, its caller would unpack it
    again outside the budget's count."""
    shared = memory.Memory(budget=100)
    parts, masks = memory.Kept("parts", shared, _Tenfold()), memory.Kept("masks", shared)
    masks.put("m", "mask m", 50)
    parts.put("p", {"bytes": 60, "packed": False}, 60)  # the only thing that packs: m goes instead
    assert not parts.items["p"]["packed"] and "m" not in masks.items and shared.bytes == 60


def test_a_packed_part_holds_only_its_packed_bytes(budget):
    """Every part the memory counts packed holds no pixels nor mapping unpacked: what the parts
    hold is what the budget counts, board after board."""
    game = registry.get("ladies")
    package = importlib.import_module("render.ladies")
    budget.budget = 2 * memory.MEGABYTE  # most of a board's parts packed as it is drawn
    for view in stretches(game, 4, 5, NAMES[:4], runs=1, length=3):
        package.render_board(view, "en", NAMES[:4])
        packed = [regions.PARTS._kept.items[key] for store, key in budget._packed if store is regions.PARTS._kept]
        assert packed and all(part.mapped is None and part.pixels is None for part in packed)
