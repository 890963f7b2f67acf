"""Pennies, the test run's own game: its engine (game.py), images (render.py), presenter
(presenter.py) and texts (i18n/<language>/pennies.ftl), each supplied through the registry
the real games use, by `register` (tests/conftest.py calls it once, before the bot is
imported; production never does)."""

from __future__ import annotations

from engines.registry import Entry, Tables
from tests.games.pennies.game import Pennies

GAME = Pennies()
# how the generic suites play it: every table size, one AI seat among the people, and the
# whole game with four pennies each
ENTRY = Entry(
    "tests.games.pennies",
    Tables(narration=(2, 3, 4), interactions=(2, 1, 40), whole_game=3, whole_game_config={"chips": 4}),
)


def register() -> None:
    """Pennies joins the registries the real games are listed in, for this process: the
    engine (engines.registry), its texts (i18n) and its presenter with its images (bot.presenters)."""
    from pathlib import Path

    import i18n
    from bot import presenters
    from engines import registry
    from tests.games.pennies.presenter import PenniesPresenter

    registry.register("pennies", ENTRY)
    i18n.add_folder(Path(__file__).parent / "i18n")
    presenters.register(PenniesPresenter())
