"""How long the AI takes for one decision, per level, on states spread over seeded random games
(these figures were timed tests in tests/engines/ai once; a test must not depend on the machine)."""

from __future__ import annotations

import time

from bench import Figure, median, p95
from bench.engine import states
from engines import ai
from engines.core.contract import Game

# (level, player count, median target in ms) per game: normal where an issue set one, and strong
# everywhere (issue 22: at most 1 s median on this machine); p95 and max are printed beside
TARGETS = {
    "spectaculum": (("normal", 3, 50.0), ("strong", 3, 1000.0)),
    "rokoko": (("strong", 4, 1000.0),),
    "ladies": (("normal", 8, 50.0), ("strong", 8, 1000.0)),
}


def spread(game: Game, players: int, seed: int, count: int) -> list[dict]:
    """`count` states spread evenly over one seeded random game, each with someone to act."""
    found = [s for s in states(game, players, seed) if game.result(s) is None and game.actors(s)]
    if len(found) <= count:
        return found
    return [found[(len(found) - 1) * k // (count - 1)] for k in range(count)]


def measure(game: Game, quick: bool = False) -> list[Figure]:
    """Think time per decision as the process's CPU time (other jobs on a shared machine do
    not count), with the strong level's own iteration cap, as the bot plays it."""
    figures = []
    for level, players, target in TARGETS.get(game.name, ()):
        count = max(2, {"normal": 40, "strong": 12}[level] // (4 if quick else 1))
        times = []
        for seed in range(1 if quick else 2):
            for n, state in enumerate(spread(game, players, seed, count)):
                seat = min(game.actors(state))
                began = time.process_time()
                ai.choose(game, state, seat, level, seed, n)
                times.append(1000 * (time.process_time() - began))
        figures.append(
            Figure(
                game.name,
                f"ai {level} {players}p: median CPU per decision",
                median(times),
                "ms",
                at_most=target,
                detail=f"p95 {p95(times):.0f} ms, max {max(times):.0f} ms, {len(times)} decisions",
            )
        )
    return figures
