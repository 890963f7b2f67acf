"""Texts drawn on Rokoko images, all from the catalogue (render.rokoko.*)."""

from __future__ import annotations

from render.common.texts import t


def counter(view: dict, language: str) -> str:
    """How far the game is, as the board's header counts it ("Round 2/7")."""
    return t("render.rokoko.round", language, round=view["round"])


def seat_letter(seat: int, language: str) -> str:
    return t("render.rokoko.seat_letters", language)[seat]


def colour_letter(colour: str, language: str) -> str:
    return t(f"render.rokoko.colour_letter.{colour}", language)


def colour_name(colour: str, language: str) -> str:
    return t(f"render.rokoko.colour.{colour}", language)


def dress_name(dress: dict, language: str) -> str:
    return t(f"render.rokoko.dress.{dress['sex']}", language, colour=colour_name(dress["colour"], language))


def rank(rank_id: str, language: str) -> str:
    return t(f"render.rokoko.rank.{rank_id}", language)


def bonus(bonus_id: str, language: str) -> str:
    return t(f"render.rokoko.bonus.{bonus_id}", language)


def section_title(number: int, language: str) -> str:
    """The title of a warehouse section ("Section 2")."""
    return t("render.rokoko.title.section", language, n=number)


def hall_names(hall: dict, language: str) -> tuple[str, ...]:
    """What a hall's box writes to name it: its number, and the King's hall's title."""
    number = t("render.rokoko.title.hall", language, n=hall["number"])
    return (number, t("render.rokoko.title.royal", language)) if hall["royal"] else (number,)


def favour_title(language: str) -> str:
    return t("render.rokoko.title.favour", language)
