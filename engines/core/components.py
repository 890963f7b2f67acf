"""A game's component data file: read once, the same dict on every later call."""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path


def json_reader(path: Path) -> Callable[[], dict]:
    """A function returning the parsed JSON at `path`, read on the first call only."""

    @lru_cache(maxsize=1)
    def read() -> dict:
        with path.open(encoding="utf-8") as handle:
            return json.load(handle)

    return read
