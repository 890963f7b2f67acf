"""Stored games keep their meaning: schema-1 logs (actions as paths through the question
chain) and states load, convert and replay to the same game; schema-2 actions name what
is chosen, independent of the order of the questions."""

from __future__ import annotations

import json
from pathlib import Path

from engines.core import runner
from engines.core.codec import loads
from engines.core.contract import stored_action
from engines.rokoko.game import Rokoko
from engines.rokoko.upgrade import upgrade_action
from tests.engines.rokoko.rokoko_helpers import seeded_game

G = Rokoko()
STORED = json.loads((Path(__file__).parent / "data" / "schema1_games.json").read_text())


def test_the_stored_games_are_schema_1_paths():
    assert STORED["schema"] == 1 and G.schema == 2
    kinds = {a["type"] for game in STORED["games"] for _, a, _ in game["log"]}
    assert kinds == {"select", "play", "bonus"}
    assert all("path" in a for game in STORED["games"] for _, a, _ in game["log"] if a["type"] != "select")


def test_stored_schema_1_games_replay_to_their_stored_final_state():
    for game in STORED["games"]:
        seats = runner.default_seats(G, game["players"])
        replayed = runner.replay(G, game["config"], seats, game["seed"], [tuple(entry) for entry in game["log"]])
        stored = G.decode_state(game["final_state"])  # schema 1, read through upgrade_state
        assert loads(game["final_state"])["schema"] == 1 and "highlight" in loads(game["final_state"])["state"]
        assert "highlight" not in stored
        assert G.encode_state(replayed) == G.encode_state(stored)
        assert G.result(replayed).scores == G.result(stored).scores


def test_converted_actions_are_named_and_replay_without_upgrade():
    for game in STORED["games"]:
        state = G.setup(game["config"], runner.default_seats(G, game["players"]), game["seed"]).state
        for n, (seat, old, _) in enumerate(game["log"], start=1):
            new = stored_action(G, old)
            assert "path" not in new
            assert upgrade_action(new) == new  # a current action comes back unchanged
            state = runner.step(G, state, seat, new, game["seed"], n).outcome.state
        assert G.encode_state(state) == G.encode_state(G.decode_state(game["final_state"]))


def _walk(state, seat, rng):
    """A random complete action through the prompt chain, with the path that reached it:
    (schema-2 action, the schema-1 action the same choices stored)."""
    path: tuple = ()
    while True:
        decision = G.prompt(state, seat, path)
        if decision.number_range is not None:
            low, high = decision.number_range
            value = low + int(rng.random() * (high - low + 1))
            return {**decision.multi_action, "value": value}, {
                "type": decision.multi_action["type"],
                "path": list(path),
                "value": value,
            }
        if decision.max_choices > 1 or decision.multi_action is not None and decision.min_choices != 1:
            ids = [o.id for o in decision.options]
            chosen = [x for x in ids if rng.random() < 0.5][: decision.max_choices]
            while len(chosen) < decision.min_choices:
                chosen.append(next(x for x in ids if x not in chosen))
            new = {**decision.multi_action, "ids": chosen}
            if new["type"] in ("select", "terrace"):  # these were named already in schema 1
                return new, new
            return new, {"type": new["type"], "path": list(path), "ids": chosen}
        option = decision.options[int(rng.random() * len(decision.options))]
        if option.action is not None:
            if option.action["type"] in ("select", "terrace"):
                return option.action, option.action
            return option.action, {"type": option.action["type"], "path": list(path + (option.id,))}
        path += (option.id,)


def test_every_path_of_random_games_upgrades_to_the_action_its_options_carry():
    """What a schema-1 log stored for a choice is what schema 2 stores for it, in every kind
    of decision random games reach (3 games, 2 to 5 players)."""
    seen = set()

    def choose(state, seat, rng):
        new, old = _walk(state, seat, rng)
        assert upgrade_action(old) == new, (old, new)
        seen.add((new["type"], new.get("action") or next(iter(sorted(set(new) - {"type"})), "")))
        return new

    for players, seed in ((2, 5), (4, 6), (5, 7)):
        for _ in seeded_game(players, seed, "upgrade", choose):
            pass
    assert {("play", "make_dress"), ("play", "acquire"), ("play", "fund"), ("bonus", "pass")} <= seen


def test_every_shape_of_a_schema_1_path_reads_as_what_it_chose():
    play = {"type": "play"}
    cases = [
        (["S-c1-M1", "favour"], {"card": "S-c1-M1", "action": "favour"}),
        (["S-c1-J", "pass"], {"card": "S-c1-J", "action": "pass"}),
        (
            ["E05", "acquire", "T14", "convert:1"],
            {"card": "E05", "action": "acquire", "tile": "T14", "tile_use": "convert:1"},
        ),
        (["E05", "hire", "E07"], {"card": "E05", "action": "hire", "hire": "E07"}),
        (["E05", "fund", "fw-2"], {"card": "E05", "action": "fund", "decoration": "fw-2"}),
        (["E05", "fund", "statue", "statue-1"], {"card": "E05", "action": "fund", "decoration": "statue-1"}),
        (
            ["S-c1-M1", "make_dress", "D01", "sell"],
            {"card": "S-c1-M1", "action": "make_dress", "dress": "D01", "use": "sell"},
        ),
        (
            ["S-c1-M1", "make_dress", "D01", "T14", "T12"],
            {"card": "S-c1-M1", "action": "make_dress", "dress": "D01", "silk": ["T14", "T12"]},
        ),
        (
            ["S-c1-M1", "make_dress", "D08", "rent", "hall-2", "hall-2/g2", "T17", "keep"],
            {
                "card": "S-c1-M1",
                "action": "make_dress",
                "dress": "D08",
                "use": "rent",
                "space": "hall-2/g2",
                "reward_tile": "T17",
                "tile_use": "keep",
            },
        ),
    ]
    for path, named in cases:
        assert upgrade_action({**play, "path": path}) == {**play, **named}, path
    bonus = [
        (["pass"], {"pass": True}),
        (["lace"], {"resource": "lace"}),
        (["draw"], {"draw": True}),
        (["3"], {"pp": 3}),
        (["S-c2-J"], {"dismiss": "S-c2-J"}),
        (["T24"], {"cash_in": ["T24"]}),
        (["T29", "convert:0"], {"tile": "T29", "tile_use": "convert:0"}),
        (
            ["D27", "red", "T30", "rent", "hall-1", "hall-1/g3"],
            {"dress": "D27", "discount": "red", "silk": ["T30"], "use": "rent", "space": "hall-1/g3"},
        ),
        (["fountain-up-2"], {"decoration": "fountain-up-2"}),
    ]
    for path, named in bonus:
        assert upgrade_action({"type": "bonus", "path": path}) == {"type": "bonus", **named}, path
    assert upgrade_action({"type": "bonus", "path": [], "ids": ["T02"]}) == {"type": "bonus", "ids": ["T02"]}
    assert upgrade_action({"type": "bonus", "path": [], "value": 30}) == {"type": "bonus", "value": 30}
    assert upgrade_action({"type": "gain", "path": ["keep"]}) == {"type": "gain", "tile_use": "keep"}
    # what schema 1 could not have stored stays as it is, for apply to refuse
    for odd in (
        {"type": "play", "path": ["E05", "hire"]},
        {"type": "bonus", "path": ["nonsense"]},
        {"type": "play", "path": "E05"},
        {"type": "select", "ids": ["E05"]},
    ):
        assert upgrade_action(odd) == odd
