"""A turn's notice is told once by two Salon processes on one database (SQLite and
PostgreSQL), both catching up at the same moment on a move whose process died before it
posted its board and told the turn."""

import asyncio
import gc

import pytest

from bot.runtime.settings import Settings
from db import Store
from tests.bot.driver import started_table
from tests.bot.test_notices import _commit_until_someone_else_acts, notices_to


@pytest.fixture(params=["sqlite", "postgres"])
def settings(request, tmp_path):
    database = str(tmp_path / "salon.sqlite3") if request.param == "sqlite" else request.getfixturevalue("postgres_url")
    return Settings(token=None, database=database, language="en", test_guild=None, ai_pace=0.0)


@pytest.mark.parametrize("choice", ["ping", "dm"])
async def test_two_processes_tell_a_turn_once(simcord_env, make_bot, settings, choice):
    env = simcord_env
    _, table = await started_table(env, players=2, seed=7)
    for member in table.members:
        await member.slash(table.channel, "salon notices", how=choice)
    await table.play_one_turn()
    since = len(env.http_requests)
    seat = await _commit_until_someone_else_acts(env.bot, table.game_id)
    waiting = table.member((await table.loaded()).user_of(seat))
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
