"""Rokoko's component data, read from components.json beside this file (R112, R113).

The JSON (a copy of shared/rules/rokoko-components.json with its provenance marks) is
the single place for numbers: dresses, tiles, employees, bonuses, both board sides.
`load()` validates the counts once and refuses a file that breaks them. The public
functions at the bottom (sides, side_for_players, board_layout, dress, tile, card) are
static data for the renderer and the bot (see VIEW.md).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engines.core.components import json_reader

raw = json_reader(Path(__file__).with_name("components.json"))
SILK_COLOURS = ("yellow", "green", "red", "blue")
RANKS = ("master", "journeyman", "apprentice")


@dataclass(frozen=True)
class Side:
    id: str
    windows: tuple  # ({"id", "index", "cost", "dark"}), index 0 leftmost
    sections: tuple  # ({"id", "number", "capacity"})
    display: tuple  # hire space ids
    # ({"id", "number", "royal", "majority": (f, s), "spaces": ({"id","master","reward"}), "musician": {...}})
    halls: tuple
    space_hall: dict  # guest space id -> hall index
    space: dict  # guest space id -> {"id","master","reward"}
    terrace: tuple  # ({"id", "multiplier", "fireworks_space"})
    fireworks: tuple  # ({"id", "index", "cost", "pp", "terrace_space"})
    fireworks_majority: tuple
    statues: tuple
    fountain: dict  # "upper"/"lower" -> ({"id","cost","pp"})
    all_halls: tuple  # ({"id","pp"}) most valuable first
    deco: dict  # decoration space id -> {"id","kind","cost","pp","hall"?}
    deco_order: tuple  # decoration ids in board order


@dataclass(frozen=True)
class Data:
    dresses: dict  # id -> dress dict
    tiles: dict  # id -> tile dict
    cards: dict  # id -> card dict (starting and hireable)
    bonuses: dict  # id -> {"timing", "effect"}
    colours: tuple  # player colour ids
    starting: dict  # colour -> (card ids)
    deck_by_level: dict  # level -> (card ids)
    constants: dict
    start_resources: dict
    sides: dict  # id -> Side
    side_by_players: dict  # int -> side id
    rewards: tuple


def _card(record: dict, colour) -> dict:
    return {
        "id": record["id"],
        "rank": record["rank"],
        "level": record.get("level"),
        "bonus": record["bonus"],
        "crown": bool(record.get("crown")),
        "colour": colour,
    }


def _side(block: dict) -> Side:
    windows = tuple(
        {"id": w["id"], "index": w["index"], "cost": w["cost"], "dark": bool(w["dark_discard_at_refill"])}
        for w in sorted(block["dress_windows"]["windows"], key=lambda w: w["index"])
    )
    sections = tuple(
        {"id": s["id"], "number": s["number"], "capacity": s["capacity"]} for s in block["warehouse"]["sections"]
    )
    halls, space_hall, space, deco, order = [], {}, {}, {}, []
    for h, hall in enumerate(block["halls"]):
        spaces = tuple(
            {"id": g["id"], "master": bool(g["master"]), "reward": g.get("reward")} for g in hall["guest_spaces"]
        )
        m = hall["musician"]
        musician = {"id": m["id"], "kind": "musician", "cost": m["cost"], "pp": m.get("pp", 0), "hall": h}
        halls.append(
            {
                "id": hall["id"],
                "number": hall["number"],
                "royal": bool(hall.get("royal")),
                "majority": (hall["majority"]["first"], hall["majority"]["second"]),
                "spaces": spaces,
                "musician": musician,
            }
        )
        for g in spaces:
            space_hall[g["id"]] = h
            space[g["id"]] = g
    fw = block["fireworks"]
    fireworks = tuple(
        {
            "id": s["id"],
            "index": s["index"],
            "kind": "fireworks",
            "cost": s["cost"],
            "pp": s.get("pp", 0),
            "terrace_space": s.get("terrace_space"),
        }
        for s in sorted(fw["spaces"], key=lambda s: s["index"])
    )
    statues = tuple(
        {"id": s["id"], "kind": "statue", "cost": s["cost"], "pp": s.get("pp", 0)} for s in block["statues"]["spaces"]
    )
    fountain = {}
    for row in block["fountain"]["rows"]:
        fountain[row["id"]] = tuple(
            {"id": s["id"], "kind": f"fountain_{row['id']}", "cost": s["cost"], "pp": s.get("pp", 0)}
            for s in row["spaces"]
        )
    for item in fireworks:
        deco[item["id"]] = item
        order.append(item["id"])
    for hall in halls:
        deco[hall["musician"]["id"]] = hall["musician"]
        order.append(hall["musician"]["id"])
    for item in statues + fountain["upper"] + fountain["lower"]:
        deco[item["id"]] = item
        order.append(item["id"])
    terrace = tuple(
        {"id": t["id"], "multiplier": t["multiplier"], "fireworks_space": t["fireworks_space"]}
        for t in block["terrace"]["spaces"]
    )
    all_halls = tuple(
        {"id": s["id"], "pp": s["pp"]} for s in sorted(block["all_halls_bonus"]["spaces"], key=lambda s: s["order"])
    )
    return Side(
        block["id"],
        windows,
        sections,
        tuple(s["id"] for s in block["employee_display"]["spaces"]),
        tuple(halls),
        space_hall,
        space,
        terrace,
        fireworks,
        (fw["majority"]["first"], fw["majority"]["second"]),
        statues,
        fountain,
        all_halls,
        deco,
        tuple(order),
    )


@lru_cache(maxsize=1)
def load() -> Data:
    """Read and validate the data file (R113); ValueError on any count mismatch."""
    d = raw()
    dresses = {}
    for t in d["dress_tiles"]["tiles"]:
        dresses[t["id"]] = {
            "id": t["id"],
            "colour": t["colour"],
            "sex": t["sex"],
            "silk": dict(t["silk"]),
            "yarn": t.get("yarn", 0),
            "lace": t.get("lace", 0),
            "master_only": bool(t["master_only"]),
            "sale_value": t["sale_value"],
            "ball_pp": t["ball_pp"],
        }
    tiles = {
        t["id"]: {
            "id": t["id"],
            "silk": dict(t["silk"]),
            "convert_options": [dict(o) for o in t["convert_options"]],
            "convert_symbol": t.get("convert_symbol"),
        }
        for t in d["resource_tiles"]["tiles"]
    }
    bonuses = {b["id"]: {"id": b["id"], "timing": b["timing"], "effect": b["effect"]} for b in d["bonuses"]}
    cards, starting, deck_by_level = {}, {}, {}  # type: dict, dict[str, list[str]], dict[int, list[str]]
    colours = tuple(d["player_colours"]["ids"])
    for c in d["starting_employees"]["cards"]:
        cards[c["id"]] = _card(c, c["colour"])
        starting.setdefault(c["colour"], []).append(c["id"])
    for c in d["employee_deck"]["cards"]:
        cards[c["id"]] = _card(c, None)
        deck_by_level.setdefault(c["level"], []).append(c["id"])
    comp = d["components"]
    problems = []
    if len(dresses) != comp["dress_tiles"]:
        problems.append("dress count")
    if Counter(x["colour"] for x in dresses.values()) != Counter(d["dress_tiles"]["counts_by_colour"]):
        problems.append("dresses per colour")
    if len(tiles) != comp["resource_tiles"]:
        problems.append("tile count")
    deck_count = sum(len(v) for v in deck_by_level.values())
    if deck_count != comp["employee_deck_cards"]:
        problems.append("employee deck count")
    if {str(k): len(v) for k, v in deck_by_level.items()} != {
        str(k): v for k, v in d["employee_deck"]["counts_by_level"].items()
    }:
        problems.append("employee cards per level")
    per = comp["starting_employee_cards_per_colour"]
    if set(starting) != set(colours) or any(len(v) != per for v in starting.values()):
        problems.append("starting cards per colour")
    for c in cards.values():
        if c["bonus"] not in bonuses:
            problems.append(f"unknown bonus {c['bonus']}")
        if c["rank"] not in RANKS:
            problems.append(f"unknown rank {c['rank']}")
    sides = {s["id"]: _side(s) for s in d["board"]["sides"]}
    if len(sides) != comp["board_sides"]:
        problems.append("board sides")
    side_by_players = {int(k): v for k, v in d["board"]["side_by_player_count"].items()}
    if not set(side_by_players.values()) <= set(sides):
        problems.append("side_by_player_count names an unknown side")
    if problems:
        raise ValueError("rokoko components.json: " + "; ".join(problems))
    return Data(
        dresses,
        tiles,
        cards,
        bonuses,
        colours,
        {k: tuple(v) for k, v in starting.items()},
        {k: tuple(v) for k, v in sorted(deck_by_level.items())},
        dict(d["constants"]),
        dict(d["starting_resources"]),
        sides,
        side_by_players,
        tuple(r["id"] for r in d["guest_rewards"]),
    )


# --- public static data (renderer, bot) -------------------------------------------------


def sides() -> list[str]:
    return sorted(load().sides)


def side_for_players(players: int) -> str:
    return load().side_by_players[players]


def player_counts() -> tuple[int, ...]:
    return tuple(sorted(load().side_by_players))


def dress(dress_id: str) -> dict:
    return dict(load().dresses[dress_id])


def tile(tile_id: str) -> dict:
    return dict(load().tiles[tile_id])


def card(card_id: str) -> dict:
    return dict(load().cards[card_id])


@lru_cache(maxsize=4)
def _layout(side_id: str) -> str:
    s = load().sides[side_id]
    layout = {
        "side": s.id,
        "halls": [
            {
                "id": h["id"],
                "number": h["number"],
                "royal": h["royal"],
                "majority": list(h["majority"]),
                "guest_spaces": [dict(g) for g in h["spaces"]],
                "musician": {k: h["musician"][k] for k in ("id", "cost", "pp")},
            }
            for h in s.halls
        ],
        "terrace": [dict(t) for t in s.terrace],
        "fireworks": [{k: f[k] for k in ("id", "index", "cost", "pp", "terrace_space")} for f in s.fireworks],
        "fireworks_majority": list(s.fireworks_majority),
        "statues": [{k: x[k] for k in ("id", "cost", "pp")} for x in s.statues],
        "fountain": {
            row: [{k: x[k] for k in ("id", "cost", "pp")} for x in s.fountain[row]] for row in ("upper", "lower")
        },
        "all_halls": [dict(a) for a in s.all_halls],
        "windows": [dict(w) for w in s.windows],
        "warehouse": [dict(x) for x in s.sections],
        "display": list(s.display),
    }
    return json.dumps(layout)


def board_layout(side_id: str) -> dict:
    """Every id on one board side, in board order (see VIEW.md); a fresh copy each call."""
    return json.loads(_layout(side_id))
