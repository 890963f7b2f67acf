"""Pennies' images, drawn from the view alone like every game's: the board, a seat's own
pennies and the summary card beside the board. Lines of text on a plain card are enough
for a game that exists to test the layers around it."""

from __future__ import annotations

from PIL import Image, ImageDraw

from i18n import t
from render.common.fonts import font
from render.common.png import to_png
from render.common.seats import display_names
from render.common.spots import Spots, box

BOARD = (900, 520)
SUMMARY = (1100, 700)  # render.common.summary's size: legible in Discord's preview
PRIVATE = (700, 240)


def _card(size: tuple[int, int], lines: list[str], text_size: int = 34) -> bytes:
    image = Image.new("RGB", size, (246, 240, 226))
    draw = ImageDraw.Draw(image)
    face = font(text_size)
    for index, line in enumerate(lines):
        draw.text((LEFT, _line_top(index, text_size)), line, font=face, fill=(40, 34, 30))
    return to_png(image)


LEFT = 32


def _line_top(index: int, text_size: int) -> int:
    return 28 + index * int(text_size * 1.45)


def board_spots(view: dict, language: str, seat_names: list[str]) -> Spots:
    """The line of the card on offer is the card, ("card",), on the board `render_board` draws."""
    spots = Spots(BOARD)
    if view["card"] is not None:
        line = 1 if view.get("latest_move") else 0  # (_lines puts the latest move first)
        top = _line_top(line, 34)
        spots.add(("card",), box(LEFT, top, BOARD[0] - LEFT, _line_top(line + 1, 34)), str(view["card"]))
    return spots


def _lines(view: dict, language: str, seat_names: list[str]) -> list[str]:
    names = display_names(seat_names, view["players"], language)
    if view["card"] is None:
        lines = [t("render.pennies.ended", language)]
    else:
        lines = [
            t("render.pennies.card", language, card=view["card"], pot=view["pot"], stack=view["stack"]),
            t("render.pennies.turn", language, player=names[view["turn"]]),
        ]
    for seat, row in enumerate(view["seats"]):
        cards = ", ".join(str(card) for card in row["cards"]) or "–"
        lines.append(t("render.pennies.seat", language, player=names[seat], cards=cards, points=row["points"]))
    if view.get("latest_move"):
        lines.insert(0, view["latest_move"])
    return lines


def render_board(view: dict, language: str, seat_names: list[str]) -> bytes:
    return _card(BOARD, _lines(view, language, seat_names))


def render_summary(view: dict, language: str, seat_names: list[str]) -> bytes:
    return _card(SUMMARY, _lines(view, language, seat_names), text_size=40)


def render_private(view: dict, language: str, seat_name: str, seat_names: list[str] | None = None) -> bytes:
    return _card(PRIVATE, [seat_name, t("render.pennies.yours", language, pennies=view["pennies"])])
