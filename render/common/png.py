"""PNG output. Boards are flat colours and anti-aliased edges, so 256-colour palette
quantisation is visually lossless here and makes files several times smaller and
faster to encode than RGB.

A game's boards and summaries are mapped onto the game's fixed palette (`FixedPalette`):
its 256 colours are the ones its images draw most, measured once over sample games
(`python -m bench.render --palettes` writes them) and stored beside its renderer. Mapping onto a
known palette costs a fraction of building one per image (FASTOCTREE) and gives every board
of a game the same colours. Pillow maps through a cache of 4 x 4 x 4 colour cells, each
holding the palette colour nearest to the cell's lowest corner (the first on a tie), so the
palette keeps only colours that map onto themselves that way; a colour not in it (a rare
anti-aliased edge, or a close neighbour of a more drawn colour) goes to a near one."""

from __future__ import annotations

import io
import math
from functools import cache
from pathlib import Path

from PIL import Image

CELL = 4  # Pillow's palette cache: one colour per 4 x 4 x 4 cell of RGB, nearest to its lowest corner


def to_png(image: Image.Image, colours: int = 256, compress_level: int = 6, palette: Path | None = None) -> bytes:
    """Palette PNG bytes. zlib level 3 encodes these flat images faster than 6 (and 1) at
    about 15% more bytes; callers that need speed may ask for it. `palette`: the file of a
    fixed palette (`FixedPalette.write`) to map onto, else one is built for this image."""
    if palette is None:
        quantised = image.convert("RGB").quantize(colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    else:
        quantised = mapped(image, palette)
    buffer = io.BytesIO()
    quantised.save(buffer, "PNG", compress_level=compress_level)
    return buffer.getvalue()


def mapped(image: Image.Image, palette: Path) -> Image.Image:
    """`image` mapped onto the fixed palette stored in the file `palette` (no dithering)."""
    if image.mode != "RGB":
        image = image.convert("RGB")
    return image.quantize(palette=FixedPalette.load(palette).image, dither=Image.Dither.NONE)


class FixedPalette:
    def __init__(self, colours: list[tuple[int, int, int]]):
        if not 0 < len(colours) <= 256:
            raise ValueError("a palette holds 1 to 256 colours")
        self.colours = colours
        self.image = Image.new("P", (1, 1))
        self.image.putpalette([channel for colour in colours for channel in colour])

    @classmethod
    @cache
    def load(cls, path: Path) -> FixedPalette:
        """A palette stored as one hex colour a line (`write`)."""
        lines = path.read_text(encoding="utf-8").split()
        return cls([(int(x[0:2], 16), int(x[2:4], 16), int(x[4:6], 16)) for x in lines])

    def write(self, path: Path) -> None:
        path.write_text("".join(f"{r:02x}{g:02x}{b:02x}\n" for r, g, b in self.colours), encoding="utf-8")


def choose(counts: dict[tuple[int, int, int], int], size: int = 256) -> list[tuple[int, int, int]]:
    """Up to `size` colours, the most drawn first, each kept only if it and every colour kept
    before still map onto themselves through Pillow's cells (its cell's corner nearer to it
    than to any colour kept before, which wins a tie, and no kept colour's corner nearer to it)."""
    kept: list[tuple[int, int, int]] = []
    for colour in sorted(counts, key=lambda c: (-counts[c], c)):
        corner = _corner(colour)
        own = math.dist(corner, colour)
        if all(
            math.dist(corner, other) > own and math.dist(_corner(other), other) <= math.dist(_corner(other), colour)
            for other in kept
        ):
            kept.append(colour)
            if len(kept) == size:
                break
    return kept


def _corner(colour: tuple[int, int, int]) -> tuple[int, ...]:
    return tuple(c - c % CELL for c in colour)
