"""Names the player can find: an option that names a thing drawn on the board names it with words
the board writes for it (a space's id, a card's or a boutique's name, the title of the section
that holds it, a colour's letter), as the renderer's own record says (`Spots.names`, the texts its
drawing writes). Whole seeded games of every registered game at its smallest table, in both
languages: each option a seat meets whose thing is on the board."""

from __future__ import annotations

import re

import pytest

from bot.presenters import presenter_for
from engines import registry
from tests.support.spots import NAMES, moments

LANGUAGES = ("en", "cs")
WORD = re.compile(r"\w[\w&'’]*")


def words(text: str) -> list[str]:
    return WORD.findall(text.casefold())


def names_it(label: str, name: str) -> bool:
    """Whether each word of `name` begins a word of `label`, a number being the whole word: a
    colour's letter begins its name, and a Czech label may decline the noun the board writes in
    the nominative (its ending changes: "bavlna", "Prodat bavlnu")."""
    found = words(label)
    return bool(words(name)) and all(any(_begins(mine, word) for mine in found) for word in words(name))


def _begins(mine: str, word: str) -> bool:
    if word.isdigit():
        return mine == word
    return mine.startswith(word[:-1] if len(word) > 3 else word)


def test_a_label_names_its_thing_by_the_words_the_board_writes():
    assert names_it("Hall 2, guest space 1 – 1 yarn", "Hall 2")
    assert names_it("Sponzorovat červeného kejklíře (5 dukátů)", "Č")
    assert not names_it("Slot 12", "1")
    assert not names_it("Sell cotton (£100)", "Ct")
    assert not names_it("Fulfil contract", "")


@pytest.mark.parametrize("name", sorted(registry.GAMES))
def test_every_option_on_the_board_names_what_the_board_writes_for_it(name):
    game, presenter = registry.get(name), presenter_for(name)
    players = min(game.player_counts)
    names = NAMES[:players]
    unnamed: dict[tuple, str] = {}
    for moment in moments(game, players):
        for language in LANGUAGES:
            view = presenter.board_view(game, moment.state, list(moment.events), language, names)
            spots = presenter.board_spots(view, language, names)
            assert spots is not None
            for seat, decisions in moment.decisions.items():
                for option in (option for decision in decisions for option in decision.options):
                    thing = presenter.option_target(option, seat, view)
                    if thing is None:
                        continue
                    label = presenter.option_label(option, language, names)
                    drawn = spots.names.get(thing, ())
                    if not any(names_it(label, written) for written in drawn):
                        unnamed.setdefault((language, option.label, thing[0]), f"{label!r} for {drawn!r}")
    assert not unnamed, "\n".join(f"{key}: {example}" for key, example in unnamed.items())
