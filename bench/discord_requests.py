"""Discord requests per event through the real bot under SimCord: seeded games of people (each
committed press, the start, the press that ends the game), a table of AI seats alone, turn limits
running out and turn notices by DM (tests/support/discord_requests.py plays and counts them).

A request is *global* when it counts against the token's budget shared by every process and
shard (50 a second), *exempt* when it answers an interaction. Issue 32's targets: at most 1.0
global request per committed move and per AI move at a table of AI seats, at most 3 + n a start
(n people, whose DM channels the process remembers; `start-first` is a start of people it never
wrote to, whose DM channels are opened once)."""

from __future__ import annotations

import asyncio
import logging
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from bench import Figure, players_for
from bench.under_simcord import bot_under_simcord
from engines.core.contract import Game

if TYPE_CHECKING:
    from tests.support.discord_requests import Tally

SETTLE_S = 20.0  # a busy machine settles a click slowly (as tests/bot/conftest.py)


def measure(game: Game, quick: bool = False) -> list[Figure]:
    players = players_for(game)
    logging.getLogger("discord").setLevel(logging.WARNING)
    with tempfile.TemporaryDirectory(prefix="salon-bench-") as folder:
        tally = asyncio.run(_count(game.name, players, str(Path(folder) / "requests.sqlite3"), quick))
    return figures_of(game.name, players, tally)


def figures_of(game: str, players: int, tally: Tally) -> list[Figure]:
    """The figures of one counted run of `game` at `players` (tests/bot/test_discord_requests.py
    checks them on its own run, which is this section's quick run)."""
    targets = {"move": 1.0, "ai-move": 1.0, "start": 3.0 + players}
    figures = []
    for event in tally.events():
        spent, exempt = tally.mean(event)
        figures.append(Figure(game, f"discord {players}p {event} global", spent, "", targets.get(event), digits=2))
        figures.append(Figure(game, f"discord {players}p {event} exempt", exempt, "", digits=2))
    return figures


def lines(figures: list[Figure]) -> list[str]:
    """The figures of this section as `discord <game> <N>p <event> global <g> exempt <e>` lines."""
    spent = {(f.game, f.what.removesuffix(" global")): f.value for f in figures if f.what.endswith(" global")}
    exempt = {(f.game, f.what.removesuffix(" exempt")): f.value for f in figures if f.what.endswith(" exempt")}
    return [
        f"{what.replace('discord ', f'discord {game} ', 1)} global {value:.2f} exempt {exempt[game, what]:.2f}"
        for (game, what), value in spent.items()
        if what.startswith("discord ")
    ]


async def _count(kind: str, players: int, database: str, quick: bool):
    from tests.support import discord_requests as counting

    tally = counting.Tally()
    async with bot_under_simcord(database, settle_timeout=SETTLE_S, replays=False) as (_, env):
        await counting.requests_of_a_game(env, tally, kind, players, seed=1, quick=quick)
    return tally
