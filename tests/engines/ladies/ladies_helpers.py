"""Shared fixtures for the Ladies & Gentlemen tests: seats, setup and applying actions."""

from engines.core.contract import Context, IllegalAction
from engines.core.rng import rng_for_step
from engines.ladies.game import Ladies
from engines.ladies.setup import default_seats
from engines.ladies.state import RULES

G = Ladies()


def new(players=6, seed=1, **config):
    return G.setup(config, default_seats(players), seed).state


def act(state, seat, action, step=1, now=0.0):
    return G.apply(state, seat, action, Context(step=step, rng=rng_for_step("t", step), now=now)).state


def refused(state, seat, action, code, now=0.0):
    try:
        G.apply(state, seat, action, Context(step=1, rng=rng_for_step("t", 1), now=now))
    except IllegalAction as error:
        assert error.code == f"ladies.illegal.{code}", error.code
        return
    raise AssertionError(f"{action} was accepted")


def card_where(**attrs):
    return sorted(c for c, v in RULES.cards.items() if all(v[k] == attrs[k] for k in attrs))


def servant_named(name):
    return next(s for s, v in RULES.servants.items() if v["name"] == name)


def play_until(state, stop, seed=3, limit=5000):
    """Random play (min actor) until stop(state) holds."""
    import random

    from engines.core.random_player import complete_action

    rng = random.Random(seed)
    n = 0
    while not stop(state):
        n += 1
        assert n < limit and G.result(state) is None
        seat = min(G.actors(state))
        state = act(state, seat, complete_action(G, state, seat, rng), step=n)
    return state
