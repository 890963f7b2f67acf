"""The animated replay's GIF writer (render/common/animation.py): what a viewer sees is each frame."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

from render.common import animation


def _png(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return buffer.getvalue()


def _board(height: int, marks: int) -> Image.Image:
    """A board-like picture: flat colours, text-like strokes, `marks` coloured squares."""
    image = Image.new("RGB", (320, height), (240, 230, 215))
    draw = ImageDraw.Draw(image)
    for row in range(0, height - 20, 24):
        draw.text((8, row), f"line {row} of a board", fill=(30, 30, 60))
    for mark in range(marks):
        draw.rectangle(
            (200 + 10 * (mark % 10), 10 + 10 * (mark // 10), 208 + 10 * (mark % 10), 18 + 10 * (mark // 10)),
            fill=(200, 40 + 20 * mark, 40),
        )
    return image


def _rgb(data: bytes) -> Image.Image:
    with Image.open(io.BytesIO(data)) as image:
        return image.convert("RGB")


def test_every_frame_shows_its_board_and_shorter_ones_are_padded_with_their_background():
    boards = [_board(240, 0), _board(240, 3), _board(240, 3), _board(300, 5)]  # under 256 colours in all
    gif = animation.animated_gif([_png(b) for b in boards])
    assert animation.frame_count(gif) == len(boards)  # the same picture twice is still a frame of its own
    shown = [_rgb(png) for png in animation.frames_as_png(gif, range(len(boards)))]
    assert {image.size for image in shown} == {(320, 300)}
    for board, frame in zip(boards, shown):
        assert frame.crop((0, 0, *board.size)).tobytes() == board.tobytes()  # few colours: exact
    padding = shown[0].crop((0, 240, 320, 300))
    assert padding.getcolors() == [(320 * 60, (240, 230, 215))]


def test_a_frame_that_changes_a_few_pixels_costs_a_few_bytes():
    still = [_png(_board(600, 0))] * 2
    moving = [_png(_board(600, 0)), _png(_board(600, 1))]
    assert len(animation.animated_gif(moving)) - len(animation.animated_gif(still)) < 400


def test_an_animation_needs_a_frame():
    with pytest.raises(ValueError):
        animation.animated_gif([])
