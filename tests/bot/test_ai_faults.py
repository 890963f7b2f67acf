"""An AI seat is never left to act with nothing scheduled (issue 10, item 7): one
transient fault in its move is retried with back-off, a move the rules refuse is
replaced by the least eventful one."""

import sqlite3

from engines import ai
from tests.bot.driver import Table, new_table


async def human_against_an_ai(env) -> Table:
    table = new_table(env, ["solo"])
    await table.open("spectaculum", ai_players=1, ai_level="easy")
    await table.start()
    return table


async def play_until(table: Table, fired) -> None:
    """The human plays turns until the fault has been injected into an AI move."""
    for _ in range(50):
        if fired():
            return
        await table.play_one_turn()
    raise AssertionError("the fault was never injected")


async def test_one_locked_database_in_an_ai_move_is_retried(simcord_env, monkeypatch):
    table = await human_against_an_ai(simcord_env)
    store = simcord_env.bot.store
    name = "record_step" if hasattr(store, "record_step") else "commit_move"
    original = getattr(store, name)
    seats = {s.seat: s for s in (await table.loaded()).seats}
    failures = [sqlite3.OperationalError("database is locked")]

    async def flaky(game_id, **kwargs):
        if failures and seats.get(kwargs.get("seat")) is not None and seats[kwargs["seat"]].is_ai:
            raise failures.pop()
        return await original(game_id, **kwargs)

    monkeypatch.setattr(store, name, flaky)
    await play_until(table, lambda: not failures)
    await simcord_env.advance_time(5)  # the retry's back-off
    loaded = await table.loaded()
    assert loaded.actor_users(), "the AI seat moved after its retry: a person's turn again"


async def test_an_ai_move_the_rules_refuse_is_replaced_by_the_least_eventful_one(simcord_env, monkeypatch):
    table = await human_against_an_ai(simcord_env)
    choose = ai.choose
    refused = []

    def illegal_once(engine, state, seat, level, **kwargs):
        if not refused:
            refused.append(seat)
            return {"type": "no such move"}
        return choose(engine, state, seat, level, **kwargs)

    monkeypatch.setattr(ai, "choose", illegal_once)
    await play_until(table, lambda: refused)
    loaded = await table.loaded()
    assert loaded.actor_users(), "the AI played on: a person's turn again"
