"""Spectaculum images (render.common.images): the public board, the summary, and a player's
private hand (markers, money, cards)."""

from __future__ import annotations

from pathlib import Path

from render.common.images import GameImages
from render.spectaculum import private, summary
from render.spectaculum.board import board_image

# The colours this game's boards and summaries draw most (`python -m bench.render` writes them).
PALETTE = Path(__file__).with_name("palette.txt")
# zlib level 3, as the other games: a board's encoding 9 ms instead of 22 at level 6 (about a third
# of a move's drawing, with its summary), for PNGs about a sixth larger (140 KB instead of 119)
IMAGES = GameImages(PALETTE, 3, board_image, private.private_image, summary.summary)
encode = IMAGES.encode
render_board, render_private, render_summary = IMAGES.render_board, IMAGES.render_private, IMAGES.render_summary
