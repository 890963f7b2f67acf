"""Players who are away (/salon away), as the rest of the bot meets them: the turn limit that
waits for them, the AI that plays for them, the line on the board, the lobby option, and
their return with their next action.

What a table does meanwhile is its host's choice in the lobby (`games.on_away`): 'pause' (the
away player's turn limit waits: `put_off`, asked by the scheduler before a turn limit or its
reminder fires) or 'ai' (the stand-in AI plays their turns: `stand_ins`, asked by the AI
players). Everything is read from the database at the moment it matters, so it holds across
restarts and processes.

An absence ends with `/salon away until:off` or with any command or press of theirs that does
more than look (`LOOKING_COMMANDS`, `LOOKING_PRESSES`: listings, history, stats): in
`SalonBot.on_interaction`, or, for a turn's press, with the table's reads (`ends_absence`).
"""

from __future__ import annotations

from typing import Any

import discord

import i18n
from bot.features.away.dates import discord_time, shown_moment
from bot.play.host import GameHost
from bot.play.tables import Table
from bot.play.timers import REMIND, REMINDER_SHARE, TURN
from bot.runtime import clock
from bot.ui import verbs
from db import Store
from db.away import Absence
from db.rows import ON_AWAY, DeadlineRow

OPTION = "away"  # the lobby option's key (a table's option beside the game's own)
HELD = (TURN, REMIND)  # the timers an absence puts off; the rules' own timers run for everyone


class Absences:
    def __init__(self, store: Store, host: GameHost):
        self.store = store
        self.host = host

    async def away_seats(self, table: Table) -> dict[int, Absence]:
        """The seats of the table whose person is away now, with their absence."""
        users = {s.user_id: s.seat for s in table.seats if s.user_id is not None and not s.is_ai}
        if not users or table.row.status != "active":
            return {}
        if table.news is not None:  # the move's transaction read who is away
            away = {user_id: a for user_id, a in table.news.away.items() if user_id in users}
        else:
            away = await self.store.away_of(users, clock.now())
        return {users[user_id]: absence for user_id, absence in away.items()}

    async def stand_ins(self, table: Table) -> frozenset[int]:
        """The seats whose turns the AI plays now: their person is away, and the host chose so."""
        if table.row.on_away != "ai":
            return frozenset()
        return frozenset(await self.away_seats(table))

    async def put_off(self, deadline: DeadlineRow, table: Table | None = None) -> bool:
        """Whether this turn limit (or its reminder) must wait for an away player instead of
        firing; if so, it is put off to the end of the absence plus the time it had left.
        `table`: the game as the scheduler just read it (with who is away), else read here."""
        if deadline.deadline_id not in HELD:
            return False
        if table is None:
            row = await self.store.get_game(deadline.game_id)
            if row is None or row.status != "active" or row.on_away != "pause" or not row.turn_limit:
                return False
            table = await self.host.load(deadline.game_id)
        row = table.row
        if row.status != "active" or row.on_away != "pause" or not row.turn_limit:
            return False
        if table.version != deadline.version:
            return False  # the game moved on: the scheduler drops this timer
        now = clock.now()
        if table.absences is not None:  # read with the table
            away = {u: a for u in table.actor_users() if (a := table.absences.get(u)) and a.since <= now < a.until}
        else:
            away = await self.store.away_of(table.actor_users(), now)
        if not away:
            return False
        # the absence that ends last holds the turn; the time left is counted from when the
        # absence began, or from the turn's start if it began during the absence
        user_id, absence = max(away.items(), key=lambda item: item[1].until)
        if deadline.due <= absence.since:
            return False  # it ran out before the absence began (fired late): it fires now
        length = row.turn_limit * (REMINDER_SHARE if deadline.deadline_id == REMIND else 1.0)
        left = max(0.0, min(length, deadline.due - absence.since))
        held = await self.store.hold_deadline(
            deadline.game_id, deadline.deadline_id, deadline.version, user_id=user_id, left=left, now=now
        )
        return held is not None

    async def board_lines(self, table: Table) -> list[str]:
        """ "💤 Anna is away until …" for each away player at a running table, in its language:
        names and public moments only."""
        lines = []
        for seat, absence in sorted((await self.away_seats(table)).items()):
            lines.append(away_line(table, seat, absence.until))
        return lines

    async def away_until(self, user_id: int) -> float | None:
        """When the user's absence ends, if they are away now (for listings such as /salon games)."""
        return await self.store.away_until(user_id, clock.now())

    async def back(self, user_id: int) -> float | None:
        """The user is back (their action, or /salon away until:off): their absence ends. When it
        would have ended, or None if they were not away."""
        if await self.store.away_until(user_id, clock.now()) is None:
            return None  # the usual case, read only
        return await self.store.end_away(user_id, clock.now())


def away_line(table: Table, seat: int, until: float) -> str:
    key = "away.board_ai" if table.row.on_away == "ai" else "away.board_pause"
    return i18n.t(
        key,
        table.row.language,
        player=table.names[seat],
        until=shown_moment(until),
        **{"in": discord_time(until, "R")},
    )


def away_until_text(until: float, language: str) -> str:
    """ "💤 away until 12 Dec" for a listing of someone's games: a Discord timestamp."""
    return i18n.t("away.until_short", language, until=discord_time(until, "D"))


def is_away_command(interaction: discord.Interaction) -> bool:
    """Whether this is /salon away itself (which must not end the absence it sets)."""
    data: dict[str, Any] = dict(interaction.data or {})
    options: list[Any] = list(data.get("options") or [])
    return (
        data.get("name") == i18n.t("commands.salon.name", "en")
        and bool(options)
        and isinstance(options[0], dict)
        and options[0].get("name") == i18n.t("commands.away.name", "en")
    )


# Commands and buttons that only look (a listing, a page of history, the rules): someone away
# may check on their games without coming back.
LOOKING_COMMANDS = {
    ("salon", "games"),
    ("salon", "stats"),
    ("salon", "leaderboard"),
    ("game", "list"),
    ("game", "status"),
    ("game", "history"),
    ("rules",),
}
LOOKING_PRESSES = {*verbs.MY_GAMES, *verbs.HISTORY}


def ends_absence(interaction: discord.Interaction) -> bool:
    """Whether this interaction is an action of its user (a command, a press, a form), which
    ends their absence here (bot.app): anything but /salon away itself, what only looks, the
    suggestions while typing, and a turn's press (which ends it itself, bot.features.turns.turns)."""
    data: dict[str, Any] = dict(interaction.data or {})
    if interaction.type == discord.InteractionType.application_command:
        return not is_away_command(interaction) and _command_path(data) not in LOOKING_COMMANDS
    if interaction.type == discord.InteractionType.component:
        pressed = verbs.parse(str(data.get("custom_id", "")))
        # a turn's press ends it where its table is read (bot.features.turns.turns): no read of its own
        return pressed is None or (pressed.verb not in LOOKING_PRESSES and not verbs.is_turn(pressed.verb))
    return interaction.type == discord.InteractionType.modal_submit


def _command_path(data: dict[str, Any]) -> tuple[str, ...]:
    """The command's English names, group first (`("salon", "games")`, `("rules",)`)."""
    path = [str(data.get("name", ""))]
    options = data.get("options") or []
    if options and isinstance(options[0], dict) and options[0].get("type") in (1, 2):  # a subcommand
        path.append(str(options[0].get("name", "")))
    return tuple(path)


# -- the lobby option ------------------------------------------------------------------------


def option_label(on_away: str, language: str) -> str:
    return f"{i18n.t('away.option.name', language)}: {i18n.t(f'away.option.{on_away}', language)}"


def option_help(language: str) -> str:
    return f"**{i18n.t('away.option.name', language)}**\n{i18n.t('away.option.help', language)}"


def option_values(language: str) -> tuple[tuple[str, str], ...]:
    return tuple((value, i18n.t(f"away.option.{value}", language)) for value in ON_AWAY)
