"""Which snapshots a game keeps: every one while it runs; every SNAPSHOT_EVERY-th and the
last once it is over (also for the games migration 0007 found over); the state at every
step stays readable through state_at, and undo goes back over a missing snapshot."""

from __future__ import annotations

import pytest

from db import CorruptRecord, Store
from db.migrate import load_migrations
from db.sample_games import store_random_game
from db.snapshots import SNAPSHOT_EVERY
from engines import registry
from engines.core.runner import rebuild
from tests.db.conftest import T0

GAMES = sorted(registry.GAMES)


async def kept(store, game_id: int) -> list[int]:
    async with store._read() as tx:
        rows = await tx.fetch_all("SELECT version FROM snapshots WHERE game_id = ? ORDER BY version", (game_id,))
    return [row["version"] for row in rows]


def thinned(last: int) -> list[int]:
    return [v for v in range(last + 1) if v % SNAPSHOT_EVERY == 0 or v == last]


async def assert_history(store, game, game_id: int, states: list) -> None:
    for n, expected in enumerate(states):
        assert game.encode_state(await store.state_at(game_id, n, rebuild)) == game.encode_state(expected), n


def test_migration_0007_thins_with_the_store_s_own_interval():
    (migration,) = [m for m in load_migrations() if m.version == 7]
    assert f"version % {SNAPSHOT_EVERY} <> 0" in migration.sql


@pytest.mark.parametrize("name", GAMES)
async def test_a_finished_game_keeps_every_nth_and_its_last_snapshot(store, name):
    game = registry.get(name)
    game_id, states = await store_random_game(store, game, game.player_counts[-1], seed=21, now=T0)
    last = len(states) - 1
    assert (await store.get_game(game_id)).status == "finished"  # a game shorter than the interval keeps 0 and its last
    assert await kept(store, game_id) == thinned(last)
    assert await store.latest_snapshot(game_id) == (last, game.encode_state(states[-1]))
    await assert_history(store, game, game_id, states)


async def test_a_running_game_keeps_every_snapshot_and_an_abandoned_one_is_thinned(store):
    game = registry.get("rokoko")
    game_id, states = await store_random_game(store, game, 3, seed=4, now=T0, steps=70)
    assert await kept(store, game_id) == list(range(71))
    await store.set_status(game_id, "damaged", 1.0)  # kept as it is, to be looked into
    assert await kept(store, game_id) == list(range(71))
    await store.set_status(game_id, "abandoned", 2.0)
    assert await kept(store, game_id) == thinned(70)
    await assert_history(store, game, game_id, states)


async def test_undo_goes_back_over_a_missing_snapshot(store, state, started_game, play, sql):
    game = await started_game(store)
    await play(store, game.id, 3)
    await sql.run(store, "DELETE FROM snapshots WHERE game_id = ? AND version = 2", (game.id,))
    with pytest.raises(CorruptRecord, match="no snapshot 2 to go back to"):
        await store.undo_last(game.id, expected_version=3, now=5.0)
    assert (await store.get_game(game.id)).version == 3  # nothing written
    await store.undo_last(game.id, expected_version=3, now=5.0, state=state(2))
    assert await store.latest_snapshot(game.id) == (2, state(2))
    assert await kept(store, game.id) == [0, 1, 2]
    # a snapshot that is there stays as it is stored
    await store.undo_last(game.id, expected_version=2, now=6.0, state="ignored")
    assert await store.latest_snapshot(game.id) == (1, state(1))


async def test_undo_after_state_at_over_thinned_snapshots(store, sql):
    """What the bot does: the state gone back to comes from state_at (a replay here)."""
    game = registry.get("spectaculum")
    game_id, states = await store_random_game(store, game, 3, seed=8, now=T0, steps=20)
    await sql.run(store, "DELETE FROM snapshots WHERE game_id = ? AND version BETWEEN 1 AND 19", (game_id,))
    async with store._write() as tx:  # the last step, made undoable for the test
        await tx.execute("UPDATE steps SET undoable = 1 WHERE game_id = ? AND n = 20", (game_id,))
    previous = await store.state_at(game_id, 19, rebuild)
    await store.undo_last(game_id, expected_version=20, now=9.0, state=game.encode_state(previous))
    assert await store.latest_snapshot(game_id) == (19, game.encode_state(states[19]))


async def back_to_schema_6(store) -> None:
    """Undo migration 0007's schema changes (its data is what the test stores), and the later ones'."""
    async with store._write() as tx:
        await tx.execute("ALTER TABLE steps DROP COLUMN joined")  # 0016
        for column in ("turn_span", "span_position", "span_last"):  # 0015
            await tx.execute(f"ALTER TABLE seats DROP COLUMN {column}")
        await tx.execute("DROP TABLE guild_names")  # 0014
        await tx.execute("DROP TABLE rating_updates")  # 0013
        await tx.execute("DROP TABLE ratings")
        for column in ("rated", "ended_by_rules", "rated_at"):
            await tx.execute(f"ALTER TABLE games DROP COLUMN {column}")
        await tx.execute("DROP INDEX seats_notice_due")  # 0012
        for column in (
            "turn_position",
            "waiting_since",
            "turn_shared",
            "last_position",
            "noticed_position",
            "notice_claim_until",
            "notice_claimed_by",
        ):
            await tx.execute(f"ALTER TABLE seats DROP COLUMN {column}")
        await tx.execute("ALTER TABLE users DROP COLUMN notices")
        await tx.execute("DROP TABLE away")  # 0011
        await tx.execute("DROP INDEX deadlines_held_by")
        await tx.execute("ALTER TABLE deadlines DROP COLUMN held_by")
        await tx.execute("ALTER TABLE games DROP COLUMN on_away")
        for table in ("rematch_pending", "rematches", "cancel_ballots", "cancel_votes"):  # 0010
            await tx.execute(f"DROP TABLE {table}")
        await tx.execute("DROP TABLE seat_holders")  # 0009
        await tx.execute("DROP TABLE game_links")
        await tx.execute("DROP TABLE web_keys")
        await tx.execute("DROP INDEX games_active_with_ai")
        await tx.execute("DROP INDEX games_active_with_ai_by_flag")
        await tx.execute("ALTER TABLE games DROP COLUMN has_ai")
        await tx.execute("DROP INDEX deadlines_by_due")
        await tx.execute("CREATE INDEX deadlines_by_due ON deadlines (due)")
        if store.backend == "sqlite":
            await tx.execute("PRAGMA user_version = 6")
        else:
            await tx.execute("UPDATE salon_schema SET version = 6")


async def test_migration_0007_thins_the_games_already_over(shared_url):
    """A database at schema 6 with a finished, an abandoned and a running game (with an AI
    seat), every snapshot stored; opened by this version: the games that are over are
    thinned, the running one keeps everything, every step of each reads as before, and the
    running game is found among the active games with AI seats."""
    games = {}
    store = await Store.open(shared_url)
    try:
        plays = (("ladies", "finished", None), ("rokoko", "abandoned", 70), ("spectaculum", "active", 40))
        for name, status, steps in plays:
            game = registry.get(name)
            game_id, states = await store_random_game(store, game, game.player_counts[0], seed=31, now=T0, steps=steps)
            if status == "abandoned":
                await store.set_status(game_id, status, 1.0)
            async with store._write() as tx:  # as the older version stored them: every step's snapshot
                await tx.execute("DELETE FROM snapshots WHERE game_id = ?", (game_id,))
                await tx.execute_many(
                    "INSERT INTO snapshots (game_id, version, state, created_at) VALUES (?, ?, ?, 0)",
                    [(game_id, n, game.encode_state(s)) for n, s in enumerate(states)],
                )
                if status == "active":
                    await tx.execute(
                        "UPDATE seats SET user_id = NULL, is_ai = 1 WHERE game_id = ? AND seat = 0", (game_id,)
                    )
            games[game_id] = (game, states, status)
        await back_to_schema_6(store)
    finally:
        await store.close()
    store = await Store.open(shared_url)
    try:
        for game_id, (game, states, status) in games.items():
            last = len(states) - 1
            assert (await store.get_game(game_id)).status == status
            assert await kept(store, game_id) == (list(range(last + 1)) if status == "active" else thinned(last))
            await assert_history(store, game, game_id, states)
        assert [g.id for g in await store.active_games_with_ai()] == [i for i, v in games.items() if v[2] == "active"]
    finally:
        await store.close()
