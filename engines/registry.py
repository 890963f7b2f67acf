"""Every game the bot, the AI and the shared test suite know, by name."""
from __future__ import annotations

from engines.core.contract import Game

GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    GAMES[game.name] = game
    return game


def get(name: str) -> Game:
    _load_all()
    return GAMES[name]


def all_games() -> dict[str, Game]:
    _load_all()
    return dict(GAMES)


def _load_all() -> None:
    # Imports are idempotent, so no "already loaded" shortcut: a game registered early by
    # a direct import (a renderer importing its engine's data) must not hide the others.
    import engines.ladies  # noqa: F401  (registers itself)
    import engines.rokoko  # noqa: F401  (registers itself)
    import engines.spectaculum  # noqa: F401  (registers itself)
