"""The Store: the one object the bot uses for persistence."""
from __future__ import annotations

from db.deadlines import DeadlinesMixin
from db.games import GamesMixin
from db.seats import SeatsMixin
from db.stats import StatsMixin
from db.steps import StepsMixin
from db.users import UsersMixin


class Store(GamesMixin, SeatsMixin, StepsMixin, DeadlinesMixin, UsersMixin, StatsMixin):
    """Games, seats, the step log, snapshots, timers, user preferences and statistics.

    Open with ``store = await Store.open(path)`` (``":memory:"`` for tests) and
    ``await store.close()`` at shutdown, or ``async with await Store.open(path) as store``.
    One Store per process, used from one event loop; its methods may be called
    concurrently, they are serialised inside.
    """
