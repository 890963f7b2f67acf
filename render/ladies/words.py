"""Texts drawn on Ladies & Gentlemen images, all from the catalogue (render.ladies.*)."""

from __future__ import annotations

from render.common.texts import t


def tr(key: str, language: str, **params) -> str:
    return t(f"render.ladies.{key}", language, **params)


def counter(view: dict, language: str) -> str:
    """How far the game is, as the board's header counts it ("Day 2/6")."""
    return tr("day", language, day=view["day"], days=view["days"])


def team_letter(team, language: str) -> str | None:
    """A team's letter; None for the courtesan, whose marker carries a crown (a letter such as
    "Co" would read like a goods token's)."""
    if team is None:
        return None
    return tr("team_letters", language)[team]


def money(amount, language: str) -> str:
    if amount is None:
        return tr("money_hidden", language)
    return tr("money", language, amount=amount)


def kind(kind_id: str, language: str) -> str:
    return tr(f"kind.{kind_id}", language)


def category(cat: str, language: str) -> str:
    return tr(f"category.{cat}", language)


def goods_letter(good: str, language: str) -> str:
    return tr(f"goods_letter.{good}", language)


def goods_name(good: str, language: str) -> str:
    return tr(f"goods.{good}", language)


def boutique(boutique_id: str, language: str) -> str:
    return tr(f"boutique.{boutique_id}", language)
