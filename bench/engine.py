"""Random full games per CPU-second (issue 22, item 6), every step the way the bot and the
AI drive an engine: actors(), the random player's prompt() chain, then runner.step (the
step's rng, apply). Process CPU time (time.process_time), so other jobs on the machine do
not count; the machine-speed reference (a fixed pure-Python workload) is measured first,
and says how fast this machine runs Python today."""

from __future__ import annotations

import math
import time
from collections.abc import Iterator

from bench import Figure, reference_ms, targets_for
from engines.core import build, runner
from engines.core.contract import Game
from engines.core.random_player import complete_action, random_game
from engines.core.rng import LazyStepRandom, rng_for_step


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


def step_costs(game: Game, players: int, games: int, repeats: int = 3) -> tuple[float, float, float]:
    """Where a random game's time goes, in CPU µs a step over seeds 0 .. games-1: (the whole
    step as the game plays it, the random player's prompt chain alone, apply alone). Each seed's
    steps are recorded once, then the whole game, the chain alone and apply alone are timed
    `repeats` times, the least of each kept (other jobs on the machine only ever add time).
    The parts are timed apart, so they need not add up to the whole: a game may keep what one
    prompt of a chain worked out for the next (Rokoko does), which a part timed alone works
    out again."""
    config = {key: spec["default"] for key, spec in game.config_options().items()}
    play(game, players, seed=-1)  # warm-up
    clock = time.process_time
    whole = chain = applying = 0.0
    steps = 0
    for seed in range(games):
        rows = _steps(game, players, seed, config)
        steps += len(rows)
        best = [math.inf, math.inf, math.inf]
        for _ in range(repeats):
            began = clock()
            play(game, players, seed)
            best[0] = min(best[0], clock() - began)
            rng = rng_for_step(f"bench:{seed}", 0)  # the random player's own generator, as states() seeds it
            began = clock()
            for state, seat, _, _ in rows:
                if seat is not None:
                    complete_action(game, state, seat, rng)
            best[1] = min(best[1], clock() - began)
            contexts = [build.context(n, LazyStepRandom(seed, n)) for _, _, _, n in rows]
            began = clock()
            for (state, seat, action, _), ctx in zip(rows, contexts):
                game.apply(state, seat, action, ctx)
            best[2] = min(best[2], clock() - began)
        whole, chain, applying = whole + best[0], chain + best[1], applying + best[2]
    per_step = 1e6 / steps
    return whole * per_step, chain * per_step, applying * per_step


def _steps(game: Game, players: int, seed: int, config: dict) -> list[tuple[dict, int | None, dict, int]]:
    """(state, seat, action, step number) of every step of the game `states` plays."""
    rng = rng_for_step(f"bench:{seed}", 0)
    state = runner.start(game, {**config, "players": players}, runner.default_seats(game, players), seed).state
    rows: list[tuple[dict, int | None, dict, int]] = []
    while game.result(state) is None:
        n = len(rows) + 1
        seat, action = runner.next_actor_and_action(game, state, lambda s, seat: complete_action(game, s, seat, rng))
        rows.append((state, seat, action, n))
        state = runner.step(game, state, seat, action, seed, n).outcome.state
    return rows


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
        if players == targets.players:
            whole, chain, applying = step_costs(game, players, 5 if quick else 30)
            figures += [
                Figure(game.name, f"engine {players}p: µs a step, all of it", whole, "µs"),
                Figure(game.name, f"engine {players}p: µs a step, the prompt chain alone", chain, "µs"),
                Figure(game.name, f"engine {players}p: µs a step, apply alone", applying, "µs"),
            ]
    return figures
