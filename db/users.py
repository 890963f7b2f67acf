"""Per-user preferences, and forgetting a user."""

from __future__ import annotations

from dataclasses import dataclass

from db.batch import Statement
from db.connection import StoreBase, Tx
from db.games import game_status
from db.holders import record_change
from db.rows import UserRow
from db.seats import load_seats, mark_ai_seats, rewrite_seats
from db.table_votes import count_cancel_vote
from db.turns import NOTICE_CHOICES

#: host_id of a game whose host left Salon and no other person sits at
NO_HOST = 0


@dataclass(frozen=True)
class Forgotten:
    """What forget_user changed: game ids (and a seat where it says so)."""

    left_lobbies: tuple[int, ...] = ()  # their seat removed; the lobby goes on (a new host if it was theirs)
    closed_lobbies: tuple[int, ...] = ()  # lobbies they hosted alone with AI or nobody: abandoned
    handed_to_ai: tuple[tuple[int, int], ...] = ()  # (game, seat) of running games: an AI plays it now
    anonymised: tuple[int, ...] = ()  # finished, abandoned and damaged games: their seat has no person any more
    had_preferences: bool = False


@dataclass(frozen=True)
class SeenUser:
    """What an interaction shows of a user (remember_user): their own name, their Discord locale
    (None: not shown) and, where it happened in a server, that server and the name they go by there."""

    display_name: str
    locale: str | None = None
    guild_id: int | None = None
    guild_name: str | None = None


async def _next_host(conn: Tx, game_id: int, user_id: int) -> int | None:
    """The person in the lowest seat other than `user_id`, if any."""
    for seat in await load_seats(conn, game_id):
        if seat.user_id is not None and seat.user_id != user_id:
            return seat.user_id
    return None


#: users (u) with the name seen in one server beside their own (guild_name); its one
#: parameter, the server, is given as SQL (`?`, or a subquery reading a game's)
NAMED_IN = (
    "SELECT u.*, n.name AS guild_name FROM users u"
    " LEFT JOIN guild_names n ON n.user_id = u.user_id AND n.guild_id = {guild}"
)


def user_from_row(row) -> UserRow:
    """A users row; read with NAMED_IN, its display name is the one seen in that server if any."""
    dms_ok = None if row["dms_ok"] is None else bool(row["dms_ok"])
    in_guild = row["guild_name"] if "guild_name" in row.keys() else None
    return UserRow(
        row["user_id"],
        pings=bool(row["pings"]),
        dms_ok=dms_ok,
        display_name=in_guild or row["display_name"],
        language=row["language"],
        locale=row["locale"],
        notices=row["notices"],
    )


class UsersMixin(StoreBase):
    async def user(self, user_id: int, guild_id: int | None = None) -> UserRow:
        """The user's preferences; defaults (pings in the thread, DMs unknown) if never stored.
        `guild_id`: the server they are named in (its name for them, else their own)."""
        async with self._read() as conn:
            row = await conn.fetch_one(
                NAMED_IN.format(guild="?") + " WHERE u.user_id = ?", (-1 if guild_id is None else guild_id, user_id)
            )
        return UserRow(user_id) if row is None else user_from_row(row)

    async def remember_user(self, user_id: int, seen: SeenUser) -> None:
        """Keep the user's own name and the Discord locale seen at their latest interaction, and
        the name they go by in the server where it happened, if it did in one."""
        statements = [
            Statement(
                "INSERT INTO users (user_id, display_name, locale) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET display_name = excluded.display_name,"
                " locale = COALESCE(excluded.locale, users.locale)",
                (user_id, seen.display_name, seen.locale),
            )
        ]
        if seen.guild_id is not None and seen.guild_name:
            statements.append(
                Statement(
                    "INSERT INTO guild_names (user_id, guild_id, name) VALUES (?, ?, ?)"
                    " ON CONFLICT (user_id, guild_id) DO UPDATE SET name = excluded.name",
                    (user_id, seen.guild_id, seen.guild_name),
                )
            )
        await self._db.batch(statements)  # one transaction, one round trip

    async def set_language(self, user_id: int, language: str | None) -> None:
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO users (user_id, language) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language",
                (user_id, language),
            )

    async def set_pings(self, user_id: int, on: bool) -> None:
        await self.set_notices(user_id, "ping" if on else "none")

    async def set_notices(self, user_id: int, choice: str) -> None:
        """How a turn that became the user's is told: 'ping', 'dm' or 'none' (pings follow it)."""
        if choice not in NOTICE_CHOICES:
            raise ValueError(f"notices must be one of {NOTICE_CHOICES}, not {choice!r}")
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO users (user_id, notices, pings) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET notices = excluded.notices, pings = excluded.pings",
                (user_id, choice, int(choice == "ping")),
            )

    async def set_dms_ok(self, user_id: int, ok: bool | None) -> None:
        await self._upsert(user_id, "dms_ok", None if ok is None else int(bool(ok)))

    async def _upsert(self, user_id: int, column: str, value: int | None) -> None:
        # one statement, its own transaction: one round trip (db.batch)
        await self._db.batch(
            [
                Statement(
                    f"INSERT INTO users (user_id, {column}) VALUES (?, ?)"
                    f" ON CONFLICT (user_id) DO UPDATE SET {column} = excluded.{column}",
                    (user_id, value),
                )
            ]
        )

    async def forget_user(self, user_id: int, now: float, *, stand_in: str) -> Forgotten:
        """Remove everything that ties `user_id` to Salon, in one transaction: their preferences,
        names (their own and each server's), language and DM settings; their seat in lobbies;
        their seat in running games, which an AI takes over; their place in finished games and in
        the statistics (the seat stays, with its score, but without a person: a former player).
        Games they hosted get the next person at the table as host, or none (a lobby without
        another person is abandoned)."""
        async with self._write() as conn:
            games = await conn.fetch_all(
                "SELECT id, status, host_id FROM games WHERE host_id = ?"
                " OR id IN (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY id",
                (user_id, user_id),
            )
            left, closed, to_ai, anonymised = [], [], [], []
            for game in games:
                game_id, status = game["id"], game["status"]
                if status == "lobby":
                    seats = await load_seats(conn, game_id)
                    await rewrite_seats(conn, game_id, [s for s in seats if s.user_id != user_id])
                elif status == "active":
                    seat = await conn.fetch_one(
                        "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                    )
                    if seat is not None:
                        # the seat changes hands as any seat does: their moves stay theirs (a former
                        # player's, once forgotten below), the AI's are the AI's
                        held = next(s for s in await load_seats(conn, game_id) if s.seat == seat["seat"])
                        _, version = await game_status(conn, game_id)
                        await record_change(conn, held, version, user_id=None, ai_level=stand_in, now=now)
                        await conn.execute(
                            "UPDATE seats SET user_id = NULL, is_ai = 1, ai_level = ? WHERE game_id = ? AND seat = ?",
                            (stand_in, game_id, seat["seat"]),
                        )
                        await mark_ai_seats(conn, game_id)
                        to_ai.append((game_id, seat["seat"]))
                else:
                    await conn.execute(
                        "UPDATE seats SET user_id = NULL WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                    )
                    anonymised.append(game_id)
                if status != "lobby":  # the header line of the board shown may name them
                    await conn.execute("UPDATE games SET board_header = NULL WHERE id = ?", (game_id,))
                if game["host_id"] == user_id:
                    host = await _next_host(conn, game_id, user_id)
                    if host is None and status == "lobby":
                        await conn.execute(
                            "UPDATE games SET status = 'abandoned', finished_at = ?, updated_at = ? WHERE id = ?",
                            (now, now, game_id),
                        )
                        await conn.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
                        closed.append(game_id)
                    await conn.execute("UPDATE games SET host_id = ? WHERE id = ?", (host or NO_HOST, game_id))
                if status == "lobby" and game_id not in closed:
                    left.append(game_id)
            await conn.execute("UPDATE results SET user_id = NULL WHERE user_id = ?", (user_id,))
            await conn.execute("UPDATE seat_holders SET user_id = NULL WHERE user_id = ?", (user_id,))
            # their say in cancel votes and rematches (an AI holds their running seats now)
            await conn.execute("DELETE FROM cancel_ballots WHERE user_id = ?", (user_id,))
            await conn.execute("UPDATE cancel_votes SET opened_by = NULL WHERE opened_by = ?", (user_id,))
            await conn.execute("DELETE FROM rematch_pending WHERE user_id = ?", (user_id,))
            for game_id, _ in to_ai:  # the others may all have agreed already
                await count_cancel_vote(conn, game_id, now)
            # their ratings go; the changes games made to them stay, for the others' sake, without the person
            await conn.execute("DELETE FROM ratings WHERE user_id = ?", (user_id,))
            await conn.execute(
                "UPDATE rating_updates SET user_id = NULL, entry = 'former' WHERE user_id = ?", (user_id,)
            )
            had_preferences = await conn.execute("DELETE FROM users WHERE user_id = ?", (user_id,)) > 0
            await conn.execute("DELETE FROM guild_names WHERE user_id = ?", (user_id,))
            await conn.execute("DELETE FROM away WHERE user_id = ?", (user_id,))
            await conn.execute("UPDATE deadlines SET held_by = NULL WHERE held_by = ?", (user_id,))
        return Forgotten(tuple(left), tuple(closed), tuple(to_ai), tuple(anonymised), had_preferences)
