"""SimCord fixtures: the real bot against an in-memory Discord, with a real database file."""
from __future__ import annotations

import pytest

from bot.app import create_bot
from bot.settings import Settings


@pytest.fixture
def settings(tmp_path):
    return Settings(token=None, database=str(tmp_path / "salon.sqlite3"), language="en", test_guild=None)


@pytest.fixture
def simcord_bot(settings):
    return create_bot(settings)
