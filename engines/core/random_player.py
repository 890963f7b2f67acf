"""A player that picks uniformly among legal complete actions by walking the prompt chain."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.contract import Decision, Game, Option
from engines.core.rng import rng_for_step


def complete_action(game: Game, state, seat: int, rng, path: tuple[str, ...] = ()) -> dict:
    """Follow the decision chain with random choices until an option yields an action."""
    prompt = game.prompt
    while True:
        decision = prompt(state, seat, path)
        if decision is None:
            raise RuntimeError(f"{game.name}: seat {seat} is an actor but has no decision")
        options = decision.options
        if decision.max_choices == 1 and decision.number_range is None and type(options) is tuple:
            option = options[int(rng.random() * len(options))]
            if option.action is not None:
                return option.action
            path = path + (option.id,)  # random_choice's usual case, inline
            continue
        action = random_choice(decision, rng)
        if isinstance(action, dict):
            return action
        path = path + (action,)


def random_choice(decision: Decision, rng) -> dict | str:
    """A complete action, or the id of an option that continues the chain."""
    if decision.number_range is not None:
        low, high = decision.number_range
        return {**(decision.multi_action or {}), "value": low + int(rng.random() * (high - low + 1))}
    if decision.max_choices > 1:
        ids = [option.id for option in decision.options]
        count = decision.min_choices + int(rng.random() * (decision.max_choices - decision.min_choices + 1))
        chosen = []
        for _ in range(min(count, len(ids))):
            chosen.append(ids.pop(int(rng.random() * len(ids))))
        return {**(decision.multi_action or {}), "ids": chosen}
    options: Sequence[Option] = decision.options  # rng.pick(rng, options), without copying the tuple
    if type(options) is not tuple:
        options = list(options)
    option = options[int(rng.random() * len(options))]
    return option.action if option.action is not None else option.id


def random_game(game: Game, players: int, seed: int, config: dict | None = None, rng=None):
    """Every state of one seeded game of random legal moves, from setup to the end; the
    seating is the game's default and the rules' timers run out when nobody can act."""
    from engines.core import runner

    rng = rng if rng is not None else rng_for_step(f"random:{seed}", 0)
    state = runner.start(game, {**(config or {}), "players": players}, runner.default_seats(game, players), seed).state
    yield state
    n = 0
    result, actors, step = game.result, game.actors, runner.step

    def choose(s, seat):
        return complete_action(game, s, seat, rng)

    while result(state) is None:
        n += 1
        movers = actors(state)
        if movers:  # runner.next_actor_and_action's usual case, inline
            seat = min(movers)
            action = complete_action(game, state, seat, rng)
        else:
            seat, action = runner.next_actor_and_action(game, state, choose)
        state = step(game, state, seat, action, seed, n).outcome.state
        yield state
