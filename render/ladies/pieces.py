"""Drawn pieces: wardrobe cards (large and as chips), goods and order tokens, team markers,
craftsman cards, contracts and the market card. Pieces that carry much text are drawn once
and cached (`paste_cached`), keyed by what they show and the box they fill."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import palette
from render.common.cache import ImageCache
from render.common.fonts import font
from render.common.shapes import crown, disc, panel
from render.common.text import fit
from render.ladies import data, style, words

CACHE = ImageCache("ladies pieces")


def paste_cached(image, box, key: tuple, draw_piece, background=palette.PANEL) -> None:
    """Draw `draw_piece(piece, draw, local_box)` on a `background` tile the size of `box`
    once, then paste it. The piece must fill its box or sit on `background`."""
    left, top, right, bottom = (round(v) for v in box)
    size = (right - left, bottom - top)

    def draw():
        sprite = Image.new("RGB", size, background)
        draw_piece(sprite, ImageDraw.Draw(sprite), (0, 0, *size))
        return sprite

    image.paste(CACHE.get((size, background, key), draw), (left, top))


def team_colour(view, team):
    """The RGB colour of a team (its boutique's colour); the courtesan's own colour for None."""
    if team is None:
        return style.COURTESAN
    for p in view.get("panels") or []:
        if p["team"] == team:
            return style.TEAM.get(p["colour"], palette.MUTED)
    return palette.MUTED


def team_light(view, team):
    return palette.mix(team_colour(view, team), palette.WHITE, 0.82)


def marker(image, draw, cx, cy, d, fill, letter: str | None) -> None:
    """A team marker: team colour, white ring, bold letter; the courtesan's (letter None) a crown."""
    disc(image, cx, cy, d / 2, palette.WHITE)
    disc(image, cx, cy, d / 2 - 2, fill, palette.mix(fill, palette.BLACK, 0.45), 2)
    if letter is None:
        crown(image, cx, cy + d * 0.04, d * 0.27, palette.ink_on(fill))
        return
    face = font(max(16, round(d * 0.56)), "black")
    draw.text((cx, cy + 1), letter, font=face, fill=palette.ink_on(fill), anchor="mm")


@lru_cache(maxsize=64)
def _star_mask(d: int):
    ss = 4
    big = Image.new("L", (d * ss, d * ss), 0)
    c, outer, inner = d * ss / 2, d * ss / 2, d * ss / 2 * 0.45
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        a = math.radians(-90 + i * 36)
        points.append((c + r * math.cos(a), c + r * math.sin(a) + d * ss * 0.04))
    ImageDraw.Draw(big).polygon(points, fill=255)
    return big.reduce(ss)


def star(image, cx, cy, d, fill=style.STAR) -> None:
    """An elegance star (Roboto has no ★ glyph)."""
    mask = _star_mask(round(d))
    image.paste(
        fill,
        (
            round(cx - mask.width / 2),
            round(cy - mask.height / 2),
            round(cx - mask.width / 2) + mask.width,
            round(cy - mask.height / 2) + mask.height,
        ),
        mask,
    )


def stars(image, cx, cy, n, d, fill=style.STAR) -> None:
    """n stars in a row centred on (cx, cy)."""
    step = d * 1.05
    x = cx - step * (n - 1) / 2
    for i in range(n):
        star(image, x + i * step, cy, d, fill)


def star_text(image, draw, x, y, n, size, anchor="lm", fill=style.STAR):
    """'n' and a star; `anchor` 'lm'/'ls' (left) or 'rm' (right). Returns the width."""
    face = font(size, "black")
    text = str(n)
    width = face.getlength(text) + 3 + size
    left = x - width if anchor[0] == "r" else x
    vertical = anchor[1]
    draw.text((left, y), text, font=face, fill=fill, anchor="l" + vertical)
    cy = y if vertical == "m" else y - size * 0.36
    star(image, left + face.getlength(text) + 3 + size / 2, cy, size, fill)
    return width


def _card_base(image, box, card_id, radius, inner, inner_radius):
    """A card's frame in its category's colour and its light face; returns (card data, category)."""
    c = data.card(card_id)
    cat = c["category"]
    panel(image, box, style.CATEGORY[cat], radius)
    panel(image, inner, style.CATEGORY_LIGHT[cat], inner_radius)
    return c, cat


def card_chip(image, box, card_id, language) -> None:
    """A wardrobe/servant card as a small chip: category colour, the item's name, its
    elegance and designers; a masked card shows its category only."""
    paste_cached(image, box, ("chip", card_id, language), lambda im, dr, b: _card_chip(im, dr, b, card_id, language))


def _card_chip(image, draw, box, card_id, language) -> None:
    left, top, right, bottom = box
    c, cat = _card_base(image, box, card_id, 7, (left + 3, top + 3, right - 3, bottom - 3), 5)
    w = right - left - 10
    if c["id"] is None:
        face, text = fit(words.category(cat, language), w, 16, 16, "bold")
        draw.text(((left + right) / 2, (top + bottom) / 2), text, font=face, fill=style.CATEGORY_DARK[cat], anchor="mm")
        return
    if cat == "servant":
        name = c["name"]
        second = words.tr("servant_short", language)
    else:
        name = words.kind(c["kind"], language)
        second = "+".join(c["designers"]) if c["designers"] else "—"
    face, text = fit(name, w, 17, 16, "bold")
    draw.text((left + 6, top + 4), text, font=face, fill=palette.INK, anchor="la")
    y = bottom - 5
    if cat != "servant":
        sw = star_text(image, draw, left + 6, y, c["elegance"], 17, anchor="ls", fill=style.CATEGORY_DARK[cat])
    else:
        sw = 0
    face, text = fit(second, w - sw - 6, 16, 16, "medium")
    draw.text((right - 6, y), text, font=face, fill=palette.INK_SOFT, anchor="rs")


def big_card(image, box, card_id, language, note: str | None = None) -> None:
    paste_cached(
        image, box, ("big", card_id, language, note), lambda im, dr, b: _big_card(im, dr, b, card_id, language, note)
    )


def card_title(card_id: str, language: str) -> str:
    """The name a face-up card shows in large: a servant's name, else its kind ("hat")."""
    c = data.card(card_id)
    return c["name"] if c["category"] == "servant" else words.kind(c["kind"], language)


def _big_card(image, draw, box, card_id, language, note) -> None:
    """A full wardrobe or servant card: item name, category, stars, designers, price."""
    left, top, right, bottom = box
    c, cat = _card_base(image, box, card_id, 10, (left + 4, top + 30, right - 4, bottom - 4), 7)
    w = right - left - 12
    cx = (left + right) / 2
    face, text = fit(words.category(cat, language), w, 17, 16, "bold")
    draw.text((cx, top + 16), text, font=face, fill=palette.WHITE, anchor="mm")
    if c["id"] is None:
        face, text = fit(words.tr("face_down", language), w, 18, 16, "medium")
        draw.text((cx, (top + bottom) / 2 + 14), text, font=face, fill=style.CATEGORY_DARK[cat], anchor="mm")
        return
    title = card_title(card_id, language)
    if cat == "servant":
        sub = words.tr("servant_short", language)
    else:
        sub = "+".join(c["designers"]) or words.tr("no_designer", language)
    face, text = fit(title, w, 24, 16, "bold")
    draw.text((cx, top + 50), text, font=face, fill=palette.INK, anchor="mm")
    if cat != "servant":
        stars(image, cx, top + 82, c["elegance"], 22)
    face, text = fit(sub, w, 18, 16, "medium")
    draw.text((cx, bottom - 44), text, font=face, fill=palette.INK_SOFT, anchor="mm")
    face, text = fit(note or words.money(c["price"], language), w, 20, 16, "black")
    draw.text((cx, bottom - 18), text, font=face, fill=style.MONEY, anchor="mm")


def card_back(image, draw, box, cat=None) -> None:
    left, top, right, bottom = box
    edge = style.CATEGORY_DARK.get(cat, (90, 80, 100))
    fill = style.CATEGORY.get(cat, (150, 130, 160))
    panel(image, box, edge, 6)
    panel(image, (left + 2, top + 2, right - 2, bottom - 2), fill, 5)
    draw.line((left + 6, top + 6, right - 6, bottom - 6), fill=palette.mix(fill, palette.WHITE, 0.35), width=2)
    draw.line((left + 6, bottom - 6, right - 6, top + 6), fill=palette.mix(fill, palette.WHITE, 0.35), width=2)


def goods_token(image, draw, cx, cy, d, good, language, count=None) -> float:
    """A goods token (colour and letter); `count` > 1 adds '×n'. Returns its right edge."""
    fill = style.GOODS[good]
    half = d / 2
    if good == "gold":
        panel(image, (cx - half * 1.15, cy - half * 0.8, cx + half * 1.15, cy + half * 0.8), style.GOODS_EDGE[good], 5)
        panel(image, (cx - half * 1.15 + 2, cy - half * 0.8 + 2, cx + half * 1.15 - 2, cy + half * 0.8 - 2), fill, 4)
        right = cx + half * 1.15
    else:
        disc(image, cx, cy, half, fill, style.GOODS_EDGE[good], 2)
        right = cx + half
    face = font(max(16, round(d * 0.5)), "black")
    draw.text((cx, cy + 1), words.goods_letter(good, language), font=face, fill=palette.ink_on(fill), anchor="mm")
    if count is not None and count > 1:
        face = font(max(16, round(d * 0.55)), "black")
        text = f"×{count}"
        draw.text((right + 3, cy + 1), text, font=face, fill=palette.INK, anchor="lm")
        right += 3 + face.getlength(text)
    return right


def order_token(image, draw, cx, cy, d, number) -> None:
    disc(image, cx, cy, d / 2, style.ORDER, palette.INK, 3)
    face = font(max(16, round(d * 0.6)), "black")
    draw.text((cx, cy + 1), str(number), font=face, fill=palette.INK, anchor="mm")


def token_back(image, draw, cx, cy, d) -> None:
    disc(image, cx, cy, d / 2, style.TOKEN_BACK, style.TOKEN_BACK_EDGE, 2)
    disc(image, cx, cy, d / 4, palette.mix(style.TOKEN_BACK, palette.WHITE, 0.25))


def craftsman(image, box, craftsman_id, language) -> None:
    paste_cached(
        image, box, ("craft", craftsman_id, language), lambda im, dr, b: _craftsman(im, dr, b, craftsman_id, language)
    )


def _craftsman(image, draw, box, craftsman_id, language) -> None:
    left, top, right, bottom = box
    c = data.craftsmen()[craftsman_id]
    kind = c["type"]
    panel(image, box, palette.INK_SOFT, 8)
    panel(image, (left + 3, top + 3, right - 3, bottom - 3), style.CATEGORY_LIGHT[kind], 6)
    panel(image, (left + 3, top + 3, left + 12, bottom - 3), style.CATEGORY[kind], 4)
    w = right - left - 60
    face, text = fit(words.tr(f"type.{kind}", language), w, 19, 16, "bold")
    draw.text((left + 18, (top + bottom) / 2), text, font=face, fill=palette.INK, anchor="lm")
    face = font(22, "black")
    draw.text(
        (right - 10, (top + bottom) / 2 + 1), f"×{c['n']}", font=face, fill=style.CATEGORY_DARK[kind], anchor="rm"
    )


def contract(image, box, contract_id, supplement, language) -> None:
    paste_cached(
        image,
        box,
        ("contract", contract_id, supplement, language),
        lambda im, dr, b: _contract(im, dr, b, contract_id, supplement, language),
    )


def contract_payout(contract_id: str, language: str) -> str:
    """A contract's payout, as its card writes it in large ("£1,200")."""
    return words.money(data.contracts()[contract_id]["payout"], language)


def _contract(image, draw, box, contract_id, supplement, language) -> None:
    left, top, right, bottom = box
    k = data.contracts()[contract_id]
    panel(image, box, (120, 96, 60), 10)
    panel(image, (left + 3, top + 3, right - 3, bottom - 3), (252, 244, 226), 8)
    # goods needed
    x = left + 22
    for good, n in k["goods"].items():
        x = goods_token(image, draw, x, top + 26, 30, good, language, n) + 22
    # payout to all, premium (+ accumulated supplement) or bonus to the first
    y = top + 62
    face = font(21, "black")
    draw.text((left + 10, y), contract_payout(contract_id, language), font=face, fill=style.MONEY, anchor="lm")
    small = font(17, "medium")
    first = words.tr("contract.first", language)
    premium = words.money(k["premium"] + supplement, language)
    face2, text = fit(f"{first} +{premium}", right - left - 20, 18, 16, "bold")
    draw.text((left + 10, y + 28), text, font=face2, fill=palette.INK, anchor="lm")
    if supplement:
        sup = words.tr("contract.supplement", language, amount=words.money(supplement, language))
        face3, sup = fit(sup, right - left - 20, 16, 16, "medium")
        draw.text((left + 10, y + 50), sup, font=face3, fill=palette.BAD, anchor="lm")
    if k["bonus"]:
        text = words.tr("contract.or_bonus", language, bonus=bonus_text(k["bonus"], language))
        face4, text = fit(text, right - left - 20, 17, 16, "medium")
        draw.text((left + 10, bottom - 16), text, font=face4, fill=(110, 40, 130), anchor="lm")
    del small


def bonus_text(bonus: dict, language: str) -> str:
    kind = bonus["type"]
    if kind == "elegance":
        return words.tr("bonus.elegance", language, n=bonus["points"])
    if kind == "goods":
        return words.tr("bonus.goods", language, n=bonus["count"])
    if kind == "servants":
        return words.tr("bonus.servants", language, n=bonus["count"])
    return words.tr("bonus.discount", language, category=words.tr(f"type.{bonus['category']}", language))


def market_card(image, box, market_id, language) -> None:
    paste_cached(image, box, ("market", market_id, language), lambda im, dr, b: _market(im, dr, b, market_id, language))


def market_rows(box) -> list[tuple[str, float, float]]:
    """(kind of goods, the middle of its row, the row's height) of each row of the market card
    drawn in `box`."""
    top, bottom = box[1], box[3]
    row_h = (bottom - top - 40) / len(data.GOODS)
    return [(good, top + 40 + row_h * (i + 0.5), row_h) for i, good in enumerate(data.GOODS)]


def _market(image, draw, box, market_id, language) -> None:
    left, top, right, bottom = box
    prices = data.market()[market_id]
    panel(image, box, (60, 90, 70), 10)
    panel(image, (left + 3, top + 3, right - 3, bottom - 3), (240, 248, 240), 8)
    face, text = fit(words.tr("market", language), right - left - 20, 20, 16, "bold")
    draw.text((left + 12, top + 18), text, font=face, fill=palette.INK, anchor="lm")
    for good, cy, _ in market_rows(box):
        goods_token(image, draw, left + 26, cy, 28, good, language)
        face, name = fit(words.goods_name(good, language), right - left - 130, 18, 16, "medium")
        draw.text((left + 50, cy), name, font=face, fill=palette.INK, anchor="lm")
        price = prices[good]
        draw.text(
            (right - 12, cy),
            words.money(price, language),
            font=font(20 if price > 100 else 18, "black" if price > 100 else "bold"),
            fill=style.MONEY if price > 100 else palette.INK_SOFT,
            anchor="rm",
        )
