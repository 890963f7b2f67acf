"""A turn's notice is told once by two Salon processes on one database (SQLite and
PostgreSQL), both catching up at the same moment on a move whose process died before it
posted its board and told the turn."""

import asyncio
import gc

import pytest

from db import Store
from tests.bot.conftest import bot_settings
from tests.bot.test_notices import a_turn_not_told, notices_to


@pytest.fixture
def settings(both_databases):
    return bot_settings(both_databases)


@pytest.mark.parametrize("choice", ["ping", "dm"])
async def test_two_processes_tell_a_turn_once(simcord_env, make_bot, settings, choice):
    env = simcord_env
    _, since, waiting = await a_turn_not_told(env, choice, seed=7)
    other = make_bot()  # another process on the same database and the same Discord
    other.store = await Store.open(settings.database)
    other.http, other._connection = env.bot.http, env.bot._connection
    env.bot.repairs.stop_sweep()  # both catch up by hand, at the same moment, once the move is a minute old
    await env.advance_time(61)
    await asyncio.gather(env.bot.repairs.sweep(), other.repairs.sweep(), env.bot.notices.sweep(), other.notices.sweep())
    await env.settle()
    assert len(notices_to(env, waiting, since)) == 1
    await asyncio.gather(env.bot.notices.sweep(), other.notices.sweep())
    assert len(notices_to(env, waiting, since)) == 1
    await other.store.close()
    gc.collect()
