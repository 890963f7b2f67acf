"""A board's PNG put together from its static layer's and kept parts' palette images
(render.common.composition) is the PNG of the whole board drawn from nothing and mapped at
once: over stretches of consecutive moves of seeded games, every game, table size and
language, byte for byte. A box drawn outside the kept parts and not declared, or a kept part
shown after what it shows changed, would leave other pixels and fail here."""

import importlib
import importlib.util
import random

import pytest
from PIL import Image, ImageDraw

from bench.render import stretches
from engines import registry
from render.common import composition, regions
from render.common.png import FixedPalette
from render.common.regions import Regions

NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana", "Ivo", "Jana"]
# Every registered game whose boards render/ draws (the test-only game draws its own)
TABLES = [
    (name, players)
    for name, game in registry.all_games().items()
    if importlib.util.find_spec(f"render.{name}") is not None
    for players in game.player_counts
]


@pytest.mark.parametrize(("name", "players"), TABLES)
def test_composed_board_is_the_mapping_of_the_board_drawn_afresh(name, players, monkeypatch):
    game = registry.get(name)
    package = importlib.import_module(f"render.{name}")
    kept = Regions(256 * 1024 * 1024)
    composed = 0
    for language in ("en", "cs"):
        for n, view in enumerate(stretches(game, players, 11, NAMES[:players], runs=2, length=6)):
            monkeypatch.setattr(regions, "PARTS", kept)
            png = package.render_board(view, language, NAMES[:players])
            monkeypatch.setattr(regions, "PARTS", Regions(0))  # nothing kept: every part drawn
            fresh = package.encode(package.board_image(view, language, NAMES[:players]))
            assert png == fresh, f"{language} board {n}"
            composed += 1
    assert composed and len(kept) > 0


def test_an_undeclared_drawing_shows_and_a_declared_one_is_mapped():
    """The check above can fail: a box drawn outside the kept parts keeps the static layer's
    pixels in the palette image unless it is declared before it is drawn."""
    palette = FixedPalette([(0, 0, 0), (255, 255, 255), (200, 0, 0)])
    static = Image.new("RGB", (60, 40), (255, 255, 255))
    board = static.copy()
    board.paste((200, 0, 0), (10, 10, 20, 20))
    whole = board.quantize(palette=palette.image, dither=Image.Dither.NONE)
    path = _palette_file(palette)
    for declared in (False, True):
        with composition.compose(path) as composing:
            image = composition.canvas(static)
            if declared:
                composition.drawn((10, 10, 20, 20))
            image.paste((200, 0, 0), (10, 10, 20, 20))
            mapped = composing.finish(image)
        assert (mapped.tobytes() == whole.tobytes()) is declared


def test_a_board_after_one_left_unfinished_starts_from_the_static_layer(monkeypatch):
    """The palette image a thread reuses starts from what the board before left in it only when
    that board finished: a board whose drawing failed half way leaves parts in it that the
    next board would not paste over."""
    game = registry.get("ladies")
    package = importlib.import_module("render.ladies")
    monkeypatch.setattr(regions, "PARTS", Regions(256 * 1024 * 1024))
    views = stretches(game, 4, 12, NAMES[:4], runs=1, length=3)
    package.render_board(views[0], "en", NAMES[:4])

    def failing():  # a part where no board has one, then a failure
        image = package.board_image(views[1], "en", NAMES[:4])
        box = (0, image.height - 30, 30, image.height)  # the margin, under no part
        regions.PARTS.draw(image, box, ("test", "red"), lambda: image.paste((200, 0, 0), box))
        raise RuntimeError("the drawing failed")

    with pytest.raises(RuntimeError):
        composition.board_png(failing, package.PALETTE, package.IMAGES.compress_level)
    png = package.render_board(views[2], "en", NAMES[:4])
    monkeypatch.setattr(regions, "PARTS", Regions(0))
    assert png == package.encode(package.board_image(views[2], "en", NAMES[:4]))


def test_an_overlay_goes_over_kept_parts_and_leaves_with_its_board(monkeypatch):
    """An overlay (lines without anti-aliasing, `composition.overlay`) is put into the palette
    image over the kept part under it, and the next board without it shows the part whole."""
    palette = FixedPalette([(0, 0, 0), (255, 255, 255), (200, 0, 0), (0, 215, 235)])
    path = _palette_file(palette)
    static = Image.new("RGB", (60, 40), (255, 255, 255))
    pixels = Image.new("RGB", (20, 4), (0, 215, 235))
    mask = Image.new("L", (20, 4), 0)
    mask.paste(255, (0, 1, 20, 3))
    piece = composition.Overlay(pixels, mask)
    kept = Regions(1 << 20)

    def board(framed: bool) -> Image.Image:
        image = composition.canvas(static)
        regions.PARTS.draw(image, (10, 10, 30, 30), ("test", "red"), lambda: image.paste((200, 0, 0), (12, 12, 28, 28)))
        if framed:
            composition.overlay(image, (10, 8), piece)
        return image

    for framed in (True, False, True, False):
        monkeypatch.setattr(regions, "PARTS", kept)  # the part drawn once, then pasted
        with composition.compose(path) as composing:
            mapped = composing.finish(board(framed))
        monkeypatch.setattr(regions, "PARTS", Regions(0))
        fresh = board(framed).quantize(palette=palette.image, dither=Image.Dither.NONE)
        assert mapped.tobytes() == fresh.tobytes(), framed
        assert (mapped.getpixel((15, 10)) == palette.colours.index((0, 215, 235))) is framed


def _palette_file(palette):
    import tempfile
    from pathlib import Path

    path = Path(tempfile.mkdtemp()) / "palette.txt"
    palette.write(path)
    return path


def test_an_overlay_pastes_what_its_mask_pastes():
    """`Overlay.paste` pastes its opaque core without the mask and the rest through it: the pixels
    a paste through the whole mask gives, for frames, lines, noise, nothing, within any box."""
    rng = random.Random(4)
    for n in range(300):
        width, height = rng.randrange(1, 90), rng.randrange(1, 70)
        mask = Image.new("L", (width, height), 0)
        draw = ImageDraw.Draw(mask)
        shape = n % 4
        if shape == 0:  # a frame: rounded, with margins
            margin = rng.randrange(0, min(6, width, height))
            draw.rounded_rectangle((margin, margin, width - 1, height - 1), rng.randrange(0, 15), fill=255)
        elif shape == 1:  # a frame's line
            draw.rounded_rectangle((0, 0, width - 1, height - 1), rng.randrange(0, 15), outline=255, width=3)
        elif shape == 2:  # noise
            mask = Image.frombytes("L", (width, height), rng.randbytes(width * height)).point(lambda v: v & 128 and 255)
        pixels = Image.frombytes("RGB", (width, height), rng.randbytes(width * height * 3))
        piece = composition.Overlay(pixels, mask)
        box = (rng.randrange(-10, 40), rng.randrange(-10, 40))
        box = (*box, box[0] + width, box[1] + height)
        within = rng.choice([None, (rng.randrange(0, 50), rng.randrange(0, 50), rng.randrange(50, 140), 120)])
        target = Image.new("RGB", (140, 120), (9, 99, 199))
        through_mask = target.copy()
        through_mask.paste(pixels, box[:2], mask)
        expected = target.copy()
        within_all = within or (0, 0, *target.size)
        expected.paste(through_mask.crop(within_all), within_all[:2])
        piece.paste(target, pixels, box, within)
        assert target.tobytes() == expected.tobytes(), (n, width, height, box, within)


def test_a_boards_composition_goes_with_its_board(monkeypatch):
    """Nothing a board's composition hands out holds it (a cycle would keep it, and the static
    layer it drew over, until Python's collector came by): boards that draw again the pixels of
    parts kept as mappings leave no composition behind."""
    import gc
    import weakref

    made: list[weakref.ref] = []
    init = composition.Composition.__init__

    def recording(self, palette):
        init(self, palette)
        made.append(weakref.ref(self))

    monkeypatch.setattr(composition.Composition, "__init__", recording)
    monkeypatch.setattr(regions, "PARTS", Regions(256 * 1024 * 1024))
    redrawn = []
    redraw = composition.Composition.redraw
    monkeypatch.setattr(composition.Composition, "redraw", lambda self, *a: redrawn.append(1) or redraw(self, *a))
    game = registry.get("rokoko")
    package = importlib.import_module("render.rokoko")
    gc.disable()
    try:
        for view in stretches(game, 2, 11, NAMES[:2], runs=1, length=6):
            package.render_board(view, "en", NAMES[:2])
        assert redrawn and made and all(ref() is None for ref in made)
    finally:
        gc.enable()
