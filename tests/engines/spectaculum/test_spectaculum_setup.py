"""Components, configuration and setup: R1-R18, R65, R72."""

from collections import Counter, deque

import pytest

from engines.core.contract import Seat
from engines.spectaculum import data
from tests.engines.spectaculum.spectaculum_helpers import COLOURS, G, Table


def setup(players=3, seed=1, **config):
    return G.setup(config, [Seat(i) for i in range(players)], seed)


def test_r1_four_colours():
    assert [c["id"] for c in data.colours()] == list(COLOURS)
    assert all(c["rgb"].startswith("#") for c in data.colours())


def test_r2_r3_r4_r16_component_numbers_come_from_the_data_file():
    rules = data.rules()
    assert (rules.cards_per_colour, rules.markers_per_colour) == (11, 24)
    assert (rules.track_min, rules.track_max, rules.track_start) == (0, 25, 5)
    assert rules.starting_money == 20
    assert rules.court_delta == 5


@pytest.mark.parametrize("name, red", [("B", 8), ("A", 11), ("C", 16)])
def test_r6_r7_tile_distributions(name, red):
    counts = data.rules().distributions[name]
    assert sum(counts.values()) == 48
    assert sorted(counts) == sorted(k["id"] for k in data.tile_kinds())
    assert counts["payday"] + counts["sickness"] == red
    assert {k["id"] for k in data.tile_kinds() if k["red_border"]} == {"payday", "sickness"}


def test_r7_default_distribution_is_b():
    assert G.config_options()["tile_distribution"]["default"] == "B"
    counts = Counter(setup().state["tiles"].values())
    assert counts == Counter(data.rules().distributions["B"])


def test_r72_reconstructed_board_counts_and_adjacency():
    board = data.board("reconstructed-hex-v1")
    kinds = Counter(space["kind"] for space in board["spaces"])
    assert kinds == {"village": 48, "blank": 26, "entry": 12, "court": 1}
    by_id = {space["id"]: space for space in board["spaces"]}
    for space in board["spaces"]:
        assert space["q"] == (space["x2"] - space["row"] - 1) // 2 and space["r"] == space["row"]
        for near in space["neighbours"]:
            assert space["id"] in by_id[near]["neighbours"]
            assert abs(by_id[near]["x2"] - space["x2"]) in (1, 2)
    assert sorted(by_id["D12"]["neighbours"]) == ["C11", "C13", "D10", "D14", "E11", "E13"]
    hqs = {hq["colour"]: sorted(hq["entries"]) for hq in board["hqs"]}
    assert hqs == {
        "red": ["A01", "A03", "B00"],
        "blue": ["A21", "A23", "B24"],
        "yellow": ["F24", "G21", "G23"],
        "green": ["F00", "G01", "G03"],
    }


def test_r72_every_colour_faces_the_same_geometry():
    board = data.load_board("reconstructed-hex-v1")
    for colour, entries in board.entries.items():
        distance = {sid: 1 for sid in entries}  # markers needed to occupy the space
        queue = deque(entries)
        while queue:
            sid = queue.popleft()
            for near in board.neighbours[sid]:
                if near not in distance:
                    distance[near] = distance[sid] + 1
                    queue.append(near)
        assert distance[board.court] == 7, colour
        assert all(v in distance for v in board.villages)
        assert max(distance[v] for v in board.villages) == 13


def test_data_file_is_the_one_source_of_numbers():
    # one record per component kind, each with its source mark
    raw = data.raw()
    for key in (
        "colours",
        "reputation_track",
        "money",
        "entertainer_cards",
        "travel_markers",
        "tile_kinds",
        "court",
        "village_tiles",
        "end_of_game",
        "board",
    ):
        assert raw[key]["source"] in ("confirmed", "inferred", "reconstructed"), key
    assert all(item["source"] for item in raw["tile_kinds"]["items"])
    assert all(space["source"] == "reconstructed" for space in raw["board"]["spaces"])


def test_r12_one_tile_on_each_village_and_nowhere_else():
    state = setup().state
    board = data.load_board(state["board"])
    assert set(state["tiles"]) == set(board.villages)


def test_r12_tiles_are_shuffled_by_the_seed():
    assert setup(seed=1).state["tiles"] == setup(seed=1).state["tiles"]
    assert setup(seed=1).state["tiles"] != setup(seed=2).state["tiles"]


def test_r13_r14_r15_r16_cards_tracks_money():
    for players in (2, 3, 4):
        state = setup(players).state
        assert state["decks"] == {c: 11 - players for c in COLOURS}
        assert state["cards"] == [{c: 1 for c in COLOURS}] * players
        assert state["tracks"] == {c: 5 for c in COLOURS}
        assert state["money"] == [20] * players


def test_r17_three_markers_each_then_the_first_turn_reveals_them():
    state = setup(4, start_player=2).state
    assert state["active"] == 2 and state["phase"] == "before_travel"
    assert len(state["revealed"]) == 3 and state["hands"][2] == []
    assert [len(h) for i, h in enumerate(state["hands"]) if i != 2] == [3, 3, 3]
    assert sum(state["bag"].values()) == 96 - 12


def test_r17_hands_are_drawn_privately():
    outcome = setup(3)
    drawn = [e for e in outcome.events if e.kind == "spectaculum.hand_drawn"]
    assert [e.to for e in drawn] == ["seat:0", "seat:1", "seat:2"]
    assert all(len(e.params["colours"]) == 3 for e in drawn)


def test_r65_variant_four_markers_each():
    state = setup(3, variant_four_markers=True, start_player=1).state
    assert [len(h) for h in state["hands"]] == [4, 4, 4]
    assert state["phase"] in ("reveal", "before_travel")  # reveal is skipped if all four match


def test_r18_start_player_is_seeded_or_configured():
    starts = {setup(seed=s).state["active"] for s in range(30)}
    assert starts == {0, 1, 2}
    assert setup(seed=5).state["active"] == setup(seed=5).state["active"]
    assert setup(start_player=1).state["active"] == 1


def test_setup_is_deterministic():
    assert G.encode_state(setup(seed=9).state) == G.encode_state(setup(seed=9).state)


def test_config_options_table():
    options = G.config_options()
    assert set(options) == {
        "variant_four_markers",
        "tile_distribution",
        "board",
        "start_player",
        "money_visibility",
        "track_clamp",
        "sickness_bill",
    }
    defaults = {name: spec["default"] for name, spec in options.items()}
    assert defaults == {
        "variant_four_markers": False,
        "tile_distribution": "B",
        "board": "reconstructed-hex-v1",
        "start_player": "random",
        "money_visibility": "hidden",
        "sickness_bill": "fixed",
        # The Czech rulebook decides (the English spec said `partial`): "Ignorujte všechny
        # efekty, pokud by se měla značka pohnout přes tyto dílky."
        "track_clamp": "ignore_whole_effect",
    }
    for spec in options.values():
        assert spec["default"] in spec["choices"]
    assert "partial" in options["track_clamp"]["choices"]


def test_setup_fills_config_defaults():
    config = setup().state["config"]
    assert config["players"] == 3 and config["track_clamp"] == "ignore_whole_effect"


@pytest.mark.parametrize(
    "config",
    [
        {"unknown": 1},
        {"track_clamp": "sometimes"},
        {"variant_four_markers": 1},
        {"start_player": 3},
        {"start_player": True},
        {"players": 4},
        {"tile_distribution": "D"},
    ],
)
def test_setup_rejects_bad_config(config):
    with pytest.raises(ValueError):
        G.setup(config, [Seat(i) for i in range(3)], 1)


@pytest.mark.parametrize("players", [1, 5])
def test_r10_two_to_four_players(players):
    assert G.player_counts == (2, 3, 4)
    with pytest.raises(ValueError):
        setup(players)


def test_r10_everything_is_used_whatever_the_player_count():
    for players in (2, 4):
        table = Table(players)
        assert len(table.s["tiles"]) == 48
        assert G.inventory(table.s) == {**{f"cards.{c}": 11 for c in COLOURS}, **{f"markers.{c}": 24 for c in COLOURS}}
