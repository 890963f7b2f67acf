"""A table for Spectaculum rule tests: set a situation up by hand (keeping every count
conserved, so check_invariants still holds) and play actions on it."""

from __future__ import annotations

import copy

import pytest

from engines import registry
from engines.core.contract import Context, IllegalAction, Seat
from engines.core.rng import rng_for_step

G = registry.get("spectaculum")
COLOURS = ("red", "blue", "yellow", "green")


class Table:
    def __init__(self, players: int = 3, seed: int = 7, **config):
        config.setdefault("start_player", 0)
        self.config = config
        self.state = copy.deepcopy(G.setup(config, [Seat(i) for i in range(players)], seed).state)
        self.n = 0
        self.events: list = []

    # --- setting the scene -----------------------------------------------------------
    def cards(self, seat: int, **counts) -> Table:
        for colour, n in counts.items():
            held = self.state["cards"][seat]
            self.state["decks"][colour] -= n - held[colour]
            assert self.state["decks"][colour] >= 0, "not enough cards in the deck"
            held[colour] = n
        return self

    def money(self, seat: int, amount: int) -> Table:
        self.state["money"][seat] = amount
        return self

    def track(self, **values) -> Table:
        self.state["tracks"].update(values)
        return self

    def revealed(self, *colours) -> Table:
        self._back_to_bag(self.state["revealed"])
        self.state["revealed"] = self._from_bag(colours)
        return self

    def hand(self, seat: int, *colours) -> Table:
        self._back_to_bag(self.state["hands"][seat])
        self.state["hands"][seat] = self._from_bag(colours)
        return self

    def marker(self, space: str, colour: str) -> Table:
        assert space not in self.state["markers"]
        self._from_bag([colour])
        self.state["markers"][space] = colour
        return self

    def tile(self, space: str, kind: str) -> Table:
        """Swap tiles so `space` shows `kind` (the distribution stays the same)."""
        tiles = self.state["tiles"]
        if tiles[space] != kind:
            other = next(s for s, k in tiles.items() if k == kind and s != space)
            tiles[space], tiles[other] = kind, tiles[space]
        return self

    def bag(self, **counts) -> Table:
        """Set the bag; the difference goes to / comes from the removed pile."""
        for colour, n in counts.items():
            self.state["removed"][colour] += self.state["bag"][colour] - n
            assert self.state["removed"][colour] >= 0
            self.state["bag"][colour] = n
        return self

    def set(self, **fields) -> Table:
        self.state.update(fields)
        return self

    def _back_to_bag(self, colours) -> None:
        for colour in colours:
            self.state["bag"][colour] += 1

    def _from_bag(self, colours) -> list:
        for colour in colours:
            self.state["bag"][colour] -= 1
            assert self.state["bag"][colour] >= 0
        return list(colours)

    # --- playing ----------------------------------------------------------------------
    def play(self, seat: int, action: dict):
        G.check_invariants(self.state)
        self.n += 1
        before = G.encode_state(self.state)
        outcome = G.apply(self.state, seat, action, Context(step=self.n, rng=rng_for_step("table", self.n)))
        assert G.encode_state(self.state) == before, "apply mutated its input"
        self.state = outcome.state
        self.events = [e for e in outcome.events]
        G.check_invariants(self.state)
        return outcome

    def refuse(self, seat: int, action: dict, code: str):
        before = G.encode_state(self.state)
        with pytest.raises(IllegalAction) as error:
            G.apply(self.state, seat, action, Context(step=self.n + 1, rng=rng_for_step("table", 99)))
        assert error.value.code == f"spectaculum.illegal.{code}"
        assert G.encode_state(self.state) == before
        return error.value

    def kinds(self) -> list[str]:
        return [e.kind.removeprefix("spectaculum.") for e in self.events]

    def event(self, kind: str, **match):
        for e in self.events:
            if e.kind == f"spectaculum.{kind}" and all(e.params.get(k) == v for k, v in match.items()):
                return e
        raise AssertionError(f"no event {kind} {match} in {self.kinds()}")

    @property
    def s(self) -> dict:
        return self.state

    def legal(self, colour: str) -> list[str]:
        decision = G.prompt(self.state, self.state["active"], (colour,))
        assert decision is not None
        return [option.id for option in decision.options]

    def option_ids(self, seat: int | None = None, path=()) -> list[str]:
        seat = self.state["active"] if seat is None else seat
        decision = G.prompt(self.state, seat, tuple(path))
        assert decision is not None
        return [option.id for option in decision.options]


def place(colour: str, space: str) -> dict:
    return {"type": "place", "colour": colour, "space": space}


def sponsor(colour: str) -> dict:
    return {"type": "sponsor", "colour": colour}


def release(colour: str) -> dict:
    return {"type": "release", "colour": colour}


TRAVEL = {"type": "travel"}
END = {"type": "end_turn"}
