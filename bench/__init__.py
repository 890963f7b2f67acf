"""Benchmarks that print figures (`python -m bench`); they are not timed tests.

engine     random full games per CPU-second through engines/core/runner.step, with the
           machine-speed reference
ai         one AI decision per level: median CPU time, p95 and slowest
render     board and private images: time and PNG size
replay     the animated replay of a whole game (s, MiB) and one history page (ms)
bot_moves  one committed move through the real bot under SimCord
discord    Discord requests per event (a move, an AI move, a start, …), global and exempt
process    one process under load: many tables played at once, moves a second and a press's
           p95 to its board at saturation, and the p95 at a steady 30 moves a second
           (bench/process_load.py)
store      the store on SQLite and PostgreSQL: moves per second, latency with many games, start-up
growth     what stored games cost: timer queries, a move, listings with 10 and 10,000 games; bytes
           per finished game (bench/store_growth.py, with a machine-speed reference)
roundtrips transactions and round trips per committed move through the bot, on both backends
presses    the presses a turn costs a player in Discord: whole games through the bot under SimCord
memory     kept board images (SALON_IMAGE_MEMORY): RSS with 1, 100 and 1,000 games in rotation,
           render CPU per board with 1 and 100 (bench/memory.py)
web        the game pages: a history page served cold and warm, memory with 1,000 pages open, and how
           soon a move committed by another process reaches an open page (NOTIFY; a look on SQLite)
web-play   a seat played on its game's page at each game's largest table: clicks per decision, a
           move's click to the next board shown (p50, p95), the bytes of a live step's board
           (bench/web_play.py); per game, a live step's bytes over a whole game as PNG and lossless
           WebP, and the finished game's replay drawn in a worker process (bench/web_steps.py)
page       the same seat played in Chromium by clicking: a move's click to its board on screen
           (p50, p95) measured in the page, where that time went (the move's answer, the step's
           JSON, the board's image, its showing; the step's bytes), and the longest main-thread
           task meanwhile (bench/web_page.py)
"""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Targets:
    """The issues' targets for one game (games_per_s: issue 22's 1,000 / 400 / 300 random full
    games per CPU-second for Spectaculum, Rokoko 4p and Ladies 8p)."""

    players: int  # the player count of the render, bot and (if set) engine targets
    render_ms: float = 120.0
    png_kb: float = 1000.0
    games_per_s: float = 50.0  # random full games per CPU-second
    games_per_s_all_counts: bool = False  # else only at `players`
    move_p95_ms: float = 250.0
    engine_games: int = 60  # random games per player count in a full run
    bot_games: int = 2  # whole games played through the bot in a full run


TARGETS = {
    "spectaculum": Targets(
        players=3, render_ms=80.0, png_kb=800.0, games_per_s=1000.0, games_per_s_all_counts=True, engine_games=300
    ),
    "rokoko": Targets(players=4, games_per_s=400.0),
    "ladies": Targets(players=8, games_per_s=300.0, bot_games=1),  # ~1000 moves a game; a live-exchange game follows
}


def targets_for(game) -> Targets:
    return TARGETS.get(game.name) or Targets(players=min(game.player_counts))


def players_for(game) -> int:
    return targets_for(game).players


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
    line: str = ""  # a line of a fixed format of its own, printed under the table (bench/presses.py)

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


def reference_ms() -> float:
    """The median time of a fixed pure-Python workload (string building and hashing)."""

    def work() -> int:
        total = 0
        for i in range(200_000):
            total += hash(str(i)) & 0xFF
        return total

    times = []
    for _ in range(5):
        began = time.perf_counter()
        work()
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)


def table(figures: list[Figure]) -> str:
    """The figures as the printed table: game, measure, value, target and verdict."""
    rows = [("game", "measure", "value", "target", "")]
    rows += [(f.game, f.what, f.shown, f.target, f.verdict + (f"  {f.detail}" if f.detail else "")) for f in figures]
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    lines = []
    for row in rows:
        game, what, value, target, verdict = row
        lines.append(
            f"{game:<{widths[0]}}  {what:<{widths[1]}}  {value:>{widths[2]}}  "
            f"{target:<{widths[3]}}  {verdict}".rstrip()
        )
        if row is rows[0]:
            lines.append("-" * len(lines[0]))
    return "\n".join(lines)
