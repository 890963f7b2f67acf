"""Who held each seat of a game for which of its moves (the seat_holders table, db.holders), and the
share of a seat's result each holder is credited with: what statistics and ratings read.

A seat without seat_holders rows was held by its present holder (the seats table) all game."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from db.batch import Statement
from db.connection import Tx
from db.rows import Row, SeatRow
from db.seats import load_seats


@dataclass(frozen=True)
class Holding:
    """One holder of a seat in full: a person (user_id; None once forgotten) or an AI (ai_level), the
    seat's live steps they made, and whether they left it by resigning."""

    user_id: int | None
    ai_level: str | None
    moves: int
    resigned: bool


async def load_holdings(conn: Tx, game_id: int) -> dict[int, list[Holding]]:
    """Every seat's holders, the first first, with the live steps each made: what Store.seat_holders
    gives, for a caller inside a transaction of its own (a game rated as its result is stored)."""
    seats = await load_seats(conn, game_id)
    changes_read, moved_read = holdings_statements(game_id)
    changes = await conn.fetch_all(changes_read.sql, changes_read.params)
    moved = await conn.fetch_all(moved_read.sql, moved_read.params)
    return holdings_from(seats, changes, [(row["seat"], row["n"]) for row in moved])


def holdings_statements(game_id: int) -> list[Statement]:
    """What `load_holdings` reads besides the seats: the seat_holders rows, the (seat, n) of the live steps."""
    return [
        Statement(
            "SELECT seat, from_step, user_id, ai_level, resigned FROM seat_holders WHERE game_id = ? ORDER BY seat, id",
            (game_id,),
            rows=True,
        ),
        Statement(
            "SELECT seat, n FROM steps WHERE game_id = ? AND undone = 0 AND seat IS NOT NULL ORDER BY n",
            (game_id,),
            rows=True,
        ),
    ]


# SQL: the user id of whoever held the seat of `{step}` (a steps row joined with its seats row `s`) at
# that step: the latest seat_holders row from that step or before, or, for a seat that never changed
# hands, its present holder. NULL for an AI. The one place SQL answers "who held seat S at step N";
# Python answers it with holder_at.
HOLDER_AT_STEP = (
    "(CASE WHEN EXISTS (SELECT 1 FROM seat_holders h WHERE h.game_id = {step}.game_id AND h.seat = {step}.seat)"
    " THEN (SELECT h.user_id FROM seat_holders h WHERE h.game_id = {step}.game_id AND h.seat = {step}.seat"
    " AND h.from_step <= {step}.n ORDER BY h.from_step DESC, h.id DESC LIMIT 1)"
    " ELSE s.user_id END)"
)


@dataclass(frozen=True)
class SeatTimeline:
    """Who held each seat from which step: the one answer, in Python, to "who held seat S at step N"
    (a person's user id; None for an AI or a person since forgotten)."""

    present: dict[int, int | None]  # each seat's present holder
    # a seat that changed hands: (from_step, holder, the holder's AI level if an AI), in order
    changes: dict[int, list[tuple[int, int | None, str | None]]]

    def holding_at(self, seat: int, n: int) -> int | None:
        """Which of the seat's holders (an index into changes[seat]) held it at step n (0: the
        setup, its first holder's); None for a seat that never changed hands."""
        spans = self.changes.get(seat)
        if not spans:
            return None
        held = 0
        for i, (from_step, _user_id, _level) in enumerate(spans):
            if from_step <= n:
                held = i
        return held

    def holder_at(self, seat: int, n: int) -> int | None:
        held = self.holding_at(seat, n)
        return self.present.get(seat) if held is None else self.changes[seat][held][1]

    def made_by(self, seat: int | None, n: int, user_id: int) -> bool:
        """Whether step n, of `seat` (None: the rules' own), was the person's move."""
        return seat is not None and self.holder_at(seat, n) == user_id


def timeline_from(seats: Sequence[SeatRow], changes: Sequence[Row]) -> SeatTimeline:
    """The timeline from the seats and their seat_holders rows (seat, from_step, user_id, ai_level; by
    seat and id)."""
    spans: dict[int, list[tuple[int, int | None, str | None]]] = {}
    for r in changes:
        spans.setdefault(r["seat"], []).append((r["from_step"], r["user_id"], r["ai_level"]))
    return SeatTimeline({s.seat: None if s.is_ai else s.user_id for s in seats}, spans)


async def load_timeline(conn: Tx, game_id: int) -> SeatTimeline:
    seats = await load_seats(conn, game_id)
    changes_read = holdings_statements(game_id)[0]
    return timeline_from(seats, await conn.fetch_all(changes_read.sql, changes_read.params))


def holdings_from(
    seats: Sequence[SeatRow], changes: Sequence[Row], moved: Iterable[tuple[int, int]]
) -> dict[int, list[Holding]]:
    """`load_holdings` from what it reads: the seats, their seat_holders rows (seat, from_step,
    user_id, ai_level, resigned; in order of seat and id) and the (seat, n) of the live steps."""
    steps_of: dict[int, list[int]] = {}
    for seat, n in moved:
        steps_of.setdefault(seat, []).append(n)
    held: dict[int, list[Holding]] = {}
    for s in seats:
        made = steps_of.get(s.seat, [])
        rows = [r for r in changes if r["seat"] == s.seat]
        if not rows:  # never handed over: its holder made every move
            held[s.seat] = [Holding(s.user_id, s.ai_level if s.is_ai else None, len(made), False)]
            continue
        ends = [r["from_step"] for r in rows[1:]] + [None]
        held[s.seat] = [
            Holding(
                r["user_id"],
                r["ai_level"],
                sum(1 for n in made if n >= r["from_step"] and (end is None or n < end)),
                bool(r["resigned"]),
            )
            for r, end in zip(rows, ends)
        ]
    return held


class _Held(Protocol):
    @property
    def moves(self) -> int: ...
    @property
    def resigned(self) -> bool: ...


H = TypeVar("H", bound=_Held)


def rated_holders(holders: Sequence[H]) -> list[H]:
    """The holders of a seat (the first first) a rated game rates: whoever made one of its moves,
    or resigned from it (placed last); a seat nobody moved, its last holder. One handed a seat who
    never moved in it played no part in its result."""
    if not any(h.moves for h in holders):
        return [h for h in holders[:-1] if h.resigned] + list(holders[-1:])
    return [h for h in holders if h.moves > 0 or h.resigned]


def credit_shares(holdings: list[Holding]) -> dict[int, float]:
    """The people credited with a seat (its holders, the first first, as load_holdings gives them)
    and the share of its result each earns: the seat's moves they made, over all of its moves;
    a seat nobody moved is its last holder's. Credited: whoever made one of its moves, held it at
    the end, or resigned from it; a resigner's moves earn nothing (they are placed last)."""
    total = sum(h.moves for h in holdings)
    shares: dict[int, float] = {}
    for i, h in enumerate(holdings):
        if h.user_id is None:
            continue  # an AI, or a person since forgotten
        last = i == len(holdings) - 1
        if not (h.moves > 0 or last or h.resigned):
            continue
        earned = 0.0 if h.resigned else (h.moves / total if total else float(last))
        shares[h.user_id] = shares.get(h.user_id, 0.0) + earned
    return shares
