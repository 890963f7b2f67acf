"""Timers: unique per (game, id), upserted, due in order, only for live games."""
from __future__ import annotations

import pytest

from db import DeadlineRow, GameNotFound


async def test_set_moves_an_existing_timer(store, started_game):
    game = await started_game(store)
    await store.set_deadline(game.id, "turn", 100.0, version=0)
    await store.set_deadline(game.id, "turn", 250.0, version=3)
    assert await store.deadlines(game.id) == [DeadlineRow(game.id, "turn", 250.0, 3)]


async def test_the_same_id_in_two_games(store, started_game):
    a = await started_game(store)
    b = await started_game(store)
    await store.set_deadline(a.id, "turn", 10.0, version=0)
    await store.set_deadline(b.id, "turn", 20.0, version=0)
    assert [(d.game_id, d.due) for d in await store.due_deadlines(100.0)] == [(a.id, 10.0), (b.id, 20.0)]


async def test_due_and_next(store, make_game, started_game):
    assert await store.next_deadline_due() is None
    assert await store.due_deadlines(1e12) == []
    game = await started_game(store)
    lobby = await make_game(store)
    await store.set_deadline(game.id, "turn", 300.0, version=0)
    await store.set_deadline(game.id, "remind:1", 200.0, version=0)
    await store.set_deadline(lobby.id, "lobby-expires", 250.0, version=0)

    assert await store.next_deadline_due() == 200.0
    assert await store.due_deadlines(199.9) == []
    assert [d.deadline_id for d in await store.due_deadlines(250.0)] == ["remind:1", "lobby-expires"]
    assert [d.deadline_id for d in await store.due_deadlines(1000.0)] == ["remind:1", "lobby-expires", "turn"]
    # due timers stay until the bot clears them
    assert len(await store.due_deadlines(1000.0)) == 3


async def test_clear_by_prefix_and_one_by_one(store, started_game):
    game = await started_game(store)
    other = await started_game(store)
    for deadline_id in ("remind:0", "remind:1", "reminder", "turn", "race_50%"):
        await store.set_deadline(game.id, deadline_id, 10.0, version=0)
    await store.set_deadline(other.id, "remind:0", 10.0, version=0)

    assert await store.clear_deadlines(game.id, "remind:") == 2
    assert [d.deadline_id for d in await store.deadlines(game.id)] == ["race_50%", "reminder", "turn"]
    assert await store.clear_deadlines(game.id, "race_5") == 1  # no LIKE wildcards
    assert await store.clear_deadline(game.id, "turn") is True
    assert await store.clear_deadline(game.id, "turn") is False
    assert await store.clear_deadlines(game.id) == 1
    assert await store.deadlines(game.id) == []
    assert len(await store.deadlines(other.id)) == 1


async def test_unknown_game(store):
    with pytest.raises(GameNotFound):
        await store.set_deadline(999, "turn", 1.0, version=0)


async def test_only_live_games_have_due_timers(store, started_game):
    finished = await started_game(store)
    damaged = await started_game(store)
    for game in (finished, damaged):
        await store.set_deadline(game.id, "turn", 10.0, version=0)
    await store.finish_game(finished.id, result="{}", placings={0: 1, 1: 2, 2: 3}, scores={0: 3, 1: 2, 2: 1}, now=5.0)
    await store.set_status(damaged.id, "damaged", 5.0)

    assert await store.deadlines(finished.id) == []  # dropped with the finish
    assert await store.due_deadlines(100.0) == []
    assert await store.next_deadline_due() is None
    # a repaired game's timers come back
    await store.set_status(damaged.id, "active", 6.0)
    assert [d.game_id for d in await store.due_deadlines(100.0)] == [damaged.id]
