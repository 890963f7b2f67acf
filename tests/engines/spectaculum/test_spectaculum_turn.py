"""The turn and the performer actions: R19-R31, examples E1-E6, T11, T12."""

from engines.core.runner import step
from tests.engines.spectaculum.spectaculum_helpers import END, TRAVEL, G, Table, place, release, sponsor


def three_colours(**kw) -> Table:
    """Seat 0 to move, revealing one red, blue and yellow marker (each has 3 entry spaces)."""
    return Table(**kw).revealed("red", "blue", "yellow")


def travel_all(t: Table, spaces=(("red", "A01"), ("blue", "A21"), ("yellow", "G21"))):
    t.play(0, TRAVEL)
    for colour, space in spaces:
        t.play(0, place(colour, space))


def test_r19_the_turn_starts_with_the_whole_hand_revealed():
    t = three_colours()
    hand = list(t.s["hands"][1])
    travel_all(t)
    t.play(0, END)
    assert t.s["active"] == 1 and t.s["phase"] == "before_travel"
    assert t.s["revealed"] == hand and t.s["hands"][1] == []
    assert t.event("markers_revealed", seat=1).params["colours"] == hand


def test_e1_r21_one_action_then_all_markers_then_a_second_action():
    t = three_colours()
    t.play(0, sponsor("red"))
    travel_all(t)
    assert t.s["phase"] == "after_travel" and t.s["actions_used"] == 1
    t.play(0, sponsor("blue"))
    # R22: no action left, so the draw and the next turn happen by themselves
    assert t.s["active"] == 1 and t.s["turn"] == 2
    assert t.s["cards"][0]["red"] == 2 and t.s["cards"][0]["blue"] == 2


def test_e2_r21_all_markers_then_two_actions():
    t = three_colours()
    travel_all(t)
    t.play(0, release("green"))
    t.play(0, sponsor("yellow"))
    assert t.s["active"] == 1


def test_e2_r21_all_markers_then_one_action():
    t = three_colours()
    travel_all(t)
    t.play(0, sponsor("yellow"))
    t.play(0, END)
    assert t.s["active"] == 1


def test_e3_r21_no_action_between_placements():
    t = three_colours()
    t.play(0, TRAVEL)
    t.play(0, place("red", "A01"))
    t.refuse(0, sponsor("blue"), "travel_in_progress")
    t.refuse(0, release("blue"), "travel_in_progress")
    t.refuse(0, END, "travel_in_progress")
    t.play(0, place("blue", "A21"))
    t.play(0, place("yellow", "G21"))
    t.play(0, sponsor("blue"))


def test_r20_at_most_two_actions_then_travel_is_automatic():
    t = three_colours()
    t.play(0, sponsor("red"))
    t.play(0, sponsor("red"))
    assert t.s["phase"] == "travel" and "travel_started" in t.kinds()
    t.refuse(0, sponsor("red"), "travel_in_progress")
    t.play(0, place("red", "A01"))
    t.play(0, place("blue", "A21"))
    t.play(0, place("yellow", "G21"))
    assert t.s["active"] == 1  # no action left after travel: the turn ends by itself


def test_r20_no_actions_left_is_refused():
    t = three_colours().set(actions_used=2)
    t.refuse(0, sponsor("red"), "no_actions_left")
    t.refuse(0, release("red"), "no_actions_left")


def test_r20_actions_are_optional_but_travel_is_not():
    t = three_colours()
    assert "end_turn" not in t.option_ids()
    assert "travel" in t.option_ids()
    t.refuse(0, END, "wrong_phase")


def test_r22_turn_ends_by_itself_when_no_action_is_possible():
    t = three_colours().cards(0, red=0, blue=0, yellow=0, green=0).money(0, 0)
    travel_all(t)
    assert t.s["active"] == 1 and t.s["phase"] == "before_travel"


def test_r22_travel_starts_by_itself_when_no_action_is_possible():
    t = three_colours().cards(1, red=0, blue=0, yellow=0, green=0).money(1, 0)
    travel_all(t)
    t.play(0, END)
    assert t.s["active"] == 1 and t.s["phase"] == "travel"
    assert t.event("travel_started", seat=1)


def test_r23_draw_up_to_three_privately():
    t = three_colours()
    travel_all(t)
    before = t.state
    t.play(0, END)
    assert len(t.s["hands"][0]) == 3
    private = t.event("hand_drawn", seat=0)
    assert private.to == "seat:0" and sorted(private.params["colours"]) == sorted(t.s["hands"][0])
    public = t.event("markers_drawn", seat=0)
    assert public.to == "public" and public.params == {"seat": 0, "count": 3}
    assert step(G, before, 0, END, "table", t.n).undo_refusal == "drew"  # the draw cannot be taken back


def test_r24_hands_are_full_at_the_start_of_every_turn():
    t = three_colours()
    travel_all(t)
    t.play(0, END)
    assert [len(h) for h in t.s["hands"]] == [3, 0, 3] and len(t.s["revealed"]) == 3


def test_e4_r25_sponsor_blue_at_4_pays_4():
    t = three_colours().track(blue=4)
    t.play(0, sponsor("blue"))
    assert t.s["money"][0] == 16 and t.s["cards"][0]["blue"] == 2 and t.s["decks"]["blue"] == 7
    assert t.event("card_sponsored").params == {"seat": 0, "colour": "blue", "price": 4}


def test_e5_r28_release_yellow_at_6_receives_6():
    t = three_colours().track(yellow=6)
    t.play(0, release("yellow"))
    assert t.s["money"][0] == 26 and t.s["cards"][0]["yellow"] == 0 and t.s["decks"]["yellow"] == 9
    assert t.event("card_released").params == {"seat": 0, "colour": "yellow", "price": 6}


def test_e6_r25_a_colour_at_0_is_free():
    t = three_colours().track(green=0).money(0, 0)
    t.play(0, sponsor("green"))
    assert t.s["money"][0] == 0 and t.s["cards"][0]["green"] == 2


def test_r28_release_at_0_pays_nothing():
    t = three_colours().track(green=0)
    t.play(0, release("green"))
    assert t.s["money"][0] == 20


def test_t11_r26_cannot_sponsor_without_money():
    t = three_colours().money(0, 3)
    error = t.refuse(0, sponsor("red"), "cannot_afford")
    assert error.params == {"colour": "red", "price": 5}
    assert "sponsor:red" not in t.option_ids()


def test_t12_r27_cannot_sponsor_from_an_empty_deck_until_a_release():
    t = three_colours().cards(1, blue=6).cards(2, blue=4)
    assert t.s["decks"]["blue"] == 0
    t.refuse(0, sponsor("blue"), "deck_empty")
    assert "sponsor:blue" not in t.option_ids()
    t.play(0, release("blue"))
    t.play(0, sponsor("blue"))
    assert t.s["cards"][0]["blue"] == 1 and t.s["decks"]["blue"] == 0


def test_r28_cannot_release_a_card_you_do_not_hold():
    t = three_colours().cards(0, red=0)
    t.refuse(0, release("red"), "no_card")


def test_r29_no_limit_on_cards():
    t = three_colours().cards(0, red=8).money(0, 100)
    t.play(0, sponsor("red"))
    assert t.s["cards"][0]["red"] == 9


def test_r30_any_combination_of_actions_is_legal():
    t = three_colours()
    t.play(0, release("red"))
    t.play(0, sponsor("red"))  # buying back the colour just released
    assert t.s["cards"][0]["red"] == 1 and t.s["money"][0] == 20


def test_r31_the_price_is_the_value_at_the_moment_of_the_action():
    t = three_colours().revealed("red", "red", "blue").tile("A05", "plus2")
    t.play(0, sponsor("red"))
    assert t.s["money"][0] == 15
    t.play(0, TRAVEL)
    t.play(0, place("red", "A03"))
    t.play(0, place("red", "A05"))
    t.play(0, place("blue", "A21"))
    assert t.s["tracks"]["red"] == 7
    t.play(0, sponsor("red"))
    assert t.s["money"][0] == 8


def test_actions_are_refused_for_others_and_for_nonsense():
    t = three_colours()
    t.refuse(1, sponsor("red"), "not_your_turn")
    t.refuse(None, sponsor("red"), "not_your_turn")
    t.refuse(0, {"type": "discard", "colour": "red"}, "unknown_action")  # R35: no discarding
    t.refuse(0, {"colour": "red"}, "unknown_action")
    t.refuse(0, {"type": ["sponsor"]}, "unknown_action")
    t.refuse(0, sponsor("purple"), "unknown_colour")
    t.refuse(0, {"type": "sponsor", "colour": ["red"]}, "unknown_colour")
    t.refuse(0, {"type": "keep"}, "wrong_phase")
    t.refuse(0, {"type": "reveal", "hold": "red"}, "wrong_phase")
    t.refuse(0, {"type": "sickness_release", "colour": "red"}, "no_sickness_bill")
    assert G.actors(t.s) == {0}
