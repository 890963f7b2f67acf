"""Cached pieces: a piece drawn once over the static background of its box and then
pasted. Dresses, tiles and cards carry most of the board's text, so this keeps a board
render to a few dozen pastes. Keys include the static layer's identity and the box, so
a cached piece always matches what lies under it."""

from __future__ import annotations

from PIL import ImageDraw

from render.common.cache import ImageCache

CACHE = ImageCache("rokoko sprites")


def paste_cached(image, static_key: tuple, box, key: tuple, draw_piece) -> None:
    """Draw `draw_piece(piece_image, draw, local_box)` into `box` of `image`, cached.
    `image` must still show only the static layer inside `box` when this is called."""
    left, top, right, bottom = (round(v) for v in box)

    def draw():
        sprite = image.crop((left, top, right, bottom))
        draw_piece(sprite, ImageDraw.Draw(sprite), (0, 0, right - left, bottom - top))
        return sprite

    image.paste(CACHE.get((static_key, (left, top, right, bottom), key), draw), (left, top))
