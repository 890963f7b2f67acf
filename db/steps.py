"""Starting a game, the step log, snapshots and undo.

Invariant: an active game at version v has live steps 1..v and snapshots 0..v;
snapshot k is the state after step k (0: after setup).
"""
from __future__ import annotations

import sqlite3

from db.connection import StoreBase, execute, fetch_all, fetch_one
from db.errors import CorruptRecord, GameNotFound, NotUndoable, StaleVersion, WrongStatus
from db.games import game_status, require_status
from db.rows import StepRow, step_from_row
from db.seats import load_seats, rewrite_seats


def _require_text(**values: object) -> None:
    for name, value in values.items():
        if not isinstance(value, str):
            raise TypeError(f"{name} must be JSON text (str), not {type(value).__name__}")


class StepsMixin(StoreBase):
    async def start_game(
        self, game_id: int, *, seats_order: list[int] | None, state: str, events: str, now: float
    ) -> None:
        """Lobby -> active in one transaction: optional seat reorder, snapshot 0, status, started_at.

        ``seats_order[new_seat] = old_seat`` (a permutation of the current seat numbers).
        Raises WrongStatus if the game is not in the lobby (e.g. started twice).
        """
        _require_text(state=state, events=events)
        async with self._write() as conn:
            await require_status(conn, game_id, "lobby")
            if seats_order is not None:
                seats = await load_seats(conn, game_id)
                if sorted(seats_order) != list(range(len(seats))):
                    raise ValueError(
                        f"seats_order must be a permutation of 0..{len(seats) - 1}, not {seats_order!r}"
                    )
                await rewrite_seats(conn, game_id, [seats[old] for old in seats_order])
            await execute(conn, "DELETE FROM snapshots WHERE game_id = ?", (game_id,))
            await execute(
                conn,
                "INSERT INTO snapshots (game_id, version, state, created_at) VALUES (?, 0, ?, ?)",
                (game_id, state, now),
            )
            await execute(
                conn,
                "UPDATE games SET status = 'active', version = 0, setup_events = ?, started_at = ?, updated_at = ?"
                " WHERE id = ?",
                (events, now, now, game_id),
            )

    async def record_step(
        self,
        game_id: int,
        *,
        expected_version: int,
        seat: int | None,
        action: str,
        received_at: float,
        events: str,
        state: str,
        undoable: bool,
        now: float,
    ) -> int:
        """Append step n = expected_version + 1 and its snapshot, in one transaction; return n.

        Raises StaleVersion (writing nothing) if the game is no longer at expected_version,
        WrongStatus (a StaleVersion) if it is not active.
        """
        _require_text(action=action, events=events, state=state)
        async with self._write() as conn:
            version = await require_status(conn, game_id, "active")
            if version != expected_version:
                raise StaleVersion(game_id, expected_version, version)
            n = version + 1
            try:
                await execute(
                    conn,
                    "INSERT INTO steps (game_id, n, seat, action, received_at, events, undoable, recorded_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, n, seat, action, received_at, events, int(bool(undoable)), now),
                )
                await execute(
                    conn,
                    "INSERT INTO snapshots (game_id, version, state, created_at) VALUES (?, ?, ?, ?)",
                    (game_id, n, state, now),
                )
            except sqlite3.IntegrityError as e:
                raise CorruptRecord("steps", game_id, f"step or snapshot {n} already stored ({e})") from e
            await execute(conn, "UPDATE games SET version = ?, updated_at = ? WHERE id = ?", (n, now, game_id))
            return n

    async def latest_snapshot(self, game_id: int) -> tuple[int, str]:
        """(version, state text) of the game's current state.

        WrongStatus if the game is still in the lobby (no state yet).
        """
        async with self._read() as conn:
            status, version = await game_status(conn, game_id)
            row = await fetch_one(
                conn, "SELECT state FROM snapshots WHERE game_id = ? AND version = ?", (game_id, version)
            )
        if row is None:
            if status == "lobby":
                raise WrongStatus(game_id, status, ("active", "finished", "abandoned", "damaged"))
            raise CorruptRecord("snapshots", game_id, f"no snapshot for the current version {version}")
        return version, row["state"]

    async def snapshot(self, game_id: int, version: int) -> str | None:
        """The state text stored for `version`, or None."""
        async with self._read() as conn:
            row = await fetch_one(
                conn, "SELECT state FROM snapshots WHERE game_id = ? AND version = ?", (game_id, version)
            )
        return None if row is None else row["state"]

    async def setup_events(self, game_id: int) -> str | None:
        """The events text start_game stored (None before the start)."""
        async with self._read() as conn:
            row = await fetch_one(conn, "SELECT setup_events FROM games WHERE id = ?", (game_id,))
        if row is None:
            raise GameNotFound(game_id)
        return row["setup_events"]

    async def steps(self, game_id: int, *, include_undone: bool = False) -> list[StepRow]:
        """The log in order of n: the live steps (with include_undone, the undone ones too)."""
        live_only = "" if include_undone else " AND undone = 0"
        async with self._read() as conn:
            rows = await fetch_all(
                conn, f"SELECT * FROM steps WHERE game_id = ?{live_only} ORDER BY n, id", (game_id,)
            )
        return [step_from_row(row) for row in rows]

    async def undo_last(self, game_id: int, *, expected_version: int, now: float | None = None) -> int:
        """Undo the newest step: mark it undone, drop its snapshot, go back one version; return it.

        StaleVersion if the game moved on, NotUndoable if there is no step or the
        step's undoable flag is false.
        """
        async with self._write() as conn:
            version = await require_status(conn, game_id, "active")
            if version != expected_version:
                raise StaleVersion(game_id, expected_version, version)
            if version == 0:
                raise NotUndoable(game_id, 0, "no step has been played")
            step = await fetch_one(
                conn, "SELECT id, undoable FROM steps WHERE game_id = ? AND n = ? AND undone = 0", (game_id, version)
            )
            if step is None:
                raise CorruptRecord("steps", game_id, f"no live step {version} for the current version")
            if not step["undoable"]:
                raise NotUndoable(game_id, version, "it revealed hidden information or drew at random")
            previous = await fetch_one(
                conn, "SELECT 1 FROM snapshots WHERE game_id = ? AND version = ?", (game_id, version - 1)
            )
            if previous is None:
                raise CorruptRecord("snapshots", game_id, f"no snapshot {version - 1} to go back to")
            await execute(conn, "UPDATE steps SET undone = 1 WHERE id = ?", (step["id"],))
            await execute(conn, "DELETE FROM snapshots WHERE game_id = ? AND version = ?", (game_id, version))
            await execute(
                conn,
                "UPDATE games SET version = ?, updated_at = COALESCE(?, updated_at) WHERE id = ?",
                (version - 1, now, game_id),
            )
            return version - 1
