"""A table's life beyond the rules: a running game cancelled by a unanimous vote of its
people, and a finished game played again (a rematch) in a new lobby.

Every decision is taken in one transaction on what the database holds then (who sits at
the table, which vote is open), so two processes pressing at once cannot both count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from db.connection import StoreBase, Tx
from db.deadlines import TABLE_TIMER
from db.errors import WrongStatus
from db.games import change_status, load_game, require_status
from db.rows import GameRow
from db.seats import load_seats, mark_ai_seats

CANCEL_VOTE_TIMER = TABLE_TIMER + "cancel_vote"
VOTE_OUTCOMES = ("cancelled", "refused", "expired", "ended")


class VoteRefused(Exception):
    """A ballot or a new vote that cannot be counted; `reason` says why, for the bot's answer:
    'not_active' (the game is not running), 'not_voter' (not one of its people), 'open'
    (a vote is already open), 'closed' (the vote pressed for is over)."""

    def __init__(self, game_id: int, reason: str):
        super().__init__(f"game {game_id}: vote refused ({reason})")
        self.game_id = game_id
        self.reason = reason


@dataclass(frozen=True)
class CancelVote:
    game_id: int
    number: int  # the game's how-many-th vote
    opened_by: int | None
    opened_at: float
    due: float
    outcome: str | None  # None while open, else one of VOTE_OUTCOMES
    yes: frozenset[int]  # who agreed (the open vote's ballots)
    voters: frozenset[int]  # the people seated now: all of them must agree
    message_id: int | None = None  # the public message that shows it, with its buttons

    @property
    def is_open(self) -> bool:
        return self.outcome is None


@dataclass(frozen=True)
class Rematch:
    game_id: int  # the finished game
    lobby: GameRow  # its rematch, as it is now
    pending: frozenset[int]  # seated, not confirmed yet
    created: bool  # made by this call (False: the one made before)


async def _voters(conn: Tx, game_id: int) -> frozenset[int]:
    """The people seated now: no AI seat and no spectator has a say."""
    return frozenset(s.user_id for s in await load_seats(conn, game_id) if s.user_id is not None and not s.is_ai)


async def _vote(conn: Tx, game_id: int) -> CancelVote | None:
    row = await conn.fetch_one("SELECT * FROM cancel_votes WHERE game_id = ?", (game_id,))
    if row is None:
        return None
    ballots = await conn.fetch_all("SELECT user_id FROM cancel_ballots WHERE game_id = ?", (game_id,))
    return CancelVote(
        game_id=game_id,
        number=row["number"],
        opened_by=row["opened_by"],
        opened_at=row["opened_at"],
        due=row["due"],
        outcome=row["outcome"],
        yes=frozenset(b["user_id"] for b in ballots),
        voters=await _voters(conn, game_id),
        message_id=row["message_id"],
    )


async def _close(conn: Tx, game_id: int, outcome: str, now: float) -> None:
    await conn.execute(
        "UPDATE cancel_votes SET outcome = ?, closed_at = ? WHERE game_id = ? AND outcome IS NULL",
        (outcome, now, game_id),
    )
    await conn.execute("DELETE FROM cancel_ballots WHERE game_id = ?", (game_id,))
    await conn.execute("DELETE FROM deadlines WHERE game_id = ? AND deadline_id = ?", (game_id, CANCEL_VOTE_TIMER))


async def count_cancel_vote(conn: Tx, game_id: int, now: float) -> CancelVote | None:
    """The game's open vote counted against the people who hold its seats now (the one count,
    after every ballot and every change of who sits at the table): a ballot of someone who no
    longer sits there is dropped (their successor has not answered), and once every person
    seated agreed the game is cancelled. The vote as it is then; None if the game never had one.
    A game that is not running keeps its vote for close_vote_of_ended_game."""
    vote = await _vote(conn, game_id)
    if vote is None or not vote.is_open:
        return vote
    status = (await conn.fetch_one("SELECT status FROM games WHERE id = ?", (game_id,)))["status"]
    if status != "active":
        return vote
    gone = sorted(vote.yes - vote.voters)
    if gone:
        await conn.execute_many(
            "DELETE FROM cancel_ballots WHERE game_id = ? AND user_id = ?", [(game_id, u) for u in gone]
        )
    if vote.voters <= vote.yes:
        await change_status(conn, game_id, "abandoned", now)
        await _close(conn, game_id, "cancelled", now)
    return await _vote(conn, game_id)


class TableVotesMixin(StoreBase):
    # ------------------------------------------------------------------ cancel votes

    async def cancel_vote(self, game_id: int) -> CancelVote | None:
        """The game's newest vote (open or closed), or None if it never had one."""
        async with self._read() as conn:
            return await _vote(conn, game_id)

    async def cancelled_by_vote(self, game_id: int) -> bool:
        """True if the game ended because its players cancelled it together (no rating counts it)."""
        async with self._read() as conn:
            row = await conn.fetch_one("SELECT outcome FROM cancel_votes WHERE game_id = ?", (game_id,))
        return row is not None and row["outcome"] == "cancelled"

    async def open_cancel_vote(self, game_id: int, user_id: int, now: float, due: float) -> CancelVote:
        """Open a vote to cancel the running game, `user_id` agreeing; its expiry is a timer due at
        `due`. Cancels at once when they are the only person at the table. VoteRefused if the
        game is not running, they do not sit at it, or a vote is open."""
        async with self._write() as conn:
            try:
                await require_status(conn, game_id, "active")
            except WrongStatus:
                raise VoteRefused(game_id, "not_active") from None
            if user_id not in await _voters(conn, game_id):
                raise VoteRefused(game_id, "not_voter")
            old = await _vote(conn, game_id)
            if old is not None and old.is_open:
                raise VoteRefused(game_id, "open")
            number = 1 if old is None else old.number + 1
            await conn.execute("DELETE FROM cancel_votes WHERE game_id = ?", (game_id,))
            await conn.execute(
                "INSERT INTO cancel_votes (game_id, number, opened_by, opened_at, due) VALUES (?, ?, ?, ?, ?)",
                (game_id, number, user_id, now, due),
            )
            await conn.execute("INSERT INTO cancel_ballots (game_id, user_id) VALUES (?, ?)", (game_id, user_id))
            version = (await conn.fetch_one("SELECT version FROM games WHERE id = ?", (game_id,)))["version"]
            await conn.execute(
                "INSERT INTO deadlines (game_id, deadline_id, due, version) VALUES (?, ?, ?, ?)",
                (game_id, CANCEL_VOTE_TIMER, due, version),
            )
            await conn.wake(repr(due))
            counted = await count_cancel_vote(conn, game_id, now)
            assert counted is not None
            return counted

    async def cast_cancel_ballot(self, game_id: int, number: int, user_id: int, agree: bool, now: float) -> CancelVote:
        """Count `user_id`'s answer to vote `number`: a no closes it, the last yes cancels the
        game. VoteRefused if that vote is not open, or they do not sit at the table."""
        async with self._write() as conn:
            vote = await _vote(conn, game_id)
            status = (await conn.fetch_one("SELECT status FROM games WHERE id = ?", (game_id,)))["status"]
            if vote is None or not vote.is_open or vote.number != number or status != "active":
                raise VoteRefused(game_id, "closed")
            if user_id not in vote.voters:
                raise VoteRefused(game_id, "not_voter")
            if not agree:
                await _close(conn, game_id, "refused", now)
                await conn.game_news(game_id)
                return await _vote(conn, game_id)  # type: ignore[return-value]
            await conn.execute(
                "INSERT INTO cancel_ballots (game_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                (game_id, user_id),
            )
            await conn.game_news(game_id)
            counted = await count_cancel_vote(conn, game_id, now)
            assert counted is not None
            return counted

    async def set_cancel_vote_message(self, game_id: int, number: int, message_id: int) -> None:
        """Remember the public message of vote `number` (edited as answers come and when it closes)."""
        async with self._write() as conn:
            await conn.execute(
                "UPDATE cancel_votes SET message_id = ? WHERE game_id = ? AND number = ?", (message_id, game_id, number)
            )

    async def close_vote_of_ended_game(self, game_id: int, now: float) -> CancelVote | None:
        """The open vote of a game that ended otherwise (its last move, its host), closed as
        'ended'; None if it had none open or is still running."""
        async with self._write() as conn:
            status = (await conn.fetch_one("SELECT status FROM games WHERE id = ?", (game_id,)))["status"]
            vote = await _vote(conn, game_id)
            if status == "active" or vote is None or not vote.is_open:
                return None
            await _close(conn, game_id, "ended", now)
            return await _vote(conn, game_id)

    async def expire_cancel_vote(self, game_id: int, now: float) -> bool:
        """Close the open vote whose time ran out, counted once more first (everyone seated now
        may have agreed: then the game is cancelled); True only for the one call (of any
        process) whose transaction removed its timer."""
        async with self._write() as conn:
            taken = await conn.execute(
                "DELETE FROM deadlines WHERE game_id = ? AND deadline_id = ? AND due <= ?",
                (game_id, CANCEL_VOTE_TIMER, now),
            )
            if not taken:
                return False
            counted = await count_cancel_vote(conn, game_id, now)  # everyone seated now may have agreed
            if counted is not None and counted.is_open:
                await _close(conn, game_id, "expired", now)
            await conn.game_news(game_id)
            return True

    # ------------------------------------------------------------------ rematches

    async def rematch(self, game_id: int) -> Rematch | None:
        """The rematch of a finished game, if one was asked for."""
        async with self._read() as conn:
            row = await conn.fetch_one("SELECT lobby_id FROM rematches WHERE game_id = ?", (game_id,))
            return None if row is None else await _rematch(conn, game_id, row["lobby_id"], created=False)

    async def rematch_of_lobby(self, lobby_id: int) -> Rematch | None:
        """The rematch whose lobby is `lobby_id`, or None (an ordinary lobby)."""
        async with self._read() as conn:
            row = await conn.fetch_one("SELECT game_id FROM rematches WHERE lobby_id = ?", (lobby_id,))
            return None if row is None else await _rematch(conn, row["game_id"], lobby_id, created=False)

    async def open_rematch(self, game_id: int, user_id: int, *, seed: int, now: float) -> Rematch:
        """The finished game's rematch: made now if there is none — a lobby of the same game,
        options, channel, language, turn limit, care of away players and rating, hosted by
        `user_id`, with the same seats in the same order (the AI seats at their levels, the people
        pending their confirmation, `user_id` confirmed; a forgotten person's seat is left out) —
        or the one made before. WrongStatus if the game is not finished;
        VoteRefused('not_voter') if `user_id` did not play it."""
        async with self._write() as conn:
            # a write to the finished game's row first: a second process pressing at the same
            # moment waits here for this transaction, then finds its rematch (PostgreSQL's row lock)
            await conn.execute("UPDATE games SET updated_at = updated_at WHERE id = ?", (game_id,))
            existing = await conn.fetch_one("SELECT lobby_id FROM rematches WHERE game_id = ?", (game_id,))
            if existing is not None:
                return await _rematch(conn, game_id, existing["lobby_id"], created=False)
            await require_status(conn, game_id, "finished")
            old = await load_game(conn, game_id)
            seats = await load_seats(conn, game_id)
            if user_id not in {s.user_id for s in seats}:
                raise VoteRefused(game_id, "not_voter")
            row = await conn.fetch_one(
                "INSERT INTO games (kind, status, guild_id, channel_id, host_id, config, language,"
                " seed, version, turn_limit, on_timeout, on_away, created_at, updated_at, rated)"
                " SELECT kind, 'lobby', guild_id, channel_id, ?, config, language, ?, 0, turn_limit, on_timeout,"
                " on_away, ?, ?, rated"
                " FROM games WHERE id = ? RETURNING id",
                (user_id, seed, now, now, old.id),
            )
            lobby_id = row["id"]
            # a forgotten person's seat stays empty, as a seat whose person will not confirm does
            kept = [s for s in seats if s.is_ai or s.user_id is not None]
            await conn.execute_many(
                "INSERT INTO seats (game_id, seat, user_id, is_ai, ai_level) VALUES (?, ?, ?, ?, ?)",
                [(lobby_id, i, s.user_id, int(s.is_ai), s.ai_level) for i, s in enumerate(kept)],
            )
            await mark_ai_seats(conn, lobby_id)
            others = sorted({s.user_id for s in seats if s.user_id is not None and s.user_id != user_id})
            await conn.execute_many(
                "INSERT INTO rematch_pending (lobby_id, user_id) VALUES (?, ?)", [(lobby_id, u) for u in others]
            )
            await conn.execute(
                "INSERT INTO rematches (game_id, lobby_id, created_at) VALUES (?, ?, ?)", (game_id, lobby_id, now)
            )
            return await _rematch(conn, game_id, lobby_id, created=True)

    async def rematch_pending(self, lobby_id: int) -> frozenset[int]:
        """The people seated in a rematch's lobby who have not confirmed yet (none in other lobbies)."""
        async with self._read() as conn:
            return await _pending(conn, lobby_id)

    async def confirm_rematch(self, lobby_id: int, user_id: int) -> bool:
        """`user_id` confirms their seat in the rematch lobby; False if it was not pending."""
        async with self._write() as conn:
            await require_status(conn, lobby_id, "lobby")
            return (
                await conn.execute(
                    "DELETE FROM rematch_pending WHERE lobby_id = ? AND user_id = ?", (lobby_id, user_id)
                )
                > 0
            )

    async def drop_pending(self, lobby_id: int, ai_level: str | None) -> int:
        """Start without those who did not confirm: their seats go, or become AI seats of
        `ai_level`. Returns how many seats that was."""
        async with self._write() as conn:
            await require_status(conn, lobby_id, "lobby")
            pending = await _pending(conn, lobby_id)
            if not pending:
                return 0
            seats = await load_seats(conn, lobby_id)
            kept: list[tuple[Any, ...]] = []
            for s in seats:
                if s.user_id in pending:
                    if ai_level is None:
                        continue
                    kept.append((None, 1, ai_level))
                else:
                    kept.append((s.user_id, int(s.is_ai), s.ai_level))
            await conn.execute("DELETE FROM seats WHERE game_id = ?", (lobby_id,))
            await conn.execute_many(
                "INSERT INTO seats (game_id, seat, user_id, is_ai, ai_level) VALUES (?, ?, ?, ?, ?)",
                [(lobby_id, i, *seat) for i, seat in enumerate(kept)],
            )
            await mark_ai_seats(conn, lobby_id)
            await conn.execute("DELETE FROM rematch_pending WHERE lobby_id = ?", (lobby_id,))
            return len(pending)


async def _pending(conn: Tx, lobby_id: int) -> frozenset[int]:
    rows = await conn.fetch_all("SELECT user_id FROM rematch_pending WHERE lobby_id = ?", (lobby_id,))
    return frozenset(r["user_id"] for r in rows)


async def _rematch(conn: Tx, game_id: int, lobby_id: int, *, created: bool) -> Rematch:
    return Rematch(game_id, await load_game(conn, lobby_id), await _pending(conn, lobby_id), created)
