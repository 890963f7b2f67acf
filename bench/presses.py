"""The work a turn costs a player in Discord (issue 31): whole seeded games played through the
real bot under SimCord, every seat a person pressing the buttons and selects of their private
panels at random (tests/bot/driver.py), each press counted towards the units of play it belongs
to, one line per game, table size and unit:

    presses <game> <N>p <unit> median <m> openings <o> forced <f>

median: presses per unit, *Take your turn* included; openings: how many times per unit (median)
the player has to come to the panel (*Take your turn*); forced: presses per unit (mean) on a
decision that offered a single option. Units: a Spectaculum `turn` (the sickness releases it
causes included); a Rokoko `employee` (a card played, from choosing it to its bonus) and `round`
(a seat's presses in one round); a Ladies & Gentlemen `lady-day` and `gentleman-day` (a seat's
presses in one day).

The players keep their panel open (tests/bot/driver.Table.keep_panels_open): when the bot has
refreshed it with their decision (bot.features.turns.turns.Turns.refresh_panels) they press there,
and *Take your turn* only when it shows none. The games are played at once, so every panel is
pressed again well within the 15 minutes Discord lets the bot edit it: the openings are those of a
player who comes back within 15 minutes of her last press. One who comes later, or after a restart,
opens her panel again with *Take your turn*: one press more at each such return."""

from __future__ import annotations

import asyncio
import logging
import random
import statistics
import tempfile
from collections import defaultdict
from collections.abc import Hashable
from dataclasses import dataclass
from pathlib import Path

from bench import Figure
from bench.under_simcord import bot_under_simcord
from engines.core.contract import Game

# the goals: median presses per unit (and a gentleman's openings per day)
GOALS = {"turn": 4, "employee": 2.5, "lady-day": 4, "gentleman-day": 12}
OPENINGS_GOALS = {"gentleman-day": 2}


def spectaculum_units(state: dict, seat: int) -> tuple[Hashable, ...]:
    return (("turn", state["turn"]),)


def rokoko_units(state: dict, seat: int) -> tuple[Hashable, ...]:
    units: list[Hashable] = [("round", state["round"], seat)]
    if state["phase"] == "actions":
        played = len(state["seats"][seat]["played"])
        stage = state["stage"]
        underway = stage is not None and stage["seat"] == seat  # its card is among those played
        units.append(("employee", state["round"], seat, played if underway else played + 1))
    return tuple(units)


def ladies_units(state: dict, seat: int) -> tuple[Hashable, ...]:
    return ((f"{state['roles'][seat]}-day", state["day"], seat),)


UNITS_OF = {"spectaculum": spectaculum_units, "rokoko": rokoko_units, "ladies": ladies_units}
UNIT_ORDER = ("turn", "employee", "round", "lady-day", "gentleman-day", "courtesan-day")


@dataclass(frozen=True)
class Count:
    """What one kind of unit cost over the games counted."""

    game: str
    players: int
    unit: str
    presses: list[int]  # per unit
    openings: list[int]  # per unit
    forced: list[int]  # per unit

    @property
    def median(self) -> float:
        return statistics.median(self.presses)

    @property
    def median_openings(self) -> float:
        return statistics.median(self.openings)

    @property
    def mean_forced(self) -> float:
        return sum(self.forced) / len(self.forced)

    @property
    def line(self) -> str:
        return (
            f"presses {self.game} {self.players}p {self.unit} median {self.median:g} "
            f"openings {self.median_openings:g} forced {self.mean_forced:.1f}"
        )


def counted(game: str, players: int, presses) -> list[Count]:
    """The presses of whole games (tests/bot/driver.Press, their units from `UNITS_OF`) per kind of unit."""
    per_unit: dict[Hashable, list[int]] = defaultdict(lambda: [0, 0, 0])  # presses, openings, forced
    for press in presses:
        for unit in press.units:
            tally = per_unit[unit]
            tally[0] += 1
            tally[1] += press.verb == "turn"
            tally[2] += press.offered == 1
    kinds: dict[str, list[list[int]]] = defaultdict(list)
    for unit, tally in per_unit.items():
        kinds[unit[0]].append(tally)
    return [
        Count(game, players, kind, *(list(column) for column in zip(*kinds[kind])))
        for kind in UNIT_ORDER
        if kind in kinds
    ]


def play(game: str, players: int, seeds: range) -> list[Count]:
    """Whole games of `game` at `players` seats, one per seed, counted together."""
    logging.getLogger("discord").setLevel(logging.WARNING)
    presses = []
    for seed in seeds:
        with tempfile.TemporaryDirectory() as folder:
            presses += of_game(seed, asyncio.run(_play(game, players, seed, Path(folder) / "salon.sqlite3")))
    return counted(game, players, presses)


def of_game(seed: int, presses):
    """The presses of the game of `seed`, their units told apart from another game's (the same turn
    or day of two games is two units): the seed goes after the unit's kind."""
    return [press._replace(units=tuple((unit[0], seed, *unit[1:]) for unit in press.units)) for press in presses]


async def _play(game: str, players: int, seed: int, database: Path):
    from tests.bot.driver import started_table

    # a game's end draws its replay: slow on a busy machine
    async with bot_under_simcord(str(database), settle_timeout=300) as (_, env):
        _, table = await started_table(env, players=players, seed=seed, game=game)
        table.rng = random.Random(seed)
        table.presses = []
        table.units_of = UNITS_OF[game]
        table.keep_panels_open = True
        await table.play_to_end(max_turns=100_000)
        return table.presses


def measure(game: Game, quick: bool = False) -> list[Figure]:
    """Every table size (quick: the smallest), two games each (quick: one)."""
    sizes = [min(game.player_counts)] if quick else list(game.player_counts)
    figures = []
    for players in sizes:
        for count in play(game.name, players, range(1 if quick else 2)):
            what = f"presses {players}p per {count.unit}"
            figures += [
                Figure(game.name, f"{what}: median", count.median, "", at_most=GOALS.get(count.unit), line=count.line),
                Figure(game.name, f"{what}: forced (mean)", count.mean_forced, "", digits=2, at_most=0),
            ]
            if count.unit in OPENINGS_GOALS:
                figures.append(
                    Figure(
                        game.name,
                        f"{what}: openings",
                        count.median_openings,
                        "",
                        at_most=OPENINGS_GOALS[count.unit],
                    )
                )
    return figures
