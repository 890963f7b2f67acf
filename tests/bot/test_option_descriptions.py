"""Every option says what it does (issue 31): whole seeded games of every game at every table
size, each decision an acting seat meets on its way to a random legal action (and its side
decision), in both languages: each option has a description beside its label (a select option's
description in Discord), which is not the label and fits Discord's 100 characters without being
cut; and a select shows it."""

from __future__ import annotations

import pytest

import i18n
from bot.presenters import presenter_for
from bot.presenters.base import OPTION_DESCRIPTION_LIMIT
from bot.ui.panels import decision_panel
from engines import registry
from tests.support.spots import NAMES, every_table, moments, walk


@pytest.mark.parametrize(("name", "players"), every_table())
def test_every_option_offered_says_what_it_does_in_both_languages(name, players):
    game, presenter = registry.get(name), presenter_for(name)
    names = NAMES[:players]
    walked = 0
    for moment in moments(game, players):
        for decisions in moment.decisions.values():
            for option in (option for decision in decisions for option in decision.options):
                for language in i18n.LANGUAGES:
                    label = presenter.option_label(option, language, names)
                    about = presenter.option_description(option, language, names)
                    where = f"{name} {players}p {language}: {option.label} {option.params}: {about!r}"
                    assert about.strip(), where
                    assert about.casefold() != label.casefold(), where
                    assert len(about) <= OPTION_DESCRIPTION_LIMIT and not about.endswith("…"), where
                walked += 1
    assert walked, f"{name} {players}p offered no option"


def test_a_select_shows_each_option_s_description_beside_its_label():
    game, presenter = registry.get("spectaculum"), presenter_for("spectaculum")
    for moment in walk(game, 3, 3):
        for decisions in moment.decisions.values():
            for decision in decisions:
                panel = decision_panel(presenter, decision, language="cs", names=NAMES[:3], can_go_back=False)
                selects = [c for c in panel.controls if c.kind == "select" and c.choices]
                if not selects:
                    continue
                by_id = {o.id: o for o in decision.options}
                for select in selects:
                    assert len(select.descriptions) == len(select.choices)
                    for (value, _), shown in zip(select.choices, select.descriptions):
                        assert shown == presenter.option_description(by_id[value], "cs", NAMES[:3])
                return
    raise AssertionError("no decision of a Spectaculum game came as a select")
