"""Transactions and round trips per committed move, through the real bot (SimCord presses and a
turn limit running out), on SQLite and PostgreSQL: counted by the store (`Store.counting`,
db/traffic.py) from the press (or the timer's firing) to its end (the table read, the moves,
the board posted, the notes sent, the followers done), divided by the moves it committed."""

from __future__ import annotations

import asyncio
import logging
import tempfile
from pathlib import Path

from bench import Figure
from bench.under_simcord import bot_under_simcord
from db import pgserver


def measure(quick: bool = False) -> list[Figure]:
    moves = 6 if quick else 30
    logging.getLogger("discord").setLevel(logging.WARNING)
    figures: list[Figure] = []
    with tempfile.TemporaryDirectory(prefix="salon-bench-") as folder, pgserver.server("SALON_BENCH_POSTGRES") as pg:
        with pgserver.schema(pg, prefix="trips") as url:
            for label, database in (("SQLite", str(Path(folder) / "trips.sqlite3")), ("PostgreSQL", url)):
                counted = asyncio.run(_paths(database, moves))
                pressed = counted["pressed move"]
                figures.append(
                    Figure("store", f"{label}: transactions per pressed move", _mean(t for t, _, _ in pressed), "")
                )
                for path, presses in counted.items():
                    per_move = [trips / moved for _, trips, moved in presses]
                    what = f"{label}: round trips per {path}"
                    figures += [
                        Figure("store", what, _mean(per_move), "", digits=1, at_most=3),
                        Figure("store", f"{what}, most", max(per_move), "", digits=1, at_most=3),
                    ]
    return figures


def _mean(values) -> float:
    values = list(values)
    return sum(values) / len(values)


Counted = list[tuple[int, int, int]]  # per press (or fired timer): transactions, round trips, moves committed


async def _paths(database: str, wanted: int) -> dict[str, Counted]:
    """Round trips from a press (or a timer's firing) to its end, per path: a pressed move, the moves
    of an AI run that a person's move lets play (the person's own included), a timeout's moves."""
    from tests.bot.driver import new_table, started_table

    counted: dict[str, Counted] = {}
    async with bot_under_simcord(database) as (bot, env):
        _, table = await started_table(env, players=3, seed=4)
        counted["pressed move"] = await _presses(bot, table, wanted)
        table = new_table(env, ["solo"], seed=5)
        await table.open("spectaculum", ai_players=2, ai_level="normal")
        await table.start()
        counted["move of an AI run"] = await _presses(bot, table, max(2, wanted // 5))
        _, table = await started_table(env, players=2, seed=6, turn_limit="1h", on_timeout="ai")
        counted["move of a timeout"] = await _timeouts(env, bot, table)
    return counted


async def _presses(bot, table, wanted: int) -> Counted:
    """Random presses through the players' panels; each press that committed moves, counted whole."""
    from tests.bot.driver import pressed_moves

    return [(p.transactions, p.round_trips, p.moves) for p in await pressed_moves(bot.store, table, wanted)]


async def _timeouts(env, bot, table) -> Counted:
    """The turn limit runs out: each firing that played moves, counted from the firing to its end."""
    store, real_fire = bot.store, bot.scheduler.fire
    counted: Counted = []

    async def fire(deadline):
        before = (await store.get_game(deadline.game_id)).version
        with store.counting() as traffic:
            fired = await real_fire(deadline)
        moved = (await store.get_game(deadline.game_id)).version - before
        if moved > 0:
            counted.append((traffic.transactions, traffic.round_trips, moved))
        return fired

    bot.scheduler.fire = fire  # the real one, counted
    await env.advance_time(3700)
    return counted
