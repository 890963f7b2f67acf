"""The timers a state wants (bot.play.timers), stored with the move that leads to it."""

import pytest

from bot.play.timers import REMINDER_SHARE, wanted_deadlines
from engines import registry
from engines.core import Seat
from tests.bot.driver import started_table


def spectaculum_start():
    engine = registry.get("spectaculum")
    seats = [Seat(index=i) for i in range(3)]
    state = engine.setup({"players": 3}, seats, 7).state
    return engine, state


def test_a_turn_limit_wants_a_reminder_then_the_limit():
    engine, state = spectaculum_start()
    timers = wanted_deadlines(engine, state, actors={0}, turn_limit=3600, on_timeout="skip", now=1000.0)
    assert timers == [("remind", 1000.0 + 3600 * REMINDER_SHARE), ("turn", 4600.0)]


def test_only_remind_still_sets_the_reminder():
    """Issue 10, finding 10: 'on_timeout = only remind' never reminded (no timer at all)."""
    engine, state = spectaculum_start()
    timers = wanted_deadlines(engine, state, actors={0}, turn_limit=3600, on_timeout="none", now=1000.0)
    assert timers == [("remind", 1000.0 + 3600 * REMINDER_SHARE)]


def test_no_limit_or_nobody_to_act_wants_no_turn_timers():
    engine, state = spectaculum_start()
    assert wanted_deadlines(engine, state, actors={0}, turn_limit=None, on_timeout="skip", now=1.0) == []
    assert wanted_deadlines(engine, state, actors=set(), turn_limit=3600, on_timeout="skip", now=1.0) == []


async def test_only_remind_reminds_and_never_plays_for_the_player(simcord_env):
    _, table = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout="none")
    before = await table.loaded()
    assert [d.deadline_id for d in await simcord_env.bot.store.deadlines(table.game_id)] == ["remind"]
    await simcord_env.advance_time(0.8 * 3600)
    assert "it is your move" in table.thread.history()[-1].content
    await simcord_env.advance_time(0.5 * 3600)  # past the turn limit itself
    after = await table.loaded()
    assert (after.version, after.actors()) == (before.version, before.actors())


def _reminders(table) -> list:
    return [m for m in table.thread.history() if "it is your move" in m.content]


@pytest.mark.parametrize(
    ("back_after", "timed_out"),
    [(70 * 60, True), (55 * 60, False)],  # back after the turn limit; back with 5 of "15 minutes" left
    ids=["limit-passed", "figure-untrue"],
)
async def test_a_reminder_gone_stale_while_the_bot_was_down_is_dropped(simcord_env, make_bot, back_after, timed_out):
    """Turn limit 1 h, reminder due at 45 min, the bot down from minute 40: when it is back,
    the reminder ("about 15 minutes left") is no longer true and is not sent."""
    _, table = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout="skip")
    await simcord_env.advance_time(40 * 60)
    simcord_env.bot.scheduler.stop()  # the bot goes down
    await simcord_env.advance_time(back_after - 40 * 60)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.settle()
    assert _reminders(table) == []
    assert bool([b for b in table.boards() if "Time ran out" in b.content]) == timed_out
    now = simcord_env.bot.now()
    assert [d for d in await simcord_env.bot.store.deadlines(table.game_id) if d.due <= now] == []  # none left over
