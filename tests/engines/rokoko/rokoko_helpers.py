"""A table for Rokoko rule tests: a real setup, then the scene arranged by hand."""

from __future__ import annotations

import copy

from engines.core import runner
from engines.core.contract import Context, Seat
from engines.core.rng import rng_for_step
from engines.rokoko.game import Rokoko
from engines.rokoko.state import D, Draft

G = Rokoko()


def new_state(players: int = 3, seed: int = 1, **config) -> dict:
    config.setdefault("start_player", 0)
    return copy.deepcopy(G.setup(config, [Seat(i) for i in range(players)], seed).state)


def to_actions(state: dict) -> dict:
    """Every seat picks its first three supply cards; phase 3 begins."""
    n = 0
    while state["phase"] == "select":
        seat = min(G.actors(state))
        n += 1
        ids = sorted(state["seats"][seat]["supply"])[: state["need"][seat]]
        state = G.apply(state, seat, {"type": "select", "ids": ids}, Context(n, rng_for_step(1, n))).state
    return copy.deepcopy(state)


def give_hand(state: dict, seat: int, cards: list) -> None:
    """Put these cards (starting cards of the seat or hire-deck cards) in the seat's hand."""
    rec = state["seats"][seat]
    for cid in cards:
        for zone in ("supply", "hand", "discard"):
            if cid in rec[zone]:
                rec[zone].remove(cid)
        if cid in state["hire_deck"]:
            state["hire_deck"].remove(cid)
        if cid in state["display"]:
            state["display"][state["display"].index(cid)] = None
        rec["hand"].append(cid)


def give_tiles(state: dict, seat: int, tiles: list) -> None:
    for tid in tiles:
        for pile in [state["res_supply"], state["res_discard"], *state["warehouse"]]:
            if tid in pile:
                pile.remove(tid)
        state["seats"][seat]["tiles"].append(tid)


def put_dress(state: dict, did: str, window: int) -> None:
    for pile in (state["bag"], state["dress_discard"]):
        if did in pile:
            pile.remove(did)
    if did in state["windows"]:
        state["windows"][state["windows"].index(did)] = None
    old = state["windows"][window]
    if old is not None:
        state["bag"].append(old)
        state["bag"].sort()
    state["windows"][window] = did


def place(state: dict, seat: int, did: str, space: str, master_made: bool = False) -> None:
    for pile in (state["bag"], state["dress_discard"]):
        if did in pile:
            pile.remove(did)
    if did in state["windows"]:
        state["windows"][state["windows"].index(did)] = None
    state["guest"][space] = [did, seat, master_made]


def play(state: dict, seat: int, action: dict, n: int = 99) -> tuple[dict, list]:
    out = G.apply(state, seat, action, Context(n, rng_for_step(1, n)))
    G.check_invariants(out.state)
    return out.state, list(out.events)


def draft(state: dict) -> Draft:
    return Draft(state, rng_for_step(1, 5))


def dress_where(pred) -> str:
    return next(did for did, x in sorted(D.dresses.items()) if pred(x))


def tile_where(pred, skip=()) -> str:
    return next(tid for tid, x in sorted(D.tiles.items()) if pred(x) and tid not in skip)


def card_with(bonus: str) -> str:
    return next(cid for cid, c in sorted(D.cards.items()) if c["bonus"] == bonus)


def seeded_game(players: int, seed: int, label: str, choose):
    """A seeded game to its end, the lowest actor always moving with `choose(state, seat, rng)`;
    yields the outcome of every step."""
    rng = rng_for_step(f"{label}:{seed}", 0)
    state = G.setup({"players": players}, runner.default_seats(G, players), seed).state
    n = 0
    while G.result(state) is None:
        n += 1
        seat = min(G.actors(state))
        outcome = runner.step(G, state, seat, choose(state, seat, rng), seed, n).outcome
        state = outcome.state
        yield outcome
