"""A player's own image: markers in hand, revealed markers, money, cards and what is unseen."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import palette
from render.common.fonts import font, printable
from render.common.header import counter_chip
from render.common.private import canvas, panels
from render.common.seats import display_names, seat_key
from render.common.text import chip, fit
from render.common.texts import t
from render.spectaculum import icons, style, words
from render.spectaculum.pieces import card_icon, paste_marker

WIDTH = 840
PAD = 22
HEADER = 116


def private_image(view: dict, language: str, seat_name: str, seat_names: list[str] | None = None) -> Image.Image:
    seat = view.get("viewer")
    seat_view = next((s for s in view["seats"] if s["seat"] == seat), None) if seat is not None else None
    revealed = (view.get("revealed") or []) if seat == view.get("active") else []
    sections = [(_hand, 150)] if view.get("hand") or not revealed else []
    if revealed:
        sections.append((_revealed, 124))
    sections += [(_money, 96), (_cards, 150), (_unseen, 104)]
    heights = [height for _, height in sections]
    image = canvas(WIDTH, HEADER, heights)
    draw = ImageDraw.Draw(image)
    name = printable(seat_name or "", "bold", fallback=t("render.common.player", language, n=(seat or 0) + 1))
    _header(image, draw, view, language, name, seat, seat_names)
    for (section, _), top in zip(sections, panels(image, PAD, HEADER, heights)):
        section(image, draw, view, seat_view, top, language)
    return image


def _label(draw, text: str, top: int) -> None:
    draw.text((PAD + 18, top + 22), text, font=font(20, "bold"), fill=palette.INK_SOFT, anchor="lm")


def _header(image, draw, view, language, name, seat, seat_names) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER), fill=palette.HEADER)
    turn_face = font(24, "bold")
    turn = words.counter(view, language)
    turn_left = counter_chip(image, draw, WIDTH - PAD, 16, turn, turn_face)
    face, title = fit(t("render.spectaculum.private.title", language, name=name), turn_left - 2 * PAD, 36, 24, "bold")
    draw.text((PAD, 36), title, font=face, fill=palette.WHITE, anchor="lm")

    text, fill, ink = status(view, language, seat, seat_names)
    face, text = fit(text, WIDTH - 2 * PAD - 30, 26, 18, "bold")
    chip(image, draw, PAD, 70, text, face, fill, ink, pad_x=14, height=38)


def status(view, language, seat, seat_names) -> tuple[str, tuple, tuple]:
    """(text, fill, ink) of the chip under the title: the result, this seat's turn, or whom it waits for."""
    phase = words.phase(view, language)
    if view["phase"] == "ended" and view.get("result"):
        text = t(
            "render.spectaculum.private.ended",
            language,
            place=seat_key(view["result"]["placings"], seat),
            money=seat_key(view["result"]["scores"], seat),
        )
        fill, ink = palette.WHITE, palette.INK
    elif seat in (view.get("actors") or []):
        key = "your_turn" if seat == view.get("active") and view["phase"] != "settle_sickness" else "must_act"
        text = t(f"render.spectaculum.private.{key}", language, phase=phase)
        fill, ink = (palette.TURN if key == "your_turn" else palette.ACT), palette.INK
    else:
        active = view.get("active")
        if seat_names and view["phase"] == "settle_sickness":  # others act on this turn, not its player
            acting = ", ".join(display_names(seat_names, view["players"], language)[s] for s in view["actors"])
            text = t("render.spectaculum.private.waiting_sickness", language, names=acting)
        elif seat_names and active is not None:
            active_name = display_names(seat_names, view["players"], language)[active]
            text = t("render.spectaculum.private.waiting", language, name=active_name, phase=phase)
        else:
            text = t("render.spectaculum.private.not_your_turn", language, phase=phase)
        fill, ink = palette.mix(palette.HEADER, palette.WHITE, 0.18), palette.WHITE
    return text, fill, ink


def _hand(image, draw, view, seat_view, top, language) -> None:
    _label(draw, t("render.spectaculum.private.hand", language), top)
    _marker_row(
        image,
        draw,
        view.get("hand") or [],
        top + 86,
        72,
        language,
        t("render.spectaculum.private.hand_empty", language),
    )


def _revealed(image, draw, view, seat_view, top, language) -> None:
    _label(draw, t("render.spectaculum.private.revealed", language), top)
    _marker_row(image, draw, view.get("revealed") or [], top + 76, 58, language, "")


def _marker_row(image, draw, colours, cy, diameter, language, empty: str) -> None:
    if not colours:
        draw.text((PAD + 18, cy), empty, font=font(24), fill=palette.MUTED, anchor="lm")
        return
    step = min(190, (WIDTH - 2 * PAD - 40) / len(colours))
    x = PAD + 18 + diameter / 2
    name_face = font(22, "bold")
    for colour in colours:
        paste_marker(image, colour, x, cy, diameter, words.letter(colour, language))
        draw.text(
            (x + diameter / 2 + 10, cy),
            t(f"render.spectaculum.colour.{colour}", language),
            font=name_face,
            fill=style.TROUPE_DARK[colour],
            anchor="lm",
        )
        x += step


def _money(image, draw, view, seat_view, top, language) -> None:
    _label(draw, t("render.spectaculum.private.money", language), top)
    cy = top + 62
    icons.coin(image, draw, PAD + 36, cy, 18)
    money = seat_view.get("money") if seat_view else None
    text = str(money) if money is not None else t("render.common.hidden", language)
    draw.text((PAD + 64, cy), text, font=font(40, "black"), fill=palette.INK, anchor="lm")
    bill = seat_view.get("sickness_bill") if seat_view else None
    if bill is not None:
        face = font(24, "bold")
        label = t("render.spectaculum.private.bill", language, amount=bill)
        chip(
            image,
            draw,
            WIDTH - PAD - 18 - face.getlength(label) - 28,
            cy - 20,
            label,
            face,
            palette.ACT,
            palette.WHITE,
            pad_x=14,
            height=40,
        )


def _cards(image, draw, view, seat_view, top, language) -> None:
    _label(draw, t("render.spectaculum.private.cards", language), top)
    column = (WIDTH - 2 * PAD - 36) / 4
    letter_face, count_face, small = font(22, "black"), font(40, "black"), font(19)
    for index, colour in enumerate(style.COLOURS):
        x = PAD + 18 + index * column
        count = (seat_view or {}).get("cards", {}).get(colour, 0)
        card_icon(image, draw, x, top + 46, 42, 60, colour, words.letter(colour, language), letter_face)
        draw.text(
            (x + 54, top + 76), str(count), font=count_face, fill=palette.INK if count else palette.MUTED, anchor="lm"
        )
        price = t("render.spectaculum.private.price", language, value=view["tracks"][colour])
        deck = t("render.spectaculum.private.deck", language, n=view["decks"][colour])
        draw.text((x, top + 126), f"{price} · {deck}", font=small, fill=palette.INK_SOFT, anchor="lm")


def _unseen(image, draw, view, seat_view, top, language) -> None:
    _label(draw, t("render.spectaculum.private.unseen", language), top)
    unseen = view.get("unseen") or {}
    column = (WIDTH - 2 * PAD - 36) / 4
    for index, colour in enumerate(style.COLOURS):
        x = PAD + 18 + index * column
        paste_marker(image, colour, x + 20, top + 68, 40, words.letter(colour, language))
        draw.text((x + 50, top + 68), f"×{unseen.get(colour, 0)}", font=font(28, "bold"), fill=palette.INK, anchor="lm")
