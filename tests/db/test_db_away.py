"""Away: an absence, the tables it concerns, and the turn limits it puts off and gives back."""

from __future__ import annotations

import pytest

from db import DeadlineRow, Store, WrongStatus
from db.away import Absence

DAY = 86400.0


async def test_an_absence_is_seen_only_while_it_lasts(store):
    assert await store.set_away(1, since=100.0, until=100.0 + DAY) is None
    assert await store.away_until(1, 100.0) == 100.0 + DAY
    assert await store.away_of([1, 2, 1], 200.0) == {1: Absence(100.0, 100.0 + DAY)}
    assert await store.away_until(1, 100.0 + DAY) is None  # over at its end
    assert await store.away_until(1, 50.0) is None  # not yet
    assert await store.away_of([], 0.0) == {}


async def test_an_absence_must_end_after_it_starts(store):
    with pytest.raises(ValueError):
        await store.set_away(1, since=100.0, until=100.0)
    assert await store.away_until(1, 100.0) is None


async def test_ending_an_absence_says_when_it_would_have_ended(store):
    await store.set_away(1, since=0.0, until=DAY)
    assert await store.end_away(1, 10.0) == DAY
    assert await store.away_until(1, 20.0) is None
    assert await store.end_away(1, 30.0) is None  # not away: nothing to end
    await store.set_away(2, since=0.0, until=DAY)
    assert await store.end_away(2, 2 * DAY) is None  # over already


async def test_a_held_turn_limit_runs_again_with_its_time_left_when_the_absence_ends_early(store, started_game):
    game = await started_game(store, deadlines=[("turn", 1000.0), ("remind", 750.0)])
    await store.set_away(1, since=500.0, until=10 * DAY)
    assert await store.hold_deadline(game.id, "turn", 0, user_id=1, left=500.0, now=1000.0) == 10 * DAY + 500.0
    assert await store.due_deadlines(5000.0) == [DeadlineRow(game.id, "remind", 750.0, 0)]  # the turn waits
    assert await store.end_away(1, 3 * DAY) == 10 * DAY
    assert await store.deadlines(game.id) == [
        DeadlineRow(game.id, "remind", 750.0, 0),
        DeadlineRow(game.id, "turn", 3 * DAY + 500.0, 0),  # back with the 500 s it had left
    ]


async def test_moving_an_absence_moves_what_it_put_off(store, started_game):
    game = await started_game(store, deadlines=[("turn", 1000.0)])
    await store.set_away(1, since=900.0, until=5 * DAY)
    await store.hold_deadline(game.id, "turn", 0, user_id=1, left=100.0, now=1000.0)
    assert await store.set_away(1, since=2000.0, until=8 * DAY) == 5 * DAY  # longer: the same absence, moved
    assert await store.away_until(1, 2000.0) == 8 * DAY
    assert [(d.due, d.held_by) for d in await store.deadlines(game.id)] == [(8 * DAY + 100.0, 1)]


async def test_an_absence_that_ran_out_leaves_its_timer_where_it_was_put(store, started_game):
    game = await started_game(store, deadlines=[("turn", 1000.0)])
    await store.set_away(1, since=900.0, until=DAY)
    await store.hold_deadline(game.id, "turn", 0, user_id=1, left=100.0, now=1000.0)
    assert await store.end_away(1, 2 * DAY) is None
    assert [(d.due, d.held_by) for d in await store.deadlines(game.id)] == [(DAY + 100.0, None)]


async def test_no_hold_for_someone_not_away_or_a_timer_that_moved_on(store, started_game, moves):
    game = await started_game(store, deadlines=[("turn", 1000.0)])
    assert await store.hold_deadline(game.id, "turn", 0, user_id=1, left=10.0, now=1000.0) is None
    await store.set_away(1, since=900.0, until=DAY)
    assert await store.hold_deadline(game.id, "turn", 7, user_id=1, left=10.0, now=1000.0) is None
    await store.commit_move(game.id, **moves(0), deadlines=[("turn", 2000.0)])
    await store.hold_deadline(game.id, "turn", 1, user_id=1, left=10.0, now=2000.0)
    await store.commit_move(game.id, **moves(1), deadlines=[("turn", 3000.0)])
    assert await store.deadlines(game.id) == [DeadlineRow(game.id, "turn", 3000.0, 2)]  # a move clears the mark


async def test_the_host_chooses_in_the_lobby_what_a_table_does_meanwhile(store, make_game, started_game):
    lobby = await make_game(store)
    assert lobby.on_away == "pause"  # unless the host chooses otherwise
    await store.set_on_away(lobby.id, "ai")
    assert (await store.get_game(lobby.id)).on_away == "ai"
    with pytest.raises(ValueError):
        await store.set_on_away(lobby.id, "sleep")
    running = await started_game(store)
    with pytest.raises(WrongStatus):  # chosen before the start, as every lobby option
        await store.set_on_away(running.id, "ai")


async def test_the_games_whose_ai_plays_for_an_away_player(store, started_game):
    ai_table = await started_game(store, users=(4, 1), on_away="ai")
    await started_game(store, users=(1, 3))  # paused, not played for
    assert await store.games_with_away_players(0.0) == []
    await store.set_away(1, since=0.0, until=DAY)
    await store.set_away(3, since=0.0, until=DAY)
    assert await store.games_with_away_players(10.0) == [ai_table.id]
    assert await store.games_with_away_players(10.0, user_id=1) == [ai_table.id]
    assert await store.games_with_away_players(10.0, user_id=3) == []
    assert await store.games_with_away_players(2 * DAY) == []


async def test_forgetting_a_user_forgets_their_absence(store, started_game):
    game = await started_game(store, deadlines=[("turn", 1000.0)])
    await store.set_away(1, since=900.0, until=DAY)
    await store.hold_deadline(game.id, "turn", 0, user_id=1, left=100.0, now=1000.0)
    await store.forget_user(1, 2000.0, stand_in="normal")
    assert await store.away_until(1, 2000.0) is None
    assert [d.held_by for d in await store.deadlines(game.id)] == [None]


async def test_an_absence_ended_in_one_process_is_seen_by_another(shared_url, started_game):
    one, two = await Store.open(shared_url), await Store.open(shared_url)
    try:
        game = await started_game(one, deadlines=[("turn", 1000.0)])
        await one.set_away(1, since=900.0, until=DAY)
        assert await two.away_until(1, 1000.0) == DAY
        assert await two.hold_deadline(game.id, "turn", 0, user_id=1, left=100.0, now=1000.0) == DAY + 100.0
        assert await one.end_away(1, 5000.0) == DAY
        assert await two.hold_deadline(game.id, "turn", 0, user_id=1, left=100.0, now=5001.0) is None
        assert [(d.due, d.held_by) for d in await two.deadlines(game.id)] == [(5100.0, None)]
    finally:
        await one.close()
        await two.close()


async def test_a_held_turn_limit_goes_with_its_holder_when_the_seat_changes_hands(store, started_game):
    game = await started_game(store, deadlines=[("turn", 1000.0), ("rules:race", 1200.0)])
    other = await started_game(store, deadlines=[("turn", 1000.0)])
    await store.set_away(1, since=500.0, until=10 * DAY)
    await store.hold_deadline(game.id, "turn", 0, user_id=1, left=500.0, now=1000.0)
    await store.hold_deadline(other.id, "turn", 0, user_id=1, left=500.0, now=1000.0)
    fresh = [("remind", 2000.0 + 2700.0), ("turn", 2000.0 + 3600.0)]
    await store.hand_over_seat(game.id, 0, expected_user_id=1, user_id=4, now=2000.0, turn_timers=fresh)
    assert await store.deadlines(game.id) == [
        DeadlineRow(game.id, "rules:race", 1200.0, 0),  # the rules' own timer is nobody's to hold
        DeadlineRow(game.id, "remind", 4700.0, 0),
        DeadlineRow(game.id, "turn", 5600.0, 0),
    ]
    assert await store.deadlines(other.id) == [DeadlineRow(other.id, "turn", 10 * DAY + 500.0, 0, held_by=1)]
    await store.end_away(1, 3 * DAY)  # their return moves only what is still held for them
    assert [d.due for d in await store.deadlines(game.id)] == [1200.0, 4700.0, 5600.0]


async def test_a_seat_handed_over_without_a_hold_keeps_its_timers(store, started_game):
    game = await started_game(store, deadlines=[("turn", 1000.0)])
    await store.hand_over_seat(
        game.id, 0, expected_user_id=1, ai_level="easy", now=500.0, turn_timers=[("turn", 4100.0)]
    )
    assert await store.deadlines(game.id) == [DeadlineRow(game.id, "turn", 1000.0, 0)]
