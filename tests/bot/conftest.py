"""SimCord fixtures: the real bot against an in-memory Discord, with a real database file.

Every SimCord test also fails when the bot or discord.py logged an ERROR (an exception
in a button's callback is only logged by discord.py: the user sees "thinking…" for ever)
or when an interaction was left unanswered."""

from __future__ import annotations

import logging
import random
import zlib

import pytest
import pytest_asyncio
from simcord import Env

from bot.app import create_bot
from bot.runtime.settings import Settings
from tests.support.discord_spec import problems


@pytest.fixture(autouse=True)
def repeatable_deals(request, monkeypatch):
    """Every game a test opens is dealt from a sequence fixed by the test's name: the same
    cards on every run (a random deal once left a test's AI players too few moves to show)."""
    seeds = random.Random(zlib.crc32(request.node.nodeid.encode()))
    monkeypatch.setattr("bot.runtime.seeds.new_game_seed", lambda: seeds.getrandbits(63))


def bot_settings(database: str, **more) -> Settings:
    """The tests' settings on `database`: no token, English, no test server, and AI moves that
    follow at once (SimCord settles a click only after the bot's own sleeps); `more` sets the rest."""
    return Settings(token=None, database=database, language="en", test_guild=None, ai_pace=0.0, **more)


@pytest.fixture
def settings(tmp_path):
    # no animated replay when a game ends (seconds of CPU per game): tests/bot/test_history.py turns it on
    return bot_settings(str(tmp_path / "salon.sqlite3"), replays=False)


@pytest.fixture(params=["sqlite", "postgres"])
def both_databases(request, tmp_path):
    """A database file on SQLite, then an empty schema on PostgreSQL: a test module whose
    `settings` are on it runs on both."""
    if request.param == "sqlite":
        return str(tmp_path / "salon.sqlite3")
    return request.getfixturevalue("postgres_url")


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
        bot.ai_players.stop()
        await bot.history.stop()
        if bot.has_store:
            await bot.store.close()


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot()


class ErrorLog(logging.Handler):
    """Every record at ERROR or above, from any logger (discord.py's and the bot's)."""

    def __init__(self):
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def lines(self, since: int = 0) -> list[str]:
        out = []
        for record in self.records[since:]:
            text = f"{record.name}: {record.getMessage()}"
            if record.exc_info and record.exc_info[1] is not None:
                text += f" ({type(record.exc_info[1]).__name__}: {record.exc_info[1]})"
            out.append(text)
        return out


class Watch:
    """What a SimCord test must leave clean: the errors logged and the interactions sent."""

    def __init__(self):
        self.log = ErrorLog()
        self.interactions: list = []
        self.allowed_errors: list[str] = []  # substrings of ERROR lines a fault-injection test expects

    def errors(self, since: int = 0) -> list[str]:
        return [line for line in self.log.lines(since) if not any(a in line for a in self.allowed_errors)]

    def unanswered(self) -> list[str]:
        """Interactions never acknowledged, or deferred with "thinking…" and never completed."""
        return [
            f"interaction {record.id} ({record.command_name or 'component'}) by {record.user_id}: "
            + ("never answered" if not record.responded else "left thinking")
            for record in self.interactions
            if not record.responded or record.loading
        ]

    def check(self, since: int = 0) -> None:
        found = self.errors(since) + self.unanswered()
        assert not found, "\n".join(found[:20])


@pytest.fixture
def watch():
    return Watch()


@pytest_asyncio.fixture
async def simcord_env(simcord_bot, request, watch):
    """SimCord's environment (as its own plugin builds it), watched for logged errors
    and unanswered interactions."""
    marker = request.node.get_closest_marker("simcord")
    env = Env(simcord_bot, **(marker.kwargs if marker else {}))
    root = logging.getLogger()
    root.addHandler(watch.log)
    unobserve = env._register_dispatch_observer(watch.interactions.append)
    await env.start()
    try:
        yield env
    finally:
        await env.shutdown()
        unobserve()
        root.removeHandler(watch.log)
        if env.check_errors:
            env._raise_errors_since(env._errors_acknowledged)
    if getattr(request.node, "rep_call_passed", False):
        watch.check()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.when == "call":
        item.rep_call_passed = report.passed
    return report


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
