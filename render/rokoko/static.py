"""The cached layer of the board image: everything fixed for a board side, player count
and language (backgrounds, titles, empty spaces with their costs, rewards and values)."""

from __future__ import annotations

import threading

from PIL import Image, ImageDraw

from render.common import latest, memory, palette
from render.common.fonts import font
from render.common.shapes import panel
from render.common.text import fit
from render.common.texts import t
from render.rokoko import pieces, style, words
from render.rokoko.data import board_layout
from render.rokoko.layout import FOOTER_H, HEADER_HEIGHT, TITLE, layout
from render.rokoko.layout import FOUNTAIN_LABEL as label_w

_LOCK = threading.Lock()  # the bot renders in worker threads


def title(draw, box, text, language=None, right_text=None, size=20) -> None:
    left, top, right, _ = box
    face, text = fit(
        text, right - left - 24 - (font(18).getlength(right_text) + 16 if right_text else 0), size, 16, "bold"
    )
    draw.text((left + 12, top + TITLE / 2 + 1), text, font=face, fill=palette.INK, anchor="lm")
    if right_text:
        draw.text(
            (right - 12, top + TITLE / 2 + 1), right_text, font=font(18, "medium"), fill=palette.INK_SOFT, anchor="rm"
        )


def frame(image, box, fill=palette.PANEL) -> None:
    panel(image, box, fill, 14, palette.PANEL_EDGE, 2)


def empty_space(image, draw, box, cost, pp) -> None:
    """A free decoration space: its cost (coin) and printed prestige (violet)."""
    left, top, right, bottom = box
    panel(image, box, style.SLOT_EDGE, 10)
    panel(image, (left + 2, top + 2, right - 2, bottom - 2), style.SLOT, 8)
    cx = (left + right) / 2
    pieces.coin(image, draw, cx, top + 24, 19, cost, 20)
    if pp:
        pieces.prestige(image, draw, cx, bottom - 17, 13, pp, 16)


def reward_icon(image, draw, cx, cy, reward) -> None:
    if reward == "money_2":
        pieces.coin(image, draw, cx, cy, 16, "+2", 16)
    elif reward == "yarn":
        pieces.yarn(image, draw, cx, cy, 13)
    elif reward == "lace":
        pieces.lace(image, draw, cx, cy, 12)
    elif reward == "resource_tile":
        panel(image, (cx - 14, cy - 14, cx + 14, cy + 14), (120, 104, 80), 5)
        panel(image, (cx - 12, cy - 12, cx + 12, cy + 12), (250, 244, 230), 4)
        draw.line((cx - 9, cy + 1, cx + 9, cy + 1), fill=(160, 140, 110), width=1)
        draw.rectangle((cx - 8, cy - 9, cx + 8, cy - 3), fill=style.DRESS["green"])
        pieces.yarn(image, draw, cx - 5, cy + 7, 4)
        pieces.lace(image, draw, cx + 5, cy + 7, 4)


def guest_space(image, draw, box, master, reward, scale=1.0) -> None:
    left, top, right, bottom = box
    if master:
        panel(image, box, style.GOLD, 10)
        panel(image, (left + 4, top + 4, right - 4, bottom - 4), (255, 246, 214), 7)
        pieces.thimble(image, draw, (left + right) / 2, bottom - 16, 18)
    else:
        panel(image, box, style.SLOT_EDGE, 10)
        panel(image, (left + 2, top + 2, right - 2, bottom - 2), style.SLOT, 8)
    if reward:
        reward_icon(image, draw, (left + right) / 2, top + 30 if master else (top + bottom) / 2, reward)


def terrace_space(image, draw, box, multiplier) -> None:
    left, top, right, bottom = box
    panel(image, box, style.TERRACE, 10)
    dash, gap = 8, 6
    edge = (100, 120, 150)
    x = left + 6
    while x < right - 6:
        draw.line((x, top, min(x + dash, right - 6), top), fill=edge, width=2)
        draw.line((x, bottom - 1, min(x + dash, right - 6), bottom - 1), fill=edge, width=2)
        x += dash + gap
    y = top + 6
    while y < bottom - 6:
        draw.line((left, y, left, min(y + dash, bottom - 6)), fill=edge, width=2)
        draw.line((right - 1, y, right - 1, min(y + dash, bottom - 6)), fill=edge, width=2)
        y += dash + gap
    draw.text(
        ((left + right) / 2, (top + bottom) / 2),
        f"×{multiplier}",
        font=font(30, "black"),
        fill=(60, 80, 120),
        anchor="mm",
    )


@memory.kept_function("rokoko static layers", memory.image_bytes)
def _static(side: str, players: int, language: str) -> Image.Image:
    places = layout(side, players)
    board = board_layout(side)
    image = Image.new("RGB", (style.WIDTH, places.height), palette.BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, style.WIDTH, HEADER_HEIGHT), fill=palette.HEADER)

    # dress display
    box = places.boxes["display"]
    frame(image, box)
    title(draw, box, t("render.rokoko.title.display", language))
    for window, wbox in zip(board["windows"], places.windows):
        left, top, right, bottom = wbox
        fill = style.DARK_WINDOW if window["dark"] else style.SLOT
        panel(image, (left, top, right, bottom), fill, 10)
        pieces.coin(image, draw, (left + right) / 2, top + 20, 18, window["cost"], 20)
        panel(image, (left + 6, top + 44, right - 6, bottom - 6), palette.mix(fill, palette.INK, 0.08), 8)
    dark = [wbox for window, wbox in zip(board["windows"], places.windows) if window["dark"]]
    if dark:
        face, text = fit(t("render.rokoko.window.cleared", language), dark[-1][2] - dark[0][0], 17, 16, "bold")
        draw.text(
            ((dark[0][0] + dark[-1][2]) / 2, box[1] + TITLE / 2 + 1),
            text,
            font=face,
            fill=palette.INK_SOFT,
            anchor="mm",
        )

    # warehouse
    box = places.boxes["warehouse"]
    frame(image, box)
    title(draw, box, t("render.rokoko.title.warehouse", language))
    for section, (sbox, tiles) in zip(board["warehouse"], places.sections):
        panel(image, sbox, palette.mix(palette.PANEL, palette.LINE, 0.25), 10)
        draw.text(
            (sbox[0] + 10, sbox[1] + 15),
            words.section_title(section["number"], language),
            font=font(18, "bold"),
            fill=palette.INK,
            anchor="lm",
        )
        for tbox in tiles:
            panel(image, tbox, palette.mix(palette.PANEL, palette.LINE, 0.45), 10)

    # employee offer
    box = places.boxes["hire"]
    frame(image, box)
    title(draw, box, t("render.rokoko.title.hire", language))
    for cbox in places.hire:
        panel(image, cbox, palette.mix(palette.PANEL, palette.LINE, 0.35), 10)

    # terrace + fireworks
    box = places.boxes["fireworks"]
    frame(image, box, palette.mix(style.TERRACE, palette.PANEL, 0.5))
    first, second = board["fireworks_majority"]
    title(draw, box, t("render.rokoko.title.fireworks", language))
    _majority(image, draw, box[2] - 12, box[1] + TITLE / 2 + 1, first, second)
    for space in board["terrace"]:
        terrace_space(image, draw, places.spaces[space["id"]], space["multiplier"])
    for space in board["fireworks"]:
        empty_space(image, draw, places.spaces[space["id"]], space["cost"], space["pp"])

    # fountain
    box = places.boxes["fountain"]
    frame(image, box)
    title(draw, box, t("render.rokoko.title.fountain", language))
    for row, key in (("upper", "fountain_upper"), ("lower", "fountain_lower")):
        spaces = board["fountain"][row]
        if not spaces:
            continue
        sbox = places.spaces[spaces[0]["id"]]
        lines = _two_lines(t(f"render.rokoko.title.{key}", language), label_w)
        face = font(lines[0], "medium")
        cy = (sbox[1] + sbox[3]) / 2 - (len(lines[1]) - 1) * lines[0] * 0.6
        for line in lines[1]:
            draw.text((box[0] + 12, cy), line, font=face, fill=palette.INK, anchor="lm")
            cy += lines[0] * 1.2
        for space in spaces:
            empty_space(image, draw, places.spaces[space["id"]], space["cost"], space["pp"])

    # statues and the all-halls bonus
    box = places.boxes["statues"]
    frame(image, box)
    title(draw, box, t("render.rokoko.title.statues", language))
    for space in board["statues"]:
        empty_space(image, draw, places.spaces[space["id"]], space["cost"], space["pp"])
    first_all = places.spaces[board["all_halls"][0]["id"]]
    draw.text(
        (box[0] + 12, first_all[1] - 12),
        t("render.rokoko.title.all_halls", language),
        font=font(18, "bold"),
        fill=palette.INK,
        anchor="lm",
    )
    for space in board["all_halls"]:
        sbox = places.spaces[space["id"]]
        panel(image, sbox, style.SLOT_EDGE, 10)
        panel(image, (sbox[0] + 2, sbox[1] + 2, sbox[2] - 2, sbox[3] - 2), style.SLOT, 8)
        pieces.prestige(image, draw, (sbox[0] + sbox[2]) / 2, (sbox[1] + sbox[3]) / 2, 17, space["pp"], 19)

    # favour
    box = places.boxes["favour"]
    frame(image, box)
    lines = _two_lines(words.favour_title(language), box[2] - box[0] - 24)
    y = box[1] + 18
    for line in lines[1]:
        draw.text((box[0] + 12, y), line, font=font(lines[0], "bold"), fill=palette.INK, anchor="lm")
        y += round(lines[0] * 1.2)

    # halls
    for hall, (hbox, mbox, guests) in zip(board["halls"], places.halls):
        left, top, right, bottom = hbox
        panel(image, hbox, style.GOLD if hall["royal"] else palette.PANEL_EDGE, 14)
        panel(image, (left + 3, top + 3, right - 3, bottom - 3), style.ROYAL if hall["royal"] else style.HALL, 12)
        name, *royal_title = words.hall_names(hall, language)
        draw.text((left + 12, top + 22), name, font=font(24, "black"), fill=palette.INK, anchor="lm")
        for title_text in royal_title:
            face, royal = fit(title_text, mbox[0] - left - 20, 17, 14, "bold")
            draw.text((left + 12, top + 48), royal, font=face, fill=(90, 50, 130), anchor="lm")
        first, second = hall["majority"]
        label = t("render.rokoko.title.majority", language)
        draw.text((left + 12, top + 72), label, font=font(16, "medium"), fill=palette.INK_SOFT, anchor="lm")
        x = left + 16 + font(16, "medium").getlength(label)
        pieces.prestige(image, draw, x + 14, top + 72, 14, first, 16)
        draw.text((x + 31, top + 72), "/", font=font(18, "bold"), fill=palette.INK_SOFT, anchor="lm")
        pieces.prestige(image, draw, x + 52, top + 72, 14, second, 16)
        empty_space(image, draw, mbox, hall["musician"]["cost"], hall["musician"]["pp"])
        for space, gbox in zip(hall["guest_spaces"], guests):
            guest_space(image, draw, gbox, space["master"], space["reward"])

    _legend(image, draw, places.height - FOOTER_H, language)
    for box in places.seats:  # the player panels' background (the board draws their rows on it)
        frame(image, box)
    return image


def _majority(image, draw, right, cy, first, second) -> None:
    """Two prestige discs 'first / second', right-aligned at `right`."""
    pieces.prestige(image, draw, right - 14, cy, 14, second, 16)
    draw.text((right - 33, cy), "/", font=font(18, "bold"), fill=palette.INK_SOFT, anchor="mm")
    pieces.prestige(image, draw, right - 52, cy, 14, first, 16)


def _two_lines(text, width):
    from render.common.text import wrap

    return wrap(text, width, 66, 17, 16)


def _legend(image, draw, top, language) -> None:
    face = font(17, "medium")
    cy = top + 22
    x: float = 20
    guest_space(image, draw, (x, cy - 15, x + 26, cy + 15), True, None)
    x = _label(draw, x + 34, cy, t("render.rokoko.legend.master", language), face) + 26
    pieces.coin(image, draw, x + 14, cy, 14, "+2", 16)
    pieces.yarn(image, draw, x + 40, cy, 11)
    pieces.lace(image, draw, x + 64, cy, 10)
    x = _label(draw, x + 84, cy, t("render.rokoko.legend.reward", language), face) + 26
    latest.swatch(image, x, cy)
    _label(draw, x + 34, cy, t("render.rokoko.legend.last", language), face)
    cy = top + 58
    x = 20
    pieces.coin(image, draw, x + 12, cy, 12)
    x = _label(draw, x + 30, cy, t("render.rokoko.legend.money", language), face) + 22
    pieces.prestige(image, draw, x + 12, cy, 12)
    x = _label(draw, x + 30, cy, t("render.rokoko.legend.prestige", language), face) + 22
    pieces.yarn(image, draw, x + 11, cy, 11)
    x = _label(draw, x + 28, cy, t("render.rokoko.legend.yarn", language), face) + 22
    pieces.lace(image, draw, x + 11, cy, 10)
    x = _label(draw, x + 28, cy, t("render.rokoko.legend.lace", language), face) + 22
    tile_icon(image, draw, x + 11, cy)
    x = _label(draw, x + 28, cy, t("render.rokoko.legend.tiles", language), face) + 22
    pieces.marker(image, draw, x + 15, cy, 30, "c1", "A")
    _label(draw, x + 36, cy, t("render.rokoko.legend.letters", language), face)


def _label(draw, x, cy, text, face) -> float:
    draw.text((x, cy), text, font=face, fill=palette.INK, anchor="lm")
    return x + face.getlength(text)


def tile_icon(image, draw, cx, cy) -> None:
    """A kept resource tile, small."""
    panel(image, (cx - 11, cy - 12, cx + 11, cy + 12), (120, 104, 80), 4)
    panel(image, (cx - 9, cy - 10, cx + 9, cy + 10), (250, 244, 230), 3)
    draw.rectangle((cx - 6, cy - 7, cx + 6, cy - 2), fill=style.DRESS["green"])
    draw.rectangle((cx - 6, cy + 2, cx + 6, cy + 6), fill=style.YARN)


def static_layer(side: str, players: int, language: str) -> Image.Image:
    with _LOCK:
        return _static(side, players, language)
