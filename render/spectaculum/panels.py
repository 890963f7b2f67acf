"""One panel per player on the public board: name, whose turn, cards, markers, money."""

from __future__ import annotations

from functools import partial

from render.common import palette, regions
from render.common.fonts import font
from render.common.seats import seat_key
from render.common.shapes import panel, panel_within, triangle
from render.common.text import chip, fit
from render.common.texts import t
from render.spectaculum import icons, style, words
from render.spectaculum.layout import MARGIN, PANEL_HEIGHT
from render.spectaculum.pieces import card_icon, neutral_marker

GAP = 12
SILVER = (206, 210, 218)


def draw_panels(image, draw, view, top, language, display, part=None) -> None:
    """With `part` (what the static layer under the panels is drawn from) each panel's rows (its
    band, name, cards, and markers with money) are kept (`regions.PARTS`) under what they show and
    pasted while that stays the same: a move changes a player's cards or markers, one row."""
    for seat_view in view["seats"]:
        seat = seat_view["seat"]
        left, width = panel_span(seat, view["players"])
        _panel(image, draw, view, seat_view, left, top, width, language, display[seat], part)


def panel_span(seat: int, players: int) -> tuple[float, float]:
    """The left edge and the width of seat's panel."""
    width = (style.WIDTH - 2 * MARGIN - (players - 1) * GAP) / players
    return MARGIN + seat * (width + GAP), width


def card_places(left: float, top: float, width: float) -> list[tuple[str, float, float, float]]:
    """(troupe, x, y, width) of each troupe's cards in the panel at `left`, `top`, `width`: the
    card's left edge and middle, and the width its card and count take."""
    step = min(76, (width - 2 * PAD) / 4)
    x, places = left + PAD, []
    for colour in style.COLOURS:
        places.append((colour, x, top + 106, step))
        x += step
    return places


# The rows' tops below the panel's top: the band (its rectangle fills its last line too), the
# name, the cards, and the markers with the money (or the final score) down to the panel's foot.
NAME, CARDS, GOODS = 39, 84, 128


def _panel(image, draw, view, seat_view, left, top, width, language, name, part=None) -> None:
    """The panel's rows, each drawing its share of the panel under it (whose edge takes the
    band's colour); without `part` every row is drawn (nothing kept)."""
    seat = seat_view["seat"]
    right, bottom = left + width, top + PANEL_HEIGHT
    band, text, on_turn = _band(view, seat, width, language)
    edge = (band, 6) if band else (palette.PANEL_EDGE, 2)
    result = view.get("result") if view["phase"] == "ended" else None
    goods = (
        (repr(seat_key(result["scores"], seat)), repr(seat_key(result.get("payout"), seat)))
        if result
        else (seat_view.get("hand_count", 0), seat_view.get("money"), seat_view.get("sickness_bill"))
    )
    box = (left, top, right, bottom)
    rows = (
        (top, top + NAME, ("band", text, on_turn), partial(_band_row, image, draw, box, width, band, text, on_turn)),
        (top + NAME, top + CARDS, ("name", name), partial(_name_row, draw, left, top, width, name)),
        (
            top + CARDS,
            top + GOODS,
            ("cards", repr(seat_view["cards"])),
            partial(_cards, image, draw, seat_view, card_places(left, top, width), language),
        ),
        (
            top + GOODS,
            bottom,
            ("goods", goods),
            partial(_goods_row, image, draw, view, seat_view, left, top, width, language, result),
        ),
    )
    for row_top, row_bottom, shown, draw_row in rows:
        row = (left, row_top, right, row_bottom)
        within = tuple(round(v) for v in row)

        def drawing(within=within, draw_row=draw_row) -> None:
            panel_within(image, box, within, palette.PANEL, 14, *edge)
            draw_row()

        if part is None:
            drawing()
        else:
            regions.PARTS.draw(image, row, (part, "panel", row, edge, shown), drawing)


PAD = 16


def _band(view, seat, width, language) -> tuple:
    """(colour, text, on-turn triangle) of the panel's band, (None, "", False) without one."""
    tags, band = _tags(view, seat)
    result = view.get("result") if view["phase"] == "ended" else None
    place = seat_key(result["placings"], seat) if result else None
    if result:
        band = palette.TURN if place == 1 else SILVER
    if not band:
        return None, "", False
    text = (
        t("render.spectaculum.panel.place", language, place=place)
        if result
        else " · ".join(t(key, language) for key in tags)
    )
    return band, text, bool(seat == view.get("active") and not result)


def _tags(view, seat) -> tuple[list[str], tuple | None]:
    """Catalogue keys of the seat's status tags and the band colour."""
    if view["phase"] == "ended":
        return [], None
    acting = seat in (view.get("actors") or [])
    tags = []
    if seat == view.get("active"):
        tags.append("render.spectaculum.panel.on_turn")
    if acting and (seat != view.get("active") or view["phase"] == "settle_sickness"):
        tags.append("render.spectaculum.panel.must_act")
    if not tags:
        return [], None
    band = palette.ACT if "render.spectaculum.panel.must_act" in tags else palette.TURN
    return tags, band


def _band_row(image, draw, box, width, band, text, on_turn) -> None:
    if not band:
        return
    left, top, right, _ = box
    panel(image, (left, top, right, top + 38), band, 14)
    draw.rectangle((left + 6, top + 24, right - 6, top + 38), fill=band)
    face, text = fit(text, width - 56, 22, 16, "black")
    x = left + 16
    if on_turn:
        triangle(image, x + 8, top + 20, 16, palette.INK)
        x += 24
    draw.text((x, top + 20), text, font=face, fill=palette.INK, anchor="lm")


def _name_row(draw, left, top, width, name) -> None:
    face, shown = fit(name, width - 2 * PAD, 30, 20, "bold")
    draw.text((left + PAD, top + 62), shown, font=face, fill=palette.INK, anchor="lm")


def _goods_row(image, draw, view, seat_view, left, top, width, language, result) -> None:
    """The markers in hand and the money (and a sickness bill), or at the end the final score."""
    seat = seat_view["seat"]
    pad = PAD
    row_y = top + 150
    if result:
        score = seat_key(result["scores"], seat)
        icons.coin(image, draw, left + pad + 12, row_y, 12)
        draw.text(
            (left + pad + 32, row_y),
            t("render.spectaculum.panel.final", language, money=score),
            font=font(26, "black"),
            fill=palette.INK,
            anchor="lm",
        )
        payout = seat_key(result.get("payout"), seat) or {}
        text = t("render.spectaculum.panel.payout", language, amount=sum(payout.values()))
        draw.text((left + pad, top + 184), text, font=font(18), fill=palette.INK_SOFT, anchor="lm")
        return
    x = left + pad
    label = t("render.spectaculum.panel.markers", language)
    draw.text((x, row_y), label, font=font(19), fill=palette.INK_SOFT, anchor="lm")
    x += font(19).getlength(label) + 8
    neutral_marker(image, x + 11, row_y, 11)
    x += 28
    hand = str(seat_view.get("hand_count", 0))
    draw.text((x, row_y), hand, font=font(26, "black"), fill=palette.INK, anchor="lm")
    x += font(26, "black").getlength(hand) + 24
    icons.coin(image, draw, x + 12, row_y, 12)
    x += 32
    money = seat_view.get("money")
    if money is None:
        icons.padlock(image, draw, x + 9, row_y, 20)
        draw.text((x + 24, row_y), t("render.common.hidden", language), font=font(21), fill=palette.MUTED, anchor="lm")
    else:
        draw.text((x, row_y), str(money), font=font(28, "black"), fill=palette.INK, anchor="lm")
    bill = seat_view.get("sickness_bill")
    if bill is not None:
        chip(
            image,
            draw,
            left + pad,
            top + 170,
            t("render.spectaculum.panel.bill", language, amount=bill),
            font(19, "bold"),
            palette.ACT,
            palette.WHITE,
            pad_x=10,
            height=28,
        )


def _cards(image, draw, seat_view, places, language) -> None:
    count_face, letter_face = font(26, "black"), font(16, "black")
    for colour, x, cy, _ in places:
        count = seat_view["cards"].get(colour, 0)
        card_icon(image, draw, x, cy - CARD_H // 2, 25, CARD_H, colour, words.letter(colour, language), letter_face)
        ink = palette.INK if count else palette.MUTED
        draw.text((x + 31, cy), str(count), font=count_face, fill=ink, anchor="lm")


CARD_H = 34
