"""User preferences, finishing games, statistics and leaderboards."""

from __future__ import annotations

import pytest

from bot.play.host import final_result
from db import FinalResult, MoveCommitted, ResultRow, SeenUser, Store, UserRow, WrongStatus
from engines.ladies.game import Ladies
from tests.db.conftest import finish
from tests.support.ladies_results import ended


async def test_unknown_users_get_defaults(store):
    assert await store.user(5) == UserRow(5, pings=True, dms_ok=None)


async def test_preferences_are_independent(store):
    await store.set_pings(5, False)
    assert await store.user(5) == UserRow(5, pings=False, dms_ok=None, notices="none")
    await store.set_dms_ok(5, False)
    assert await store.user(5) == UserRow(5, pings=False, dms_ok=False, notices="none")
    await store.set_pings(5, True)
    await store.set_dms_ok(5, True)
    assert await store.user(5) == UserRow(5, pings=True, dms_ok=True)
    assert await store.user(6) == UserRow(6)


async def test_the_last_move_finishes_the_game(store, started_game, play, moves):
    game = await started_game(store, users=(11, 12, 13), deadlines=[("turn", 10.0)])
    await play(store, game.id, 2)
    final = FinalResult('{"scores": {"0": 30}}', placings={0: 2, 1: 1, 2: 2}, scores={0: 30, 1: 41, 2: 30})
    committed = await store.commit_move(game.id, **moves(2, now=99.0), result=final, deadlines=[("turn", 500.0)])
    done = await store.get_game(game.id)
    assert (done.status, done.finished_at, done.updated_at, done.version) == ("finished", 99.0, 99.0, 3)
    assert committed == MoveCommitted(3, done.position)
    assert await store.game_result(game.id) == '{"scores": {"0": 30}}'
    assert await store.results(game.id) == [
        ResultRow(game.id, 0, 11, 2, 30),
        ResultRow(game.id, 1, 12, 1, 41),
        ResultRow(game.id, 2, 13, 2, 30),
    ]
    assert await store.deadlines(game.id) == []  # a finished game has no timers, whatever was asked
    assert await store.latest_snapshot(game.id) == (3, moves(2)["state"])  # the final state stays readable
    with pytest.raises(WrongStatus):
        await store.commit_move(game.id, **moves(3), result=final)


async def test_a_result_needs_one_entry_per_seat(store, started_game, moves):
    game = await started_game(store, users=(11, 12))
    with pytest.raises(ValueError, match="placings"):
        await store.commit_move(game.id, **moves(0), result=FinalResult("{}", {0: 1}, {0: 5, 1: 3}))
    with pytest.raises(ValueError, match="scores"):
        await store.commit_move(game.id, **moves(0), result=FinalResult("{}", {0: 1, 1: 2}, {0: 5, 1: 3.5}))
    after = await store.get_game(game.id)
    assert (after.status, after.version) == ("active", 0)  # the move was not stored either
    assert await store.steps(game.id) == []
    assert await store.results(game.id) == []
    # seat keys as JSON left them (strings) are fine
    await store.commit_move(game.id, **moves(0), result=FinalResult("{}", {"0": 1, "1": 2}, {"0": 5, "1": 3}))
    assert [r.place for r in await store.results(game.id)] == [1, 2]


async def finished_game(store, started_game, users, places, scores, *, kind="rokoko", guild_id=100):
    game = await started_game(store, users=users, kind=kind, guild_id=guild_id)
    await finish(store, game.id, places, scores)
    return game


async def test_user_stats_per_kind_and_guild(store, started_game, make_game):
    await finished_game(store, started_game, (1, 2, 3), (1, 2, 3), (50, 40, 30))
    await finished_game(store, started_game, (2, 1), (1, 1), (35, 35))  # shared first place
    await finished_game(store, started_game, (1, 2), (2, 1), (10, 20), kind="spectaculum")
    await finished_game(store, started_game, (1, 3), (2, 1), (70, 80), guild_id=200)
    unfinished = await started_game(store, users=(1, 2))
    await store.set_status(unfinished.id, "abandoned", 1.0)

    assert await store.user_stats(1) == {
        "rokoko": {"played": 3, "won": 2, "best": 70},
        "spectaculum": {"played": 1, "won": 0, "best": 10},
    }
    assert await store.user_stats(1, guild_id=100) == {
        "rokoko": {"played": 2, "won": 2, "best": 50},
        "spectaculum": {"played": 1, "won": 0, "best": 10},
    }
    assert await store.user_stats(4) == {}


async def test_the_best_score_of_a_game_whose_lowest_score_wins_is_the_fewest_points(store, started_game):
    await finished_game(store, started_game, (1, 2), (1, 2), (4, 9))
    await finished_game(store, started_game, (1, 2), (2, 1), (12, 7))
    assert (await store.user_stats(1))["rokoko"]["best"] == 12
    assert (await store.user_stats(1, lowest_wins={"rokoko"}))["rokoko"]["best"] == 4


async def test_r127_2_stats_record_the_scandal_teams_own_total_not_the_courtesans(store, started_game, moves):
    """ "...ztropí skandál, který poškodí tým..." harms the team's place, not its points: the team hit keeps
    its 8 in its results rows and in its players' best score, not the courtesan's 1 that ranks it last."""
    s = ended(5, [8, 6], courtesan=1, money=[300, 900])
    result = Ladies().result(s)
    assert result is not None and result.scores[s["gent_of"][0]] == 1  # the ranking value
    game = await started_game(store, users=(100, 101, 102, 103, 104), kind="ladies")
    await store.commit_move(game.id, **moves(0), result=final_result(result))
    side = {s["lady_of"][0]: 8, s["gent_of"][0]: 8, s["lady_of"][1]: 6, s["gent_of"][1]: 6, s["courtesan"]: 1}
    assert {row.seat: row.score for row in await store.results(game.id)} == side
    assert (await store.user_stats(100 + s["gent_of"][0]))["ladies"]["best"] == 8


async def test_ai_seats_count_in_results_but_not_in_stats(store, make_game, finished):
    game = await make_game(store)
    await store.add_seat(game.id, user_id=1)
    await store.add_seat(game.id, user_id=None, is_ai=True, ai_level="easy")
    await store.start_game(game.id, seats_order=None, state="{}", events="[]", now=1.0)
    await finished(store, game.id, (2, 1), (1, 2))
    assert [r.user_id for r in await store.results(game.id)] == [1, None]
    assert (await store.user_stats(1))["rokoko"]["played"] == 1


async def test_stats_survive_a_restart(db_path, started_game):
    store = await Store.open(db_path)
    await finished_game(store, started_game, (1, 2), (1, 2), (9, 5))
    await store.set_pings(1, False)
    before = await store.user_stats(1), await store.user_stats(2, guild_id=100)
    await store.close()
    async with await Store.open(db_path) as store:
        assert (await store.user_stats(1), await store.user_stats(2, guild_id=100)) == before
        assert (await store.user(1)).pings is False


async def test_remembered_name_locale_and_language_survive_a_restart(db_path):
    first = await Store.open(db_path)
    await first.remember_user(7, SeenUser("Alžběta", "cs"))
    await first.set_language(7, "en")
    await first.set_pings(7, False)
    await first.close()
    again = await Store.open(db_path)
    user = await again.user(7)
    await again.close()
    assert (user.display_name, user.locale, user.language, user.pings) == ("Alžběta", "cs", "en", False)
