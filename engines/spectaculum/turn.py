"""The turn (R19-R24): reveal, the travel block between the action phases, the draw step
(with the variant's keep or return, R65-R67), the end check, and the automatic steps."""

from __future__ import annotations

from engines.spectaculum import actions, effects, scoring, travel
from engines.spectaculum.state import Draft, colour_of, hand_size, illegal


def start_turn(d: Draft, seat: int) -> None:
    d.s["turn"] += 1
    d.s["active"] = seat
    d.s["actions_used"] = 0
    d.event("turn_started", seat=seat, turn=d.s["turn"])
    if d.cfg["variant_four_markers"]:
        d.s["phase"] = "reveal"  # R66: the player picks the marker to keep back
    else:
        hand = d.s["hands"][seat]
        _reveal(d, seat, list(hand), [])


def reveal(d: Draft, seat: int, action: dict) -> None:
    if d.s["phase"] != "reveal":
        raise illegal("wrong_phase")
    hold = colour_of(action, "hold")
    hand = list(d.s["hands"][seat])
    if hold not in hand:
        raise illegal("not_in_hand", colour=hold)
    hand.remove(hold)
    d.event("marker_held", seat=seat)
    _reveal(d, seat, hand, [hold])


def _reveal(d: Draft, seat: int, shown: list, kept: list) -> None:
    d.w("hands")[seat] = kept
    d.s["revealed"] = shown
    d.s["phase"] = "before_travel"
    d.event("markers_revealed", seat=seat, colours=list(shown), count=len(shown))


def end_turn(d: Draft, seat: int, action: dict | None = None) -> None:
    phase = d.s["phase"]
    if phase in ("travel", "settle_sickness"):
        raise illegal("travel_in_progress")
    if phase != "after_travel":
        raise illegal("wrong_phase")
    d.event("turn_ended", seat=seat)
    if d.cfg["variant_four_markers"]:
        d.s["phase"] = "keep_or_return"  # R67
    else:
        draw_step(d, seat)


def keep(d: Draft, seat: int, action: dict) -> None:
    if d.s["phase"] != "keep_or_return":
        raise illegal("wrong_phase")
    d.event("marker_kept", seat=seat)
    draw_step(d, seat)


def give_back(d: Draft, seat: int, action: dict) -> None:
    """R67 / T13: the returned marker goes into the bag before the new ones are drawn."""
    if d.s["phase"] != "keep_or_return":
        raise illegal("wrong_phase")
    colour = colour_of(action)
    if colour not in d.s["hands"][seat]:
        raise illegal("not_in_hand", colour=colour)
    d.hand(seat).remove(colour)
    d.w("bag")[colour] += 1
    d.event("marker_returned", seat=seat)
    d.private(seat, "marker_returned_private", seat=seat, colour=colour)
    draw_step(d, seat)


def draw_step(d: Draft, seat: int) -> None:
    """R23: fill the hand from the bag (what is left if it runs out), then R58."""
    drawn = []
    for _ in range(hand_size(d.cfg) - len(d.s["hands"][seat])):
        colour = d.draw()
        if colour is None:
            break
        drawn.append(colour)
    if drawn:
        d.hand(seat).extend(drawn)
        d.private(seat, "hand_drawn", seat=seat, colours=drawn, count=len(drawn))
    d.event("markers_drawn", seat=seat, count=len(drawn))
    reason = scoring.end_reason(d.s, d.board)
    if reason:
        scoring.finish(d, reason)
    else:
        start_turn(d, (seat + 1) % d.s["players"])


def advance(d: Draft) -> None:
    """Make every choice that has a single legal answer (R22, R55) until someone must decide."""
    while True:
        phase = d.s["phase"]
        seat = d.s["active"]
        if phase == "settle_sickness":
            effects.settle_forced(d)
            if not effects.settled(d.s):
                return
            d.event("sickness_settled", colour=d.s["sick"]["colour"])
            d.s["sick"] = None
            d.s["phase"] = "travel"
            travel.continue_travel(d)
        elif phase == "before_travel":
            if actions.any_action(d.s, seat):
                return
            travel.start_travel(d, seat)
        elif phase == "travel":
            move = travel.single_move(d)
            if move is None:
                return
            travel.place(d, seat, {"colour": move[0], "space": move[1]})
        elif phase == "after_travel":
            if actions.any_action(d.s, seat):
                return
            end_turn(d, seat)
        elif phase == "reveal":
            hand = d.s["hands"][seat]
            if len(set(hand)) != 1:
                return
            reveal(d, seat, {"hold": hand[0]})
        else:
            return
