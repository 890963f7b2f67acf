"""Leases: a named turn that one process of the bot holds until it expires.

A lease can also stand for something to be done once in the life of the database (the
animated replay posted when a game ends): take it for as long as doing it may take, then,
once done, `keep_lease` makes it last for ever, so nobody takes it again; if the holder dies
before, the lease runs out and another process does it."""

from __future__ import annotations

from db.connection import StoreBase

FOREVER = 1e15  # a lease's `until` that never comes (some 31 million years after 1970)


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

    async def keep_lease(self, name: str, owner: str) -> bool:
        """What `owner` held the lease `name` for is done for good: the lease never runs out.
        True if `owner` still held it (False: it had run out and someone else may have taken it)."""
        async with self._write() as conn:
            return (
                await conn.execute("UPDATE leases SET until = ? WHERE name = ? AND owner = ?", (FOREVER, name, owner))
                > 0
            )

    async def forget_lease(self, name: str, owner: str) -> None:
        """`owner` gives the lease `name` back before it runs out (what it was for failed and
        may be tried again)."""
        async with self._write() as conn:
            await conn.execute("DELETE FROM leases WHERE name = ? AND owner = ? AND until < ?", (name, owner, FOREVER))
