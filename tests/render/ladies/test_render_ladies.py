"""The Ladies & Gentlemen images: hand-built views (VIEW.md) in every phase, 4-10 players,
both languages, every viewer; size limits; no text under 16 px; the layer rule."""

import pytest

from render.ladies import render_board, render_private
from tests.render.ladies.ladies_views import PHASES, sample_view
from tests.support import render_checks
from tests.support.render_checks import assert_deterministic_and_view_untouched, assert_layer_rule

MAX_BYTES = 1024 * 1024
NAMES = [
    "Alžběta Nováková",
    "Bob 🎲",
    "Čeněk Řehoř",
    "Dana the Magnificent Juggler of Bohemia",
    "Eva",
    "František",
    "Gábina",
    "Hynek Šťastný",
    "Ivana",
    "Jaroslav",
]
LANGUAGES = ("en", "cs")


def check_board(data: bytes) -> None:
    image = render_checks.decode_png(data, MAX_BYTES)
    assert image.width == 1280 and 600 <= image.height <= 3000  # the ended board has no street


def check_private(data: bytes) -> None:
    image = render_checks.decode_png(data, MAX_BYTES)
    assert image.width == 900 and 500 <= image.height <= 3000


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("players", [4, 5, 8, 9, 10])
def test_hand_built_views_render(phase, language, players):
    view = sample_view(phase, players=players, seed=players)
    check_board(render_board(view, language, NAMES[:players]))
    for seat in range(players):
        own = sample_view(phase, players=players, seed=players, viewer=seat)
        check_board(render_board(own, language, NAMES[:players]))
        check_private(render_private(own, language, NAMES[seat], NAMES[:players]))
    check_private(render_private(sample_view(phase, players=players, viewer=0), language, NAMES[0]))


@pytest.mark.parametrize("fill", [0.0, 1.0])
def test_empty_and_full_boards(fill):
    for players in (4, 10):
        view = sample_view("trade", players=players, fill=fill, seed=9)
        check_board(render_board(view, "cs", NAMES[:players]))


def test_missing_or_odd_names_fall_back():
    view = sample_view("shopping", players=6)
    check_board(render_board(view, "cs", ["", "🎲🎲", "x" * 200]))
    check_private(render_private(sample_view("shopping", players=6, viewer=0), "en", ""))


def test_rendering_is_deterministic_survives_json_and_keeps_the_view():
    assert_deterministic_and_view_untouched(
        render_board, render_private, sample_view("ended", players=8, viewer=2), NAMES
    )


def test_render_imports_no_discord_db_or_bot():
    """The layer rule (the card data is the engine's: engines/registry.py imports a game, nothing registers itself)."""
    assert_layer_rule("import render.ladies, render.ladies.private, render.ladies.data as d; d.cards()")


def test_every_text_is_at_least_16_px(monkeypatch):
    from render.ladies import layout, pieces

    sizes = render_checks.record_text_sizes(monkeypatch)
    layout.forget_static_layers()
    pieces.CACHE.clear()
    for phase in PHASES:
        for players in (4, 9):
            for language in LANGUAGES:
                view = sample_view(
                    phase, players=players, seed=3, viewer=1 if phase != "court_give" else players - 1, fill=0.9
                )
                render_board(view, language, NAMES[:players])
                render_private(view, language, NAMES[1], NAMES[:players])
                render_private(
                    sample_view(phase, players=players, seed=3, viewer=0, fill=0.9), language, NAMES[0], NAMES
                )
    layout.forget_static_layers()
    pieces.CACHE.clear()
    small = sorted({(size, text) for size, text in sizes if size < 16})
    assert not small, small[:20]


def test_every_text_has_both_languages_and_glyphs():
    from i18n import catalogue
    from render.common.fonts import missing_glyphs

    en = {k for k in catalogue("en") if k.startswith("render-ladies-")}
    cs = {k for k in catalogue("cs") if k.startswith("render-ladies-")}
    assert en == cs
    for language in LANGUAGES:
        for key in en:
            assert not missing_glyphs(catalogue(language)[key], "bold"), key
