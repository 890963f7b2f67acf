"""SALON_IMAGE_MEMORY reaches the process's board images when the bot is made."""

from __future__ import annotations

from bot.app import create_bot
from bot.runtime.settings import Settings
from render.common import memory


def test_the_bot_keeps_board_images_within_salon_image_memory(monkeypatch):
    monkeypatch.setattr(memory.MEMORY, "_budget", memory.MEMORY.budget)
    create_bot(Settings(token=None, database=":memory:", language="en", test_guild=None, image_memory=16))
    assert memory.MEMORY.budget == 16 * memory.MEGABYTE
