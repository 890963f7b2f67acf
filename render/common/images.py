"""A game's images as PNG bytes, made the same way for every game from its own drawings: the
public board (composed onto the game's palette, `composition`), a seat's private image and the
summary card. A game's `render/<game>/__init__.py` builds one `GameImages` and exports its
renderers."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PIL import Image

from render.common import composition
from render.common.banded_png import palette_png
from render.common.png import mapped, to_png
from render.common.summary import Summary, summary_png


class GameImages:
    """`render_board`, `render_private` and `render_summary` (PNG bytes from the view alone) and
    `encode`, from the game's `board_image`, `private_image` and `summary`.

    `palette`: the file of the colours the game's boards and summaries are mapped onto;
    `compress_level`: the zlib level of those; `private_compress_level`: of the private images
    (whose palette is built for each image)."""

    def __init__(
        self,
        palette: Path,
        compress_level: int,
        board_image: Callable[[dict, str, list[str]], Image.Image],
        private_image: Callable[[dict, str, str, list[str] | None], Image.Image],
        summary: Callable[[dict, str, list[str]], Summary],
        private_compress_level: int = 6,
    ) -> None:
        self.palette = palette
        self.compress_level = compress_level
        self.private_compress_level = private_compress_level
        self._board_image = board_image
        self._private_image = private_image
        self._summary = summary

    def encode(self, image: Image.Image) -> bytes:
        """A public image (a board, a summary) as PNG bytes, mapped onto the game's palette and
        encoded band by band (render.common.banded_png; the bench times drawing and encoding apart)."""
        return palette_png(mapped(image, self.palette), self.compress_level)

    def render_board(self, view: dict, language: str, seat_names: list[str]) -> bytes:
        """The public board as PNG bytes. `seat_names[i]` is the display name of seat i."""
        return composition.board_png(
            lambda: self._board_image(view, language, seat_names), self.palette, self.compress_level
        )

    def render_private(self, view: dict, language: str, seat_name: str, seat_names: list[str] | None = None) -> bytes:
        """The viewer's own image as PNG bytes. With `seat_names` the image also names who must act."""
        image = self._private_image(view, language, seat_name, seat_names)
        return to_png(image, compress_level=self.private_compress_level)

    def render_summary(self, view: dict, language: str, seat_names: list[str]) -> bytes:
        """The compact summary (1100 x 700, the shape of Discord's inline preview) as PNG bytes:
        whose move it is, the latest move and each player's key numbers, in large type."""
        return summary_png(self._summary(view, language, seat_names), language, self.encode)
