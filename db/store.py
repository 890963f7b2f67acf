"""The Store: the one object the bot uses for persistence."""

from __future__ import annotations

from db.away import AwayMixin
from db.deadlines import DeadlinesMixin
from db.delivery import DeliveryMixin
from db.games import GamesMixin
from db.holders import HoldersMixin
from db.leases import LeasesMixin
from db.loading import LoadingMixin, UndoMixin
from db.ratings import RatingsMixin
from db.seats import SeatsMixin
from db.stats import StatsMixin
from db.steps import StepsMixin
from db.table_votes import TableVotesMixin
from db.turns import TurnsMixin
from db.users import UsersMixin
from db.web import WebMixin


class Store(
    GamesMixin,
    SeatsMixin,
    StepsMixin,
    DeadlinesMixin,
    DeliveryMixin,
    LeasesMixin,
    UsersMixin,
    StatsMixin,
    WebMixin,
    RatingsMixin,
    HoldersMixin,
    TableVotesMixin,
    AwayMixin,
    TurnsMixin,
    LoadingMixin,
    UndoMixin,
):
    """Games, seats, the step log, snapshots, timers, deliveries, leases, user preferences, statistics,
    the games' web links, who held each seat, cancel votes and rematches, who is away, whose turn
    since when (with its one notice), and ratings.

    Open with ``store = await Store.open(path_or_url)`` (an SQLite file, ``":memory:"``
    for tests, or a ``postgresql://`` URL) and ``await store.close()`` at shutdown, or
    ``async with await Store.open(path_or_url) as store``. One Store per process, used
    from one event loop; its methods may be called concurrently (SQLite: serialised
    inside; PostgreSQL: a pool of connections). Several processes may share one
    database: every move is a compare-and-set, every timer and delivery a claim.
    """
