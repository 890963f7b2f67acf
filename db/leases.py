"""Leases: a named turn that one process of the bot holds until it expires."""

from __future__ import annotations

from db.connection import StoreBase


class LeasesMixin(StoreBase):
    async def take_lease(self, name: str, owner: str, *, now: float, seconds: float) -> bool:
        """Hold the lease `name` until now + seconds if nobody holds it (never taken, or
        expired); True if `owner` took it. Held leases are not renewed, not even by their
        owner: a lease is a turn that must run out before the next one."""
        async with self._write() as conn:
            return (
                await conn.execute(
                    "INSERT INTO leases (name, owner, until) VALUES (?, ?, ?)"
                    " ON CONFLICT (name) DO UPDATE SET owner = excluded.owner, until = excluded.until"
                    " WHERE leases.until <= ?",
                    (name, owner, now + seconds, now),
                )
                > 0
            )
