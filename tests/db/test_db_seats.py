"""Seats: numbered 0..n-1, one per user, lobby only."""

from __future__ import annotations

import pytest

from db import GameNotFound, SeatRow, SeatTaken, WrongStatus


async def test_seats_are_numbered_in_order(store, make_game):
    game = await make_game(store)
    first = await store.add_seat(game.id, user_id=11, team=0, role="lady")
    ai = await store.add_seat(game.id, user_id=None, is_ai=True, ai_level="hard", team=0, role="gentleman")
    ai2 = await store.add_seat(game.id, user_id=None, is_ai=True, ai_level="easy")
    assert first == SeatRow(game.id, 0, 11, False, None, 0, "lady")
    assert (ai.seat, ai.user_id, ai.is_ai, ai.ai_level) == (1, None, True, "hard")
    assert ai2.seat == 2
    assert await store.seats(game.id) == [first, ai, ai2]


async def test_a_user_sits_once_per_game(store, make_game):
    game = await make_game(store)
    other = await make_game(store)
    await store.add_seat(game.id, user_id=11)
    await store.add_seat(game.id, user_id=12)
    with pytest.raises(SeatTaken) as caught:
        await store.add_seat(game.id, user_id=12)
    assert (caught.value.user_id, caught.value.seat) == (12, 1)
    assert len(await store.seats(game.id)) == 2
    await store.add_seat(other.id, user_id=12)  # another table is fine


async def test_removing_a_seat_renumbers_the_rest(store, make_game):
    game = await make_game(store)
    for user_id in (11, 12, 13, 14):
        await store.add_seat(game.id, user_id=user_id, team=user_id % 2, role=f"r{user_id}")
    assert await store.remove_seat(game.id, 12) is True
    assert await store.remove_seat(game.id, 12) is False
    seats = await store.seats(game.id)
    assert [(s.seat, s.user_id, s.team, s.role) for s in seats] == [
        (0, 11, 1, "r11"),
        (1, 13, 1, "r13"),
        (2, 14, 0, "r14"),
    ]
    assert (await store.add_seat(game.id, user_id=12)).seat == 3


async def test_seats_change_only_in_the_lobby(store, started_game):
    game = await started_game(store)
    with pytest.raises(WrongStatus):
        await store.add_seat(game.id, user_id=99)
    with pytest.raises(WrongStatus):
        await store.remove_seat(game.id, 1)
    assert [s.user_id for s in await store.seats(game.id)] == [1, 2, 3]


async def test_unknown_game(store):
    with pytest.raises(GameNotFound):
        await store.seats(999)
    with pytest.raises(GameNotFound):
        await store.add_seat(999, user_id=1)


async def test_remove_ai_seat_takes_the_last_ai_and_renumbers(store, make_game):
    game = await make_game(store)
    await store.add_seat(game.id, user_id=1)
    await store.add_seat(game.id, user_id=None, is_ai=True, ai_level="easy")
    await store.add_seat(game.id, user_id=2)
    await store.add_seat(game.id, user_id=None, is_ai=True, ai_level="strong")
    assert await store.remove_ai_seat(game.id)
    seats = await store.seats(game.id)
    assert [(s.seat, s.user_id, s.ai_level) for s in seats] == [(0, 1, None), (1, None, "easy"), (2, 2, None)]
    assert await store.remove_ai_seat(game.id)
    assert not await store.remove_ai_seat(game.id)
    assert [s.user_id for s in await store.seats(game.id)] == [1, 2]


async def test_seat_roles_are_set_in_the_lobby(store, make_game):
    game = await make_game(store)
    for user in (1, 2, 3):
        await store.add_seat(game.id, user_id=user)
    await store.set_seat_roles(game.id, [(0, "lady"), (0, "gentleman"), (None, "courtesan")])
    seats = await store.seats(game.id)
    assert [(s.user_id, s.team, s.role) for s in seats] == [(1, 0, "lady"), (2, 0, "gentleman"), (3, None, "courtesan")]
    with pytest.raises(ValueError):
        await store.set_seat_roles(game.id, [(0, "lady")])
