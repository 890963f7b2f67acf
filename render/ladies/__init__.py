"""Ladies & Gentlemen images (render.common.images): the public board, the summary, and a
player's private image: a lady's craftsman cards, stock, purchases, servants and gossip; a
gentleman's money, goods, token and bills."""

from __future__ import annotations

from pathlib import Path

from render.common.images import GameImages
from render.ladies import private, summary
from render.ladies.board import board_image

# The colours this game's boards and summaries draw most (`python -m bench.render` writes them).
PALETTE = Path(__file__).with_name("palette.txt")
IMAGES = GameImages(PALETTE, 3, board_image, private.private_image, summary.summary, private_compress_level=3)
encode = IMAGES.encode
render_board, render_private, render_summary = IMAGES.render_board, IMAGES.render_private, IMAGES.render_summary
