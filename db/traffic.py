"""Counting what a store sends to its database: transactions and round trips.

A round trip is one awaited call into the connection (a statement, a batch of them, a
BEGIN or a COMMIT): what a move waits for. Counting is off unless asked
(``Store.counting()``): the backends then add one to a field; otherwise they test one
attribute for None.

What the bot's operations cost (tests/bot/test_move_round_trips.py holds each on both backends):
a pressed move, a move of an AI run, a game's last move (rated or not: the table's reads bring the
rating basis, db.ratings.RatingBasis), each move of a timeout and an undo (`Store.undo_basis`
first, one round trip) cost three: the table's reads, the move's batch, and the batch after
Discord's answer (`board_delivered`). A turn limit reads its table once and the last of the
stand-in's k moves claims the board, so a timeout costs k + 2. A start costs two, plus one DM
flag per player whose DMs were never known to work. Not yet batched: a repair.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Traffic:
    """What a store sent while it was counted."""

    transactions: int = 0  # write transactions begun
    round_trips: int = 0  # awaited calls into the connection, BEGIN and COMMIT included
    sent: list[str] = field(default_factory=list)  # what each round trip was, shortened (to tell why)

    def trip(self, what: str) -> None:
        self.round_trips += 1
        self.sent.append(" ".join(what.split())[:90])

    def begin(self) -> None:
        self.transactions += 1
        self.trip("BEGIN")

    def batch(self, count: int, first: str) -> None:
        """A transaction of `count` statements sent as one round trip (db.batch)."""
        self.transactions += 1
        self.trip(f"batch of {count}: {first}")

    def reads(self, count: int, first: str) -> None:
        """`count` reads sent as one round trip, outside any write transaction (db.batch)."""
        self.trip(f"reads of {count}: {first}")
