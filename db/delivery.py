"""Which board was posted: the delivered version and the lease on posting the next one.

Whoever commits a move posts its board: ``claim_delivery`` (may this process post
the board of that version now?), post, then ``mark_delivered``. A board that was
committed but never posted (a crash or a failed post between commit and post) shows
up in ``undelivered`` and is posted by the sweep; the lease keeps two processes from
posting the same board at the same time.
"""
from __future__ import annotations

from db.connection import StoreBase
from db.errors import GameNotFound


class DeliveryMixin(StoreBase):
    async def claim_delivery(self, game_id: int, version: int, *, owner: str, now: float, lease: float = 60) -> bool:
        """True if `owner` may post the board of `version` now, holding the lease until now + lease.

        That is: the game is at `version` (a board of an older version would be out of
        date), its delivered version is below it (or none), and no other owner holds an
        unexpired lease. The owner's own lease may be renewed.
        """
        async with self._write() as conn:
            return await conn.execute(
                "UPDATE games SET delivery_claimed_by = ?, delivery_claim_until = ?"
                " WHERE id = ? AND version = ? AND status IN ('active', 'finished')"
                " AND (delivered_version IS NULL OR delivered_version < ?)"
                " AND (delivery_claim_until IS NULL OR delivery_claim_until <= ? OR delivery_claimed_by = ?)",
                (owner, now + lease, game_id, version, version, now, owner),
            ) > 0

    async def mark_delivered(self, game_id: int, version: int, message_id: int | None) -> None:
        """The board of `version` was posted as `message_id`: delivered_version becomes
        max(delivered_version, version), the board message follows it, the lease ends."""
        async with self._write() as conn:
            changed = await conn.execute(
                "UPDATE games SET"
                " board_message_id = CASE WHEN delivered_version IS NULL OR delivered_version < ?"
                " THEN ? ELSE board_message_id END,"
                " delivered_version = CASE WHEN delivered_version IS NULL OR delivered_version < ?"
                " THEN ? ELSE delivered_version END,"
                " delivery_claimed_by = NULL, delivery_claim_until = NULL"
                " WHERE id = ?",
                (version, message_id, version, version, game_id),
            )
        if not changed:
            raise GameNotFound(game_id)

    async def undelivered(self, limit: int = 100) -> list[tuple[int, int]]:
        """(game_id, version) of active or finished games whose board at their version was not posted."""
        async with self._read() as conn:
            rows = await conn.fetch_all(
                "SELECT id, version FROM games WHERE status IN ('active', 'finished')"
                " AND (delivered_version IS NULL OR delivered_version < version) ORDER BY id LIMIT ?",
                (limit,),
            )
        return [(row["id"], row["version"]) for row in rows]
