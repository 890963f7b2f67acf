"""Views from seeded random Rokoko games (engines/core random player and runner)."""
from __future__ import annotations

import random

from engines import registry
from engines.core import runner
from engines.core.contract import Seat
from engines.core.random_player import complete_action


def game():
    return registry.get("rokoko")


def play(seed: int, players: int, config: dict | None = None):
    """Yield every state of one seeded random game, from setup to the end."""
    rokoko = game()
    state = runner.start(rokoko, {"players": players, **(config or {})}, [Seat(i) for i in range(players)], seed).state
    yield state
    rng = random.Random(seed)
    n = 0
    while rokoko.result(state) is None:
        seat = sorted(rokoko.actors(state))[0]
        n += 1
        action = complete_action(rokoko, state, seat, rng)
        state = runner.step(rokoko, state, seat, action, seed, n).outcome.state
        yield state
