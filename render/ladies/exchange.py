"""The stock exchange (its token slots, orders and turn order) and the contracts."""

from __future__ import annotations

import math

from render.common import latest as latest_mark
from render.common import palette
from render.common.fonts import font
from render.common.shapes import disc, panel, ring
from render.common.text import draw_line, fit
from render.ladies import latest, pieces, style, words
from render.ladies.layout import TITLE
from render.ladies.words import tr


def exchange_key(view) -> tuple:
    """What the exchange shows of the view: the exchange itself, the slots the latest move
    changed, the gentlemen's turn order and who trades, and the teams of the seats it marks."""
    return (
        repr(view.get("exchange")),
        repr(latest.highlight(view).get("slots")),
        repr(view.get("turn_order")),
        view.get("trading"),
        (view.get("stages") or {}).get("gentlemen"),
        tuple(s.get("team") for s in view["seats"]),
    )


def contracts_key(view) -> tuple:
    """What the contracts show of the view."""
    return (
        repr(view.get("contracts")),
        view.get("contracts_deck"),
        view.get("contracts_discard"),
        repr(latest.highlight(view).get("contracts")),
        tuple(s.get("team") for s in view["seats"]),
    )


def slot_places(view, box) -> tuple[float, list[tuple[float, float]]]:
    """The diameter of a token in the exchange drawn in `box`, and the centre of each slot."""
    left, top, right, _ = box
    slots = (view.get("exchange") or {}).get("slots") or []
    per_row = max(1, math.ceil(len(slots) / 2))
    step = min(50, (right - left - 40) / max(per_row, 1))
    d = min(40, step - 6)
    centres = [
        (left + 20 + step * (i % per_row) + step / 2, top + TITLE + 28 + (i // per_row) * (d + 30))
        for i in range(len(slots))
    ]
    return d, centres


def exchange(image, draw, view, box, language, display) -> None:
    left, top, right, bottom = box
    ex = view.get("exchange") or {}
    slots = ex.get("slots") or []
    d, centres = slot_places(view, box)
    face = font(16, "bold")
    changed = {x["slot"]: x for x in (latest.highlight(view).get("slots") or ())}
    for slot, (cx, cy) in zip(slots, centres):
        state = slot.get("state")
        mark = changed.get(slot["slot"])
        if mark is not None:
            grow = 9 if state == "held" else 6  # outside the holder's ring
            disc(image, cx, cy, d / 2 + grow, latest_mark.COLOUR)
            disc(image, cx, cy, d / 2 + grow - 4, palette.WHITE)
        if state == "down":
            pieces.token_back(image, draw, cx, cy, d)
        elif state == "held":
            team = view["seats"][slot["holder"]]["team"] if slot.get("holder") is not None else None
            pieces.token_back(image, draw, cx, cy, d)
            ring(image, cx, cy, d / 2 + 4, 4, palette.ACT)
            pieces.marker(
                image,
                draw,
                cx + d / 2 - 4,
                cy - d / 2 + 4,
                24,
                pieces.team_colour(view, team),
                words.team_letter(team, language),
            )
        else:
            ring(image, cx, cy, d / 2 - 2, 2, style.SLOT_EDGE)
            if mark is not None and mark.get("seat") is not None:  # who kept it
                team = view["seats"][mark["seat"]]["team"]
                pieces.marker(
                    image, draw, cx, cy, d - 10, pieces.team_colour(view, team), words.team_letter(team, language)
                )
        draw.text(
            (cx, cy + d / 2 + 15),
            str(slot["slot"]),
            font=face,
            fill=latest_mark.INK if mark else palette.INK_SOFT,
            anchor="mm",
        )
    y = top + TITLE + 28 + (d + 30) + d / 2 + 38
    big = font(20, "bold")
    left_text = (
        tr("ex.slots", language, down=ex.get("down", 0))
        + " · "
        + tr("ex.supply", language, n=ex.get("supply_count", 0))
    )
    f, text = fit(left_text, right - left - 32, 20, 16, "bold")
    draw_line(draw, (left + 16, y), text, f, palette.INK)
    y += 28
    orders = ex.get("orders_left") or []
    text = (
        tr("ex.orders_left", language, numbers=" ".join(str(n) for n in orders))
        if orders
        else tr("ex.orders_none", language)
    )
    f, text = fit(text, 480, 19, 16, "medium")
    draw_line(draw, (left + 16, y), text, f, palette.INK)
    # turn order of the gentlemen (teams), once the exchange has ended
    order = view.get("turn_order") or []
    if order:
        x = left + 16 + f.getlength(text) + 26
        label = tr("ex.turn_order", language)
        draw.text((x, y), label, font=big, fill=palette.INK_SOFT, anchor="lm")
        x += big.getlength(label) + 22
        trading = (view.get("trading"), 20, palette.ACT)
        _team_markers(image, draw, view, language, order, (x, y), 32, 42, trading)
    y += 28
    extra = []
    if ex.get("mode") == "async" and ex.get("moved"):
        moved = ex["moved"]
        extra.append(tr("ex.moved", language, names=", ".join(display[s] for s in moved), count=len(moved)))
    if (
        ex.get("mode") == "live"
        and ex.get("ready")
        and not ex.get("open")
        and view["stages"]["gentlemen"] == "exchange"
    ):
        ready = ex["ready"]
        extra.append(tr("ex.ready", language, names=", ".join(display[s] for s in ready), count=len(ready)))
    if extra:
        f, text = fit(" · ".join(extra), right - left - 32, 18, 16, "medium")
        draw_line(draw, (left + 16, y), text, f, palette.INK_SOFT)


def contracts(image, draw, view, box, language) -> None:
    left, top, right, bottom = box
    deck = tr("contract.deck", language, deck=view.get("contracts_deck", 0), discard=view.get("contracts_discard", 0))
    draw.text((right - 14, top + TITLE / 2 + 2), deck, font=font(18, "medium"), fill=palette.INK_SOFT, anchor="rm")
    items = view.get("contracts") or []
    for i, (c, cbox) in enumerate(zip(items, contract_boxes(view, box))):
        x = cbox[0]
        if c.get("id") is None:
            panel(image, cbox, style.SLOT_EDGE, 10)
            panel(image, (cbox[0] + 2, cbox[1] + 2, cbox[2] - 2, cbox[3] - 2), style.SLOT, 8)
            draw.text(
                ((cbox[0] + cbox[2]) / 2, (cbox[1] + cbox[3]) / 2),
                tr("empty", language),
                font=font(18, "medium"),
                fill=palette.MUTED,
                anchor="mm",
            )
            continue
        if i in (latest.highlight(view).get("contracts") or ()):
            latest.frame(image, cbox, pad=5, width=5)
        pieces.contract(image, cbox, c["id"], c.get("supplement") or 0, language)
        by = c.get("fulfilled_by") or []
        if by:
            y = cbox[3] + 20
            f = font(17, "medium")
            label = tr("contract.fulfilled", language)
            draw.text((x + 4, y), label, font=f, fill=palette.INK_SOFT, anchor="lm")
            mx = x + 4 + f.getlength(label) + 20
            _team_markers(image, draw, view, language, by, (mx, y), 30, 38, (c.get("first"), 19, style.STAR))


def contract_boxes(view, box) -> list[tuple]:
    """Where each contract shown lies in the contracts' row `box`."""
    left, top, right, _ = box
    n = max(len(view.get("contracts") or []), 1)
    cw = min(300, (right - left - 28 - (n - 1) * 10) / n)
    return [
        (left + 14 + i * (cw + 10), top + TITLE + 4, left + 14 + i * (cw + 10) + cw, top + TITLE + 150)
        for i in range(len(view.get("contracts") or []))
    ]


def _team_markers(image, draw, view, language, seats, at, size, step, marked) -> None:
    """The team markers of `seats` in a row from `at`, `step` apart; `marked` is (seat, radius,
    colour) of the disc behind the one seat singled out."""
    x, y = at
    marked_seat, radius, colour = marked
    for seat in seats:
        team = view["seats"][seat]["team"]
        if seat == marked_seat:
            disc(image, x, y, radius, colour)
        pieces.marker(image, draw, x, y, size, pieces.team_colour(view, team), words.team_letter(team, language))
        x += step
