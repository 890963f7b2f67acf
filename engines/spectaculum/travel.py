"""Travel: where a marker may go (R32-R35), placing it, and blocked markers (R39-R43)."""

from __future__ import annotations

from engines.spectaculum import effects
from engines.spectaculum.data import Board
from engines.spectaculum.state import Draft, colour_of, illegal


def legal_spaces(board: Board, markers: dict, colour: str) -> list[str]:
    """R32/R33: empty spaces next to the colour's HQ or next to any marker of the colour."""
    found = set(board.entries[colour])
    own = [sid for sid, owner in markers.items() if owner == colour]
    if own:
        found.update(*map(board.neighbours.__getitem__, own))
    found.difference_update(markers)
    return sorted(found) if board.ids_in_order else sorted(found, key=board.index.__getitem__)


def has_legal_space(board: Board, markers: dict, colour: str) -> bool:
    for sid in board.entries[colour]:
        if sid not in markers:
            return True
    neighbours = board.neighbours
    for sid, owner in reversed(markers.items()):  # newest first: the oldest are mostly hemmed in
        if owner == colour:
            for near in neighbours[sid]:
                if near not in markers:
                    return True
    return False


def only_space(board: Board, markers: dict, colour: str) -> str | None:
    """The one legal space of `colour`, or None when there is none or more than one; it looks
    no further than the second (asked after every placement, where there are usually many)."""
    first = None
    for sid in board.entries[colour]:
        if sid not in markers and sid != first:
            if first is not None:
                return None
            first = sid
    neighbours = board.neighbours
    for sid, owner in reversed(markers.items()):  # newest first, as in has_legal_space
        if owner == colour:
            for near in neighbours[sid]:
                if near not in markers and near != first:
                    if first is not None:
                        return None
                    first = near
    return first


def is_legal(board: Board, markers: dict, colour: str, space: str) -> bool:
    if space in markers:
        return False
    if space in board.entries[colour]:
        return True
    for near in board.neighbours[space]:
        if markers.get(near) == colour:
            return True
    return False


def start_travel(d: Draft, seat: int, action: dict | None = None) -> None:
    if d.s["phase"] != "before_travel":
        raise illegal("wrong_phase")
    d.s["phase"] = "travel"
    d.s["travelled"] = []
    d.event("travel_started", seat=seat)
    continue_travel(d)


def place(d: Draft, seat: int, action: dict) -> None:
    s = d.s
    if s["phase"] != "travel":
        raise illegal("wrong_phase")
    colour = colour_of(action)
    space = action.get("space")
    if colour not in s["revealed"]:
        raise illegal("not_revealed", colour=colour)
    board = d.board
    if not isinstance(space, str) or space not in board.index:
        raise illegal("unknown_space", space=str(space))
    markers = s["markers"]
    if space in markers:
        raise illegal("space_occupied", space=space)
    if not is_legal(board, markers, colour, space):
        raise illegal("space_unreachable", colour=colour, space=space)  # R32
    d.w("markers")[space] = colour
    d.w("revealed").remove(colour)
    d.w("travelled").append(space)  # R35: the order is the player's choice, and public (R68)
    ground = "court" if space == board.court else s["tiles"].get(space, "blank")  # for the narration
    d.event("marker_placed", seat=seat, colour=colour, space=space, tile=ground)
    effects.resolve_space(d, colour, space)  # R37
    if s["phase"] == "travel":  # otherwise sickness settlements come first
        continue_travel(d)


def continue_travel(d: Draft) -> None:
    """After the start of travel and after each resolved placement (R41): remove blocked
    markers, and end travel once every revealed marker is placed or removed."""
    remove_blocked(d)
    if not d.s["revealed"]:
        d.s["phase"] = "after_travel"
        d.event("travel_ended", seat=d.s["active"])


def remove_blocked(d: Draft) -> None:
    if not d.s["revealed"]:
        return  # every marker is placed (after the last placement of a turn)
    seat = d.s["active"]
    while True:
        markers = d.s["markers"]
        blocked = [c for c in dict.fromkeys(d.s["revealed"]) if not has_legal_space(d.board, markers, c)]
        if not blocked:
            return
        for colour in blocked:
            # R40: a blocked colour stays blocked, so every revealed marker of it goes.
            for _ in range(d.s["revealed"].count(colour)):
                d.w("revealed").remove(colour)
                d.w("removed")[colour] += 1
                d.event("marker_removed", seat=seat, colour=colour)
                _replace(d, seat)


def _replace(d: Draft, seat: int) -> None:
    drawn = d.draw()
    if drawn is None:
        d.event("no_replacement", seat=seat)  # R43
        return
    d.w("revealed").append(drawn)  # R42: placed this turn, so three markers are placed
    d.event("replacement_revealed", seat=seat, colour=drawn)


def single_move(d: Draft) -> tuple[str, str] | None:
    """The only legal placement, when there is exactly one (R22 lets it be made for the player)."""
    revealed = d.s["revealed"]
    colour = revealed[0]
    if revealed.count(colour) != len(revealed):
        return None
    space = only_space(d.board, d.s["markers"], colour)
    return (colour, space) if space is not None else None
