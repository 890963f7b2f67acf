"""The animated replay's images, for bot.replay (only presenters reach render/)."""

from __future__ import annotations

from render.common.animation import UPLOAD_LIMIT, animated_gif

__all__ = ["UPLOAD_LIMIT", "animated_replay"]


def animated_replay(boards: list[bytes]) -> bytes:
    """One looping GIF of the boards of a game's turns (PNG each), in order."""
    return animated_gif(boards)
