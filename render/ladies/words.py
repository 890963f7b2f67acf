"""Texts drawn on Ladies & Gentlemen images, all from the catalogue (render.ladies.*)."""
from __future__ import annotations

from i18n import t
from render.common.fonts import printable


def names(seat_names, players: int, language: str) -> list[str]:
    """Display names per seat: Discord names without glyphs the font lacks (emoji)."""
    seat_names = seat_names or []
    result = []
    for seat in range(players):
        raw = seat_names[seat] if seat < len(seat_names) else ""
        fallback = t("render.common.player", language, n=seat + 1)
        result.append(printable(raw or "", "bold", fallback=fallback))
    return result


def tr(key: str, language: str, **params) -> str:
    return t(f"render.ladies.{key}", language, **params)


def team_letter(team, language: str) -> str:
    if team is None:
        return tr("courtesan_letter", language)
    return tr("team_letters", language)[team]


def money(amount, language: str) -> str:
    if amount is None:
        return tr("money_hidden", language)
    return tr("money", language, amount=f"{amount:,}".replace(",", "\u00a0"))


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


def seat_key(mapping, seat):
    """A per-seat value from a map whose keys may be ints or (after JSON) strings."""
    if not mapping:
        return None
    if seat in mapping:
        return mapping[seat]
    return mapping.get(str(seat))
