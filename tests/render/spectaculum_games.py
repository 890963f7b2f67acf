"""Views from seeded random Spectaculum games, collected per phase."""
from __future__ import annotations

import random

from engines import registry
from engines.core import runner
from engines.core.contract import Seat
from engines.core.random_player import complete_action


def play(seed: int, players: int, config: dict | None = None):
    """Yield every state of one seeded random game, from setup to the end."""
    game = registry.get("spectaculum")
    state = runner.start(game, {"players": players, **(config or {})}, [Seat(i) for i in range(players)], seed).state
    yield state
    rng = random.Random(seed)
    n = 0
    while game.result(state) is None:
        seat = sorted(game.actors(state))[0]
        n += 1
        action = complete_action(game, state, seat, rng)
        state = runner.step(game, state, seat, action, seed, n).outcome.state
        yield state


def states_by_phase(max_games: int = 40) -> dict[str, dict]:
    """One state per phase (the first found, mid-game preferred), from games with the
    four-marker variant (reveal, keep_or_return) and distribution C (more sickness)."""
    found: dict[str, dict] = {}
    phases = {"reveal", "before_travel", "travel", "after_travel", "settle_sickness", "keep_or_return", "ended"}
    for seed in range(max_games):
        config = {"variant_four_markers": seed % 2 == 0, "tile_distribution": "C"}
        for state in play(seed, 2 + seed % 3, config):
            phase = state["phase"]
            if phase not in found and (state["turn"] >= 6 or phase == "ended"):
                found[phase] = state
        if found.keys() >= phases:
            break
    return found
