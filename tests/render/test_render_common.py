"""Fonts, text fitting and PNG output shared by every renderer."""

import io

import pytest
from PIL import Image

from render.common.fonts import font, has_glyph, missing_glyphs, printable
from render.common.png import to_png
from render.common.text import ellipsize, fit

CZECH = "ěščřžýáíéůú ĚŠČŘŽ"


@pytest.mark.parametrize("weight", ["regular", "medium", "bold", "black"])
def test_czech_letters_have_real_glyphs(weight):
    assert missing_glyphs(CZECH, weight) == []
    assert missing_glyphs("−×…·ďťňĎŤŇ", weight) == []


def test_missing_glyph_is_detected():
    assert not has_glyph("\ue001")
    assert missing_glyphs("a🎲b") == ["🎲"]


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
