"""The time as the bot sees it."""

from __future__ import annotations

import discord


def now() -> float:
    # discord.utils.utcnow is the clock the tests can move
    return discord.utils.utcnow().timestamp()
