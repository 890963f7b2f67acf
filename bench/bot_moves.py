"""One move through the real bot: SimCord runs discord.py's machinery against an
in-memory Discord, the bot has its own SQLite file, and players press the buttons and
selects of their private decision panels the way tests/bot/driver.py does.

A move is timed from the press to the end of the interaction: engine, database write,
rendering, posting the board and the private notes. SimCord's own work (building
payloads, dispatching) is inside that time too, so the figure is an upper bound."""
from __future__ import annotations

import asyncio
import logging
import random
import re
import tempfile
import time
from pathlib import Path

from engines.core.contract import Game

from bench import Figure, median, p95, players_for, targets_for

TAKE_TURN = "Take your turn"
OPTION_VERB = re.compile(r"^salons?:\d+:(o\d+|s\d+|m0|n0):\d+$")


def measure(game: Game, quick: bool = False) -> list[Figure]:
    players = players_for(game)
    games, max_moves = (1, 12) if quick else (2, None)
    committed, other = [], []
    logging.getLogger("discord").setLevel(logging.WARNING)
    for seed in range(games):
        with tempfile.TemporaryDirectory() as folder:
            moves, steps = asyncio.run(_play(game.name, players, seed, Path(folder) / "salon.sqlite3", max_moves))
        committed += moves
        other += steps
    label = f"bot {players}p: committed move"
    return [
        Figure(game.name, f"{label}: count", len(committed), "", digits=0),
        Figure(game.name, f"{label}: median", median(committed), "ms"),
        Figure(game.name, f"{label}: p95", p95(committed), "ms", at_most=targets_for(game).move_p95_ms),
        Figure(game.name, f"{label}: max", max(committed), "ms"),
        Figure(game.name, f"bot {players}p: other press (open, choose): median", median(other), "ms"),
    ]


async def _play(kind: str, players: int, seed: int, database: Path, max_moves: int | None):
    """Play one game (or `max_moves` moves of it); the times of committed and of other presses, in ms."""
    import simcord

    from bot.app import create_bot
    from bot.settings import Settings

    bot = create_bot(Settings(token=None, database=str(database), language="en", test_guild=None))
    rng = random.Random(seed)
    committed: list[float] = []
    other: list[float] = []
    try:
        async with simcord.run(bot) as env:
            guild = env.create_guild()
            channel = guild.create_text_channel("games")
            members = [guild.add_member(env.create_user(f"player{i + 1}")) for i in range(players)]
            lobby = (await members[0].slash(channel, "game new", game=kind)).response
            game_id = int(re.search(r"#(\d+)", lobby.content).group(1))
            for member in members[1:]:
                await member.click(lobby.message, label="Join")
            await members[0].click(lobby.message, label="Start")
            thread = channel.threads[0] if channel.threads else channel
            by_id = {m.id: m for m in members}
            while max_moves is None or len(committed) < max_moves:
                table = await bot.host.load(game_id)
                if table.row.status != "active":
                    break
                member = by_id[table.actor_users()[0]]
                board = next(m for m in reversed(thread.history()) if m.components)
                began = time.perf_counter()
                panel = (await member.click(board, label=TAKE_TURN)).response
                other.append((time.perf_counter() - began) * 1000)
                await _turn(bot, game_id, member, panel, rng, committed, other)
    finally:
        bot.scheduler.stop()
        if bot.store is not None:
            await bot.store.close()
    return committed, other


async def _turn(bot, game_id: int, member, panel, rng, committed: list, other: list) -> None:
    for _ in range(400):
        controls = [c for row in panel.components for c in row["components"]
                    if OPTION_VERB.match(c.get("custom_id", ""))]
        if not controls:
            return
        before = (await bot.host.load(game_id)).version
        control = rng.choice(controls)
        began = time.perf_counter()
        if control["type"] == 3:  # select menu
            values = [o["value"] for o in control["options"]]
            count = rng.randint(control.get("min_values", 1), control.get("max_values", 1))
            await member.select(panel.message, rng.sample(values, count), custom_id=control["custom_id"])
        else:
            await member.click(panel.message, custom_id=control["custom_id"])
        ms = (time.perf_counter() - began) * 1000
        moved = (await bot.host.load(game_id)).version != before
        (committed if moved else other).append(ms)
