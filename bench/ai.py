"""How long the AI takes for one decision, per level, on states spread over seeded random games
(these figures were timed tests in tests/engines/ai once; a test must not depend on the machine)."""

from __future__ import annotations

import time

from bench import Figure, median
from bench.engine import states
from engines import ai
from engines.core.contract import Game

# (level, player count, statistic, target in ms): the AI's targets where the issues set one
TARGETS = {
    "spectaculum": (("normal", 3, "median", 50.0),),
    "ladies": (("normal", 8, "median", 50.0), ("strong", 8, "max", 5000.0)),
}


def spread(game: Game, players: int, seed: int, count: int) -> list[dict]:
    """`count` states spread evenly over one seeded random game, each with someone to act."""
    found = [s for s in states(game, players, seed) if game.result(s) is None and game.actors(s)]
    if len(found) <= count:
        return found
    return [found[(len(found) - 1) * k // (count - 1)] for k in range(count)]


def measure(game: Game, quick: bool = False) -> list[Figure]:
    figures = []
    for level, players, statistic, target in TARGETS.get(game.name, ()):
        count = max(2, {"normal": 40, "strong": 6}[level] // (4 if quick else 1))
        times = []
        for seed in range(1 if quick else 2):
            for n, state in enumerate(spread(game, players, seed, count)):
                seat = min(game.actors(state))
                began = time.perf_counter()
                ai.choose(game, state, seat, level, seed, n)
                times.append(1000 * (time.perf_counter() - began))
        value = median(times) if statistic == "median" else max(times)
        figures.append(
            Figure(
                game.name,
                f"ai {level} {players}p: {statistic} per decision",
                value,
                "ms",
                at_most=target,
                detail=f"{len(times)} decisions",
            )
        )
    return figures
