"""Pennies: the test suite's own game (the way OpenSpiel keeps Kuhn poker), small enough to
read at once and shaped to catch a generic layer that assumes one of the real games.

Rules. 2 to 4 players; the cards 1 to 10 are shuffled and 2 per player plus 2 are stacked
face down (the rest stay out of the game, unseen). Everyone holds `chips` pennies, a secret.
The top card is turned face up. On your turn you either pay a penny onto the card (and the
next player decides) or take the card with the pennies on it (and decide on the next card,
turned from the stack). When the stack is empty the game ends: a player's score is the sum
of their cards minus their pennies, and the LOWEST score wins.

What it covers: a secret holding (pennies: a private hand), a hidden stack, a step that
reveals (the turned card), and a boundary world random sampling rarely reaches (a paid
penny shows that its payer had one: an opponent with none is the world it rules out).

State: {"players", "chips_start", "turn", "card" (face up, or None at the end), "pot"
(pennies on it), "stack" (face down, top first), "out" (never played), "chips" (per seat,
secret), "cards" (per seat, face up)}.
"""

from __future__ import annotations

import copy

from engines.core.config import resolve_options, setup_start
from engines.core.contract import Decision, Event, IllegalAction, Option, Outcome, Result, Seat, shared_placings
from engines.core.game import GameBase
from engines.core.rng import shuffle

CARDS = tuple(range(1, 11))


def config_options() -> dict[str, dict]:
    return {"chips": {"default": 2, "choices": [2, 4]}}


class Pennies(GameBase):
    name = "pennies"
    player_counts = (2, 3, 4)
    lowest_score_wins = True

    def config_options(self) -> dict[str, dict]:
        return config_options()

    def conformance_counts(self, players: int, config: dict) -> tuple[int, int]:
        return 10, 2

    def setup(self, config, seats: list[Seat], seed) -> Outcome:
        players, config, rng = setup_start(
            lambda c, p: resolve_options(self.name, config_options(), c, p), config, seats, seed
        )
        deck = shuffle(rng, list(CARDS))
        size = 2 * players + 2
        state = {
            "players": players,
            "chips_start": config["chips"],
            "turn": 0,
            "card": deck[0],
            "pot": 0,
            "stack": deck[1:size],
            "out": deck[size:],
            "chips": [config["chips"]] * players,
            "cards": [[] for _ in range(players)],
        }
        return Outcome(state, (Event("pennies.card_turned", params={"card": deck[0]}),))

    def actors(self, state) -> set[int]:
        return set() if state["card"] is None else {state["turn"]}

    def prompt(self, state, seat: int, path: tuple[str, ...] = ()) -> Decision | None:
        if seat not in self.actors(state) or path:
            return None
        options = [
            Option("take", "pennies.option.take", {"card": state["card"], "pot": state["pot"]}, {"type": "take"})
        ]
        if state["chips"][seat] > 0:
            options.insert(0, Option("pay", "pennies.option.pay", {}, {"type": "pay"}))
        return Decision("pennies.choose", "pennies.prompt.choose", {"card": state["card"]}, tuple(options))

    def fallback_action(self, state, seat: int) -> dict:
        return {"type": "take"}

    def apply(self, state, seat, action, ctx) -> Outcome:
        if seat not in self.actors(state):
            raise IllegalAction("pennies.illegal.not_your_turn")
        kind = action.get("type") if isinstance(action, dict) else None
        s = copy.deepcopy(state)
        if kind == "pay" and len(action) == 1:
            if s["chips"][seat] == 0:
                raise IllegalAction("pennies.illegal.no_pennies")
            s["chips"][seat] -= 1
            s["pot"] += 1
            s["turn"] = (seat + 1) % s["players"]
            return Outcome(s, (Event("pennies.paid", params={"seat": seat, "card": s["card"]}),))
        if kind != "take" or len(action) != 1:
            raise IllegalAction("pennies.illegal.unknown_action")
        events = [Event("pennies.took", params={"seat": seat, "card": s["card"], "pot": s["pot"]})]
        s["cards"][seat].append(s["card"])
        s["chips"][seat] += s["pot"]
        s["pot"] = 0
        events.append(Event("pennies.pennies_now", f"seat:{seat}", {"seat": seat, "pennies": s["chips"][seat]}))
        s["card"] = s["stack"].pop(0) if s["stack"] else None
        if s["card"] is not None:
            events.append(Event("pennies.card_turned", params={"card": s["card"]}))
        return Outcome(s, tuple(events))

    def view_for(self, state, viewer) -> dict:
        return {
            "players": state["players"],
            "phase": "play" if state["card"] is not None else "ended",
            "turn": state["turn"],
            "actors": sorted(self.actors(state)),
            "card": state["card"],
            "pot": state["pot"],
            "stack": len(state["stack"]),
            "viewer": viewer,
            "pennies": state["chips"][viewer] if viewer is not None else None,
            "seats": [{"cards": list(cards), "points": sum(cards)} for cards in state["cards"]],
            "result": result.to_json() if (result := self.result(state)) is not None else None,
        }

    def resample_hidden(self, state, viewer, rng):
        """The unseen cards reshuffled between the stack and the box; the pennies of the
        seats `viewer` cannot see dealt out again one by one, each to one of those seats."""
        s = copy.deepcopy(state)
        unseen = shuffle(rng, s["stack"] + s["out"])
        s["stack"], s["out"] = unseen[: len(s["stack"])], unseen[len(s["stack"]) :]
        others = [seat for seat in range(s["players"]) if seat != viewer]
        pennies = sum(s["chips"][seat] for seat in others)
        for seat in others:
            s["chips"][seat] = 0
        for _ in range(pennies):
            s["chips"][others[int(rng.random() * len(others))]] += 1
        return s

    def result(self, state) -> Result | None:
        if state["card"] is not None:
            return None
        seats = range(state["players"])
        scores = {seat: sum(state["cards"][seat]) - state["chips"][seat] for seat in seats}
        placings = shared_placings(scores, lowest_wins=True)
        return Result(
            scores=scores,
            placings=placings,
            breakdown={seat: {"cards": sum(state["cards"][seat]), "pennies": state["chips"][seat]} for seat in seats},
            winners=tuple(seat for seat in seats if placings[seat] == 1),
        )

    def inventory(self, state) -> dict[str, int]:
        on_table = (state["card"] is not None) + len(state["stack"]) + len(state["out"])
        return {
            "cards": on_table + sum(len(cards) for cards in state["cards"]),
            "pennies": sum(state["chips"]) + state["pot"],
        }

    def check_invariants(self, state) -> None:
        assert all(chips >= 0 for chips in state["chips"]), state["chips"]
        assert state["card"] is not None or state["pot"] == 0
