"""Hand-built Rokoko views in the shape of engines/rokoko/VIEW.md, for renderer tests
that do not need the engine and for situations random games reach rarely."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, cast

from render.rokoko.data import board_layout

PHASES = ("select", "actions", "bonus", "ended")
_COMPONENTS = Path(__file__).resolve().parents[3] / "engines" / "rokoko" / "components.json"


def _components() -> dict:
    from engines.rokoko import data

    return {
        "dresses": [data.dress(d) for d in _ids("dress_tiles")],
        "tiles": [data.tile(t) for t in _ids("resource_tiles")],
        "cards": [data.card(c) for c in _ids("employee_deck")],
        "start": [data.card(c) for c in _ids("starting_employees")],
    }


def _ids(block: str) -> list[str]:
    raw = json.loads(_COMPONENTS.read_text())
    return [item["id"] for item in raw[block]["tiles" if "tiles" in raw[block] else "cards"]]


def sample_view(
    phase: str = "actions",
    players: int = 4,
    viewer: int | None = None,
    seed: int = 1,
    round_: int = 4,
    fill: float = 0.5,
) -> dict:
    rng = random.Random(seed)
    comp = _components()
    side = "2-3" if players <= 3 else "4-5"
    board = board_layout(side)
    dresses = list(comp["dresses"])
    rng.shuffle(dresses)
    tiles = list(comp["tiles"])
    rng.shuffle(tiles)
    cards = list(comp["cards"])
    rng.shuffle(cards)
    colours = ["c1", "c2", "c3", "c4", "c5"][:players]
    ended = phase == "ended"

    def owner():
        return rng.randrange(players) if rng.random() < fill else None

    def placed(master=False):
        if rng.random() >= fill:
            return None
        return {"dress": dresses.pop(), "owner": rng.randrange(players), "master_made": master or rng.random() < 0.3}

    halls = [
        {
            "id": h["id"],
            "number": h["number"],
            "royal": h["royal"],
            "majority": h["majority"],
            "spaces": [{**g, "placed": placed(g["master"])} for g in h["guest_spaces"]],
            "musician": {**h["musician"], "owner": owner()},
        }
        for h in board["halls"]
    ]
    fireworks = [{**f, "owner": owner()} for f in board["fireworks"]]
    terrace = []
    for t in board["terrace"]:
        fw = next(f for f in fireworks if f["id"] == t["fireworks_space"])
        on = ended and fw["owner"] is not None and rng.random() < 0.7
        terrace.append(
            {**t, "placed": {"dress": dresses.pop(), "owner": fw["owner"], "master_made": False} if on else None}
        )
    windows = [
        {**w, "dress": dresses.pop() if (w["index"] > 0 or rng.random() < 0.6) else None} for w in board["windows"]
    ]
    warehouse = []
    for section in board["warehouse"]:
        n = rng.randrange(0, section["capacity"] + 1)
        price = None if n == 0 else {4: 2, 3: 2, 2: 1, 1: 0}[n]
        warehouse.append({**section, "price": price, "tiles": [tiles.pop() for _ in range(n)]})
    display = [{"id": sid, "card": cards.pop() if rng.random() < 0.75 else None} for sid in board["display"]]
    left = sum(1 for d in display if d["card"])
    all_halls = [{**a, "owner": None} for a in board["all_halls"]]
    if fill > 0.4:
        all_halls[0]["owner"] = rng.randrange(players)
    start = rng.randrange(players)
    active = None if phase in ("select", "ended") else rng.randrange(players)
    actors = (
        sorted(rng.sample(range(players), max(1, players - 1)))
        if phase == "select"
        else ([] if active is None else [active])
    )
    favour = rng.choice([None, rng.randrange(players)])
    seats: list[dict[str, Any]] = []
    for seat in range(players):
        start_cards = [dict(c) for c in comp["start"] if c["colour"] == colours[seat]]
        discard = start_cards[: rng.randrange(0, 4)] + [cards.pop() for _ in range(rng.randrange(0, 3))]
        played = discard[-rng.randrange(0, 3) :] if phase == "actions" else []
        seats.append(
            {
                "seat": seat,
                "colour": colours[seat],
                "money": rng.randrange(0, 40),
                "yarn": rng.randrange(0, 4),
                "lace": rng.randrange(0, 4),
                "tiles_count": rng.randrange(0, 5),
                "supply_count": rng.randrange(0, 6),
                "hand_count": rng.randrange(0, 4),
                "employee_count": rng.randrange(4, 11),
                "discard": discard,
                "played": played,
                "dresses_on_board": rng.randrange(0, 8),
                "decorations": rng.randrange(0, 5),
                "has_favour": favour == seat,
                "is_start": start == seat,
                "selecting": seat in actors and phase == "select",
                "pp": rng.randrange(0, 60) if (ended or seat == viewer) else None,
            }
        )
    result = None
    if ended:
        scores = {str(s): rng.randrange(30, 90) for s in range(players)}
        order = sorted(scores.values(), reverse=True)
        result = {
            "scores": scores,
            "placings": {s: order.index(v) + 1 for s, v in scores.items()},
            "breakdown": {s: {"money": 3, "halls": 10} for s in scores},
            "money_left": {s: rng.randrange(10) for s in scores},
        }
    highlight: dict[str, Any] = {"seat": rng.randrange(players), "spaces": [], "windows": [], "tiles": [], "cards": []}
    taken = [s for h in halls for s in h["spaces"] if s["placed"]]
    if taken:
        highlight["spaces"].append(rng.choice(taken)["id"])
    highlight["spaces"].append(fireworks[0]["id"])
    private = None
    if viewer is not None:
        own = [dict(c) for c in comp["start"] if c["colour"] == colours[viewer]]
        kept = [tiles.pop() for _ in range(seats[viewer]["tiles_count"])]
        silk: dict = {}
        for tile in kept:
            for colour, n in tile["silk"].items():
                silk[colour] = silk.get(colour, 0) + n
        private = {
            "seat": viewer,
            "hand": own[:3] if phase != "select" else [],
            "supply": own[3:] + [cards.pop()],
            "discard": seats[viewer]["discard"],
            "tiles": kept,
            "silk": silk,
            "pp": seats[viewer]["pp"] or 0,
            "pending_tile": tiles.pop() if phase == "bonus" else None,
            "select_need": 3 if phase == "select" else None,
        }
    return {
        "game": "rokoko",
        "viewer": viewer,
        "players": players,
        "side": side,
        "colours": colours,
        "config": {},
        "round": 7 if ended else round_,
        "phase": "actions" if phase == "bonus" else phase,
        "actors": actors,
        "active": active,
        "start_seat": start,
        "favour_taken_by": favour,
        "halls": halls,
        "terrace": terrace,
        "fireworks": {"majority": board["fireworks_majority"], "spaces": fireworks},
        "statues": [{**s, "owner": owner()} for s in board["statues"]],
        "fountain": {row: [{**s, "owner": owner()} for s in board["fountain"][row]] for row in ("upper", "lower")},
        "all_halls": all_halls,
        "windows": windows,
        "warehouse": warehouse,
        "display": display,
        "hire_price": {4: 5, 3: 3, 2: 1, 1: 0}.get(left),
        "hire_deck_count": 4 * (7 - round_),
        "resource_supply_count": len(tiles),
        "resource_discard": [],
        "bag_count": len(dresses),
        "dress_discard": [],
        "out_of_game": [],
        "seats": seats,
        "in_play": {
            "seat": active,
            "card": seats[cast(int, active)]["played"][-1] if seats[cast(int, active)]["played"] else cards[0],
            "stage": "bonus",
        }
        if phase == "bonus"
        else None,
        "highlight": highlight,
        "private": private,
        "result": result,
    }
