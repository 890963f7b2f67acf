"""Which snapshots a game keeps.

A running game keeps the state after every step (an undo, the board in flight and the
timers read the newest ones). A game that is over keeps the state after every
SNAPSHOT_EVERY-th step and after its last one: the state at any other step is the
snapshot before it with at most SNAPSHOT_EVERY - 1 steps replayed (Store.state_at).
"""

from __future__ import annotations

from db.connection import Tx

#: Also written into migration 0007, which thinned the games that were over before it.
SNAPSHOT_EVERY = 32


def thin_statement(game_id: int) -> tuple[str, tuple]:
    """The statement of `thin_snapshots` and its values (for a batch: db.batch)."""
    return (
        "DELETE FROM snapshots WHERE game_id = ? AND version % ? <> 0"
        " AND version < (SELECT version FROM games WHERE id = ?)",
        (game_id, SNAPSHOT_EVERY, game_id),
    )


async def thin_snapshots(conn: Tx, game_id: int) -> None:
    """Drop the snapshots a game that is over no longer keeps (its row is at its last version)."""
    await conn.execute(*thin_statement(game_id))
