"""The one table of component verbs and the custom-id format (bot/ui/verbs.py)."""

import re

import pytest

from bot.ui import verbs
from bot.ui.components import GameButton, GameSelect

VERBS = {
    name: value
    for name, value in vars(verbs).items()
    if name.isupper()
    and not name.startswith("_")
    and isinstance(value, str)
    and name not in ("BUTTON_TEMPLATE", "SELECT_TEMPLATE")
}


def test_every_verb_is_its_own():
    assert len(set(VERBS.values())) == len(VERBS), VERBS
    assert all(re.fullmatch(r"[a-z0-9]+", verb) for verb in VERBS.values()), VERBS


@pytest.mark.parametrize("kind", ["button", "select"])
@pytest.mark.parametrize("extra", [(), ("0a1b2c3d", "00112233aabb"), ("turn_limit",)])
def test_a_custom_id_reads_back_as_it_was_built(kind, extra):
    text = verbs.custom_id(kind, 2**40, verbs.OPTION, 2**50, extra)
    assert verbs.parse(text) == verbs.CustomId(kind, 2**40, verbs.OPTION, 2**50, extra)
    template = GameButton if kind == "button" else GameSelect
    assert template.__discord_ui_compiled_template__.fullmatch(text)


@pytest.mark.parametrize("text", ["salon:1:o", "salon:x:o:3", "other:1:o:3", "salon:1:O:3", "salons:1:o:3:a b"])
def test_anything_else_is_not_a_custom_id(text):
    assert verbs.parse(text) is None


def test_a_custom_id_longer_than_discord_allows_is_refused():
    with pytest.raises(ValueError):
        verbs.custom_id("button", 1, verbs.OPTION, 1, ("k" * 100,))


def test_paging_verbs_carry_their_page():
    assert verbs.page_of(f"{verbs.PAGE}3", verbs.PAGE) == 3
    assert verbs.page_of(f"{verbs.DIRECT_PAGE}12", verbs.DIRECT_PAGE) == 12
    assert verbs.page_of(verbs.PAGE, verbs.PAGE) is None and verbs.page_of(verbs.BACK, verbs.PAGE) is None
