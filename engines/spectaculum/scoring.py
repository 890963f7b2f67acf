"""End of the game (R58-R61), final payout and winner (R62-R64)."""

from __future__ import annotations

from engines.core.contract import Result, shared_placings
from engines.spectaculum.data import Board
from engines.spectaculum.state import COLOURS, RULES, Draft, bag_count


def free_red_tiles(state: dict) -> int:
    markers = state["markers"]
    return sum(1 for sid, kind in state["tiles"].items() if kind in RULES.red_kinds and sid not in markers)


def end_reason(state: dict, board: Board) -> str | None:
    """Checked only after the draw step (R59)."""
    if board.court in state["markers"] and free_red_tiles(state) <= RULES.max_free_red_tiles:
        return "court_and_red_tiles"
    if bag_count(state) == 0:
        return "bag_empty"  # R60
    return None


def finish(d: Draft, reason: str) -> None:
    d.event("game_ended", reason=reason)
    tracks = d.s["tracks"]
    d.s["money_before_payout"] = list(d.s["money"])
    payout = []
    for seat, held in enumerate(d.s["cards"]):
        per_colour = {c: held[c] * tracks[c] for c in COLOURS}
        payout.append(per_colour)
        d.pay(seat, sum(per_colour.values()))
        d.event("payout_received", seat=seat, amount=sum(per_colour.values()))
    d.s["payout"] = payout
    d.s["end_reason"] = reason
    d.s["phase"] = "ended"
    placings = shared_placings(dict(enumerate(d.s["money"])))
    for seat, money in enumerate(d.s["money"]):
        d.event("final_score", seat=seat, money=money, place=placings[seat])


def result(state: dict) -> Result | None:
    if state["phase"] != "ended":
        return None
    scores = dict(enumerate(state["money"]))
    placings = shared_placings(scores)
    breakdown = {}
    for seat, per_colour in enumerate(state["payout"]):
        row = {"money_before_payout": state["money_before_payout"][seat]}
        row.update({f"payout_{c}": per_colour[c] for c in COLOURS})
        breakdown[seat] = row
    winners = tuple(seat for seat, place in placings.items() if place == 1)
    return Result(scores=scores, placings=placings, breakdown=breakdown, winners=winners)
