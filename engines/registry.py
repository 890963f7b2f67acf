"""Every game the bot, the AI and the shared test suite know, by name.

A table of names to entries: the module that holds the game (imported the first time it is
asked for) and how the generic test suites play it (`Tables`). Nothing registers itself: a
fourth game is one entry here. The test suite adds its own test-only game for its run with
`register` (tests/conftest.py); production never calls it.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field

from engines.core.contract import Game


@dataclass(frozen=True)
class Tables:
    """How the generic suites under tests/ play a game, declared beside it: the table sizes
    and options worth covering where a suite cannot afford every combination (the
    conformance suite plays them all, scaled by the game's `conformance_counts`)."""

    narration: tuple[int, ...]  # player counts of the narration test (tests/test_narration.py)
    # (people, AI seats, interactions) of the random interactions through Discord
    interactions: tuple[int, int, int] = (3, 0, 45)
    # players of the whole game through Discord (tests/bot/test_whole_games.py); None: the
    # game's own bot tests play its whole games (and call the same thread checks)
    whole_game: int | None = None
    whole_game_config: dict = field(default_factory=dict)  # options chosen in the lobby for it
    undo_games: int = 2  # seeded games per player count of the undo-fairness test


@dataclass(frozen=True)
class Entry:
    module: str  # the module with the game object as GAME
    tables: Tables


GAMES: dict[str, Entry] = {
    "spectaculum": Entry("engines.spectaculum", Tables(narration=(3, 4), interactions=(3, 0, 45), whole_game=3)),
    "rokoko": Entry("engines.rokoko", Tables(narration=(2, 4), interactions=(2, 1, 45))),
    "ladies": Entry("engines.ladies", Tables(narration=(4, 5), interactions=(4, 0, 45), undo_games=1)),
}


def get(name: str) -> Game:
    """The game called `name`; KeyError for a name not in the table."""
    return importlib.import_module(GAMES[name].module).GAME


def all_games() -> dict[str, Game]:
    return {name: get(name) for name in GAMES}


def tables(name: str) -> Tables:
    """How the generic test suites play the game called `name`."""
    return GAMES[name].tables


def register(name: str, entry: Entry) -> None:
    """Adds a game for this process (the test suite's own game); a name is registered once."""
    if name in GAMES and GAMES[name] != entry:
        raise ValueError(f"a game called {name!r} is registered already")
    GAMES[name] = entry


def unregister(name: str) -> None:
    GAMES.pop(name, None)
