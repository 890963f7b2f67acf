"""A game as the bot sees it: its database row, its seats and its decoded state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.runtime.markdown import escaped
from db.away import Absence
from db.delivery import BoardNews
from db.ratings import RatingBasis
from db.rows import GameRow, SeatRow, UserRow
from db.turns import DueNotice
from engines import registry
from engines.core import Seat
from engines.core.contract import Game


@dataclass
class Table:
    row: GameRow
    seats: list[SeatRow]
    state: Any | None  # None while in the lobby
    plain_names: list[str]  # as people chose them: for images and button labels, which show no Markdown
    pending: frozenset[int] = frozenset()  # a rematch's lobby: the people seated who have not confirmed yet
    # a move's: what its transaction claimed and read back (db.delivery.BoardNews), and then the
    # game's turn notices still due once its board was recorded, claimed for this process to tell
    # (None: not known, read and claim them)
    news: BoardNews | None = None
    notices_due: tuple[DueNotice, ...] | None = None
    # loaded for a press (GameHost.load(user_id=…)): who pressed, their stored preferences and
    # their absence if they are away (None: not asked, or not away)
    asker: UserRow | None = None
    asker_away: Absence | None = None
    # who of the people seated (and who asked) is away, as the table was read (None: not read)
    absences: dict[int, Absence] | None = None
    # a running rated table's: what rating its game reads (its last move rates it in its own batch)
    rating_basis: RatingBasis | None = None

    def preferences(self, user_id: int) -> UserRow | None:
        """The user's preferences as the move's transaction read them (None: not read)."""
        if self.news is None:
            return None
        return self.news.users.get(user_id) or UserRow(user_id)  # never stored: the defaults

    @property
    def names(self) -> list[str]:
        """The seats' names for messages: never Markdown (a name must not become a link or a heading)."""
        return [escaped(name) for name in self.plain_names]

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def engine(self) -> Game:
        return registry.get(self.row.kind)

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def position(self) -> int:
        """The counter components carry (GameRow.position): it never repeats, not even after an undo."""
        return self.row.position

    @property
    def channel_id(self) -> int:
        return self.row.thread_id or self.row.channel_id

    def seat_of(self, user_id: int) -> int | None:
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    def user_of(self, seat: int) -> int | None:
        for row in self.seats:
            if row.seat == seat:
                return row.user_id
        return None

    def is_ai(self, seat: int) -> bool:
        return any(row.seat == seat and row.is_ai for row in self.seats)

    def engine_seats(self) -> list[Seat]:
        return [Seat(index=s.seat, team=s.team, role=s.role) for s in self.seats]

    def actors(self) -> set[int]:
        if self.state is None or self.row.status != "active":
            return set()
        return self.engine.actors(self.state)

    def actor_users(self) -> list[int]:
        return [uid for seat in sorted(self.actors()) if (uid := self.user_of(seat)) is not None]
