"""The street: one boutique per team with its window card, stock, craftsman and visitors."""

from __future__ import annotations

from render.common import palette
from render.common.fonts import font
from render.common.shapes import disc, panel
from render.common.text import chip, fit, wrap_centre, wrap_draw
from render.ladies import latest, pieces, style, words
from render.ladies.layout import shop_outline
from render.ladies.words import tr

# A boutique's stock (window card and the cards under it), its craftsman and its visitors are
# kept apart (a purchase changes the stock, a day's craftsman the stack, each turn of shopping
# the queue): the stock from under the boutique's name down to CRAFTSMAN_TOP, the craftsman
# down to VISITORS_TOP, the visitors from there down.
STOCK_TOP, CRAFTSMAN_TOP, VISITORS_TOP = 48, 217, 262


def stock_key(p) -> str:
    """What a boutique's stock shows of its panel."""
    return repr((p.get("window"), p.get("stocking"), p.get("under_count")))


def craftsman_key(view, p) -> tuple:
    """What a boutique's craftsman shows: the stack, whether its lady chose today's."""
    return repr(p.get("craftsman_stack")), bool(view["seats"][p["lady"]].get("craftsman_chosen"))


def visitors_key(view, p) -> tuple:
    """Who visits a boutique or queues in it (and their teams), whether nobody came."""
    visitors = tuple((s["seat"], s.get("team")) for s in view["seats"] if s.get("visit") == p["panel"])
    queue = tuple(view["seats"][seat].get("team") for seat in (p.get("shop") or {}).get("queue") or ())
    return repr(p.get("shop")), p.get("unvisited"), visitors, queue


def shop_frame(image, view, p, box) -> None:
    """The latest move's frame around a boutique it changed, drawn over the kept boutique."""
    if p["panel"] in (latest.highlight(view).get("panels") or ()):
        latest.declared_frame(image, shop_outline(box), pad=4, width=6)


def shop(image, draw, view, p, box, language, display) -> None:
    """A boutique, without the latest move's frame (`shop_frame`)."""
    stock(image, draw, view, p, box, language)
    craftsman(image, draw, view, p, box, language)
    visitors_row(image, draw, view, p, box, language)


def window_box(box) -> tuple:
    """Where the window card of the boutique in the street's column `box` lies."""
    inner_l, top = box[0] + 16, box[1]
    return (inner_l, top + 56, inner_l + window_width(box), top + 56 + 160)


def window_width(box) -> int:
    left, right = box[0], box[2]
    return min(124, round((right - 16 - (left + 16)) * 0.55))


def stock(image, draw, view, p, box, language) -> None:
    """The window card and the cards under it."""
    left, top, right, bottom = box
    inner_r = right - 16
    # window card and the face-down cards under it
    cbox, card_w = window_box(box), window_width(box)
    if p.get("window"):
        pieces.big_card(image, cbox, p["window"], language)
    else:
        panel(image, cbox, style.SLOT_EDGE, 10)
        panel(image, (cbox[0] + 2, cbox[1] + 2, cbox[2] - 2, cbox[3] - 2), style.SLOT, 8)
        text = tr("shop.stocking" if p.get("stocking") else "shop.empty", language)
        wrap_centre(draw, text, (cbox[0] + cbox[2]) / 2, (cbox[1] + cbox[3]) / 2, card_w - 14, palette.MUTED, 17)
    x = cbox[2] + 10
    n = p.get("under_count") or 0
    if n:
        for i in range(min(n, 4)):
            pieces.card_back(image, draw, (x + i * 8, top + 66 + i * 6, x + i * 8 + 40, top + 122 + i * 6))
        text = tr("shop.under", language, n=n)
        if font(18, "bold").getlength(text) <= inner_r - x:
            draw.text((x, top + 158), text, font=font(18, "bold"), fill=palette.INK, anchor="lm")
        else:  # a narrow boutique (5 teams): two lines
            wrap_draw(draw, text, x, top + 150, inner_r - x + 4, palette.INK, 16, 2)


def craftsman(image, draw, view, p, box, language) -> None:
    """The craftsman stack: the top card is the one played today, the count on its corner."""
    left, top, right, bottom = box
    inner_l, inner_r = left + 16, right - 16
    y = top + 226
    stack = p.get("craftsman_stack") or []
    if stack:
        pieces.craftsman(image, (inner_l, y, inner_r, y + 36), stack[-1], language)
        if len(stack) > 1:
            chip(
                image,
                draw,
                inner_r - 34,
                y - 9,
                str(len(stack)),
                font(16, "black"),
                palette.INK_SOFT,
                palette.WHITE,
                pad_x=6,
                height=22,
            )
    else:
        lady = view["seats"][p["lady"]]
        text = (
            tr("shop.craftsman_hidden", language)
            if lady.get("craftsman_chosen")
            else tr("shop.craftsman", language) + ": " + tr("none", language)
        )
        face, text = fit(text, inner_r - inner_l, 17, 16, "medium")
        draw.text((inner_l, y + 18), text, font=face, fill=palette.MUTED, anchor="lm")


def visitors_row(image, draw, view, p, box, language) -> None:
    """Who visits (after the reveal), or the serving queue while shopping."""
    left, top, right, bottom = box
    inner_l, inner_r = left + 16, right - 16
    y = top + 282
    shop = p.get("shop")
    visitors = shop["queue"] if shop else [s["seat"] for s in view["seats"] if s.get("visit") == p["panel"]]
    if p.get("unvisited"):  # R51/R67: nobody came, so nobody is listed
        text = tr("shop.unvisited", language)
        if font(16, "bold").getlength(text) > inner_r - inner_l:
            text = tr("shop.unvisited_short", language)
        face, text = fit(text, inner_r - inner_l, 17, 16, "bold")
        draw.text((inner_l, y), text, font=face, fill=palette.BAD, anchor="lm")
        return
    label = tr("shop.queue" if shop else "shop.visitors", language)
    face, label = fit(label, 110, 17, 16, "bold")
    draw.text((inner_l, y), label, font=face, fill=palette.INK_SOFT, anchor="lm")
    x = inner_l + face.getlength(label) + 22
    if not visitors:
        draw.text(
            (x - 6, y), tr("shop.no_visitors", language), font=font(17, "medium"), fill=palette.MUTED, anchor="lm"
        )
    for seat in visitors:
        team = view["seats"][seat]["team"]
        fill = pieces.team_colour(view, team)
        out = shop is not None and seat in shop.get("out", [])
        if shop is not None and seat == shop.get("holder"):
            disc(image, x, y, 20, palette.ACT)
        pieces.marker(
            image,
            draw,
            x,
            y,
            32,
            palette.mix(fill, palette.WHITE, 0.6) if out else fill,
            words.team_letter(team, language),
        )
        if out:
            draw.line((x - 13, y - 13, x + 13, y + 13), fill=palette.INK, width=3)
        x += 40
        if x > inner_r - 14:
            break
