"""Configuration from the environment (and a `.env` file beside the project)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from bot.sharding import ShardRange, parse_shards


@dataclass(frozen=True)
class Settings:
    token: str | None
    database: str
    language: str
    test_guild: int | None
    sync_commands: bool = True
    ai_pace: float = 2.0  # seconds between two AI moves, so people can follow the thread
    shards: ShardRange | None = None  # None: one process holding the only shard


def load_settings(env_file: str | Path | None = ".env") -> Settings:
    if env_file is not None and Path(env_file).exists():
        from dotenv import load_dotenv

        load_dotenv(env_file, override=False)
    guild = os.environ.get("SALON_TEST_GUILD", "").strip()
    return Settings(
        token=os.environ.get("DISCORD_TOKEN") or None,
        database=os.environ.get("SALON_DATABASE", "salon.sqlite3"),
        language=os.environ.get("SALON_LANGUAGE", "en"),
        test_guild=int(guild) if guild else None,
        sync_commands=os.environ.get("SALON_SYNC_COMMANDS", "1") not in ("0", "false", "no"),
        ai_pace=float(os.environ.get("SALON_AI_PACE", "2")),
        shards=parse_shards(os.environ.get("SALON_SHARDS")),
    )
