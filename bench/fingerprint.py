"""python -m bench.fingerprint: one sha256 over a few hundred seeded games of every game.

A refactoring that must not change what the engines mean is run before and after: the
hash must stay the same. It covers, at every step of every game, the state (canonical
JSON without its top-level "highlight", which is presentation and moves out of the state),
the actors, the deadlines, every actor's decision and the chain the mover walked, the
mover's side decision, and at the end the result. The games: every player count with the
defaults, every value of every option (one changed at a time), random legal moves
(engines.core.random_player), and games where one seat plays the AI's "easy", "normal" or
"strong" (an iteration cap, so it is reproducible) choices.

The quick form is the test suite's (tests/engines/test_fingerprint.py holds its value): fewer
games of the same kinds, a few seconds in all.

    python -m bench.fingerprint          # the total, one hash per game, and per game the hashes
                                         # of its games without and with a strong seat
    python -m bench.fingerprint --quick  # the quick form's hash per game
    from bench.fingerprint import fingerprint; fingerprint()  # {game: hexdigest, "total": hexdigest, ...}
"""

from __future__ import annotations

import hashlib
import sys

from engines import ai, registry
from engines.core import codec, runner
from engines.core.contract import side_decision
from engines.core.random_player import random_choice
from engines.core.rng import rng_for_step

DEFAULT_SEEDS = 10  # random games per player count with the defaults
OPTION_SEEDS = 2  # random games per changed option value
AI_LEVELS = ("easy", "normal", "strong")
STRONG_ITERATIONS = 8


def _decision(decision) -> object:
    if decision is None:
        return None
    return [
        decision.kind,
        decision.prompt,
        decision.params,
        [[o.id, o.label, o.params, o.action] for o in decision.options],
        decision.min_choices,
        decision.max_choices,
        decision.multi_action,
        list(decision.number_range) if decision.number_range is not None else None,
    ]


def _state(state: dict) -> dict:
    return {k: v for k, v in state.items() if k != "highlight"}


def _walk(game, state, seat, rng, record) -> dict:
    """The random player's complete action, recording every decision on the way."""
    path: tuple = ()
    while True:
        decision = game.prompt(state, seat, path)
        record(["chain", path, _decision(decision)])
        choice = random_choice(decision, rng)
        if isinstance(choice, dict):
            return choice
        path = path + (choice,)


def play(game, players: int, seed: int, config: dict, record, ai_level: str | None = None) -> None:
    """One seeded game to the end; `ai_level` plays seat 0 with the AI, the rest randomly."""
    rng = rng_for_step(f"fingerprint:{seed}", 0)
    config = {**config, "players": players}
    state = runner.start(game, config, runner.default_seats(game, players), seed).state
    n = 0
    while True:
        actors = game.actors(state)
        record(["state", n, _state(state)])
        record(["actors", sorted(actors)])
        record(["deadlines", [[d.id, d.due, list(d.seats)] for d in game.deadlines(state)]])
        for seat in sorted(actors):
            record(["prompt", seat, _decision(game.prompt(state, seat))])
        result = game.result(state)
        if result is not None:
            record(["result", result.to_json()])
            return
        n += 1

        def choose(s, seat, n=n):
            record(["side", seat, _decision(side_decision(game, s, seat))])
            if ai_level is not None and seat == 0:
                action = ai.choose(game, s, seat, ai_level, seed, n, iterations=STRONG_ITERATIONS)
            else:
                action = _walk(game, s, seat, rng, record)
            record(["action", seat, action])
            return action

        seat, action = runner.next_actor_and_action(game, state, choose)
        state = runner.step(game, state, seat, action, seed, n, now=float(n)).outcome.state


def games_of(game, quick: bool = False):
    """(players, seed, config, ai level) of every game played for `game`."""
    if quick:
        yield from _quick_games_of(game)
        return
    counts = list(game.player_counts)
    for players in counts:
        for seed in range(DEFAULT_SEEDS):
            yield players, seed, {}, None
    k = 0
    for option, spec in game.config_options().items():
        for value in spec["choices"]:
            if value == spec["default"] and type(value) is type(spec["default"]):
                continue
            for _seed in range(OPTION_SEEDS):
                # the first count from a rotating start that the value allows (a start seat)
                allowed = [
                    p
                    for p in counts[k % len(counts) :] + counts[: k % len(counts)]
                    if not (option == "start_player" and isinstance(value, int) and value >= p)
                ]
                yield allowed[0], 100 + k, {option: value}, None
                k += 1
    for i, level in enumerate(AI_LEVELS):
        yield counts[i % len(counts)], 200 + i, {}, level


def _quick_games_of(game):
    """The quick form: the smallest and the largest table with the defaults, every value of every
    option (one changed at a time) once, at the smallest table it allows, and one table where a seat
    plays the AI's "easy" level (the other levels search, which is what makes them slow)."""
    counts = list(game.player_counts)
    for players in dict.fromkeys((counts[0], counts[-1])):
        yield players, 0, {}, None
    k = 0
    for option, spec in game.config_options().items():
        for value in spec["choices"]:
            if value == spec["default"] and type(value) is type(spec["default"]):
                continue
            allowed = [p for p in counts if not (option == "start_player" and isinstance(value, int) and value >= p)]
            yield allowed[0], 100 + k, {option: value}, None
            k += 1
    yield counts[0], 200, {}, "easy"


def fingerprint(names=None, quick: bool = False) -> dict[str, str]:
    """{game: hexdigest of all its games, "total": hexdigest over the games' digests}, and per
    game "<game> without strong" and "<game> strong": the same games split by whether a seat
    plays the strong level (whose choices change by design when the search is tuned, so the
    rest can be shown identical on its own). `quick`: the quick form's games, which have no strong
    seat, and no split."""
    games = registry.all_games()
    total = hashlib.sha256()
    out = {}
    parts = {}
    for name in sorted(names or games):
        digest = hashlib.sha256()
        split = {False: hashlib.sha256(), True: hashlib.sha256()}

        for players, seed, config, level in games_of(games[name], quick):
            part = split[level == "strong"]

            def record(item, digest=digest, part=part):
                line = codec.dumps(item).encode() + b"\n"
                digest.update(line)
                part.update(line)

            record(["game", name, players, seed, config, level])
            play(games[name], players, seed, config, record, level)
        out[name] = digest.hexdigest()
        parts[f"{name} without strong"] = split[False].hexdigest()
        parts[f"{name} strong"] = split[True].hexdigest()
        total.update(f"{name}:{out[name]}\n".encode())
    out["total"] = total.hexdigest()
    return out if quick else {**out, **parts}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    quick = "--quick" in argv
    names = [name for name in argv if name != "--quick"]
    result = fingerprint(names or None, quick=quick)
    for name, digest in result.items():
        print(f"{name:<27} {digest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
