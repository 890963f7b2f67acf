"""Travel and blocked markers: R32-R43, examples E7 and T9."""

import pytest

from tests.engines.spectaculum.spectaculum_helpers import END, TRAVEL, G, Table, place

# Green is cut off from its HQ: red walks down the left edge onto all three green entries.
RED_ON_GREEN_ENTRIES = ("B00", "C01", "D00", "E01", "F00", "G01", "G03")


def travelling(*colours, **kw) -> Table:
    t = Table(**kw).revealed(*colours)
    return t


def test_e7_r32_red_on_an_empty_board():
    t = travelling("red", "blue", "yellow")
    t.play(0, TRAVEL)
    assert t.legal("red") == ["A01", "A03", "B00"]


def test_e7_r32_after_a_red_marker_on_a03():
    t = travelling("red", "red", "blue")
    t.play(0, TRAVEL)
    t.play(0, place("red", "A03"))
    assert t.legal("red") == ["A01", "A05", "B00", "B02", "B04"]


def test_r32_an_occupied_space_is_refused():
    t = travelling("red", "red", "blue")
    t.play(0, TRAVEL)
    t.play(0, place("red", "A03"))
    t.refuse(0, place("red", "A03"), "space_occupied")


def test_r32_a_space_out_of_reach_is_refused():
    t = travelling("red", "blue", "yellow")
    t.play(0, TRAVEL)
    error = t.refuse(0, place("red", "B02"), "space_unreachable")
    assert error.params == {"colour": "red", "space": "B02"}
    t.refuse(0, place("red", "A21"), "space_unreachable")  # blue's entry, not red's
    t.refuse(0, place("red", "Z99"), "unknown_space")
    t.refuse(0, {"type": "place", "colour": "red", "space": ["A01"]}, "unknown_space")
    t.refuse(0, place("green", "G01"), "not_revealed")


def test_r32_a_tile_does_not_occupy_its_space():
    t = travelling("red", "red", "blue").marker("A01", "red")
    t.play(0, TRAVEL)
    assert "B02" in t.legal("red") and "B02" in t.s["tiles"]
    t.play(0, place("red", "B02"))
    assert t.s["markers"]["B02"] == "red" and "B02" in t.s["tiles"]


def test_r33_any_marker_of_the_colour_counts_so_paths_branch():
    t = travelling("red", "red", "red")
    t.play(0, TRAVEL)
    t.play(0, place("red", "A01"))
    t.play(0, place("red", "A03"))
    # next to either earlier marker, including the first one of this turn
    assert {"B02", "A05", "B04", "B00"} <= set(t.legal("red"))


def test_r34_a_colour_may_use_another_hqs_entry():
    t = travelling("red", "blue", "yellow")
    for space in ("A01", "A03", "A05", "A07", "A09", "A11", "A13", "A15", "A17", "A19"):
        t.marker(space, "red")
    t.play(0, TRAVEL)
    assert "A21" in t.legal("red")
    t.play(0, place("red", "A21"))
    assert t.s["markers"]["A21"] == "red"
    assert "A21" not in t.legal("blue")


def test_r35_the_player_chooses_the_order():
    t = travelling("red", "blue", "yellow")
    t.play(0, TRAVEL)
    assert t.option_ids() == ["red", "blue", "yellow"]
    t.play(0, place("yellow", "G21"))
    assert t.option_ids() == ["red", "blue"]


def test_r36_markers_and_tiles_never_move():
    t = travelling("red", "blue", "yellow").marker("A01", "red")
    tiles = dict(t.s["tiles"])
    t.play(0, TRAVEL)
    t.play(0, place("red", "B02"))
    t.play(0, place("blue", "A21"))
    t.play(0, place("yellow", "G21"))
    t.play(0, END)
    assert t.s["tiles"] == tiles
    assert {s: t.s["markers"][s] for s in ("A01", "B02", "A21", "G21")} == {
        "A01": "red",
        "B02": "red",
        "A21": "blue",
        "G21": "yellow",
    }


def test_r37_the_effect_is_resolved_before_the_next_placement():
    t = travelling("red", "blue", "yellow").marker("A01", "red").tile("B02", "plus3")
    t.play(0, TRAVEL)
    t.play(0, place("red", "B02"))
    assert t.s["tracks"]["red"] == 8 and t.s["phase"] == "travel"


def test_r38_more_than_25_legal_spaces_are_all_offered():
    t = travelling("red", "blue", "yellow")
    for space in ("A03", "B04", "B06", "B08", "B10", "B12", "B14", "B16", "B18", "B20", "B22", "C03"):
        t.marker(space, "red")
    t.play(0, TRAVEL)
    decision = G.prompt(t.s, 0, ("red",))
    assert len(decision.options) == 27 and decision.kind == "spectaculum.choose_space"
    assert all(o.action == place("red", o.id) for o in decision.options)


def _green_cut_off(**kw) -> Table:
    t = Table(**kw)
    for space in RED_ON_GREEN_ENTRIES:
        t.marker(space, "red")
    return t.revealed("green", "blue", "yellow").bag(green=0)  # the replacement cannot be green


def _place_until_after_travel(t: Table) -> int:
    placed = 0
    while t.s["phase"] == "travel":
        t.play(0, G.fallback_action(t.s, 0))
        placed += sum(e.kind == "spectaculum.marker_placed" for e in t.events)
    return placed


def test_t9_r39_r42_blocked_marker_is_removed_and_replaced_place_now():
    t = _green_cut_off()
    removed = t.s["removed"]["green"]
    t.play(0, TRAVEL)
    assert t.s["removed"]["green"] == removed + 1  # R41: checked when travel starts
    replacement = t.event("replacement_revealed", seat=0).params["colour"]
    assert sorted(t.s["revealed"]) == sorted(["blue", "yellow", replacement])
    assert _place_until_after_travel(t) == 3


def test_R42_stored_configs_with_the_retired_to_hand_option_still_place_three():
    """ "Umístění 3 žetonů cestování na herní desku je povinné": the option that placed two is gone;
    a config stored with it loads and plays the rule, an unknown value is refused clearly."""
    t = _green_cut_off(unplaceable_replacement="to_hand")
    assert "unplaceable_replacement" not in t.s["config"]
    t.play(0, TRAVEL)
    replacement = t.event("replacement_revealed", seat=0).params["colour"]
    assert sorted(t.s["revealed"]) == sorted(["blue", "yellow", replacement]) and t.s["hands"][0] == []
    assert _place_until_after_travel(t) == 3
    with pytest.raises(ValueError, match="no longer an option"):
        Table(unplaceable_replacement="sometimes")


def test_r40_r41_blocked_after_a_placement_and_r22_single_space_placed_for_the_player():
    t = Table()
    # blue walls in red's corner from the top row, green from below
    for space in ("A21", "A19", "A17", "A15", "A13", "A11", "A09", "A07", "A05", "B04", "B02"):
        t.marker(space, "blue")
    for space in ("F00", "E01", "D00", "C01"):
        t.marker(space, "green")
    t.marker("A01", "red").marker("A03", "red")
    t.revealed("red", "red", "red").bag(red=0)
    t.play(0, TRAVEL)
    # B00 was red's only space: placed automatically, then the other two reds are blocked
    assert t.s["markers"]["B00"] == "red"
    assert [e.params["colour"] for e in t.events if e.kind == "spectaculum.marker_removed"] == ["red", "red"]
    assert len(t.s["revealed"]) == 2 and "red" not in t.s["revealed"]


def test_r43_no_replacement_when_the_bag_is_empty_and_the_game_ends_after_the_turn():
    t = _green_cut_off().bag(red=0, blue=0, yellow=0, green=0)
    t.play(0, TRAVEL)
    assert t.event("no_replacement", seat=0)
    assert t.s["revealed"] == ["blue", "yellow"]
    assert _place_until_after_travel(t) == 2
    t.play(0, END)
    assert t.s["phase"] == "ended" and t.s["end_reason"] == "bag_empty"


def test_only_space_and_is_actor_answer_what_the_full_lists_answer():
    """The shortcuts the steps take (the one legal space, whose turn it is) agree with the full
    answers on every state of random games, at every table size and for every colour."""
    from engines.core.random_player import random_game
    from engines.spectaculum import GAME, data, travel, view
    from engines.spectaculum.state import COLOURS

    checked = {"one": 0, "several": 0, "none": 0}
    for players in GAME.player_counts:
        for seed in range(3):
            for state in random_game(GAME, players, seed):
                board = data.load_board(state["board"])
                for colour in COLOURS:
                    spaces = travel.legal_spaces(board, state["markers"], colour)
                    expected = spaces[0] if len(spaces) == 1 else None
                    assert travel.only_space(board, state["markers"], colour) == expected
                    checked["one" if len(spaces) == 1 else "several" if spaces else "none"] += 1
                for seat in range(-1, players + 1):
                    assert view.is_actor(state, seat) == (seat in view.actors(state))
    assert all(checked.values()), checked  # the random games reach every case
