"""Whether a person is still a member of a server, asked of Discord itself: works without the
privileged members intent, whose member cache would not learn that someone left; a person
gone from Discord is not one."""

from __future__ import annotations

import logging

import discord

log = logging.getLogger(__name__)


async def is_member(guild: discord.Guild | None, user_id: int) -> bool:
    """False only when Discord says so (Unknown Member / Unknown User); any other failure
    counts as still a member, so nobody loses a seat or a table to a network hiccup."""
    if guild is None:
        return True
    try:
        await guild.fetch_member(user_id)
    except discord.NotFound:
        return False
    except discord.HTTPException as error:  # the log names no person
        log.info("a membership could not be read (HTTP %s); counted as a member", error.status)
    return True
