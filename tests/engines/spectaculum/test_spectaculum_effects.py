"""Effects of the reached space, payday, sickness and track limits: R44-R57, E8, T1-T6."""

import pytest

from tests.engines.spectaculum.spectaculum_helpers import TRAVEL, G, Table, place

# red reaches the court in 7 markers: A03 B04 C05 D06 D08 D10, then D12
RED_TO_COURT = ("A03", "B04", "C05", "D06", "D08", "D10")
BLUE_TO_COURT = ("A21", "B20", "C19", "D18", "D16", "D14")


def red_onto(kind: str, **kw) -> Table:
    """Seat 0 travels with red, blue, yellow; red stands on A01, so the village B02 (tile
    `kind`) is in reach."""
    t = Table(**kw).marker("A01", "red").tile("B02", kind).revealed("red", "blue", "yellow")
    t.play(0, TRAVEL)
    return t


@pytest.mark.parametrize(
    "kind, delta", [("plus1", 1), ("plus2", 2), ("plus3", 3), ("minus1", -1), ("minus2", -2), ("minus3", -3)]
)
def test_r45_reputation_tiles(kind, delta):
    t = red_onto(kind)
    t.play(0, place("red", "B02"))
    assert t.s["tracks"] == {"red": 5 + delta, "blue": 5, "yellow": 5, "green": 5}
    assert t.event("reputation_changed").params == {"colour": "red", "tile": kind, "delta": delta, "value": 5 + delta}
    assert G.highlight(t.s, t.events)["tracks"] == {"red": delta}


def test_r46_the_court_gives_plus_5_once():
    t = Table().revealed("red", "blue", "yellow")
    for space in RED_TO_COURT:
        t.marker(space, "red")
    t.play(0, TRAVEL)
    assert "D12" in t.legal("red")
    t.play(0, place("red", "D12"))
    assert t.s["tracks"]["red"] == 10
    assert t.event("reputation_changed").params["tile"] == "court"
    assert G.view_for(t.s, None)["court_taken"] is True


def test_r47_a_blank_space_has_no_effect():
    t = Table().revealed("red", "blue", "yellow").marker("A03", "red").marker("B04", "red")
    t.play(0, TRAVEL)
    t.play(0, place("red", "C03"))
    assert "C03" not in t.s["tiles"]
    assert t.kinds() == ["marker_placed"] and t.s["tracks"]["red"] == 5


def test_r47_entry_space_no_effect():
    t = Table().revealed("red", "blue", "yellow")
    t.play(0, TRAVEL)
    t.play(0, place("red", "A01"))
    assert t.kinds() == ["marker_placed"]
    assert t.s["tracks"]["red"] == 5


def test_e8_r48_payday():
    t = Table(4).cards(0, red=3).cards(3, red=2).cards(1, red=0).cards(2, red=0)
    t.marker("A01", "red").tile("B02", "payday").revealed("red", "blue", "yellow")
    t.play(0, TRAVEL)
    money = list(t.s["money"])
    t.play(0, place("red", "B02"))
    assert [m - before for m, before in zip(t.s["money"], money)] == [6, 0, 0, 4]
    assert t.s["tracks"]["red"] == 5
    assert [e.params for e in t.events if e.kind == "spectaculum.payday_paid"] == [
        {"seat": 0, "colour": "red", "amount": 6},
        {"seat": 3, "colour": "red", "amount": 4},
    ]


def test_t6_r44_the_active_player_is_paid_too():
    t = Table().cards(0, yellow=2).marker("G21", "yellow").tile("G19", "payday").revealed("yellow", "red", "blue")
    t.play(0, TRAVEL)
    t.play(0, place("yellow", "G19"))
    assert t.s["money"][0] == 24


def test_r49_sickness_is_paid_by_every_holder():
    t = red_onto("sickness")  # every seat holds one red card after setup
    t.play(0, place("red", "B02"))
    assert t.s["money"] == [18, 18, 18] and t.s["tracks"]["red"] == 5
    assert t.s["phase"] == "travel" and t.s["sick"] is None


def _green_travels_onto_sickness(t: Table) -> Table:
    """Seat 0 travels green (a marker on G01) onto the sickness tile on F02."""
    t.marker("G01", "green").tile("F02", "sickness").revealed("green", "blue", "yellow")
    t.play(0, TRAVEL)
    t.play(0, place("green", "F02"))
    return t


def _t4_table(sickness_bill):
    t = Table(sickness_bill=sickness_bill).cards(1, red=0, yellow=0, green=3, blue=1).money(1, 3).track(green=4, blue=9)
    return _green_travels_onto_sickness(t)


def test_t4_r50_r51_fixed_release_blue():
    t = _t4_table("fixed")
    assert t.s["phase"] == "settle_sickness" and G.actors(t.s) == {1}
    assert t.event("sickness_short").params == {"seat": 1, "colour": "green", "bill": 6}
    decision = G.prompt(t.s, 1)
    assert decision.kind == "spectaculum.sickness_release"
    assert [(o.id, o.params["price"]) for o in decision.options] == [("blue", 4), ("green", 2)]
    assert decision.params == {"colour": "green", "bill": 6, "money": 3}
    t.play(1, {"type": "sickness_release", "colour": "blue"})
    assert t.s["money"][1] == 1 and t.s["cards"][1]["green"] == 3 and t.s["cards"][1]["blue"] == 0
    assert t.s["phase"] == "travel" and G.actors(t.s) == {0}
    assert t.s["actions_used"] == 0  # R54: not an action


def test_t4_fixed_release_green_first_needs_a_second_release():
    t = _t4_table("fixed")
    t.play(1, {"type": "sickness_release", "colour": "green"})
    assert t.s["money"][1] == 5 and t.s["sick"]["bills"][1] == 6 and G.actors(t.s) == {1}
    t.play(1, {"type": "sickness_release", "colour": "green"})
    assert t.s["money"][1] == 1 and t.s["cards"][1]["green"] == 1 and t.s["cards"][1]["blue"] == 1
    assert t.s["phase"] == "travel"


def test_t4_r52_recompute_one_green_release_is_enough():
    t = _t4_table("recompute")
    t.play(1, {"type": "sickness_release", "colour": "green"})
    assert t.s["money"][1] == 1 and t.s["cards"][1]["green"] == 2 and t.s["cards"][1]["blue"] == 1
    assert t.event("sickness_paid", seat=1).params["amount"] == 4


def _t5_table(sickness_bill):
    t = Table(sickness_bill=sickness_bill).cards(1, red=0, yellow=0, blue=0, green=2).money(1, 1).track(green=1)
    return _green_travels_onto_sickness(t)


def test_t5_r53_fixed_everything_goes_and_the_rest_is_forgiven():
    t = _t5_table("fixed")
    # R55: a single colour held, so the releases are forced and made for the player
    assert t.s["phase"] == "travel"
    assert t.s["money"][1] == 0 and t.s["cards"][1]["green"] == 0
    assert t.event("sickness_forgiven").params == {"seat": 1, "colour": "green", "amount": 1, "forgiven": 3}
    assert [e.params["price"] for e in t.events if e.kind == "spectaculum.forced_release"] == [0, 0]


def test_t5_r52_recompute_keeps_the_last_ducat():
    t = _t5_table("recompute")
    assert t.s["money"][1] == 1 and t.s["cards"][1]["green"] == 0


def test_r55_forced_when_every_card_must_go_even_with_several_colours():
    t = Table().cards(1, red=1, yellow=0, blue=0, green=2).money(1, 0).track(green=1, red=1)
    t.marker("G01", "green").tile("F02", "sickness").revealed("green", "blue", "yellow")
    t.play(0, TRAVEL)
    t.play(0, place("green", "F02"))
    assert t.s["phase"] == "travel" and t.s["cards"][1] == {"red": 0, "blue": 0, "yellow": 0, "green": 0}


def test_r55_several_players_settle_at_once_and_travel_waits():
    t = Table().cards(1, green=2).money(1, 2).cards(2, green=3).money(2, 2).track(green=4)
    t.marker("G01", "green").tile("F02", "sickness").revealed("green", "blue", "yellow")
    t.play(0, TRAVEL)
    t.play(0, place("green", "F02"))
    assert G.actors(t.s) == {1, 2} and G.prompt(t.s, 0) is None
    assert G.view_for(t.s, None)["seats"][2]["sickness_bill"] == 6
    t.refuse(0, place("blue", "A21"), "not_your_turn")
    t.play(2, {"type": "sickness_release", "colour": "green"})
    assert G.actors(t.s) == {1, 2}
    t.play(1, {"type": "sickness_release", "colour": "red"})
    assert 1 not in G.actors(t.s)
    t.play(2, {"type": "sickness_release", "colour": "green"})
    assert G.actors(t.s) == {0} and t.s["phase"] == "travel"
    assert t.event("sickness_settled").params == {"colour": "green"}


def test_r50_half_value_rounded_down():
    t = Table().cards(1, red=0, yellow=0, blue=1, green=3).money(1, 0).track(blue=9, green=4)
    t.marker("G01", "green").tile("F02", "sickness").revealed("green", "blue", "yellow")
    t.play(0, TRAVEL)
    t.play(0, place("green", "F02"))
    t.play(1, {"type": "sickness_release", "colour": "blue"})
    assert t.event("forced_release").params == {"seat": 1, "colour": "blue", "price": 4}


def test_r51_releasing_is_refused_when_not_needed_or_not_held():
    t = _t4_table("fixed")
    t.refuse(1, {"type": "sickness_release", "colour": "red"}, "no_card")
    t.refuse(2, {"type": "sickness_release", "colour": "green"}, "not_your_turn")
    t.refuse(1, {"type": "sponsor", "colour": "red"}, "travel_in_progress")


# --- track limits, R56/R57: the Czech rulebook says "Ignorujte všechny efekty, pokud by se
# měla značka pohnout přes tyto dílky" (ignore every effect that would move the marker past
# 0 or 25), so ignore_whole_effect is the default and `partial` is the alternative.


@pytest.mark.parametrize("clamp, expected", [("partial", 25), ("ignore_whole_effect", 24), (None, 24)])
def test_t1_r57_red_at_24_reaches_plus3(clamp, expected):
    config = {"track_clamp": clamp} if clamp else {}
    t = Table(**config).track(red=24).marker("A01", "red").tile("B02", "plus3").revealed("red", "blue", "yellow")
    t.play(0, TRAVEL)
    t.play(0, place("red", "B02"))
    assert t.s["tracks"]["red"] == expected
    assert t.kinds()[1] == ("reputation_clamped" if clamp == "partial" else "effect_ignored")


@pytest.mark.parametrize("clamp, expected", [("partial", 0), ("ignore_whole_effect", 1)])
def test_t2_r57_red_at_1_reaches_minus3(clamp, expected):
    t = Table(track_clamp=clamp).track(red=1)
    t.marker("A01", "red").tile("B02", "minus3").revealed("red", "blue", "yellow")
    t.play(0, TRAVEL)
    t.play(0, place("red", "B02"))
    assert t.s["tracks"]["red"] == expected


@pytest.mark.parametrize(
    "clamp, start, expected",
    [("partial", 22, 25), ("ignore_whole_effect", 22, 22), ("partial", 20, 25), ("ignore_whole_effect", 20, 25)],
)
def test_t3_r57_r46_blue_reaches_the_court(clamp, start, expected):
    t = Table(track_clamp=clamp).track(blue=start).revealed("blue", "red", "yellow")
    for space in BLUE_TO_COURT:
        t.marker(space, "blue")
    t.play(0, TRAVEL)
    t.play(0, place("blue", "D12"))
    assert t.s["tracks"]["blue"] == expected


def test_r56_exactly_reaching_a_limit_is_a_full_move():
    t = Table().track(red=22).marker("A01", "red").tile("B02", "plus3").revealed("red", "blue", "yellow")
    t.play(0, TRAVEL)
    t.play(0, place("red", "B02"))
    assert t.s["tracks"]["red"] == 25 and t.kinds()[1] == "reputation_changed"
