"""A public image's PNG encoded band by band (render.common.banded_png): exactly the image's pixels
and palette, a valid zlib stream (its Adler-32 checked), whether its bands were compressed before
or not; and a band that changed is compressed anew, not taken from the image before."""

from __future__ import annotations

import io
import struct
import zlib

from PIL import Image, ImageDraw

from render.common import banded_png
from render.common.banded_png import BAND_ROWS, palette_png


def _palette_image(width: int, height: int, seed: int) -> Image.Image:
    image = Image.new("P", (width, height), 3)
    image.putpalette([(i * 7 + seed) % 256 for i in range(768)])
    draw = ImageDraw.Draw(image)
    for n in range(12):
        draw.rectangle((n * 13 % width, n * 29 % height, n * 13 % width + 40, n * 29 % height + 25), fill=n * 19 % 256)
    return image


def _idat(png: bytes) -> bytes:
    """The PNG's image data (its chunks' CRCs checked)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    data, at = b"", 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind, body = png[at + 4 : at + 8], png[at + 8 : at + 8 + length]
        assert struct.unpack(">I", png[at + 8 + length : at + 12 + length])[0] == zlib.crc32(kind + body)
        data += body if kind == b"IDAT" else b""
        at += 12 + length
    return data


def _decoded(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def test_the_png_holds_exactly_the_image_whether_its_bands_were_kept_or_not():
    banded_png._bands.clear()
    width, height = 301, 5 * BAND_ROWS + 7  # a last band of a few rows
    first = _palette_image(width, height, 1)
    changed = first.copy()
    ImageDraw.Draw(changed).rectangle((10, 2 * BAND_ROWS + 3, 60, 2 * BAND_ROWS + 9), fill=200)  # one band
    for image in (first, first, changed, first):
        png = palette_png(image, 3)
        rows = zlib.decompress(_idat(png))  # the stream's Adler-32 is checked at its end
        assert len(rows) == height * (width + 1) and rows[:: width + 1] == bytes(height)  # filter 0, every row
        shown = _decoded(png)
        assert (shown.mode, shown.size) == ("P", (width, height))
        assert shown.tobytes() == image.tobytes() and shown.getpalette() == image.getpalette()


def test_only_the_bands_that_changed_are_compressed_again():
    banded_png._bands.clear()
    image = _palette_image(200, 4 * BAND_ROWS, 2)
    palette_png(image, 3)
    kept = len(banded_png._bands)
    assert kept == 4
    changed = image.copy()
    ImageDraw.Draw(changed).point((5, BAND_ROWS + 1), fill=77)
    palette_png(changed, 3)
    assert len(banded_png._bands) == kept + 1  # the second band, anew


def test_an_image_with_transparency_is_encoded_whole_and_kept_apart():
    banded_png._bands.clear()
    image = _palette_image(64, 40, 3)
    image.info["transparency"] = 3
    shown = _decoded(palette_png(image, 3))
    assert shown.tobytes() == image.tobytes() and shown.info.get("transparency") == 3
    assert len(banded_png._bands) == 0
