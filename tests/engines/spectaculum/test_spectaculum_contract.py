"""Prompts, fallback, codec, static data, invariants (R73) and the en/cs texts."""

import re
from pathlib import Path

import pytest

import i18n
from bot.presenters import presenter_for
from engines import registry
from engines.core import IllegalAction
from engines.core.codec import SchemaMismatch
from engines.core.contract import Event, Seat
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from engines.core.runner import step
from engines.spectaculum import data
from tests.engines.spectaculum.spectaculum_helpers import TRAVEL, G, Table, place

ENGINE = Path(data.__file__).parent


def test_registered():
    assert registry.get("spectaculum") is G
    assert G.name == "spectaculum" and G.schema >= 1


def test_action_decision_is_one_flat_list():
    t = Table().revealed("red", "blue", "yellow").track(red=0, blue=4)
    decision = G.prompt(t.s, 0)
    assert decision.kind == "spectaculum.action" and decision.prompt == "spectaculum.prompt.before_travel"
    ids = [o.id for o in decision.options]
    assert ids == [
        "sponsor:red",
        "sponsor:blue",
        "sponsor:yellow",
        "sponsor:green",
        "release:red",
        "release:blue",
        "release:yellow",
        "release:green",
        "travel",
    ]
    by_id = {o.id: o for o in decision.options}
    assert by_id["sponsor:blue"].params == {"colour": "blue", "price": 4}
    assert by_id["sponsor:blue"].action == {"type": "sponsor", "colour": "blue"}
    assert by_id["release:red"].params == {"colour": "red", "price": 0}
    assert by_id["travel"].action == {"type": "travel"}
    assert G.prompt(t.s, 1) is None and G.prompt(t.s, 0, ("travel",)) is None


def test_travel_is_a_chain_marker_then_space():
    t = Table().revealed("red", "red", "blue")
    t.play(0, TRAVEL)
    first = G.prompt(t.s, 0)
    assert first.kind == "spectaculum.choose_marker"
    assert [(o.id, o.action, o.params["count"]) for o in first.options] == [("red", None, 2), ("blue", None, 1)]
    second = G.prompt(t.s, 0, ("red",))
    assert second.kind == "spectaculum.choose_space" and second.params == {"colour": "red"}
    assert [o.action for o in second.options] == [place("red", s) for s in ("A01", "A03", "B00")]
    assert G.prompt(t.s, 0, ("green",)) is None and G.prompt(t.s, 0, ("red", "A01")) is None


def test_space_option_labels_name_the_tile_or_the_court():
    t = Table().revealed("red", "blue", "yellow").marker("A01", "red")
    t.play(0, TRAVEL)
    options = {o.id: o for o in G.prompt(t.s, 0, ("red",)).options}
    assert options["B02"].label == "spectaculum.option.space_tile"
    tile = t.s["tiles"]["B02"]
    rules = data.rules()
    assert options["B02"].params == {
        "space": "B02",
        "tile": tile,
        "colour": "red",
        "delta": rules.tile_delta[tile],
        "money": rules.tile_money[tile],
    }
    assert options["A03"].label == "spectaculum.option.space"


def test_after_travel_offers_end_turn():
    t = Table().revealed("red", "blue", "yellow")
    t.play(0, TRAVEL)
    for colour, space in (("red", "A01"), ("blue", "A21"), ("yellow", "G21")):
        t.play(0, place(colour, space))
    decision = G.prompt(t.s, 0)
    assert decision.prompt == "spectaculum.prompt.after_travel"
    assert decision.options[-1].id == "end_turn" and "travel" not in [o.id for o in decision.options]


def test_fallback_is_the_least_eventful_legal_action():
    t = Table().revealed("red", "blue", "yellow")
    assert G.fallback_action(t.s, 0) == {"type": "travel"}
    t.play(0, TRAVEL)
    assert G.fallback_action(t.s, 0) == place("red", "A01")
    with pytest.raises(IllegalAction) as refused:
        G.fallback_action(t.s, 1)
    assert refused.value.code == "spectaculum.illegal.not_your_turn"


def test_codec_round_trip_and_schema():
    state = Table().s
    text = G.encode_state(state)
    assert G.decode_state(text) == state
    with pytest.raises(SchemaMismatch):
        G.decode_state(text.replace(f'"schema":{G.schema}', '"schema":99'))
    with pytest.raises(SchemaMismatch):
        G.decode_state('{"game":"rokoko","schema":1,"state":{}}')


def test_deadlines_none():
    assert G.deadlines(Table().s) == []


def test_static_data_for_the_renderer():
    board = data.board("reconstructed-hex-v1")
    assert set(board) == {"id", "spaces", "hqs"}
    assert set(board["spaces"][0]) == {"id", "kind", "row", "x2", "q", "r", "neighbours"}
    assert set(board["hqs"][0]) == {"colour", "entries", "corner"}
    board["spaces"].clear()  # a copy: the engine's board is untouched
    assert len(data.board("reconstructed-hex-v1")["spaces"]) == 87
    assert [k["id"] for k in data.tile_kinds()] == [
        "plus1",
        "plus2",
        "plus3",
        "minus1",
        "minus2",
        "minus3",
        "payday",
        "sickness",
    ]
    with pytest.raises(KeyError):
        data.board("no-such-board")


def test_r73_invariants_catch_broken_states():
    good = Table().s
    G.check_invariants(good)
    for breaks in (
        lambda s: s["money"].__setitem__(0, -1),
        lambda s: s["decks"].__setitem__("red", s["decks"]["red"] + 1),
        lambda s: s["bag"].__setitem__("blue", s["bag"]["blue"] - 1),
        lambda s: s["tracks"].__setitem__("green", 26),
        lambda s: (s["markers"].__setitem__("D12", "red"), s["bag"].__setitem__("red", s["bag"]["red"] - 1)),
        lambda s: s.__setitem__("actions_used", 3),
        lambda s: s["hands"][1].pop(),
    ):
        broken = Table().s
        breaks(broken)
        with pytest.raises(AssertionError):
            G.check_invariants(broken)


def test_inventory_counts_every_card_and_marker():
    inventory = G.inventory(Table().s)
    assert inventory == {
        **{f"cards.{c}": 11 for c in data.rules().colours},
        **{f"markers.{c}": 24 for c in data.rules().colours},
    }


# --- texts --------------------------------------------------------------------------------

NAMES = ["Anna", "Bedřich", "Cyril", "Dana"]


def _format(key: str, language: str, params: dict) -> str:
    """Through the bot's formatter; every placeholder must be filled by the params."""
    resolved = i18n.game_params(language, "spectaculum", params, NAMES)
    for field in i18n.variables(key, language):
        assert field in resolved, (key, field)
    return i18n.game_text(key, language, "spectaculum", params, NAMES)


def _walk_texts(config: dict, seed: int):
    """Every (key, params) a random game shows: events, decisions and their options."""
    state = G.setup(config, [Seat(i) for i in range(3)], seed).state
    out: list[tuple[str, dict | Event]] = []
    rng = rng_for_step(f"texts-{seed}", 0)
    n = 0
    while G.result(state) is None:
        for seat in G.actors(state):
            paths: list[tuple[str, ...]] = [()]
            while paths:
                path = paths.pop()
                decision = G.prompt(state, seat, path)
                assert decision is not None
                out.append((decision.prompt, decision.params))
                for option in decision.options:
                    out.append((option.label, option.params))
                    if option.action is None:
                        paths.append(path + (option.id,))
        n += 1
        seat = min(G.actors(state))
        outcome = step(G, state, seat, complete_action(G, state, seat, rng), seed, n).outcome
        state = outcome.state
        out.extend((f"events.{e.kind}", e) for e in outcome.events)
    return out


@pytest.mark.parametrize("language", ["en", "cs"])
def test_every_shown_text_exists_and_formats(language):
    seen = set()
    for config in ({}, {"variant_four_markers": True, "track_clamp": "partial", "tile_distribution": "C"}):
        for seed in range(4):
            for key, params in _walk_texts(config, seed):
                assert i18n.has(key, language), key
                if isinstance(params, Event):  # events are told by the presenter, which adds what they imply
                    assert presenter_for("spectaculum").event_line(params, language, NAMES), key
                else:
                    _format(key, language, params)
                seen.add(key)
    assert len(seen) > 40


def test_every_catalogue_key_is_in_both_languages():
    en = {k for k in i18n.catalogue("en") if "spectaculum" in k}
    cs = {k for k in i18n.catalogue("cs") if "spectaculum" in k}
    assert en == cs


@pytest.mark.parametrize("language", ["en", "cs"])
def test_every_illegal_code_and_event_kind_in_the_code_has_a_text(language):
    source = "\n".join(p.read_text(encoding="utf-8") for p in ENGINE.glob("*.py"))
    codes = set(re.findall(r'illegal\(\s*"(\w+)"', source))
    assert {"cannot_afford", "deck_empty", "travel_in_progress", "space_unreachable"} <= codes
    for code in codes:
        assert i18n.has(f"spectaculum.illegal.{code}", language), code
    kinds = set(re.findall(r'(?:event|private)\((?:\w+, )?"(\w+)"', source))
    assert len(kinds) > 25
    for kind in kinds:
        assert i18n.has(f"events.spectaculum.{kind}", language), kind


def test_colour_and_tile_names():
    for language in ("en", "cs"):
        for colour in data.rules().colours:
            assert i18n.has(f"spectaculum.colour.{colour}", language)
        for kind in [k["id"] for k in data.tile_kinds()] + ["court"]:
            assert i18n.has(f"spectaculum.tile.{kind}", language)
    assert i18n.t("spectaculum.tile.plus1", "cs").startswith("Farářův úsměv")
