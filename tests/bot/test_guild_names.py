"""A nickname belongs to its server: Anna is "Captain Hook" at home, and the club she also plays
in never sees that name — not on its leaderboard, its boards or its game's page — whichever server
she acted in last. (The store's side: tests/db/test_db_guild_names.py.)"""

from __future__ import annotations

import random

import pytest

from bot.runtime.settings import Settings
from tests.bot.driver import Table
from tests.bot.test_standings import embed_text

NICKNAME = "Captain Hook"


@pytest.fixture(params=["sqlite", "postgres"])
def settings(request, tmp_path):
    database = str(tmp_path / "salon.sqlite3") if request.param == "sqlite" else request.getfixturevalue("postgres_url")
    return Settings(token=None, database=database, language="en", test_guild=None, ai_pace=0.0, replays=False)


def two_servers(env) -> tuple[Table, Table]:
    """Anna at home, where she goes by a nickname, with Bea; and in a club, without one, with Cyril."""
    anna = env.create_user("anna", global_name="Anna")
    home, club = env.create_guild(), env.create_guild()
    at_home = [home.add_member(anna, nick=NICKNAME), home.add_member(env.create_user("bea", global_name="Bea"))]
    in_club = [club.add_member(anna), club.add_member(env.create_user("cyril", global_name="Cyril"))]
    return (
        Table(env, home.create_text_channel("games"), at_home, rng=random.Random(1)),
        Table(env, club.create_text_channel("games"), in_club, rng=random.Random(2)),
    )


async def play(table: Table, **options) -> None:
    await table.open("pennies", **options)
    await table.seat_everyone()
    await table.start()


async def test_the_leaderboard_of_a_server_never_shows_a_nickname_seen_in_another(simcord_env):
    home, club = two_servers(simcord_env)
    for table in (club, home):  # Anna is seen at home last
        await play(table, rated=True)
        await table.play_to_end()
    assert (await home.loaded()).row.status == (await club.loaded()).row.status == "finished"

    cyril = club.members[1]
    text = embed_text(await cyril.slash(club.channel, "salon leaderboard", game="pennies"))
    assert "Anna" in text and NICKNAME not in text
    bea = home.members[1]
    assert NICKNAME in embed_text(await bea.slash(home.channel, "salon leaderboard", game="pennies"))


@pytest.mark.parametrize("settings", ["sqlite"], indirect=True)
async def test_a_games_board_names_a_player_as_its_server_knows_them(simcord_env, make_bot):
    home, club = two_servers(simcord_env)
    anna, cyril = club.members
    await play(club)
    if (await club.loaded()).actor_users() == [anna.id]:
        await club.play_one_turn()
    await home.members[0].slash(home.channel, "salon stats")  # Anna acts at home last, under her nickname
    assert (await club.loaded()).actor_users() == [cyril.id]
    await club.play_one_turn()  # a new board in the club, which Anna did not touch since
    loaded = await club.loaded()
    assert loaded.plain_names == ["Anna", "Cyril"]
    assert "Anna" in club.newest_board().content
    assert all(NICKNAME not in board.content for board in club.boards())
    await simcord_env.restart_bot(make_bot())  # and from the database alone
    assert (await club.loaded()).plain_names == ["Anna", "Cyril"]
    await play(home)
    assert (await home.loaded()).plain_names == [NICKNAME, "Bea"]
