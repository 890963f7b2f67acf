"""Players' names and per-seat values, as every board shows them."""

from __future__ import annotations

from render.common.fonts import printable
from render.common.texts import t


def display_names(seat_names: list[str] | None, players: int, language: str) -> list[str]:
    """Display names per seat: Discord names without glyphs the font lacks (emoji), or
    "Player N" for a seat without one."""
    seat_names = seat_names or []
    result = []
    for seat in range(players):
        raw = seat_names[seat] if seat < len(seat_names) else ""
        fallback = t("render.common.player", language, n=seat + 1)
        result.append(printable(raw or "", "bold", fallback=fallback))
    return result


def seat_key(mapping: dict | None, seat: int):
    """A per-seat value from a map whose keys may be ints or (after JSON) strings."""
    if not mapping:
        return None
    if seat in mapping:
        return mapping[seat]
    return mapping.get(str(seat))


def ranking(view: dict, display: list[str], language: str, key: str, score: str) -> str:
    """'1. Eva 98 · 2. Jan 95 · …': the players of an ended game in placing order, each the text
    `key` with its place, name and final score (the text's variable named `score`)."""
    result = view["result"]
    seats = sorted(range(view["players"]), key=lambda seat: (seat_key(result["placings"], seat), seat))
    return " · ".join(
        t(
            key,
            language,
            place=seat_key(result["placings"], seat),
            name=display[seat],
            **{score: seat_key(result["scores"], seat)},
        )
        for seat in seats
    )
