"""Start-up problems an admin can fix: one sentence that says what is wrong and what to do next,
and an exit code a service manager can act on (DESIGN.md, The bot)."""

from __future__ import annotations

import logging

import discord

from db import Store
from db.errors import DbError

PORTAL = "https://discord.com/developers/applications"
# The database drivers' own records name every statement's parameters at DEBUG (page tokens,
# players' names): whatever SALON_LOG_LEVEL says, they log from INFO up.
DRIVER_LOGGERS = ("aiosqlite", "asyncpg")
# exit codes of `python -m bot` for a service manager (README, Running as a service)
EXIT_FIX_SETTINGS = 2  # the admin must change something first: restarting would fail the same way
EXIT_TRY_AGAIN = 75  # EX_TEMPFAIL: no network or Discord in trouble; a later start may work


class StartupFailure(Exception):
    """Salon cannot start for a reason its admin can fix; the message says what and what to do."""

    def __init__(self, sentence: str, exit_code: int = EXIT_FIX_SETTINGS):
        super().__init__(sentence)
        self.exit_code = exit_code


def startup_problem(error: BaseException) -> tuple[str, int] | None:
    """One sentence for the console when the bot cannot start, with the next step, and the exit
    code; None for anything unforeseen (that is a bug, and its traceback is what helps)."""
    if isinstance(error, StartupFailure):
        return str(error), error.exit_code
    if _hides_first_gateway_failure(error):
        return startup_problem(error.__context__)  # type: ignore[arg-type]  # checked there
    if isinstance(error, discord.LoginFailure) or (isinstance(error, discord.ConnectionClosed) and error.code == 4004):
        return (
            "Discord refused the bot token (DISCORD_TOKEN in .env): open " + PORTAL + ", your application, "
            "Bot, Reset Token, put the new token in .env and run ./run-bot.sh again."
        ), EXIT_FIX_SETTINGS
    if isinstance(error, discord.DiscordServerError):
        return (
            f"Discord is not answering properly right now (HTTP {error.status}): "
            "wait a few minutes and run ./run-bot.sh again."
        ), EXIT_TRY_AGAIN
    if isinstance(error, (OSError, discord.GatewayNotFound)):  # aiohttp's connection errors are OSErrors
        reason = getattr(error, "os_error", None) or error
        return (
            f"Salon cannot reach Discord ({reason}): check this machine's internet connection "
            "(DNS, firewall, proxy) and run ./run-bot.sh again."
        ), EXIT_TRY_AGAIN
    return None


def _hides_first_gateway_failure(error: BaseException) -> bool:
    """discord.py cannot retry a first gateway connection that failed (its issue 10520):
    `Client.connect` reads the websocket it never got and raises AttributeError, with the
    real failure as its context."""
    if not isinstance(error, AttributeError) or error.__context__ is None:
        return False
    last = error.__traceback__
    while last is not None and last.tb_next is not None:
        last = last.tb_next
    if last is None:
        return False
    code = last.tb_frame.f_code
    return code.co_name == "connect" and "discord" in code.co_filename


def setup_logging(level: str, handler: logging.Handler | None = None) -> None:
    """The console log at `level` (SALON_LOG_LEVEL), the database drivers' at INFO at least."""
    number = logging.getLevelNamesMapping()[level]
    discord.utils.setup_logging(handler=handler or logging.StreamHandler(), level=number, root=True)
    for name in DRIVER_LOGGERS:
        logging.getLogger(name).setLevel(max(number, logging.INFO))


class FirstConnectionRetries(logging.Filter):
    """Until `client` has connected once, discord.py's "Attempting a reconnect" (with its
    traceback) is dropped from the log: that reconnect never comes (see above), and the
    failure is told as one sentence instead."""

    def __init__(self, client: discord.Client):
        super().__init__()
        self.client = client

    def filter(self, record: logging.LogRecord) -> bool:
        return self.client.ws is not None or not record.getMessage().startswith("Attempting a reconnect")


async def open_store(database: str) -> Store:
    try:
        return await Store.open(database)
    except (DbError, OSError) as error:  # OSError: a folder for the SQLite file that cannot be made
        # a PostgreSQL server that does not answer (yet) may answer a later start
        unreachable = isinstance(error, DbError) and isinstance(error.__cause__, OSError)
        raise StartupFailure(
            f"Salon cannot use its database: {error}. Check SALON_DATABASE in .env "
            "(see README, The database) and run ./run-bot.sh again.",
            EXIT_TRY_AGAIN if unreachable else EXIT_FIX_SETTINGS,
        ) from error
