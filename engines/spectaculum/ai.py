"""What the AI (engines/ai) knows of Spectaculum, as one hooks object (AI): the evaluator,
the canonical representative of an information set, the lead still uncertain and the
easy level's sense. Reads the engine's public component data."""

from __future__ import annotations

from engines.ai import evaluate
from engines.ai.common import SearchHooks
from engines.spectaculum import data, view
from engines.spectaculum.state import COLOURS, RULES, hand_size

EXPECTED_PLACEMENTS = 76  # a game places about 60-84 markers (measured over random games)
DAMP = 0.45  # the frontier changes and players steer; trust the frontier only this much
PAY = {kind: money for kind, money in RULES.tile_money.items()}


def canonical(state: dict, viewer: int) -> dict:
    """The markers `viewer` has not seen (bag and the other hands) dealt in colour order:
    other hands in seat order first, the rest into the bag (view.redeal_hidden, which
    resample_hidden shuffles). Depends only on public counts and the viewer's own hand,
    so equal views give equal states."""
    return view.redeal_hidden(state, viewer, lambda pool: pool.sort(key=COLOURS.index))


def _frontier(board, markers: dict, colour: str) -> list[str]:
    found = set(board.entries[colour])
    for sid, owner in markers.items():
        if owner == colour:
            found.update(board.neighbours[sid])
    found.difference_update(markers)
    return list(found)


def _effect(state: dict, board, sid: str) -> tuple[int, int]:
    """(reputation delta, ducats per card) of reaching space `sid`."""
    if sid == board.court:
        return RULES.court_delta, 0
    tile = state["tiles"].get(sid)
    if tile is None:
        return 0, 0
    return RULES.tile_delta[tile], PAY[tile]


END_AWARE = True
_EFFECTS = {None: (0, 0), **{kind: (RULES.tile_delta[kind], PAY[kind]) for kind in RULES.tile_delta}}
_COURT = (RULES.court_delta, 0)
_red_cache: list = [None, ()]  # [tiles dict, its red spaces]; the dict is kept, so its identity is safe


def _red_spaces(tiles: dict) -> tuple:
    if _red_cache[0] is not tiles:
        _red_cache[:] = [tiles, tuple(sid for sid, kind in tiles.items() if kind in RULES.red_kinds)]
    return _red_cache[1]


def _ends_this_turn(state: dict, board, free_red: int) -> bool:
    """The end check after this turn (R58-R60) will end the game: the court is taken and at
    most one red tile is free, or the draw step empties the bag."""
    if board.court in state["markers"] and free_red <= RULES.max_free_red_tiles:
        return True
    missing = hand_size(state["config"]) - len(state["hands"][state["active"]])
    return sum(state["bag"].values()) <= max(0, missing)


def _remaining(state: dict, board) -> tuple[dict, int, int]:
    """(unplaced markers per colour, their total, placements expected after this turn's
    revealed markers)."""
    markers = state["markers"]
    on_board = {c: 0 for c in COLOURS}
    for colour in markers.values():
        on_board[colour] += 1
    unplaced = {c: RULES.markers_per_colour - on_board[c] - state["removed"][c] for c in COLOURS}
    total_unplaced = sum(unplaced.values()) or 1
    remaining = max(3, min(total_unplaced, EXPECTED_PLACEMENTS - len(markers)))
    # the end is near when the red tiles fill up and the court is taken
    free_red = sum(1 for sid in _red_spaces(state["tiles"]) if sid not in markers)
    if board.court in markers:
        remaining = min(remaining, 3 * max(1, free_red) + 3)
    if END_AWARE and _ends_this_turn(state, board, free_red):
        remaining = 0  # only the active player's revealed markers still move a track
    return unplaced, total_unplaced, remaining


SPREAD_BASE = 3.0  # the lead that is still uncertain when only this turn's markers remain
SPREAD_PER_PLACEMENT = 1.6  # ... growing with the square root of the placements to come


def spread(state: dict) -> float:
    """The lead that is still uncertain: shrinks as the end approaches."""
    if state["phase"] == "ended":
        return evaluate.FINAL_SCALE
    remaining = _remaining(state, data.load_board(state["board"]))[2]
    return SPREAD_BASE + SPREAD_PER_PLACEMENT * remaining**0.5


def evaluate_state(game, state: dict, observer: int | None = None) -> list[float]:
    """Estimated final money per seat: money + cards × expected final value, plus expected
    paydays minus sickness bills, with the active player's revealed markers steered to
    the tiles that suit that player. Other seats' money is read from the state: the rules
    keep it out of sight only to spare bookkeeping (R70, a patient observer rebuilds every
    balance from public events), and resample_hidden does not treat it as secret."""
    players = state["players"]
    money = state["money"]
    cards = state["cards"]
    tracks = state["tracks"]
    if state["phase"] == "ended":
        return [float(m) for m in money]
    board = data.load_board(state["board"])
    markers = state["markers"]
    unplaced, total_unplaced, remaining = _remaining(state, board)
    active = state["active"]
    revealed = state["revealed"] if state["phase"] in ("before_travel", "travel", "settle_sickness") else []
    value = {}
    income = {}
    frontiers = {c: set(board.entries[c]) for c in COLOURS}
    neighbours = board.neighbours
    for sid, owner in markers.items():
        frontiers[owner].update(neighbours[sid])
    tiles = state["tiles"]
    for c in COLOURS:
        spaces = frontiers[c].difference(markers)
        effects = [_EFFECTS[tiles.get(sid)] if sid != board.court else _COURT for sid in spaces] or [(0, 0)]
        mean_delta = sum(e[0] for e in effects) / len(effects)
        mean_pay = sum(e[1] for e in effects) / len(effects)
        n = remaining * unplaced[c] / total_unplaced
        drift = n * mean_delta * DAMP
        pay = n * mean_pay * DAMP
        k = revealed.count(c)
        if k:
            # the active player places these now, choosing what suits them
            mine = cards[active][c]
            theirs = max(cards[s][c] for s in range(players) if s != active) if players > 1 else 0
            if mine > theirs:
                best = max(effects, key=lambda e: (e[0] + e[1], e[1]))
            elif mine < theirs:
                best = min(effects, key=lambda e: (e[0] + e[1], e[1]))
            else:
                best = max(effects, key=lambda e: (e[0], e[1])) if mine else (0, 0)
            drift += k * best[0] * 0.8
            pay += k * best[1] * 0.8
        value[c] = min(RULES.track_max, max(RULES.track_min, tracks[c] + drift))
        income[c] = pay
    bills = state["sick"]["bills"] if state["sick"] else [None] * players
    out = []
    for seat in range(players):
        held = cards[seat]
        total = money[seat] + sum(held[c] * (value[c] + income[c]) for c in COLOURS)
        if bills[seat] is not None:
            total -= bills[seat]
        out.append(float(total))
    return out


def sensible(state_view: dict, seat: int, actions: list[dict]) -> list[dict]:
    """The easy level's light sense, from the seat's view only: never release a card for
    nothing, never put a marker on a sickness village of a colour one holds when another
    space will do, never walk a held colour onto a minus tile when another will do."""
    tracks = state_view["tracks"]
    held = state_view["seats"][seat]["cards"]
    spaces = state_view["spaces"]

    def bad(action: dict) -> bool:
        if action.get("type") == "release" and tracks[action["colour"]] == 0:
            return True
        if action.get("type") == "place" and held.get(action["colour"], 0):
            tile = spaces[action["space"]]["tile"]
            return tile == "sickness" or (tile or "").startswith("minus")
        return False

    kept = [a for a in actions if not bad(a)]
    return kept or actions


# The strong level's search: an iteration costs about 0.3 ms here, so it affords many
STRONG_ITERATIONS = 160

AI = SearchHooks(
    evaluate=evaluate_state,
    canonical=canonical,
    scale=12.0,
    spread=spread,
    sensible=sensible,
    strong_iterations=STRONG_ITERATIONS,
)
