"""Spectaculum's prompt options are built once and shared by every prompt that offers them
(prompts.py): that holds only while nobody writes to an option, its params or its action.
Whole games driven the way the bot, the AI and the bench drive them (every chain walked)
leave every shared option as it was built."""

import pytest

from engines import ai
from engines.ai.common import complete_actions
from engines.core.contract import Option
from engines.core.random_player import random_game
from tests.engines.spectaculum.spectaculum_helpers import G


def _chain_options(state, seat, path=()):
    decision = G.prompt(state, seat, path)
    for o in decision.options:
        yield o
        if o.action is None:
            yield from _chain_options(state, seat, path + (o.id,))


@pytest.mark.parametrize(("players", "config"), [(3, {}), (2, {"variant_four_markers": True}), (4, {})])
def test_shared_options_stay_as_built(players, config):
    offered: list[tuple[Option, Option]] = []  # (an option a prompt offered, a copy made then)
    for n, state in enumerate(random_game(G, players, seed=7, config=config)):
        for seat in sorted(G.actors(state)):
            for o in _chain_options(state, seat):
                offered.append((o, Option(o.id, o.label, dict(o.params), None if o.action is None else dict(o.action))))
            assert complete_actions(G, state, seat)  # every chain walked, as the AI walks them
            if n % 10 == 0:
                ai.choose(G, state, seat, "normal", 7, n)
    assert G.result(state) is not None
    assert all(o == copy for o, copy in offered)
    shared = {id(o) for o, _ in offered}
    assert len(shared) < len(offered) / 2  # the options are shared, not rebuilt
