"""End of the game, payout and winners: R58-R64, E9, T7, T8, T10."""

import pytest

from engines.core.contract import Seat
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from engines.core.runner import step
from tests.engines.spectaculum.spectaculum_helpers import END, TRAVEL, G, Table, place, sponsor

RED = ("payday", "sickness")
# villages one step from an entry, covered by markers of the HQ's own colour
CORNERS = {
    "red": (("A03", "B00", "A05", "B02", "C01"), ("A05", "B02", "C01")),
    "yellow": (("F24", "G21", "F22", "G19", "E23"), ("F22", "G19", "E23")),
    "green": (("G01", "G03", "F02", "G05"), ("F02", "G05")),
}
BLUE_TO_COURT = ("A21", "B20", "C19", "D18", "D16", "D14")


def endgame(free_red: str | None) -> Table:
    """All 8 red tiles (distribution B) on CORNERS villages, each covered by a marker
    except `free_red`; blue stands next to the empty court. Seat 0 reveals red, blue, yellow."""
    t = Table().revealed("red", "blue", "yellow")
    targets = [v for _, villages in CORNERS.values() for v in villages]
    tiles = t.s["tiles"]
    for space in targets:
        if tiles[space] not in RED:
            other = next(s for s, k in tiles.items() if k in RED and s not in targets)
            tiles[space], tiles[other] = tiles[other], tiles[space]
    assert sum(k in RED for k in tiles.values()) == len(targets) == 8
    for colour, (spaces, _) in CORNERS.items():
        for space in spaces:
            if space != free_red:
                t.marker(space, colour)
    for space in BLUE_TO_COURT:
        t.marker(space, "blue")
    return t


def test_t7_r59_court_entered_mid_travel_the_turn_is_finished_then_the_game_ends():
    t = endgame(free_red="G05")
    assert G.view_for(t.s, None)["free_red_tiles"] == 1
    t.play(0, TRAVEL)
    t.play(0, place("red", "A01"))
    t.play(0, place("blue", "D12"))  # the second marker enters the court: condition A holds
    assert t.s["phase"] == "travel"
    t.play(0, place("yellow", "G23"))  # the third marker is still placed
    assert t.s["phase"] == "after_travel"
    t.play(0, sponsor("blue"))  # phase-4 actions are still allowed
    t.play(0, END)
    assert t.event("markers_drawn", seat=0).params["count"] == 3  # and the draw
    assert t.s["phase"] == "ended" and t.s["end_reason"] == "court_and_red_tiles"
    assert t.event("game_ended").params == {"reason": "court_and_red_tiles"}
    assert G.actors(t.s) == set() and G.prompt(t.s, 1) is None
    t.refuse(1, TRAVEL, "game_over")
    assert G.result(t.s) is not None


def test_t8_r58_all_red_tiles_occupied_but_the_court_empty_the_game_goes_on():
    t = endgame(free_red=None)
    assert G.view_for(t.s, None)["free_red_tiles"] == 0
    t.play(0, TRAVEL)
    t.play(0, place("red", "A01"))
    t.play(0, place("blue", "A23"))
    t.play(0, place("yellow", "G23"))
    t.play(0, END)
    assert t.s["phase"] == "before_travel" and t.s["active"] == 1


def test_r58_two_free_red_tiles_the_game_goes_on():
    t = endgame(free_red="G05")
    t.s["markers"].pop("F02")  # the green marker on F02 goes back to the bag
    t.s["bag"]["green"] += 1
    t.play(0, TRAVEL)
    t.play(0, place("red", "A01"))
    t.play(0, place("blue", "D12"))
    t.play(0, place("yellow", "G23"))
    t.play(0, END)
    assert t.s["phase"] == "before_travel"


def test_t10_r60_the_bag_runs_out_in_the_draw_step():
    t = Table().revealed("red", "blue", "yellow").bag(red=2, blue=0, yellow=0, green=0)
    t.play(0, TRAVEL)
    for colour, space in (("red", "A01"), ("blue", "A21"), ("yellow", "G21")):
        t.play(0, place(colour, space))
    t.play(0, END)
    assert t.s["hands"][0] == ["red", "red"]
    assert t.s["phase"] == "ended" and t.s["end_reason"] == "bag_empty"


def test_e9_r62_final_payout():
    t = Table().revealed("red", "blue", "yellow").bag(red=0, blue=0, yellow=0, green=0)
    t.cards(0, blue=1, red=2, yellow=0, green=0).track(blue=7, red=12).money(0, 20)
    t.play(0, TRAVEL)
    for colour, space in (("red", "A01"), ("blue", "A21"), ("yellow", "G21")):
        t.play(0, place(colour, space))
    t.play(0, END)
    result = G.result(t.s)
    assert result.scores[0] == 20 + 31
    assert result.breakdown[0] == {
        "money_before_payout": 20,
        "payout_red": 24,
        "payout_blue": 7,
        "payout_yellow": 0,
        "payout_green": 0,
    }
    assert t.event("payout_received", seat=0).params["amount"] == 31
    # R62: cards left in the decks and markers in hands are worth nothing
    assert sum(result.breakdown[1].values()) == result.scores[1]


def test_r63_r64_ties_share_the_place_and_all_win():
    t = Table().revealed("red", "blue", "yellow").bag(red=0, blue=0, yellow=0, green=0)
    for seat, money in ((0, 10), (1, 10), (2, 5)):
        t.cards(seat, red=0, blue=0, yellow=0, green=0).money(seat, money)
    t.play(0, TRAVEL)
    for colour, space in (("red", "A01"), ("blue", "A21"), ("yellow", "G21")):
        t.play(0, place(colour, space))
    t.play(0, END)
    result = G.result(t.s)
    assert result.scores == {0: 10, 1: 10, 2: 5}
    assert result.placings == {0: 1, 1: 1, 2: 3}
    assert result.winners == (0, 1)
    view = G.view_for(t.s, None)
    assert view["result"]["placings"] == {0: 1, 1: 1, 2: 3}
    assert [s["money"] for s in view["seats"]] == [10, 10, 5]  # R70: all money public at the end


def test_result_is_none_while_playing():
    assert G.result(Table().s) is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r61_random_games_end_within_32_turns(players):
    for seed in range(15):
        state = G.setup({}, [Seat(i) for i in range(players)], seed).state
        rng = rng_for_step(f"r61-{seed}", 0)
        n = 0
        while G.result(state) is None:
            n += 1
            seat = min(G.actors(state))
            state = step(G, state, seat, complete_action(G, state, seat, rng), seed, n).outcome.state
        assert state["turn"] <= 32
