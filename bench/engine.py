"""Random full games per CPU-second (issue 22, item 6), every step the way the bot and the
AI drive an engine: actors(), the random player's prompt() chain, then runner.step (the
step's rng, apply). Process CPU time (time.process_time), so other jobs on the machine do
not count; the machine-speed reference (a fixed pure-Python workload) is measured first,
and says how fast this machine runs Python today."""

from __future__ import annotations

import time
from collections.abc import Iterator

from bench import Figure, targets_for
from bench.store_growth import reference_ms
from engines.core.contract import Game
from engines.core.random_player import random_game
from engines.core.rng import rng_for_step


def states(game: Game, players: int, seed: int) -> Iterator[dict]:
    """Every state of one seeded random game, from setup to the end."""
    config = {key: spec["default"] for key, spec in game.config_options().items()}
    return random_game(game, players, seed, config, rng_for_step(f"bench:{seed}", 0))


def play(game: Game, players: int, seed: int) -> int:
    """Play one random game to the end; the number of steps."""
    return sum(1 for _ in states(game, players, seed)) - 1


def games_per_cpu_second(game: Game, players: int, games: int) -> tuple[float, float]:
    """(random full games per CPU-second, steps per game) over seeds 0 .. games-1, warmed up."""
    play(game, players, seed=-1)  # warm-up: data files, caches
    began = time.process_time()
    steps = sum(play(game, players, seed) for seed in range(games))
    elapsed = time.process_time() - began
    return games / elapsed, steps / games


def measure(game: Game, quick: bool = False) -> list[Figure]:
    targets = targets_for(game)
    games = 10 if quick else targets.engine_games
    figures = [Figure(game.name, "engine: machine-speed reference (fixed Python workload)", reference_ms(), "ms")]
    for players in game.player_counts:
        aimed = targets.games_per_s if targets.games_per_s_all_counts or players == targets.players else None
        per_second, steps = games_per_cpu_second(game, players, games)
        figures += [
            Figure(
                game.name,
                f"engine {players}p: random games/s (CPU time)",
                per_second,
                "games/s",
                at_least=aimed,
            ),
            Figure(game.name, f"engine {players}p: steps per game", steps, "steps"),
            Figure(game.name, f"engine {players}p: steps/s (CPU time)", steps * per_second, "steps/s", digits=0),
        ]
    return figures
