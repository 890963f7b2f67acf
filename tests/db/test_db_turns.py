"""Whose turn since when, the one notice of each turn (claimed like a board's delivery), and a
user's games everywhere (db.turns)."""

from __future__ import annotations

import pytest

from db import Store
from db.migrate import load_migrations
from tests.db.conftest import T0, move, query, run_sql, state_text


async def _started(store, make_game, users=(1, 2, 3), actors=(0,), **overrides):
    game = await make_game(store, **overrides)
    for user_id in users:
        await store.add_seat(game.id, user_id=user_id)
    await store.start_game(game.id, seats_order=None, state=state_text(0), events="[]", now=T0 + 1, actors=actors)
    return await store.get_game(game.id)


async def _move(store, game_id, actors, *, present=None, now=None, spans=None):
    version = (await store.get_game(game_id)).version
    extra = {} if now is None else {"now": now}
    return await store.commit_move(game_id, **move(version, **extra), actors=actors, present=present, spans=spans)


async def _told(store, game_id):
    """Tell every due notice of the game; what was told: (seat, last)."""
    told = []
    for notice in await store.due_notices(game_id):
        if await store.claim_notice(notice, owner="me", now=T0):
            await store.notice_done(notice)
            told.append((notice.seat, notice.last))
    return told


async def test_a_turn_is_told_once(store, make_game):
    game = await _started(store, make_game, actors=(0,))
    assert [(n.seat, n.user_id, n.last, n.choice) for n in await store.due_notices(game.id)] == [(0, 1, False, "ping")]
    assert await _told(store, game.id) == [(0, False)]
    assert await _told(store, game.id) == []
    await _move(store, game.id, (0,))  # the same turn goes on (a step of a chain): nothing new
    assert await _told(store, game.id) == []
    await _move(store, game.id, (1,))
    assert await _told(store, game.id) == [(1, False)]
    await _move(store, game.id, (0,))  # seat 0's turn again: a new turn
    assert await _told(store, game.id) == [(0, False)]


async def test_a_claimed_notice_is_not_told_by_another_process_until_its_lease_ends(store, make_game):
    game = await _started(store, make_game, actors=(1,))
    [notice] = await store.due_notices(game.id)
    assert await store.claim_notice(notice, owner="a", now=T0, lease=60)
    assert not await store.claim_notice(notice, owner="b", now=T0 + 10, lease=60)
    assert await store.claim_notice(notice, owner="b", now=T0 + 61, lease=60)  # "a" died before telling it
    await store.notice_done(notice)
    assert not await store.claim_notice(notice, owner="c", now=T0 + 200)
    assert await store.due_notices() == []


async def test_a_notice_of_a_turn_that_moved_on_cannot_be_claimed(store, make_game):
    game = await _started(store, make_game, actors=(1,))
    [notice] = await store.due_notices(game.id)
    await _move(store, game.id, (2,))
    assert not await store.claim_notice(notice, owner="a", now=T0)
    assert [n.seat for n in await store.due_notices(game.id)] == [2]


async def test_the_mover_is_not_told_of_a_turn_their_own_move_gave_them(store, make_game):
    game = await _started(store, make_game, actors=(0,))
    await _told(store, game.id)
    await _move(store, game.id, (1,))
    await _move(store, game.id, (1,), present=1)  # they came and moved before the notice was sent
    assert await _told(store, game.id) == []
    await _move(store, game.id, (0, 1), present=1)
    assert await _told(store, game.id) == [(0, False)]


async def test_the_last_one_of_a_simultaneous_phase_is_told_once_more(store, make_game):
    game = await _started(store, make_game, actors=(0, 1, 2))
    assert await _told(store, game.id) == [(0, False), (1, False), (2, False)]
    await _move(store, game.id, (1, 2), present=0)
    assert await _told(store, game.id) == []
    await _move(store, game.id, (2,), present=1)
    assert await _told(store, game.id) == [(2, True)]
    await _move(store, game.id, (2,), present=2)  # still the last one, a further step: nothing new
    assert await _told(store, game.id) == []


async def test_a_turn_alone_from_its_start_is_never_the_last_one(store, make_game):
    game = await _started(store, make_game, actors=(0,))
    assert await _told(store, game.id) == [(0, False)]
    await _move(store, game.id, (0,))
    assert await _told(store, game.id) == []


async def test_an_untold_turn_that_becomes_the_last_wait_is_told_once(store, make_game):
    game = await _started(store, make_game, actors=(0, 1))
    await _move(store, game.id, (1,), present=0)
    assert await _told(store, game.id) == [(1, True)]  # the last-one notice stands for both


async def test_a_finished_game_tells_nothing(store, make_game):
    game = await _started(store, make_game, actors=(1,))
    version = (await store.get_game(game.id)).version
    from db import FinalResult

    final = FinalResult("{}", placings={0: 1, 1: 2, 2: 3}, scores={0: 3, 1: 2, 2: 1})
    await store.commit_move(game.id, **move(version), result=final, actors=(1,))
    assert await store.due_notices(game.id) == []
    assert await store.waiting_turn(game.id, 2) is None


async def test_an_undo_records_the_turns_gone_back_to(store, make_game):
    game = await _started(store, make_game, actors=(0,))
    await _told(store, game.id)
    await _move(store, game.id, (1,), present=0)
    await store.undo_last(game.id, expected_version=1, now=T0 + 50, actors=(0,), present=0)
    assert await _told(store, game.id) == []  # the undoer is at the table
    assert await store.waiting_turn(game.id, 2) is None
    assert await store.waiting_turn(game.id, 1) == T0 + 50


async def test_notices_follow_the_users_choice(store, make_game):
    await store.set_notices(2, "dm")
    await store.set_pings(3, False)
    game = await _started(store, make_game, actors=(0, 1, 2))
    assert [n.choice for n in await store.due_notices(game.id)] == ["ping", "dm", "none"]
    assert (await store.user(3)).notices == "none"
    with pytest.raises(ValueError):
        await store.set_notices(2, "pigeon")


async def test_my_games_waiting_first_longest_first_then_the_others_then_lobbies(store, make_game):
    late = await _started(store, make_game, users=(7, 8), actors=(0,), guild_id=1)
    await _move(store, late.id, (0,), now=T0 + 500)  # seat 0 (user 7) waits since the start still
    early = await _started(store, make_game, users=(8, 7), actors=(0,), guild_id=2)
    await _move(store, early.id, (1,), now=T0 + 100)  # now user 7 (seat 1), since T0 + 100
    other = await _started(store, make_game, users=(7, 9), actors=(1,), guild_id=2)
    lobby = await make_game(store, guild_id=3)
    await store.add_seat(lobby.id, user_id=7)
    elsewhere = await _started(store, make_game, users=(7, 9), actors=(0,), guild_id=4)
    games = await store.my_games(7, guild_ids={1, 2, 3})
    assert [(g.row.id, g.my_turn) for g in games] == [
        (late.id, True),
        (early.id, True),
        (other.id, False),
        (lobby.id, False),
    ]
    assert games[0].waiting_since == T0 + 1 and games[1].waiting_since == T0 + 100
    assert elsewhere.id in [g.row.id for g in await store.my_games(7)]
    assert await store.my_games(12345) == []


async def test_a_finished_game_drops_off_my_games(store, make_game):
    game = await _started(store, make_game, users=(7, 8), actors=(0,))
    await run_sql(store, "UPDATE games SET status = 'finished' WHERE id = ?", (game.id,))
    assert await store.my_games(7) == []


async def test_the_migration_keeps_each_users_ping_choice(db_path):
    older = [m for m in load_migrations() if m.version < 11]
    store = await Store.open(db_path, migrations=older)
    try:
        await run_sql(store, "INSERT INTO users (user_id, pings) VALUES (1, 0), (2, 1)")
    finally:
        await store.close()
    store = await Store.open(db_path)
    try:
        assert ((await store.user(1)).notices, (await store.user(2)).notices) == ("none", "ping")
    finally:
        await store.close()


async def test_due_notices_of_all_games(store, make_game):
    a = await _started(store, make_game, actors=(0,))
    b = await _started(store, make_game, actors=(1,))
    assert {(n.game_id, n.seat) for n in await store.due_notices()} == {(a.id, 0), (b.id, 1)}
    rows = await query(store, "SELECT COUNT(*) AS n FROM seats WHERE turn_position IS NOT NULL")
    assert rows[0]["n"] == 2


async def test_the_rounds_of_a_span_the_rules_name_are_one_turn_told_once_and_its_last_wait_once(store, make_game):
    game = await _started(store, make_game, users=(1, 2), actors=(0, 1))
    assert await _told(store, game.id) == [(0, False), (1, False)]
    exchange = {"spans": {0: "exchange:1", 1: "exchange:1"}}
    await _move(store, game.id, (0, 1), **exchange)  # the exchange begins while both act: their turns go on in it
    assert await _told(store, game.id) == []
    told = []
    for _ in range(5):  # seat 0 moves first each round, seat 1 last
        await _move(store, game.id, (1,), present=0, spans={1: "exchange:1"})
        told += await _told(store, game.id)
        await _move(store, game.id, (0, 1), present=1, **exchange)
        told += await _told(store, game.id)
    assert told == [(1, True)], "a round is no new turn; the last wait is told once in the exchange"
    await _move(store, game.id, ())  # it ends (a timer of the rules)
    await _move(store, game.id, (0,))  # then a turn of another kind: told
    assert await _told(store, game.id) == [(0, False)]
    await _move(store, game.id, (0, 1), spans={0: "exchange:2", 1: "exchange:2"})  # the next exchange
    assert await _told(store, game.id) == [(1, False)]


async def test_without_spans_a_seat_that_acts_again_begins_a_new_turn(store, make_game):
    game = await _started(store, make_game, users=(1, 2), actors=(0, 1))
    await _told(store, game.id)
    told = []
    for _ in range(3):
        await _move(store, game.id, (1,), present=0)
        told += await _told(store, game.id)
        await _move(store, game.id, (0, 1), present=1)
        told += await _told(store, game.id)
    assert told == [(1, True)] + [(0, False)] * 3  # seat 1 never stopped acting: one turn
