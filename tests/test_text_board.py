"""The position as text (an image's description, /game status text, the game page's text board),
for a seeded random game of every game, in both languages: each line reads as words (no Markdown,
no internal id, no unfilled variable), a description fits Discord's 1,024 characters, and what a
public text says does not change when the hidden information of the game is redrawn."""

import random
import re

import pytest

import i18n
from bot.presenters import presenter_for
from bot.presenters.base import DESCRIPTION_LIMIT, clip_description
from engines import registry
from engines.core import SPECTATOR, runner
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step

NAMES = ["Anna", "Bedřich", "Cyril", "Dana", "Eliška", "František"]
WRONG = re.compile(r"\*\*|\$[a-z_]|\bNone\b|[\[\]{}]|\b[a-z]+_[a-z_]+\b")
EVERY = 7  # the steps looked at: every seventh, the setup and the end


def _states(kind: str, players: int, seed: int):
    """(step number, state) of a seeded random game, its setup and end included."""
    game = registry.get(kind)
    config = {key: spec["default"] for key, spec in game.config_options().items()}
    config["players"] = players
    state, n = runner.start(game, config, runner.default_seats(game, players), seed).state, 0
    chooser = rng_for_step(f"text-board:{seed}", 0)
    while game.result(state) is None:
        if n % EVERY == 0:
            yield n, state
        n += 1
        seat, action = runner.next_actor_and_action(
            game, state, lambda state, seat: complete_action(game, state, seat, chooser)
        )
        state = runner.step(game, state, seat, action, seed, n).outcome.state
    yield n, state


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("kind", list(registry.GAMES))
def test_the_position_as_text_reads_as_words_and_keeps_secrets(kind, language):
    game, presenter = registry.get(kind), presenter_for(kind)
    players = min(registry.tables(kind).narration)
    names = NAMES[:players]
    for n, state in _states(kind, players, seed=5):
        view = presenter.board_view(game, state, [], language, names)
        lines = presenter.text_board(view, language, names)
        assert lines and all(line.strip() for line in lines), (n, lines)
        assert not [line for line in lines if WRONG.search(line)], (n, lines)
        description = presenter.describe_board(view, language, names)
        assert 0 < len(description) <= DESCRIPTION_LIMIT
        for seat in range(players):
            own = presenter.describe_private(game.view_for(state, seat), language, names)
            assert 0 < len(own) <= DESCRIPTION_LIMIT and "**" not in own
        other = game.resample_hidden(state, SPECTATOR, random.Random(f"text-board:{n}"))
        other_view = presenter.board_view(game, other, [], language, names)
        assert presenter.text_board(other_view, language, names) == lines, n


def test_a_long_description_is_cut_between_words():
    text = " ".join(["Anna: money 12 · yarn 3 · lace 1"] * 60)
    clipped = clip_description(text)
    assert len(clipped) <= DESCRIPTION_LIMIT and clipped.endswith("…")
    assert text.startswith(clipped[:-1])
    assert text[len(clipped) - 1] in " ·"
