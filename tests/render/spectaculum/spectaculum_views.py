"""Hand-built Spectaculum views in the engine's view shape, for renderer tests that do
not need the engine (and for the phases a random game reaches rarely)."""

from __future__ import annotations

import random
from typing import Any

from render.spectaculum.geometry import board

COLOURS = ("red", "blue", "yellow", "green")
PHASES = ("reveal", "before_travel", "travel", "after_travel", "settle_sickness", "keep_or_return", "ended")
DISTRIBUTION_B = {"plus1": 8, "plus2": 6, "plus3": 8, "payday": 5, "minus1": 6, "minus2": 4, "minus3": 8, "sickness": 3}


def sample_view(
    phase: str = "before_travel",
    players: int = 4,
    viewer: int | None = None,
    seed: int = 1,
    placed: int = 30,
    money_visibility: str = "hidden",
) -> dict:
    rng = random.Random(seed)
    geometry = board("reconstructed-hex-v1")
    tiles = [kind for kind, n in DISTRIBUTION_B.items() for _ in range(n)]
    rng.shuffle(tiles)
    spaces = {}
    for space in geometry.spaces:
        spaces[space.id] = {"tile": tiles.pop() if space.kind == "village" else None, "marker": None}
    frontier = {hq.colour: list(hq.entries) for hq in geometry.headquarters}
    neighbours = _neighbours(geometry)
    order = []
    for _ in range(placed):
        colour = rng.choice(COLOURS)
        options = [s for s in frontier[colour] if spaces[s]["marker"] is None]
        if not options:
            continue
        chosen = rng.choice(options)
        spaces[chosen]["marker"] = colour
        frontier[colour].extend(neighbours[chosen])
        order.append(chosen)
    on_board = {c: sum(1 for s in spaces.values() if s["marker"] == c) for c in COLOURS}
    ended = phase == "ended"
    active = rng.randrange(players)
    actors = [] if ended else [active]
    seats: list[dict[str, Any]] = []
    for seat in range(players):
        money = rng.randrange(0, 60)
        visible = ended or money_visibility == "public" or seat == viewer
        seats.append(
            {
                "seat": seat,
                "cards": {c: rng.randrange(0, 4) for c in COLOURS},
                "hand_count": 3,
                "money": money if visible else None,
                "sickness_bill": None,
            }
        )
    if phase == "settle_sickness":
        actors = sorted(rng.sample(range(players), min(2, players)))
        for seat in actors:
            seats[seat]["sickness_bill"] = 2 * rng.randrange(1, 4)
    revealed = [rng.choice(COLOURS) for _ in range(3)] if phase in ("before_travel", "travel") else []
    if phase in ("before_travel", "travel", "settle_sickness", "after_travel"):
        seats[active]["hand_count"] = 0
    tracks = {c: rng.randrange(0, 26) for c in COLOURS}
    held = {c: sum(s["cards"][c] for s in seats) for c in COLOURS}
    removed = {c: rng.randrange(0, 3) for c in COLOURS}
    red_total = sum(1 for s in spaces.values() if s["tile"] in ("payday", "sickness"))
    red_taken = sum(1 for s in spaces.values() if s["tile"] in ("payday", "sickness") and s["marker"])
    result = None
    if ended:
        scores = {seat: rng.randrange(20, 120) for seat in range(players)}
        ranked = sorted(scores.values(), reverse=True)
        result = {
            "scores": scores,
            "placings": {seat: ranked.index(score) + 1 for seat, score in scores.items()},
            "payout": {seat: {c: seats[seat]["cards"][c] * tracks[c] for c in COLOURS} for seat in range(players)},
        }
        for seat in range(players):
            seats[seat]["money"] = scores[seat]
    hand = None
    if viewer is not None:
        hand = (
            []
            if seats[viewer]["hand_count"] == 0
            else [rng.choice(COLOURS) for _ in range(seats[viewer]["hand_count"])]
        )
    bag = max(0, 96 - sum(on_board.values()) - sum(removed.values()) - 3 * players - len(revealed))
    return {
        "game": "spectaculum",
        "viewer": viewer,
        "players": players,
        "config": {"money_visibility": money_visibility, "variant_four_markers": False},
        "board_id": "reconstructed-hex-v1",
        "turn": max(1, len(order) // 3),
        "phase": phase,
        "active": active,
        "actors": actors,
        "actions_used": (used := rng.randrange(0, 3) if phase == "after_travel" else rng.randrange(0, 2)),
        "actions_left": 2 - used,
        "tracks": tracks,
        "decks": {c: 11 - held[c] for c in COLOURS},
        "spaces": spaces,
        "revealed": revealed,
        "removed": removed,
        "bag_count": bag,
        "unseen": {c: rng.randrange(5, 20) for c in COLOURS},
        "seats": seats,
        "hand": hand,
        "highlight": {
            "seat": (active - 1) % players,
            "spaces": order[-3:],
            "tracks": {c: rng.choice((-3, -1, 2, 5)) for c in rng.sample(COLOURS, 2)},
        },
        "free_red_tiles": red_total - red_taken,
        "red_tiles_condition_met": red_total - red_taken <= 1,
        "court_taken": spaces["D12"]["marker"] is not None,
        "result": result,
    }


def _neighbours(geometry) -> dict[str, list[str]]:
    by_position = {(s.row, s.x2): s.id for s in geometry.spaces}
    result = {}
    for s in geometry.spaces:
        around = [
            (s.row, s.x2 - 2),
            (s.row, s.x2 + 2),
            (s.row - 1, s.x2 - 1),
            (s.row - 1, s.x2 + 1),
            (s.row + 1, s.x2 - 1),
            (s.row + 1, s.x2 + 1),
        ]
        result[s.id] = [by_position[p] for p in around if p in by_position]
    return result
