"""Timers the bot fires: turn limits, reminders, the rules' own timers (race windows).

A game's timers are written only by the transaction of a start, a move or an undo
(replaced as a whole, each stamped with the version it was set at), so a game
never has timers of a state it is no longer in. The table's own timers (``table.*``: a cancel
vote's expiry, db.table_votes) are not the state's and are left as they are. Finishing or abandoning a game
deletes its timers, and the timers of a damaged game are not reported as due.

Each timer fires at most once, however many processes look at it: either it is
consumed by the move it causes (``commit_move(fired=...)``), or it is claimed
first (``claim_deadline``, for reminders: claim, commit, then send).
"""

from __future__ import annotations

from collections.abc import Sequence

from db.batch import Statement
from db.connection import StoreBase
from db.rows import DeadlineRow, deadline_from_row

# Read in due order from the front of deadlines_by_due (due, game_id, deadline_id), each
# timer's game looked up by its key: the cost grows with the timers read, not with the
# games stored. A scalar subquery, because PostgreSQL turns an IN or EXISTS into a join that
# visits every live game (so did SQLite with the IN).
_LIVE = "(SELECT g.status FROM games g WHERE g.id = d.game_id) IN ('lobby', 'active')"


#: Timers of the table rather than of its state (a cancel vote's expiry): a move, a start or an
#: undo does not replace them; they end with the game or when their owner removes them.
TABLE_TIMER = "table."


def _checked(deadlines: Sequence[tuple[str, float]]) -> list[tuple[str, float]]:
    checked = []
    for deadline_id, due in deadlines:
        if not isinstance(deadline_id, str) or not deadline_id:
            raise ValueError(f"a deadline id must be a non-empty str, not {deadline_id!r}")
        if deadline_id.startswith(TABLE_TIMER):
            raise ValueError(f"deadline {deadline_id!r}: {TABLE_TIMER!r} names the table's own timers")
        if isinstance(due, bool) or not isinstance(due, (int, float)):
            raise ValueError(f"deadline {deadline_id!r}: due must be a number of seconds, not {due!r}")
        checked.append((deadline_id, float(due)))
    if len({deadline_id for deadline_id, _ in checked}) != len(checked):
        raise ValueError(f"deadline ids must be unique: {[d for d, _ in checked]}")
    return checked


def deadline_statements(
    game_id: int, deadlines: Sequence[tuple[str, float]], *, version: int
) -> tuple[list[Statement], str | None]:
    """What makes the game's timers exactly `deadlines`, stamped with `version`, and the wake-up
    payload for the other processes' schedulers (the earliest due time; None: no timer)."""
    deadlines = _checked(deadlines)
    statements = [
        Statement(f"DELETE FROM deadlines WHERE game_id = ? AND deadline_id NOT LIKE '{TABLE_TIMER}%'", (game_id,))
    ]
    if not deadlines:
        return statements, None
    values = ", ".join("(?, ?, ?, ?)" for _ in deadlines)
    params = tuple(v for deadline_id, due in deadlines for v in (game_id, deadline_id, due, version))
    statements.append(Statement(f"INSERT INTO deadlines (game_id, deadline_id, due, version) VALUES {values}", params))
    return statements, repr(min(due for _, due in deadlines))  # the listeners' scheduler may nap on


def fired_statement(game_id: int, fired: tuple[str, int], now: float, skip_locked: str) -> Statement:
    """Delete the timer `fired` = (deadline_id, version) if it is there, due, and free to take
    (required: a batch stops without it)."""
    deadline_id, version = fired
    return Statement(
        "DELETE FROM deadlines WHERE game_id = ? AND deadline_id IN (SELECT deadline_id FROM deadlines"
        f" WHERE game_id = ? AND deadline_id = ? AND version = ? AND due <= ?{skip_locked})",
        (game_id, game_id, deadline_id, version, now),
        required=True,
    )


class DeadlinesMixin(StoreBase):
    async def claim_deadline(self, game_id: int, deadline_id: str, version: int) -> bool:
        """Delete the timer if it is still set at `version`; True only if this call removed it.

        For timers whose consequence is not a move (a reminder): claim, then send, so
        it is sent at most once whichever process gets there.
        """
        async with self._write() as conn:
            return (
                await conn.execute(
                    "DELETE FROM deadlines WHERE game_id = ? AND deadline_id = ? AND version = ?",
                    (game_id, deadline_id, version),
                )
                > 0
            )

    async def deadlines(self, game_id: int) -> list[DeadlineRow]:
        """All timers of one game, soonest first."""
        async with self._read() as conn:
            rows = await conn.fetch_all(
                "SELECT * FROM deadlines WHERE game_id = ? ORDER BY due, deadline_id", (game_id,)
            )
        return [deadline_from_row(row) for row in rows]

    async def due_deadlines(self, now: float, limit: int = 100) -> list[DeadlineRow]:
        """At most `limit` timers of live games due at or before `now`, soonest first.

        Only reads: a timer stays until consumed by its move or claimed.
        """
        async with self._read() as conn:
            rows = await conn.fetch_all(
                f"SELECT d.* FROM deadlines d WHERE d.due <= ? AND {_LIVE}"
                " ORDER BY d.due, d.game_id, d.deadline_id LIMIT ?",
                (now, limit),
            )
        return [deadline_from_row(row) for row in rows]

    async def next_deadline_due(self) -> float | None:
        """When the next timer of a live game is due (possibly in the past), or None."""
        async with self._read() as conn:
            row = await conn.fetch_one(f"SELECT d.due FROM deadlines d WHERE {_LIVE} ORDER BY d.due LIMIT 1")
        return None if row is None else row["due"]
