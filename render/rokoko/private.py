"""A player's own image: money, yarn, lace and prestige so far, the hand, the supply
(face down: only its owner sees it), the discard pile and the kept resource tiles."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import grid, palette
from render.common.fonts import font, printable
from render.common.header import counter_chip
from render.common.private import LABEL, canvas, panels
from render.common.seats import display_names, seat_key
from render.common.text import chip, fit
from render.common.texts import t
from render.rokoko import pieces, words
from render.rokoko.static import tile_icon

WIDTH = 900
PAD = 20
HEADER = 116
CARD_W, CARD_H = 150, 172
SMALL_W, SMALL_H = 140, 160
TILE = 84


def _grid(count, item_w, item_h, x0=0, y0=0):
    """The boxes of `count` items from (x0, y0), and the grid's height."""
    columns = grid.per_row(WIDTH - 2 * PAD - 28, item_w, 10)
    return grid.boxes(count, x0, y0, item_w, item_h, columns, 10), grid.height(count, columns, item_h, 10)


def private_image(view: dict, language: str, seat_name: str, seat_names: list[str] | None = None) -> Image.Image:
    own = view.get("private") or {}
    seat = own.get("seat", view.get("viewer"))
    seat_view = view["seats"][seat] if seat is not None and seat < len(view.get("seats", [])) else {}
    sections = [(_resources, 104)]
    if own.get("pending_tile"):
        sections.append((_pending, LABEL + TILE + 18))
    hand = own.get("hand") or []
    sections.append((_hand, LABEL + (_grid(len(hand), CARD_W, CARD_H)[1] if hand else 40) + 16))
    for key in ("supply", "discard"):
        cards = own.get(key) or []
        sections.append((_zone(key), LABEL + (_grid(len(cards), SMALL_W, SMALL_H)[1] if cards else 40) + 16))
    tiles = own.get("tiles") or []
    sections.append((_tiles, LABEL + 44 + (_grid(len(tiles), TILE, TILE)[1] if tiles else 40) + 16))
    heights = [height for _, height in sections]
    image = canvas(WIDTH, HEADER, heights)
    draw = ImageDraw.Draw(image)
    name = printable(seat_name or "", "bold", fallback=t("render.common.player", language, n=(seat or 0) + 1))
    _header(image, draw, view, own, language, name, seat, seat_names)
    for (section, _), top in zip(sections, panels(image, PAD, HEADER, heights)):
        section(image, draw, view, own, seat_view, top, language)
    return image


def _label(draw, text: str, top: int) -> None:
    face, text = fit(text, WIDTH - 2 * PAD - 36, 21, 16, "bold")
    draw.text((PAD + 18, top + 22), text, font=face, fill=palette.INK_SOFT, anchor="lm")


def _header(image, draw, view, own, language, name, seat, seat_names) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER), fill=palette.HEADER)
    if seat is not None and seat < len(view.get("colours", [])):
        pieces.marker(image, draw, PAD + 20, 36, 40, view["colours"][seat], words.seat_letter(seat, language))
    round_face = font(24, "bold")
    round_text = words.counter(view, language)
    round_left = counter_chip(image, draw, WIDTH - PAD, 17, round_text, round_face)
    face, title = fit(t("render.rokoko.private.title", language, name=name), round_left - 2 * PAD - 50, 34, 22, "bold")
    draw.text((PAD + 50, 36), title, font=face, fill=palette.WHITE, anchor="lm")

    phase = view["phase"]
    result = view.get("result") if phase == "ended" else None
    if result:
        text = t(
            "render.rokoko.private.ended",
            language,
            place=seat_key(result["placings"], seat),
            pp=seat_key(result["scores"], seat),
        )
        fill, ink = palette.WHITE, palette.INK
    elif seat in (view.get("actors") or []):
        if phase == "select":
            text = t("render.rokoko.private.choose", language, n=own.get("select_need") or 3)
            fill = palette.ACT
        else:
            text, fill = t("render.rokoko.private.your_turn", language), palette.TURN
        ink = palette.INK
    else:
        active = view.get("active")
        if seat_names and active is not None:
            active_name = display_names(seat_names, view["players"], language)[active]
            text = t("render.rokoko.private.waiting", language, name=active_name)
        else:
            text = t("render.rokoko.private.not_your_turn", language)
        fill, ink = palette.mix(palette.HEADER, palette.WHITE, 0.18), palette.WHITE
    if not result:  # the result line already says the game is over
        text = f"{text} · {t(f'render.rokoko.phase.{phase}', language)}"
    face, text = fit(text, WIDTH - 2 * PAD - 30, 24, 17, "bold")
    chip(image, draw, PAD, 68, text, face, fill, ink, pad_x=14, height=38)


def _resources(image, draw, view, own, seat_view, top, language) -> None:
    _label(draw, t("render.rokoko.private.resources", language), top)
    cy = top + 68
    big = font(34, "black")
    x: float = PAD + 20
    pieces.coin(image, draw, x + 17, cy, 17)
    x += 42
    for kind, value in (
        ("money", seat_view.get("money", 0)),
        ("yarn", seat_view.get("yarn", 0)),
        ("lace", seat_view.get("lace", 0)),
    ):
        if kind != "money":
            (pieces.yarn if kind == "yarn" else pieces.lace)(image, draw, x + 15, cy, 15 if kind == "yarn" else 13)
            x += 36
        draw.text((x, cy), str(value), font=big, fill=palette.INK, anchor="lm")
        x += big.getlength(str(value)) + 26
    # prestige so far
    label = t("render.rokoko.private.prestige", language)
    face, label = fit(label, 220, 19, 16, "medium")
    right = WIDTH - PAD - 20
    pieces.prestige(image, draw, right - 26, cy, 26, own.get("pp", 0), 26)
    draw.text((right - 60, cy), label, font=face, fill=palette.INK_SOFT, anchor="rm")


def _pending(image, draw, view, own, seat_view, top, language) -> None:
    _label(draw, t("render.rokoko.private.pending", language), top)
    box = (PAD + 18, top + LABEL, PAD + 18 + TILE, top + LABEL + TILE)
    pieces.resource_tile(image, draw, box, own["pending_tile"], language)


def _cards(image, draw, view, cards, top, w, h, language, size, min_size) -> None:
    if not cards:
        _empty(draw, top, language)
    for card, box in zip(cards, _grid(len(cards), w, h, PAD + 14, top + LABEL)[0]):
        pieces.employee_card(image, draw, box, card, language, view.get("colours"), size, min_size)


def _hand(image, draw, view, own, seat_view, top, language) -> None:
    _label(draw, t("render.rokoko.private.hand", language), top)
    _cards(image, draw, view, own.get("hand") or [], top, CARD_W, CARD_H, language, 19, 16)


def _zone(key):
    def section(image, draw, view, own, seat_view, top, language) -> None:
        cards = own.get(key) or []
        _label(draw, f"{t(f'render.rokoko.private.{key}', language)}: {len(cards)}", top)
        _cards(image, draw, view, cards, top, SMALL_W, SMALL_H, language, 17, 16)

    return section


def _tiles(image, draw, view, own, seat_view, top, language) -> None:
    tiles = own.get("tiles") or []
    _label(draw, f"{t('render.rokoko.private.tiles', language)}: {len(tiles)}", top)
    cy = top + LABEL + 18
    x: float = PAD + 18
    tile_icon(image, draw, x + 11, cy)
    label = t("render.rokoko.private.silk_total", language)
    draw.text((x + 30, cy), label, font=font(19, "medium"), fill=palette.INK_SOFT, anchor="lm")
    x += 40 + font(19, "medium").getlength(label)
    silk = own.get("silk") or {}
    if any(silk.values()):
        pieces.silks(image, draw, x, cy, silk, language, 30)
    else:
        draw.text((x, cy), "0", font=font(22, "bold"), fill=palette.MUTED, anchor="lm")
    top += 44
    if not tiles:
        _empty(draw, top, language)
    for tile, box in zip(tiles, _grid(len(tiles), TILE, TILE, PAD + 14, top + LABEL)[0]):
        pieces.resource_tile(image, draw, box, tile, language)


def _empty(draw, top, language) -> None:
    draw.text(
        (PAD + 18, top + LABEL + 18),
        t("render.rokoko.private.empty", language),
        font=font(22),
        fill=palette.MUTED,
        anchor="lm",
    )
