"""Lossless WebP of the boards and summaries, for readers whose browser takes it (the game's
web page): the same pixels as the PNG, in fewer bytes. The images are flat colours on a
palette of at most 256, which lossless WebP keeps as a colour index, as PNG does, but packs
tighter (its own entropy coding and prediction across rows). Nothing is blurred: `quality` is
the encoder's effort here, not a loss."""

from __future__ import annotations

import functools
import io

from PIL import Image, ImageChops

# Measured over whole games at each game's largest table (`python -m bench --section web-play`):
# method 4 at effort 80 comes within a few per cent of the smallest file lossless WebP makes
# (method 6 at 100: some 5 % smaller, at 50 to 100 times the time), at about the cost of drawing
# the board; lower settings grow the file by 10 to 30 % for little time saved.
METHOD = 4  # 0 (fastest) to 6 (smallest)
EFFORT = 80  # lossless `quality`: how hard the encoder looks for a smaller file, not a loss


def lossless_webp(png: bytes) -> bytes:
    """The image of `png` as a lossless WebP."""
    with Image.open(io.BytesIO(png)) as image:
        out = io.BytesIO()
        image.save(out, "WEBP", lossless=True, method=METHOD, quality=EFFORT)
    return out.getvalue()


def delta(before: bytes, after: bytes, image_format: str) -> bytes | None:
    """What changed from the opaque image `before` to `after` (either encoded, PNG or WebP), as a
    lossless "webp" or a "png": `after`'s pixels where they differ, fully transparent where they
    do not, so that laid over `before` it composes to exactly `after`. The encoder may drop a
    transparent pixel's colour (WebP's default): that is where the bytes are saved. None: the two
    are not the same size."""
    with Image.open(io.BytesIO(before)) as old, Image.open(io.BytesIO(after)) as new:
        if old.size != new.size:
            return None
        new_pixels = new.convert("RGBA")
        differences = ImageChops.difference(old.convert("RGBA"), new_pixels).split()
        changed = functools.reduce(ImageChops.lighter, differences).point(lambda value: 255 if value else 0)
    overlay = Image.new("RGBA", new_pixels.size, (0, 0, 0, 0))
    overlay.paste(new_pixels, mask=changed)
    out = io.BytesIO()
    if image_format == "webp":
        overlay.save(out, "WEBP", lossless=True, method=METHOD, quality=EFFORT)
    else:
        overlay.save(out, "PNG", optimize=True)
    return out.getvalue()
