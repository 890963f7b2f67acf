"""A board as people first see it: Discord's inline preview of an attached image (about
550 × 350 px) and a phone's width (about 400 px). The images are scaled down, never up."""

from __future__ import annotations

import io

from PIL import Image

from render.common.png import to_png

DISCORD_PREVIEW = (550, 350)
PHONE_WIDTH = 400


def scaled(png: bytes, box: tuple[int, int] = DISCORD_PREVIEW) -> bytes:
    """The image fitted inside `box` (width, height), its proportions kept."""
    with Image.open(io.BytesIO(png)) as image:
        factor = min(box[0] / image.width, box[1] / image.height, 1.0)
        return _resized(image, factor)


def width(png: bytes, pixels: int = PHONE_WIDTH) -> bytes:
    """The image `pixels` wide (if it is wider), its proportions kept."""
    with Image.open(io.BytesIO(png)) as image:
        return _resized(image, min(pixels / image.width, 1.0))


def _resized(image: Image.Image, factor: float) -> bytes:
    size = (max(1, round(image.width * factor)), max(1, round(image.height * factor)))
    return to_png(image.convert("RGB").resize(size, Image.Resampling.LANCZOS))
