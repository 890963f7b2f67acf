"""The token's global budget of Discord requests, kept by every process of the bot together.

Discord gives one bot token 50 requests a second in its global bucket, whichever process or
shard sends them; an interaction's answers (its response and followups: `/interactions/…` and
`/webhooks/…`) are exempt. Each process keeps to its share: the part of the budget its shards
are of all the shards (`SALON_SHARDS=0-3/8`: half), all of it without `SALON_SHARDS`; of 45 a
second, a tenth kept back for requests that arrive bunched. So the
processes never exceed the budget together, whatever each one's load, without asking each other.

A request beyond the share waits for its turn (in the order they came) instead of failing: a
burst — a round dealt to a full server's tables, a sweep after a restart — goes out at the
share's pace. The share is counted over any second, on a steady clock of real seconds (Discord
counts real seconds; the tests' simulated Discord moves `time.monotonic`, not this clock).
"""

from __future__ import annotations

import asyncio
import collections
import time
from collections.abc import Callable

from bot.runtime.sharding import ShardRange

GLOBAL_REQUESTS_PER_S = 50  # Discord's global rate limit of a bot token
# what the processes send together at most: Discord counts requests as they arrive, and a busy
# machine or network bunches some that left more than a second apart into one second
SENT_PER_S = 45
WINDOW_S = 1.0
EXEMPT_PREFIXES = ("/interactions/", "/webhooks/")  # an interaction's response and its followups


def is_exempt(path: str) -> bool:
    """Whether a request to `path` is exempt from the token's global budget (an interaction's answer)."""
    return path.startswith(EXEMPT_PREFIXES)


def process_share(shards: ShardRange | None, budget: int = SENT_PER_S) -> int:
    """The requests a second this process may send: its shards' part of what the token's
    processes send together, rounded down (so the shares never add up to more), at least one."""
    if shards is None:
        return budget
    return max(1, budget * len(shards.ids) // shards.count)


class RequestBudget:
    """At most `per_second` requests in any second; a request beyond it waits its turn."""

    def __init__(self, per_second: int, clock: Callable[[], float] = time.perf_counter):
        self.per_second = per_second
        self._clock = clock
        self._sent: collections.deque[float] = collections.deque()  # when each request of the last second went
        self._turns = asyncio.Lock()  # waiting requests go in the order they came

    async def take(self) -> None:
        """Wait until a request may go now, and count it."""
        async with self._turns:
            while True:
                now = self._clock()
                while self._sent and self._sent[0] <= now - WINDOW_S:
                    self._sent.popleft()
                if len(self._sent) < self.per_second:
                    self._sent.append(now)
                    return
                await asyncio.sleep(self._sent[0] + WINDOW_S - now)

    def install(self, http) -> None:
        """Every request of discord.py's HTTP client (`client.http`) that counts against the
        global budget takes its turn here first. discord.py has no hook of its own for a budget
        shared with other processes (it only waits once Discord answers 429), so its one
        `request` method is wrapped."""
        request = http.request

        async def request_in_budget(route, **kwargs):
            if not is_exempt(route.path):
                await self.take()
            return await request(route, **kwargs)

        http.request = request_in_budget
