"""Decisions offered to a seat (prompt chains) and the fallback action for timeouts.

The chains are built on every step of every game (the bot, the AI's searches, random play),
so the options come from the kernel's fast builders (engines/core/build.py) and the texts
that do not change are made once."""

from __future__ import annotations

from functools import cache

from engines.core.build import decision, option
from engines.core.contract import Decision, Option
from engines.spectaculum import actions, data
from engines.spectaculum.state import COLOURS, MAX_ACTIONS, RULES, illegal
from engines.spectaculum.travel import legal_spaces
from engines.spectaculum.view import actors, is_actor

P = "spectaculum."
_SPONSOR_IDS = {c: f"sponsor:{c}" for c in COLOURS}
_RELEASE_IDS = {c: f"release:{c}" for c in COLOURS}
_PHASE_PROMPTS = {phase: P + "prompt." + phase for phase in actions.ACTION_PHASES}
_SPONSOR, _RELEASE, _MARKER = P + "option.sponsor", P + "option.release", P + "option.marker"
_SPACE, _SPACE_TILE, _SPACE_COURT = P + "option.space", P + "option.space_tile", P + "option.space_court"


def prompt(state: dict, seat: int, path: tuple[str, ...] = ()) -> Decision | None:
    if not is_actor(state, seat):
        return None
    phase = state["phase"]
    if phase in actions.ACTION_PHASES:
        return _action(state, seat) if not path else None
    if phase == "travel":
        return _travel(state, path)
    if path:
        return None
    if phase == "settle_sickness":
        return _sickness(state, seat)
    if phase == "reveal":
        return _reveal(state, seat)
    if phase == "keep_or_return":
        return _keep_or_return(state, seat)
    return None


def _action(state: dict, seat: int) -> Decision:
    buy, sell = actions.choices(state, seat)
    tracks = state["tracks"]
    phase = state["phase"]
    options = [_sponsor_option(c, tracks[c]) for c in buy]
    options += [_release_option(c, tracks[c]) for c in sell]
    options.append(_TRAVEL if phase == "before_travel" else _END_TURN)
    return decision(
        P + "action",
        _PHASE_PROMPTS[phase],
        {"actions_left": MAX_ACTIONS - state["actions_used"], "count": len(state["revealed"])},
        tuple(options),
    )


# Options are built on every prompt of every step, and each depends only on the few values
# its key names, so each is built once and shared by every prompt that offers it (options,
# their params and actions are never written to; Ladies' slot options are shared the same way).
_TRAVEL = option("travel", P + "option.travel", {}, {"type": "travel"})
_END_TURN = option("end_turn", P + "option.end_turn", {}, {"type": "end_turn"})


@cache
def _sponsor_option(colour: str, price: int) -> Option:
    return option(
        _SPONSOR_IDS[colour], _SPONSOR, {"colour": colour, "price": price}, {"type": "sponsor", "colour": colour}
    )


@cache
def _release_option(colour: str, price: int) -> Option:
    return option(
        _RELEASE_IDS[colour], _RELEASE, {"colour": colour, "price": price}, {"type": "release", "colour": colour}
    )


@cache
def _marker_option(colour: str, count: int) -> Option:
    return option(colour, _MARKER, {"colour": colour, "count": count}, None)


@cache
def _space_option(colour: str, space: str, tile: str | None, court: bool) -> Option:
    """Placing `colour` on `space`, which holds `tile` (a tile kind, None for none) or is the court;
    the params say what the space does to the colour (R45-R49): its reputation's move (`delta`) and
    the ducats per performer of the colour it pays (`money` > 0) or bills (< 0)."""
    action = {"type": "place", "colour": colour, "space": space}
    if tile is not None:
        effect = {"colour": colour, "delta": RULES.tile_delta[tile], "money": RULES.tile_money[tile]}
        return option(space, _SPACE_TILE, {"space": space, "tile": tile, **effect}, action)
    if court:
        return option(space, _SPACE_COURT, {"space": space, "colour": colour, "delta": RULES.court_delta}, action)
    return option(space, _SPACE, {"space": space}, action)


def _travel(state: dict, path: tuple[str, ...]) -> Decision | None:
    revealed = state["revealed"]
    if not path:
        markers = tuple([_marker_option(c, revealed.count(c)) for c in COLOURS if c in revealed])
        return decision(P + "choose_marker", P + "prompt.choose_marker", {"count": len(revealed)}, markers)
    if len(path) != 1 or path[0] not in revealed:
        return None
    colour = path[0]
    board = data.load_board(state["board"])
    tiles = state["tiles"]
    court = board.court
    options = tuple(
        [
            _space_option(colour, sid, tiles.get(sid), sid == court)
            for sid in legal_spaces(board, state["markers"], colour)
        ]
    )
    return decision(P + "choose_space", P + "prompt.choose_space", {"colour": colour}, options)


def _sickness(state: dict, seat: int) -> Decision:
    sick = state["sick"]
    held = state["cards"][seat]
    options = tuple(
        option(
            c,
            P + "option.sickness_release",
            {"colour": c, "price": state["tracks"][c] // 2},
            {"type": "sickness_release", "colour": c},
        )
        for c in COLOURS
        if held[c] > 0
    )
    params = {"colour": sick["colour"], "bill": sick["bills"][seat], "money": state["money"][seat]}
    return decision(P + "sickness_release", P + "prompt.sickness_release", params, options)


def _reveal(state: dict, seat: int) -> Decision:
    hand = state["hands"][seat]
    options = tuple(
        option(c, P + "option.hold", {"colour": c}, {"type": "reveal", "hold": c}) for c in COLOURS if c in hand
    )
    return decision(P + "reveal", P + "prompt.reveal", {}, options)


def _keep_or_return(state: dict, seat: int) -> Decision:
    hand = state["hands"][seat]
    options = [option("keep", P + "option.keep", {}, {"type": "keep"})]
    options += [
        option(f"return:{c}", P + "option.return", {"colour": c}, {"type": "return", "colour": c})
        for c in COLOURS
        if c in hand
    ]
    return decision(P + "keep_or_return", P + "prompt.keep_or_return", {}, tuple(options))


def fallback_action(state: dict, seat: int) -> dict:
    """The least eventful legal action: no sponsor or release, the first space, keep."""
    if seat not in actors(state):
        raise illegal("not_your_turn")
    phase = state["phase"]
    if phase == "before_travel":
        return {"type": "travel"}
    if phase == "after_travel":
        return {"type": "end_turn"}
    if phase == "keep_or_return":
        return {"type": "keep"}
    if phase == "travel":
        colour = next(c for c in COLOURS if c in state["revealed"])
        board = data.load_board(state["board"])
        return {"type": "place", "colour": colour, "space": legal_spaces(board, state["markers"], colour)[0]}
    if phase == "settle_sickness":
        held = state["cards"][seat]
        return {"type": "sickness_release", "colour": next(c for c in COLOURS if held[c] > 0)}
    return {"type": "reveal", "hold": next(c for c in COLOURS if c in state["hands"][seat])}
