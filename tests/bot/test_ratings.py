"""The rating arithmetic (bot/play/ratings.py) on the cases that openskill gets wrong when used naively."""

import pytest

from bot.play.ratings import MODEL, START_MU, Holder, Skill, ai_level, person, rate_game


def alone(*seats: int) -> dict[int, list[Holder]]:
    return {seat: [Holder(person(seat), 10)] for seat in seats}


def gain(new: dict[str, Skill], entry: str, before: float = START_MU) -> float:
    return round(new[entry].mu - before, 2)


def test_the_winner_gains_and_the_last_loses():
    new = rate_game([[0], [1], [2]], {0: 1, 1: 2, 2: 3}, alone(0, 1, 2), {})
    assert gain(new, person(0)) > 0 > gain(new, person(2))
    assert gain(new, person(0)) == 2.87
    assert all(new[person(s)].sigma < Skill().sigma for s in range(3))


def test_tied_seats_move_alike():
    new = rate_game([[0], [1], [2], [3]], {0: 1, 1: 2, 2: 2, 3: 4}, alone(0, 1, 2, 3), {})
    assert new[person(1)] == new[person(2)]


def test_a_courtesan_moves_exactly_as_a_team_in_her_place_would():
    """Rated as a side of one she would gain more for 2nd place (+2.21) than the winning team (+2.07)."""
    teams = [[0, 1], [2], [3, 4], [5, 6]]
    new = rate_game(teams, {0: 1, 1: 1, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4}, alone(*range(7)), {})
    placed = dict(zip(range(8), [1, 1, 2, 3, 3, 4, 4, 2]))
    four_teams = rate_game([[0, 1], [2, 7], [3, 4], [5, 6]], placed, alone(*range(8)), {})
    assert gain(new, person(2)) == gain(four_teams, person(2)) == 1.16
    assert gain(new, person(0)) > gain(new, person(2))


def test_a_lady_left_alone_is_rated_with_a_shadow_partner_too():
    """R127.1: the courtesan wins with a gentleman; his lady is a side of one at 3rd."""
    sides = [[0, 3], [1, 2], [4], [5, 6]]
    new = rate_game(sides, {0: 1, 3: 1, 1: 2, 2: 2, 4: 3, 5: 4, 6: 4}, alone(*range(7)), {})
    assert gain(new, person(4)) < gain(new, person(1))


def test_a_player_who_held_a_seat_for_ten_percent_of_its_moves_gains_a_tenth():
    """openskill's weights would give them double (+5.74 against +2.87)."""
    holders = {0: [Holder(person(10), 1), Holder(ai_level("normal"), 9)], **alone(1, 2)}
    new = rate_game([[0], [1], [2]], {0: 1, 1: 2, 2: 3}, holders, {})
    assert gain(new, person(10)) == 0.29
    assert gain(new, ai_level("normal")) == 2.58


def test_ai_levels_learn_like_players():
    """An AI level is an entry whose rating keeps updating: beaten, it loses."""
    holders = {0: [Holder(person(1), 10)], 1: [Holder(ai_level("strong"), 10)]}
    skills = {ai_level("strong"): Skill(30.0, 5.0)}
    new = rate_game([[0], [1]], {0: 1, 1: 2}, holders, skills)
    assert new[ai_level("strong")].mu < 30.0 and gain(new, person(1)) > 0


def test_two_seats_of_one_ai_level_add_up():
    holders = {0: [Holder(ai_level("easy"), 10)], 1: [Holder(ai_level("easy"), 10)], **alone(2)}
    new = rate_game([[0], [1], [2]], {0: 1, 1: 2, 2: 3}, holders, {})
    single = rate_game([[0], [1], [2]], {0: 1, 1: 2, 2: 3}, alone(0, 1, 2), {})
    assert new[ai_level("easy")].mu == pytest.approx(
        START_MU + gain(single, person(0)) + gain(single, person(1)), abs=0.01
    )


def test_a_game_whose_lowest_score_wins_ranks_by_its_placings():
    """The placings come from the game's result, which already ranks the lowest score first."""
    scores = {0: 3, 1: 12, 2: 30}
    placings = {seat: sorted(scores.values()).index(score) + 1 for seat, score in scores.items()}
    new = rate_game([[0], [1], [2]], placings, alone(0, 1, 2), {})
    assert gain(new, person(0)) > 0 > gain(new, person(2))


def test_rating_never_switches_the_model_to_limit_sigma():
    rate_game([[0], [1]], {0: 1, 1: 2}, alone(0, 1), {})
    assert MODEL.limit_sigma is False


def test_a_newcomer_is_shown_at_1500_and_a_winner_above():
    assert Skill().shown == 1500
    new = rate_game([[0], [1]], {0: 1, 1: 2}, alone(0, 1), {})
    assert new[person(0)].shown > 1500 > new[person(1)].shown
