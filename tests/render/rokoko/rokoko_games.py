"""Views from seeded random Rokoko games (engines/core random player and runner)."""

from __future__ import annotations

import random

from engines import registry
from engines.core.random_player import random_game


def game():
    return registry.get("rokoko")


def play(seed: int, players: int, config: dict | None = None):
    """Yield every state of one seeded random game, from setup to the end."""
    return random_game(game(), players, seed, config, random.Random(seed))
