"""The four-marker variant: R65-R67, T13."""

from tests.engines.spectaculum.spectaculum_helpers import END, TRAVEL, G, Table, place

PLACES = {"red": ("A01", "A03", "B00"), "blue": ("A21", "A23", "B24"), "yellow": ("G21", "G23", "F24")}


def variant(**kw) -> Table:
    t = Table(variant_four_markers=True, **kw)
    assert t.s["phase"] in ("reveal", "before_travel")
    t.s["phase"] = "reveal"  # seat 0 has not chosen yet (setup may have skipped a one-colour hand)
    t.revealed()
    return t.hand(0, "red", "red", "blue", "yellow")


def travel_revealed(t: Table) -> None:
    t.play(0, TRAVEL)
    used = {c: 0 for c in PLACES}
    while t.s["phase"] == "travel":
        colour = t.s["revealed"][0]
        t.play(0, place(colour, PLACES[colour][used[colour]]))
        used[colour] += 1


def test_r66_the_player_keeps_one_of_four_back():
    t = variant()
    decision = G.prompt(t.s, 0)
    assert decision.kind == "spectaculum.reveal"
    assert [o.id for o in decision.options] == ["red", "blue", "yellow"]
    t.play(0, {"type": "reveal", "hold": "blue"})
    assert t.s["hands"][0] == ["blue"] and sorted(t.s["revealed"]) == ["red", "red", "yellow"]
    held = t.event("marker_held")
    assert held.to == "public" and held.params == {"seat": 0}
    t.refuse(0, {"type": "reveal", "hold": "green"}, "wrong_phase")


def test_r66_holding_a_colour_not_in_hand_is_refused():
    t = variant()
    t.refuse(0, {"type": "reveal", "hold": "green"}, "not_in_hand")
    t.refuse(0, TRAVEL, "wrong_phase")


def test_r66_the_held_marker_is_not_touched_during_travel():
    t = variant()
    t.play(0, {"type": "reveal", "hold": "blue"})
    travel_revealed(t)
    assert t.s["hands"][0] == ["blue"]


def test_r67_keep_then_draw_three():
    t = variant()
    t.play(0, {"type": "reveal", "hold": "blue"})
    travel_revealed(t)
    t.play(0, END)
    decision = G.prompt(t.s, 0)
    assert decision.kind == "spectaculum.keep_or_return"
    assert [o.id for o in decision.options] == ["keep", "return:blue"]
    t.play(0, {"type": "keep"})
    assert t.event("markers_drawn", seat=0).params["count"] == 3
    assert len(t.s["hands"][0]) == 4 and t.s["hands"][0][0] == "blue"
    assert t.s["active"] == 1


def test_t13_r67_return_goes_into_the_bag_before_four_are_drawn():
    t = variant()
    t.play(0, {"type": "reveal", "hold": "blue"})
    travel_revealed(t)
    t.play(0, END)
    t.bag(red=3, blue=0, yellow=0, green=0)
    t.play(0, {"type": "return", "colour": "blue"})
    # only 3 markers were in the bag: 4 could be drawn because the returned one went in first
    assert len(t.s["hands"][0]) == 4 and sorted(t.s["hands"][0]) == ["blue", "red", "red", "red"]
    public = t.event("marker_returned")
    assert public.to == "public" and public.params == {"seat": 0}
    assert t.event("marker_returned_private").to == "seat:0"
    assert t.s["end_reason"] == "bag_empty"


def test_r67_return_needs_a_marker_in_hand():
    t = variant()
    t.play(0, {"type": "reveal", "hold": "blue"})
    travel_revealed(t)
    t.play(0, END)
    t.refuse(0, {"type": "return", "colour": "red"}, "not_in_hand")


def test_r66_a_one_colour_hand_is_revealed_without_asking():
    t = variant().hand(0, "red", "red", "red", "red")
    t.set(active=2, phase="keep_or_return").hand(2, "blue")  # seat 2 is finishing its turn
    t.play(2, {"type": "keep"})
    assert t.s["active"] == 0 and t.s["phase"] == "before_travel"
    assert t.s["hands"][0] == ["red"] and t.s["revealed"] == ["red", "red", "red"]
    assert t.event("marker_held", seat=0)
