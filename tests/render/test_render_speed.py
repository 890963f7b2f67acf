"""What makes the two images of a move cheap keeps them right: text drawn from a bounded
cache of glyph masks is pixel-identical to Pillow's, the games' fixed palettes keep the colours the
renderers draw, and the summary is drawn again only when what it shows changed."""

import importlib
import io
import random

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageFont

from bench.render import sample
from engines import registry
from engines.core.contract import SPECTATOR
from render.common import summary
from render.common.fonts import font
from render.common.png import FixedPalette, choose, to_png

GAMES = ("spectaculum", "rokoko", "ladies")
SOLID = 500  # pixels of one colour in one image: a fill, not an anti-aliased edge
# A fill colour that a close neighbour kept out of the palette (Pillow maps through 4 x 4 x 4
# cells), or that the sample games drew too little to earn a place, lands on a neighbour: at
# most 7 levels on one channel over the games checked here (a dimmed prestige purple of Rokoko,
# 84/39/127 as 80/37/120; white as grey 250 in Ladies), about 2 CIEDE2000 units, which an
# eye does not tell apart on a screen.
SOLID_TOLERANCE = 8


def test_labels_measure_as_pillow_measures_them():
    """A new label's width, added up from its characters' advances and its neighbours' kerning,
    is Pillow's width to the last 1/64 px: Czech and English letters, digits, punctuation, a
    no-break space, a character the font lacks and an emoji, in every weight and many sizes."""
    rng = random.Random(5)
    alphabet = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 .,:;·–—…×/()+-'\"!?%£€"
    alphabet += "ěščřžýáíéůúťďňĚŠČŘŽÝÁÍÉŮÚŤĎŇ AVTWYLo To Av\u00a0\ue000🎲"
    for weight in ("regular", "medium", "bold", "black"):
        for size in (14, 16, 17, 18, 20, 22, 24, 26, 28, 30, 34, 40, 46):
            cached = font(size, weight)
            plain = ImageFont.truetype(cached.path, size, layout_engine=ImageFont.Layout.BASIC)
            for _ in range(60):
                text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 70)))
                assert cached.getlength(text) == plain.getlength(text), (weight, size, text)


@pytest.mark.parametrize(
    ("xy", "anchor"),
    [((10, 12), "la"), ((40.5, 30.25), "mm"), ((200.7, 50.5), "rm"), ((13.3, 40.9), "ls"), ((120, 20), None)],
)
@pytest.mark.parametrize("text", ["Řehoř Čeněk 12", "Day 2/4 · £1,700", "…"])
def test_cached_text_is_pixel_identical_to_pillow(xy, anchor, text):
    for weight, size in (("regular", 17), ("black", 40)):
        cached = font(size, weight)
        plain = ImageFont.truetype(cached.path, size, layout_engine=ImageFont.Layout.BASIC)
        expected = Image.new("RGB", (260, 80), (244, 238, 226))
        ImageDraw.Draw(expected).text(xy, text, font=plain, fill=(200, 36, 44), anchor=anchor)
        for _ in range(2):  # the second time from the cache
            drawn = Image.new("RGB", (260, 80), (244, 238, 226))
            ImageDraw.Draw(drawn).text(xy, text, font=cached, fill=(200, 36, 44), anchor=anchor)
            assert ImageChops.difference(expected, drawn).getbbox() is None


def test_chosen_palette_colours_map_onto_themselves():
    rng = random.Random(5)
    counts = {tuple(rng.randrange(256) for _ in range(3)): rng.randrange(1, 1000) for _ in range(3000)}
    counts.update({(255, 255, 255): 5000, (255, 253, 248): 6000, (254, 254, 254): 10})  # close neighbours
    colours = choose(counts)
    assert len(colours) == 256
    assert (255, 253, 248) in colours and (254, 254, 254) not in colours
    assert _mapped(FixedPalette(colours), colours) == colours


@pytest.mark.parametrize("name", GAMES)
def test_game_palette_maps_every_colour_of_it_exactly(name):
    path = importlib.import_module(f"render.{name}").PALETTE
    palette = FixedPalette.load(path)
    assert len(palette.colours) == 256
    assert _mapped(palette, palette.colours) == palette.colours


@pytest.mark.parametrize("name", GAMES)
def test_colours_a_renderer_draws_survive_its_palette(name):
    """Boards and summaries of games the palette was not made from, at the smallest and the
    largest table, in both languages: every fill colour within SOLID_TOLERANCE, nearly all
    pixels exact, and no pixel far off."""
    game = registry.get(name)
    package = importlib.import_module(f"render.{name}")
    make_summary = importlib.import_module(f"render.{name}.summary").summary
    for players, language in ((min(game.player_counts), "cs"), (max(game.player_counts), "en")):
        names = [f"Hráč {i + 1}" for i in range(players)]
        for state in sample(game, players, 4242, 3)[1:]:
            view = game.view_for(state, SPECTATOR)
            for image in (
                package.board_image(view, language, names),
                summary.summary_image(make_summary(view, language, names), language),
            ):
                png = package.encode(image)
                assert len(png) <= 300 * 1024
                decoded = Image.open(io.BytesIO(png)).convert("RGB")
                error = _channel_error(image, decoded)
                assert error.histogram()[0] >= 0.9 * image.width * image.height
                assert error.getextrema()[1] <= 72  # an anti-aliased edge pixel at worst (FASTOCTREE: 51-65)
                fills = {colour for count, colour in image.getcolors(1 << 24) or () if count >= SOLID}
                for colour in fills:
                    (mapped,) = _mapped(FixedPalette.load(package.PALETTE), [colour])
                    assert max(abs(a - b) for a, b in zip(colour, mapped)) <= SOLID_TOLERANCE, colour


def test_summary_is_drawn_again_only_when_it_changed(monkeypatch):
    drawn = []
    original = summary.summary_image
    monkeypatch.setattr(summary, "summary_image", lambda s, lang: drawn.append(s) or original(s, lang))
    row = summary.Row((200, 36, 44), "A", "Anna", "Money 16")
    first = summary.Summary("Round 1/7", "On turn: \0", "Anna", [row], "Anna buys a dress.")
    again = summary.Summary("Round 1/7", "On turn: \0", "Anna", [row], "Anna buys a dress.")
    changed = summary.Summary("Round 1/7", "On turn: \0", "Anna", [row], "Anna buys a hat.")
    png = summary.summary_png(first, "en", to_png)
    assert summary.summary_png(again, "en", to_png) is png
    assert summary.summary_png(changed, "en", to_png) != png
    assert summary.summary_png(again, "cs", to_png) != png
    assert len(drawn) == 3


def _mapped(palette: FixedPalette, colours: list) -> list:
    image = Image.new("RGB", (len(colours), 1))
    image.putdata(colours)
    return list(image.quantize(palette=palette.image, dither=Image.Dither.NONE).convert("RGB").get_flattened_data())


def _channel_error(a: Image.Image, b: Image.Image) -> Image.Image:
    """Per pixel, the largest difference of one channel."""
    red, green, blue = ImageChops.difference(a, b).split()
    return ImageChops.lighter(ImageChops.lighter(red, green), blue)
