"""The other world of the leak tests: the same database with its hidden information redrawn.

A leak test shows everything Salon shows from one database, then from this other world, and
compares: anything private that reached what is shown would make the two differ."""

from __future__ import annotations

import json
import random
import sqlite3

from db import Store
from engines import registry
from engines.core import SPECTATOR
from tests.web.conftest import T0, played


def redrawn(path: str, *, views_kept: bool = True, viewer: int | None = SPECTATOR) -> int:
    """Rewrite the SQLite database at `path` into the other world: every stored state's hidden
    information redrawn, every event not addressed to the public dropped (the steps' and the
    setups'). Returns the states changed. `views_kept`: what the spectators see of every state
    is checked to be kept; without it, a game may redraw what only its result shows (the test
    game's pennies at its end), for a test that must not read a result back from the state.
    `viewer`: whose view is kept (a seat: only what the others hold is redrawn)."""
    changed = 0
    with sqlite3.connect(path) as db:
        kinds = dict(db.execute("SELECT id, kind FROM games").fetchall())
        for game_id, version, text in db.execute("SELECT game_id, version, state FROM snapshots").fetchall():
            engine = registry.get(kinds[game_id])
            state = engine.decode_state(text)
            other = engine.resample_hidden(state, viewer, random.Random(f"leak:{version}"))
            assert not views_kept or engine.view_for(other, viewer) == engine.view_for(state, viewer)
            other_text = engine.encode_state(other)
            changed += other_text != text
            db.execute(
                "UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?", (other_text, game_id, version)
            )

        def public(text: str) -> str:
            return json.dumps([e for e in json.loads(text) if e.get("to", "public") == "public"])

        for step_id, events in db.execute("SELECT id, events FROM steps").fetchall():
            db.execute("UPDATE steps SET events = ? WHERE id = ?", (public(events), step_id))
        for game_id, events in db.execute("SELECT id, setup_events FROM games").fetchall():
            db.execute("UPDATE games SET setup_events = ? WHERE id = ?", (public(events), game_id))
    return changed


def other_world(path: str, other: str, viewer: int | None = SPECTATOR) -> None:
    """Copy the SQLite database at `path` to `other`, and rewrite the copy into the other world
    (whose secrets, those `viewer` does not see, must differ)."""
    with sqlite3.connect(path) as source, sqlite3.connect(other) as target:
        source.backup(target)
    assert redrawn(other, viewer=viewer) > 0, "the other world must differ in its secrets"


async def played_in_two_worlds(tmp_path, kind: str, steps: int):
    """A game of `kind` for its fewest players, `steps` steps played into a database and its
    page link made, and that database's other world: (the table, the link's token, the path of
    the database, the path of the other world)."""
    path, other = str(tmp_path / "world.sqlite3"), str(tmp_path / "other.sqlite3")
    async with await Store.open(path) as store:
        table = await played(store, kind, min(registry.get(kind).player_counts), steps=steps)
        token = await store.game_link(table.game_id, T0)
    other_world(path, other)
    return table, token, path, other
