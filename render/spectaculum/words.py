"""Texts drawn on Spectaculum images, all from the catalogue."""
from __future__ import annotations

from i18n import t
from render.common.fonts import printable


def names(seat_names: list[str], players: int, language: str) -> list[str]:
    """Display names per seat: Discord names without glyphs the font lacks (emoji)."""
    result = []
    for seat in range(players):
        raw = seat_names[seat] if seat < len(seat_names) else ""
        fallback = t("render.common.player", language, n=seat + 1)
        result.append(printable(raw or "", "bold", fallback=fallback))
    return result


def letter(colour: str, language: str) -> str:
    return t(f"render.spectaculum.letter.{colour}", language)


def phase(view: dict, language: str) -> str:
    return t(f"render.spectaculum.phase.{view['phase']}", language)


def hint(view: dict, language: str, display: list[str]) -> str:
    current = view["phase"]
    if current == "ended" and view.get("result"):
        return ranking(view, language, display)
    name = display[view["active"]] if view.get("active") is not None else ""
    acting = ", ".join(display[s] for s in view.get("actors") or []) or name
    return t(
        f"render.spectaculum.hint.{current}", language,
        name=name, names=acting, left=view["actions_left"], turn=view.get("turn", 1),
    )


def seat_key(mapping: dict | None, seat: int):
    """A per-seat value from a result map whose keys may be ints or (after JSON) strings."""
    if not mapping:
        return None
    if seat in mapping:
        return mapping[seat]
    return mapping.get(str(seat))


def winners(view: dict, display: list[str]) -> list[str]:
    placings = view["result"]["placings"]
    return [display[seat] for seat in range(view["players"]) if seat_key(placings, seat) == 1]


def ranking(view: dict, language: str, display: list[str]) -> str:
    """'1. Eva 98 · 2. Jan 95 · …' in placing order."""
    result = view["result"]
    seats = sorted(range(view["players"]), key=lambda seat: (seat_key(result["placings"], seat), seat))
    return " · ".join(
        t("render.spectaculum.rank", language, place=seat_key(result["placings"], seat),
          name=display[seat], money=seat_key(result["scores"], seat))
        for seat in seats
    )
