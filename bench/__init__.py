"""Benchmarks that print figures (`python -m bench`); they are not timed tests.

engine     random games per second through engines/core/runner.step
render     board and private images: time and PNG size
bot_moves  one committed move through the real bot under SimCord
"""
from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

# The targets, the same for every game.
RENDER_MS = 80.0
PNG_KB = 800.0
GAMES_PER_S = 200.0
MOVE_P95_MS = 250.0

# Player count for the render and bot measurements, per game (else the smallest count).
PLAYERS = {"spectaculum": 3}


def players_for(game) -> int:
    return PLAYERS.get(game.name, min(game.player_counts))


@dataclass(frozen=True)
class Figure:
    game: str
    what: str
    value: float
    unit: str
    at_most: float | None = None  # target: value <= at_most
    at_least: float | None = None  # target: value >= at_least
    digits: int = 1
    detail: str = ""  # printed at the end of the row

    @property
    def target(self) -> str:
        if self.at_most is not None:
            return f"<= {self.at_most:g}"
        if self.at_least is not None:
            return f">= {self.at_least:g}"
        return ""

    @property
    def verdict(self) -> str:
        if self.at_most is not None:
            return "PASS" if self.value <= self.at_most else "MISS"
        if self.at_least is not None:
            return "PASS" if self.value >= self.at_least else "MISS"
        return ""

    @property
    def shown(self) -> str:
        return f"{self.value:.{self.digits}f} {self.unit}".rstrip()


def median(values) -> float:
    return statistics.median(values)


def p95(values) -> float:
    """Nearest-rank 95th percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]
