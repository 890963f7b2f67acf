"""Texts drawn on Rokoko images, all from the catalogue (render.rokoko.*)."""
from __future__ import annotations

from i18n import t
from render.common.fonts import font, printable
from render.common.text import ellipsize


def names(seat_names: list[str] | None, players: int, language: str) -> list[str]:
    """Display names per seat: Discord names without glyphs the font lacks (emoji)."""
    seat_names = seat_names or []
    result = []
    for seat in range(players):
        raw = seat_names[seat] if seat < len(seat_names) else ""
        fallback = t("render.common.player", language, n=seat + 1)
        result.append(printable(raw or "", "bold", fallback=fallback))
    return result


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


def rank_letter(rank_id: str, language: str) -> str:
    return t(f"render.rokoko.rank_letter.{rank_id}", language)


def bonus(bonus_id: str, language: str) -> str:
    return t(f"render.rokoko.bonus.{bonus_id}", language)


def seat_key(mapping: dict | None, seat: int):
    """A per-seat value from a result map whose keys may be ints or (after JSON) strings."""
    if not mapping:
        return None
    if seat in mapping:
        return mapping[seat]
    return mapping.get(str(seat))


def wrap(text: str, width: float, height: float, size: int, min_size: int, weight: str = "medium"):
    """The largest size (down to min_size) at which `text` wraps into `width` x `height`.
    Returns (size, lines); at min_size the last line is ellipsized."""
    for candidate in range(size, min_size - 1, -1):
        face = font(candidate, weight)
        lines = _lines(text, face, width)
        if len(lines) * round(candidate * 1.18) <= height:
            return candidate, lines
    face = font(min_size, weight)
    lines = _lines(text, face, width)
    keep = max(1, int(height // round(min_size * 1.18)))
    if len(lines) > keep:
        lines = lines[:keep]
        lines[-1] = ellipsize(lines[-1] + " …", face, width) if face.getlength(lines[-1] + " …") > width else lines[-1] + " …"
    return min_size, lines


def _lines(text: str, face, width: float) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in (w for w in paragraph.split(" ") if w):
            candidate = f"{current} {word}".strip()
            if face.getlength(candidate) <= width or not current:
                current = candidate
            else:
                lines.append(current)
                current = word
        lines.append(current)
    return lines
