"""Static board data the renderer lays out: `engines.rokoko.data.board_layout(side)`
(see engines/rokoko/VIEW.md). The engine package is the one place component numbers live."""

from __future__ import annotations

from functools import lru_cache

from engines.rokoko import data as engine_data


@lru_cache(maxsize=4)
def board_layout(side: str) -> dict:
    return engine_data.board_layout(side)
