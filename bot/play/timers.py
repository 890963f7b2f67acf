"""The timers a game's state wants, computed before the move that leads to it is stored.

Pure: the same state, settings and clock give the same timers, and the store
writes them in the same transaction as the move (a crash can no longer leave a
running game without its timers).
"""

from __future__ import annotations

from collections.abc import Set
from typing import Any

import i18n
from engines.core.contract import Game

REMINDER_SHARE = 0.75  # a reminder goes out when this share of the turn limit has passed
REMINDER_LATE_SHARE = 0.25  # a reminder later than this share of the time it announces says too much
ENGINE_TIMER = "rules:"  # prefix of the deadlines a game's rules ask for (engine.deadlines)
REMIND = "remind"
TURN = "turn"


def wanted_deadlines(
    engine: Game,
    state: Any,
    *,
    actors: Set[int],
    turn_limit: int | None,
    on_timeout: str,
    now: float,
) -> list[tuple[str, float]]:
    """(deadline id, due) of a running game's timers: the rules' own (a race window
    closing, fired as a system action) and, with a turn limit and someone to act,
    the reminder and — unless the table only reminds (``on_timeout == 'none'``) —
    the turn limit itself."""
    timers = [(f"{ENGINE_TIMER}{d.id}", d.due) for d in engine.deadlines(state)]
    if actors:
        timers += turn_timers(turn_limit, on_timeout, now)
    return timers


def turn_timers(turn_limit: int | None, on_timeout: str, now: float) -> list[tuple[str, float]]:
    """(deadline id, due) of a turn that begins at `now`: its reminder and, unless the table only
    reminds, its limit; nothing without a turn limit."""
    if not turn_limit:
        return []
    timers = [(REMIND, now + turn_limit * REMINDER_SHARE)]
    if on_timeout != "none":
        timers.append((TURN, now + turn_limit))
    return timers


def turn_limit_text(seconds: int | None, language: str) -> str:
    """A turn limit in words ("1 day", "3 hours"), for the lobby and the reminders."""
    if not seconds:
        return i18n.t("bot.no_turn_limit", language)
    if seconds % 86400 == 0:
        return i18n.t("bot.days", language, n=seconds // 86400)
    if seconds < 3600:  # a reminder a quarter of an hour before the end: "15 minutes", not "0.2 hours"
        return i18n.t("bot.minutes", language, n=max(1, round(seconds / 60)))
    return i18n.t("bot.hours", language, n=round(seconds / 3600))


def reminder_left(turn_limit: int) -> int:
    """The seconds a reminder announces as left of the turn."""
    return round(turn_limit * (1 - REMINDER_SHARE))


def reminder_is_stale(due: float, turn_limit: int | None, now: float) -> bool:
    """Whether a reminder due at `due` would say something untrue at `now` (it comes late after
    the bot was down): the turn limit has passed, or much less time is left than it announces."""
    if not turn_limit:
        return True
    left = reminder_left(turn_limit)
    return now - due > left * REMINDER_LATE_SHARE
