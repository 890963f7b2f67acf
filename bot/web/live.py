"""Who is watching which game, and waking them when it moves.

The store tells of every committed start, move, undo and status change (`Store.listen_games`:
PostgreSQL's LISTEN/NOTIFY from every process, the process's own commits on SQLite). A web
server in a process of its own on an SQLite file hears nothing from the bot's process, so the
watched games' positions are also compared now and then (often on SQLite, rarely as a safety
net on PostgreSQL).
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict

from db import Store

log = logging.getLogger(__name__)

POLL_SQLITE = 2.0  # seconds between looks at the watched games when no other process can wake us
POLL_POSTGRES = 30.0  # a safety net only: NOTIFY wakes the watchers at once


class Newsroom:
    def __init__(self, store: Store, poll: float | None = None):
        self.store = store
        self.poll = poll if poll is not None else (POLL_POSTGRES if store.backend == "postgresql" else POLL_SQLITE)
        self._watchers: dict[int, set[asyncio.Event]] = defaultdict(set)
        self._positions: dict[int, int] = {}
        self._poller: asyncio.Task | None = None

    async def start(self) -> None:
        await self.store.listen_games(self.told)

    async def stop(self) -> None:
        if self._poller is not None:
            self._poller.cancel()
            self._poller = None

    def watch(self, game_id: int, position: int) -> asyncio.Event:
        """An event set whenever game `game_id` may have moved from `position` (the one the
        watcher has seen; clear the event after looking)."""
        event = asyncio.Event()
        self._watchers[game_id].add(event)
        self._positions.setdefault(game_id, position)
        if self._poller is None or self._poller.done():  # the poll runs while someone watches
            self._poller = asyncio.get_running_loop().create_task(self._poll(), name="salon-web-news")
        return event

    def unwatch(self, game_id: int, event: asyncio.Event) -> None:
        watchers = self._watchers.get(game_id)
        if watchers is not None:
            watchers.discard(event)
            if not watchers:
                del self._watchers[game_id]
                self._positions.pop(game_id, None)
        if not self._watchers and self._poller is not None:
            self._poller.cancel()
            self._poller = None

    def wake_all(self) -> None:
        """Wake every watcher (the server is stopping: they look and leave)."""
        for watchers in self._watchers.values():
            for event in watchers:
                event.set()

    @property
    def watched(self) -> int:
        return sum(len(w) for w in self._watchers.values())

    def told(self, game_id: int) -> None:
        """The store says game `game_id` changed (called on the event loop's thread)."""
        for event in self._watchers.get(game_id, ()):
            event.set()

    async def _poll(self) -> None:
        while True:
            await asyncio.sleep(self.poll)
            try:
                await self.look()
            except asyncio.CancelledError:
                raise
            except Exception:  # the database busy or away for a moment: the next round looks again
                log.warning("the web server could not look at the watched games", exc_info=True)

    async def look(self) -> None:
        """Wake the watchers of every watched game whose position changed since the last look."""
        if not self._watchers:
            return
        for game_id, position in (await self.store.positions(list(self._watchers))).items():
            if self._positions.get(game_id, position) != position:
                self.told(game_id)
            if game_id in self._watchers:
                self._positions[game_id] = position
