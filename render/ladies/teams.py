"""One row per team (the lady and the gentleman side by side) and the courtesan's row."""

from __future__ import annotations

from functools import partial

from PIL import Image

from render.common import palette, regions
from render.common.fonts import font
from render.common.seats import seat_key
from render.common.text import chip, draw_line, fit
from render.ladies import data, latest, layout, pieces, standings, style, words
from render.ladies.layout import BADGE, CHIP_GAP, CHIP_H, CHIP_W
from render.ladies.words import tr


def row_key(view, team) -> tuple:
    """What a team's row (`team` None: the courtesan's, without the latest move's frame) shows of
    the view: its people, whether they act, and the few fields of the whole game it reads
    (a team's row keeps its two people apart, `team_row`)."""
    if team is None:
        seats = [view["courtesan"]]
        panel = None
    else:
        panel = next(p for p in view["panels"] if p["team"] == team)
        seats = [panel["lady"], panel["gentleman"]]
    people = tuple(person_key(view, s) for s in seats)
    given_to = repr(view.get("courtesan_given")) if team is None or view.get("courtesan_given") else ""
    courtesan = (view.get("courtesan_pending"), repr(view.get("courtesan_paid")), view.get("courtesan"))
    teams = tuple(s.get("team") for s in view["seats"]) if team is None else ()
    return (
        repr(panel),
        people,
        view["phase"],
        repr(view.get("stages")),
        repr(view.get("config")),
        repr(view.get("result")) if view["phase"] == "ended" else "",
        given_to,
        courtesan if team is None else (),
        teams,
    )


def team_row(image, draw, view, team, box, language, display, part=None) -> None:
    """The team's lady and gentleman side by side. With `part` (what the static layer under the
    row is drawn from, wherever the row lies: its parts are keyed by their place in it) the head
    of each of the two (status, role and name: who acts changes it move after move) and the rest
    of each are kept (`regions.PARTS`) under what they show, without the latest move's frame,
    which is drawn over them."""
    left, top, right, bottom = box
    p = next(p for p in view["panels"] if p["team"] == team)
    lady_box, gent_box = halves(box)
    her = partial(lady, image, draw, view, p["lady"], lady_box, language, display)
    his = partial(gentleman, image, draw, view, p["gentleman"], gent_box, language, display)
    frames = [(p["lady"], lady_frame(lady_box)), (p["gentleman"], gent_box)]
    if part is None:
        her()
        his()
        person_frames(image, view, frames)
        return
    whole = (view["phase"], repr(view.get("config")), repr(view.get("result")) if view["phase"] == "ended" else "")
    her_head = top + HEAD_H
    regions.PARTS.draw(
        image,
        (lady_box[0] - 2, top, lady_box[2], her_head),
        (part, "lady head", head_key(view, p["lady"], language, display)),
        partial(person_head, image, draw, view, p["lady"], lady_box, language, display, "lady"),
    )
    status = lady_status_text(view, p["lady"], language)
    regions.PARTS.draw(
        image,
        (lady_box[0] - 2, her_head, lady_box[2], her_head + STATUS_H),
        (part, "lady status", status),
        partial(lady_status, draw, status, lady_box, her_head),
    )
    her_key = (wardrobe_key(view, p["lady"]), whole)
    regions.PARTS.draw(
        image,
        (lady_box[0] - 2, her_head + STATUS_H, lady_box[2], bottom),
        (part, "lady", her_key),
        partial(lady_wardrobe, image, draw, view, p["lady"], lady_box, language, her_head + STATUS_H),
    )
    his_head = gent_box[1] - 6 + HEAD_H
    regions.PARTS.draw(
        image,
        (gent_box[0], top, gent_box[2], his_head),
        (part, "gentleman head", head_key(view, p["gentleman"], language, display)),
        partial(_gentleman_head, image, draw, view, p["gentleman"], gent_box, language, display),
    )
    handed = sum(1 for _, to in view.get("courtesan_given") or [] if to == p["gentleman"])
    his_key = (body_key(view, p["gentleman"]), handed, whole)
    regions.PARTS.draw(
        image,
        (gent_box[0], his_head, gent_box[2], bottom),
        (part, "gentleman", his_key),
        partial(gentleman_body, image, draw, view, p["gentleman"], gent_box, language, his_head),
    )
    person_frames(image, view, frames, declared=True)


def halves(box) -> tuple[tuple, tuple]:
    """The lady's half of the row `box` (a team's or the courtesan's), and the gentleman's block."""
    left, top, right, bottom = box
    lady_box = (left + BADGE + 6, top, left + BADGE + 6 + layout.wardrobe_width() + 10, bottom)
    return lady_box, (lady_box[2] + 8, top + 8, right - 10, bottom - 8)


def person_blocks(box) -> tuple[tuple, tuple]:
    """The lady's block in the row `box` (framed when the latest move concerned her), and the
    gentleman's."""
    lady_box, gent_box = halves(box)
    return lady_frame(lady_box), gent_box


def head_key(view, seat, language, display) -> tuple:
    """What a person's head shows: the status band, the name."""
    return status_band(view, seat, language), display[seat]


def wardrobe_key(view, seat) -> tuple:
    """What a lady's wardrobe shows of her seat, and which of its cards the latest move framed."""
    sv = view["seats"][seat]
    new = set(latest.highlight(view).get("cards") or ())
    wardrobe = sv.get("wardrobe") or ()
    return (
        repr(wardrobe),
        sv.get("wardrobe_stars"),
        repr(sv.get("gossip_received")),
        tuple(c for c in wardrobe if c in new),
    )


def body_key(view, seat) -> tuple:
    """What the rest of a person's block shows of the seat: its fields, which of its cards the
    latest move framed."""
    sv = view["seats"][seat]
    new = set(latest.highlight(view).get("cards") or ())
    return repr(sv), tuple(c for c in sv.get("wardrobe") or () if c in new)


def lady_frame(lady_box) -> tuple:
    left, top, right, bottom = lady_box
    return (left - 2, top + 4, right - 4, bottom - 4)


def person_key(view, seat) -> tuple:
    """What a person's block shows of the seat and of who acts: the seat's fields, whether it
    acts or trades, which of its cards the latest move framed (the block's own frame is drawn
    over it, `person_frames`)."""
    sv = view["seats"][seat]
    new = set(latest.highlight(view).get("cards") or ())
    return (
        repr(sv),
        seat in (view.get("actors") or []),
        seat == view.get("trading"),
        tuple(c for c in sv.get("wardrobe") or () if c in new),
    )


def person_frames(image, view, blocks, declared: bool = False) -> None:
    """Frame the block of the seat that made the latest move and of the seats it concerned
    (`declared`: over kept parts, `latest.declared_frame`)."""
    hl = latest.highlight(view)
    marked = set(hl.get("seats") or ())
    if hl.get("seat") is not None:
        marked.add(hl["seat"])
    for seat, box in blocks:
        if seat in marked:
            mark = latest.declared_frame if declared else latest.frame
            mark(image, box, pad=-1, width=5 if seat == hl.get("seat") else 3)


def status_band(view, seat, language):
    """(text, colour) of a person's status band, or None."""
    result = view.get("result") if view["phase"] == "ended" else None
    if result:
        place = standings.ranks(view).get(seat)
        if place is None:
            return None
        return tr("band.place", language, place=place), (palette.TURN if place == 1 else (206, 210, 218))
    if seat in (view.get("actors") or []):
        return tr("band.trading" if seat == view.get("trading") else "band.must_act", language), palette.ACT
    return None


HEAD_H = 46  # a person's head: the status band, role and name along the top of the block


def person_head(image, draw, view, seat, box, language, display, role) -> float:
    """Role, name and status band along the top of a block; returns the y under it."""
    left, top, right, _ = box
    band = status_band(view, seat, language)
    x = left + 12
    if band:
        text, fill = band
        face = font(18, "black")
        text = text.upper() if language == "en" else text
        x = chip(image, draw, x, top + 10, text, face, fill, palette.INK, pad_x=10, height=30) + 10
    role_text = tr(f"role.{role}", language)
    rf = font(18, "medium")
    draw.text((x, top + 25), role_text, font=rf, fill=palette.INK_SOFT, anchor="lm")
    x += rf.getlength(role_text) + 10
    face, name = fit(display[seat], right - x - 12, 26, 17, "bold")
    draw.text((x, top + 25), name, font=face, fill=palette.INK, anchor="lm")
    return top + HEAD_H


def lady(image, draw, view, seat, box, language, display, role="lady") -> None:
    y = person_head(image, draw, view, seat, box, language, display, role)
    lady_body(image, draw, view, seat, box, language, y, role)


def lady_body(image, draw, view, seat, box, language, y, role="lady") -> None:
    """What a lady's block shows under her head (from `y`): status line, wardrobe, result."""
    lady_status(draw, lady_status_text(view, seat, language, role), box, y)
    lady_wardrobe(image, draw, view, seat, box, language, y + STATUS_H)


STATUS_H = 32  # a lady's status line under her head


def lady_status_text(view, seat, language, role="lady") -> str:
    """Her visit, craftsmen, purchases, servants and gossip, in a line."""
    sv = view["seats"][seat]
    parts = []
    if layout.is_ended(view):
        pass  # the day's visit and craftsmen no longer matter
    elif sv.get("visit") is not None:
        panel_view = view["panels"][sv["visit"]]
        parts.append(tr("lady.visit", language, boutique=words.boutique(panel_view["boutique"], language)))
    elif sv.get("visit_chosen"):
        parts.append(tr("lady.visit_chosen", language))
    if sv.get("craftsman_chosen") and view.get("stages", {}).get("ladies") == "craftsman":
        parts.append(tr("lady.craftsman_chosen", language))
    if not layout.is_ended(view) and role != "courtesan":  # she has no craftsman cards (R115)
        parts.append(tr("lady.craftsman", language, n=sv.get("craftsman_count", 0)))
    if sv.get("purchase_count"):
        parts.append(tr("lady.purchases", language, n=sv["purchase_count"]))
    if sv.get("deferred_count"):
        parts.append(tr("lady.deferred", language, n=sv["deferred_count"]))
    parts.append(tr("lady.servants", language, n=sv.get("servant_count", 0)))
    if (view.get("config") or {}).get("gossip"):
        parts.append(tr("lady.gossip", language, n=sv.get("gossip_count", 0)))
    return " · ".join(parts)


def lady_status(draw, text, box, y) -> None:
    left, _, right, _ = box
    face, text = fit(text, right - left - 24, 18, 16, "medium")
    draw_line(draw, (left + 12, y + 14), text, face, palette.INK)


def lady_wardrobe(image, draw, view, seat, box, language, y) -> None:
    """Her wardrobe's stars and cards from `y` down (her result is in the standings)."""
    left, top, right, bottom = box
    sv = view["seats"][seat]
    wardrobe = list(sv.get("wardrobe") or [])
    stars = sv.get("wardrobe_stars", 0)  # after the ball: the stars the ball counted (R106)
    label = tr("lady.wardrobe", language)
    lf = font(18, "bold")
    draw.text((left + 12, y + 10), label, font=lf, fill=palette.INK_SOFT, anchor="lm")
    pieces.star_text(image, draw, left + 12 + lf.getlength(label) + 10, y + 10, stars, 20)
    received = sv.get("gossip_received") or []
    if received:
        text = tr("lady.received", language, numbers=", ".join(str(n) for n, _ in received))
        f, text = fit(text, 360, 18, 16, "bold")
        draw.text((right - 12, y + 10), text, font=f, fill=palette.BAD, anchor="rm")
    y += 24
    items = ball_items(view, seat, wardrobe, language)
    chips(image, draw, view, items, left + 12, y, right, language)
    if not items:
        draw.text(
            (left + 12, y + CHIP_H / 2),
            tr("lady.wardrobe_empty", language),
            font=font(18),
            fill=palette.MUTED,
            anchor="lm",
        )


def ball_items(view, seat, wardrobe, language):
    """(card, note, out) per chip: while playing her wardrobe; at the end also her servants, with
    what the ball made of each card (R102-R107): discarded cards and the lost servant struck out,
    each servant's points."""
    order = {"clothing": 0, "accessory": 1, "jewel": 2}
    cards = sorted(wardrobe, key=lambda c: (order.get(data.card(c)["category"], 3), c))
    result = view.get("result") if layout.is_ended(view) else None
    if not result:
        return [(c, None, False) for c in cards]
    det = seat_key(result.get("details"), seat) or {}
    why = {c: r for c, r in det.get("discarded") or []}
    items = [(c, tr(f"result.{why[c]}", language) if c in why else None, c in why) for c in cards]
    points = det.get("servant_points") or {}
    for servant in seat_key(result.get("servants"), seat) or []:
        if servant == det.get("lost_servant"):
            items.append((servant, tr("result.lost_servant", language), True))
        else:
            items.append((servant, f"+{points.get(servant, 0)}", False))
    return items


def chips(image, draw, view, items, x0, y, right, language) -> None:
    per_row = layout.per_row()
    new = set(latest.highlight(view).get("cards") or ())
    for i, (card, note, out) in enumerate(items):
        x = x0 + (i % per_row) * (CHIP_W + CHIP_GAP)
        cy = y + (i // per_row) * (CHIP_H + CHIP_GAP)
        box = (x, cy, x + CHIP_W, cy + CHIP_H)
        if card in new:
            latest.frame(image, box, pad=3, width=4)
        pieces.card_chip(image, box, card, language)
        if out:
            veil(image, box)
        if note:  # the note replaces the chip's bottom line (stars, designers)
            light = style.CATEGORY_LIGHT[data.card(card)["category"]]
            draw.rectangle(
                (x + 4, cy + CHIP_H - 23, x + CHIP_W - 4, cy + CHIP_H - 4),
                fill=palette.mix(light, palette.WHITE, 0.55) if out else light,
            )
            face, text = fit(note, CHIP_W - 12, 17, 16, "black")
            draw.text(
                (x + CHIP_W - 6, cy + CHIP_H - 5),
                text,
                font=face,
                fill=palette.BAD if out else style.MONEY,
                anchor="rs",
            )
        if out:
            draw.line((x + 4, cy + 15, x + CHIP_W - 4, cy + 15), fill=palette.BAD, width=3)


def veil(image, box) -> None:
    """Fade a chip: a card the ball did not count."""
    left, top, right, bottom = (round(v) for v in box)
    region = image.crop((left, top, right, bottom))
    image.paste(Image.blend(region, Image.new("RGB", region.size, palette.WHITE), 0.55), (left, top))


def gentleman(image, draw, view, seat, box, language, display) -> None:
    y = _gentleman_head(image, draw, view, seat, box, language, display)
    gentleman_body(image, draw, view, seat, box, language, y)


def _gentleman_head(image, draw, view, seat, box, language, display) -> float:
    left, top, right, bottom = box
    return person_head(image, draw, view, seat, (left, top - 6, right, bottom), language, display, "gentleman")


def gentleman_body(image, draw, view, seat, box, language, y) -> None:
    """What a gentleman's block shows under his head (from `y`): money, goods, notes."""
    left, top, right, bottom = box
    sv = view["seats"][seat]
    big = font(28, "black")
    money = words.money(sv.get("money"), language)
    draw.text(
        (left + 12, y + 16),
        money,
        font=big,
        fill=style.MONEY if sv.get("money") is not None else palette.INK_SOFT,
        anchor="lm",
    )
    x = left + 12 + big.getlength(money) + 24
    if sv.get("order") is not None:
        label = tr("gent.order", language)
        f = font(18, "medium")
        draw.text((x, y + 16), label, font=f, fill=palette.INK_SOFT, anchor="lm")
        x += f.getlength(label) + 24
        pieces.order_token(image, draw, x, y + 18, 36, sv["order"])
        x += 30
    if sv.get("holding") is not None:
        f, text = fit(tr("gent.holding", language, slot=sv["holding"]), right - x - 12, 18, 16, "bold")
        draw.text((x, y + 16), text, font=f, fill=palette.ACT, anchor="lm")
    y += 40
    goods = {k: v for k, v in (sv.get("goods") or {}).items() if v}
    x = left + 28
    if not goods:
        draw.text((left + 12, y + 16), tr("gent.no_goods", language), font=font(18), fill=palette.MUTED, anchor="lm")
    for good in data.GOODS:
        if goods.get(good):
            x = pieces.goods_token(image, draw, x, y + 16, 32, good, language, goods[good]) + 26
    y += 34
    parts = []
    if sv.get("bonus_cards"):
        parts.append(tr("gent.bonus_cards", language, n=len(sv["bonus_cards"])))
    if sv.get("kept_today") and view["phase"] == "morning":
        parts.append(tr("gent.kept_today", language, n=sv["kept_today"]))
    handed = sum(1 for _, to in view.get("courtesan_given") or [] if to == seat)
    if handed:
        parts.append(tr("gent.from_courtesan", language, n=handed))
    if sv.get("done"):
        parts.append(tr("band.done", language))  # Roboto has no check mark glyph
    if parts:
        f, text = fit(" · ".join(parts), right - left - 24, 18, 16, "medium")
        draw_line(draw, (left + 12, y + 10), text, f, palette.INK)


def courtesan_frames(image, view, box) -> None:
    """The latest move's frame around the courtesan's block of her row `box`, over the kept row."""
    person_frames(image, view, [(view["courtesan"], person_blocks(box)[0])], declared=True)


def courtesan_row(image, draw, view, box, language, display) -> None:
    """Her row, without the latest move's frame (`courtesan_frames`)."""
    left, top, right, bottom = box
    seat = view["courtesan"]
    lady_box, gbox = halves(box)
    lady(image, draw, view, seat, lady_box, language, display, role="courtesan")
    x, y = gbox[0] + 12, gbox[1] + 22
    width = gbox[2] - gbox[0] - 24
    f = font(19, "bold")
    draw.text(
        (x, y), tr("lady.pending", language, n=view.get("courtesan_pending", 0)), font=f, fill=palette.INK, anchor="lm"
    )
    # R119: how many cards each gentleman was handed tonight (which cards stays hidden)
    given: dict = {}
    for _, to in view.get("courtesan_given") or []:
        given[to] = given.get(to, 0) + 1
    if given:
        y += 30
        text = tr("lady.given", language, list=", ".join(f"{display[g]} ×{n}" for g, n in sorted(given.items())))
        face, text = fit(text, width, 18, 16, "medium")
        draw.text((x, y), text, font=face, fill=palette.INK, anchor="lm")
    # R122: the gifts, counted by the paying team's colour (the cards are in her wardrobe)
    y += 34
    paid: dict = {}
    for _, payer in view.get("courtesan_paid") or []:
        paid[payer] = paid.get(payer, 0) + 1
    label = tr("lady.paid", language)
    lf = font(18, "medium")
    draw.text((x, y), label, font=lf, fill=palette.INK_SOFT, anchor="lm")
    mx = x + lf.getlength(label) + 24
    if not paid:
        draw.text((mx - 8, y), tr("none", language), font=lf, fill=palette.MUTED, anchor="lm")
    big = font(19, "black")
    for payer, n in sorted(paid.items()):
        if mx > gbox[2] - 40:
            break
        team = view["seats"][payer]["team"]
        pieces.marker(image, draw, mx, y, 28, pieces.team_colour(view, team), words.team_letter(team, language))
        draw.text((mx + 18, y + 1), f"×{n}", font=big, fill=palette.INK, anchor="lm")
        mx += 18 + big.getlength(f"×{n}") + 26
