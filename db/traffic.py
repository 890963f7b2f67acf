"""Counting what a store sends to its database: transactions and round trips.

A round trip is one awaited call into the connection (a statement, a batch of them, a
BEGIN or a COMMIT): what a move waits for. Counting is off unless asked
(``Store.counting()``): the backends then add one to a field; otherwise they test one
attribute for None.
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
