"""What a viewer may know (R68-R71), built from an allow-list, and resampling of what not."""

from __future__ import annotations

from engines.core.rng import shuffle
from engines.spectaculum import data, scoring
from engines.spectaculum.state import COLOURS, GAME, MAX_ACTIONS, RULES, bag_count


def view_for(state: dict, viewer: int | None) -> dict:
    board = data.load_board(state["board"])
    players = state["players"]
    ended = state["phase"] == "ended"
    money_public = ended or state["config"]["money_visibility"] == "public"  # R70
    tiles, markers = state["tiles"], state["markers"]
    bills = state["sick"]["bills"] if state["sick"] else [None] * players

    unseen = dict(state["bag"])
    for seat, hand in enumerate(state["hands"]):
        if seat != viewer:
            for colour in hand:
                unseen[colour] += 1

    seats = [
        {
            "seat": seat,
            "cards": dict(state["cards"][seat]),
            "hand_count": len(state["hands"][seat]),
            "money": state["money"][seat] if money_public or seat == viewer else None,
            "sickness_bill": bills[seat],
        }
        for seat in range(players)
    ]
    free_red = scoring.free_red_tiles(state)
    return {
        "game": "spectaculum",
        "viewer": viewer,
        "players": players,
        "config": dict(state["config"]),
        "board_id": state["board"],
        "turn": state["turn"],
        "phase": state["phase"],
        "active": state["active"],
        "actors": sorted(actors(state)),
        "actions_used": state["actions_used"],
        "actions_left": MAX_ACTIONS - state["actions_used"],  # R20
        "tracks": dict(state["tracks"]),
        "decks": dict(state["decks"]),
        "spaces": {sid: {"tile": tiles.get(sid), "marker": markers.get(sid)} for sid in board.order},
        "revealed": list(state["revealed"]),
        "travelled": list(state["travelled"]),
        "removed": dict(state["removed"]),
        "bag_count": bag_count(state),
        "unseen": unseen,
        "seats": seats,
        "hand": list(state["hands"][viewer]) if viewer is not None else None,
        "free_red_tiles": free_red,
        "red_tiles_condition_met": free_red <= RULES.max_free_red_tiles,  # half of R59's end condition
        "court_taken": board.court in markers,
        "result": _result(state) if ended else None,
    }


# The seat of these events is the one who moved (for the others a payday or a bill only happens).
_MOVES = {
    f"{GAME}.{kind}"
    for kind in (
        "card_sponsored",
        "card_released",
        "travel_started",
        "marker_placed",
        "turn_ended",
        "marker_kept",
        "marker_returned",
        "marker_held",
    )
}


def highlight(events) -> dict:
    """What the board frames as the latest move, from the public events of the steps since the
    board was last shown (oldest first): the spaces reached, each track's net change, and who
    moved last. `{"seat", "spaces", "tracks"}`; seat is None when nobody moved."""
    tracks: dict[str, int] = {}
    seat, spaces = None, []
    for event in events:
        if event.to != "public":
            continue
        params = event.params
        if event.kind in _MOVES:
            seat = params["seat"]
        if event.kind == f"{GAME}.marker_placed":
            spaces.append(params["space"])
        elif event.kind in (f"{GAME}.reputation_changed", f"{GAME}.reputation_clamped"):
            colour = params["colour"]
            tracks[colour] = tracks.get(colour, 0) + params.get("moved", params["delta"])
    return {"seat": seat, "spaces": spaces, "tracks": {c: n for c, n in tracks.items() if n}}


def _result(state: dict) -> dict:
    result = scoring.result(state)
    assert result is not None
    return {
        "scores": dict(result.scores),
        "placings": dict(result.placings),
        "payout": {seat: dict(per_colour) for seat, per_colour in enumerate(state["payout"])},
    }


def actors(state: dict) -> set[int]:
    phase = state["phase"]
    if phase == "ended":
        return set()
    if phase == "settle_sickness":
        return {seat for seat, bill in enumerate(state["sick"]["bills"]) if bill is not None}
    return {state["active"]}


def is_actor(state: dict, seat) -> bool:
    """`seat in actors(state)`, without building the set: outside sickness only the active seat acts."""
    phase = state["phase"]
    if phase == "settle_sickness":
        return seat in actors(state)
    return phase != "ended" and seat == state["active"]


def resample_hidden(state: dict, viewer: int | None, rng) -> dict:
    """Deal the markers `viewer` has not seen (the bag and the other hands) anew, keeping
    every hand's size; nothing public and nothing of the viewer's changes."""
    return redeal_hidden(state, viewer, lambda pool: shuffle(rng, pool))


def redeal_hidden(state: dict, viewer: int | None, arrange) -> dict:
    """The markers `viewer` has not seen, pooled, put in the order `arrange(pool)` (in place)
    gives, and dealt to the other hands in seat order, the rest into the bag: a shuffle for
    resample_hidden, colour order for the AI's representative of what the viewer knows."""
    others = [seat for seat in range(state["players"]) if seat != viewer]
    pool = [colour for colour in COLOURS for _ in range(state["bag"][colour])]
    for seat in others:
        pool.extend(state["hands"][seat])
    arrange(pool)
    hands = list(state["hands"])
    for seat in others:
        size = len(hands[seat])
        hands[seat], pool = pool[:size], pool[size:]
    bag = {colour: 0 for colour in COLOURS}
    for colour in pool:
        bag[colour] += 1
    return {**state, "hands": hands, "bag": bag}
