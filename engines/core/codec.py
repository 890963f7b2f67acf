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
    """The state in `text`. `upgrade(state, stored_schema) -> state`, when given, reads a
    state of an older schema (the game's optional `upgrade_state`)."""
    try:
        data = loads(text)
    except (TypeError, ValueError) as error:
        raise SchemaMismatch(f"{game}: stored state is not JSON") from error
    if not isinstance(data, dict) or data.get("game") != game:
        raise SchemaMismatch(f"stored state is not a {game} state")
    stored = data.get("schema")
    if upgrade is not None and isinstance(stored, int) and 1 <= stored < schema:
        return upgrade(data["state"], stored)
    if stored != schema:
        raise SchemaMismatch(f"{game}: stored schema {data.get('schema')} is not {schema}")
    return data["state"]
