"""An absence across processes: set through one Salon process, it holds the turn limit that
another process's scheduler would fire; ended through the first, the second fires the limit
with the time it had left. Two bots on one database (SQLite file or PostgreSQL), each with
its own connection, locks and scheduler, the way two processes are."""

from __future__ import annotations

import asyncio

import pytest

from db import Store
from tests.bot.conftest import bot_settings
from tests.bot.driver import play_fallback_until, started_table

HOUR = 3600.0


@pytest.fixture
def settings(both_databases):
    return bot_settings(both_databases)


async def test_an_absence_holds_and_gives_back_a_turn_limit_in_every_process(simcord_env, make_bot, settings):
    _, table = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout="skip")
    bot = simcord_env.bot
    anna = table.members[0]
    loaded = await play_fallback_until(table, lambda t: t.actor_users() == [anna.id])
    other = make_bot()
    other.store = await Store.open(settings.database)
    other.http, other._connection = bot.http, bot._connection  # Discord's REST and cache are shared
    bot.scheduler.stop()  # both fire by hand, at the same moment
    await simcord_env.advance_time(15 * 60)
    await anna.slash(table.channel, "salon away", until="6h")
    until = bot.now() + 6 * HOUR
    await simcord_env.advance_time(HOUR)  # the reminder and the limit are due
    fired = await asyncio.gather(bot.scheduler.fire_due(), other.scheduler.fire_due())
    assert sum(fired) == 0 and (await table.loaded()).version == loaded.version
    held = {d.deadline_id: d for d in await other.store.deadlines(table.game_id)}
    assert {d.held_by for d in held.values()} == {anna.id}
    assert abs(held["turn"].due - (until + 45 * 60)) < 5  # 45 of the 60 minutes were left
    await anna.slash(table.channel, "salon notices", how="ping")  # back, through the first process
    await simcord_env.settle()
    assert await other.store.away_until(anna.id, other.now()) is None
    turn = next(d for d in await other.store.deadlines(table.game_id) if d.deadline_id == "turn")
    assert turn.held_by is None and abs(turn.due - (other.now() + 45 * 60)) < 5
    await simcord_env.advance_time(46 * 60)
    fired = await asyncio.gather(other.scheduler.fire_due(), bot.scheduler.fire_due())
    await simcord_env.settle()
    assert sum(fired) >= 1 and (await table.loaded()).version > loaded.version  # the limit ran out, once
    assert len([b for b in table.boards() if "Time ran out" in b.content]) == 1
