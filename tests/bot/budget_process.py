"""One Salon process at full load for the token's budget test (tests/bot/test_request_budget.py):
its own simulated Discord around a bot holding a range of shards. Once its bot runs it prints
`ready` and waits for a line on its input (every process is ready), then DMs PEOPLE people it
never wrote to, all at once, as a round dealt over many tables does (each DM opens the person's
DM channel first: two requests), and prints, as JSON, when each of its requests reached Discord
(seconds of the system's clock, which the other processes read too) and how many DMs went out.

    python -m tests.bot.budget_process DATABASE SHARDS PEOPLE
"""

from __future__ import annotations

import asyncio
import json
import sys
import time

import simcord
from simcord.http import router

from bot.app import create_bot
from bot.runtime.budget import is_exempt
from bot.runtime.settings import Settings
from bot.runtime.sharding import parse_shards


async def run(database: str, shards: str, people: int) -> dict:
    sent: list[float] = []  # when each request of the global budget reached Discord
    dispatch = router.dispatch

    def recorded(backend, method, path, **kwargs):
        if not is_exempt(path):
            sent.append(time.time())
        return dispatch(backend, method, path, **kwargs)

    router.dispatch = recorded
    settings = Settings(
        token=None, database=database, language="en", test_guild=None, ai_pace=0.0, shards=parse_shards(shards)
    )
    bot = create_bot(settings)
    async with simcord.run(bot, strict_sync=False, settle_timeout=60) as env:
        users = [env.create_user(f"person{i}") for i in range(people)]
        print("ready", flush=True)
        await asyncio.to_thread(sys.stdin.readline)
        messages = await asyncio.gather(*(bot.people.send_dm(user.id, "A round is dealt.") for user in users))
    bot.scheduler.stop()
    bot.repairs.stop_sweep()
    await bot.store.close()
    return {"sent": sent, "dms": len(messages), "share": bot.request_budget.per_second}


def main(argv: list[str]) -> int:
    print(json.dumps(asyncio.run(run(argv[0], argv[1], int(argv[2])))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
