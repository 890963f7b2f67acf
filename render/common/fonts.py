"""Roboto from the font_roboto package: it covers Czech, unlike Pillow's built-in font.

Rasterising a label (FreeType) was a third of a board's drawing, and a board draws the same
labels again and again: names, numbers, captions. The faces given here keep each label's glyph
mask, keyed by everything Pillow passes for it (text, anchor, where the origin falls inside a
pixel, ink), within the process's memory budget (`memory`): `ImageDraw.text` stamps the kept mask as it
would a new one, so the pixels are the same. Measuring a label (fitting, centring) is kept the
same way."""

from __future__ import annotations

from functools import cache, lru_cache

import font_roboto
from PIL import ImageFont

from render.common import memory

_FILES = {
    "regular": "Roboto",
    "medium": "RobotoMedium",
    "bold": "RobotoBold",
    "black": "RobotoBlack",
}
# A private-use code point no Latin font maps: it draws the font's .notdef box.
_NOTDEF_PROBE = "\ue000"


LENGTH_CACHE_SIZE = 4096  # measured labels (numbers)


class CachedFont(ImageFont.FreeTypeFont):
    """A face whose glyph masks are kept (`_mask`); colour fonts (RGBA masks, which Pillow
    alters after drawing) and unhashable arguments are rasterised afresh."""

    def getmask2(self, text, mode="", *args, **kwargs):
        if mode != "RGBA" and isinstance(text, str):
            try:
                return _mask(self, text, mode, args, tuple(sorted(kwargs.items())))
            except TypeError:  # a list argument (features): not a key
                pass
        return super().getmask2(text, mode, *args, **kwargs)

    def getlength(self, text, mode="", direction=None, features=None, language=None) -> float:
        if isinstance(text, str) and features is None:
            return _length(self, text, mode, direction, language)
        return super().getlength(text, mode, direction, features, language)


def _mask_bytes(kept) -> int:
    mask, _offset = kept
    return mask.size[0] * mask.size[1] + 64  # 1 byte a pixel, and what Pillow keeps beside


@memory.kept_function("glyph masks", _mask_bytes)
def _mask(face: CachedFont, text: str, mode: str, args: tuple, kwargs: tuple):
    return ImageFont.FreeTypeFont.getmask2(face, text, mode, *args, **dict(kwargs))


@lru_cache(maxsize=LENGTH_CACHE_SIZE)
def _length(face: CachedFont, text: str, mode: str, direction, language) -> float:
    if face.layout_engine != ImageFont.Layout.BASIC or direction or language or "\n" in text:
        return ImageFont.FreeTypeFont.getlength(face, text, mode, direction, None, language)
    # Pillow's basic layout: each character's advance, plus a kerning adjustment per pair of
    # neighbours, in 1/64 px (a new label is measured from kept characters and pairs, several
    # times faster than FreeType loading every glyph again; tests/render/test_render_speed.py)
    units, previous = 0, None
    for char in text:
        units += _advance(face, char, mode)
        if previous is not None:
            units += _kerning(face, previous, char, mode)
        previous = char
    return units / 64


def word_starts(face: ImageFont.FreeTypeFont, text: str, mode: str) -> list[tuple[int, str]] | None:
    """The words of `text` (split at spaces) with where Pillow's basic layout starts each, from
    the text's origin in whole pixels (hinted advances and kerning are whole pixels): a line drawn
    word by word there has the pixels of the line drawn whole, and a new line of known words
    needs no rasterising (`text.draw_line`). None for a face laid out otherwise."""
    if not isinstance(face, CachedFont) or face.layout_engine != ImageFont.Layout.BASIC:
        return None
    starts: list[tuple[int, str]] = []
    units, previous = 0, None  # (the pen, in 1/64 px, and the character before it)
    for index, word in enumerate(text.split(" ")):
        if index:  # the space before this word
            if previous is not None:
                units += _kerning(face, previous, " ", mode)
            units += _advance(face, " ", mode)
            previous = " "
        if word:
            if previous is not None:
                units += _kerning(face, previous, word[0], mode)
            starts.append((units, word))
            units += round(_length(face, word, mode, None, None) * 64)  # (kept per word)
            previous = word[-1]
    if any(start % 64 for start, _ in starts):
        return None  # a face whose advances are not whole pixels (not hinted)
    return [(start // 64, word) for start, word in starts]


@lru_cache(maxsize=8192)
def _advance(face: CachedFont, char: str, mode: str) -> int:
    return round(ImageFont.FreeTypeFont.getlength(face, char, mode) * 64)


@lru_cache(maxsize=65536)
def _kerning(face: CachedFont, first: str, second: str, mode: str) -> int:
    pair = round(ImageFont.FreeTypeFont.getlength(face, first + second, mode) * 64)
    return pair - _advance(face, first, mode) - _advance(face, second, mode)


@cache
def font(size: int, weight: str = "regular") -> ImageFont.FreeTypeFont:
    # BASIC layout: no shaping is needed for Latin scripts, and it is several times
    # faster than raqm for the hundreds of short labels on a board.
    return CachedFont(font_roboto.font_files[_FILES[weight]], size, layout_engine=ImageFont.Layout.BASIC)


def _mask_key(glyph: str, weight: str) -> tuple:
    mask = font(24, weight).getmask(glyph)
    return mask.size, bytes(mask)


@lru_cache(maxsize=4096)
def has_glyph(char: str, weight: str = "regular") -> bool:
    if char.isspace():
        return True
    return _mask_key(char, weight) != _mask_key(_NOTDEF_PROBE, weight)


def missing_glyphs(text: str, weight: str = "regular") -> list[str]:
    """Characters of `text` that the font would draw as the .notdef box."""
    return [char for char in dict.fromkeys(text) if not has_glyph(char, weight)]


def printable(text: str, weight: str = "regular", fallback: str = "?") -> str:
    """`text` without characters the font lacks (emoji in Discord names), never empty."""
    kept = "".join(char for char in text if has_glyph(char, weight))
    kept = " ".join(kept.split())
    return kept or fallback
