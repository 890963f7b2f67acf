"""Timers fire exactly once, whichever process fires them: two bots on one database
(each with its own connection, its own locks and its own scheduler, the way two
processes are) fire the same due deadlines at the same moment."""

import asyncio
import gc

import pytest

from db import Store
from tests.bot.conftest import bot_settings
from tests.bot.driver import Table, started_table

HOUR = 3600


@pytest.fixture
def settings(both_databases):
    return bot_settings(both_databases)


async def _second_process(env, make_bot, settings):
    """Another Salon process on the same database and the same Discord."""
    other = make_bot()
    other.store = await Store.open(settings.database)
    other.http, other._connection = env.bot.http, env.bot._connection  # Discord's REST and cache are shared
    return other


async def _tables(env, count: int) -> list[Table]:
    return [(await started_table(env, players=2, seed=index, turn_limit="1h"))[1] for index in range(count)]


def _reminders(table: Table) -> list:
    return [m for m in table.thread.history() if "it is your move" in m.content]


async def test_two_schedulers_fire_each_due_deadline_once(simcord_env, make_bot, settings):
    tables = await _tables(simcord_env, 3)
    bot = simcord_env.bot
    other = await _second_process(simcord_env, make_bot, settings)
    bot.scheduler.stop()  # both fire by hand, at the same moment
    before = {t.game_id: (await t.loaded()).version for t in tables}
    await simcord_env.advance_time(0.8 * HOUR)  # the reminders are due
    reminded = await asyncio.gather(bot.scheduler.fire_due(), other.scheduler.fire_due())
    assert sum(reminded) == len(tables)
    assert all(len(_reminders(t)) == 1 for t in tables)
    await simcord_env.advance_time(0.3 * HOUR)  # the turn limits ran out
    fired = await asyncio.gather(bot.scheduler.fire_due(), other.scheduler.fire_due())
    assert sum(fired) == len(tables)
    await simcord_env.settle()
    for table in tables:
        after = await table.loaded()
        steps = await bot.store.steps(table.game_id)
        assert after.version > before[table.game_id] and len(steps) == after.version
        timed_out = [b for b in table.boards() if "Time ran out" in b.content]
        assert len(timed_out) == 1  # one timeout, played and posted once
        assert {d.deadline_id for d in await bot.store.deadlines(table.game_id)} == {"remind", "turn"}
    await asyncio.gather(bot.scheduler.fire_due(), other.scheduler.fire_due())
    assert all(len(_reminders(t)) == 1 for t in tables)  # nothing fired twice
    gc.collect()
    assert not bot.host._locks and not other.host._locks  # a game's lock lives only while it is used
