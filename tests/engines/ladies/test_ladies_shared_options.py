"""Prompt options are built once and shared by every prompt that offers them (prompts.py):
that holds only while nobody writes to an option, its params or its action. Whole games in
both exchange modes, driven the way the bot, the AI and the bench drive them, leave every
shared option as it was built."""

import pytest

from engines.ai.common import complete_actions
from engines.core.contract import Option
from engines.core.random_player import random_game
from engines.ladies import prompts
from tests.engines.ladies.ladies_helpers import G


@pytest.mark.parametrize(("players", "mode"), [(8, "async"), (10, "async"), (6, "live")])
def test_shared_options_stay_as_built(players, mode):
    offered: list[tuple[Option, Option]] = []  # (an option a prompt offered, a copy made then)
    for state in random_game(G, players, seed=5, config={"exchange_mode": mode}):
        for seat in sorted(G.actors(state)):
            decision = G.prompt(state, seat)
            for o in decision.options:
                offered.append((o, Option(o.id, o.label, dict(o.params), _copy(o.action))))
            assert complete_actions(G, state, seat)  # every chain walked, as the AI walks them
    assert G.result(state) is not None
    assert all(o == copy for o, copy in offered)
    shared = {id(o) for o, _ in offered}
    assert len(shared) < len(offered) / 2  # the options are shared, not rebuilt
    for (key, *items), table in prompts._slot_tables.items():
        action = dict(items)
        assert table == [
            Option(str(x), "ladies.option.slot", {"slot": x + 1}, {**action, key: x}) for x in range(len(table))
        ]


def _copy(action):
    return None if action is None else {k: list(v) if isinstance(v, list) else v for k, v in action.items()}
