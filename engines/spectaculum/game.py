"""Spectaculum behind the engine contract (engines/core/contract.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from engines.core.contract import Context, Outcome
from engines.core.game import GameBase
from engines.spectaculum import actions, data, effects, prompts, scoring, setup, travel, turn, view
from engines.spectaculum.ai import AI
from engines.spectaculum.state import COLOURS, GAME, MAX_ACTIONS, PHASES, RULES, Draft, hand_size, illegal

HANDLERS: dict[str, Callable[..., None]] = {
    "sponsor": actions.sponsor,
    "release": actions.release,
    "travel": travel.start_travel,
    "place": travel.place,
    "end_turn": turn.end_turn,
    "sickness_release": effects.sickness_release,
    "reveal": turn.reveal,
    "keep": turn.keep,
    "return": turn.give_back,
}


class Spectaculum(GameBase):
    name = GAME
    player_counts = tuple(range(RULES.min_players, RULES.max_players + 1))
    schema = 2  # 2: the board's highlight is no longer stored (it comes from the events, `highlight`)
    setup_module, view_module, prompts_module = setup, view, prompts
    ai = AI  # engines/spectaculum/ai.py
    # Asked on every step: the module functions themselves, without GameBase's pass-through
    # (prompts.prompt reads `path` only by length and index, so a list does as well as a tuple).
    actors = staticmethod(view.actors)  # type: ignore[assignment]
    is_actor = staticmethod(view.is_actor)  # type: ignore[assignment]
    prompt = staticmethod(prompts.prompt)  # type: ignore[assignment]
    result = staticmethod(scoring.result)

    def apply(self, state, seat, action, ctx: Context) -> Outcome:
        if state["phase"] == "ended":
            raise illegal("game_over")
        kind = action.get("type") if isinstance(action, dict) else None
        handler = HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise illegal("unknown_action")
        if not view.is_actor(state, seat):
            raise illegal("not_your_turn")
        d = Draft(state, ctx.rng)
        handler(d, seat, action)
        turn.advance(d)
        return d.outcome()

    def highlight(self, state, events) -> dict:
        return view.highlight(events)

    def inventory(self, state) -> dict[str, int]:
        counts = {}
        on_board = {c: 0 for c in COLOURS}
        for colour in state["markers"].values():
            on_board[colour] += 1
        in_hands = {c: 0 for c in COLOURS}
        for hand in state["hands"]:
            for colour in hand:
                in_hands[colour] += 1
        for c in COLOURS:
            counts[f"cards.{c}"] = state["decks"][c] + sum(held[c] for held in state["cards"])
            counts[f"markers.{c}"] = (
                state["bag"][c] + in_hands[c] + state["revealed"].count(c) + on_board[c] + state["removed"][c]
            )
        return counts

    def check_invariants(self, state) -> None:
        check_invariants(state, self.inventory(state))

    def upgrade(self, state, schema: int):
        """A state stored by schema 1, which kept the board's highlight: its spaces were the latest
        turn's placements (this turn's once it had placed a marker), now `travelled`."""
        if schema != 1:
            return super().upgrade(state, schema)
        highlight = state["highlight"]
        travelling = state["phase"] in ("travel", "settle_sickness", "after_travel", "keep_or_return")
        travelled = [] if travelling and highlight["turn"] != state["turn"] else list(highlight["spaces"])
        return {**{key: value for key, value in state.items() if key != "highlight"}, "travelled": travelled}


def check_invariants(state: dict, inventory: dict) -> None:
    """R73."""
    board = data.load_board(state["board"])
    players = state["players"]
    for c in COLOURS:
        assert inventory[f"cards.{c}"] == RULES.cards_per_colour, f"cards of {c}: {inventory}"
        assert inventory[f"markers.{c}"] == RULES.markers_per_colour, f"markers of {c}: {inventory}"
        assert state["decks"][c] >= 0 and state["bag"][c] >= 0 and state["removed"][c] >= 0
        assert all(held[c] >= 0 for held in state["cards"])
        assert RULES.track_min <= state["tracks"][c] <= RULES.track_max, f"track {c}"
    assert len(state["money"]) == len(state["cards"]) == len(state["hands"]) == players
    assert all(isinstance(m, int) and m >= 0 for m in state["money"]), "money < 0"
    assert state["phase"] in PHASES
    assert 0 <= state["actions_used"] <= MAX_ACTIONS
    # every marker stands on a space, connected through its colour to its HQ (R32 held at placement)
    own: dict[str, set[str]] = {c: set() for c in COLOURS}
    for sid, colour in state["markers"].items():
        assert sid in board.index, sid
        own[colour].add(sid)
    for c, spaces in own.items():
        frontier = [sid for sid in board.entries[c] if sid in spaces]
        reached = set(frontier)
        while frontier:
            for near in board.neighbours[frontier.pop()]:
                if near in spaces and near not in reached:
                    reached.add(near)
                    frontier.append(near)
        assert len(reached) == len(spaces), f"{c} markers not connected to HQ: {sorted(spaces - reached)}"
    # tiles lie on the villages, as many of each kind as the distribution says
    assert state["tiles"].keys() == set(board.villages)
    counts = RULES.distributions[state["config"]["tile_distribution"]]
    assert Counter(state["tiles"].values()) == {k: n for k, n in counts.items() if n}
    assert state["turn"] <= RULES.markers_per_colour * len(COLOURS) // RULES.placed_per_turn, "R61"
    assert all(sid in state["markers"] for sid in state["travelled"]), "R36"
    phase = state["phase"]
    assert (state["sick"] is not None) == (phase == "settle_sickness")
    if phase not in ("before_travel", "travel", "settle_sickness"):
        assert not state["revealed"], "revealed markers outside travel"
    if phase != "ended":
        full = hand_size(state["config"])
        for seat, hand in enumerate(state["hands"]):
            if seat != state["active"]:
                assert len(hand) == full, f"seat {seat} holds {len(hand)} markers (R24)"
        if phase == "reveal":
            assert len(state["hands"][state["active"]]) == full
