"""The timers a state wants (bot.timers), stored with the move that leads to it."""

from bot.timers import REMINDER_SHARE, wanted_deadlines
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
