"""Random games per second for every registered game and player count (not a test).

Each step goes the way the bot and the AI drive an engine: actors(), the random player's
prompt() chain, then runner.step (the step's rng, apply). Run:

    python tests/conformance/bench_random_games.py [games] [game name ...]
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engines import registry  # noqa: E402
from engines.core.contract import Seat  # noqa: E402
from engines.core.random_player import complete_action  # noqa: E402
from engines.core.rng import rng_for_step  # noqa: E402
from engines.core.runner import step  # noqa: E402


def play(game, players: int, seed: int) -> int:
    state = game.setup({}, [Seat(i) for i in range(players)], seed).state
    chooser = rng_for_step(f"bench:{seed}", 0)
    n = 0
    while game.result(state) is None:
        n += 1
        seat = min(game.actors(state))
        state = step(game, state, seat, complete_action(game, state, seat, chooser), seed, n).outcome.state
    return n


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 500
    names = argv[1:] or sorted(registry.all_games())
    for name in names:
        game = registry.get(name)
        for players in game.player_counts:
            start = time.perf_counter()
            steps = sum(play(game, players, seed) for seed in range(games))
            elapsed = time.perf_counter() - start
            print(f"{name} {players}p: {games / elapsed:7.1f} games/s, "
                  f"{steps / games:5.1f} steps/game, {steps / elapsed:8.0f} steps/s")


if __name__ == "__main__":
    main(sys.argv[1:])
