"""Undo is fair, for every game in engines.registry: a step the runner calls undoable
shows nobody anything they could not know before it.

For every undoable step of seeded random games, and for every viewer (each seat, the
acting one too, and the spectator): in several worlds that viewer cannot tell apart from
the real one (`resample_hidden`), the actor must have a move that draws nothing and leaves
that viewer the same view, own decision, set of actors, deadlines and events as the step
did: the same action for the actor herself, any action for the others (who see only what
it does, e.g. a card played face down). Otherwise the step showed the viewer something,
and taking it back would let the actor (or anyone) keep what they saw: the last lady to
choose her boutique reads everyone's choice, undoes and chooses again.

The worlds here are drawn with other seeds and more of them than the runner's own check,
so the test does not merely repeat it.
"""

from __future__ import annotations

import random

import pytest

from engines import registry
from engines.core.contract import Context, IllegalAction
from engines.core.fairness import complete_actions
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from engines.core.runner import next_actor_and_action, step
from tests.conformance.test_conformance import GAMES, seats_for

WORLDS = 4


def observation(game, seats, state, events, viewer):
    """Everything `viewer` is shown of a state and of the events that led to it."""
    team = seats[viewer].team if viewer is not None else None
    return (
        game.view_for(state, viewer),
        game.prompt(state, viewer) if viewer is not None else None,
        sorted(game.actors(state)),
        game.deadlines(state),
        [e.to_json() for e in events if e.visible_to(viewer, team)],
    )


def unfair_viewers(game, seats, state, seat, action, seed, n, outcome, worlds=WORLDS):
    """The viewers to whom the step (state, seat, action) -> outcome showed something."""
    found = []
    for viewer in [*range(len(seats)), None]:
        seen = observation(game, seats, outcome.state, outcome.events, viewer)

        def same(world, move, viewer=viewer, seen=seen):
            rng = rng_for_step(seed, n)
            try:
                other = game.apply(world, seat, move, Context(step=n, rng=rng, now=float(n)))
            except IllegalAction:
                return False
            return not rng.used and observation(game, seats, other.state, other.events, viewer) == seen

        for k in range(worlds):
            world = game.resample_hidden(state, viewer, random.Random(f"fairness:{seed}:{n}:{viewer}:{k}"))
            if viewer == seat:
                moves = [action]
            else:
                moves = [action, *complete_actions(game, world, seat)]
                if len(moves) == 1 and not same(world, action):
                    continue  # the actor could not move at all there: not a world the viewer can entertain
            if not any(same(world, move) for move in moves):
                found.append(viewer)
                break
    return found


def play_checking_undo(game, players: int, seed: int) -> list:
    seats = seats_for(game, players)
    state = game.setup({}, seats, seed).state
    chooser = random.Random(f"undo:{game.name}:{players}:{seed}")
    unfair = []
    n = 0
    while game.result(state) is None:
        n += 1
        seat, action = next_actor_and_action(game, state, lambda s, x: complete_action(game, s, x, chooser))
        result = step(game, state, seat, action, seed, n, now=float(n))
        if result.undoable:
            for viewer in unfair_viewers(game, seats, state, seat, action, seed, n, result.outcome):
                unfair.append(f"step {n}: {action} by seat {seat} showed viewer {viewer} something")
        state = result.outcome.state
    return unfair


def counts(game):
    small, large = game.player_counts[0], game.player_counts[-1]
    return sorted({small, (small + large) // 2, large})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_an_undoable_step_shows_nobody_anything(name):
    game = GAMES[name]
    unfair = []
    for players in counts(game):
        for seed in range(registry.tables(name).undo_games):
            unfair += play_checking_undo(game, players, 500 + seed)
    assert not unfair, f"{len(unfair)} undoable steps showed something, e.g.:\n" + "\n".join(unfair[:8])
