"""Spectaculum's compact summary: whose turn, the latest move, each player's markers in hand
(and money where the view shows it; at the end places and final money), the reputation tracks."""

from __future__ import annotations

from render.common import palette
from render.common.seats import seat_key
from render.common.summary import Summary, seat_summary
from render.common.texts import t
from render.spectaculum import style, words
from render.spectaculum.board import turn_line

SEAT_COLOUR = palette.mix(palette.HEADER, palette.WHITE, 0.25)  # players have no colour in this game


def summary(view: dict, language: str, seat_names) -> Summary:
    def figures(sv, result):
        if result:
            return t("render.spectaculum.summary.final", language, money=seat_key(result["scores"], sv["seat"]) or 0)
        markers = sv.get("hand_count", 0)
        if sv.get("money") is not None:
            text = t("render.spectaculum.summary.figures", language, money=sv["money"], markers=markers)
        else:
            text = t("render.spectaculum.summary.markers", language, markers=markers)
        left = view.get("actions_left")  # the engine's count of the active player's actions, when it gives one
        if sv["seat"] == view.get("active") and left is not None:
            text = t("render.spectaculum.summary.actions_left", language, n=left) + " · " + text
        return text

    # each track with its colour's letter too, as on the board (for colour-blind players)
    chips = [
        (style.TROUPE[colour], f"{words.letter(colour, language)} {view['tracks'][colour]}") for colour in style.COLOURS
    ]
    counter = words.counter(view, language)
    label = t("render.spectaculum.summary.reputation", language)

    def colour(seat):
        return SEAT_COLOUR

    def letter(seat):
        return str(seat + 1)

    return seat_summary(
        view, language, seat_names, counter, turn_line, colour, letter, figures, chips_label=label, chips=chips
    )
