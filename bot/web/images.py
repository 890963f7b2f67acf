"""Images rendered on demand: kept by game and step (their URLs never change meaning), drawn
once however many readers ask at the same moment, and limited per address, so that nobody can
keep the server's two cores busy drawing boards."""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable

from bot.runtime.lru import Bounded

CACHE_BYTES = 64 * 1024 * 1024  # images kept in memory
# animated replays kept apart (megabytes each, and a whole game's drawing apiece: the boards'
# coming and going must not push them out)
REPLAY_BYTES = 128 * 1024 * 1024
BURST = 20  # renders an address may ask for at once
PER_SECOND = 1.0  # and then on average
ADDRESSES = 10_000  # addresses whose allowance is remembered


class RenderLimit:
    """A token bucket per address: `burst` renders at once, refilled at `rate` a second."""

    def __init__(self, burst: float = BURST, rate: float = PER_SECOND, clock: Callable[[], float] = time.monotonic):
        self.burst, self.rate, self.clock = burst, rate, clock
        self._buckets: Bounded[str, tuple[float, float]] = Bounded(ADDRESSES)

    def take(self, address: str, cost: float = 1) -> float:
        """0 if `address` may render now (`cost` renders taken: a drawing dearer than the burst
        leaves the bucket in debt, paid back before the next), else the seconds until it may."""
        now = self.clock()
        tokens, then = self._buckets.get(address) or (self.burst, now)
        tokens = min(self.burst, tokens + (now - then) * self.rate)
        if tokens < 1:
            self._buckets[address] = (tokens, now)
            return (1 - tokens) / self.rate
        self._buckets[address] = (tokens - cost, now)
        return 0.0


class RenderLimited(Exception):
    def __init__(self, retry_after: float):
        super().__init__(f"too many renders; retry after {retry_after:.1f} s")
        self.retry_after = retry_after


class ImageCache:
    """Rendered images by key, the least recently used dropped beyond `limit` bytes."""

    def __init__(self, limit: int = CACHE_BYTES, render_limit: RenderLimit | None = None):
        self.limit = limit
        self.render_limit = render_limit or RenderLimit()
        self._images: OrderedDict[Hashable, bytes] = OrderedDict()
        self._bytes = 0
        self._drawing: dict[Hashable, asyncio.Future[bytes | None]] = {}

    def __len__(self) -> int:
        return len(self._images)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._images

    @property
    def size(self) -> int:
        return self._bytes

    async def get(
        self, key: Hashable, address: str | None, draw: Callable[[], Awaitable[bytes | None]], cost: float = 1
    ) -> bytes | None:
        """The image of `key`: kept, being drawn for someone else (waited for: one drawing however
        many ask), or drawn now (`cost` of `address`'s renders; RenderLimited when it has none
        left; None: the server's own drawing, no reader's). None: nothing to draw."""
        if key in self._images:
            self._images.move_to_end(key)
            return self._images[key]
        drawing = self._drawing.get(key)
        if drawing is None:
            wait = self.render_limit.take(address, cost) if address is not None else 0.0
            if wait:
                raise RenderLimited(wait)
            drawing = self._drawing[key] = asyncio.ensure_future(self._draw(key, draw))
        # the drawing is nobody's own: a reader who leaves does not stop it for those waiting
        return await asyncio.shield(drawing)

    async def _draw(self, key: Hashable, draw: Callable[[], Awaitable[bytes | None]]) -> bytes | None:
        try:
            image = await draw()
        finally:
            del self._drawing[key]
        if image is not None:
            self._keep(key, image)
        return image

    def _keep(self, key: Hashable, image: bytes) -> None:
        self._images[key] = image
        self._bytes += len(image)
        while self._bytes > self.limit and self._images:
            _, dropped = self._images.popitem(last=False)
            self._bytes -= len(dropped)
