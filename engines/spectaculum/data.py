"""Spectaculum's component data, read from components.json beside this file.

The JSON is the single place for numbers (cards, markers, tiles, board); correct a count
there and the engine follows. The public functions at the bottom (board, colours,
tile_kinds) are static data for the renderer and the bot.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engines.core.components import json_reader

raw = json_reader(Path(__file__).with_name("components.json"))

# The JSON calls entry spaces "headquarters-entry"; views and the renderer say "entry".
_KIND = {"village": "village", "blank": "blank", "headquarters-entry": "entry", "court": "court"}


@dataclass(frozen=True)
class Board:
    id: str
    order: tuple[str, ...]  # every space id, row by row
    index: dict  # space id -> position in order
    kind: dict  # space id -> village | blank | entry | court
    neighbours: dict  # space id -> tuple of space ids
    entries: dict  # colour -> tuple of entry space ids of its HQ
    villages: tuple[str, ...]
    court: str
    public: dict  # the renderer's form, see board()
    ids_in_order: bool = False  # the ids sort as `order` does: sorted(ids) is the board's order


@dataclass(frozen=True)
class Rules:
    """The numbers the rules use, all taken from the data file."""

    colours: tuple[str, ...]
    cards_per_colour: int
    dealt_per_colour: int
    markers_per_colour: int
    hand_size: int
    variant_hand_size: int
    placed_per_turn: int
    track_min: int
    track_max: int
    track_start: int
    starting_money: int
    court_delta: int
    tile_delta: dict  # kind -> reputation delta
    tile_money: dict  # kind -> ducats per card (+ payday, - sickness)
    red_kinds: frozenset
    distributions: dict  # name -> {kind: count}
    default_distribution: str
    max_free_red_tiles: int
    min_players: int
    max_players: int


@lru_cache(maxsize=1)
def rules() -> Rules:
    data = raw()
    kinds = data["tile_kinds"]["items"]
    markers = data["travel_markers"]
    track = data["reputation_track"]
    cards = data["entertainer_cards"]
    tiles = data["village_tiles"]
    return Rules(
        colours=tuple(item["id"] for item in data["colours"]["items"]),
        cards_per_colour=cards["per_colour"],
        dealt_per_colour=cards["dealt_per_player_per_colour"],
        markers_per_colour=markers["per_colour"],
        hand_size=markers["hand_size"],
        variant_hand_size=markers["variant_hand_size"],
        placed_per_turn=markers["placed_per_turn"],
        track_min=track["min"],
        track_max=track["max"],
        track_start=track["start"],
        starting_money=data["money"]["starting_money"],
        court_delta=data["court"]["reputation_delta"],
        tile_delta={k["id"]: k["reputation_delta"] for k in kinds},
        tile_money={k["id"]: k["money_per_card"] for k in kinds},
        red_kinds=frozenset(k["id"] for k in kinds if k["red_border"]),
        distributions={name: dict(d["counts"]) for name, d in tiles["distributions"].items()},
        default_distribution=tiles["default_distribution"],
        max_free_red_tiles=data["end_of_game"]["max_unoccupied_red_tiles"],
        min_players=data["players"]["min"],
        max_players=data["players"]["max"],
    )


def board_ids() -> tuple[str, ...]:
    return (raw()["board"]["id"],)


@lru_cache(maxsize=4)
def load_board(board_id: str) -> Board:
    data = raw()["board"]
    if data["id"] != board_id:
        raise KeyError(board_id)
    spaces = sorted(data["spaces"], key=lambda s: (s["row"], s["x2"]))
    order = tuple(s["id"] for s in spaces)
    kind = {s["id"]: _KIND[s["kind"]] for s in spaces}
    neighbours = {s["id"]: tuple(s["neighbours"]) for s in spaces}
    entries = {hq["colour"]: tuple(hq["entry_spaces"]) for hq in data["headquarters"]}
    courts = [sid for sid in order if kind[sid] == "court"]
    public = {
        "id": board_id,
        "spaces": [
            {
                "id": s["id"],
                "kind": kind[s["id"]],
                "row": s["row"],
                "x2": s["x2"],
                "q": s["q"],
                "r": s["r"],
                "neighbours": list(s["neighbours"]),
            }
            for s in spaces
        ],
        "hqs": [
            {"colour": hq["colour"], "entries": list(hq["entry_spaces"]), "corner": hq["corner"]}
            for hq in data["headquarters"]
        ],
    }
    board = Board(
        id=board_id,
        order=order,
        index={sid: i for i, sid in enumerate(order)},
        kind=kind,
        neighbours=neighbours,
        entries=entries,
        villages=tuple(sid for sid in order if kind[sid] == "village"),
        court=courts[0],
        public=public,
        ids_in_order=list(order) == sorted(order),
    )
    _check_board(board)
    return board


def _check_board(board: Board) -> None:
    for sid, near in board.neighbours.items():
        for other in near:
            if sid not in board.neighbours.get(other, ()):
                raise ValueError(f"board {board.id}: {sid} -> {other} is not symmetric")
    if set(board.entries) != set(rules().colours):
        raise ValueError(f"board {board.id}: every colour needs exactly one HQ")
    for colour, spaces in board.entries.items():
        for sid in spaces:
            if board.kind.get(sid) != "entry":
                raise ValueError(f"board {board.id}: {sid} is not an entry space ({colour})")
    if sum(1 for k in board.kind.values() if k == "court") != 1:
        raise ValueError(f"board {board.id}: needs exactly one court")


# --- public static data for the renderer and the bot ---------------------------------


def board(board_id: str) -> dict:
    """{"id", "spaces": [{id, kind, row, x2, q, r, neighbours}], "hqs": [{colour, entries, corner}]}.
    kind is village | blank | entry | court. A fresh copy; callers may keep it."""
    return json.loads(json.dumps(load_board(board_id).public))


def colours() -> list[dict]:
    """[{"id": "red", "rgb": "#c9302c"}, ...] in the engine's colour order."""
    return [{"id": item["id"], "rgb": item["suggested_rgb"]} for item in raw()["colours"]["items"]]


def tile_kinds() -> list[dict]:
    """[{"id", "delta", "money_per_card", "red_border", "name_cs", "name_en"}, ...]."""
    return [
        {
            "id": k["id"],
            "delta": k["reputation_delta"],
            "money_per_card": k["money_per_card"],
            "red_border": k["red_border"],
            "name_cs": k["name_cs"],
            "name_en": k["name_en"],
        }
        for k in raw()["tile_kinds"]["items"]
    ]
