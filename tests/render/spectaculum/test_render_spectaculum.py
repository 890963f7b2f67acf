"""The Spectaculum images: every phase, both languages, size limits, hidden information."""

import json
import random

import pytest
from PIL import ImageDraw

from engines import registry
from i18n import catalogue, t
from render.spectaculum import render_board, render_private
from render.spectaculum.layout import layout
from tests.render.spectaculum.spectaculum_games import play, states_by_phase
from tests.render.spectaculum.spectaculum_views import PHASES, sample_view
from tests.support import render_checks
from tests.support.render_checks import (
    assert_board_ignores_hidden,
    assert_deterministic_and_view_untouched,
    assert_layer_rule,
)

BOARD_ID = "reconstructed-hex-v1"
MAX_BYTES = 800 * 1024
NAMES = ["Alžběta Nováková", "Bob 🎲", "Čeněk Řehoř", "Dana the Magnificent Juggler of Bohemia"]
LANGUAGES = ("en", "cs")


def game():
    return registry.get("spectaculum")


@pytest.fixture(scope="module")
def engine_states():
    found = states_by_phase()
    assert set(found) == set(PHASES), f"random games reached only {sorted(found)}"
    return found


def check_board(data: bytes) -> None:
    assert render_checks.decode_png(data, MAX_BYTES).size == (1280, layout(BOARD_ID).height)


def check_private(data: bytes) -> None:
    image = render_checks.decode_png(data, MAX_BYTES)
    assert image.width == 840 and 400 <= image.height <= 1000


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_hand_built_views_render(phase, language, players):
    view = sample_view(phase, players=players, seed=players)
    check_board(render_board(view, language, NAMES[:players]))
    seat = view["active"]
    own = sample_view(phase, players=players, seed=players, viewer=seat)
    check_private(render_private(own, language, NAMES[seat]))
    check_private(render_private(own, language, NAMES[seat], NAMES[:players]))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("phase", PHASES)
def test_engine_views_render_in_every_phase(engine_states, phase, language):
    state = engine_states[phase]
    players = state["players"]
    check_board(render_board(game().view_for(state, None), language, NAMES[:players]))
    for seat in range(players):
        view = game().view_for(state, seat)
        check_board(render_board(view, language, NAMES[:players]))
        check_private(render_private(view, language, NAMES[seat], NAMES[:players]))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_random_game_renders(players):
    names = NAMES[:players]
    for n, state in enumerate(play(100 + players, players, {"variant_four_markers": players == 3})):
        if n % 7 == 0 or state["phase"] == "ended":
            check_board(render_board(game().view_for(state, None), "cs" if n % 2 else "en", names))


def test_missing_or_odd_names_fall_back():
    view = sample_view("before_travel", players=4)
    check_board(render_board(view, "cs", ["", "🎲🎲", "x" * 200]))
    check_private(render_private(sample_view("travel", viewer=0), "en", ""))


def texts_drawn(monkeypatch, render) -> list[str]:
    drawn = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, *args, **kwargs):
        drawn.append(text)
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    render()
    return drawn


@pytest.mark.parametrize("language", LANGUAGES)
def test_hidden_money_renders_as_hidden(monkeypatch, language):
    view = sample_view("before_travel", players=4, viewer=None)
    assert all(seat["money"] is None for seat in view["seats"])
    drawn = texts_drawn(monkeypatch, lambda: render_board(view, language, NAMES))
    assert drawn.count(t("render.common.hidden", language)) == 4

    public = sample_view("before_travel", players=4, viewer=None, money_visibility="public")
    drawn = texts_drawn(monkeypatch, lambda: render_board(public, language, NAMES))
    assert t("render.common.hidden", language) not in drawn
    for seat in public["seats"]:
        assert str(seat["money"]) in drawn


def test_own_money_shows_in_own_view_only(monkeypatch):
    view = sample_view("travel", players=3, viewer=1)
    drawn = texts_drawn(monkeypatch, lambda: render_board(view, "en", NAMES[:3]))
    assert drawn.count(t("render.common.hidden", "en")) == 2
    assert str(view["seats"][1]["money"]) in drawn


def test_public_board_does_not_depend_on_hidden_data():
    """Two states that differ only in what a spectator may not know (the markers in the
    bag and in hands, and money while it is hidden) give byte-identical board images."""
    states = list(play(11, 4, {"variant_four_markers": True}))[10:-1:9]

    def money_swapped(other: dict) -> dict:
        return {**other, "money": list(reversed(other["money"]))}

    assert_board_ignores_hidden(game(), render_board, states, NAMES, random.Random(7), money_swapped)


def test_private_image_shows_the_hand():
    state = next(s for s in play(5, 3) if s["phase"] == "before_travel" and s["turn"] > 3)
    seat = next(seat for seat in range(3) if seat != state["active"])
    view = game().view_for(state, seat)
    changed = json.loads(json.dumps(view))
    changed["hand"] = ["green"] * len(view["hand"]) if set(view["hand"]) != {"green"} else ["red"] * len(view["hand"])
    assert render_private(view, "en", "x") != render_private(changed, "en", "x")


def test_rendering_is_deterministic_survives_json_and_keeps_the_view():
    assert_deterministic_and_view_untouched(
        render_board, render_private, sample_view("settle_sickness", players=4, viewer=2), NAMES
    )


def test_every_render_text_exists_in_both_languages_with_the_same_placeholders():
    from i18n import variables

    english = {k for k in catalogue("en") if k.startswith("render-")}
    czech = {k for k in catalogue("cs") if k.startswith("render-")}
    assert english == czech
    for key in english:
        assert variables(key, "en") == variables(key, "cs"), key


def test_render_imports_no_discord_db_or_bot():
    assert_layer_rule("import render.spectaculum, render.common")


def test_board_geometry_fits_the_image():
    from render.spectaculum.layout import BOARD_TOP, HQ_RADIUS
    from render.spectaculum.style import HEX_SIZE, WIDTH

    places = layout(BOARD_ID)
    assert len(places.centres) == 87 and len(places.hq) == 4
    half_width = HEX_SIZE * 3**0.5 / 2
    for x, y in places.centres.values():
        assert half_width <= x <= WIDTH - half_width
        assert BOARD_TOP <= y - HEX_SIZE and y + HEX_SIZE <= places.legend_top
    for x, y in places.hq.values():
        assert HQ_RADIUS <= x <= WIDTH - HQ_RADIUS and y + HQ_RADIUS <= places.legend_top
