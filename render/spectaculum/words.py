"""Texts drawn on Spectaculum images, all from the catalogue."""

from __future__ import annotations

from render.common import seats
from render.common.seats import seat_key
from render.common.texts import t


def counter(view: dict, language: str) -> str:
    """How far the game is, as the board's header counts it ("Turn 4")."""
    return t("render.spectaculum.turn", language, turn=view["turn"])


def letter(colour: str, language: str) -> str:
    return t(f"render.spectaculum.letter.{colour}", language)


def phase(view: dict, language: str) -> str:
    return t(f"render.spectaculum.phase.{view['phase']}", language)


def hint(view: dict, language: str, display: list[str]) -> str:
    current = view["phase"]
    if current == "ended" and view.get("result"):
        return ranking(view, language, display)
    name = display[view["active"]] if view.get("active") is not None else ""
    actors = view.get("actors") or []
    acting = ", ".join(display[s] for s in actors) or name
    return t(
        f"render.spectaculum.hint.{current}",
        language,
        name=name,
        names=acting,
        count=len(actors) or 1,
        left=view["actions_left"],
        turn=view.get("turn", 1),
    )


def winners(view: dict, display: list[str]) -> list[str]:
    placings = view["result"]["placings"]
    return [display[seat] for seat in range(view["players"]) if seat_key(placings, seat) == 1]


def ranking(view: dict, language: str, display: list[str]) -> str:
    """'1. Eva 98 · 2. Jan 95 · …' in placing order."""
    return seats.ranking(view, display, language, "render.spectaculum.rank", "money")
