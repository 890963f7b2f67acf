"""SALON_IMAGE_MEMORY reaches the process's board images when the bot is made."""

from __future__ import annotations

from bot.app import create_bot
from bot.runtime.settings import Settings
from render.common import composition, memory, regions
from render.common.regions import Regions


def test_the_bot_keeps_board_images_within_salon_image_memory(monkeypatch):
    monkeypatch.setattr(regions, "PARTS", Regions(256 * memory.MEGABYTE))
    monkeypatch.setattr(composition, "_crops_budget", composition._crops_budget)
    create_bot(Settings(token=None, database=":memory:", language="en", test_guild=None, image_memory=16))
    assert regions.PARTS.budget + composition._crops_budget == 16 * memory.MEGABYTE
    assert regions.PARTS.budget == 16 * memory.MEGABYTE * 4 // 5
