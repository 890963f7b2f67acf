"""The animated replay's images, for bot.record.replay (only presenters reach render/)."""

from __future__ import annotations

import i18n
from render.common.animation import UPLOAD_LIMIT, animated_gif, closing_frame

__all__ = ["UPLOAD_LIMIT", "animated_replay", "resignation_frame"]


def animated_replay(boards: list[bytes]) -> bytes:
    """One looping GIF of the boards of a game's turns (PNG each), in order."""
    return animated_gif(boards)


def resignation_frame(board: bytes, resigned: str, winner: str, language: str) -> bytes:
    """The last frame of a game ended by a resignation: its last board, saying who resigned and who wins."""
    return closing_frame(
        board,
        [
            i18n.t("render.resigned_frame.resigned", language, player=resigned),
            i18n.t("render.resigned_frame.winner", language, player=winner),
        ],
    )
