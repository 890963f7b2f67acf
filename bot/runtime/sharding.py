"""Running Salon as several processes: which Discord shards this process holds, and
taking turns with the other processes when a shard identifies.

`SALON_SHARDS=0-3/8` means: this process runs shards 0, 1, 2 and 3 of 8. Without it
the bot is one process holding the only shard, as before. Every process runs the
timers and the delivery sweep (the database decides who does what); only the process
holding shard 0 syncs slash commands, so the command list is written once.
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass

log = logging.getLogger(__name__)

IDENTIFY_INTERVAL = 5.0  # Discord allows one IDENTIFY per rate-limit bucket every 5 seconds
LEASE_POLL = 0.5  # how often a shard waiting for its bucket looks again


@dataclass(frozen=True)
class ShardRange:
    ids: tuple[int, ...]
    count: int

    @property
    def syncs_commands(self) -> bool:
        return 0 in self.ids

    def __str__(self) -> str:
        return f"{self.ids[0]}-{self.ids[-1]}/{self.count}"


_RANGE = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d+))?\s*/\s*(\d+)\s*$")


def parse_shards(text: str | None) -> ShardRange | None:
    """`"0-3/8"` → shards 0..3 of 8; `"5/8"` → shard 5 of 8; empty → None (one process).
    Raises ValueError with a sentence a person can act on."""
    if text is None or not text.strip():
        return None
    match = _RANGE.match(text)
    if match is None:
        raise ValueError(f"SALON_SHARDS must look like 0-3/8 (shards 0 to 3 of 8), not {text!r}")
    first, last, count = int(match[1]), int(match[2] if match[2] is not None else match[1]), int(match[3])
    if count < 1 or not 0 <= first <= last < count:
        raise ValueError(
            f"SALON_SHARDS {text!r}: the shards must lie between 0 and {count - 1}, the first not after the last"
        )
    return ShardRange(tuple(range(first, last + 1)), count)


def bucket_of(shard_id: int, max_concurrency: int) -> int:
    """Discord's rate-limit bucket of a shard's IDENTIFY (shard_id % max_concurrency)."""
    return shard_id % max(1, max_concurrency)


class IdentifyGate:
    """Before a shard identifies, it takes its bucket's lease in the database, which any
    process of this bot sees; the lease lasts IDENTIFY_INTERVAL, so in every bucket
    one IDENTIFY goes out per interval whichever process sends it. Within one process
    discord.py launches its shards one after another; this adds the other processes.

    `store.take_lease(name, owner, now=, seconds=) -> bool` is the database's atomic
    "take it if it is free or expired"."""

    def __init__(self, store_of, owner: str, clock, max_concurrency_of, *, poll: float = LEASE_POLL):
        self._poll = poll
        self._store_of = store_of  # a callable: the bot's store (opened in setup_hook)
        self._owner = owner
        self._now = clock
        self._max_concurrency_of = max_concurrency_of  # async callable: the session start limit's max_concurrency
        self._max_concurrency: int | None = None

    async def wait_for_turn(self, shard_id: int) -> None:
        if self._max_concurrency is None:
            try:
                self._max_concurrency = max(1, int(await self._max_concurrency_of()))
            except Exception:  # Discord did not say: the strictest bucket size is always safe
                log.warning("could not read max_concurrency; identifying one shard at a time", exc_info=True)
                self._max_concurrency = 1
        name = f"identify:{bucket_of(shard_id, self._max_concurrency)}"
        store = self._store_of()
        while not await store.take_lease(name, self._owner, now=self._now(), seconds=IDENTIFY_INTERVAL):
            await asyncio.sleep(self._poll)
        log.info("shard %s identifies (bucket %s)", shard_id, name)
