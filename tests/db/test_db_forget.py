"""Forgetting a user (/salon forget-me): everything that ties them to Salon goes, in one transaction,
on SQLite and on PostgreSQL; the games they played stay whole, their seat without a person."""

from __future__ import annotations

import pytest

import db.users
from db import Forgotten, ResultRow, SeatRow, SeenUser, UserRow
from db.delivery import PostedBoard

ME, FRIEND, OTHER = 7, 8, 9
T = 1_700_000_500.0


async def tables(store, make_game, started_game, finished):
    """Every kind of game the user may be in: returns their ids by name."""
    await store.remember_user(ME, SeenUser("Anna", "cs"))
    await store.set_language(ME, "cs")
    await store.set_pings(ME, False)
    await store.set_dms_ok(ME, False)
    await store.remember_user(FRIEND, SeenUser("Bea", "en-GB"))

    shared_lobby = await make_game(store, host_id=ME)  # hosted by ME, a friend sits too
    for user in (ME, FRIEND):
        await store.add_seat(shared_lobby.id, user_id=user)
    lonely_lobby = await make_game(store, host_id=ME)  # ME and an AI: nobody left to host it
    await store.add_seat(lonely_lobby.id, user_id=ME)
    await store.add_seat(lonely_lobby.id, user_id=None, is_ai=True, ai_level="easy")
    guest_lobby = await make_game(store, host_id=OTHER)  # ME sits between two others
    for user in (OTHER, ME, FRIEND):
        await store.add_seat(guest_lobby.id, user_id=user)
    running = await started_game(store, users=(FRIEND, ME), host_id=ME, deadlines=[("turn", T + 60)])
    done = await started_game(store, users=(ME, FRIEND), host_id=ME)
    await finished(store, done.id, places=(1, 2), scores=(40, 31))
    strangers = await started_game(store, users=(FRIEND, OTHER), host_id=FRIEND)
    for game in (running, strangers):  # the board shown names a player in its header line
        await store.mark_delivered(
            game.id, game.position, PostedBoard(4242, header="↩️ Anna took back their last move.")
        )
    return dict(
        shared=shared_lobby.id,
        lonely=lonely_lobby.id,
        guest=guest_lobby.id,
        running=running.id,
        done=done.id,
        strangers=strangers.id,
    )


async def test_forget_me_removes_the_user_and_keeps_the_games_whole(store, make_game, started_game, finished):
    ids = await tables(store, make_game, started_game, finished)
    assert await store.user_stats(ME) == {"rokoko": {"played": 1, "won": 1, "best": 40}}

    forgotten = await store.forget_user(ME, T, stand_in="normal")

    assert forgotten == Forgotten(
        left_lobbies=(ids["shared"], ids["guest"]),
        closed_lobbies=(ids["lonely"],),
        handed_to_ai=((ids["running"], 1),),
        anonymised=(ids["done"],),
        had_preferences=True,
    )
    assert await store.user(ME) == UserRow(ME)  # name, language, locale, pings, DM settings: all gone
    assert await store.user(FRIEND) == UserRow(FRIEND, display_name="Bea", locale="en-GB")
    # lobbies: their seat is gone (the next ones move up); a lobby they hosted has a new host, or is closed
    shared = await store.get_game(ids["shared"])
    assert (shared.status, shared.host_id) == ("lobby", FRIEND)
    assert [s.user_id for s in await store.seats(ids["shared"])] == [FRIEND]
    assert [(s.seat, s.user_id) for s in await store.seats(ids["guest"])] == [(0, OTHER), (1, FRIEND)]
    lonely = await store.get_game(ids["lonely"])
    assert (lonely.status, lonely.finished_at, lonely.host_id) == ("abandoned", T, db.users.NO_HOST)
    # the running game goes on: an AI plays their seat, the friend hosts, the turn timer stays
    running = await store.get_game(ids["running"])
    assert (running.status, running.host_id) == ("active", FRIEND)
    assert await store.seats(ids["running"]) == [
        SeatRow(ids["running"], 0, FRIEND, False, None, None, None),
        SeatRow(ids["running"], 1, None, True, "normal", None, None),
    ]
    assert [d.deadline_id for d in await store.deadlines(ids["running"])] == ["turn"]
    assert running.board_header is None  # the header line that named them is gone
    # the finished game keeps its seats, places and scores, without the person
    assert [s.user_id for s in await store.seats(ids["done"])] == [None, FRIEND]
    assert await store.results(ids["done"]) == [
        ResultRow(ids["done"], 0, None, 1, 40),
        ResultRow(ids["done"], 1, FRIEND, 2, 31),
    ]
    assert (await store.get_game(ids["done"])).host_id == FRIEND
    assert await store.user_stats(ME) == {}
    assert (await store.user_stats(FRIEND))["rokoko"] == {"played": 1, "won": 0, "best": 31}
    assert await store.games_of_user(ME, ("lobby", "active", "finished", "abandoned")) == []
    # a game they never sat in is untouched
    assert [s.user_id for s in await store.seats(ids["strangers"])] == [FRIEND, OTHER]
    assert (await store.get_game(ids["strangers"])).board_header == "↩️ Anna took back their last move."


async def test_forgetting_someone_salon_never_knew_changes_nothing(store, started_game):
    game = await started_game(store, users=(FRIEND, OTHER), host_id=FRIEND)
    assert await store.forget_user(ME, T, stand_in="normal") == Forgotten()
    assert [s.user_id for s in await store.seats(game.id)] == [FRIEND, OTHER]


async def test_forget_me_is_one_transaction(store, make_game, started_game, finished, monkeypatch, sql):
    """A failure half way (here: while choosing a new host, after seats were already changed)
    leaves everything as it was."""
    ids = await tables(store, make_game, started_game, finished)
    before = {
        table: await sql.query(store, f"SELECT * FROM {table} ORDER BY 1, 2")
        for table in ("games", "seats", "results", "users", "deadlines")
    }

    async def broken(*_args):
        raise RuntimeError("the database went away")

    monkeypatch.setattr(db.users, "_next_host", broken)
    with pytest.raises(RuntimeError):
        await store.forget_user(ME, T, stand_in="normal")
    for table, rows in before.items():
        assert [tuple(r) for r in await sql.query(store, f"SELECT * FROM {table} ORDER BY 1, 2")] == [
            tuple(r) for r in rows
        ], table
    assert (await store.get_game(ids["running"])).status == "active"
