"""Rokoko's compact summary: whose turn, the latest move, each player's money and prestige
(at the end: places and final prestige)."""

from __future__ import annotations

from i18n import t
from render.common import latest
from render.common.seats import display_names, seat_key
from render.common.summary import Summary, seat_rows
from render.rokoko import style, words
from render.rokoko.board import turn_line


def summary(view: dict, language: str, seat_names) -> Summary:
    display = display_names(seat_names, view["players"], language)
    template, names, _ = turn_line(view, language, display)

    def figures(sv, result):
        if result:
            return t("render.rokoko.summary.final", language, pp=seat_key(result["scores"], sv["seat"]) or 0)
        if sv.get("pp") is not None:
            return t("render.rokoko.summary.figures", language, money=sv["money"], pp=sv["pp"])
        return t("render.rokoko.summary.money", language, money=sv["money"])

    rows = seat_rows(
        view,
        display,
        lambda seat: style.PLAYER[view["colours"][seat]],
        lambda seat: words.seat_letter(seat, language),
        figures,
    )
    return Summary(
        t("render.rokoko.round", language, round=view["round"]),
        template,
        names,
        rows,
        latest.text(view),
        ended=view["phase"] == "ended" and bool(view.get("result")),
    )
