"""Everything the bot shows about a registered game has words in both languages."""

import pytest

import i18n
from bot.presenters import has_presenter
from engines import registry

GAMES = sorted(registry.all_games())


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_option_and_value_has_a_text(name, language):
    game = registry.get(name)
    assert i18n.has(f"games.{name}.name", language)
    for key, spec in game.config_options().items():
        if len(spec["choices"]) < 2:
            continue
        assert i18n.has(f"options.{name}.{key}.name", language), key
        assert i18n.has(f"options.{name}.{key}.help", language), key
        for value in spec["choices"]:
            assert i18n.has(f"options.{name}.{key}.{str(value).lower()}", language), (key, value)


@pytest.mark.parametrize("name", [g for g in GAMES if has_presenter(g)])
def test_a_game_offered_in_discord_has_rules_and_a_presenter(name):
    for language in i18n.LANGUAGES:
        assert i18n.has(f"rules.{name}", language)
