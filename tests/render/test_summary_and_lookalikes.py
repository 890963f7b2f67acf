"""The compact summary image (issue 13 item 5: legible in Discord's 550 x 350 preview and at a
phone's 400 px) and the end-of-game figures and markers that must not be mistaken (item 6)."""

import pytest
from PIL import ImageDraw

from i18n import t
from render.common import summary as common_summary
from render.ladies import pieces as ladies_pieces
from render.ladies import summary as ladies_summary
from render.ladies.board import board_image as ladies_board
from render.rokoko import summary as rokoko_summary
from render.rokoko.board import board_image as rokoko_board
from render.spectaculum import summary as spectaculum_summary
from tests.render.ladies import ladies_views
from tests.render.rokoko import rokoko_views
from tests.render.spectaculum import spectaculum_views

NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana", "Ivo"]
MOVE = "Anna · kupuje modré šaty za 5 dukátů"
VIEWS = {
    "ladies": (ladies_summary, lambda stage: ladies_views.sample_view(stage, players=9, seed=3), ("shopping", "ended")),
    "rokoko": (rokoko_summary, lambda stage: rokoko_views.sample_view(stage, players=5, seed=3), ("actions", "ended")),
    "spectaculum": (
        spectaculum_summary,
        lambda stage: spectaculum_views.sample_view(stage, players=4, seed=3),
        ("before_travel", "ended"),
    ),
}


@pytest.fixture
def drawn(monkeypatch):
    texts = []
    original = ImageDraw.ImageDraw.text

    def spy(self, xy, text, fill=None, font=None, *args, **kwargs):
        if str(text).strip():
            texts.append((str(text), font.size))
        return original(self, xy, text, fill, font, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    return texts


@pytest.mark.parametrize("language", ["en", "cs"])
@pytest.mark.parametrize("game", sorted(VIEWS))
def test_the_summary_has_the_preview_shape_large_type_every_player_and_the_latest_move(game, language, drawn):
    module, make_view, stages = VIEWS[game]
    for stage in stages:
        view = {**make_view(stage), "latest_move": MOVE}
        summary = module.summary(view, language, NAMES)
        drawn.clear()
        image = common_summary.summary_image(summary, language)
        # 550 x 350 is Discord's inline preview: the same shape, so the image shrinks by exactly one half
        assert image.size == (1100, 700)
        smallest = min(size for _, size in drawn)
        assert smallest * 0.5 >= 10 and smallest * 400 / 1100 >= 10, smallest
        text = " ".join(s for s, _ in drawn)
        assert MOVE in text
        seats = sum(1 for _ in range(view["players"]))
        assert all(NAMES[seat] in text for seat in range(seats))
        if stage == "ended":
            places = [row.place for row in summary.rows]
            assert places == sorted(places) and places[0] == 1


def test_the_courtesan_marker_is_no_goods_letter(monkeypatch):
    """The courtesan's marker was 'Co' like coal's token in English; cotton's 'B' was team B's letter in Czech."""
    letters = []
    original = ladies_pieces.marker

    def spy(image, draw, cx, cy, d, fill, letter):
        letters.append(letter)
        return original(image, draw, cx, cy, d, fill, letter)

    monkeypatch.setattr(ladies_pieces, "marker", spy)
    goods = {
        t(f"render.ladies.goods_letter.{g}", language)
        for g in ("coal", "cotton", "gems", "wheat", "tea", "gold")
        for language in ("en", "cs")
    }
    for stage in ("shopping", "court_give", "ended"):
        for language in ("en", "cs"):
            ladies_board(ladies_views.sample_view(stage, players=9, seed=5, fill=0.9), language, NAMES)
    assert None in letters  # the courtesan's marker was drawn (a crown)
    assert not goods & set(letters)


def test_rokoko_played_cards_carry_no_letter_beside_the_players(drawn, monkeypatch):
    """Rank letters (A/M/J, M/T/U) on the played cards beside the players' letters A-E read as players."""
    from render.rokoko import board, panels

    in_panels = []

    def spy(*args, **kwargs):
        before = len(drawn)
        panels.draw_panels(*args, **kwargs)
        in_panels.extend(drawn[before:])

    monkeypatch.setattr(board, "draw_panels", spy)
    view = rokoko_views.sample_view("actions", players=5, seed=4, fill=0.9)
    assert any(seat.get("played") for seat in view["seats"])
    for language in ("en", "cs"):
        rokoko_board(view, language, NAMES)
    single = {text for text, _ in in_panels if len(text) == 1 and text.isalpha()}
    assert single <= set("ABCDE"), single - set("ABCDE")


ACTIONS_LEFT = {
    "en": {
        0: "0 actions left",
        1: "1 action left",
        2: "2 actions left",
        3: "3 actions left",
        5: "5 actions left",
        21: "21 actions left",
    },
    "cs": {
        0: "zbývá 0 akcí",
        1: "zbývá 1 akce",
        2: "zbývají 2 akce",
        3: "zbývají 3 akce",
        5: "zbývá 5 akcí",
        21: "zbývá 21 akcí",
    },
}


@pytest.mark.parametrize("language", ["en", "cs"])
def test_actions_left_reads_right_for_every_count(language):
    for n, expected in ACTIONS_LEFT[language].items():
        assert t("render.spectaculum.summary.actions_left", language, n=n) == expected
        hint = t("render.spectaculum.hint.after_travel", language, name="Eva", names="Eva", left=n, turn=3)
        assert f"({expected})" in hint
