"""Rokoko's compact summary: whose turn, the latest move, each player's money and prestige
(at the end: places and final prestige)."""

from __future__ import annotations

from render.common.seats import seat_key
from render.common.summary import Summary, seat_summary
from render.common.texts import t
from render.rokoko import style, words
from render.rokoko.board import turn_line


def summary(view: dict, language: str, seat_names) -> Summary:
    def figures(sv, result):
        if result:
            return t("render.rokoko.summary.final", language, pp=seat_key(result["scores"], sv["seat"]) or 0)
        if sv.get("pp") is not None:
            return t("render.rokoko.summary.figures", language, money=sv["money"], pp=sv["pp"])
        return t("render.rokoko.summary.money", language, money=sv["money"])

    def colour(seat):
        return style.PLAYER[view["colours"][seat]]

    def letter(seat):
        return words.seat_letter(seat, language)

    counter = words.counter(view, language)
    return seat_summary(view, language, seat_names, counter, turn_line, colour, letter, figures)
