"""A player's own image. A lady (or the courtesan): craftsman cards, the cards she stocks,
an offer in her hands, purchases awaiting the bill, deferred cards, servants with their
goals, gossip and her wardrobe. A gentleman: money, goods, the token he holds, what he has
seen in the exchange, tonight's bills and his lady's deferred cards."""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.common import grid, palette
from render.common.fonts import font, printable
from render.common.header import counter_chip
from render.common.private import LABEL, canvas, panels
from render.common.seats import display_names
from render.common.shapes import panel
from render.common.text import chip, fit
from render.ladies import data, pieces, style, words
from render.ladies.words import tr

WIDTH = 900
PAD = 20
HEADER = 120
BIG_W, BIG_H = 124, 160
CHIP_W, CHIP_H = 128, 48
CRAFT_W, CRAFT_H = 196, 40
SERVANT_H = 58


# item width, height and gap of each kind of section laid out in rows
CELLS = {
    "big": (BIG_W, BIG_H, 10),
    "chips": (CHIP_W, CHIP_H, 8),
    "craft": (CRAFT_W, CRAFT_H, 10),
    "gossip": (80, 44, 10),
}
MARGIN_BELOW = {"big": 16, "chips": 14, "craft": 16, "gossip": 16}


def _grid(kind, count, x0=0, y0=0):
    """The boxes of `count` items of a section of `kind` from (x0, y0), and the grid's height."""
    w, h, gap = CELLS[kind]
    columns = grid.per_row(WIDTH - 2 * PAD - 28, w, gap)
    return grid.boxes(count, x0, y0, w, h, columns, gap), grid.height(count, columns, h, gap)


def _sections(view, me):
    """(label, kind, items) per section, in drawing order."""
    out: list[tuple[str, str, list | None]] = []
    role = me.get("role")
    if role == "gentleman":
        out.append(("money", "money", None))
        if me.get("bills") is not None:
            out.append(("bills", "big", list(me["bills"] or [])))
        if me.get("window_offer"):
            out.append(("window_offer", "big", [me["window_offer"]]))
        if me.get("courtesan_cards"):
            out.append(("courtesan_cards", "big", list(me["courtesan_cards"])))
        out.append(("lady_deferred", "chips", list(me.get("deferred") or [])))
        return out
    out.append(("craftsman_hand", "craft", list(me.get("craftsman_hand") or [])))
    if me.get("drawn"):
        out.append(("drawn", "big", list(me["drawn"])))
    for p in view.get("panels") or []:
        if p.get("offer") and not me.get("drawn") and (p.get("shop") or {}).get("holder") == me.get("seat"):
            out.append(("offer", "big", list(p["offer"])))
    if me.get("stocked"):
        out.append(("stocked", "chips", list(me["stocked"])))
    if view["phase"] != "ended":  # bills are over; the wardrobe and the standings tell the rest
        out.append(
            ("courtesan_purchases" if role == "courtesan" else "purchases", "big", list(me.get("purchases") or []))
        )
    if me.get("deferred"):
        out.append(("deferred", "chips", list(me["deferred"])))
    if role == "courtesan" and me.get("pending"):
        out.append(("pending", "chips", list(me["pending"])))
    out.append(("servants", "servants", list(me.get("servants") or [])))
    if (view.get("config") or {}).get("gossip"):
        out.append(("gossip", "gossip", list(me.get("gossip_hand") or [])))
    seat = me.get("seat")
    wardrobe = view["seats"][seat].get("wardrobe") if seat is not None else []
    out.append(("wardrobe", "chips", list(wardrobe or [])))
    return out


def _height(kind, items):
    if kind == "money":
        return 150
    if not items:
        return LABEL + 40
    if kind in CELLS:
        return LABEL + _grid(kind, len(items))[1] + MARGIN_BELOW[kind]
    if kind == "servants":
        return LABEL + len(items) * (SERVANT_H + 8) + 10
    return LABEL + 40


def private_image(view: dict, language: str, seat_name: str, seat_names=None) -> Image.Image:
    me = view.get("me") or {"role": None}
    seat = me.get("seat", view.get("viewer"))
    sections = _sections(view, me) if me.get("role") else []
    heights = [_height(kind, items) for _, kind, items in sections]
    image = canvas(WIDTH, HEADER, heights, least=500)
    draw = ImageDraw.Draw(image)
    name = printable(seat_name or "", "bold", fallback=display_names([], view["players"], language)[seat or 0])
    _header(image, draw, view, me, language, name, seat, seat_names)
    for (key, kind, items), top in zip(sections, panels(image, PAD, HEADER, heights)):
        _section(image, draw, view, me, key, kind, items, top, language)
    return image


def _header(image, draw, view, me, language, name, seat, seat_names) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER), fill=palette.HEADER)
    team = view["seats"][seat]["team"] if seat is not None else None
    pieces.marker(image, draw, PAD + 22, 36, 44, pieces.team_colour(view, team), words.team_letter(team, language))
    day_face = font(24, "bold")
    day_text = tr("day", language, day=view["day"], days=view["days"])
    day_left = counter_chip(image, draw, WIDTH - PAD, 17, day_text, day_face)
    role = tr(f"role.{me.get('role')}", language) if me.get("role") else ""
    face, title = fit(f"{name} · {role}" if role else name, day_left - PAD - 70, 32, 20, "bold")
    draw.text((PAD + 56, 36), title, font=face, fill=palette.WHITE, anchor="lm")
    phase = tr(f"phase.{view['phase']}", language)
    actors = view.get("actors") or []
    side = _own_side(view, seat)
    if view["phase"] == "ended" and side is not None:  # the same place and total as the standings
        text = tr("private.result", language, place=side["place"], total=side["total"])
        fill, ink = palette.WHITE, palette.INK
    elif view["phase"] == "ended":
        text, fill, ink = phase, palette.WHITE, palette.INK
    elif seat in actors:
        text, fill, ink = tr("private.your_turn", language, phase=phase), palette.ACT, palette.INK
    elif actors and seat_names:
        names = display_names(seat_names, view["players"], language)
        text = tr("private.waiting", language, names=", ".join(names[s] for s in actors), phase=phase)
        fill, ink = palette.mix(palette.HEADER, palette.WHITE, 0.18), palette.WHITE
    else:
        text, fill, ink = (
            tr("private.not_your_turn", language, phase=phase),
            palette.mix(palette.HEADER, palette.WHITE, 0.18),
            palette.WHITE,
        )
    face, text = fit(text, WIDTH - 2 * PAD - 30, 24, 17, "bold")
    chip(image, draw, PAD, 68, text, face, fill, ink, pad_x=14, height=38)


def _own_side(view, seat):
    """The result's side of `seat` (a gentleman who wins with the courtesan: his team's)."""
    sides = (view.get("result") or {}).get("sides") or []
    return next((s for s in sides if seat in s["seats"] and s["team"] is not None), None) or next(
        (s for s in sides if seat in s["seats"]), None
    )


def _label(draw, text, top, right_text=None) -> None:
    face, text = fit(text, WIDTH - 2 * PAD - 300, 21, 16, "bold")
    draw.text((PAD + 18, top + 22), text, font=face, fill=palette.INK_SOFT, anchor="lm")
    if right_text:
        f, right_text = fit(right_text, 280, 19, 16, "medium")
        draw.text((WIDTH - PAD - 18, top + 22), right_text, font=f, fill=palette.INK_SOFT, anchor="rm")


def _section(image, draw, view, me, key, kind, items, top, language) -> None:
    if kind == "money":
        _money(image, draw, view, me, top, language)
        return
    right_text = None
    if key == "bills" and me.get("plan_total") is not None:
        right_text = tr("private.plan_total", language, amount=words.money(me["plan_total"], language))
    if key == "craftsman_hand" and me.get("craftsman_chosen") in data.craftsmen():
        c = data.craftsmen()[me["craftsman_chosen"]]
        right_text = tr("private.craft_chosen", language, type=tr(f"type.{c['type']}", language), n=c["n"])
    if key == "wardrobe":  # after the ball: the stars the ball counted (R106)
        right_text = tr("private.stars", language, n=view["seats"][me["seat"]].get("wardrobe_stars", 0))
    if key == "gossip" and me.get("gossip_given_today"):
        right_text = tr("private.gossip_given", language)
    if key == "purchases" and me.get("servant_taken"):
        right_text = tr("private.servant_taken", language)
    _label(draw, tr(f"private.{key}", language), top, right_text)
    if not items:
        draw.text(
            (PAD + 18, top + LABEL + 16), tr("private.empty", language), font=font(20), fill=palette.MUTED, anchor="lm"
        )
        return
    x0, y0 = PAD + 14, top + LABEL
    if kind == "servants":
        for i, card in enumerate(items):
            y = y0 + i * (SERVANT_H + 8)
            _servant(image, draw, (x0, y, WIDTH - PAD - 14, y + SERVANT_H), card, language)
        return
    for item, box in zip(items, _grid(kind, len(items), x0, y0)[0]):
        if kind == "big":
            pieces.big_card(image, box, item, language)
        elif kind == "chips":
            pieces.card_chip(image, box, item, language)
        elif kind == "craft":
            pieces.craftsman(image, box, item, language)
        elif kind == "gossip":
            chip(
                image,
                draw,
                box[0],
                box[1],
                f"#{item}",
                font(22, "black"),
                (120, 40, 60),
                palette.WHITE,
                pad_x=16,
                height=44,
                radius=8,
            )


def _servant(image, draw, box, card, language) -> None:
    left, top, right, bottom = box
    c = data.card(card)
    panel(image, box, style.CATEGORY["servant"], 8)
    panel(image, (left + 3, top + 3, right - 3, bottom - 3), style.CATEGORY_LIGHT["servant"], 6)
    if c["id"] is None:
        draw.text(
            (left + 14, (top + bottom) / 2),
            words.category("servant", language),
            font=font(20, "bold"),
            fill=palette.INK,
            anchor="lm",
        )
        return
    face = font(22, "bold")
    draw.text((left + 14, (top + bottom) / 2), c["name"], font=face, fill=palette.INK, anchor="lm")
    x = left + 14 + 150
    goal = tr(f"servant_goal.{card}", language)
    f, goal = fit(goal, right - x - 12, 19, 16, "medium")
    draw.text((x, (top + bottom) / 2), goal, font=f, fill=palette.INK, anchor="lm")


def _money(image, draw, view, me, top, language) -> None:
    _label(draw, tr("private.money", language), top)
    seat = me.get("seat")
    sv = view["seats"][seat] if seat is not None else {}
    y = top + LABEL + 24
    big = font(40, "black")
    text = words.money(me.get("money"), language)
    draw.text((PAD + 18, y), text, font=big, fill=style.MONEY, anchor="lm")
    x = PAD + 18 + big.getlength(text) + 34
    goods = {k: v for k, v in (sv.get("goods") or {}).items() if v}
    if not goods:
        draw.text((x, y), tr("gent.no_goods", language), font=font(20), fill=palette.MUTED, anchor="lm")
    for good in data.GOODS:
        if goods.get(good):
            x = pieces.goods_token(image, draw, x + 18, y, 36, good, language, goods[good]) + 16
    if sv.get("order") is not None:
        pieces.order_token(image, draw, WIDTH - PAD - 40, y, 44, sv["order"])
    y += 50
    parts = []
    holding = me.get("holding")
    if holding:
        token = holding.get("token")
        name = (
            words.goods_name(token, language)
            if token in data.GOODS
            else tr("private.order_token", language, n=str(token)[1:])
        )
        parts.append(tr("private.holding", language, slot=holding.get("slot"), token=name))
    memory = me.get("memory") or []
    if memory:
        seen = ", ".join(
            f"{slot}: " + (words.goods_name(tok, language) if tok in data.GOODS else str(tok)[1:])
            for slot, tok in memory
        )
        parts.append(tr("private.memory", language, seen=seen))
    if parts:
        f, text = fit(" · ".join(parts), WIDTH - 2 * PAD - 36, 19, 16, "medium")
        draw.text((PAD + 18, y), text, font=f, fill=palette.INK, anchor="lm")
