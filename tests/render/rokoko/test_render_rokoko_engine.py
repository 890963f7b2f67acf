"""The Rokoko images from real engine views: every phase, 2-5 players (both board sides),
both languages, the spectator and every seat; the public image hides what it must."""

import random

import pytest

from engines import registry
from render.rokoko import render_board, render_private
from tests.render.rokoko.test_render_rokoko import NAMES, check_board, check_private
from tests.support.render_checks import assert_board_ignores_hidden

if "rokoko" not in registry.all_games():
    pytest.skip("the Rokoko engine is not registered", allow_module_level=True)

from tests.render.rokoko.rokoko_games import game, play

PHASES = ("select", "actions", "bonus", "ended")


def situations(players: int, seed: int) -> dict:
    """One state per situation of a random game: choosing cards, a main action, a bonus
    step, the final board (mid-game preferred)."""
    found = {}
    for state in play(seed, players):
        view = game().view_for(state, None)
        phase = view["phase"]
        if phase == "actions" and (view.get("in_play") or {}).get("stage") == "bonus":
            phase = "bonus"
        if phase not in found or (view["round"] <= 4 and phase != "ended"):
            found[phase] = state
    return found


@pytest.fixture(scope="module", params=[2, 3, 4, 5])
def states(request):
    found = situations(request.param, 40 + request.param)
    missing = set(PHASES) - set(found)
    assert not missing - {"bonus"}, f"random game reached only {sorted(found)}"
    return request.param, found


@pytest.mark.parametrize("language", ["en", "cs"])
def test_every_phase_every_viewer(states, language):
    players, found = states
    names = NAMES[:players]
    for _phase, state in found.items():
        spectator = game().view_for(state, None)
        assert spectator["side"] == ("2-3" if players <= 3 else "4-5")
        check_board(render_board(spectator, language, names), spectator)
        for seat in range(players):
            view = game().view_for(state, seat)
            check_board(render_board(view, language, names), view)
            check_private(render_private(view, language, names[seat], names))


@pytest.mark.parametrize("players", [2, 5])
def test_whole_random_game_renders(players):
    names = NAMES[:players]
    for n, state in enumerate(play(200 + players, players)):
        if n % 11 == 0 or state["phase"] == "ended":
            view = game().view_for(state, None)
            check_board(render_board(view, "cs" if n % 2 else "en", names), view)


def test_public_board_does_not_depend_on_hidden_data():
    """States that differ only in what a spectator may not know (hands, supplies, kept
    tiles, prestige, deck and bag order) give byte-identical public images."""
    states = list(play(17, 4))[5:-1:13]
    assert_board_ignores_hidden(game(), render_board, states, NAMES[:4], random.Random(5))


def test_own_view_shows_own_secrets_only():
    state = next(s for s in play(23, 3) if s["phase"] == "actions" and s.get("round", 1) >= 2)
    for seat in range(3):
        view = game().view_for(state, seat)
        assert view["private"]["seat"] == seat
        others = [s for s in view["seats"] if s["seat"] != seat]
        assert all(s["pp"] is None for s in others)
