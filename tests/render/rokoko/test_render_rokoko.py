"""The Rokoko images: hand-built views in every phase, both languages, size limits."""

import pytest

import i18n
from render.rokoko import render_board, render_private
from render.rokoko.layout import layout
from tests.render.rokoko.rokoko_views import PHASES, sample_view
from tests.support import render_checks
from tests.support.render_checks import assert_deterministic_and_view_untouched, assert_layer_rule

MAX_BYTES = 1024 * 1024
NAMES = ["Alžběta Nováková", "Bob 🎲", "Čeněk Řehoř", "Dana the Magnificent Juggler of Bohemia", "Eva"]
LANGUAGES = ("en", "cs")


def check_board(data: bytes, view: dict) -> None:
    assert render_checks.decode_png(data, MAX_BYTES).size == (1280, layout(view["side"], view["players"]).height)


def check_private(data: bytes) -> None:
    image = render_checks.decode_png(data, MAX_BYTES)
    assert image.width == 900 and 500 <= image.height <= 2000


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_hand_built_views_render(phase, language, players):
    view = sample_view(phase, players=players, seed=players)
    check_board(render_board(view, language, NAMES[:players]), view)
    for seat in range(players):
        own = sample_view(phase, players=players, seed=players, viewer=seat)
        check_private(render_private(own, language, NAMES[seat]))
        check_private(render_private(own, language, NAMES[seat], NAMES[:players]))


@pytest.mark.parametrize("fill", [0.0, 1.0])
def test_empty_and_full_boards(fill):
    for players in (2, 5):
        view = sample_view("actions", players=players, fill=fill, seed=9)
        check_board(render_board(view, "cs", NAMES[:players]), view)


def test_missing_or_odd_names_fall_back():
    view = sample_view("actions", players=4)
    check_board(render_board(view, "cs", ["", "🎲🎲", "x" * 200]), view)
    check_private(render_private(sample_view("actions", viewer=0), "en", ""))


def test_rendering_is_deterministic_survives_json_and_keeps_the_view():
    assert_deterministic_and_view_untouched(
        render_board, render_private, sample_view("ended", players=4, viewer=2), NAMES
    )


def test_render_imports_no_discord_db_or_bot():
    assert_layer_rule("import render.rokoko, render.rokoko.private")


def test_layout_fits_the_image():
    for side, players in (("2-3", 2), ("2-3", 3), ("4-5", 4), ("4-5", 5)):
        places = layout(side, players)
        boxes = list(places.boxes.values()) + places.windows + places.hire + list(places.spaces.values()) + places.seats
        boxes += [box for _, tiles in places.sections for box in tiles]
        boxes += [box for hall, musician, guests in places.halls for box in (hall, musician, *guests)]
        for left, top, right, bottom in boxes:
            assert 0 <= left < right <= 1280 and 0 <= top < bottom <= places.height


def test_every_text_is_at_least_16_px(monkeypatch):
    from render.rokoko import static

    sizes = render_checks.record_text_sizes(monkeypatch)
    static._static.cache_clear()
    for phase in PHASES:
        for players in (2, 5):
            for language in LANGUAGES:
                view = sample_view(phase, players=players, seed=3, viewer=1, fill=0.9)
                render_board(view, language, NAMES[:players])
                render_private(view, language, NAMES[1], NAMES[:players])
    static._static.cache_clear()
    small = sorted({(size, text) for size, text in sizes if size < 16})
    assert not small, small[:20]


def test_cached_pieces_give_the_same_image():
    from render.rokoko import sprites

    view = sample_view("actions", players=5, seed=4, fill=0.9)
    sprites.CACHE.clear()
    cold = render_board(view, "en", NAMES)
    assert sprites.CACHE
    assert render_board(view, "en", NAMES) == cold


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_panels_card_zones_end_inside_the_panel_at_five_players(monkeypatch, language):
    """Czech's "zásoba 2 ruka 0 odložené 3" is longer: the gaps close rather than the last
    number running under the panel's edge."""
    from PIL import ImageDraw

    from render.common import regions
    from render.rokoko import panels

    boxes: list[tuple] = []
    drawn: list[tuple] = []
    real_panel, real_text = panels._panel, ImageDraw.ImageDraw.text

    def recorded_panel(image, draw, view, sv, box, *args):
        boxes.append(box)
        return real_panel(image, draw, view, sv, box, *args)

    def recorded_text(self, xy, text, fill=None, font=None, *args, **kwargs):
        drawn.append((xy, str(text), font))
        return real_text(self, xy, text, fill, font, *args, **kwargs)

    monkeypatch.setattr(panels, "_panel", recorded_panel)
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recorded_text)
    monkeypatch.setattr(regions, "PARTS", regions.Regions(0))  # every row drawn, none pasted from a test before
    discard = i18n.t("render.rokoko.panel.discard", language)
    render_board(sample_view("actions", players=5, seed=3, fill=0.9), language, NAMES)
    ends = [
        (after[0], after[2].getlength(after[1]))
        for (_, text, _), after in zip(drawn, drawn[1:])
        if text == discard  # the number drawn after the label
    ]
    assert len(ends) == len(boxes) == 5
    for ((x, y), length), (_, top, right, bottom) in zip(ends, boxes):
        assert top <= y <= bottom and x + length <= right - panels.EDGE_W, (x + length, right)
