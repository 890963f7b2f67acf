"""A person's name in each server (a nickname belongs to its server): the store names a person as
the server asked about knows them, else by their own name, never by another server's nickname; on
SQLite and on PostgreSQL. (Through Discord: tests/bot/test_guild_names.py.)"""

from __future__ import annotations

from db import SeenUser
from tests.db.conftest import T0
from tests.db.test_db_ratings import finish_by_rules, rated_game, three_way

ANNA, BEA, CYRIL = 11, 12, 13
HOME, CLUB = 100, 300  # Anna goes by a nickname at HOME; the CLUB never saw one


async def named_at_home(store) -> None:
    await store.remember_user(ANNA, SeenUser("Anna", "en-GB", guild_id=CLUB, guild_name="Anna"))
    await store.remember_user(ANNA, SeenUser("Anna", "en-GB", guild_id=HOME, guild_name="Captain Hook"))


async def test_a_person_is_named_as_each_server_knows_them(store):
    await named_at_home(store)
    assert (await store.user(ANNA, HOME)).display_name == "Captain Hook"
    assert (await store.user(ANNA, CLUB)).display_name == "Anna"
    assert (await store.user(ANNA, 999)).display_name == "Anna", "a server that never saw her: her own name"
    assert (await store.user(ANNA)).display_name == "Anna", "outside servers: her own name"
    assert (await store.user(ANNA)).locale == "en-GB"


async def test_a_server_where_the_person_was_never_seen_shows_their_own_name_not_anothers_nickname(store):
    await store.remember_user(ANNA, SeenUser("Anna", "en", guild_id=HOME, guild_name="Captain Hook"))
    assert (await store.user(ANNA, CLUB)).display_name == "Anna"


async def test_a_table_loads_its_players_named_as_its_server_knows_them(store, started_game):
    await named_at_home(store)
    at_home = await started_game(store, users=(ANNA, BEA), guild_id=HOME)
    in_club = await started_game(store, users=(ANNA, CYRIL), guild_id=CLUB)
    assert (await store.stored_table(at_home.id)).users[ANNA].display_name == "Captain Hook"
    assert (await store.stored_table(in_club.id)).users[ANNA].display_name == "Anna"
    assert (await store.stored_table(in_club.id, user_id=ANNA)).users[ANNA].display_name == "Anna"


async def test_the_leaderboard_of_one_server_never_shows_the_nickname_seen_in_another(store):
    for guild in (CLUB, HOME):  # the same people, rated in both servers
        game = await rated_game(store, users=(ANNA, BEA, CYRIL), guild_id=guild)
        await finish_by_rules(store, game.id, three_way())
    await named_at_home(store)  # seen at HOME last
    await store.remember_user(BEA, SeenUser("Bea", "en"))  # seen only outside servers

    club = {row.user_id: row.name for row in await store.top_ratings(CLUB, "rokoko")}
    home = {row.user_id: row.name for row in await store.top_ratings(HOME, "rokoko")}
    assert club == {ANNA: "Anna", BEA: "Bea", CYRIL: None}
    assert home == {ANNA: "Captain Hook", BEA: "Bea", CYRIL: None}


async def test_forget_me_removes_the_names_of_every_server(store, sql):
    await named_at_home(store)
    await store.remember_user(BEA, SeenUser("Bea", "en", guild_id=HOME, guild_name="Bea"))
    await store.forget_user(ANNA, T0, stand_in="normal")
    assert [tuple(r) for r in await sql.query(store, "SELECT user_id FROM guild_names")] == [(BEA,)]
    assert (await store.user(ANNA, HOME)).display_name is None
    assert (await store.user(BEA, HOME)).display_name == "Bea"
