"""Starting, moves, the step log, snapshots, undo, and concurrent writers."""

from __future__ import annotations

import asyncio
import json

import pytest

from db import CorruptRecord, DeadlineRow, GameNotFound, MoveCommitted, NotUndoable, StaleVersion, Store, WrongStatus
from db.steps import JoinedStep


async def test_start_game_in_one_go(store, make_game, state):
    game = await make_game(store)
    for user_id in (11, 12, 13):
        await store.add_seat(game.id, user_id=user_id)
    position = (
        await store.start_game(
            game.id, seats_order=[2, 0, 1], state=state(0), events='["setup"]', now=50.0, deadlines=[("turn", 90.0)]
        )
    ).position

    started = await store.get_game(game.id)
    assert (started.status, started.version, started.started_at, started.updated_at) == ("active", 0, 50.0, 50.0)
    assert position == started.position > game.position
    assert started.delivered_version is None  # its first board is still to be posted
    assert await store.deadlines(game.id) == [DeadlineRow(game.id, "turn", 90.0, 0)]
    assert [s.user_id for s in await store.seats(game.id)] == [13, 11, 12]
    assert [s.seat for s in await store.seats(game.id)] == [0, 1, 2]
    assert await store.latest_snapshot(game.id) == (0, state(0))
    assert await store.setup_events(game.id) == '["setup"]'
    assert await store.steps(game.id) == []


async def test_start_refuses_twice_and_bad_orders(store, make_game, state):
    game = await make_game(store)
    await store.add_seat(game.id, user_id=11)
    await store.add_seat(game.id, user_id=12)
    with pytest.raises(ValueError, match="permutation"):
        await store.start_game(game.id, seats_order=[0, 0], state=state(0), events="[]", now=1.0)
    assert (await store.get_game(game.id)).status == "lobby"  # nothing happened

    await store.start_game(game.id, seats_order=None, state=state(0), events="[]", now=1.0)
    with pytest.raises(WrongStatus) as caught:
        await store.start_game(game.id, seats_order=None, state=state(0), events="[]", now=2.0)
    assert isinstance(caught.value, StaleVersion)
    with pytest.raises(GameNotFound):
        await store.start_game(999, seats_order=None, state=state(0), events="[]", now=2.0)


async def test_lobby_has_no_snapshot(store, make_game):
    game = await make_game(store)
    with pytest.raises(WrongStatus):
        await store.latest_snapshot(game.id)
    with pytest.raises(GameNotFound):
        await store.latest_snapshot(999)


async def test_commit_moves(store, started_game, state, moves):
    game = await started_game(store)
    first = await store.commit_move(
        game.id, **moves(0, seat=1, action='{"take": 3}', received_at=100.5, events='[{"kind": "took"}]', now=101.0)
    )
    assert first == MoveCommitted(1, game.position + 1)
    second = await store.commit_move(
        game.id,
        **moves(1, seat=None, action='{"timeout": true}', received_at=200.0, events="[]", undoable=False, now=201.0),
    )
    assert second == MoveCommitted(2, game.position + 2)
    assert await store.latest_snapshot(game.id) == (2, state(2))
    assert await store.snapshot(game.id, 1) == state(1)
    after = await store.get_game(game.id)
    assert (after.version, after.position, after.updated_at) == (2, second.position, 201.0)
    steps = await store.steps(game.id)
    assert [(s.n, s.seat, s.action, s.received_at, s.events, s.undoable) for s in steps] == [
        (1, 1, '{"take": 3}', 100.5, '[{"kind": "took"}]', True),
        (2, None, '{"timeout": true}', 200.0, "[]", False),
    ]


async def test_a_stale_move_writes_nothing(store, started_game, play, moves, state):
    game = await started_game(store)
    await play(store, game.id, 2)
    before = await store.get_game(game.id)
    with pytest.raises(StaleVersion) as caught:
        await store.commit_move(game.id, **moves(1, state=state(99), now=999.0))
    assert (caught.value.expected, caught.value.actual) == (1, 2)
    assert len(await store.steps(game.id, include_undone=True)) == 2
    assert await store.latest_snapshot(game.id) == (2, state(2))
    assert await store.get_game(game.id) == before


async def test_moves_only_in_active_games(store, make_game, started_game, moves):
    lobby = await make_game(store)
    with pytest.raises(WrongStatus):
        await store.commit_move(lobby.id, **moves(0))
    game = await started_game(store)
    await store.set_status(game.id, "abandoned", 1.0)
    with pytest.raises(WrongStatus):
        await store.commit_move(game.id, **moves(0))
    with pytest.raises(GameNotFound):
        await store.commit_move(999, **moves(0))


async def test_opaque_values_must_be_text(store, started_game, moves):
    game = await started_game(store)
    with pytest.raises(TypeError, match="state must be JSON text"):
        await store.commit_move(game.id, **moves(0, state={"turn": 1}))
    assert (await store.get_game(game.id)).version == 0


async def test_a_position_is_never_current_twice(store, started_game, play, moves):
    """Versions repeat after an undo; positions grow on every start, move and undo."""
    game = await started_game(store)
    seen = [(game.version, game.position)]
    for _ in range(3):
        committed = await store.commit_move(game.id, **moves(seen[-1][0]))
        seen.append((committed.version, committed.position))
        undone = await store.undo_last(game.id, expected_version=committed.version, now=1.0)
        seen.append((undone.version, undone.position))
    assert [v for v, _ in seen] == [0, 1, 0, 1, 0, 1, 0]
    positions = [p for _, p in seen]
    assert positions == sorted(set(positions))
    assert (await store.get_game(game.id)).position == positions[-1]


async def test_two_concurrent_moves_on_one_version_one_wins(file_store, started_game, moves):
    game = await started_game(file_store)

    async def attempt(seat: int) -> MoveCommitted:
        return await file_store.commit_move(game.id, **moves(0, seat=seat, action=json.dumps({"by": seat})))

    outcomes = await asyncio.gather(attempt(0), attempt(1), return_exceptions=True)
    assert sorted(type(o).__name__ for o in outcomes) == ["MoveCommitted", "StaleVersion"]
    steps = await file_store.steps(game.id, include_undone=True)
    assert len(steps) == 1
    assert (await file_store.get_game(game.id)).version == 1


async def test_many_concurrent_clicks_apply_once(store, started_game, moves):
    game = await started_game(store)
    outcomes = await asyncio.gather(
        *(store.commit_move(game.id, **moves(0)) for _ in range(20)), return_exceptions=True
    )
    assert [o.version for o in outcomes if isinstance(o, MoveCommitted)] == [1]
    assert all(isinstance(o, StaleVersion) for o in outcomes if not isinstance(o, MoveCommitted))
    assert len(await store.steps(game.id)) == 1


async def test_two_stores_on_one_file_race_without_corruption(db_path, started_game, moves):
    """Two connections (as two processes would have) race on every version: each move
    lands once, the step log stays gapless, every loser is StaleVersion."""
    first = await Store.open(db_path)
    second = await Store.open(db_path)
    try:
        game = await started_game(first)

        async def racer(store, seat):
            wins = 0
            for _ in range(30):
                version = (await store.get_game(game.id)).version
                try:
                    await store.commit_move(game.id, **moves(version, seat=seat))
                    wins += 1
                except StaleVersion:
                    pass
            return wins

        wins = await asyncio.gather(racer(first, 0), racer(second, 1))
        steps = await first.steps(game.id)
        assert [s.n for s in steps] == list(range(1, sum(wins) + 1))
        assert (await first.get_game(game.id)).version == sum(wins)
    finally:
        await first.close()
        await second.close()


async def test_a_failure_inside_the_transaction_rolls_everything_back(store, started_game, moves, sql):
    game = await started_game(store, deadlines=[("turn", 10.0)])
    # A stray snapshot 1 makes the second insert of the move fail after the first.
    await sql.run(
        store, "INSERT INTO snapshots (game_id, version, state, created_at) VALUES (?, 1, 'stray', 0)", (game.id,)
    )
    with pytest.raises(CorruptRecord, match="already stored"):
        await store.commit_move(game.id, **moves(0), deadlines=[("turn", 20.0)])
    assert await store.steps(game.id, include_undone=True) == []
    assert await store.get_game(game.id) == game
    assert await store.deadlines(game.id) == [DeadlineRow(game.id, "turn", 10.0, 0)]


async def test_a_cancelled_write_leaves_no_half_step(file_store, started_game, state, moves):
    """Cancel commit_move's task from outside after each turn of the event loop it takes (a
    move is one call into the connection: before it, while it runs, after it): each time all
    of the step lands or none, and no transaction is left open."""
    game = await started_game(file_store)
    outcomes = []
    for loops in range(12):
        version = (await file_store.get_game(game.id)).version
        task = asyncio.create_task(
            file_store.commit_move(game.id, **moves(version), deadlines=[("turn", float(version))])
        )
        for _ in range(loops):
            await asyncio.sleep(0)
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            pass
        await asyncio.sleep(0.05)  # a batch the worker thread had begun finishes there
        after = (await file_store.get_game(game.id)).version
        assert after in (version, version + 1)
        outcomes.append(after - version)
        assert [s.n for s in await file_store.steps(game.id)] == list(range(1, after + 1))
        assert await file_store.latest_snapshot(game.id) == (after, state(after))
        timers = await file_store.deadlines(game.id)
        assert timers == ([DeadlineRow(game.id, "turn", float(version), after)] if after > version else timers)
        assert not file_store._db.connection.in_transaction
    assert outcomes[0] == 0 and 1 in outcomes  # cancelled before it was sent: nothing; later: all of it


async def test_undo_goes_back_one_step(store, started_game, play, state, moves):
    game = await started_game(store)
    await play(store, game.id, 3)
    before = await store.get_game(game.id)
    assert await store.undo_last(game.id, expected_version=3, now=500.0, deadlines=[("turn", 900.0)]) == MoveCommitted(
        2, before.position + 1
    )
    after = await store.get_game(game.id)
    assert (after.version, after.updated_at) == (2, 500.0)
    assert await store.deadlines(game.id) == [DeadlineRow(game.id, "turn", 900.0, 2)]
    assert await store.latest_snapshot(game.id) == (2, state(2))
    assert await store.snapshot(game.id, 3) is None
    assert [s.n for s in await store.steps(game.id)] == [1, 2]

    # the number is used again by the next step; the undone one stays on record
    await store.commit_move(game.id, **moves(2, seat=2, action='{"again": true}', state=state(33), now=600.0))
    live = await store.steps(game.id)
    assert [(s.n, s.action) for s in live] == [(1, '{"move": 0}'), (2, '{"move": 1}'), (3, '{"again": true}')]
    everything = await store.steps(game.id, include_undone=True)
    assert [(s.n, s.undone) for s in everything] == [(1, False), (2, False), (3, True), (3, False)]

    assert (await store.undo_last(game.id, expected_version=3, now=1.0)).version == 2
    assert (await store.undo_last(game.id, expected_version=2, now=1.0)).version == 1
    assert await store.latest_snapshot(game.id) == (1, state(1))


async def test_undo_refusals(store, started_game, play, state):
    game = await started_game(store, deadlines=[("turn", 10.0)])
    with pytest.raises(NotUndoable, match="no step"):
        await store.undo_last(game.id, expected_version=0, now=1.0)
    await play(store, game.id, 1)
    await play(store, game.id, 1, undoable=False, start=1)
    with pytest.raises(StaleVersion):
        await store.undo_last(game.id, expected_version=1, now=1.0)
    with pytest.raises(NotUndoable) as caught:
        await store.undo_last(game.id, expected_version=2, now=1.0)
    assert caught.value.n == 2
    assert await store.latest_snapshot(game.id) == (2, state(2))
    assert len(await store.steps(game.id)) == 2
    assert (await store.get_game(game.id)).version == 2  # a refused undo writes nothing
    await store.set_status(game.id, "abandoned", 1.0)
    with pytest.raises(WrongStatus):
        await store.undo_last(game.id, expected_version=2, now=1.0)


async def test_a_move_of_several_steps_is_stored_and_taken_back_whole(store, started_game, play, state, moves):
    game = await started_game(store)
    await play(store, game.id, 1)
    joined = [JoinedStep(1, json.dumps({"move": k}), 20.0, "[]", state(k + 1), True) for k in (2, 3)]
    before = await store.get_game(game.id)
    committed = await store.commit_move(game.id, **moves(1, seat=1), joined=joined)
    assert (committed.version, committed.position) == (4, before.position + 1)  # one move: one position
    assert [(s.n, s.seat, s.joined) for s in await store.steps(game.id)] == [
        (1, 0, False),
        (2, 1, False),
        (3, 1, True),
        (4, 1, True),
    ]
    assert [await store.snapshot(game.id, k) for k in (2, 3, 4)] == [state(2), state(3), state(4)]
    basis = await store.undo_basis(game.id, 1, 4)
    assert [s.n for s in basis.move] == [2, 3, 4] and basis.state == state(1)

    with pytest.raises(NotUndoable):  # only the whole move goes back
        await store.undo_last(game.id, expected_version=4, now=1.0, steps=2)
    with pytest.raises(NotUndoable):
        await store.undo_last(game.id, expected_version=4, now=1.0, steps=4)
    assert (await store.get_game(game.id)).version == 4  # a refused undo writes nothing
    assert (await store.undo_last(game.id, expected_version=4, now=1.0, steps=3)).version == 1
    assert await store.latest_snapshot(game.id) == (1, state(1))
    assert [await store.snapshot(game.id, k) for k in (2, 3, 4)] == [None, None, None]
    assert [(s.n, s.undone) for s in await store.steps(game.id, include_undone=True)] == [
        (1, False),
        (2, True),
        (3, True),
        (4, True),
    ]


async def test_a_move_of_several_steps_is_stored_whole_or_not_at_all(store, started_game, play, state, moves):
    game = await started_game(store)
    await play(store, game.id, 1)
    joined = [JoinedStep(1, "{}", 20.0, "[]", state(3), True)]
    with pytest.raises(StaleVersion):  # a doubled press: the game moved on under it
        await store.commit_move(game.id, **moves(0), joined=joined)
    assert [s.n for s in await store.steps(game.id, include_undone=True)] == [1]
    assert await store.snapshot(game.id, 2) is None


async def test_the_log_is_enough_to_replay(store, started_game, play):
    game = await started_game(store)
    await play(store, game.id, 5)
    await store.undo_last(game.id, expected_version=5, now=1.0)
    log = [(s.seat, json.loads(s.action), s.received_at) for s in await store.steps(game.id)]
    assert log == [(k % 3, {"move": k}, 1_700_000_010.0 + k) for k in range(4)]


async def test_missing_snapshot_is_reported_as_corrupt(store, started_game, play, sql):
    game = await started_game(store)
    await play(store, game.id, 2)
    await sql.run(store, "DELETE FROM snapshots WHERE game_id = ? AND version = 2", (game.id,))
    with pytest.raises(CorruptRecord, match="no snapshot for the current version 2"):
        await store.latest_snapshot(game.id)
