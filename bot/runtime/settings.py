"""Configuration from the environment (and a `.env` file beside the project)."""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from pathlib import Path

import i18n
from bot.runtime.sharding import ShardRange, parse_shards
from db.connection import is_postgres

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
YES, NO = ("1", "true", "yes", "on"), ("0", "false", "no", "off")
IMAGE_MEMORY = 240  # megabytes: what render.common.memory keeps when nothing sets it (DEFAULT_MEGABYTES)


@dataclass(frozen=True)
class Settings:
    token: str | None
    database: str
    language: str
    test_guild: int | None
    sync_commands: bool = True
    ai_pace: float = 2.0  # seconds between two AI moves, so people can follow the thread
    shards: ShardRange | None = None  # None: one process holding the only shard
    log_level: str = "INFO"
    replays: bool = True  # a finished game's thread gets its animated replay (seconds of CPU each)
    ai_workers: int = 0  # worker processes the AI thinks in (0: a thread, as in tests); see default_ai_workers
    image_memory: int = IMAGE_MEMORY  # megabytes of board parts kept for the next boards (render.common.memory)
    # processes the images are drawn in; 0 (the default): the bot's threads draw, since a worker
    # holds about 150 MB of its own beyond its share of the image memory (1,000 games in rotation:
    # 2 workers 885 MB in all, the bot alone 498 MB); a host with the memory turns them on
    drawing_workers: int = 0
    # a finished game's replay drawn in a worker process of its own, whatever drawing_workers is
    # (False: in a thread, as in tests, whose own game only their process knows)
    replay_worker: bool = False


def load_settings(env_file: str | Path | None = ".env") -> Settings:
    """The settings; a value that cannot be used raises ValueError with one sentence naming it."""
    if env_file is not None and Path(env_file).exists():
        from dotenv import load_dotenv

        load_dotenv(env_file, override=False)
    _web()
    return Settings(
        token=os.environ.get("DISCORD_TOKEN") or None,
        database=_database(),
        language=_one_of("SALON_LANGUAGE", "en", i18n.LANGUAGES),
        test_guild=_server_id(),
        sync_commands=_yes_or_no("SALON_SYNC_COMMANDS", True),
        ai_pace=_seconds("SALON_AI_PACE", 2.0),
        shards=parse_shards(os.environ.get("SALON_SHARDS")),
        log_level=_one_of("SALON_LOG_LEVEL", "INFO", LOG_LEVELS, fold=str.upper),
        replays=_yes_or_no("SALON_REPLAYS", True),
        ai_workers=_whole_number("SALON_AI_WORKERS", default_ai_workers(), 64, "(0: the AI thinks in the bot)"),
        image_memory=_whole_number("SALON_IMAGE_MEMORY", IMAGE_MEMORY, 65536, "megabytes (0: every board drawn whole)"),
        drawing_workers=_whole_number("SALON_DRAWING_WORKERS", 0, 64, "(0: the images are drawn in the bot)"),
        replay_worker=True,
    )


def _web() -> None:
    """The game pages' settings (read again by bot.runtime.web_settings where they are used), checked here
    with the rest: a port out of range is told before anything starts."""
    from bot.runtime.web_settings import load_web_settings

    try:
        load_web_settings()
    except ValueError as error:
        raise ValueError(f"{error}. Fix it in .env, run ./run-bot.sh again.") from None


def default_ai_workers() -> int:
    """One core is left to the event loop, the database and the images; at most 4 workers
    (a process costs memory, and AI seats wait for their pace between moves anyway)."""
    return max(1, min(4, (os.cpu_count() or 2) - 1))


def _value(name: str) -> str:
    return os.environ.get(name, "").strip()


def _wrong(name: str, text: str, expected: str) -> ValueError:
    return ValueError(f"{name}={text} cannot be used: it must be {expected}. Fix it in .env, run ./run-bot.sh again.")


def _database() -> str:
    """An SQLite file or a PostgreSQL URL. Any other URL would silently become an SQLite file
    named after it (`sqlite:///games.db` a file in a folder called `sqlite:`), so it is refused,
    named by its scheme only: a URL may carry a password."""
    text = _value("SALON_DATABASE") or "salon.sqlite3"
    scheme, separator, _ = text.partition("://")
    if separator and not is_postgres(text):
        raise _wrong(
            "SALON_DATABASE",
            f"{scheme}://…",
            "the path of an SQLite file (such as salon.sqlite3 or /var/lib/salon/games.sqlite3)"
            " or a PostgreSQL URL (postgresql://user@host/database)",
        )
    return text


def _one_of(name: str, default: str, allowed, *, fold=str.lower) -> str:
    text = _value(name)
    if not text:
        return default
    if fold(text) not in allowed:
        raise _wrong(name, text, "one of " + ", ".join(allowed))
    return fold(text)


def _server_id() -> int | None:
    text = _value("SALON_TEST_GUILD")
    if not text:
        return None
    if not text.isdigit():
        raise _wrong("SALON_TEST_GUILD", text, "a server id (digits only, from the server's Copy Server ID) or empty")
    return int(text)


def _yes_or_no(name: str, default: bool) -> bool:
    text = _value(name).lower()
    if not text:
        return default
    if text not in YES + NO:
        raise _wrong(name, text, "1 (yes) or 0 (no)")
    return text in YES


def _seconds(name: str, default: float) -> float:
    text = _value(name)
    if not text:
        return default
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not math.isfinite(seconds) or seconds < 0:
        raise _wrong(name, text, "a number of seconds, 0 or more (e.g. 2 or 0.5)")
    return seconds


def _whole_number(name: str, default: int, most: int, meaning: str) -> int:
    text = _value(name)
    if not text:
        return default
    if not text.isdigit() or int(text) > most:
        raise _wrong(name, text, f"a whole number from 0 to {most} {meaning}")
    return int(text)
