"""Views from seeded random Spectaculum games, collected per phase."""

from __future__ import annotations

import random

from engines import registry
from engines.core.random_player import random_game


def play(seed: int, players: int, config: dict | None = None):
    """Yield every state of one seeded random game, from setup to the end."""
    return random_game(registry.get("spectaculum"), players, seed, config, random.Random(seed))


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
