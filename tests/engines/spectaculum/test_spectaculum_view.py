"""Hidden and public information: R68-R71, and the view the renderer reads."""

import json
import random

import pytest

from engines.core.contract import Seat
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from engines.core.runner import step
from tests.engines.spectaculum.spectaculum_helpers import COLOURS, END, TRAVEL, G, Table, place, release, sponsor

VIEW_KEYS = {
    "game",
    "viewer",
    "players",
    "config",
    "board_id",
    "turn",
    "phase",
    "active",
    "actors",
    "actions_used",
    "actions_left",
    "tracks",
    "decks",
    "spaces",
    "revealed",
    "removed",
    "bag_count",
    "unseen",
    "seats",
    "hand",
    "travelled",
    "free_red_tiles",
    "red_tiles_condition_met",
    "court_taken",
    "result",
}


def played(players=3, seed=3, steps=None, **config):
    """A random game: (final or intermediate state, every outcome's events)."""
    state = G.setup(config, [Seat(i) for i in range(players)], seed).state
    events = []
    rng = rng_for_step(f"view-{seed}", 0)
    n = 0
    while G.result(state) is None and (steps is None or n < steps):
        n += 1
        seat = min(G.actors(state))
        outcome = step(G, state, seat, complete_action(G, state, seat, rng), seed, n).outcome
        state = outcome.state
        events.extend(outcome.events)
    return state, events


def test_view_has_exactly_the_agreed_keys():
    t = Table()
    for viewer in (None, 0, 1):
        view = G.view_for(t.s, viewer)
        assert set(view) == VIEW_KEYS
        assert view["game"] == "spectaculum" and view["viewer"] == viewer
        assert set(view["seats"][0]) == {"seat", "cards", "hand_count", "money", "sickness_bill"}
    view = G.view_for(t.s, None)
    assert view["turn"] == 1 and view["phase"] == "before_travel" and view["actors"] == [0]
    assert len(view["spaces"]) == 87
    assert sum(1 for s in view["spaces"].values() if s["tile"]) == 48
    assert view["free_red_tiles"] == 8 and view["court_taken"] is False and view["result"] is None
    assert view["red_tiles_condition_met"] is False
    assert view["bag_count"] == 96 - 9


def test_r69_a_hand_is_seen_only_by_its_owner():
    t = Table()
    assert G.view_for(t.s, None)["hand"] is None
    assert G.view_for(t.s, 1)["hand"] == t.s["hands"][1]
    assert G.view_for(t.s, 2)["hand"] == t.s["hands"][2]
    assert [s["hand_count"] for s in G.view_for(t.s, None)["seats"]] == [0, 3, 3]


def test_r68_r71_unseen_counts_bag_and_other_hands():
    t = Table()
    for viewer in (None, 0, 1, 2):
        view = G.view_for(t.s, viewer)
        expected = dict(t.s["bag"])
        for seat, hand in enumerate(t.s["hands"]):
            if seat != viewer:
                for colour in hand:
                    expected[colour] += 1
        assert view["unseen"] == expected
    assert sum(G.view_for(t.s, None)["unseen"].values()) == 96 - 3  # all but the revealed three


def test_r70_money_hidden_by_default():
    t = Table()
    assert [s["money"] for s in G.view_for(t.s, None)["seats"]] == [None, None, None]
    assert [s["money"] for s in G.view_for(t.s, 1)["seats"]] == [None, 20, None]


def test_r70_money_public_option():
    t = Table(money_visibility="public")
    assert [s["money"] for s in G.view_for(t.s, None)["seats"]] == [20, 20, 20]


def test_r68_revealed_markers_tracks_cards_and_decks_are_public():
    t = Table().revealed("red", "blue", "yellow")
    view = G.view_for(t.s, None)
    assert view["revealed"] == ["red", "blue", "yellow"]
    assert view["tracks"] == {c: 5 for c in COLOURS} and view["decks"] == {c: 8 for c in COLOURS}
    assert view["seats"][1]["cards"] == {c: 1 for c in COLOURS}


def test_r20_the_view_says_how_many_actions_are_left():
    t = Table().cards(0, red=2).revealed("red", "blue", "yellow")
    assert G.view_for(t.s, None)["actions_left"] == 2
    t.play(0, sponsor("red"))
    assert G.view_for(t.s, None)["actions_left"] == 1
    t.play(0, release("red"))
    view = G.view_for(t.s, None)
    assert view["actions_left"] == 0 and view["phase"] == "travel"  # R22: travel starts by itself


def test_r59_the_view_says_when_few_enough_red_villages_are_free():
    t = Table()
    red = [sid for sid, kind in t.s["tiles"].items() if kind in ("payday", "sickness")]
    colours = iter(COLOURS * 3)
    for sid in red[:-2]:
        t.state["markers"][sid] = next(colours)  # only the count of free red villages matters here
    assert G.view_for(t.s, None)["free_red_tiles"] == 2
    assert G.view_for(t.s, None)["red_tiles_condition_met"] is False
    t.state["markers"][red[-2]] = "red"
    assert G.view_for(t.s, None)["red_tiles_condition_met"] is True


def public(events):
    return [e for e in events if e.to == "public"]


def test_highlight_frames_the_spaces_reached_and_the_track_moves_of_the_steps_given():
    t = Table().revealed("red", "blue", "yellow").marker("A03", "red").tile("A05", "plus2")
    steps = [t.play(0, TRAVEL), t.play(0, place("red", "A05"))]
    assert G.highlight(t.s, public(steps[-1].events)) == {"seat": 0, "spaces": ["A05"], "tracks": {"red": 2}}
    steps.append(t.play(0, place("blue", "A21")))
    # one step: only what it changed
    assert G.highlight(t.s, public(steps[-1].events)) == {"seat": 0, "spaces": ["A21"], "tracks": {}}
    steps += [t.play(0, place("yellow", "G21")), t.play(0, END)]
    # the whole turn, oldest first, up to the next player's start
    turn = [e for outcome in steps for e in public(outcome.events)]
    assert t.s["active"] == 1
    assert G.highlight(t.s, turn) == {"seat": 0, "spaces": ["A05", "A21", "G21"], "tracks": {"red": 2}}
    # nothing moved: nothing framed
    assert G.highlight(t.s, []) == {"seat": None, "spaces": [], "tracks": {}}


def test_highlight_adds_up_a_colour_and_drops_what_cancels_out():
    t = Table().revealed("red", "red", "blue").marker("A01", "red").tile("B02", "plus2").tile("B04", "minus2")
    t.marker("A03", "red")
    steps = [t.play(0, TRAVEL), t.play(0, place("red", "B02")), t.play(0, place("red", "B04"))]
    events = [e for outcome in steps for e in public(outcome.events)]
    assert G.highlight(t.s, events)["tracks"] == {}
    assert G.highlight(t.s, public(steps[1].events))["tracks"] == {"red": 2}


def test_highlight_reads_public_events_only():
    t = Table()
    private = [e for e in G.setup({}, [Seat(i) for i in range(3)], 1).events if e.to != "public"]
    assert private and G.highlight(t.s, private) == {"seat": None, "spaces": [], "tracks": {}}


def test_highlight_is_not_in_the_state_and_an_older_stored_state_still_loads():
    state = Table().s
    assert "highlight" not in state and "highlight" not in G.view_for(state, None)
    stored = {key: value for key, value in state.items() if key != "travelled"}

    def decoded(phase, turn):
        older = {**stored, "phase": phase, "highlight": {"seat": 2, "turn": turn, "spaces": ["A05"], "tracks": {}}}
        return G.decode_state(json.dumps({"game": "spectaculum", "schema": 1, "state": older}))

    assert decoded("before_travel", 0) == {**state, "travelled": ["A05"]}  # the last turn's travel
    assert decoded("travel", 1)["travelled"] == ["A05"]  # this turn's
    assert decoded("travel", 0)["travelled"] == []  # this turn travels and has placed nothing yet


def test_r35_the_order_of_the_latest_travels_placements_is_public():
    t = Table().revealed("red", "blue", "yellow")
    t.play(0, TRAVEL)
    t.play(0, place("blue", "A21"))
    t.play(0, place("red", "A01"))
    assert G.view_for(t.s, None)["travelled"] == ["A21", "A01"]
    t.play(0, place("yellow", "G21"))
    t.play(0, END)
    assert G.view_for(t.s, None)["travelled"] == ["A21", "A01", "G21"]  # until seat 1 travels
    t.play(1, TRAVEL)
    assert G.view_for(t.s, None)["travelled"] == []


@pytest.mark.parametrize("config", [{}, {"variant_four_markers": True}])
def test_r69_r71_hand_colours_only_in_private_events(config):
    private_kinds = {"spectaculum.hand_drawn", "spectaculum.marker_returned_private"}
    for seed in range(6):
        state, events = played(seed=seed, **config)
        for event in events:
            if event.kind in private_kinds:
                assert event.to == f"seat:{event.params['seat']}"
            else:
                assert event.to == "public"
                assert "colours" not in event.params or event.kind == "spectaculum.markers_revealed"


def test_r70_public_events_never_state_a_balance_while_money_is_hidden():
    for seed in range(6):
        state, events = played(seed=seed)
        for event in events:
            if event.kind != "spectaculum.final_score":
                assert "money" not in event.params, event


def test_resample_changes_unseen_markers_only():
    state, _ = played(steps=12)
    rng = random.Random(1)
    for viewer in (None, 0, 1, 2):
        changed = False
        for _ in range(10):
            other = G.resample_hidden(state, viewer, rng)
            assert G.view_for(other, viewer) == G.view_for(state, viewer)
            assert G.inventory(other) == G.inventory(state)
            G.check_invariants(other)
            changed |= other["hands"] != state["hands"]
        assert changed
        if viewer is not None:
            assert other["hands"][viewer] == state["hands"][viewer]


def test_views_of_an_ended_game():
    state, _ = played(seed=4)
    view = G.view_for(state, None)
    assert view["phase"] == "ended" and view["actors"] == []
    assert all(s["money"] is not None for s in view["seats"])
    result = G.result(state)
    assert view["result"]["scores"] == result.scores
    assert view["result"]["placings"] == result.placings
    assert set(view["result"]["payout"]) == {0, 1, 2}
    assert view["result"]["payout"][0] == {c: state["cards"][0][c] * state["tracks"][c] for c in COLOURS}


def test_r70_others_money_does_not_reach_a_view_while_hidden():
    state, _ = played(steps=20)
    for viewer in (None, 0, 1, 2):
        richer = {**state, "money": [m + 7 if seat != viewer else m for seat, m in enumerate(state["money"])]}
        assert G.view_for(richer, viewer) == G.view_for(state, viewer)
    public, _ = played(steps=20, money_visibility="public")
    richer = {**public, "money": [m + 7 for m in public["money"]]}
    assert G.view_for(richer, None) != G.view_for(public, None)
