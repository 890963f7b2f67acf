"""Spectaculum's compact summary: whose turn, the latest move, each player's money and
markers in hand (at the end: places and final money)."""
from __future__ import annotations

from i18n import t
from render.common import latest, palette
from render.common.seats import display_names, seat_key
from render.common.summary import Row, Summary
from render.spectaculum import style, words
from render.spectaculum.board import turn_line

SEAT_COLOUR = palette.mix(palette.HEADER, palette.WHITE, 0.25)  # players have no colour in this game


def summary(view: dict, language: str, seat_names) -> Summary:
    display = display_names(seat_names, view["players"], language)
    template, names, _ = turn_line(view, language, display)
    result = view.get("result") if view["phase"] == "ended" else None
    acting = set(view.get("actors") or ()) | ({view["active"]} if view.get("active") is not None else set())
    rows = []
    for sv in view["seats"]:
        seat = sv["seat"]
        if result:
            figures = t("render.spectaculum.summary.final", language, money=seat_key(result["scores"], seat) or 0)
        elif sv.get("money") is not None:
            figures = t("render.spectaculum.summary.figures", language, money=sv["money"], markers=sv.get("hand_count", 0))
        else:
            figures = t("render.spectaculum.summary.markers", language, markers=sv.get("hand_count", 0))
        left = view.get("actions_left")  # the engine's count of the active player's actions, when it gives one
        if not result and seat == view.get("active") and left is not None:
            figures = t("render.spectaculum.summary.actions_left", language, n=left) + " · " + figures
        rows.append(Row(SEAT_COLOUR, str(seat + 1), display[seat], figures, acting=not result and seat in acting,
                        place=seat_key(result["placings"], seat) if result else None))
    if result:
        rows.sort(key=lambda row: row.place or 99)
    # each track with its colour's letter too, as on the board (for colour-blind players)
    chips = [(style.TROUPE[colour], f"{words.letter(colour, language)} {view['tracks'][colour]}") for colour in style.COLOURS]
    return Summary(t("render.spectaculum.turn", language, turn=view["turn"]), template, names, rows,
                   latest.text(view), ended=result is not None,
                   chips_label=t("render.spectaculum.summary.reputation", language), chips=chips)
