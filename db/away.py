"""Players who are away (/salon away), and the turn limits their absence put off.

A person is away from `since` until `until`, or until they end it (`end_away`: /salon away
off, or any action of theirs). Only they switch it on; a row whose `until` has passed means
nothing any more and is replaced at their next absence.

A table whose host chose 'pause' does not let a turn limit run out on an away player: the
scheduler puts it off to the end of the absence plus the time that was left
(`hold_deadline`) and marks it with the player (`deadlines.held_by`). An absence ended early,
or moved, moves the marked timers by as much, in the same transaction; a move replaces the
game's timers and with them the mark, and so does the player's seat changing hands
(`hand_over_held`: its new holder's turn limit runs from the change). Both the hold and the end
lock the absence's row first, so that, across processes, a timer is never held by an absence that
another process has just ended.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from db.connection import StoreBase, Tx, placeholders


@dataclass(frozen=True)
class Absence:
    since: float
    until: float


async def _locked_until(conn: Tx, user_id: int, now: float) -> float | None:
    """The end of the user's running absence, its row locked for this transaction; None if not away."""
    row = await conn.fetch_one(
        "UPDATE away SET until = until WHERE user_id = ? AND until > ? RETURNING until", (user_id, now)
    )
    return None if row is None else row["until"]


async def _shift_held(conn: Tx, user_id: int, by: float, *, release: bool) -> None:
    """Move the timers the user's absence put off by `by` seconds (`release`: unmark them)."""
    row = await conn.fetch_one("SELECT MIN(due) AS due FROM deadlines WHERE held_by = ?", (user_id,))
    if row is None or row["due"] is None:
        return  # nothing was put off
    marks = ", held_by = NULL" if release else ""
    await conn.execute(f"UPDATE deadlines SET due = due + ?{marks} WHERE held_by = ?", (by, user_id))
    await conn.wake(repr(row["due"] + by))  # the schedulers may have to look sooner


async def hand_over_held(
    conn: Tx, game_id: int, user_id: int, timers: Sequence[tuple[str, float]], *, version: int
) -> None:
    """The seat of an away `user_id` changed hands: the game's timers their absence put off go with
    them, and the seat's new holder gets `timers` (a turn from the change) in their place, stamped
    with `version`. Nothing when none was put off for them."""
    held = await conn.fetch_one(
        "SELECT MIN(due) AS due FROM deadlines WHERE game_id = ? AND held_by = ?", (game_id, user_id)
    )
    if held is None or held["due"] is None:
        return
    await conn.execute("DELETE FROM deadlines WHERE game_id = ? AND held_by = ?", (game_id, user_id))
    for deadline_id, due in timers:
        await conn.execute(
            "INSERT INTO deadlines (game_id, deadline_id, due, version) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (game_id, deadline_id) DO UPDATE SET due = excluded.due, version = excluded.version,"
            " held_by = NULL",
            (game_id, deadline_id, due, version),
        )
    if timers:
        await conn.wake(repr(min(due for _id, due in timers)))  # sooner than the hold: the schedulers look again


class AwayMixin(StoreBase):
    async def set_away(self, user_id: int, *, since: float, until: float) -> float | None:
        """The user is away until `until` (from `since`, unless already away: then the absence
        is only moved, with the timers it put off). Returns the end of the absence it replaced,
        or None if they were not away."""
        if not until > since:
            raise ValueError(f"an absence must end after it starts, not {since!r} .. {until!r}")
        async with self._write() as conn:
            before = await _locked_until(conn, user_id, since)
            if before is None:
                await conn.execute("UPDATE deadlines SET held_by = NULL WHERE held_by = ?", (user_id,))
                await conn.execute(
                    "INSERT INTO away (user_id, since, until) VALUES (?, ?, ?)"
                    " ON CONFLICT (user_id) DO UPDATE SET since = excluded.since, until = excluded.until",
                    (user_id, since, until),
                )
            else:
                await conn.execute("UPDATE away SET until = ? WHERE user_id = ?", (until, user_id))
                await _shift_held(conn, user_id, until - before, release=False)
            return before

    async def end_away(self, user_id: int, now: float) -> float | None:
        """The user is back: the absence ends now, and the timers it put off run again with
        the time they had left. Returns when it would have ended, or None if they were not away."""
        async with self._write() as conn:
            until = await _locked_until(conn, user_id, now)
            await conn.execute("DELETE FROM away WHERE user_id = ?", (user_id,))
            if until is None:
                await conn.execute("UPDATE deadlines SET held_by = NULL WHERE held_by = ?", (user_id,))
                return None
            await _shift_held(conn, user_id, now - until, release=True)
            return until

    async def away_until(self, user_id: int, now: float) -> float | None:
        """When the user's absence ends, if they are away at `now`; else None."""
        absence = (await self.away_of((user_id,), now)).get(user_id)
        return None if absence is None else absence.until

    async def away_of(self, user_ids: Iterable[int], now: float) -> dict[int, Absence]:
        """Which of these users are away at `now`, each with their absence."""
        ids = tuple(dict.fromkeys(user_ids))
        if not ids:
            return {}
        async with self._read() as conn:
            rows = await conn.fetch_all(
                f"SELECT user_id, since, until FROM away WHERE user_id IN ({placeholders(ids)})"
                " AND since <= ? AND until > ?",
                (*ids, now, now),
            )
        return {row["user_id"]: Absence(row["since"], row["until"]) for row in rows}

    async def games_with_away_players(self, now: float, *, user_id: int | None = None) -> list[int]:
        """Active games whose host let the AI play for an away player, and who sits there away
        at `now` (only `user_id`, if given): the games whose AI may hold the turn."""
        condition, params = ("AND a.user_id = ?", (user_id,)) if user_id is not None else ("", ())
        async with self._read() as conn:
            rows = await conn.fetch_all(
                "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id"
                " JOIN away a ON a.user_id = s.user_id"
                f" WHERE g.status = 'active' AND g.on_away = 'ai' AND a.since <= ? AND a.until > ? {condition}"
                " ORDER BY g.id",
                (now, now, *params),
            )
        return [row["id"] for row in rows]

    async def hold_deadline(
        self, game_id: int, deadline_id: str, version: int, *, user_id: int, left: float, now: float
    ) -> float | None:
        """Put the timer off to the end of the user's absence plus `left` seconds, marked with
        the user. Returns its new due time; None if the user is not away (any more) or the
        timer is not set at `version` (the game moved on)."""
        async with self._write() as conn:
            until = await _locked_until(conn, user_id, now)
            if until is None:
                return None
            due = until + max(0.0, left)
            changed = await conn.execute(
                "UPDATE deadlines SET due = ?, held_by = ? WHERE game_id = ? AND deadline_id = ? AND version = ?",
                (due, user_id, game_id, deadline_id, version),
            )
            return due if changed else None
