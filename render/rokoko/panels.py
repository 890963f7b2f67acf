"""One panel per player on the public board: name and marker, whose turn, money, yarn,
lace, kept tiles, cards per zone, employees played this round, favour and start player."""

from __future__ import annotations

from functools import partial

from engines.rokoko.scoring import in_scoring_order
from render.common import composition, palette, regions
from render.common.fonts import font
from render.common.seats import seat_key
from render.common.shapes import disc, edge, panel, triangle
from render.common.text import fit, wrap
from render.common.texts import t
from render.rokoko import pieces, style, words
from render.rokoko.static import tile_icon

SILVER = (206, 210, 218)
BAND = 36


def draw_panels(image, draw, view, boxes, language, display, part=None) -> None:
    """With `part` (what the static layer under the panels is drawn from) each panel is kept
    (`regions.PARTS`) under what it shows and pasted while that stays the same; its band (whose
    turn it is, who still chooses) and the band's coloured edge are drawn over it, so a turn
    passing from one player to the next does not draw the panels again."""
    for seat_view, box in zip(view["seats"], boxes):
        name = display[seat_view["seat"]]
        if part is None:
            _panel(image, draw, view, seat_view, box, language, name)
        else:
            regions.PARTS.draw(
                image,
                box,
                (part, "panel", box, name, panel_key(view, seat_view)),
                partial(_panel, image, draw, view, seat_view, box, language, name),
            )
        _band_over(image, draw, view, seat_view, box, language)


def panel_key(view, sv) -> tuple:
    """What a player's panel shows of the view (its band aside): the seat's own fields, its
    colour, and the phase (with the result at the end)."""
    seat = sv["seat"]
    ended = view["phase"] == "ended"
    return (repr(sv), view["colours"][seat], view["phase"], repr(view.get("result")) if ended else "")


def _band(view, seat_view, language):
    """(text, colour, on-turn triangle) of the panel's top band, or None."""
    seat = seat_view["seat"]
    phase = view["phase"]
    result = view.get("result") if phase == "ended" else None
    if result:
        place = seat_key(result["placings"], seat)
        return t("render.rokoko.panel.place", language, place=place), (palette.TURN if place == 1 else SILVER), False
    if phase == "select":
        if seat_view.get("selecting") or seat in (view.get("actors") or []):
            return t("render.rokoko.panel.choosing", language), palette.ACT, False
        return t("render.rokoko.panel.done", language), palette.mix(palette.GOOD, palette.WHITE, 0.55), False
    if seat == view.get("active"):
        return t("render.rokoko.panel.on_turn", language), palette.TURN, True
    return None


EDGE_W = 6  # a banded panel's edge, in its band's colour (2 px of the plain edge else)
RADIUS = 14
# the card zones' label and number sizes and the gap between zones, largest first: the first that
# fits (no text under 16 px, so a narrow panel's Czech closes the gaps)
ZONE_SIZES = ((17, 21, 12), (16, 19, 12), (16, 19, 8), (16, 19, 4))


def _band_over(image, draw, view, sv, box, language) -> None:
    """The panel's band and its edge in the band's colour, over the panel: it says where it
    draws first (`composition.drawn`)."""
    band = _band(view, sv, language)
    if not band:
        return
    left, top, right, bottom = box
    composition.drawn(
        (left, top, right, top + max(BAND, RADIUS)),
        (left, bottom - RADIUS, right, bottom),
        (left, top, left + RADIUS, bottom),
        (right - RADIUS, top, right, bottom),
    )
    text, fill, on_turn = band
    edge(image, box, RADIUS, EDGE_W, fill)
    panel(image, (left, top, right, top + BAND), fill, RADIUS)
    draw.rectangle((left + EDGE_W, top + 22, right - EDGE_W, top + BAND), fill=fill)
    x = left + 14
    if on_turn:
        triangle(image, x + 8, top + BAND / 2, 16, palette.INK)
        x += 22
    face, text = fit(text.upper() if language == "en" else text, right - x - 12, 20, 16, "black")
    draw.text((x, top + BAND / 2 + 1), text, font=face, fill=palette.INK, anchor="lm")


def _panel(image, draw, view, sv, box, language, name) -> None:
    """The panel but its band (`_band_over`)."""
    seat = sv["seat"]
    left, top, right, bottom = box
    width = right - left
    colour = view["colours"][seat]
    panel(image, box, palette.PANEL, RADIUS, palette.PANEL_EDGE, 2)
    pad = 12
    # name with the seat's marker
    y = top + BAND + 24
    pieces.marker(image, draw, left + pad + 17, y, 34, colour, words.seat_letter(seat, language))
    face, shown = fit(name, width - 2 * pad - 44, 26, 17, "bold")
    draw.text((left + pad + 42, y), shown, font=face, fill=palette.INK, anchor="lm")

    # money, yarn, lace, tiles
    y = top + BAND + 66
    x = left + pad
    big = font(26 if width > 260 else 24, "black")
    pieces.coin(image, draw, x + 13, y, 13)
    x += 30
    draw.text((x, y), str(sv["money"]), font=big, fill=palette.INK, anchor="lm")
    x += big.getlength(str(sv["money"])) + 14
    for kind, value in (("yarn", sv["yarn"]), ("lace", sv["lace"])):
        (pieces.yarn if kind == "yarn" else pieces.lace)(image, draw, x + 11, y, 11 if kind == "yarn" else 10)
        x += 26
        draw.text((x, y), str(value), font=big, fill=palette.INK, anchor="lm")
        x += big.getlength(str(value)) + 14
    tile_icon(image, draw, x + 12, y)
    x += 28
    draw.text((x, y), str(sv["tiles_count"]), font=big, fill=palette.INK, anchor="lm")

    # card zones
    y = top + BAND + 104
    parts = [
        (t("render.rokoko.panel.supply", language), sv["supply_count"]),
        (t("render.rokoko.panel.hand", language), sv["hand_count"]),
        (t("render.rokoko.panel.discard", language), len(sv.get("discard") or [])),
    ]
    for label_size, number_size, gap in ZONE_SIZES:  # the largest that fits (Czech words are longer)
        label, number = font(label_size, "medium"), font(number_size, "black")
        total = sum(label.getlength(a) + 5 + number.getlength(str(b)) for a, b in parts) + gap * (len(parts) - 1)
        if total <= width - 2 * pad:
            break
    x = left + pad
    for text, value in parts:
        draw.text((x, y), text, font=label, fill=palette.INK_SOFT, anchor="lm")
        x += label.getlength(text) + 5
        draw.text((x, y), str(value), font=number, fill=palette.INK, anchor="lm")
        x += number.getlength(str(value)) + gap

    # played this round (phase 3), or the final scoring breakdown
    y = top + BAND + 138
    played = sv.get("played") or []
    if view["phase"] == "actions":
        text = t("render.rokoko.panel.played", language)
        face, text = fit(text, width - 2 * pad, 17, 16, "medium")
        draw.text((left + pad, y - 2), text, font=face, fill=palette.INK_SOFT, anchor="lm")
        x = left + pad
        cy = y + 26
        step = min(34, (width - 2 * pad - 30) / max(1, len(played)))
        if not played:
            draw.text(
                (x, cy), t("render.rokoko.panel.nothing", language), font=font(17), fill=palette.MUTED, anchor="lm"
            )
        for card in played:
            _rank_chip(image, draw, x, cy, card["rank"], language)
            x += step
    elif view["phase"] == "ended" and view.get("result"):
        breakdown = seat_key(view["result"].get("breakdown"), seat) or {}
        nbsp = "\u00a0"
        items = [
            t("render.rokoko.score_item", language, what=_score_name(key, language), pp=value).replace(" ", nbsp)
            for key, value in in_scoring_order(breakdown)
            if value
        ]
        size, lines = wrap(f"{nbsp}· ".join(items), width - 2 * pad - 40, bottom - 6 - (y - 14), 17, 16)
        yy = y - 14
        for line in lines:
            draw.text((left + pad, yy), line, font=font(size, "medium"), fill=palette.INK, anchor="la")
            yy += round(size * 1.18)

    # favour, start player, prestige
    y = bottom - 22
    x = left + pad
    tags = []
    ended = view["phase"] == "ended"
    if sv.get("is_start") and not ended:
        tags.append(("start", t("render.rokoko.panel.start", language)))
    if sv.get("has_favour") and not ended:
        tags.append(("favour", t("render.rokoko.panel.favour", language)))
    pp = sv.get("pp")
    pp_w = 0
    if pp is not None:
        pp_w = 44
        pieces.prestige(image, draw, right - pad - 18, y - 4 if view["phase"] == "ended" else y, 18, pp, 19)
    for kind, text in tags:
        face = font(16, "bold")
        fill = (60, 60, 70) if kind == "start" else (150, 40, 60)
        w = face.getlength(text) + 20
        if x + w > right - pad - pp_w:
            face, text = fit(text, right - pad - pp_w - x - 20, 16, 16, "bold")
            w = face.getlength(text) + 20
        panel(image, (x, y - 13, x + w, y + 13), fill, 13)
        draw.text((x + w / 2, y), text, font=face, fill=palette.WHITE, anchor="mm")
        x += w + 6


def _score_name(key: str, language: str) -> str:
    from i18n import has

    full = f"render.rokoko.score.{key}"
    return t(full, language) if has(full, language) else key


def _rank_chip(image, draw, x, cy, rank, language) -> None:
    fill, dark = style.RANK[rank], style.RANK_DARK[rank]
    panel(image, (x, cy - 14, x + 28, cy + 14), dark, 6)
    panel(image, (x + 2, cy - 12, x + 26, cy + 12), fill, 5)
    # pips, not a letter: a letter would read like a player's (A-E); one pip an apprentice, three a master
    pips = {"apprentice": 1, "journeyman": 2, "master": 3}[rank]
    for i in range(pips):
        disc(image, x + 14 + (i - (pips - 1) / 2) * 8, cy, 3, dark)
