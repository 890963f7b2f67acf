"""Ladies & Gentlemen images: the public board and a player's private image."""

from __future__ import annotations

from pathlib import Path

from render.common import composition
from render.common.png import to_png
from render.ladies.board import board_image

# The colours this game's boards and summaries draw most (`python -m bench.render` writes them).
PALETTE = Path(__file__).with_name("palette.txt")
COMPRESS_LEVEL = 3


def encode(image) -> bytes:
    """A board image as PNG bytes (the bench times drawing and encoding apart)."""
    return to_png(image, palette=PALETTE, compress_level=COMPRESS_LEVEL)


def render_board(view: dict, language: str, seat_names: list[str]) -> bytes:
    """The public board as PNG bytes. `seat_names[i]` is the display name of seat i."""
    return composition.board_png(lambda: board_image(view, language, seat_names), PALETTE, COMPRESS_LEVEL)


def render_private(view: dict, language: str, seat_name: str, seat_names: list[str] | None = None) -> bytes:
    """The viewer's own image as PNG bytes: a lady's craftsman cards, stock, purchases,
    servants and gossip; a gentleman's money, goods, token and bills. With `seat_names`
    the image also names who must act."""
    from render.ladies.private import private_image

    return to_png(private_image(view, language, seat_name, seat_names), compress_level=3)


def render_summary(view: dict, language: str, seat_names: list[str]) -> bytes:
    """The compact summary (1100 x 700, the shape of Discord's inline preview) as PNG bytes:
    whose move it is, the latest move and each player's key numbers, in large type."""
    from render.common.summary import summary_png
    from render.ladies.summary import summary

    return summary_png(summary(view, language, seat_names), language, encode)
