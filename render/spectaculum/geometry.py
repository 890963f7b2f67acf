"""The board's spaces and headquarters, from the engine's static data, for drawing."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engines.spectaculum import data


@dataclass(frozen=True)
class Space:
    id: str
    kind: str  # village | blank | entry | court
    row: int
    x2: int


@dataclass(frozen=True)
class Headquarters:
    colour: str
    entries: tuple[str, ...]


@dataclass(frozen=True)
class Board:
    id: str
    spaces: tuple[Space, ...]
    headquarters: tuple[Headquarters, ...]


@lru_cache(maxsize=4)
def board(board_id: str) -> Board:
    raw = data.board(board_id)
    return Board(
        id=board_id,
        spaces=tuple(Space(s["id"], s["kind"], int(s["row"]), int(s["x2"])) for s in raw["spaces"]),
        headquarters=tuple(Headquarters(h["colour"], tuple(h["entries"])) for h in raw["hqs"]),
    )
