"""Canonical JSON: the same data always gives the same text (sorted keys, no spaces)."""

from __future__ import annotations

import json
from typing import Any


class SchemaMismatch(ValueError):
    """Stored data was written by a schema this code cannot read."""


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def loads(text: str) -> Any:
    return json.loads(text)


def encode_versioned(game: str, schema: int, state: Any) -> str:
    return dumps({"game": game, "schema": schema, "state": state})


def decode_versioned(game: str, schema: int, text: str, upgrade=None) -> Any:
    """The state in `text`; one of an older schema goes through `upgrade(state, stored schema)`."""
    try:
        data = loads(text)
    except (TypeError, ValueError) as error:
        raise SchemaMismatch(f"{game}: stored state is not JSON") from error
    if not isinstance(data, dict) or data.get("game") != game:
        raise SchemaMismatch(f"stored state is not a {game} state")
    stored = data.get("schema")
    if stored != schema:
        if upgrade is not None and type(stored) is int and 0 < stored < schema:
            return upgrade(data["state"], stored)
        raise SchemaMismatch(f"{game}: stored schema {stored} is not {schema}")
    return data["state"]
