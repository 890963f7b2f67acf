"""Which board was posted: claims, leases, the delivered version, and what is left to post."""

from __future__ import annotations

import asyncio

import pytest

from db import GameNotFound, Store
from db.delivery import PostedBoard


async def _position(store, game_id: int) -> int:
    """The position the game is at now: a delivery names the board by it."""
    return (await store.get_game(game_id)).position


async def test_a_started_game_waits_for_its_first_board(store, started_game, make_game):
    await make_game(store)  # a lobby has no board to post
    game = await started_game(store)
    assert game.delivered_version is None
    assert await store.undelivered() == [(game.id, 0)]


async def test_claim_post_mark(store, started_game, play):
    game = await started_game(store)
    assert await store.claim_delivery(game.id, 0, owner="a", now=100.0) is True
    await store.mark_delivered(game.id, await _position(store, game.id), PostedBoard(555))
    after = await store.get_game(game.id)
    assert (after.delivered_version, after.board_message_id) == (0, 555)
    assert await store.undelivered() == []
    assert await store.claim_delivery(game.id, 0, owner="a", now=101.0) is False  # never twice for one version

    await play(store, game.id, 2)
    assert await store.undelivered() == [(game.id, 2)]
    assert await store.claim_delivery(game.id, 1, owner="a", now=102.0) is False  # out of date already
    assert await store.claim_delivery(game.id, 2, owner="a", now=102.0) is True


async def test_a_lease_keeps_others_out_until_it_runs_out(store, started_game):
    game = await started_game(store)
    assert await store.claim_delivery(game.id, 0, owner="a", now=100.0, lease=60) is True
    assert await store.claim_delivery(game.id, 0, owner="b", now=130.0) is False
    assert await store.claim_delivery(game.id, 0, owner="a", now=130.0) is True  # its own lease, renewed
    assert await store.claim_delivery(game.id, 0, owner="b", now=189.0) is False
    assert await store.claim_delivery(game.id, 0, owner="b", now=190.0) is True  # a crashed poster's lease ran out
    assert await store.undelivered() == [(game.id, 0)]  # claimed is not posted


async def test_a_board_of_a_version_gone_by_marks_nothing(store, started_game, play):
    game = await started_game(store)
    await play(store, game.id, 2)
    await store.mark_delivered(game.id, await _position(store, game.id), PostedBoard(20))
    await store.mark_delivered(
        game.id, (await _position(store, game.id)) - 1, PostedBoard(10)
    )  # a slow post of an older board
    after = await store.get_game(game.id)
    assert (after.delivered_version, after.board_message_id) == (2, 20)
    await store.mark_delivered(game.id, await _position(store, game.id), None)  # a quiet step: the board shown stays
    assert (await store.get_game(game.id)).board_message_id == 20
    with pytest.raises(GameNotFound):
        await store.mark_delivered(999, 1, PostedBoard(1))


async def test_after_an_undo_the_board_is_to_be_posted_again(store, started_game, play, moves):
    """The version after an undo is an old number, but its board was never posted as the current one."""
    game = await started_game(store)
    await play(store, game.id, 2)
    await store.mark_delivered(game.id, await _position(store, game.id), PostedBoard(20))
    await store.undo_last(game.id, expected_version=2, now=1.0)
    undone = await store.get_game(game.id)
    assert (undone.version, undone.delivered_version) == (1, None)
    assert await store.undelivered() == [(game.id, 1)]
    assert await store.claim_delivery(game.id, 1, owner="a", now=1.0) is True
    await store.mark_delivered(game.id, await _position(store, game.id), PostedBoard(11))
    # and the next move, at version 2 again, is a new board too
    await store.commit_move(game.id, **moves(1))
    assert (await store.get_game(game.id)).delivered_version is None
    assert await store.undelivered() == [(game.id, 2)]
    assert await store.claim_delivery(game.id, 2, owner="a", now=2.0) is True


async def test_finished_games_still_get_their_last_board(store, started_game, finished, make_game):
    game = await started_game(store)
    await store.mark_delivered(game.id, await _position(store, game.id), PostedBoard(1))
    committed = await finished(store, game.id, (1, 2, 3), (3, 2, 1))
    assert await store.undelivered() == [(game.id, committed.version)]
    abandoned = await started_game(store)
    await store.set_status(abandoned.id, "abandoned", 1.0)
    assert [g for g, _ in await store.undelivered()] == [game.id]


async def test_undelivered_is_limited(store, started_game):
    ids = [(await started_game(store)).id for _ in range(3)]
    assert await store.undelivered(limit=2) == [(ids[0], 0), (ids[1], 0)]


async def test_two_stores_claiming_at_once_one_gets_it(shared_url, started_game):
    """Two stores (two processes' connections) claim the same board at the same moment."""
    first, second = await Store.open(shared_url), await Store.open(shared_url)
    try:
        game = await started_game(first)
        claims = await asyncio.gather(
            *(s.claim_delivery(game.id, 0, owner=name, now=100.0) for s, name in ((first, "a"), (second, "b")))
        )
        assert sorted(claims) == [False, True]
    finally:
        await first.close()
        await second.close()


async def test_the_board_message_records_what_it_narrates_and_shows(store, started_game, play):
    """A board posted or edited records the steps it narrates and the version its image shows;
    a quiet step leaves both (its news waits for the next board); the steps since are one query."""
    game = await started_game(store)
    await store.mark_delivered(game.id, await _position(store, game.id), PostedBoard(5, since=-1))
    await play(store, game.id, 1)
    await store.mark_delivered(game.id, await _position(store, game.id), PostedBoard(5, since=-1))  # edited in place
    after = await store.get_game(game.id)
    assert (after.board_message_id, after.board_since, after.board_shows) == (5, -1, 1)
    await play(store, game.id, 1, start=1)
    await store.mark_delivered(game.id, await _position(store, game.id), None)  # quiet
    after = await store.get_game(game.id)
    assert (after.delivered_version, after.board_since, after.board_shows) == (2, -1, 1)
    assert [s.n for s in await store.steps(game.id, after=after.board_shows)] == [2]
    await play(store, game.id, 1, start=2)
    await store.mark_delivered(
        game.id, await _position(store, game.id), PostedBoard(6, since=1)
    )  # a new message: the quiet step told
    after = await store.get_game(game.id)
    assert (after.board_message_id, after.board_since, after.board_shows) == (6, 1, 3)
    await store.undo_last(game.id, expected_version=3, now=1.0)
    assert [s.n for s in await store.steps(game.id, after=1)] == [2]  # an undone step is not news


async def test_the_board_message_records_the_header_it_was_posted_with(store, started_game, play):
    """The header line a board message shows (an undo, a timeout) is stored with its delivery,
    as it was written; a quiet step and the message posted again leave it; a board message
    delivered without one has none."""
    game = await started_game(store)
    header = "⏰ Time ran out for Šárka; “quotes”, 'apostrophes' and ; semicolons"
    await play(store, game.id, 1)
    await store.mark_delivered(game.id, await _position(store, game.id), PostedBoard(5, header=header))
    assert (await store.get_game(game.id)).board_header == header
    await play(store, game.id, 1, start=1)
    await store.mark_delivered(game.id, await _position(store, game.id), None)  # quiet
    await store.set_board_message(game.id, 7)  # its message gone, posted again
    after = await store.get_game(game.id)
    assert (after.board_message_id, after.board_shows, after.board_header) == (7, 1, header)
    await play(store, game.id, 1, start=2)
    await store.mark_delivered(game.id, await _position(store, game.id), PostedBoard(8, since=1))
    assert (await store.get_game(game.id)).board_header is None


async def test_a_slow_post_from_before_an_undo_does_not_count_for_the_new_board(shared_url, started_game, play, moves):
    """One process posts the board of version 2; meanwhile another takes that step back and
    the player moves again: the game is at version 2 again, with a board nobody posted. The
    slow post marks nothing (and lets go of its lease): the new board is still to be posted."""
    first, second = await Store.open(shared_url), await Store.open(shared_url)
    try:
        game = await started_game(first)
        await play(first, game.id, 2)
        posting = await first.get_game(game.id)
        assert await first.claim_delivery(game.id, 2, owner="a", now=100.0, position=posting.position)
        await second.undo_last(game.id, expected_version=2, now=101.0)
        await second.commit_move(game.id, **moves(1))
        again = await second.get_game(game.id)
        assert again.version == 2 and again.position != posting.position
        assert not await second.claim_delivery(game.id, 2, owner="b", now=102.0, position=again.position)  # a's lease
        await first.mark_delivered(game.id, posting.position, PostedBoard(20), owner="a")  # the slow post lands
        after = await second.get_game(game.id)
        assert after.delivered_version is None and after.board_message_id is None
        assert await second.undelivered() == [(game.id, 2)]
        assert await second.claim_delivery(game.id, 2, owner="b", now=103.0, position=again.position)
        await second.mark_delivered(game.id, again.position, PostedBoard(21), owner="b")
        assert (await second.get_game(game.id)).delivered_version == 2 and await second.undelivered() == []
    finally:
        await first.close()
        await second.close()


async def test_only_the_claims_owner_marks_a_claimed_board(store, started_game):
    game = await started_game(store)
    assert await store.claim_delivery(game.id, 0, owner="a", now=100.0, lease=10, position=game.position)
    assert await store.claim_delivery(game.id, 0, owner="b", now=200.0, position=game.position)  # a's lease ran out
    await store.mark_delivered(game.id, game.position, PostedBoard(5), owner="a")  # a's late post: b posts now
    assert await store.undelivered() == [(game.id, 0)]
    await store.mark_delivered(game.id, game.position, PostedBoard(6), owner="b")
    after = await store.get_game(game.id)
    assert (after.delivered_version, after.board_message_id) == (0, 6)
