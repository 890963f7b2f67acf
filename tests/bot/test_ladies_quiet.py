"""A quiet thread for Ladies & Gentlemen: a step that changes nothing public posts no new board."""

import random

from bot.presenters import presenter_for
from engines.core.contract import Context
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from engines.ladies.game import Ladies
from engines.ladies.setup import default_seats

G = Ladies()


def test_r69_a_step_without_a_public_event_leaves_the_board_as_it_was_and_posts_none():
    presenter = presenter_for("ladies")
    state, rng = G.setup({}, default_seats(8), 2).state, random.Random(2)
    quiet = posted = 0
    for n in range(1, 700):
        actors = sorted(G.actors(state))
        if not actors:
            break
        seat = actors[int(rng.random() * len(actors))]
        out = G.apply(
            state, seat, complete_action(G, state, seat, rng), Context(step=n, rng=rng_for_step("q", n), now=float(n))
        )
        board = G.view_for(out.state, None)
        if presenter.posts_board(out.events, board):
            posted += 1
        else:
            quiet += 1
            assert board == G.view_for(state, None), "a quiet step changed the public view"
        state = out.state
        if quiet >= 10:
            break
    assert quiet >= 10 and posted
