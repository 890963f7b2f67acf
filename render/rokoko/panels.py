"""One panel per player on the public board: name and marker, whose turn, money, yarn,
lace, kept tiles, cards per zone, employees played this round, favour and start player.

The panel's background is in the static layer (`static.seat_panels`). What is drawn on it comes
in rows, each a kept part (`regions.PARTS`) under what it shows: a move changes a number or two
of one player, and a turn passing changes two bands, so a board draws a row or three, not the
panels. The band (whose turn it is, who still chooses) and the panel's edge in its colour make
their own parts: the band over the top row, the edge down the sides, and the bottom row holds
the edge's foot (the prestige disc reaches into it)."""

from __future__ import annotations

from functools import partial

from engines.rokoko.scoring import in_scoring_order
from render.common import palette, regions
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
    """With `part` (what the static layer under the panels is drawn from) each row of a panel is
    kept (`regions.PARTS`) under what it shows and pasted while that stays the same."""
    for seat_view, box in zip(view["seats"], boxes):
        _panel(image, draw, view, seat_view, box, language, display[seat_view["seat"]], part)


def background(image, box) -> None:
    """The panel under the rows (drawn into the static layer)."""
    panel(image, box, palette.PANEL, RADIUS, palette.PANEL_EDGE, 2)


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
PAD = 12
# the card zones' label and number sizes and the gap between zones, largest first: the first that
# fits (no text under 16 px, so a narrow panel's Czech closes the gaps)
ZONE_SIZES = ((17, 21, 12), (16, 19, 12), (16, 19, 8), (16, 19, 4))
# The rows' tops below the panel's top: the band (its rectangle fills its last line too), name,
# goods, card zones, cards played, and the foot (start player, favour, prestige); at the end the
# scoring breakdown takes the last two.
NAME, GOODS, ZONES, PLAYED, FOOT, BREAKDOWN = BAND + 1, 82, 121, 156, 218, 156


def _panel(image, draw, view, sv, box, language, name, part=None) -> None:
    """The panel's rows over its background, and its band and edge when it has a band. Without
    `part` every row is drawn (nothing kept)."""
    seat = sv["seat"]
    left, top, right, bottom = box  # (left and right fall between pixels: drawn there, as ever)
    width = right - left
    ended = view["phase"] == "ended"
    band = _band(view, sv, language)
    fill = band[1] if band else None
    colour = view["colours"][seat]
    rows: list[tuple[tuple, tuple, partial]] = [
        (
            (left, top + NAME, right, top + GOODS),
            ("name", name, colour, words.seat_letter(seat, language)),
            partial(_name_row, image, draw, left, top, width, colour, seat, name, language),
        ),
        (
            (left, top + GOODS, right, top + ZONES),
            ("goods", sv["money"], sv["yarn"], sv["lace"], sv["tiles_count"]),
            partial(_goods_row, image, draw, sv, left, top, width),
        ),
        (
            (left, top + ZONES, right, top + PLAYED),
            ("zones", sv["supply_count"], sv["hand_count"], len(sv.get("discard") or [])),
            partial(_zones_row, draw, sv, left, top, width, language),
        ),
    ]
    if ended:
        result = view.get("result")
        breakdown = repr(seat_key(result.get("breakdown"), seat)) if result else None
        rows.append(
            (
                (left, top + BREAKDOWN, right, bottom),
                ("breakdown", breakdown, sv.get("pp"), fill),
                partial(_final_row, image, draw, view, sv, box, language, fill),
            )
        )
        sides = top + BREAKDOWN
    else:
        if view["phase"] == "actions":
            ranks = tuple(card["rank"] for card in sv.get("played") or [])
            rows.append(
                (
                    (left, top + PLAYED, right, top + FOOT),
                    ("played", ranks),
                    partial(_played_row, image, draw, sv, left, top, width, language),
                )
            )
        rows.append(
            (
                (left, top + FOOT, right, bottom),
                ("foot", bool(sv.get("is_start")), bool(sv.get("has_favour")), sv.get("pp"), fill),
                partial(_foot_row, image, draw, view, sv, box, language, fill),
            )
        )
        sides = top + FOOT
    if band:
        rows += [
            (
                (left, top, right, top + NAME),
                ("band", band),
                partial(_band_row, image, draw, box, band, language),
            ),
            # over the rows' ends (the edge is opaque there)
            ((left, top + NAME, left + EDGE_W, sides), ("edge", fill), partial(_edge_within, image, box, fill)),
            ((right - EDGE_W, top + NAME, right, sides), ("edge", fill), partial(_edge_within, image, box, fill)),
        ]
    for row, key, draw_row in rows:
        if part is None:
            draw_row(row)
        else:
            regions.PARTS.draw(image, row, (part, "panel", row, key), partial(draw_row, row))


def _edge_within(image, box, fill, within) -> None:
    """The panel's edge in its band's colour, where it falls inside `within`."""
    edge(image, box, RADIUS, EDGE_W, fill, tuple(round(v) for v in within))


def _band_row(image, draw, box, band, language, within) -> None:
    text, fill, on_turn = band
    left, top, right, _ = box
    _edge_within(image, box, fill, within)
    panel(image, (left, top, right, top + BAND), fill, RADIUS)
    draw.rectangle((left + EDGE_W, top + 22, right - EDGE_W, top + BAND), fill=fill)
    x = left + 14
    if on_turn:
        triangle(image, x + 8, top + BAND / 2, 16, palette.INK)
        x += 22
    face, text = fit(text.upper() if language == "en" else text, right - x - 12, 20, 16, "black")
    draw.text((x, top + BAND / 2 + 1), text, font=face, fill=palette.INK, anchor="lm")


def _name_row(image, draw, left, top, width, colour, seat, name, language, within) -> None:
    y = top + BAND + 24
    pieces.marker(image, draw, left + PAD + 17, y, 34, colour, words.seat_letter(seat, language))
    face, shown = fit(name, width - 2 * PAD - 44, 26, 17, "bold")
    draw.text((left + PAD + 42, y), shown, font=face, fill=palette.INK, anchor="lm")


def _goods_row(image, draw, sv, left, top, width, within) -> None:
    """Money, yarn, lace and tiles."""
    y = top + BAND + 66
    x = left + PAD
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


def _zones_row(draw, sv, left, top, width, language, within) -> None:
    y = top + BAND + 104
    parts = [
        (t("render.rokoko.panel.supply", language), sv["supply_count"]),
        (t("render.rokoko.panel.hand", language), sv["hand_count"]),
        (t("render.rokoko.panel.discard", language), len(sv.get("discard") or [])),
    ]
    for label_size, number_size, gap in ZONE_SIZES:  # the largest that fits (Czech words are longer)
        label, number = font(label_size, "medium"), font(number_size, "black")
        total = sum(label.getlength(a) + 5 + number.getlength(str(b)) for a, b in parts) + gap * (len(parts) - 1)
        if total <= width - 2 * PAD:
            break
    x = left + PAD
    for text, value in parts:
        draw.text((x, y), text, font=label, fill=palette.INK_SOFT, anchor="lm")
        x += label.getlength(text) + 5
        draw.text((x, y), str(value), font=number, fill=palette.INK, anchor="lm")
        x += number.getlength(str(value)) + gap


def _played_row(image, draw, sv, left, top, width, language, within) -> None:
    """The employees played this round (phase 3)."""
    y = top + BAND + 138
    played = sv.get("played") or []
    text = t("render.rokoko.panel.played", language)
    face, text = fit(text, width - 2 * PAD, 17, 16, "medium")
    draw.text((left + PAD, y - 2), text, font=face, fill=palette.INK_SOFT, anchor="lm")
    x = left + PAD
    cy = y + 26
    step = min(34, (width - 2 * PAD - 30) / max(1, len(played)))
    if not played:
        draw.text((x, cy), t("render.rokoko.panel.nothing", language), font=font(17), fill=palette.MUTED, anchor="lm")
    for card in played:
        _rank_chip(image, draw, x, cy, card["rank"], language)
        x += step


def _final_row(image, draw, view, sv, box, language, fill, within) -> None:
    """At the end: the scoring breakdown and the prestige, over the edge's foot."""
    left, top, right, bottom = box
    y = top + BAND + 138
    if view.get("result"):
        breakdown = seat_key(view["result"].get("breakdown"), sv["seat"]) or {}
        nbsp = "\u00a0"
        items = [
            t("render.rokoko.score_item", language, what=_score_name(key, language), pp=value).replace(" ", nbsp)
            for key, value in in_scoring_order(breakdown)
            if value
        ]
        width = right - left
        size, lines = wrap(f"{nbsp}· ".join(items), width - 2 * PAD - 40, bottom - 6 - (y - 14), 17, 16)
        yy = y - 14
        for line in lines:
            draw.text((left + PAD, yy), line, font=font(size, "medium"), fill=palette.INK, anchor="la")
            yy += round(size * 1.18)
    _prestige(image, draw, sv, right, bottom, True)
    if fill is not None:
        _edge_within(image, box, fill, within)


def _foot_row(image, draw, view, sv, box, language, fill, within) -> None:
    """Start player, favour and prestige, over the edge's foot."""
    left, top, right, bottom = box
    y = bottom - 22
    x = left + PAD
    tags = []
    if sv.get("is_start"):
        tags.append(("start", t("render.rokoko.panel.start", language)))
    if sv.get("has_favour"):
        tags.append(("favour", t("render.rokoko.panel.favour", language)))
    pp_w = 44 if sv.get("pp") is not None else 0
    _prestige(image, draw, sv, right, bottom, False)
    for kind, text in tags:
        face = font(16, "bold")
        ink = (60, 60, 70) if kind == "start" else (150, 40, 60)
        w = face.getlength(text) + 20
        if x + w > right - PAD - pp_w:
            face, text = fit(text, right - PAD - pp_w - x - 20, 16, 16, "bold")
            w = face.getlength(text) + 20
        panel(image, (x, y - 13, x + w, y + 13), ink, 13)
        draw.text((x + w / 2, y), text, font=face, fill=palette.WHITE, anchor="mm")
        x += w + 6
    if fill is not None:
        _edge_within(image, box, fill, within)


def _prestige(image, draw, sv, right, bottom, ended) -> None:
    pp = sv.get("pp")
    if pp is not None:
        y = bottom - 22
        pieces.prestige(image, draw, right - PAD - 18, y - 4 if ended else y, 18, pp, 19)


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
