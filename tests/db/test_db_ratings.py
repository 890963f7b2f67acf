"""Ratings through the store: which games count (a rated table, ended by its rules, once), the numbers
they leave, on both databases and across a restart."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

from bot.play import ratings
from bot.play.host import final_result
from db import FinalResult, Store, WrongStatus
from db.rating_terms import ai_entry, person_entry
from db.ratings import rate_finished_game
from engines.core.contract import Result
from engines.ladies.game import Ladies
from tests.db.conftest import T0, move, play_steps, state_text
from tests.support.ladies_results import ended

GUILD = 100


def three_way(placings: tuple[int, ...] = (1, 2, 3)) -> FinalResult:
    """The result of a three-seat game with these places, rated the way the bot rates it."""
    placed = dict(enumerate(placings))
    return final_result(Result(scores={s: 10 - p for s, p in placed.items()}, placings=placed))


async def rated_game(store, users=(11, 12, 13), rated=True, **overrides):
    args = dict(
        kind="rokoko",
        guild_id=GUILD,
        channel_id=200,
        host_id=users[0] or 1,
        config={},
        language="en",
        seed=1,
        turn_limit=None,
        on_timeout="skip",
        now=T0,
        rated=rated,
    )
    game = await store.create_game(**{**args, **overrides})
    for user_id in users:
        if user_id is None:
            await store.add_seat(game.id, user_id=None, is_ai=True, ai_level="strong")
        else:
            await store.add_seat(game.id, user_id=user_id)
    await store.start_game(game.id, seats_order=None, state=state_text(0), events="[]", now=T0 + 1)
    return game


async def finish_by_rules(store, game_id, result: FinalResult, steps=3):
    version = await play_steps(store, game_id, steps)
    return await store.commit_move(game_id, **move(version, now=T0 + 99), result=result)


def numbers(rows) -> dict:
    return {row.entry: (row.mu, row.sigma, row.games, row.wins) for row in rows}


async def test_a_rated_game_that_ends_by_its_rules_moves_the_winner_up_and_the_last_down(store):
    game = await rated_game(store)
    await finish_by_rules(store, game.id, three_way())
    top = await store.top_ratings(GUILD, "rokoko")
    assert [row.entry for row in top] == [person_entry(11), person_entry(12), person_entry(13)]
    assert top[0].mu == pytest.approx(ratings.START_MU + 2.87, abs=0.01)
    assert top[2].mu < ratings.START_MU
    assert [(row.games, row.wins) for row in top] == [(1, 1), (1, 0), (1, 0)]
    updates = await store.rating_updates(game.id)
    assert [(u.entry, u.moves, u.before) for u in updates] == [
        (person_entry(u), m, (ratings.START_MU, ratings.START_SIGMA)) for u, m in ((11, 2), (12, 1), (13, 1))
    ]  # steps 1..4 were played by seats 0, 1, 2, 0
    assert {u.entry: u.after[0] for u in updates} == {row.entry: row.mu for row in top}
    assert (await store.get_game(game.id)).rated


async def test_an_unrated_table_changes_no_rating(store):
    game = await rated_game(store, rated=False)
    await finish_by_rules(store, game.id, three_way())
    assert await store.top_ratings(GUILD, "rokoko") == []
    assert await store.rating_updates(game.id) == []


async def test_an_abandoned_or_cancelled_game_changes_no_rating(store):
    game = await rated_game(store)
    await play_steps(store, game.id, 3)
    await store.set_status(game.id, "abandoned", T0 + 50)
    with pytest.raises(WrongStatus):
        await store.commit_move(game.id, **move(3), result=three_way())
    assert await store.top_ratings(GUILD, "rokoko") == []


async def test_a_game_finished_any_other_way_than_by_its_rules_is_never_rated(store):
    """A resignation that ends a game of two stores its result without the engine's last move: the
    rule reads the game's own flags, so whoever ends a game that way cannot have it rated."""
    game = await rated_game(store, users=(11, 12))
    await play_steps(store, game.id, 2)
    async with store._write() as conn:
        await conn.execute(
            "UPDATE games SET status = 'finished', result = '{}', finished_at = ? WHERE id = ?", (T0 + 9, game.id)
        )
        request = final_result(Result(scores={0: 1, 1: 0}, placings={0: 1, 1: 2})).rating
        assert not await rate_finished_game(conn, game.id, {0: 1, 1: 2}, request, T0 + 9)
    assert await store.top_ratings(GUILD, "rokoko") == []


async def test_a_game_is_rated_exactly_once(store):
    game = await rated_game(store)
    await finish_by_rules(store, game.id, three_way())
    before = numbers(await store.top_ratings(GUILD, "rokoko"))
    async with store._write() as conn:
        assert not await rate_finished_game(conn, game.id, {0: 1, 1: 2, 2: 3}, three_way().rating, T0 + 200)
    assert numbers(await store.top_ratings(GUILD, "rokoko")) == before


async def test_a_game_whose_lowest_score_wins_is_ranked_by_its_placings(store):
    """The placings of such a game put the fewest points first; the store rates by the placings."""
    game = await rated_game(store)
    placed = {0: 3, 1: 1, 2: 2}  # seat 1 made the fewest points
    result = Result(scores={0: 30, 1: 3, 2: 12}, placings=placed)
    await finish_by_rules(store, game.id, final_result(result))
    assert [row.entry for row in await store.top_ratings(GUILD, "rokoko")][0] == person_entry(12)


async def test_ai_levels_are_rated_entries_that_keep_learning(store):
    first = await rated_game(store, users=(11, None))
    await finish_by_rules(store, first.id, final_result(Result(scores={0: 5, 1: 9}, placings={0: 2, 1: 1})))
    second = await rated_game(store, users=(11, None))
    await finish_by_rules(store, second.id, final_result(Result(scores={0: 9, 1: 5}, placings={0: 1, 1: 2})))
    ai = {row.entry: row for row in await store.top_ratings(GUILD, "rokoko")}[ai_entry("strong")]
    assert (ai.games, ai.wins, ai.user_id, ai.ai_level) == (2, 1, None, "strong")
    updates = await store.rating_updates(second.id)
    assert [u.entry for u in updates] == [ai_entry("strong"), person_entry(11)]
    assert updates[0].after[0] < updates[0].before[0]  # beaten, the AI level lost


async def test_ladies_sides_are_rated_as_teams_through_the_store(store):
    """A courtesan's side of one moves exactly as a team placed where she is (her shadow partner)."""
    s = ended(5, [5, 4], courtesan=6, money=[300, 900])
    result = Ladies().result(s)
    game = await rated_game(store, users=tuple(range(21, 26)), kind="ladies")
    await finish_by_rules(store, game.id, final_result(result))
    rows = {row.entry: row for row in await store.top_ratings(GUILD, "ladies")}
    courtesan, richest = s["courtesan"], s["gent_of"][1]
    assert rows[person_entry(21 + courtesan)].mu == pytest.approx(rows[person_entry(21 + richest)].mu, abs=1e-9)
    lady_alone = s["lady_of"][1]
    assert rows[person_entry(21 + lady_alone)].mu < ratings.START_MU  # placed last, alone


async def test_ratings_are_per_server_and_game(store):
    here = await rated_game(store)
    await finish_by_rules(store, here.id, three_way())
    there = await rated_game(store, guild_id=GUILD + 1)
    await finish_by_rules(store, there.id, three_way((3, 2, 1)))
    assert (await store.top_ratings(GUILD, "rokoko"))[0].entry == person_entry(11)
    assert (await store.top_ratings(GUILD + 1, "rokoko"))[0].entry == person_entry(13)
    assert await store.top_ratings(GUILD, "ladies") == []
    place = await store.rating_place(GUILD, "rokoko", person_entry(13))
    assert place is not None and place[:2] == (3, 3)
    assert await store.rating_place(GUILD, "rokoko", person_entry(99)) is None
    mine = await store.user_ratings(GUILD, 13)
    assert list(mine) == ["rokoko"] and mine["rokoko"].wins == 0


async def test_forget_me_removes_a_persons_ratings(store):
    game = await rated_game(store)
    await finish_by_rules(store, game.id, three_way())
    await store.forget_user(11, T0 + 300, stand_in="normal")
    assert person_entry(11) not in numbers(await store.top_ratings(GUILD, "rokoko"))
    assert all(u.user_id != 11 for u in await store.rating_updates(game.id))


async def test_the_median_time_to_move_counts_only_my_moves(store):
    game = await rated_game(store, users=(11, 12))
    waits = {0: 5.0, 1: 100.0, 2: 7.0, 3: 100.0, 4: 9.0}  # seat 0 (user 11) moves at steps 1, 3, 5
    at = T0 + 1
    for version, wait in waits.items():
        at += wait
        await store.commit_move(game.id, **move(version, seat=version % 2, received_at=at, now=at))
    assert await store.median_move_seconds(11, GUILD) == 7.0
    assert await store.median_move_seconds(12, GUILD) == 100.0
    assert await store.median_move_seconds(11, GUILD + 1) is None


async def test_the_median_time_to_move_goes_to_whoever_made_each_move(store):
    game = await rated_game(store, users=(11, 12))
    waits = {0: 5.0, 1: 100.0, 2: 7.0, 3: 100.0, 4: 9.0, 5: 100.0, 6: 30.0}  # seat 0 moves at 1, 3, 5, 7
    at = T0 + 1
    for version, wait in waits.items():
        if version == 4:  # 14 takes seat 0 over from its steps 5 on
            await store.hand_over_seat(game.id, 0, expected_user_id=11, user_id=14, now=at)
        at += wait
        await store.commit_move(game.id, **move(version, seat=version % 2, received_at=at, now=at))
    assert await store.median_move_seconds(11, GUILD) == 6.0  # 5 and 7
    assert await store.median_move_seconds(14, GUILD) == 19.5  # 9 and 30
    assert await store.median_move_seconds(12, GUILD) == 100.0


async def test_rated_is_the_hosts_choice_in_the_lobby_only(store, make_game):
    game = await make_game(store)
    assert not game.rated
    await store.set_rated(game.id, True)
    assert (await store.get_game(game.id)).rated
    await store.add_seat(game.id, user_id=1)
    await store.start_game(game.id, seats_order=None, state=state_text(0), events="[]", now=T0 + 1)
    with pytest.raises(WrongStatus):
        await store.set_rated(game.id, False)


async def play_season(store: Store) -> dict:
    """A few rated games among four people and an AI level; the ratings they leave."""
    for k, order in enumerate([(1, 2, 3), (2, 1, 3), (3, 1, 2), (1, 3, 2)]):
        users = (11, 12, None) if k % 2 else (11, 12, 13)
        game = await rated_game(store, users=users)
        await finish_by_rules(store, game.id, three_way(order), steps=k + 2)
    return numbers(await store.top_ratings(GUILD, "rokoko"))


async def test_ratings_survive_a_restart(shared_url):
    store = await Store.open(shared_url)
    try:
        played = await play_season(store)
    finally:
        await store.close()
    reopened = await Store.open(shared_url)
    try:
        assert numbers(await reopened.top_ratings(GUILD, "rokoko")) == played
    finally:
        await reopened.close()


async def test_ratings_are_identical_on_sqlite_and_postgresql(postgres_url):
    seasons = []
    for url in (":memory:", postgres_url):
        store = await Store.open(url)
        try:
            seasons.append(await play_season(store))
        finally:
            await store.close()
    assert seasons[0] == seasons[1] and len(seasons[0]) == 4


async def test_two_processes_ending_rated_games_of_the_same_people_at_once_lose_no_change(shared_url):
    """Each game reads the ratings the other one left: one change follows the other, for every entry."""
    first, second = await Store.open(shared_url), await Store.open(shared_url)
    try:
        games = [await rated_game(first), await rated_game(first, users=(13, 12, 11))]
        for game in games:
            await play_steps(first, game.id, 3)
        await asyncio.gather(
            first.commit_move(games[0].id, **move(3, now=T0 + 99), result=three_way()),
            second.commit_move(games[1].id, **move(3, now=T0 + 99), result=three_way()),
        )
        rows = await first.top_ratings(GUILD, "rokoko")
        assert [row.games for row in rows] == [2, 2, 2]
        for row in rows:
            a, b = [next(u for u in await first.rating_updates(g.id) if u.entry == row.entry) for g in games]
            later, earlier = (a, b) if a.before == b.after else (b, a)
            assert later.before == earlier.after and later.after == (row.mu, row.sigma)
    finally:
        await first.close()
        await second.close()


async def test_a_seat_that_changed_hands_rates_each_holder_by_their_share_of_its_moves(store):
    """Item 8: seat 0 made two moves, one by its first holder and one by the member it was handed to;
    each moves by half of the seat's change (openskill's own weights would give a lone holder double)."""
    game = await rated_game(store)
    version = await play_steps(store, game.id, 3)  # seats 0, 1, 2
    await store.hand_over_seat(game.id, 0, expected_user_id=11, user_id=14, now=T0 + 50)
    await store.commit_move(game.id, **move(version, now=T0 + 60))  # seat 0, now 14's
    await store.commit_move(game.id, **move(version + 1, now=T0 + 99), result=three_way())
    updates = {u.entry: u for u in await store.rating_updates(game.id)}
    assert (updates[person_entry(11)].moves, updates[person_entry(14)].moves) == (1, 1)
    first, second = (updates[person_entry(u)].after[0] - ratings.START_MU for u in (11, 14))
    assert first == pytest.approx(second) == pytest.approx(2.87 / 2, abs=0.01)
    rows = numbers(await store.top_ratings(GUILD, "rokoko"))
    assert rows[person_entry(14)][2:] == (1, 1)  # a game, and a win, for the holder at the end
    assert rows[person_entry(11)][2:] == (1, 1)  # and for the one who made the seat's first move


async def test_a_holder_who_never_moved_in_the_seat_is_not_rated(store):
    """Seat 0 is handed to 14 just before the last move, which is another seat's: 14 made none of its
    moves, so the game is no game of 14's; 11 made them all and is rated with the seat's first place."""
    for basis in (False, True):
        game = await rated_game(store, guild_id=GUILD + basis)
        version = await play_steps(store, game.id, 5)  # seats 0, 1, 2, 0, 1
        await store.hand_over_seat(game.id, 0, expected_user_id=11, user_id=14, now=T0 + 50)
        rating_basis = (await store.stored_table(game.id)).rating_basis if basis else None
        await store.commit_move(  # seat 2's move ends the game
            game.id, **move(version, seat=2, now=T0 + 99), result=three_way(), rating_basis=rating_basis
        )
        rows = numbers(await store.top_ratings(GUILD + basis, "rokoko"))
        assert person_entry(14) not in rows, f"basis={basis}"
        assert rows[person_entry(11)][2:] == (1, 1)
        assert {u.entry for u in await store.rating_updates(game.id)} == {person_entry(u) for u in (11, 12, 13)}


async def test_whoever_resigned_from_a_larger_game_is_rated_as_placed_last(store):
    """Seat 0 placed first, but its first holder resigned and an AI played it on: the AI level is
    credited with the seat's first place, the person who resigned loses as the last."""
    game = await rated_game(store)
    version = await play_steps(store, game.id, 3)
    await store.hand_over_seat(game.id, 0, expected_user_id=11, ai_level="easy", resigned=True, now=T0 + 50)
    await store.commit_move(game.id, **move(version, now=T0 + 60))
    await store.commit_move(game.id, **move(version + 1, now=T0 + 99), result=three_way())
    rows = {row.entry: row for row in await store.top_ratings(GUILD, "rokoko")}
    assert rows[person_entry(11)].mu < rows[person_entry(13)].mu < ratings.START_MU  # below the last seat
    assert rows[person_entry(11)].wins == 0 and rows[ai_entry("easy")].wins == 1
    assert rows[ai_entry("easy")].mu > ratings.START_MU


async def test_a_rematch_of_a_rated_game_is_rated_too(store):
    game = await rated_game(store)
    await finish_by_rules(store, game.id, three_way())
    rematch = await store.open_rematch(game.id, 11, seed=7, now=T0 + 200)
    assert (await store.get_game(rematch.lobby.id)).rated
    unrated = await rated_game(store, rated=False)
    await finish_by_rules(store, unrated.id, three_way())
    again = await store.open_rematch(unrated.id, 11, seed=7, now=T0 + 300)
    assert not (await store.get_game(again.lobby.id)).rated


async def test_a_game_cancelled_by_its_players_vote_changes_no_rating(store):
    game = await rated_game(store, users=(11, 12))
    version = await play_steps(store, game.id, 2)
    vote = await store.open_cancel_vote(game.id, 11, T0 + 20, T0 + 20 + 48 * 3600)
    vote = await store.cast_cancel_ballot(game.id, vote.number, 12, True, T0 + 30)
    assert vote.outcome == "cancelled" and (await store.get_game(game.id)).status == "abandoned"
    with pytest.raises(WrongStatus):
        await store.commit_move(game.id, **move(version, now=T0 + 99), result=three_way((1, 2)))
    assert await store.top_ratings(GUILD, "rokoko") == []


async def finish_from_basis(store, game_id, result: FinalResult, steps=3, *, basis=None):
    """finish_by_rules, the last move rated in its own batch from the basis read with the table (db.loading)."""
    version = await play_steps(store, game_id, steps)
    if basis is None:
        basis = (await store.stored_table(game_id)).rating_basis
    assert basis is not None
    return await store.commit_move(game_id, **move(version, now=T0 + 99), result=result, rating_basis=basis)


def same_numbers(rows) -> dict:
    return {row.entry: (row.mu, row.sigma, row.games, row.wins) for row in rows}


async def test_a_last_move_rated_from_its_basis_is_one_round_trip_and_rates_as_reading_as_it_goes(store):
    """Two servers, the same history: one rated the slow way, one from the basis in the move's batch."""
    for guild in (GUILD, GUILD + 1):  # earlier games: stored ratings to update, and a newcomer (14) to insert
        await finish_by_rules(store, (await rated_game(store, guild_id=guild)).id, three_way((2, 1, 3)))
    slow = await rated_game(store, users=(11, 14, None), guild_id=GUILD)
    batched = await rated_game(store, users=(11, 14, None), guild_id=GUILD + 1)
    await finish_by_rules(store, slow.id, three_way((3, 1, 2)))
    version = await play_steps(store, batched.id, 3)
    basis = (await store.stored_table(batched.id)).rating_basis
    with store.counting() as traffic:
        await store.commit_move(
            batched.id, **move(version, now=T0 + 99), result=three_way((3, 1, 2)), rating_basis=basis
        )
    assert (traffic.transactions, traffic.round_trips) == (1, 1), traffic.sent
    for kind_rows in (await store.top_ratings(GUILD, "rokoko"), await store.top_ratings(GUILD + 1, "rokoko")):
        assert {ai_entry("strong"), person_entry(14)} <= set(same_numbers(kind_rows))
    assert same_numbers(await store.top_ratings(GUILD, "rokoko")) == same_numbers(
        await store.top_ratings(GUILD + 1, "rokoko")
    )
    strip = [(u.entry, u.user_id, u.moves, u.before, u.after) for u in await store.rating_updates(slow.id)]
    assert strip == [(u.entry, u.user_id, u.moves, u.before, u.after) for u in await store.rating_updates(batched.id)]
    assert (await store.get_game(batched.id)).status == "finished"
    assert [r.place for r in await store.results(batched.id)] == [3, 1, 2]


async def test_a_basis_another_game_overtook_is_rated_again_reading_as_it_goes(store):
    game = await rated_game(store)
    other = await rated_game(store)
    await play_steps(store, game.id, 3)
    stale = (await store.stored_table(game.id)).rating_basis
    await finish_by_rules(store, other.id, three_way((3, 2, 1)))  # the same people's ratings move on meanwhile
    moved_on = same_numbers(await store.top_ratings(GUILD, "rokoko"))
    await store.commit_move(game.id, **move(3, now=T0 + 99), result=three_way(), rating_basis=stale)
    updates = await store.rating_updates(game.id)
    assert {u.entry: u.before for u in updates} == {e: n[:2] for e, n in moved_on.items()}  # read as they are now
    assert all(row.games == 2 for row in await store.top_ratings(GUILD, "rokoko"))


async def test_an_unrated_tables_last_move_is_one_round_trip(store):
    """The bot asks no rating of an unrated table (bot.play.host), and then the last move is one batch."""
    game = await rated_game(store, rated=False)
    version = await play_steps(store, game.id, 3)
    assert (await store.stored_table(game.id)).rating_basis is None
    with store.counting() as traffic:
        await store.commit_move(
            game.id, **move(version, now=T0 + 99), result=dataclasses.replace(three_way(), rating=None)
        )
    assert (traffic.transactions, traffic.round_trips) == (1, 1), traffic.sent
    assert [r.place for r in await store.results(game.id)] == [1, 2, 3]
    assert await store.top_ratings(GUILD, "rokoko") == []
