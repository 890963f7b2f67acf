"""Which board was posted: the delivered position, what the board message shows (and the
header line it was posted with), and the lease on posting the next one.

Whoever commits a move posts its board: ``claim_delivery`` (may this process post
the board of that version now?), post, then ``mark_delivered``. A board that was
committed but never posted (a crash or a failed post between commit and post) shows
up in ``undelivered`` and is posted by the sweep; the lease keeps two processes from
posting the same board at the same time.

The callers name a board by the game's version; the store records the position it
was at, because a version comes back after an undo and its board must then be
posted again (a position never comes back).
"""

from __future__ import annotations

from db.connection import StoreBase
from db.errors import GameNotFound

_UNDELIVERED = "(delivered_position IS NULL OR delivered_position < position)"


class DeliveryMixin(StoreBase):
    async def claim_delivery(self, game_id: int, version: int, *, owner: str, now: float, lease: float = 60) -> bool:
        """True if `owner` may post the board of `version` now, holding the lease until now + lease.

        That is: the game is at `version` (a board of an older version would be out of
        date), the board of its current position was not posted yet, and no other owner
        holds an unexpired lease. The owner's own lease may be renewed.
        """
        async with self._write() as conn:
            return (
                await conn.execute(
                    "UPDATE games SET delivery_claimed_by = ?, delivery_claim_until = ?"
                    f" WHERE id = ? AND version = ? AND status IN ('active', 'finished') AND {_UNDELIVERED}"
                    " AND (delivery_claim_until IS NULL OR delivery_claim_until <= ? OR delivery_claimed_by = ?)",
                    (owner, now + lease, game_id, version, now, owner),
                )
                > 0
            )

    async def mark_delivered(
        self, game_id: int, version: int, message_id: int | None, *, since: int | None = None, header: str = ""
    ) -> None:
        """The board of `version` was delivered: posted or edited in place as `message_id`,
        whose narration covers the steps after version `since` (None: only the last step)
        below the `header` line it shows ("": none); or, with `message_id` None, a quiet
        step: the board message already shown stays as it is and still shows the version it
        showed. If the game is still at that version, its position counts as delivered and
        the lease ends. If the game moved on meanwhile, nothing changes: the newer board is
        still to be posted."""
        params: tuple[int | str | None, ...]
        if message_id is None:
            shown, params = "", (game_id, version)
        else:
            shown = ", board_message_id = ?, board_since = ?, board_shows = version, board_header = ?"
            params = (message_id, version - 1 if since is None else since, header or None, game_id, version)
        async with self._write() as conn:
            changed = await conn.execute(
                f"UPDATE games SET delivered_position = position{shown},"
                " delivery_claimed_by = NULL, delivery_claim_until = NULL WHERE id = ? AND version = ?",
                params,
            )
            if not changed and await conn.fetch_one("SELECT 1 FROM games WHERE id = ?", (game_id,)) is None:
                raise GameNotFound(game_id)

    async def undelivered(self, limit: int = 100) -> list[tuple[int, int]]:
        """(game_id, version) of active or finished games whose current board was not posted."""
        async with self._read() as conn:
            rows = await conn.fetch_all(
                f"SELECT id, version FROM games WHERE status IN ('active', 'finished') AND {_UNDELIVERED}"
                " ORDER BY id LIMIT ?",
                (limit,),
            )
        return [(row["id"], row["version"]) for row in rows]
