"""Several statements, one transaction, one round trip.

A move's transaction writes a dozen rows and reads back what its board needs; sent one
statement at a time that is a dozen waits for the database. A batch sends them together:
SQLite runs them in one call into its worker thread, PostgreSQL in one call of a function
that runs each in turn (db.postgres). Either way they are one transaction: all of it is
written, or, if a statement fails or a required one finds no row, none of it.

The SQL is the table modules' own (``?`` placeholders), the same on both backends. A
statement can read what an earlier one wrote (a sub-select of the new position), but not
its Python result: a batch has no branches, only statements that must find a row.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Statement:
    sql: str
    params: tuple = ()
    rows: bool = False  # its result is the rows it returns (a SELECT, or RETURNING), else the rows it changed
    required: bool = False  # no row changed or returned: the whole batch is rolled back (BatchStopped)


class BatchStopped(Exception):
    """A required statement of a batch found no row; nothing of the batch was written."""

    def __init__(self, index: int):
        super().__init__(f"statement {index} of the batch found no row")
        self.index = index


#: per statement: its rows (rows=True) or the number of rows it changed
Results = list[Any]


async def run_each(tx: Any, statements: Iterable[Statement]) -> Results:
    """The statements inside an open transaction (`tx`: db.connection.Tx), one round trip each (a transaction that
    must branch on a result, e.g. a game's last move, which rates it)."""
    results: Results = []
    for index, statement in enumerate(statements):
        if statement.rows:
            rows = await tx.fetch_all(statement.sql, statement.params)
            results.append(rows)
            found = len(rows)
        else:
            found = await tx.execute(statement.sql, statement.params)
            results.append(found)
        if statement.required and not found:
            raise BatchStopped(index)
    return results
