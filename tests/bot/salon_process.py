"""One Salon process for the several-processes tests: its own simulated Discord around a
bot holding a range of shards, on a database shared with other such processes. It plays
one whole game in a server of its own shards and prints what happened as JSON.

    python -m tests.bot.salon_process DATABASE SHARDS SEED [MOVES]

MOVES: stop after about that many moves (default: play to the end).
"""

from __future__ import annotations

import asyncio
import json
import random
import sys

import simcord

from bot.app import ShardedSalonBot, create_bot
from bot.runtime.settings import Settings
from bot.runtime.sharding import parse_shards
from tests.bot.driver import Table
from tests.support.discord_spec import problems


async def play(database: str, shards: str, seed: int, moves: int | None = None) -> dict:
    settings = Settings(
        token=None, database=database, language="en", test_guild=None, ai_pace=0.0, shards=parse_shards(shards)
    )
    bot = create_bot(settings)
    assert isinstance(bot, ShardedSalonBot) and bot.shard_ids and bot.shard_count is not None
    # commands are global: the process holding shard 0 synced them for every server
    async with simcord.run(bot, strict_sync=False, settle_timeout=20) as env:
        guild = env.create_guild(shard_id=bot.shard_ids[0])
        channel = guild.create_text_channel("games")
        members = [guild.add_member(env.create_user(f"player{i}")) for i in range(2)]
        table = Table(env, channel, members, random.Random(seed))
        await table.open()
        await table.seat_everyone()
        await table.start()
        await table.play_to_end(stop_after_moves=moves)
        loaded = await table.loaded()
        found = [p for entry in env.http_requests for p in problems(entry.method, entry.path, entry.json)]
        outcome = {
            "game_id": table.game_id,
            "guild_shard": (guild.id >> 22) % bot.shard_count,
            "status": loaded.row.status,
            "version": loaded.version,
            "board_versions": sorted(
                int(b.attachments[0].filename.rsplit("-", 1)[1].removesuffix(".png")) for b in table.boards()
            ),
            "api_problems": found[:5],
        }
    bot.scheduler.stop()
    bot.repairs.stop_sweep()
    await bot.store.close()
    return outcome


def main(argv: list[str]) -> int:
    database, shards, seed = argv[0], argv[1], int(argv[2])
    moves = int(argv[3]) if len(argv) > 3 else None
    print(json.dumps(asyncio.run(play(database, shards, seed, moves))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
