"""The Ladies & Gentlemen images from real engine views: every phase, 4/5/8/10 players,
both languages, the spectator and every seat; the public image hides what it must.
Skipped until the engine is registered."""

import random

import pytest

from engines import registry

if "ladies" not in registry.all_games():
    pytest.skip("the Ladies & Gentlemen engine is not registered", allow_module_level=True)

from engines.core import runner
from engines.core.contract import timeout_action
from engines.core.random_player import complete_action
from render.ladies import render_board, render_private
from tests.render.ladies.test_render_ladies import NAMES, check_board, check_private
from tests.support.render_checks import assert_board_ignores_hidden


def game():
    return registry.get("ladies")


def play(seed, players, config=None):
    g = game()
    state = runner.start(g, {"players": players, **(config or {})}, g.default_seats(players), seed).state
    yield state
    rng = random.Random(seed)
    n = 0
    while g.result(state) is None:
        actors = sorted(g.actors(state))
        n += 1
        if actors:
            seat, action = actors[0], complete_action(g, state, actors[0], rng)
        else:
            seat, action = None, timeout_action(min(d.id for d in g.deadlines(state)))
        state = runner.step(g, state, seat, action, seed, n).outcome.state
        yield state


def situations(players, seed):
    found = {}
    for state in play(seed, players, {"gossip": True}):
        v = game().view_for(state, None)
        key = (v["phase"], v["stages"]["ladies"], v["stages"]["gentlemen"], v["stages"]["evening"])
        if key not in found or v["day"] <= 2:
            found[key] = state
    return found


@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize("players", [4, 5, 8, 10])
def test_every_phase_every_viewer(players, language):
    found = situations(players, 60 + players)
    assert {k[0] for k in found} >= {"morning", "afternoon", "evening", "ended"}
    names = NAMES[:players]
    for state in found.values():
        check_board(render_board(game().view_for(state, None), language, names))
        for seat in range(players):
            view = game().view_for(state, seat)
            check_board(render_board(view, language, names))
            check_private(render_private(view, language, names[seat], names))


def test_public_board_does_not_depend_on_hidden_data():
    states = list(play(17, 8, {"gossip": True}))[3:-1:23]
    assert_board_ignores_hidden(game(), render_board, states, NAMES[:8], random.Random(5))
