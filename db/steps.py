"""Starting a game, moves, the step log, snapshots and undo.

Invariant: an active game at version v has live steps 1..v and snapshots 0..v;
snapshot k is the state after step k (0: after setup). A game that is over keeps only
some of its snapshots (db.snapshots); Store.state_at reads any step's state. Its position counts every
start, move and undo and never repeats.

A start, a move and an undo are each one transaction that writes everything that
follows from it: the step, the snapshot, the result when the game ends, and the
timers the new state wants. A move begins with a compare-and-set on the game's
version, so of two racing moves (in one process or in two) exactly one commits
and the other gets StaleVersion.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from db.away import Absence
from db.batch import BatchStopped, Statement, run_each
from db.connection import StoreBase, Tx
from db.deadlines import deadline_statements, fired_statement
from db.delivery import BoardClaim, BoardNews, FinalNews, claim_statement
from db.errors import CorruptRecord, GameNotFound, NotUndoable, StaleVersion, WrongStatus
from db.games import _config_text, game_column, game_status, require_status
from db.holders import resignation_from_row, resignations_statement, seat_holders_from
from db.holdings import holdings_from, holdings_statements
from db.ratings import RatingBasis, rate_finished_game, rating_statements
from db.rows import (
    FinalResult,
    GameRow,
    StepRow,
    deadline_from_row,
    game_from_row,
    seat_from_row,
    step_from_row,
)
from db.seats import load_seats, rewrite_seats
from db.snapshots import thin_snapshots, thin_statement
from db.stats import store_result
from db.turns import claim_pings_statement, pinged, turn_statements
from db.users import NAMED_IN, user_from_row

T = TypeVar("T")

#: rebuild(kind, seed, snapshot state text, live steps after it in order) -> the state.
#: The store never reads a state: the caller replays (engines.core.runner.rebuild).
Rebuild = Callable[[str, int, str, list[StepRow]], T]


@dataclass(frozen=True)
class MoveCommitted:
    """What a committed start, move or undo left the game at."""

    version: int
    position: int
    board: BoardNews | None = field(default=None, compare=False)  # commit_move(board=…): db.delivery
    row: GameRow | None = field(default=None, compare=False)  # commit_move's: the game's row after it


@dataclass(frozen=True)
class JoinedStep:
    """A step committed with the one before it as one move of the same player (commit_move's
    `joined`): its own row and snapshot, in the texts the store keeps."""

    seat: int | None
    action: str
    received_at: float
    events: str
    state: str
    undoable: bool  # a player chose it (whether it showed anything is judged at its undo)


def _require_text(**values: object) -> None:
    for name, value in values.items():
        if not isinstance(value, str):
            raise TypeError(f"{name} must be JSON text (str), not {type(value).__name__}")


async def _stale(conn: Tx, game_id: int, expected: int) -> StaleVersion:
    """Why a compare-and-set found no row: GameNotFound, WrongStatus or StaleVersion."""
    status, version = await game_status(conn, game_id)
    if status != "active":
        return WrongStatus(game_id, status, ("active",))
    return StaleVersion(game_id, expected, version)


def _keyed(values: Mapping[Any, int]) -> dict[int, int]:
    """Per seat, keyed by int (str digits, as after a JSON round trip, are accepted: db.stats)."""
    return {int(seat): value for seat, value in values.items()}


def _final_statements(game_id: int, result: FinalResult, now: float) -> list[Statement]:
    """`store_result` and the mark of a game ended by its rules, as statements of the last move's
    batch: one results row per seat, each required to find its seat, and the seats counted."""
    if not isinstance(result.result_json, str):
        raise TypeError(f"result_json must be JSON text (str), not {type(result.result_json).__name__}")
    places, points = _keyed(result.placings), _keyed(result.scores)
    if sorted(places) != sorted(points):
        raise ValueError(f"placings and scores name different seats: {sorted(places)}, {sorted(points)}")
    for name, values in (("placings", places), ("scores", points)):
        for seat, value in values.items():
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{name}[{seat}] must be an integer, not {value!r}")
    statements = [
        Statement(
            "SELECT 1 AS seats FROM games WHERE id = ? AND (SELECT COUNT(*) FROM seats WHERE game_id = ?) = ?",
            (game_id, game_id, len(places)),
            rows=True,
            required=True,
        )
    ]
    statements += [
        Statement(
            "INSERT INTO results (game_id, seat, user_id, place, score)"
            " SELECT game_id, seat, user_id, ?, ? FROM seats WHERE game_id = ? AND seat = ?",
            (places[seat], points[seat], game_id, seat),
            required=True,
        )
        for seat in sorted(places)
    ]
    return [
        *statements,
        Statement(
            "UPDATE games SET status = 'finished', result = ?, finished_at = ?, updated_at = ?, ended_by_rules = 1"
            " WHERE id = ?",
            (result.result_json, now, now, game_id),
        ),
    ]


def _board_statements(
    game_id: int, board: BoardClaim | None, acting: Collection[int], now: float, *, ended: bool = False
) -> list[Statement]:
    """The end of a move's (or an undo's) batch: with `board`, its claims and what the board reads
    (db.delivery.BoardClaim; `ended`: and what a final result names), else only the game's row."""
    if board is None:
        return [Statement("SELECT * FROM games WHERE id = ?", (game_id,), rows=True)]
    statements = [
        claim_statement(game_id, owner=board.owner, now=now, lease=board.lease),
        claim_pings_statement(game_id, acting, owner=board.owner, now=now, lease=board.lease),
        Statement(
            "SELECT * FROM steps WHERE game_id = ? AND undone = 0 AND n > ? ORDER BY n, id",
            (game_id, board.narrate_after),
            rows=True,
        ),
        Statement("SELECT * FROM deadlines WHERE game_id = ? ORDER BY due, deadline_id", (game_id,), rows=True),
        Statement(  # the people seated, and who held a seat before (a final result names them)
            NAMED_IN.format(guild="(SELECT guild_id FROM games WHERE id = ?)")
            + " WHERE u.user_id IN (SELECT user_id FROM seats WHERE game_id = ?)"
            " OR u.user_id IN (SELECT user_id FROM seat_holders WHERE game_id = ?)",
            (game_id, game_id, game_id),
            rows=True,
        ),
        Statement(
            "SELECT user_id, since, until FROM away"
            " WHERE user_id IN (SELECT user_id FROM seats WHERE game_id = ?) AND since <= ? AND until > ?",
            (game_id, now, now),
            rows=True,
        ),
        Statement("SELECT game_id FROM cancel_votes WHERE game_id = ? AND outcome IS NULL", (game_id,), rows=True),
        Statement("SELECT * FROM games WHERE id = ?", (game_id,), rows=True),
        Statement(
            "SELECT state FROM snapshots WHERE game_id = ? AND version = ?",
            (game_id, -1 if board.shows is None else board.shows),
            rows=True,
        ),
    ]
    if ended:  # what the final board's result names: the seats' holders, who resigned
        statements += [
            Statement("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,), rows=True),
            *holdings_statements(game_id),
            resignations_statement(game_id),
        ]
    return statements


def _committed(
    committed: MoveCommitted, answers: list, board: BoardClaim | None, result_text: str | None
) -> MoveCommitted:
    """`committed` with what the end of its batch read (`_board_statements`, the last of `answers`)."""
    if board is None:
        return MoveCommitted(committed.version, committed.position, row=game_from_row(answers[-1][0]))
    ended = None
    if result_text is not None:
        seats_now, changes, moved, resigned = answers[-4:]
        answers = answers[:-4]
        ended = FinalNews(
            result_text=result_text,
            holders=seat_holders_from(
                holdings_from([seat_from_row(r) for r in seats_now], changes, [(r["seat"], r["n"]) for r in moved])
            ),
            resignations=tuple(resignation_from_row(r) for r in resigned),
        )
    claimed, claimed_pings, steps, timers_now, users, away, votes, rows, shown = answers[-9:]
    news = BoardNews(
        row=game_from_row(rows[0]),
        claimed=bool(claimed),
        pings=tuple(pinged(claimed_pings)),
        steps=tuple(step_from_row(r) for r in steps),
        deadlines=tuple(deadline_from_row(r) for r in timers_now),
        steps_after=board.narrate_after,
        users={r["user_id"]: user_from_row(r) for r in users},
        away={r["user_id"]: Absence(r["since"], r["until"]) for r in away},
        vote_open=bool(votes),
        setup_events=rows[0]["setup_events"],
        shown=(board.shows, shown[0]["state"]) if shown and board.shows is not None else None,
        ended=ended,
    )
    return MoveCommitted(committed.version, committed.position, board=news, row=news.row)


async def _not_undone(conn: Tx, game_id: int, expected_version: int, steps: int, index: int) -> Exception:
    """Why an undo of `steps` steps stopped at statement `index` of its batch (its compare-and-set,
    one per step from the newest, the snapshot to go back to): StaleVersion, WrongStatus,
    NotUndoable or CorruptRecord."""
    if index == 0:
        error = await _stale(conn, game_id, expected_version)
        if type(error) is StaleVersion and error.actual == expected_version < steps:
            return NotUndoable(
                game_id,
                expected_version,
                "no step has been played" if expected_version == 0 else "no such move has been played",
            )
        return error
    if index == steps + 1:
        return CorruptRecord("snapshots", game_id, f"no snapshot {expected_version - steps} to go back to")
    n = expected_version - index + 1
    step = await conn.fetch_one("SELECT undoable FROM steps WHERE game_id = ? AND n = ? AND undone = 0", (game_id, n))
    if step is None:
        return CorruptRecord("steps", game_id, f"no live step {n} for the current version")
    if not step["undoable"]:
        return NotUndoable(game_id, n, "no player chose it, or it revealed hidden information or drew at random")
    return NotUndoable(game_id, n, f"the newest move is not of {steps} steps")


class StepsMixin(StoreBase):
    async def start_game(
        self,
        game_id: int,
        *,
        seats_order: list[int] | None,
        state: str,
        events: str,
        now: float,
        deadlines: Sequence[tuple[str, float]] = (),
        actors: Collection[int] | None = None,
        spans: Mapping[int, str] | None = None,
        config: dict | None = None,
        board: BoardClaim | None = None,
    ) -> MoveCommitted:
        """Lobby -> active in one transaction; the game's new version (0), position and row.

        Optional seat reorder (``seats_order[new_seat] = old_seat``, a permutation of the
        current seat numbers), snapshot 0, status, started_at, the timers
        ``deadlines`` ((id, due) pairs, stamped with version 0), and the seats that
        must act (``actors``, db.turns); ``config``: the game's options as it starts with them;
        ``board``: as for commit_move, the same transaction claims the first board and reads
        back what it needs (``MoveCommitted.board``).
        Raises WrongStatus if the game is not in the lobby (e.g. started twice). One round trip
        (db.batch) unless the seats are reordered.
        """
        _require_text(state=state, events=events)
        configured = "" if config is None else ", config = ?"
        start = Statement(
            "UPDATE games SET status = 'active', version = 0, position = position + 1, setup_events = ?,"
            f" started_at = ?, updated_at = ?{configured} WHERE id = ? AND status = 'lobby'"
            " RETURNING version, position",
            (events, now, now, *(() if config is None else (_config_text(config),)), game_id),
            rows=True,
            required=True,
        )
        timers, wake = deadline_statements(game_id, deadlines, version=0)
        statements = [
            start,
            Statement("DELETE FROM snapshots WHERE game_id = ?", (game_id,)),
            Statement(
                "INSERT INTO snapshots (game_id, version, state, created_at) VALUES (?, 0, ?, ?)", (game_id, state, now)
            ),
            *timers,
            *(turn_statements(game_id, actors, now, spans=spans) if actors is not None else []),
            *_board_statements(game_id, board, actors or (), now),
        ]
        if seats_order is not None:  # the seats read and checked first: one statement at a time
            async with self._write() as conn:
                await require_status(conn, game_id, "lobby")
                seats = await load_seats(conn, game_id)
                if sorted(seats_order) != list(range(len(seats))):
                    raise ValueError(f"seats_order must be a permutation of 0..{len(seats) - 1}, not {seats_order!r}")
                await rewrite_seats(conn, game_id, [seats[old] for old in seats_order])
                answers = await run_each(conn, statements)
                if wake is not None:
                    await conn.wake(wake)
                await conn.game_news(game_id)
        else:
            try:
                answers = await self._db.batch(statements, news=(game_id,), wake=wake)
            except BatchStopped:
                async with self._read() as conn:
                    await require_status(conn, game_id, "lobby")  # GameNotFound or WrongStatus
                raise  # not reached: the game was in the lobby after all, a moment later
        started = answers[0][0]
        return _committed(MoveCommitted(started["version"], started["position"]), answers, board, None)

    async def commit_move(
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
        result: FinalResult | None = None,
        deadlines: Sequence[tuple[str, float]] = (),
        fired: tuple[str, int] | None = None,
        actors: Collection[int] | None = None,
        spans: Mapping[int, str] | None = None,
        present: int | None = None,
        board: BoardClaim | None = None,
        rating_basis: RatingBasis | None = None,
        joined: Sequence[JoinedStep] = (),
    ) -> MoveCommitted:
        """Store one move and everything that follows from it, in one transaction.

        First the compare-and-set of the version (StaleVersion if the game is no longer
        at ``expected_version``, WrongStatus — a StaleVersion — if it is not active;
        nothing is written then); then step n = expected_version + 1 and its snapshot;
        with ``result``, the result, status 'finished' and one results row per seat;
        the game's timers replaced by ``deadlines`` ((id, due) pairs, stamped with the
        new version; empty: none, and always none once finished). With
        ``fired=(deadline_id, version)`` the move is that timer's consequence: the timer
        must still exist at that version and be due at ``now`` (and, on PostgreSQL, not
        be claimed by another transaction at this moment), else StaleVersion and nothing
        is written; it is consumed with the move. ``actors``: the seats that must act
        after it, whose turns are recorded (db.turns; ``present``: the seat of the person
        who made the move; ``spans``: the longer turns the rules make of some seats' acting).
        ``board``: the same transaction also claims the board's delivery and its pings and
        reads back what the board needs (db.delivery.BoardClaim), answered in
        ``MoveCommitted.board``.

        ``rating_basis``: what rating the game reads, read with the table (db.loading), so that a
        last move of a rated table rates it in the same batch (db.ratings.rating_statements).

        ``joined``: the steps that follow this one in the same move (a player chose the sequence
        at once, or a seat it left a single option had it taken: each step names its own seat),
        each its own step row (marked joined) and snapshot: the game moves on by all of
        them, and ``result``, ``deadlines``, ``actors`` and ``board`` are those after the last.

        One round trip (db.batch); a last move that the store must rate without a basis (or whose
        basis another game's rating overtook) is a transaction of single statements.
        """
        steps = [JoinedStep(seat, action, received_at, events, state, undoable), *joined]
        for step in steps:
            _require_text(action=step.action, events=step.events, state=step.state)
        n = expected_version + len(steps)  # the last step's
        skip_locked = self._db.skip_locked
        head = [
            Statement(
                "UPDATE games SET version = version + ?, position = position + 1, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active' RETURNING version, position",
                (len(steps), now, game_id, expected_version),
                rows=True,
                required=True,
            )
        ]
        if fired is not None:
            head.append(fired_statement(game_id, fired, now, skip_locked))
        for k, step in enumerate(steps, start=expected_version + 1):
            head += [
                Statement(
                    "INSERT INTO steps (game_id, n, seat, action, received_at, events, undoable, recorded_at, joined)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game_id,
                        k,
                        step.seat,
                        step.action,
                        step.received_at,
                        step.events,
                        int(bool(step.undoable)),
                        now,
                        int(k > expected_version + 1),
                    ),
                ),
                Statement(
                    "INSERT INTO snapshots (game_id, version, state, created_at) VALUES (?, ?, ?, ?)",
                    (game_id, k, step.state, now),
                ),
            ]
        timers, wake = deadline_statements(game_id, [] if result is not None else deadlines, version=n)
        tail = timers
        acting = () if result is not None else (actors or ())
        if actors is not None:
            tail += turn_statements(game_id, acting, now, present=present, spans=spans)
        tail += _board_statements(game_id, board, acting, now, ended=result is not None)
        final: list[Statement] = []
        rating: list[Statement] = []
        if result is not None:
            final = _final_statements(game_id, result, now)
            if result.rating is not None and rating_basis is not None:
                rating = rating_statements(
                    game_id, rating_basis, (steps[-1].seat, n), _keyed(result.placings), result.rating, now
                )
        thin = Statement(*thin_statement(game_id))
        try:
            answers: list | None = None
            if result is None:  # the whole move in one round trip
                answers = await self._db.batch([*head, *tail], news=(game_id,), wake=wake)
            elif result.rating is None or rating_basis is not None:  # the last move too, rated from the basis
                try:
                    every = await self._db.batch([*head, *final, *rating, *tail, thin], news=(game_id,), wake=wake)
                    answers = every[: len(head)] + every[len(head) + len(final) + len(rating) : -1]
                except BatchStopped as stopped:
                    first = len(head)
                    if first <= stopped.index < first + len(final):
                        raise ValueError(f"the result's placings do not match game {game_id}'s seats") from None
                    if not first + len(final) <= stopped.index < first + len(final) + len(rating):
                        raise
                    answers = None  # a rating changed since the basis was read: stored again, reading as it goes
            if answers is None:  # the last move also rates the game, which reads as it goes: one statement at a time
                assert result is not None
                async with self._write() as conn:
                    await conn.game_news(game_id)
                    answers = await run_each(conn, head)
                    await store_result(conn, game_id, result, now)
                    await conn.execute("UPDATE games SET ended_by_rules = 1 WHERE id = ?", (game_id,))
                    if result.rating is not None:
                        await rate_finished_game(conn, game_id, result.placings, result.rating, now)
                    answers += await run_each(conn, tail)  # before the thinning: it may read a snapshot
                    await thin_snapshots(conn, game_id)
        except BatchStopped as stopped:
            if stopped.index == 0:  # the compare-and-set found no row
                async with self._read() as conn:
                    raise await _stale(conn, game_id, expected_version) from None
            raise StaleVersion(game_id, expected_version, expected_version) from None  # the timer was taken
        except self._db.integrity_errors as e:
            raise CorruptRecord("steps", game_id, f"step or snapshot {n} already stored ({e})") from e
        assert answers is not None  # the batch's, or the slow way's
        moved = answers[0][0]
        committed = MoveCommitted(moved["version"], moved["position"])
        return _committed(committed, answers, board, None if result is None else result.result_json)

    async def latest_snapshot(self, game_id: int) -> tuple[int, str]:
        """(version, state text) of the game's current state.

        WrongStatus if the game is still in the lobby (no state yet).
        """
        async with self._read() as conn:
            # one statement: the version and its snapshot as of one moment
            row = await conn.fetch_one(
                "SELECT g.status, g.version, s.state FROM games g"
                " LEFT JOIN snapshots s ON s.game_id = g.id AND s.version = g.version WHERE g.id = ?",
                (game_id,),
            )
        if row is None:
            raise GameNotFound(game_id)
        status, version = row["status"], row["version"]
        if row["state"] is None:
            if status == "lobby":
                raise WrongStatus(game_id, status, ("active", "finished", "abandoned", "damaged"))
            raise CorruptRecord("snapshots", game_id, f"no snapshot for the current version {version}")
        return version, row["state"]

    async def snapshot(self, game_id: int, version: int) -> str | None:
        """The state text stored for exactly `version`, or None: a game that is over keeps
        only some snapshots, so a past state is read with `state_at`."""
        async with self._read() as conn:
            row = await conn.fetch_one(
                "SELECT state FROM snapshots WHERE game_id = ? AND version = ?", (game_id, version)
            )
        return None if row is None else row["state"]

    async def state_at(self, game_id: int, version: int, rebuild: Rebuild[T]) -> T:
        """The state after live step `version` (0: after setup), the one way to read a past
        state: the nearest stored snapshot at or before it, and the live steps after it
        up to `version`, handed to ``rebuild(kind, seed, snapshot_text, steps)`` (which
        replays them through the engine: engines.core.runner.rebuild). Not every step
        keeps a snapshot (see `thin_snapshots`), so never read one by its number.

        GameNotFound; WrongStatus in the lobby; ValueError for a version the game has
        not reached; CorruptRecord if no snapshot or a step in between is missing.
        """
        for _attempt in range(3):  # an undo between the two reads leaves a gap: read again
            async with self._read() as conn:
                base = await conn.fetch_one(
                    "SELECT g.kind, g.seed, g.status, g.version AS current, s.version, s.state FROM games g"
                    " LEFT JOIN snapshots s ON s.game_id = g.id AND s.version ="
                    " (SELECT MAX(version) FROM snapshots WHERE game_id = g.id AND version <= ?)"
                    " WHERE g.id = ?",
                    (version, game_id),
                )
                if base is None:
                    raise GameNotFound(game_id)
                if base["status"] == "lobby":
                    raise WrongStatus(game_id, "lobby", ("active", "finished", "abandoned", "damaged"))
                if not 0 <= version <= base["current"]:
                    raise ValueError(f"game {game_id} has no step {version} (it is at {base['current']})")
                if base["state"] is None:
                    raise CorruptRecord("snapshots", game_id, f"no snapshot at or before version {version}")
                after = base["version"]
                rows = await conn.fetch_all(
                    "SELECT * FROM steps WHERE game_id = ? AND undone = 0 AND n > ? AND n <= ? ORDER BY n",
                    (game_id, after, version),
                )
            steps = [step_from_row(row) for row in rows]
            if [s.n for s in steps] == list(range(after + 1, version + 1)):
                return rebuild(base["kind"], base["seed"], base["state"], steps)
        raise CorruptRecord("steps", game_id, f"live steps {after + 1}..{version} are not all stored")

    async def setup_events(self, game_id: int) -> str | None:
        """The events text start_game stored (None before the start)."""
        async with self._read() as conn:
            return await game_column(conn, game_id, "setup_events")

    async def steps(self, game_id: int, *, include_undone: bool = False, after: int | None = None) -> list[StepRow]:
        """The log in order of n: the live steps (with include_undone, the undone ones too);
        `after`: only the steps after that version (what happened since a board was shown)."""
        where = "" if include_undone else " AND undone = 0"
        params: tuple = (game_id,)
        if after is not None:
            where += " AND n > ?"
            params += (after,)
        async with self._read() as conn:
            rows = await conn.fetch_all(f"SELECT * FROM steps WHERE game_id = ?{where} ORDER BY n, id", params)
        return [step_from_row(row) for row in rows]

    async def undo_last(
        self,
        game_id: int,
        *,
        expected_version: int,
        now: float,
        deadlines: Sequence[tuple[str, float]] = (),
        state: str | None = None,
        actors: Collection[int] | None = None,
        spans: Mapping[int, str] | None = None,
        present: int | None = None,
        board: BoardClaim | None = None,
        steps: int = 1,
    ) -> MoveCommitted:
        """Undo the newest move in one transaction: mark its ``steps`` steps undone (a move of
        several steps is taken back whole: the first not joined, the rest joined), drop their
        snapshots, go back as many versions (the position still grows), and replace the timers by
        ``deadlines`` (stamped with the version gone back to). ``state``: the state gone
        back to (from state_at), stored as its snapshot if the store kept none for it —
        the current version always has one. ``board``: as for commit_move, the same
        transaction claims the board and reads back what it needs (``MoveCommitted.board``).

        StaleVersion if the game moved on, NotUndoable if there is no step or a step's undoable
        flag is false, or the newest move is not of ``steps`` steps; nothing is written then. One
        round trip (db.batch).
        """
        back = expected_version - steps
        if state is not None:
            _require_text(state=state)
            kept = Statement(  # the state gone back to, unless the store kept it
                "INSERT INTO snapshots (game_id, version, state, created_at) SELECT ?, ?, ?, ?"
                " WHERE NOT EXISTS (SELECT 1 FROM snapshots WHERE game_id = ? AND version = ?)",
                (game_id, back, state, now, game_id, back),
            )
        else:
            kept = Statement(
                "SELECT 1 AS kept FROM snapshots WHERE game_id = ? AND version = ?",
                (game_id, back),
                rows=True,
                required=True,
            )
        statements = [
            Statement(
                "UPDATE games SET version = version - ?, position = position + 1, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active' AND version >= ? AND version > 0"
                " RETURNING version, position",
                (steps, now, game_id, expected_version, steps),
                rows=True,
                required=True,
            ),
            *(
                Statement(
                    "UPDATE steps SET undone = 1 WHERE game_id = ? AND n = ? AND undone = 0 AND undoable = 1"
                    " AND joined = ?",
                    (game_id, n, int(n > back + 1)),
                    required=True,
                )
                for n in range(expected_version, back, -1)
            ),
            kept,
            Statement(
                "DELETE FROM snapshots WHERE game_id = ? AND version > ? AND version <= ?",
                (game_id, back, expected_version),
            ),
        ]
        timers, wake = deadline_statements(game_id, deadlines, version=back)
        statements += timers
        if actors is not None:
            statements += turn_statements(game_id, actors, now, present=present, spans=spans)
        statements += _board_statements(game_id, board, actors or (), now)
        try:
            answers = await self._db.batch(statements, news=(game_id,), wake=wake)
        except BatchStopped as stopped:
            async with self._read() as conn:
                raise await _not_undone(conn, game_id, expected_version, steps, stopped.index) from None
        moved = answers[0][0]
        return _committed(MoveCommitted(moved["version"], moved["position"]), answers, board, None)
