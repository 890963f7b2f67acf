"""Ladies & Gentlemen's compact summary: who must act, the latest move, each team's elegance
(the lady's wardrobe) and money (the gentleman's), and the courtesan's; at the end each
side's place and total, as the standings show them."""

from __future__ import annotations

from render.common import latest
from render.common.seats import display_names, seat_key
from render.common.summary import Row, Summary
from render.ladies import data, pieces, standings, style, words
from render.ladies.header import turn_line
from render.ladies.layout import is_ended
from render.ladies.words import counter, tr


def summary(view: dict, language: str, seat_names) -> Summary:
    display = display_names(seat_names, view["players"], language)
    template, names, _ = turn_line(view, language, display)
    ended = is_ended(view)
    places = standings.ranks(view) if ended else {}
    acting = set(view.get("actors") or ())
    sides = [(p["team"], [p["lady"], p["gentleman"]]) for p in sorted(view["panels"], key=lambda p: p["team"])]
    if view.get("courtesan") is not None:
        sides.append((None, [view["courtesan"]]))
    rows = []
    for team, seats in sides:
        lady = seats[0]
        if ended:
            total = (seat_key(view["result"].get("breakdown"), lady) or {}).get("total", 0)
            figures = tr("summary.final", language, total=total)
        else:
            money = view["seats"][seats[1]].get("money") if team is not None else None
            key = "summary.figures" if money is not None else "summary.elegance"
            stars = data.elegance(view["seats"][lady].get("wardrobe") or [])
            figures = tr(key, language, stars=stars, money=money if money is not None else 0)
        colour = pieces.team_colour(view, team) if team is not None else style.COURTESAN
        rows.append(
            Row(
                colour,
                words.team_letter(team, language),
                " & ".join(display[s] for s in seats),
                figures,
                acting=not ended and bool(acting & set(seats)),
                place=places.get(lady) if ended else None,
            )
        )
    if ended:
        rows.sort(key=lambda row: row.place or 99)
    return Summary(counter(view, language), template, names, rows, latest.text(view), ended=ended)
