"""Which board was posted: the delivered position, what the board message shows (and the
header line it was posted with), and the lease on posting the next one.

Whoever commits a move posts its board: ``claim_delivery`` (may this process post
the board of that version now?), post, then ``mark_delivered``. A board that was
committed but never posted (a crash or a failed post between commit and post) shows
up in ``undelivered`` and is posted by the sweep; the lease keeps two processes from
posting the same board at the same time.

A claim names a board by the game's version (and position); a delivery by the
position it was at, because a version comes back after an undo and its board must
then be posted again (a position never comes back): a slow post of the board of
version v must not count for the board of a later v, after an undo and a new move.
"""

from __future__ import annotations

from dataclasses import dataclass

from db.away import Absence
from db.batch import Statement, run_each
from db.connection import StoreBase
from db.errors import GameNotFound
from db.holders import Resignation, SeatHolder
from db.rows import DeadlineRow, GameRow, StepRow, UserRow
from db.turns import (
    DueNotice,
    claim_due_statement,
    due_notices_statement,
    notice_done_statement,
    notice_released_statement,
    notices_of,
)

_UNDELIVERED = "(delivered_position IS NULL OR delivered_position < position)"


@dataclass(frozen=True)
class PostedBoard:
    """The message a board was delivered as (posted, or edited in place): its id, the steps its
    narration covers (those after version `since`; None: only the last step) and the header line
    it shows ("": none)."""

    message_id: int
    since: int | None = None
    header: str = ""


@dataclass(frozen=True)
class BoardClaim:
    """What a move's transaction does for its board besides the move (`commit_move(board=…)`):
    claims posting it for `owner` (as `claim_delivery`), claims the pings of the turns it
    begins, and reads back what the board is made of, so that nothing is read again."""

    owner: str
    lease: float
    narrate_after: int  # the live steps after this version are read back (what the board narrates; -1: the setup's too)
    shows: int | None = None  # the state of this version is read back: the board message shown shows it


@dataclass(frozen=True)
class BoardNews:
    """What `commit_move(board=…)` answers: the game's row after the move, whether this owner
    may post its board, the pings it claimed (those of players who chose pings), the live
    steps after `BoardClaim.narrate_after`, the game's timers; and, of the people at the table,
    their preferences (`users`: only those ever stored), who is away now (`away`), and whether
    a vote to cancel the game is open."""

    row: GameRow
    claimed: bool
    pings: tuple[DueNotice, ...]
    steps: tuple[StepRow, ...]
    deadlines: tuple[DeadlineRow, ...]
    steps_after: int  # `steps` are the live steps after this version
    users: dict[int, UserRow]
    away: dict[int, Absence]
    vote_open: bool
    setup_events: str | None  # the events text of the game's setup (the first board message narrates them)
    shown: tuple[int, str] | None = None  # (BoardClaim.shows, its snapshot); None: not asked, or not kept
    ended: FinalNews | None = None  # the move ended the game: what its final result names


@dataclass(frozen=True)
class FinalNews:
    """What a game's last move reads back for its final board (bot.delivery.board_message.result_lines): the
    result's text, each seat's holders with their moves (Store.seat_holders), who resigned
    (Store.resignations); their names are among `BoardNews.users`."""

    result_text: str
    holders: dict[int, list[SeatHolder]]
    resignations: tuple[Resignation, ...]


def claim_statement(game_id: int, *, owner: str, now: float, lease: float) -> Statement:
    """`claim_delivery` of the game's board as it is now, inside the transaction that moved it."""
    return Statement(
        "UPDATE games SET delivery_claimed_by = ?, delivery_claim_until = ?"
        f" WHERE id = ? AND status IN ('active', 'finished') AND {_UNDELIVERED}"
        " AND (delivery_claim_until IS NULL OR delivery_claim_until <= ? OR delivery_claimed_by = ?)",
        (owner, now + lease, game_id, now, owner),
    )


def _delivered_statements(
    game_id: int, position: int, posted: PostedBoard | None, owner: str | None
) -> list[Statement]:
    """Mark the board of `position` delivered (see `mark_delivered`); the first statement's row
    count says whether it was, the second frees `owner`'s lease on a position gone by."""
    params: tuple[int | str | None, ...]
    if posted is None:
        shown, params = "", ()
    else:
        shown = (
            ", board_message_id = ?, board_since = COALESCE(?, version - 1), board_shows = version, board_header = ?"
        )
        params = (posted.message_id, posted.since, posted.header or None)
    claimed, owned = ("", ()) if owner is None else (" AND delivery_claimed_by = ?", (owner,))
    statements = [
        Statement(
            f"UPDATE games SET delivered_position = position{shown},"
            f" delivery_claimed_by = NULL, delivery_claim_until = NULL WHERE id = ? AND position = ?{claimed}",
            (*params, game_id, position, *owned),
        )
    ]
    if owner is not None:  # a board of a position gone by (nothing marked above): its lease is no use any more
        statements.append(
            Statement(
                "UPDATE games SET delivery_claimed_by = NULL, delivery_claim_until = NULL"
                " WHERE id = ? AND delivery_claimed_by = ? AND position <> ?",
                (game_id, owner, position),
            )
        )
    return statements


class DeliveryMixin(StoreBase):
    async def claim_delivery(
        self, game_id: int, version: int, *, owner: str, now: float, lease: float = 60, position: int | None = None
    ) -> bool:
        """True if `owner` may post the board of `version` now, holding the lease until now + lease.

        That is: the game is at `version` (a board of an older version would be out of
        date) and, if given, at `position` (the version comes back after an undo), the
        board of its current position was not posted yet, and no other owner holds an
        unexpired lease. The owner's own lease may be renewed.
        """
        at_position, params = ("", ()) if position is None else (" AND position = ?", (position,))
        async with self._write() as conn:
            return (
                await conn.execute(
                    "UPDATE games SET delivery_claimed_by = ?, delivery_claim_until = ?"
                    f" WHERE id = ? AND version = ?{at_position} AND status IN ('active', 'finished')"
                    f" AND {_UNDELIVERED}"
                    " AND (delivery_claim_until IS NULL OR delivery_claim_until <= ? OR delivery_claimed_by = ?)",
                    (owner, now + lease, game_id, version, *params, now, owner),
                )
                > 0
            )

    async def mark_delivered(
        self, game_id: int, position: int, posted: PostedBoard | None, *, owner: str | None = None
    ) -> None:
        """The board of `position` was delivered, as the message `posted`; or, with `posted` None,
        a quiet step: the board message already shown stays as it is and still shows the version
        it showed. If the game is still at that position (a version is no proof: it comes back
        after an undo) and `owner` (the claim's holder, if the board was claimed) still holds
        the claim, the position counts as delivered and the lease ends. If the game moved on
        meanwhile, nothing is marked: the newer board is still to be posted (and `owner`'s
        lease ends, so that the sweep need not wait for it)."""
        async with self._write() as conn:
            changed, *_ = await run_each(conn, _delivered_statements(game_id, position, posted, owner))
            if not changed and await conn.fetch_one("SELECT 1 FROM games WHERE id = ?", (game_id,)) is None:
                raise GameNotFound(game_id)

    async def board_delivered(
        self,
        game_id: int,
        position: int,
        posted: PostedBoard | None,
        *,
        owner: str | None,
        told: tuple[DueNotice, ...] | list[DueNotice] = (),
        released: tuple[DueNotice, ...] | list[DueNotice] = (),
        claimer: str = "",
        now: float = 0.0,
        lease: float = 60.0,
    ) -> list[DueNotice]:
        """What follows a board Discord took (or a quiet step), in one transaction and one round
        trip: `mark_delivered` (with `owner`'s claim, if it holds one), the notices its message
        `told` done, and the notices `claimer` claimed but did not tell `released` for whoever
        tells them. Then the game's notices still due once its board is delivered (as
        `due_notices(game_id, delivered_only=True)`) and free to take are claimed for `claimer`
        until now + lease, and answered (to be told, then `notice_done`)."""
        statements = _delivered_statements(game_id, position, posted, owner)
        statements += [notice_done_statement(n) for n in told]
        statements += [notice_released_statement(n, claimer) for n in released]
        statements += [
            claim_due_statement(game_id, owner=claimer, now=now, lease=lease),
            due_notices_statement(game_id, delivered_only=True),
        ]
        answers = await self._db.batch(statements)
        claimed = {row["seat"] for row in answers[-2]}
        return [notice for notice in notices_of(answers[-1]) if notice.seat in claimed]

    async def release_notices(self, notices: tuple[DueNotice, ...] | list[DueNotice], *, claimer: str) -> None:
        """Notices `claimer` claimed and will not tell, free for whoever tells them."""
        if notices:
            await self._db.batch([notice_released_statement(n, claimer) for n in notices])

    async def undelivered(self, limit: int = 100) -> list[tuple[int, int]]:
        """(game_id, version) of active or finished games whose current board was not posted."""
        async with self._read() as conn:
            rows = await conn.fetch_all(
                f"SELECT id, version FROM games WHERE status IN ('active', 'finished') AND {_UNDELIVERED}"
                " ORDER BY id LIMIT ?",
                (limit,),
            )
        return [(row["id"], row["version"]) for row in rows]
