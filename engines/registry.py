"""Every game the bot, the AI and the shared test suite know, by name.

A table of names to the modules that hold them; a game is imported the first time it is
asked for. Nothing registers itself: a fourth game is one line here.
"""

from __future__ import annotations

import importlib

from engines.core.contract import Game

GAMES: dict[str, str] = {  # name -> module with the game object as GAME
    "spectaculum": "engines.spectaculum",
    "rokoko": "engines.rokoko",
    "ladies": "engines.ladies",
}


def get(name: str) -> Game:
    """The game called `name`; KeyError for a name not in the table."""
    return importlib.import_module(GAMES[name]).GAME


def all_games() -> dict[str, Game]:
    return {name: get(name) for name in GAMES}
