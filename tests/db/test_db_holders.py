"""Seats changing hands (replace, resign), who held each seat for which moves, a resignation that
ends a game of two, and a lobby passing from a departed host: on SQLite and on PostgreSQL."""

from __future__ import annotations

import pytest

from db import FinalResult, Resignation, ResignedHere, SeatChanged, SeatHolder, SeatTaken, WrongStatus
from db.holdings import Holding, load_holdings

T = 1_700_000_500.0


async def test_a_seat_never_handed_over_is_its_holders_for_every_move(store, started_game, play):
    game = await started_game(store, users=(1, 2, 3))
    await play(store, game.id, 6)  # seats 0, 1, 2, 0, 1, 2
    assert await store.seat_holders(game.id) == {0: [(1, 2)], 1: [(2, 2)], 2: [(3, 2)]}


async def test_replace_resign_and_back_credit_each_holder_with_their_moves(store, started_game, play):
    game = await started_game(store, users=(1, 2, 3))
    version = await play(store, game.id, 3)  # each seat made one move
    new = await store.hand_over_seat(game.id, 1, expected_user_id=2, user_id=5, now=T)
    assert (new.user_id, new.is_ai, new.seat) == (5, False, 1)
    version = await play(store, game.id, 3, start=version)  # seat 1's second move is 5's
    await store.hand_over_seat(game.id, 1, expected_user_id=5, ai_level="hard", resigned=True, now=T + 1)
    version = await play(store, game.id, 6, start=version)  # two moves by the AI
    await store.hand_over_seat(game.id, 1, expected_user_id=None, user_id=2, now=T + 2)
    await play(store, game.id, 3, start=version)  # and one by 2 again
    holders = await store.seat_holders(game.id)
    assert holders[1] == [SeatHolder(2, 1), SeatHolder(5, 1), SeatHolder("hard", 2), SeatHolder(2, 1)]
    assert holders[0] == [(1, 5)]
    assert await store.resignations(game.id) == [Resignation(1, 5, 6)]
    assert (await store.held_since(game.id, 1), await store.held_since(game.id, 0)) == (13, 1)
    async with store._read() as conn:  # the same, in full, inside a caller's transaction
        held = await load_holdings(conn, game.id)
    assert held[1] == [
        Holding(2, None, 1, False),
        Holding(5, None, 1, True),
        Holding(None, "hard", 2, False),
        Holding(2, None, 1, False),
    ]
    assert held[0] == [Holding(1, None, 5, False)]
    seats = await store.seats(game.id)
    assert (seats[1].user_id, seats[1].is_ai, seats[1].ai_level) == (2, False, None)
    assert (await store.get_game(game.id)).position == game.position + 15  # a hand-over is no move


async def test_a_hand_over_is_refused_and_changes_nothing(store, started_game, make_game, finished):
    game = await started_game(store, users=(1, 2, 3))
    with pytest.raises(SeatTaken):  # the member sits at this table already
        await store.hand_over_seat(game.id, 0, expected_user_id=1, user_id=3, now=T)
    with pytest.raises(SeatChanged):  # someone else was quicker
        await store.hand_over_seat(game.id, 0, expected_user_id=2, user_id=9, now=T)
    with pytest.raises(SeatChanged):  # no such seat
        await store.hand_over_seat(game.id, 7, expected_user_id=1, user_id=9, now=T)
    with pytest.raises(ValueError):
        await store.hand_over_seat(game.id, 0, expected_user_id=1, now=T)
    assert [s.user_id for s in await store.seats(game.id)] == [1, 2, 3]
    assert await store.seat_holders(game.id) == {0: [(1, 0)], 1: [(2, 0)], 2: [(3, 0)]}
    await finished(store, game.id, places=(1, 2, 3), scores=(9, 8, 7))
    with pytest.raises(WrongStatus):
        await store.hand_over_seat(game.id, 0, expected_user_id=1, user_id=9, now=T)


async def test_whoever_resigned_from_a_game_takes_no_seat_of_it_again(store, started_game, play):
    game = await started_game(store, users=(1, 2, 3))
    version = await play(store, game.id, 3)
    await store.hand_over_seat(game.id, 0, expected_user_id=1, ai_level="easy", resigned=True, now=T)
    await store.hand_over_seat(game.id, 1, expected_user_id=2, user_id=5, now=T + 1)
    await play(store, game.id, 3, start=version)
    for seat, holder in ((0, None), (1, 5)):  # their own seat back, or another one
        with pytest.raises(ResignedHere):
            await store.hand_over_seat(game.id, seat, expected_user_id=holder, user_id=1, now=T + 2)
    seats = await store.seats(game.id)
    assert [(s.user_id, s.ai_level) for s in seats] == [(None, "easy"), (5, None), (3, None)]
    assert [entry for entry, _moves in (await store.seat_holders(game.id))[0]] == [1, "easy"]
    await store.hand_over_seat(game.id, 1, expected_user_id=5, user_id=2, now=T + 3)  # replaced is not resigned


async def test_a_resignation_ends_a_game_of_two_with_the_other_the_winner(store, started_game, play):
    game = await started_game(store, users=(1, 2), deadlines=[("turn", T + 60)])
    version = await play(store, game.id, 2)
    result = FinalResult('{"ended_by": "resignation"}', placings={0: 2, 1: 1}, scores={0: 0, 1: 0})
    with pytest.raises(SeatChanged):
        await store.finish_by_resignation(game.id, 0, expected_user_id=2, result=result, now=T)
    position = await store.finish_by_resignation(game.id, 0, expected_user_id=1, result=result, now=T)
    after = await store.get_game(game.id)
    assert (after.status, after.version, after.position) == ("finished", version, position)
    assert position == game.position + 3  # the final board is still to be posted
    assert await store.game_result(game.id) == '{"ended_by": "resignation"}'
    assert [(r.user_id, r.place) for r in await store.results(game.id)] == [(1, 2), (2, 1)]
    assert await store.resignations(game.id) == [Resignation(0, 1, 2)]
    assert await store.due_deadlines(T + 3600) == []
    assert (await store.user_stats(1))["rokoko"]["won"] == 0
    with pytest.raises(WrongStatus):
        await store.finish_by_resignation(game.id, 1, expected_user_id=2, result=result, now=T)


async def test_statistics_count_a_game_resigned_from_as_played_and_lost(store, started_game, play, finished):
    game = await started_game(store, users=(1, 2, 3))
    await play(store, game.id, 1)
    await store.hand_over_seat(game.id, 0, expected_user_id=1, ai_level="easy", resigned=True, now=T)
    await finished(store, game.id, places=(1, 2, 3), scores=(30, 20, 10))  # the AI won seat 0
    assert await store.user_stats(1) == {"rokoko": {"played": 1, "won": 0, "best": None}}
    assert await store.user_stats(1, guild_id=999) == {}
    assert [r.user_id for r in await store.results(game.id)] == [None, 2, 3]


async def test_statistics_credit_every_holder_of_a_seat_by_their_share_of_its_moves(
    store, started_game, play, finished
):
    game = await started_game(store, users=(1, 2, 3))
    version = await play(store, game.id, 6)  # every seat made two moves
    await store.hand_over_seat(game.id, 1, expected_user_id=2, user_id=5, now=T)
    await store.hand_over_seat(game.id, 2, expected_user_id=3, user_id=7, now=T)
    await store.hand_over_seat(game.id, 2, expected_user_id=7, user_id=8, now=T)  # 7 never moved
    await play(store, game.id, 3, start=version)  # one move each by 1, 5 and 8
    await finished(store, game.id, places=(2, 1, 1), scores=(10, 30, 30))  # seats 1 and 2 share the win
    stats = {user: (await store.user_stats(user)).get("rokoko") for user in (1, 2, 3, 5, 7, 8)}
    assert stats[1] == {"played": 1, "won": 0, "best": 10}
    # two of seat 1's three moves were 2's: two thirds of its win and its points, at least half its moves
    assert stats[2] == {"played": 1, "won": pytest.approx(2 / 3), "best": 30}
    assert stats[5] == {"played": 1, "won": pytest.approx(1 / 3), "best": None}  # held it at the end
    assert stats[3] == {"played": 1, "won": pytest.approx(2 / 3), "best": 30}
    assert stats[8] == {"played": 1, "won": pytest.approx(1 / 3), "best": None}
    assert stats[7] is None  # held seat 2 for none of its moves and not at the end: not played
    again = await started_game(store, users=(5, 2))
    await finished(store, again.id, places=(1, 2), scores=(40, 20))
    assert await store.user_stats(5) == {"rokoko": {"played": 2, "won": pytest.approx(4 / 3), "best": 40}}
    assert await store.user_stats(5, guild_id=999) == {}


async def test_a_seat_nobody_moved_is_credited_to_its_last_holder(store, started_game, finished):
    game = await started_game(store, users=(1, 2, 3))
    await store.hand_over_seat(game.id, 2, expected_user_id=3, user_id=9, now=T)
    await finished(store, game.id, places=(2, 3, 1), scores=(5, 4, 6))  # seat 0's only move ends it
    assert await store.user_stats(9) == {"rokoko": {"played": 1, "won": 1, "best": 6}}
    assert await store.user_stats(3) == {}


async def test_forget_me_clears_the_holders_too(store, started_game, play):
    game = await started_game(store, users=(1, 2, 3))
    await play(store, game.id, 1)
    await store.hand_over_seat(game.id, 0, expected_user_id=1, user_id=7, now=T)
    await store.hand_over_seat(game.id, 0, expected_user_id=7, ai_level="easy", resigned=True, now=T)
    await store.forget_user(7, T, stand_in="easy")
    await store.forget_user(1, T, stand_in="easy")
    assert await store.seat_holders(game.id) == {0: [(None, 1), (None, 0), ("easy", 0)], 1: [(2, 0)], 2: [(3, 0)]}
    assert await store.resignations(game.id) == [Resignation(0, None, 1)]


async def test_a_lobby_passes_from_its_departed_host_to_the_next_person(store, make_game):
    lobby = await make_game(store, host_id=1)
    await store.add_seat(lobby.id, user_id=None, is_ai=True, ai_level="easy")
    for user in (1, 2, 3):
        await store.add_seat(lobby.id, user_id=user)
    assert await store.pass_lobby_host(lobby.id, departed=2, staying={1, 2, 3}) is None  # not the host: nothing changes
    assert await store.pass_lobby_host(lobby.id, departed=1, staying={2, 3}) == 2
    after = await store.get_game(lobby.id)
    assert after.host_id == 2
    assert [(s.seat, s.user_id) for s in await store.seats(lobby.id)] == [(0, None), (1, 2), (2, 3)]
    assert await store.pass_lobby_host(lobby.id, departed=1, staying={2, 3}) is None  # a second press: done already
    alone = await make_game(store, host_id=4)
    await store.add_seat(alone.id, user_id=4)
    assert await store.pass_lobby_host(alone.id, departed=4, staying=set()) is None  # nobody to take it
    assert (await store.get_game(alone.id)).host_id == 4


async def test_forget_me_hands_a_running_seat_over_as_any_change_of_hands_does(store, started_game, play):
    """The seat of a person who asks to be forgotten goes to an AI from the next step: the steps
    before stay a former player's (nobody's now), the ones after are the AI's."""
    game = await started_game(store, users=(1, 2, 3))
    await play(store, game.id, 3)
    version = (await store.get_game(game.id)).version
    await store.forget_user(2, T, stand_in="easy")
    held = await store.seat_timeline(game.id)
    assert held.holder_at(1, version) is None and held.holding_at(1, version) == 0
    assert held.holding_at(1, version + 1) == 1 and held.changes[1][1][2] == "easy"
    assert (await store.seat_holders(game.id))[1][-1] == ("easy", 0)
