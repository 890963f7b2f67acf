"""Transactions and round trips per committed move, through the real bot (SimCord presses), on
SQLite and PostgreSQL: counted by the store (`Store.counting`, db/traffic.py) from the press
to its end (the table read, the move, the board posted, the notes sent, the followers done)."""

from __future__ import annotations

import asyncio
import logging
import random
import tempfile
from pathlib import Path

from bench import Figure
from db import pgserver


def measure(quick: bool = False) -> list[Figure]:
    moves = 6 if quick else 30
    logging.getLogger("discord").setLevel(logging.WARNING)
    figures: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="salon-bench-") as folder, pgserver.server("SALON_BENCH_POSTGRES") as pg:
        with pgserver.schema(pg, prefix="trips") as url:
            for label, database in (("SQLite", str(Path(folder) / "trips.sqlite3")), ("PostgreSQL", url)):
                counted = asyncio.run(_moves(database, moves))
                figures += [
                    Figure("store", f"{label}: transactions per move", _mean(t for t, _ in counted), "", digits=1),
                    Figure(
                        "store",
                        f"{label}: round trips per pressed move",
                        _mean(r for _, r in counted),
                        "",
                        digits=1,
                        at_most=3,
                    ),
                    Figure(
                        "store",
                        f"{label}: round trips per pressed move, most",
                        max(r for _, r in counted),
                        "",
                        at_most=3,
                        digits=0,
                    ),
                ]
    return figures


def _mean(values) -> float:
    values = list(values)
    return sum(values) / len(values)


async def _moves(database: str, wanted: int) -> list[tuple[int, int]]:
    import simcord

    from bot.app import create_bot
    from bot.settings import Settings
    from tests.bot.driver import OPTION_VERB, started_table

    bot = create_bot(Settings(token=None, database=database, language="en", test_guild=None, ai_pace=0.0))
    counted: list[tuple[int, int]] = []
    try:
        async with simcord.run(bot, settle_timeout=20) as env:
            _, table = await started_table(env, players=3, seed=4)
            rng = random.Random(4)
            while len(counted) < wanted:
                loaded = await table.loaded()
                if loaded.row.status != "active":
                    break
                member = table.member(loaded.actor_users()[0])
                panel = (await member.click(table.newest_board(), label=table.take_turn_label)).response
                while controls := [
                    c
                    for row in panel.components
                    for c in row["components"]
                    if OPTION_VERB.match(c.get("custom_id", "")) and not c.get("disabled")
                ]:
                    control = rng.choice(controls)
                    before = (await table.loaded()).version
                    with bot.store.counting() as traffic:
                        if control["type"] == 3:
                            values = [o["value"] for o in control["options"][: control.get("min_values", 1)]]
                            await member.select(panel.message, values, custom_id=control["custom_id"])
                        else:
                            await member.click(panel.message, custom_id=control["custom_id"])
                    if (await table.loaded()).version != before:
                        counted.append((traffic.transactions, traffic.round_trips))
    finally:
        bot.scheduler.stop()
        bot.ai_players.stop()
        if bot.has_store:
            await bot.store.close()
    return counted
