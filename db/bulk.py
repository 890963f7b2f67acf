"""Many games at once, for the benchmarks: copies of one started game in one transaction.

Not used by the bot. Building ten thousand games through start_game would take
five transactions (and five disk syncs) each; a copy needs one transaction in all.
"""

from __future__ import annotations

from db.store import Store

_GAME_COLUMNS = (
    "kind, status, guild_id, channel_id, thread_id, host_id, config, language, seed, version, position,"
    " delivered_position, turn_limit, on_timeout, setup_events, created_at, started_at, updated_at, has_ai, on_away"
)


async def copy_game(store: Store, game_id: int, copies: int, *, with_steps: bool = False) -> list[int]:
    """`copies` new games like `game_id` (its row, seats, snapshots and timers, and with
    `with_steps` its step log, for what reads a game's history); their ids."""
    async with store._write() as tx:
        newest = (await tx.fetch_one("SELECT MAX(id) AS id FROM games"))["id"]
        await tx.execute_many(
            f"INSERT INTO games ({_GAME_COLUMNS}) SELECT {_GAME_COLUMNS} FROM games WHERE id = ?",
            [(game_id,)] * copies,
        )
        ids = [r["id"] for r in await tx.fetch_all("SELECT id FROM games WHERE id > ? ORDER BY id", (newest,))]
        pairs = [(new, game_id) for new in ids]
        await tx.execute_many(
            "INSERT INTO seats (game_id, seat, user_id, is_ai, ai_level, team, role)"
            " SELECT CAST(? AS BIGINT), seat, user_id, is_ai, ai_level, team, role FROM seats WHERE game_id = ?",
            pairs,
        )
        await tx.execute_many(
            "INSERT INTO snapshots (game_id, version, state, created_at)"
            " SELECT CAST(? AS BIGINT), version, state, created_at FROM snapshots WHERE game_id = ?",
            pairs,
        )
        await tx.execute_many(
            "INSERT INTO deadlines (game_id, deadline_id, due, version)"
            " SELECT CAST(? AS BIGINT), deadline_id, due, version FROM deadlines WHERE game_id = ?",
            pairs,
        )
        if with_steps:
            await tx.execute_many(
                "INSERT INTO steps (game_id, n, seat, action, received_at, events, undoable, undone, recorded_at)"
                " SELECT CAST(? AS BIGINT), n, seat, action, received_at, events, undoable, undone, recorded_at"
                " FROM steps WHERE game_id = ?",
                pairs,
            )
        await tx.execute("ANALYZE")  # as a database in use would have been, for the query planner
    return ids
