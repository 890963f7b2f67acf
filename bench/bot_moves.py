"""One move through the real bot: SimCord runs discord.py's machinery against an
in-memory Discord, the bot has its own SQLite file, and players press the buttons and
selects of their private decision panels the way the SimCord tests do
(tests/bot/driver.py plays; here it also times every press).

A move is timed from the press to the end of the interaction: engine, database write,
rendering, posting the board and the private notes. SimCord's own work (building
payloads, dispatching) is inside that time too, so the figure is an upper bound.
For Ladies & Gentlemen a second game is played with the live stock exchange, and the
presses that turn a face-down token over ("flips") get figures of their own."""

from __future__ import annotations

import asyncio
import logging
import random
import re
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from bench import Figure, median, p95, players_for, targets_for
from bench.under_simcord import bot_under_simcord
from engines.core.contract import Game

if TYPE_CHECKING:
    from tests.bot.driver import Press

FLIP_VERB = re.compile(r"^x\d+$")
FLIP_P95_MS = 250.0


def measure(game: Game, quick: bool = False) -> list[Figure]:
    """The target's table (a quick run: the game's smallest, about a dozen moves)."""
    players = min(game.player_counts) if quick else players_for(game)
    games, max_moves = (1, 12) if quick else (targets_for(game).bot_games, None)
    presses = []
    logging.getLogger("discord").setLevel(logging.WARNING)
    for seed in range(games):
        presses += _run(game.name, players, seed, {}, max_moves)
    committed = [p.ms for p in presses if p.committed]
    other = [p.ms for p in presses if not p.committed]
    label = f"bot {players}p: committed move"
    figures = [
        Figure(game.name, f"{label}: count", len(committed), "", digits=0),
        Figure(game.name, f"{label}: median", median(committed), "ms"),
        Figure(game.name, f"{label}: p95", p95(committed), "ms", at_most=targets_for(game).move_p95_ms),
        Figure(game.name, f"{label}: max", max(committed), "ms"),
        Figure(game.name, f"bot {players}p: other press (open, choose): median", median(other), "ms"),
    ]
    if game.name == "ladies":
        figures += _flips(players, quick)
    return figures


def _flips(players: int, quick: bool) -> list[Figure]:
    presses = _run("ladies", players, 0, {"exchange_mode": "live"}, 60 if quick else None)
    flips = [p.ms for p in presses if p.committed and FLIP_VERB.match(p.verb)]
    if not flips:
        return []
    label = f"bot {players}p: exchange flip (live)"
    return [
        Figure("ladies", f"{label}: count", len(flips), "", digits=0),
        Figure("ladies", f"{label}: median", median(flips), "ms"),
        Figure("ladies", f"{label}: p95", p95(flips), "ms", at_most=FLIP_P95_MS),
    ]


def _run(kind: str, players: int, seed: int, config: dict, max_moves: int | None) -> list[Press]:
    with tempfile.TemporaryDirectory() as folder:
        return asyncio.run(_play(kind, players, seed, config, Path(folder) / "salon.sqlite3", max_moves))


async def _play(kind: str, players: int, seed: int, config: dict, database: Path, max_moves: int | None):
    """Play one game (or about `max_moves` committed moves of it); every press timed."""
    from tests.bot.driver import started_table

    async with bot_under_simcord(str(database)) as (_, env):
        _, table = await started_table(env, players=players, seed=seed, game=kind, config=config)
        table.rng = random.Random(seed)
        table.presses = []
        await table.play_to_end(max_turns=100_000, stop_after_moves=max_moves)
        return table.presses
