"""Cancel votes and rematches in the store, on both backends: who may vote, unanimity, a no or
the expiry closing the vote exactly once, the timer surviving moves, a cancelled game's marker,
and one rematch lobby however often it is asked for, its people pending until they confirm."""

from __future__ import annotations

import asyncio

import pytest

from db import Store, WrongStatus
from db.table_votes import CANCEL_VOTE_TIMER, VoteRefused
from tests.db.conftest import T0, move

DAY = 86_400.0


async def _refused(reason: str, call) -> None:
    with pytest.raises(VoteRefused) as caught:
        await call
    assert caught.value.reason == reason


async def test_every_person_seated_must_agree(store, started_game):
    game = await started_game(store, users=(1, 2, 3))
    vote = await store.open_cancel_vote(game.id, 1, T0 + 5, T0 + 2 * DAY)
    assert vote.is_open and vote.yes == {1} and vote.voters == {1, 2, 3} and vote.number == 1
    assert [d.deadline_id for d in await store.deadlines(game.id)] == [CANCEL_VOTE_TIMER]
    await store.set_cancel_vote_message(game.id, 1, 555)
    assert (await store.cancel_vote(game.id)).message_id == 555
    vote = await store.cast_cancel_ballot(game.id, 1, 2, True, T0 + 6)
    vote = await store.cast_cancel_ballot(game.id, 1, 2, True, T0 + 6)  # a second yes counts once
    assert vote.is_open and vote.yes == {1, 2}
    vote = await store.cast_cancel_ballot(game.id, 1, 3, True, T0 + 7)
    assert vote.outcome == "cancelled" and not vote.is_open
    row = await store.get_game(game.id)
    assert row.status == "abandoned" and row.finished_at == T0 + 7
    assert await store.cancelled_by_vote(game.id)
    assert await store.deadlines(game.id) == []


async def test_ai_seats_and_spectators_have_no_say(store, started_game, make_game):
    game = await make_game(store)
    await store.add_seat(game.id, user_id=1)
    await store.add_seat(game.id, user_id=None, is_ai=True, ai_level="easy")
    await store.start_game(game.id, seats_order=None, state="{}", events="[]", now=T0, deadlines=())
    await _refused("not_voter", store.open_cancel_vote(game.id, 9, T0, T0 + DAY))
    vote = await store.open_cancel_vote(game.id, 1, T0, T0 + DAY)  # the only person: at once
    assert vote.outcome == "cancelled" and vote.voters == {1}


async def test_a_no_closes_the_vote_and_a_new_one_counts_afresh(store, started_game):
    game = await started_game(store, users=(1, 2))
    await store.open_cancel_vote(game.id, 1, T0, T0 + DAY)
    await _refused("open", store.open_cancel_vote(game.id, 2, T0, T0 + DAY))
    await _refused("not_voter", store.cast_cancel_ballot(game.id, 1, 7, True, T0))
    vote = await store.cast_cancel_ballot(game.id, 1, 2, False, T0 + 1)
    assert vote.outcome == "refused" and vote.yes == frozenset()
    assert (await store.get_game(game.id)).status == "active" and not await store.cancelled_by_vote(game.id)
    assert await store.deadlines(game.id) == []
    await _refused("closed", store.cast_cancel_ballot(game.id, 1, 1, True, T0 + 2))
    vote = await store.open_cancel_vote(game.id, 2, T0 + 3, T0 + DAY)
    assert vote.number == 2 and vote.yes == {2}
    await _refused("closed", store.cast_cancel_ballot(game.id, 1, 1, True, T0 + 4))  # the old vote's button


async def test_a_vote_only_in_a_running_game(store, make_game, started_game, finished):
    lobby = await make_game(store)
    await store.add_seat(lobby.id, user_id=1)
    await _refused("not_active", store.open_cancel_vote(lobby.id, 1, T0, T0 + DAY))
    game = await started_game(store, users=(1, 2, 3))
    await finished(store, game.id, [1, 2, 3], [9, 5, 1])
    await _refused("not_active", store.open_cancel_vote(game.id, 1, T0, T0 + DAY))
    assert await store.cancel_vote(game.id) is None


async def test_a_vote_of_a_game_that_ended_otherwise_is_over(store, started_game, finished):
    game = await started_game(store, users=(1, 2))
    await store.open_cancel_vote(game.id, 1, T0, T0 + DAY)
    assert await store.close_vote_of_ended_game(game.id, T0 + 1) is None  # still running
    await finished(store, game.id, [1, 2], [5, 3])
    vote = await store.close_vote_of_ended_game(game.id, T0 + 2)
    assert vote.outcome == "ended" and await store.close_vote_of_ended_game(game.id, T0 + 3) is None
    assert not await store.cancelled_by_vote(game.id)


async def test_the_vote_timer_outlives_moves_and_expires_once(store, started_game):
    game = await started_game(store, users=(1, 2), deadlines=[("turn", T0 + 100)])
    await store.open_cancel_vote(game.id, 1, T0, T0 + DAY)
    await store.commit_move(game.id, **move(0, deadlines=[("turn", T0 + 200)]))
    assert sorted(d.deadline_id for d in await store.deadlines(game.id)) == [CANCEL_VOTE_TIMER, "turn"]
    assert not await store.expire_cancel_vote(game.id, T0 + DAY - 1)  # not due yet
    due = [d for d in await store.due_deadlines(T0 + DAY) if d.game_id == game.id]
    assert [d.deadline_id for d in due] == ["turn", CANCEL_VOTE_TIMER]
    assert await store.expire_cancel_vote(game.id, T0 + DAY)
    assert not await store.expire_cancel_vote(game.id, T0 + DAY)
    assert (await store.cancel_vote(game.id)).outcome == "expired"
    assert (await store.get_game(game.id)).status == "active"
    with pytest.raises(ValueError):  # the rules' timers may not take the table's names
        await store.commit_move(game.id, **move(1, deadlines=[(CANCEL_VOTE_TIMER, T0)]))


async def test_two_processes_expire_a_vote_once(shared_url, started_game):
    async with await Store.open(shared_url) as one, await Store.open(shared_url) as two:
        game = await started_game(one, users=(1, 2))
        await one.open_cancel_vote(game.id, 1, T0, T0 + DAY)
        results = await asyncio.gather(
            one.expire_cancel_vote(game.id, T0 + DAY), two.expire_cancel_vote(game.id, T0 + DAY)
        )
        assert sorted(results) == [False, True]


async def test_a_rematch_is_one_lobby_with_its_people_pending(store, make_game, finished):
    game = await make_game(store, turn_limit=3600, config={"players": 3, "x": 1})
    await store.add_seat(game.id, user_id=1)
    await store.add_seat(game.id, user_id=None, is_ai=True, ai_level="hard")
    await store.add_seat(game.id, user_id=3)
    await store.start_game(game.id, seats_order=None, state="{}", events="[]", now=T0, deadlines=())
    with pytest.raises(WrongStatus):
        await store.open_rematch(game.id, 1, seed=7, now=T0)
    await finished(store, game.id, [1, 2, 3], [9, 5, 1])
    await _refused("not_voter", store.open_rematch(game.id, 8, seed=7, now=T0))
    rematch = await store.open_rematch(game.id, 3, seed=7, now=T0 + 1)
    lobby = rematch.lobby
    assert rematch.created and rematch.pending == {1}
    assert (lobby.status, lobby.kind, lobby.host_id, lobby.config, lobby.turn_limit, lobby.seed) == (
        "lobby",
        "rokoko",
        3,
        {"players": 3, "x": 1},
        3600,
        7,
    )
    seats = await store.seats(lobby.id)
    assert [(s.user_id, s.is_ai, s.ai_level) for s in seats] == [
        (1, False, None),
        (None, True, "hard"),
        (3, False, None),
    ]
    again = await store.open_rematch(game.id, 1, seed=8, now=T0 + 2)
    assert not again.created and again.lobby.id == lobby.id and again.pending == {1}
    assert (await store.rematch(game.id)).lobby.id == lobby.id
    assert (await store.rematch_of_lobby(lobby.id)).game_id == game.id
    assert await store.rematch_pending(lobby.id) == {1} and await store.rematch_pending(game.id) == frozenset()
    assert await store.confirm_rematch(lobby.id, 1) and not await store.confirm_rematch(lobby.id, 1)
    assert (await store.rematch(game.id)).pending == frozenset()


async def test_two_processes_press_rematch_at_once(shared_url, started_game, finished):
    async with await Store.open(shared_url) as one, await Store.open(shared_url) as two:
        game = await started_game(one, users=(1, 2))
        await finished(one, game.id, [1, 2], [5, 3])
        made = await asyncio.gather(
            one.open_rematch(game.id, 1, seed=1, now=T0), two.open_rematch(game.id, 2, seed=2, now=T0)
        )
        assert made[0].lobby.id == made[1].lobby.id and sorted(m.created for m in made) == [False, True]
        assert len(await one.games_in_channel(200, "lobby")) == 1


@pytest.mark.parametrize("ai_level", [None, "easy"])
async def test_starting_without_those_who_did_not_confirm(store, started_game, finished, ai_level):
    game = await started_game(store, users=(1, 2, 3))
    await finished(store, game.id, [1, 2, 3], [9, 5, 1])
    lobby = (await store.open_rematch(game.id, 2, seed=1, now=T0)).lobby
    await store.confirm_rematch(lobby.id, 3)
    assert await store.drop_pending(lobby.id, ai_level) == 1
    seats = [(s.user_id, s.ai_level) for s in await store.seats(lobby.id)]
    assert seats == ([(2, None), (3, None)] if ai_level is None else [(None, "easy"), (2, None), (3, None)])
    assert (await store.rematch(game.id)).pending == frozenset()


async def test_forgetting_a_person_forgets_their_ballot_and_invitation(store, started_game, finished):
    game = await started_game(store, users=(1, 2, 3))
    await store.open_cancel_vote(game.id, 2, T0, T0 + DAY)
    done = await started_game(store, users=(2, 4))
    await finished(store, done.id, [1, 2], [5, 3])
    lobby = (await store.open_rematch(done.id, 4, seed=1, now=T0)).lobby
    await store.forget_user(2, T0, stand_in="easy")
    vote = await store.cancel_vote(game.id)
    assert vote.opened_by is None and vote.yes == frozenset() and vote.voters == {1, 3}
    assert (await store.rematch_of_lobby(lobby.id)).pending == frozenset()


async def test_a_vote_is_counted_against_who_holds_the_seats_now(store, started_game):
    """Issue 29: the only silent person resigning leaves everyone seated agreed: cancelled."""
    game = await started_game(store, users=(1, 2, 3))
    await store.open_cancel_vote(game.id, 1, T0, T0 + DAY)
    await store.cast_cancel_ballot(game.id, 1, 2, True, T0 + 1)
    await store.hand_over_seat(game.id, 2, expected_user_id=3, ai_level="easy", resigned=True, now=T0 + 2)
    vote = await store.cancel_vote(game.id)
    assert vote.outcome == "cancelled" and vote.voters == {1, 2}
    row = await store.get_game(game.id)
    assert row.status == "abandoned" and row.finished_at == T0 + 2
    assert await store.deadlines(game.id) == []


async def test_a_replaced_voters_answer_does_not_count_for_the_seat(store, started_game):
    game = await started_game(store, users=(1, 2, 3))
    await store.open_cancel_vote(game.id, 1, T0, T0 + DAY)
    await store.cast_cancel_ballot(game.id, 1, 2, True, T0 + 1)
    await store.hand_over_seat(game.id, 1, expected_user_id=2, user_id=5, now=T0 + 2)
    vote = await store.cancel_vote(game.id)
    assert vote.is_open and vote.yes == {1} and vote.voters == {1, 3, 5}  # the newcomer has not answered
    await store.hand_over_seat(game.id, 2, expected_user_id=3, user_id=2, now=T0 + 3)  # back at another seat
    vote = await store.cancel_vote(game.id)
    assert vote.is_open and vote.yes == {1}  # their old answer went with their old seat
    await store.cast_cancel_ballot(game.id, 1, 5, True, T0 + 4)
    assert (await store.cast_cancel_ballot(game.id, 1, 2, True, T0 + 5)).outcome == "cancelled"


async def test_forgetting_the_only_silent_person_cancels_the_game(store, started_game):
    game = await started_game(store, users=(1, 2, 3))
    await store.open_cancel_vote(game.id, 1, T0, T0 + DAY)
    await store.cast_cancel_ballot(game.id, 1, 2, True, T0 + 1)
    await store.forget_user(3, T0 + 2, stand_in="easy")
    assert (await store.cancel_vote(game.id)).outcome == "cancelled"
    assert (await store.get_game(game.id)).status == "abandoned"


async def test_the_expiry_counts_the_vote_before_closing_it(store, started_game):
    game = await started_game(store, users=(1, 2))
    await store.open_cancel_vote(game.id, 1, T0, T0 + DAY)
    async with store._write() as tx:  # a seat handed over by a Salon that did not count votes then
        await tx.execute(
            "UPDATE seats SET user_id = NULL, is_ai = 1, ai_level = 'easy' WHERE game_id = ? AND seat = 1", (game.id,)
        )
    assert await store.expire_cancel_vote(game.id, T0 + DAY)
    assert (await store.cancel_vote(game.id)).outcome == "cancelled"
    assert (await store.get_game(game.id)).status == "abandoned"


async def test_a_rematch_keeps_every_option_and_leaves_a_forgotten_persons_seat_out(store, make_game, finished):
    """Issue 29: the care of away players went missing, and "Former player 3" was waited for."""
    game = await make_game(store, turn_limit=3600, on_timeout="ai", on_away="ai", rated=True)
    for user in (1, 2, 3):
        await store.add_seat(game.id, user_id=user)
    await store.start_game(game.id, seats_order=None, state="{}", events="[]", now=T0, deadlines=())
    await finished(store, game.id, [1, 2, 3], [9, 5, 1])
    await store.forget_user(2, T0 + 1, stand_in="easy")
    lobby = (await store.open_rematch(game.id, 3, seed=7, now=T0 + 2)).lobby
    old = await store.get_game(game.id)
    options = ("kind", "guild_id", "channel_id", "config", "language", "turn_limit", "on_timeout", "on_away", "rated")
    assert [getattr(lobby, o) for o in options] == [getattr(old, o) for o in options]
    assert [(s.user_id, s.is_ai) for s in await store.seats(lobby.id)] == [(1, False), (3, False)]
    assert await store.rematch_pending(lobby.id) == {1}
