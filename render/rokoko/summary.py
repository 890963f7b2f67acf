"""Rokoko's compact summary: whose turn, the latest move, each player's money and prestige
(at the end: places and final prestige)."""
from __future__ import annotations

from i18n import t
from render.common import latest
from render.common.seats import display_names, seat_key
from render.common.summary import Row, Summary
from render.rokoko import style, words
from render.rokoko.board import turn_line


def summary(view: dict, language: str, seat_names) -> Summary:
    display = display_names(seat_names, view["players"], language)
    template, names, _ = turn_line(view, language, display)
    result = view.get("result") if view["phase"] == "ended" else None
    acting = set(view.get("actors") or ()) | ({view["active"]} if view.get("active") is not None else set())
    rows = []
    for sv in view["seats"]:
        seat = sv["seat"]
        if result:
            figures = t("render.rokoko.summary.final", language, pp=seat_key(result["scores"], seat) or 0)
        elif sv.get("pp") is not None:
            figures = t("render.rokoko.summary.figures", language, money=sv["money"], pp=sv["pp"])
        else:
            figures = t("render.rokoko.summary.money", language, money=sv["money"])
        rows.append(Row(style.PLAYER[view["colours"][seat]], words.seat_letter(seat, language), display[seat], figures,
                        acting=not result and seat in acting,
                        place=seat_key(result["placings"], seat) if result else None))
    if result:
        rows.sort(key=lambda row: row.place or 99)
    return Summary(t("render.rokoko.round", language, round=view["round"]), template, names, rows,
                   latest.text(view), ended=result is not None)
