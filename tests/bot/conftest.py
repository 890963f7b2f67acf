"""SimCord fixtures: the real bot against an in-memory Discord, with a real database file."""
from __future__ import annotations

import pytest

from bot.app import create_bot
from bot.settings import Settings
from tests.support.discord_spec import problems


@pytest.fixture
def settings(tmp_path):
    # AI moves follow at once: SimCord settles a click only after the bot's own sleeps
    return Settings(token=None, database=str(tmp_path / "salon.sqlite3"), language="en", test_guild=None, ai_pace=0.0)


@pytest.fixture
async def make_bot(settings):
    """Builds bots (a restart test builds a second one). SimCord detaches a bot without
    calling close(), so the stores are closed here, after the environment shut down."""
    made = []

    def make(**overrides):
        bot = create_bot(settings, **overrides)
        made.append(bot)
        return bot

    yield make
    for bot in made:
        bot.scheduler.stop()
        if bot.store is not None:
            await bot.store.close()


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot()


@pytest.fixture(autouse=True)
def every_request_matches_discords_api(request):
    """Every REST body the bot sent in a SimCord test validates against Discord's OpenAPI spec."""
    yield
    env = request.node.funcargs.get("simcord_env")
    if env is None:
        return
    found = []
    for entry in env.http_requests:
        found += problems(entry.method, entry.path, entry.json)
    assert not found, "\n".join(found[:20])


def pytest_collection_modifyitems(items):
    """A busy CI machine may take longer than SimCord's default 5 s to settle one click
    that renders a five-player board; a hang still fails, just later. (It must stay below
    the scheduler's 60 s nap: SimCord runs out bot sleeps shorter than this timeout.)"""
    for item in items:
        if "simcord_env" in getattr(item, "fixturenames", ()) and item.get_closest_marker("simcord") is None:
            item.add_marker(pytest.mark.simcord(settle_timeout=20))
