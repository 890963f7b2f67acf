"""One answer to whatever goes wrong in a slash command or a pressed component.

Expected troubles get their own sentence (the game is gone or damaged, the database is busy);
anything else is a bug: the user gets one translated apology with a short error reference, and
the log gets the traceback with the game id and the same reference, so that a moderator's
report leads to the log line. Neither says more than the command's name or the component's verb:
no state, no hand, no keys of a custom id.
"""

from __future__ import annotations

import logging
import secrets
import sqlite3
import traceback

import discord
from discord import app_commands

import i18n
from bot.play.host import DamagedGame, GameGone
from db import Store
from db.errors import DbError

log = logging.getLogger(__name__)

# no 0/O, 1/I/L: a reference read out or typed by hand stays unambiguous
REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
REFERENCE_LENGTH = 6


def new_reference() -> str:
    return "".join(secrets.choice(REFERENCE_ALPHABET) for _ in range(REFERENCE_LENGTH))


def redacted_traceback(error: BaseException) -> str:
    """The traceback of `error` and of the exceptions it came from: every frame, and each
    exception's type but not its message (a message may quote a hand, a state or a key)."""
    chain: list[BaseException] = []
    current: BaseException | None = error
    while current is not None and current not in chain:
        chain.append(current)
        current = current.__cause__ or (None if current.__suppress_context__ else current.__context__)
    parts = []
    for link in reversed(chain):
        kind = type(link)
        parts.append(
            "Traceback (most recent call last):\n"
            + "".join(traceback.format_tb(link.__traceback__))
            + f"{kind.__module__}.{kind.__qualname__} (message not logged)\n"
        )
    return "\nwhich led to:\n\n".join(parts).rstrip("\n")


async def language_of(store: Store | None, interaction: discord.Interaction) -> str:
    """The user's chosen language, else their Discord locale's (also when the database fails)."""
    try:
        user = await store.user(interaction.user.id) if store is not None else None
    except Exception:  # the apology must not depend on the database that may have failed
        user = None
    return (user and user.language) or i18n.language_of(str(interaction.locale))


async def answer(interaction: discord.Interaction, text: str) -> None:
    """A private answer, whether or not the interaction was already acknowledged (deferred)."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def refuse(store: Store, interaction: discord.Interaction, key: str, **params) -> None:
    """A polite no in the user's language, leaving the pressed message as it is."""
    await answer(interaction, i18n.t(key, await language_of(store, interaction), **params))


async def handle(
    store: Store | None, interaction: discord.Interaction, error: BaseException, *, game_id: int | None, what: str
) -> str | None:
    """Answers `interaction` for `error` raised while doing `what` (a command's name or a
    component's verb). Returns the error reference when it was a bug."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    reference = None
    if isinstance(error, GameGone):
        key = "bot.game_gone"
    elif isinstance(error, DamagedGame):
        key = "bot.game_damaged"
    elif isinstance(error, DbError | sqlite3.OperationalError):  # busy ("locked") or failing: nothing applied
        log.warning("game %s: %s not handled", game_id, what, exc_info=error)
        key = "bot.try_again"
    elif isinstance(error, discord.HTTPException):  # Discord refused the answer itself: nothing to tell
        log.warning("game %s: %s not answered (%s)", game_id, what, error.status)
        return None
    else:
        reference = new_reference()
        log.error("game %s: %s failed, error %s\n%s", game_id, what, reference, redacted_traceback(error))
        key = "bot.error_apology"
    params = {"reference": reference} if reference else {}
    try:
        await answer(interaction, i18n.t(key, await language_of(store, interaction), **params))
    except Exception:  # the answer failed too: the log above is all there is
        log.warning(
            "game %s: %s: interaction %s not answered after a failure", game_id, what, interaction.id, exc_info=True
        )
    return reference


async def game_of(store: Store | None, interaction: discord.Interaction) -> int | None:
    """The game a slash command is about, for the log: the one it named, else the channel's only
    open game (if the database still answers)."""
    for name in ("game_id", "table"):
        value = getattr(interaction.namespace, name, None)
        if isinstance(value, int):
            return value
    if store is None or interaction.channel_id is None:
        return None
    try:
        rows = await store.games_in_channel(interaction.channel_id, ("lobby", "active"))
    except Exception:  # the database may be what failed
        return None
    return rows[0].id if len(rows) == 1 else None


class SalonTree(app_commands.CommandTree):
    """The command tree whose on_error is the one handler of every slash command's error."""

    store: Store | None = None  # given by the composition root (bot.app) once the database is open

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        command = interaction.command.qualified_name if interaction.command else "a command"
        game_id = await game_of(self.store, interaction)
        await handle(self.store, interaction, error, game_id=game_id, what=f"command {command!r}")
