"""A game as the bot loads it: one round trip of reads (db.loading), on both backends."""

from __future__ import annotations

from db import SeenUser
from db.away import Absence
from tests.db.conftest import T0, play_steps, state_text


async def test_a_table_is_read_in_one_round_trip(store, started_game):
    game = await started_game(store, users=(11, 12, 13))
    await play_steps(store, game.id, 2)
    await store.remember_user(12, SeenUser("Eliška 'O'Brien'", "cs"))
    await store.remember_user(99, SeenUser("Asker", "en-GB"))
    await store.set_language(99, "cs")
    await store.set_away(99, since=T0, until=T0 + 1000)
    with store.counting() as traffic:
        stored = await store.stored_table(game.id, user_id=99, now=T0 + 500)
    assert (traffic.transactions, traffic.round_trips) == (0, 1)
    assert traffic.sent[0].startswith("reads of ")
    assert stored.row == await store.get_game(game.id)
    assert stored.seats == await store.seats(game.id)
    assert stored.state == state_text(2) == (await store.latest_snapshot(game.id))[1]
    assert set(stored.users) == {12, 99}  # those ever stored: the seated and who asks
    assert stored.users[12].display_name == "Eliška 'O'Brien'"
    assert stored.users[99] == await store.user(99)
    assert stored.away == Absence(T0, T0 + 1000)
    assert stored.pending == frozenset()


async def test_who_asks_is_away_only_while_their_absence_lasts(store, started_game):
    game = await started_game(store)
    await store.set_away(1, since=T0, until=T0 + 1000)
    assert (await store.stored_table(game.id, user_id=1, now=T0 + 1000)).away is None
    assert (await store.stored_table(game.id, user_id=2, now=T0 + 10)).away is None
    assert (await store.stored_table(game.id, now=T0 + 10)).away is None


async def test_a_lobby_has_no_state_and_a_missing_game_no_row(store, make_game):
    lobby = await make_game(store)
    await store.add_seat(lobby.id, user_id=5)
    stored = await store.stored_table(lobby.id, user_id=5)
    assert (stored.row.status, stored.state, [s.user_id for s in stored.seats]) == ("lobby", None, [5])
    missing = await store.stored_table(-7)
    assert (missing.row, missing.seats, missing.state, missing.users) == (None, [], None, {})
