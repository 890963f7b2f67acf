"""Fonts, text fitting and PNG output shared by every renderer."""

import io

import pytest
from PIL import Image

from render.common.fonts import font, has_glyph, missing_glyphs, printable
from render.common.png import to_png
from render.common.text import draw_line, ellipsize, fit

CZECH = "ěščřžýáíéůú ĚŠČŘŽ"


@pytest.mark.parametrize("weight", ["regular", "medium", "bold", "black"])
def test_czech_letters_have_real_glyphs(weight):
    assert missing_glyphs(CZECH, weight) == []
    assert missing_glyphs("−×…·ďťňĎŤŇ", weight) == []


def test_missing_glyph_is_detected():
    assert not has_glyph("\ue001")
    assert missing_glyphs("a🎲b") == ["🎲"]


LINES = [
    "Latest move: Anna · buys a hat for £200 (+2 face down)",
    "Poslední tah: Cecílie zaplatí 8 peněz za výzdobu: Ohňostroj 1.",
    "Ďábelské ódy, úpěl žluťoučký kůň — „uvozovky“ ×4 T. Wa AV y, f j (x)",
    "  two  spaces\u00a0and a no-break space ",
]


@pytest.mark.parametrize("weight", ["regular", "medium", "bold", "black"])
def test_a_line_drawn_word_by_word_is_the_line_drawn_whole(weight):
    """`draw_line` draws each word where the whole line would have it, so the pixels are the same
    (and a line of words drawn before is not rasterised again)."""
    from PIL import ImageDraw

    for size in (16, 17, 22, 25, 30, 46):
        face = font(size, weight)
        for x in (10, 10.4, 10.6, 12.8):
            for anchor in ("lm", "la"):
                for line in LINES:
                    whole = Image.new("RGB", (1100, 80), (40, 30, 60))
                    words = whole.copy()
                    ImageDraw.Draw(whole).text((x, 30.5), line, font=face, fill=(250, 240, 200), anchor=anchor)
                    draw_line(ImageDraw.Draw(words), (x, 30.5), line, face, (250, 240, 200), anchor)
                    assert words.tobytes() == whole.tobytes(), (size, x, anchor, line)


def test_czech_glyphs_differ_from_their_base_letters():
    face = font(40, "bold")
    for accented, plain in zip("ěščřž", "escrz"):
        assert bytes(face.getmask(accented)) != bytes(face.getmask(plain))


def test_printable_drops_emoji_and_keeps_czech():
    assert printable("Čeněk 🎲 Řehoř") == "Čeněk Řehoř"
    assert printable("🎲🎲", fallback="Player 1") == "Player 1"


def test_ellipsize_and_fit_stay_within_width():
    face = font(24)
    text = "Dana the Magnificent Juggler of Bohemia"
    cut = ellipsize(text, face, 150)
    assert cut.endswith("…") and face.getlength(cut) <= 150
    assert ellipsize("Bob", face, 150) == "Bob"
    fitted_face, fitted = fit(text, 200, 30, 18, "bold")
    assert fitted_face.getlength(fitted) <= 200
    assert fit("Bob", 200, 30, 18)[0].size == 30


def test_to_png_is_a_small_palette_png():
    image = Image.new("RGB", (300, 200), (240, 230, 210))
    data = to_png(image)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    decoded = Image.open(io.BytesIO(data))
    assert decoded.size == (300, 200) and decoded.mode == "P"
