"""What a committed move costs the database, through the real bot (a press in SimCord), on both
backends: from the press to its board posted, its notes sent and its followers done.

The table is read in one round trip (the row, the seats, the state, the people's names, who
pressed and whether they are away: db.loading); the move and all its board's bookkeeping (claims,
turns, timers, the row, the steps the board narrates, the people's preferences, who is away, an
open vote) are one transaction sent as one round trip; what follows Discord's answer (delivered,
pings told, the notices still due) is a third."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from tests.bot.conftest import bot_settings
from tests.bot.driver import new_table, pressed_moves, started_table

ROUND_TRIPS_PER_MOVE = 3  # the table's reads, the move's batch, the delivered board's batch


class CountedFromCall:
    """What the store sent from the first call of a method to the end of a counted block."""

    sent: list[str]
    round_trips: int


@contextmanager
def counted_from_first_call(store, owner, method: str) -> Iterator[CountedFromCall]:
    """Count the store's traffic in the block, from `owner.method`'s first call on (what the
    command did before it, finding the table, is not counted)."""
    real = getattr(owner, method)
    marks: list[int] = []

    async def marked(*args, **kwargs):
        marks.append(traffic.round_trips)
        return await real(*args, **kwargs)

    counted = CountedFromCall()
    setattr(owner, method, marked)
    try:
        with store.counting() as traffic:
            yield counted
    finally:
        delattr(owner, method)  # the class's method again
    assert marks, f"{method} was not called"
    counted.sent, counted.round_trips = traffic.sent[marks[0] :], traffic.round_trips - marks[0]


@pytest.fixture
def settings(both_databases):
    return bot_settings(both_databases, replays=False)


async def test_a_pressed_move_costs_at_most_three_round_trips(simcord_env):
    _, table = await started_table(simcord_env, players=3, seed=4)
    for pressed in await pressed_moves(simcord_env.bot.store, table, 6):
        sent = pressed.sent
        assert pressed.round_trips <= ROUND_TRIPS_PER_MOVE, sent
        assert pressed.transactions <= pressed.round_trips, sent  # each its own transaction: nothing read outside
        assert sent[0].startswith("reads of "), sent  # the table: one round trip
        assert sent[1].startswith("batch of "), sent  # the move itself: one round trip


async def test_each_move_of_an_ai_run_costs_at_most_three_round_trips(simcord_env):
    """A person's move, then the AI seats' turns it lets play (several moves each): the AI reads the
    table once per move (the run looks at the table its last move left), never the board's old state
    (the move's transaction read it back), and each move is one batch."""
    table = new_table(simcord_env, ["solo"])
    await table.open("spectaculum", ai_players=2, ai_level="normal")
    await table.start()
    ai_moves = 0
    for pressed in await pressed_moves(simcord_env.bot.store, table, 4):
        sent, moves = pressed.sent, pressed.moves
        assert pressed.round_trips <= ROUND_TRIPS_PER_MOVE * moves, sent
        assert pressed.transactions <= pressed.round_trips, sent
        assert all(s.startswith(("reads of ", "batch of ")) for s in sent), sent  # nothing read on its own
        batches = sum(s.startswith("batch of ") and "version = version + ?" in s for s in sent)
        assert 1 <= batches <= moves, sent  # a move a batch (a move of several steps: one)
        ai_moves += batches - 1
    assert ai_moves >= 4  # the AI seats did play in between


@pytest.mark.parametrize("rated", [True, False])
async def test_a_games_last_move_costs_at_most_three_round_trips(simcord_env, rated):
    """The last move stores the result and (at a rated table) the ratings in its own batch: what rating
    reads came with the table (db.loading)."""
    _, table = await started_table(simcord_env, players=2, seed=3, game="pennies", rated=rated)
    last = (await pressed_moves(simcord_env.bot.store, table, 500))[-1]
    loaded = await table.loaded()
    assert loaded.row.status == "finished"
    sent = last.sent
    assert last.round_trips <= ROUND_TRIPS_PER_MOVE, sent
    assert all(s.startswith(("reads of ", "batch of ")) for s in sent), sent
    ratings = await simcord_env.bot.store.rating_updates(table.game_id)
    assert len(ratings) == (2 if rated else 0)


@pytest.mark.parametrize("on_timeout", ["ai", "skip"])
async def test_each_move_of_a_timeout_costs_at_most_three_round_trips(simcord_env, on_timeout):
    """A turn limit runs out: the table is read once (who is away comes with it), the stand-in's moves
    are a batch each, the last of them claims the board they make, and one batch follows its post."""
    _, table = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout=on_timeout)
    scheduler, store = simcord_env.bot.scheduler, simcord_env.bot.store
    real_fire = scheduler.fire
    fires: list[tuple[int, list[str], int]] = []

    async def fire(deadline):
        before = (await store.get_game(deadline.game_id)).version
        with store.counting() as traffic:
            fired = await real_fire(deadline)
        after = (await store.get_game(deadline.game_id)).version
        fires.append((traffic.round_trips, traffic.sent, after - before))
        return fired

    scheduler.fire = fire
    await simcord_env.advance_time(3700)
    moved = [(trips, sent, moves) for trips, sent, moves in fires if moves]
    assert moved, fires
    for trips, sent, moves in moved:
        assert trips <= ROUND_TRIPS_PER_MOVE * moves, sent
        assert sent[0].startswith("reads of "), sent


async def test_an_undo_costs_at_most_three_round_trips(simcord_env):
    """/game undo: what the undo reads first is one round trip, the undo with its board's claim
    another, what follows the new board a third (finding the table for the command comes before)."""
    _, table = await started_table(simcord_env, players=2, seed=8)
    store, host = simcord_env.bot.store, simcord_env.bot.host
    loaded = await table.loaded()
    actor = table.member(loaded.actor_users()[0])
    panel = (await actor.click(table.newest_board(), label=table.take_turn_label)).response
    before = await table.loaded()
    select = next(c for row in panel.components for c in row["components"] if c.get("options"))
    sponsor = next(o["value"] for o in select["options"] if o["label"].startswith("Sponsor"))
    await actor.select(panel.message, [sponsor], custom_id=select["custom_id"])  # a move that showed nothing
    assert (await store.steps(table.game_id))[-1].undoable
    with counted_from_first_call(store, host, "undo") as counted:
        answer = await actor.slash(table.thread, "game undo")
    assert answer.response.content == "Your last move was taken back."
    assert (await table.loaded()).version == before.version
    sent = counted.sent
    assert counted.round_trips <= ROUND_TRIPS_PER_MOVE, sent
    assert sent[0].startswith("reads of 3: ") and sent[1].startswith("batch of "), sent


async def test_a_start_costs_two_round_trips_and_a_dm_flag_per_new_player(simcord_env):
    """Starting a lobby: the start with its first board's claim and reads is one batch (the options
    it starts with included), what follows the board one more; then each player whose DMs were
    never known to work is marked once (their first private note went out)."""
    table = new_table(simcord_env, ["a", "b", "c"])
    await table.open()
    await table.seat_everyone()
    with counted_from_first_call(simcord_env.bot.store, simcord_env.bot.host, "start") as counted:
        await table.start()
    assert (await table.loaded()).row.status == "active"
    sent = counted.sent
    assert sent[0].startswith("batch of ") and "status = 'active'" in sent[0], sent
    assert sent[1].startswith("batch of ") and "delivered_position" in sent[1], sent
    assert all(s.startswith("batch of 1: INSERT INTO users (user_id, dms_ok)") for s in sent[2:]), sent
    assert len(sent) <= 2 + len(table.members), sent
