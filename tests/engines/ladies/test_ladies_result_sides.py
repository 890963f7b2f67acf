"""The result as the table reads it (R113, R114, R127): the engine places the sides (each team, the
courtesan) and gives each its own total and parts; messages and images only read them."""

from engines.ladies.state import RULES
from tests.engines.ladies.ladies_helpers import G
from tests.support.ladies_results import ended


def test_r113_r114_sides_are_placed_among_sides_and_tied_sides_share_the_place():
    s = ended(6, [7, 9, 7])
    sides = G.result(s).sides
    assert [(x["team"], x["place"], x["total"]) for x in sides] == [(1, 1, 9), (0, 2, 7), (2, 2, 7)]
    assert G.result(s).placings[s["lady_of"][0]] == 3  # over seats: the team of two ahead takes places 1 and 2
    assert [x["seats"] for x in sides] == [[s["lady_of"][t], s["gent_of"][t]] for t in (1, 0, 2)]
    assert [x["winner"] for x in sides] == [True, False, False]


def test_r127_2_the_scandal_places_the_team_last_of_the_teams_but_leaves_its_total():
    """ "Pokud je kurtizána nejméně elegantní (je poslední), ztropí skandál, který poškodí tým, jehož
    gentleman ji dal nejméně bodů elegance, v případě shody ten nejchudší z nich." The team keeps
    its 8 points (the rules name no loss of points); it is placed below the other team, the courtesan last."""
    s = ended(5, [8, 6], courtesan=1, money=[300, 900])
    sides = G.result(s).sides
    assert [(x["team"], x["place"], x["total"], x["scandal"]) for x in sides] == [
        (1, 1, 6, False),
        (0, 2, 8, True),
        (None, 3, 1, False),
    ]
    assert sides[1]["money"] == 300 and sides[1]["gifts"] == 0
    view = G.view_for(s, None)["result"]
    assert view["sides"] == list(sides)


def test_r127_1_the_courtesan_wins_with_the_gentleman_who_gave_the_most_and_his_team_is_still_placed():
    s = ended(5, [5, 4], courtesan=6, money=[300, 900])
    s["court_paid"] = []
    sides = G.result(s).sides
    first = sides[0]
    assert first["team"] is None and first["place"] == 1 and first["winner"]
    richest = s["gent_of"][1]  # no gifts from anyone: the richest gentleman wins with her
    assert first["seats"] == [s["courtesan"], richest]
    assert [(x["team"], x["place"]) for x in sides[1:]] == [(0, 2), (1, 3)]
    assert not any(x["winner"] for x in sides[1:])
    # he wins with her, but the points he made are his team's 4, not her 6 (which he scores to rank first)
    assert G.result(s).totals[richest] == 4 and G.result(s).scores[richest] == 6


def test_r106_after_the_ball_the_wardrobe_stars_shown_are_the_stars_counted():
    s = ended(4, [3, 2])
    lady = s["lady_of"][0]
    s["wardrobe"] = list(s["wardrobe"])
    s["wardrobe"][lady] = sorted(RULES.cards)[:3]  # face-up cards the ball (here) did not count
    seat = G.view_for(s, None)["seats"][lady]
    assert seat["wardrobe_stars"] == 3 == G.result(s).sides[0]["wardrobe"]
    playing = G.view_for({**s, "phase": "afternoon"}, None)["seats"][lady]
    assert playing["wardrobe_stars"] == sum(RULES.cards[c]["elegance"] for c in s["wardrobe"][lady])


def test_the_result_json_carries_the_sides():
    s = ended(4, [3, 2])
    out = G.result(s).to_json()
    assert out["sides"] == [dict(x) for x in G.result(s).sides]
    assert set(out) >= {"scores", "placings", "breakdown", "winners"}


def test_the_teams_are_the_sides_that_placed_together_each_seat_in_exactly_one():
    s = ended(6, [7, 9, 7])
    result = G.result(s)
    assert result.teams == tuple((s["lady_of"][t], s["gent_of"][t]) for t in (1, 0, 2))
    assert result.to_json()["teams"] == [list(side) for side in result.teams]


def test_r127_1_the_gentleman_who_wins_with_the_courtesan_is_on_her_side_and_his_lady_a_side_alone():
    s = ended(5, [5, 4], courtesan=6, money=[300, 900])
    s["court_paid"] = []
    result = G.result(s)
    richest = s["gent_of"][1]
    assert result.teams == (
        (s["courtesan"], richest),
        (s["lady_of"][0], s["gent_of"][0]),
        (s["lady_of"][1],),
    )
    assert sorted(seat for side in result.teams for seat in side) == list(range(s["players"]))
    assert result.together() == list(result.teams)


def test_a_game_without_teams_has_every_seat_a_side_alone():
    from engines.core.contract import Result

    result = Result(scores={0: 3, 1: 5}, placings={0: 2, 1: 1})
    assert result.together() == [(0,), (1,)]
    assert "teams" not in result.to_json()
