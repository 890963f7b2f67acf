"""python -m bench.fairness [--games N]: for every game and player count, fingerprints of
seeded random games (sha256 of their states, of their events and of their results, apart,
so a change that should touch only one of them can be checked against an older commit),
how many steps may be undone, and what the kernel's undo check costs per move."""

from __future__ import annotations

import argparse
import hashlib
import random
import statistics
import time

from engines import registry
from engines.core import runner
from engines.core.random_player import complete_action


def play(game, players: int, seed: int, config: dict):
    """(states, events, result, undoable steps, check seconds per step) of one seeded game."""
    seats = runner.default_seats(game, players)
    outcome = game.setup({**config, "players": players}, seats, seed)
    state = outcome.state
    states, events, costs = [game.encode_state(state)], [[e.to_json() for e in outcome.events]], []
    undoable = 0
    chooser = random.Random(f"fingerprint:{seed}")
    n = 0
    while game.result(state) is None:
        n += 1
        seat, action = runner.next_actor_and_action(game, state, lambda s, x: complete_action(game, s, x, chooser))
        stepped = runner.step(game, state, seat, action, seed, n, now=float(n))
        began = time.perf_counter()
        undoable += stepped.undoable
        costs.append(time.perf_counter() - began)
        state = stepped.outcome.state
        states.append(game.encode_state(state))
        events.append([e.to_json() for e in stepped.outcome.events])
    return states, events, game.result(state).to_json(), undoable, costs


def digest(value) -> str:
    return hashlib.sha256(repr(value).encode()).hexdigest()[:12]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.fairness", description=__doc__)
    parser.add_argument("--games", type=int, default=3, help="seeded games per game and player count")
    args = parser.parse_args(argv)
    for name, game in sorted(registry.all_games().items()):
        for players in game.player_counts:
            runs = [play(game, players, seed, {}) for seed in range(args.games)]
            costs = sorted(c for run in runs for c in run[4])
            steps = len(costs)
            print(
                f"{name} {players}p: states {digest([r[0] for r in runs])} events {digest([r[1] for r in runs])} "
                f"results {digest([r[2] for r in runs])} | {steps} steps, {sum(r[3] for r in runs)} undoable | "
                f"undo check per move: mean {1000 * statistics.mean(costs):.1f} ms, "
                f"p95 {1000 * costs[int(0.95 * (steps - 1))]:.1f} ms, max {1000 * costs[-1]:.0f} ms",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
