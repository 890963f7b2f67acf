"""The real bot under SimCord, for the benchmarks that drive it as players would (a move's latency,
its round trips, its Discord requests, a turn's presses). Imported when measured: SimCord and the
bot are not needed to print the other figures."""

from __future__ import annotations

import contextlib


@contextlib.asynccontextmanager
async def bot_under_simcord(database: str, *, settle_timeout: float = 20, **settings):
    """(bot, env): a bot on `database` (its other `settings` as given), run by SimCord, whose
    background work stops and whose store closes after. `settle_timeout`: how long SimCord waits
    for the bot to be done with an interaction (a busy machine settles slowly)."""
    import simcord

    from bot.app import create_bot
    from bot.runtime.settings import Settings

    bot = create_bot(Settings(token=None, database=database, language="en", test_guild=None, ai_pace=0.0, **settings))
    try:
        async with simcord.run(bot, settle_timeout=settle_timeout) as env:
            yield bot, env
    finally:
        bot.scheduler.stop()
        bot.ai_players.stop()
        if bot.has_store:
            await bot.store.close()
