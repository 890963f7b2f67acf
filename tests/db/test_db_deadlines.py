"""Timers: written with the move that wants them, due in order, only for live games, fired once."""

from __future__ import annotations

import pytest

from db import DeadlineRow, StaleVersion


async def test_a_start_sets_the_timers_and_each_move_replaces_them(store, started_game, moves):
    game = await started_game(store, deadlines=[("turn", 100.0), ("remind", 75.0)])
    assert await store.deadlines(game.id) == [
        DeadlineRow(game.id, "remind", 75.0, 0),
        DeadlineRow(game.id, "turn", 100.0, 0),
    ]
    await store.commit_move(game.id, **moves(0), deadlines=[("turn", 250.0)])
    assert await store.deadlines(game.id) == [DeadlineRow(game.id, "turn", 250.0, 1)]
    await store.commit_move(game.id, **moves(1))
    assert await store.deadlines(game.id) == []  # a move that wants none clears them


async def test_timers_must_be_named_numbers(store, started_game, moves):
    game = await started_game(store)
    for bad in ([("", 1.0)], [("turn", "soon")], [("turn", 1.0), ("turn", 2.0)]):
        with pytest.raises(ValueError):
            await store.commit_move(game.id, **moves(0), deadlines=bad)
    assert (await store.get_game(game.id)).version == 0  # nothing was written


async def test_the_same_id_in_two_games(store, started_game):
    a = await started_game(store, deadlines=[("turn", 10.0)])
    b = await started_game(store, deadlines=[("turn", 20.0)])
    assert [(d.game_id, d.due) for d in await store.due_deadlines(100.0)] == [(a.id, 10.0), (b.id, 20.0)]


async def test_due_and_next(store, started_game):
    assert await store.next_deadline_due() is None
    assert await store.due_deadlines(1e12) == []
    game = await started_game(store, deadlines=[("turn", 300.0), ("remind:1", 200.0)])
    other = await started_game(store, deadlines=[("rules:race", 250.0)])

    assert await store.next_deadline_due() == 200.0
    assert await store.due_deadlines(199.9) == []
    assert [d.deadline_id for d in await store.due_deadlines(250.0)] == ["remind:1", "rules:race"]
    assert [(d.game_id, d.deadline_id) for d in await store.due_deadlines(1000.0)] == [
        (game.id, "remind:1"),
        (other.id, "rules:race"),
        (game.id, "turn"),
    ]
    assert len(await store.due_deadlines(1000.0, limit=2)) == 2
    # reading does not claim: due timers stay until fired
    assert len(await store.due_deadlines(1000.0)) == 3


async def test_claim_removes_a_timer_once_and_only_at_its_version(store, started_game, moves):
    game = await started_game(store, deadlines=[("remind", 10.0), ("turn", 20.0)])
    assert await store.claim_deadline(game.id, "remind", 1) is False  # not set at version 1
    assert await store.claim_deadline(game.id, "remind", 0) is True
    assert await store.claim_deadline(game.id, "remind", 0) is False
    assert [d.deadline_id for d in await store.deadlines(game.id)] == ["turn"]
    assert await store.claim_deadline(999, "turn", 0) is False


async def test_a_fired_timer_is_consumed_by_its_move(store, started_game, moves):
    game = await started_game(store, deadlines=[("turn", 10.0), ("remind", 5.0)])
    committed = await store.commit_move(game.id, **moves(0, now=11.0), fired=("turn", 0), deadlines=[("turn", 50.0)])
    assert committed.version == 1
    assert await store.deadlines(game.id) == [DeadlineRow(game.id, "turn", 50.0, 1)]


@pytest.mark.parametrize(
    "fired, now",
    [
        (("turn", 1), 11.0),  # not at that version
        (("nothing", 0), 11.0),  # no such timer
        (("turn", 0), 9.0),  # not due yet (e.g. set again at a version an undo made current again)
    ],
)
async def test_a_timer_that_cannot_fire_writes_nothing(store, started_game, moves, fired, now):
    game = await started_game(store, deadlines=[("turn", 10.0)])
    with pytest.raises(StaleVersion):
        await store.commit_move(game.id, **moves(0, now=now), fired=fired)
    after = await store.get_game(game.id)
    assert (after.version, after.position) == (0, game.position)
    assert await store.steps(game.id) == []
    assert await store.deadlines(game.id) == [DeadlineRow(game.id, "turn", 10.0, 0)]


async def test_a_timer_fires_once_of_two_tries(store, started_game, moves):
    game = await started_game(store, deadlines=[("turn", 10.0)])
    await store.commit_move(game.id, **moves(0, now=11.0), fired=("turn", 0))
    with pytest.raises(StaleVersion):  # the second try is one version behind, and the timer is gone
        await store.commit_move(game.id, **moves(1, now=11.0), fired=("turn", 0))
    assert len(await store.steps(game.id)) == 1


async def test_only_live_games_have_due_timers(store, started_game, finished):
    ended = await started_game(store, deadlines=[("turn", 10.0)])
    damaged = await started_game(store, deadlines=[("turn", 10.0)])
    await finished(store, ended.id, (1, 2, 3), (3, 2, 1))
    await store.set_status(damaged.id, "damaged", 5.0)

    assert await store.deadlines(ended.id) == []  # dropped with the finish
    assert await store.due_deadlines(100.0) == []
    assert await store.next_deadline_due() is None
    # a repaired game's timers come back
    await store.set_status(damaged.id, "active", 6.0)
    assert [d.game_id for d in await store.due_deadlines(100.0)] == [damaged.id]
