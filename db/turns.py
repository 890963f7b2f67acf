"""Whose turn since when, the one notice of each turn, and a user's games everywhere.

Every start, move and undo records, in its own transaction, which seats must act now
(`record_turns`): a seat that had nothing to do and must act begins a turn (its position
and time are kept); a seat that shared its turn with others (a simultaneous phase) and is
the only one left becomes the last one the game waits for; a seat that need not act any
more ends its turn. Where the rules make one turn of several rounds of acting (a stock
exchange's ticks: the engine names its span), acting again in it begins no new turn to tell,
and becoming the last one is told once in it. A turn (or becoming the last one) is told to
its player once: the process that claims the notice (a lease, as for boards) tells it and
marks it done, so several processes, and a restart between the move and its notice, still
tell it once.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from db.batch import Statement
from db.connection import StoreBase
from db.rows import GameRow, game_from_row

#: how a user is told that a turn became theirs
NOTICE_CHOICES = ("ping", "dm", "none")


def _due(alias: str = "") -> str:
    """The condition of a seat whose turn was not told yet (`alias`: the seats table's, with its dot)."""
    at = f"COALESCE({alias}last_position, {alias}turn_position)"
    return f"{alias}turn_position IS NOT NULL AND ({alias}noticed_position IS NULL OR {alias}noticed_position < {at})"


_DUE_AT = "COALESCE(last_position, turn_position)"
_DUE = _due()


@dataclass(frozen=True)
class DueNotice:
    """A turn (or the last wait of a shared one) its player was not told of yet."""

    game_id: int
    seat: int
    user_id: int
    position: int  # the position the notice is about (the turn's start, or when the seat became last)
    last: bool  # "you are the last one we wait for", not "your turn"
    choice: str  # the user's notice choice: 'ping', 'dm' or 'none'


@dataclass(frozen=True)
class MyGame:
    """One line of a user's games: a running game or a lobby they sit in."""

    row: GameRow
    my_turn: bool
    turn_position: int | None  # the position my turn there began at (my_turn); else None
    waiting_since: float | None  # since when it waits for me (my turn); else None


def turn_statements(
    game_id: int,
    actors: Collection[int],
    now: float,
    *,
    present: int | None = None,
    spans: Mapping[int, str] | None = None,
) -> list[Statement]:
    """Inside a move's transaction, once the game's position moved on: the seats in `actors`
    must act at the game's position now. `present`: the seat of the person who made the move
    (they are at the table: a turn their own move gave them needs no notice). `spans`: seats
    whose acting belongs to a longer turn of theirs, by its name (engines.core.contract.Game.
    turn_spans): acting again in the span it acted in last is no new turn to tell."""
    acting = sorted(set(actors))
    marks = ",".join("?" * len(acting))
    statements = []
    if acting:
        statements.append(
            Statement(
                "UPDATE seats SET turn_position = NULL, waiting_since = NULL, last_position = NULL, turn_shared = 0"
                f" WHERE game_id = ? AND turn_position IS NOT NULL AND seat NOT IN ({marks})",
                (game_id, *acting),
            )
        )
        by_span: dict[str | None, list[int]] = {}
        for seat in acting:
            by_span.setdefault((spans or {}).get(seat), []).append(seat)
        shared = int(len(acting) > 1)
        for span, seats in by_span.items():
            if span is not None:  # a turn that goes on into a span is the turn it began with
                statements.append(
                    Statement(
                        "UPDATE seats SET turn_span = ?, span_position = turn_position,"
                        " span_last = CASE WHEN last_position IS NULL THEN 0 ELSE 1 END"
                        " WHERE game_id = ? AND turn_position IS NOT NULL AND (turn_span IS NULL OR turn_span <> ?)"
                        f" AND seat IN ({','.join('?' * len(seats))})",
                        (span, game_id, span, *seats),
                    )
                )
            statements.append(_begin_statement(game_id, seats, span, now, shared))
    else:
        statements.append(
            Statement(
                "UPDATE seats SET turn_position = NULL, waiting_since = NULL, last_position = NULL, turn_shared = 0"
                " WHERE game_id = ? AND turn_position IS NOT NULL",
                (game_id,),
            )
        )
    if len(acting) == 1:
        statements.append(
            Statement(
                f"UPDATE seats SET last_position = {_POSITION}, turn_shared = 0, span_last = 1"
                " WHERE game_id = ? AND seat = ? AND turn_shared = 1",
                (game_id, game_id, acting[0]),
            )
        )
    if present is not None:
        statements.append(
            Statement(
                f"UPDATE seats SET noticed_position = {_DUE_AT} WHERE game_id = ? AND seat = ? AND {_DUE}",
                (game_id, present),
            )
        )
    return statements


_POSITION = "(SELECT g.position FROM games g WHERE g.id = ?)"  # the position the move's transaction moved to


def _begin_statement(game_id: int, seats: list[int], span: str | None, now: float, shared: int) -> Statement:
    """The seats (that had nothing to do) begin a turn. In the span they acted in last (`span`; a
    NULL span never equals one) they go on with the turn they were told of, and are not told that
    they are the last one waited for twice in it; in another, a new span begins here."""
    same = "turn_span = ?"  # SET reads the row as it was before the statement
    return Statement(
        f"UPDATE seats SET turn_position = {_POSITION}, waiting_since = ?, last_position = NULL,"
        f" turn_shared = CASE WHEN {same} AND span_last = 1 THEN 0 ELSE ? END,"
        f" noticed_position = CASE WHEN {same} AND noticed_position >= span_position THEN {_POSITION}"
        " ELSE noticed_position END,"
        f" span_last = CASE WHEN {same} THEN span_last ELSE 0 END,"
        f" span_position = CASE WHEN {same} THEN span_position ELSE {_POSITION} END,"
        f" turn_span = ? WHERE game_id = ? AND turn_position IS NULL AND seat IN ({','.join('?' * len(seats))})",
        (game_id, now, span, shared, span, game_id, span, span, game_id, span, game_id, *seats),
    )


def claim_pings_statement(game_id: int, actors: Collection[int], *, owner: str, now: float, lease: float) -> Statement:
    """Claim, for a new board message, the notices due to the `actors` who chose to be told
    by a ping (as `claim_notice` would, one by one); its rows are the claimed notices
    (`pinged`)."""
    acting = sorted(set(actors)) or [-1]
    return Statement(
        "UPDATE seats SET notice_claimed_by = ?, notice_claim_until = ?"
        f" WHERE game_id = ? AND user_id IS NOT NULL AND seat IN ({','.join('?' * len(acting))}) AND {_DUE}"
        " AND (notice_claim_until IS NULL OR notice_claim_until <= ?)"
        " AND COALESCE((SELECT u.notices FROM users u WHERE u.user_id = seats.user_id), 'ping') = 'ping'"
        " RETURNING game_id, seat, user_id, turn_position, last_position",
        (owner, now + lease, game_id, *acting, now),
        rows=True,
    )


def due_notices_statement(
    game_id: int | None = None,
    limit: int = 100,
    *,
    delivered_only: bool = False,
) -> Statement:
    """Turns of people not told yet (of one game, or of all running games); `delivered_only`:
    of games whose newest board was posted (until then its board may carry the ping)."""
    where, params = ("", ()) if game_id is None else (" AND s.game_id = ?", (game_id,))
    if delivered_only:
        where += " AND g.delivered_position IS NOT NULL AND g.delivered_position >= g.position"
    return Statement(
        f"SELECT s.game_id, s.seat, s.user_id, s.turn_position, s.last_position,"
        f" COALESCE(u.notices, 'ping') AS choice FROM seats s JOIN games g ON g.id = s.game_id"
        f" LEFT JOIN users u ON u.user_id = s.user_id"
        f" WHERE s.user_id IS NOT NULL AND g.status = 'active' AND {_due('s.')}"
        f"{where} ORDER BY s.game_id, s.seat LIMIT ?",
        (*params, limit),
        rows=True,
    )


def claim_due_statement(game_id: int, *, owner: str, now: float, lease: float) -> Statement:
    """Claim every notice of the game that is due and free to take (as `claim_notice` does,
    one by one), once its board is delivered; its rows are the seats claimed."""
    return Statement(
        "UPDATE seats SET notice_claimed_by = ?, notice_claim_until = ?"
        f" WHERE game_id = ? AND user_id IS NOT NULL AND {_DUE}"
        " AND (notice_claim_until IS NULL OR notice_claim_until <= ?)"
        " AND game_id IN (SELECT id FROM games WHERE status = 'active'"
        " AND delivered_position IS NOT NULL AND delivered_position >= position) RETURNING seat",
        (owner, now + lease, game_id, now),
        rows=True,
    )


def notices_of(rows) -> list[DueNotice]:
    """The notices `due_notices_statement` found."""
    return [_notice(r, r["choice"]) for r in rows]


def pinged(rows) -> list[DueNotice]:
    """The notices `claim_pings_statement` claimed, in seat order."""
    return sorted((_notice(r, "ping") for r in rows), key=lambda n: n.seat)


def _notice(r, choice: str) -> DueNotice:
    last = r["last_position"]
    return DueNotice(
        r["game_id"],
        r["seat"],
        r["user_id"],
        last if last is not None else r["turn_position"],
        last is not None,
        choice,
    )


def notice_done_statement(notice: DueNotice) -> Statement:
    """The notice was told (or needed no telling): it is not due any more."""
    return Statement(
        "UPDATE seats SET noticed_position = ?, notice_claim_until = NULL, notice_claimed_by = NULL"
        " WHERE game_id = ? AND seat = ? AND (noticed_position IS NULL OR noticed_position < ?)",
        (notice.position, notice.game_id, notice.seat, notice.position),
    )


def notice_released_statement(notice: DueNotice, owner: str) -> Statement:
    """A claimed notice this process will not tell after all (its board was not a new message):
    free for whoever tells it."""
    return Statement(
        "UPDATE seats SET notice_claim_until = NULL, notice_claimed_by = NULL"
        " WHERE game_id = ? AND seat = ? AND notice_claimed_by = ?",
        (notice.game_id, notice.seat, owner),
    )


class TurnsMixin(StoreBase):
    async def due_notices(
        self, game_id: int | None = None, limit: int = 100, *, delivered_only: bool = False
    ) -> list[DueNotice]:
        """Turns of people not told yet (of one game, or of all running games); `delivered_only`:
        of games whose newest board was posted (until then its board may carry the ping)."""
        async with self._read() as conn:
            statement = due_notices_statement(game_id, limit, delivered_only=delivered_only)
            return notices_of(await conn.fetch_all(statement.sql, statement.params))

    async def claim_notice(self, notice: DueNotice, *, owner: str, now: float, lease: float = 60) -> bool:
        """True if `owner` may tell this notice now (it is still due, at the same position, and
        no other process holds an unexpired claim on it)."""
        (changed,) = await self._db.batch(  # one statement, its own transaction: one round trip
            [
                Statement(
                    "UPDATE seats SET notice_claimed_by = ?, notice_claim_until = ?"
                    f" WHERE game_id = ? AND seat = ? AND user_id = ? AND {_DUE} AND {_DUE_AT} = ?"
                    " AND (notice_claim_until IS NULL OR notice_claim_until <= ?)"
                    " AND game_id IN (SELECT id FROM games WHERE status = 'active')",
                    (owner, now + lease, notice.game_id, notice.seat, notice.user_id, notice.position, now),
                )
            ]
        )
        return changed > 0

    async def notice_done(self, notice: DueNotice) -> None:
        """The notice was told (or needed no telling): it is not due any more."""
        await self._db.batch([notice_done_statement(notice)])  # one round trip

    async def waiting_turn(self, game_id: int, user_id: int) -> float | None:
        """Since when `game_id` waits for `user_id` (their turn there), or None."""
        async with self._read() as conn:
            row = await conn.fetch_one(
                "SELECT s.waiting_since FROM seats s JOIN games g ON g.id = s.game_id"
                " WHERE s.game_id = ? AND s.user_id = ? AND s.turn_position IS NOT NULL AND g.status = 'active'",
                (game_id, user_id),
            )
        return None if row is None else row["waiting_since"]

    async def my_games(self, user_id: int, guild_ids: Collection[int] | None = None) -> list[MyGame]:
        """The running games and lobbies `user_id` sits in (in `guild_ids` or in no server, if
        given): those waiting for them first, longest wait first, then the others, newest
        news first, then the lobbies, newest first."""
        async with self._read() as conn:
            rows = await conn.fetch_all(
                "SELECT g.*, s.waiting_since, s.turn_position"
                " FROM seats s JOIN games g ON g.id = s.game_id"
                " WHERE s.user_id = ? AND g.status IN ('lobby', 'active')",
                (user_id,),
            )
        games = [
            MyGame(
                game_from_row(r),
                r["status"] == "active" and r["turn_position"] is not None,
                r["turn_position"] if r["status"] == "active" else None,
                r["waiting_since"] if r["status"] == "active" and r["turn_position"] is not None else None,
            )
            for r in rows
            if guild_ids is None or r["guild_id"] is None or r["guild_id"] in guild_ids
        ]
        return sorted(games, key=_listing_order)


def _listing_order(game: MyGame) -> tuple:
    if game.my_turn:
        return (0, game.waiting_since or 0.0, game.row.id)
    if game.row.status == "active":
        return (1, -game.row.updated_at, game.row.id)
    return (2, -game.row.updated_at, game.row.id)
