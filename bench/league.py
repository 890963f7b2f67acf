"""python -m bench.league: AI levels play seeded games against each other.

For every registered game (or --game) and player count (default: Spectaculum 3, Rokoko 4,
Ladies & Gentlemen 8, else the smallest), each match-up "A-B" plays --games games: one
seat is level A, the others level B, and A's seat rotates through every position.
In a team game (seats with teams, as Ladies & Gentlemen's lady and gentleman) level A plays
a whole team and the team rotates; a team counts as one unit below. Printed per match-up:

  A wins      share of games where A's score is the highest (a shared first place
              counts half), with a 95% Wilson interval;
  A beats B   share of (A unit, B unit) pairs where A scored more (ties half), Wilson
              interval (pairs of one game are not independent; read it as a summary);
  margin      A's score minus the best B score, mean with a 95% normal interval;
  think time  per decision and level: median, p95 and max, as wall time and as the
              process's CPU time (other jobs on the machine inflate the wall time only).

Games run in parallel worker processes (--jobs, default: CPU count); every AI decision is
seeded from (game seed, step, seat), so a run's moves do not depend on --jobs unless the
strong level's time budget binds before its iteration cap.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from bench import players_for

DEFAULT_MATCHUPS = ("strong-easy", "strong-normal", "normal-easy")
MAX_STEPS = 20000


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_ci(values: list[float], z: float = 1.96) -> tuple[float, float, float]:
    if not values:
        return 0.0, 0.0, 0.0
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    half = z * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def play_one(task: tuple) -> dict:
    """One seeded game; `levels` names the level of every seat."""
    name, levels, seed, budget_s, iterations = task
    from engines import ai, registry
    from engines.core.contract import SYSTEM, timeout_action
    from engines.core.runner import step as run_step

    game = registry.get(name)
    players = len(levels)
    seats = game.default_seats(players)
    state = game.setup({}, seats, seed).state
    think: dict[str, list[float]] = {level: [] for level in set(levels)}
    cpu: dict[str, list[float]] = {level: [] for level in set(levels)}
    n = 0
    while game.result(state) is None:
        n += 1
        if n > MAX_STEPS:
            raise RuntimeError(f"{name} seed {seed}: the game does not end")
        actors = sorted(game.actors(state))
        if not actors:
            deadline = min(game.deadlines(state), key=lambda d: (d.due, d.id))
            state = run_step(game, state, SYSTEM, timeout_action(deadline.id), seed, n, now=deadline.due).outcome.state
            continue
        seat = actors[0]
        began, began_cpu = time.perf_counter(), time.process_time()
        budget = ai.Budget(time.monotonic, budget_s) if budget_s else None
        action = ai.choose(game, state, seat, levels[seat], seed, n, budget=budget, iterations=iterations)
        think[levels[seat]].append(time.perf_counter() - began)
        cpu[levels[seat]].append(time.process_time() - began_cpu)
        state = run_step(game, state, seat, action, seed, n).outcome.state
    result = game.result(state)
    assert result is not None  # the loop above ends with the game
    return {
        "levels": levels,
        "seed": seed,
        "scores": [result.scores[s] for s in range(players)],
        "winners": list(result.winners),
        "think": think,
        "cpu": cpu,
        "steps": n,
        "units": units_of(name, players),
    }


def units_of(name: str, players: int) -> list[list[int]]:
    """The seats that share a result: a team's seats (games whose seats have teams, like
    Ladies & Gentlemen's lady and gentleman), otherwise every seat alone."""
    from engines import registry

    game = registry.get(name)
    seats = game.default_seats(players)
    units: dict = {}
    for seat in sorted(seats, key=lambda x: x.index):
        team = getattr(seat, "team", None)
        units.setdefault(("team", team) if team is not None else ("seat", seat.index), []).append(seat.index)
    return list(units.values())


def tasks_for(name: str, players: int, matchup: str, games: int, first_seed: int, budget_s, iterations):
    """Level A plays one unit (a seat, or a whole team), rotating through the units."""
    a, b = matchup.split("-")
    units = units_of(name, players)
    for k in range(games):
        mine = units[k % len(units)]
        levels = tuple(a if s in mine else b for s in range(players))
        yield (name, levels, first_seed + k, budget_s, iterations)


def summarise(matchup: str, records: list[dict]) -> list[str]:
    a, b = matchup.split("-")
    wins = 0.0
    pairs = beats = 0.0
    margins = []
    for record in records:
        scores, levels = record["scores"], record["levels"]
        # one seat stands for each unit (a team shares one score), so partners never compete
        units = record.get("units") or [[s] for s in range(len(levels))]
        mine = [u[0] for u in units if levels[u[0]] == a]
        theirs = [u[0] for u in units if levels[u[0]] == b]
        winners = [u[0] for u in units if any(s in record["winners"] for s in u)]
        if any(s in winners for s in mine):
            wins += 1.0 if len(winners) == sum(1 for s in winners if s in mine) else 0.5
        for m in mine:
            for t in theirs:
                pairs += 1
                beats += 1.0 if scores[m] > scores[t] else 0.5 if scores[m] == scores[t] else 0.0
            margins.append(scores[m] - max(scores[t] for t in theirs))
    n = len(records)
    low, high = wilson(wins, n)
    plow, phigh = wilson(beats, int(pairs))
    mean, mlow, mhigh = mean_ci(margins)
    lines = [
        f"  {a} vs {b}: {n} games",
        f"    {a} wins        {wins / n:6.1%}  (95% CI {low:.1%} - {high:.1%})" if n else "    no games",
        f"    {a} beats {b:<7}{beats / pairs:6.1%}  (95% CI {plow:.1%} - {phigh:.1%}, {int(pairs)} seat pairs)"
        if pairs
        else "",
        f"    margin       {mean:+7.1f}  (95% CI {mlow:+.1f} .. {mhigh:+.1f}) = {a} score - best {b} score",
    ]
    return [line for line in lines if line]


def think_lines(records: list[dict]) -> list[str]:
    """Median, p95 and max per level: wall time (what a player waits on this machine, with
    whatever else runs on it) and the process's CPU time (the machine's speed alone)."""
    lines = []
    for key, what in (("think", "wall"), ("cpu", "CPU ")):
        times: dict[str, list[float]] = {}
        for record in records:
            for level, values in record.get(key, {}).items():
                times.setdefault(level, []).extend(values)
        for level in ("easy", "normal", "strong"):
            values = sorted(times.get(level, ()))
            if values:
                median = statistics.median(values)
                lines.append(
                    f"    {level:<7} {what} {len(values):6d} decisions   median {median * 1000:8.1f} ms"
                    f"   p95 {values[int(0.95 * (len(values) - 1))] * 1000:8.1f} ms"
                    f"   max {values[-1] * 1000:8.1f} ms"
                )
    return lines


def main(argv: list[str] | None = None) -> int:
    from engines import registry

    games = registry.all_games()
    parser = argparse.ArgumentParser(
        prog="python -m bench.league", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=12, help="games per match-up and player count")
    parser.add_argument("--game", choices=sorted(games), help="only this game")
    parser.add_argument("--players", type=int, help="player count (default per game)")
    parser.add_argument(
        "--matchups",
        default=",".join(DEFAULT_MATCHUPS),
        help="comma-separated A-B pairs of levels (default %(default)s)",
    )
    parser.add_argument(
        "--budget",
        type=float,
        default=1.0,
        help="strong level's time budget per decision, s (the bot's; 0: none, only the iteration cap)",
    )
    parser.add_argument("--iterations", type=int, default=None, help="strong level's iteration cap per decision")
    parser.add_argument("--seed", type=int, default=1, help="first game seed")
    parser.add_argument(
        "--progress", type=int, default=0, help="also print the figures so far after every this many games"
    )
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    args = parser.parse_args(argv)
    matchups = [m.strip() for m in args.matchups.split(",") if m.strip()]
    from engines.ai import LEVELS

    for matchup in matchups:
        parts = matchup.split("-")
        if len(parts) != 2 or not set(parts) <= set(LEVELS):
            parser.error(f"bad match-up {matchup!r}: use A-B with levels from {LEVELS}")

    began = time.perf_counter()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    print(
        f"Salon AI league: {args.games} games per match-up, {args.jobs} worker(s)"
        + (f", load average {load:.2f} at start" if load is not None else ""),
        flush=True,
    )
    all_records = []
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for name in [args.game] if args.game else sorted(games):
            game = games[name]
            players = args.players or players_for(game)  # the table size bench measures the game at
            if players not in game.player_counts:
                print(f"{name}: {players} players is not allowed ({game.player_counts}); skipped")
                continue
            print(f"\n{name}, {players} players", flush=True)
            for matchup in matchups:
                tasks = list(tasks_for(name, players, matchup, args.games, args.seed, args.budget, args.iterations))
                records = []
                for record in pool.map(play_one, tasks):  # in task order, as they finish
                    records.append(record)
                    if args.progress and len(records) % args.progress == 0 and len(records) < len(tasks):
                        print(f"  so far ({time.perf_counter() - began:.0f} s):")
                        for line in summarise(matchup, records) + think_lines(records):
                            print(line)
                        sys.stdout.flush()
                all_records.extend(records)
                for line in summarise(matchup, records):
                    print(line)
                print("    think time per decision:")
                for line in think_lines(records):
                    print(line)
                sys.stdout.flush()
    print("\nall games: think time per decision")
    for line in think_lines(all_records):
        print(line)
    print(f"{time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
