"""Lossless WebP of the boards and summaries, for readers whose browser takes it (the game's
web page): the same pixels as the PNG, in fewer bytes. The images are flat colours on a
palette of at most 256, which lossless WebP keeps as a colour index, as PNG does, but packs
tighter (its own entropy coding and prediction across rows). Nothing is blurred: `quality` is
the encoder's effort here, not a loss."""

from __future__ import annotations

import io

from PIL import Image

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
