"""The public board image: header (day, phase, who must act), the street of boutiques,
the stock exchange with the market card, the contracts, and one row per team (lady and
gentleman side by side, team colour and letter) plus the courtesan's row."""
from __future__ import annotations

import math
import threading
from functools import lru_cache

from PIL import Image, ImageDraw

from render.common import palette
from render.common.fonts import font
from render.common.shapes import disc, panel, ring, triangle
from render.common.text import chip, draw_with_highlight, fit
from render.ladies import data, pieces, style, words
from render.ladies.words import tr

W, M, G = style.WIDTH, style.MARGIN, style.GAP
HEADER = 124
TITLE = 34
STREET_H = 312
EXCHANGE_H = 258
CONTRACTS_H = 196
CHIP_W, CHIP_H, CHIP_GAP = 112, 48, 6
BADGE = 56
GENT_W = 420
FOOTER = 40
STAND_ROW = 62
_LOCK = threading.Lock()


def _wardrobe_width():
    return W - 2 * M - BADGE - GENT_W - 3 * 10


def _per_row():
    return max(1, (_wardrobe_width() - 20 + CHIP_GAP) // (CHIP_W + CHIP_GAP))


def _row_height(cards: int, ended: bool) -> int:
    rows = max(1, math.ceil(cards / _per_row()))
    return 104 + rows * (CHIP_H + CHIP_GAP) + (34 if ended else 8)


class Layout:
    def __init__(self, teams: int, courtesan: bool, wardrobe_rows: tuple, ended: bool = False):
        y = HEADER + G
        self.street = self.exchange = self.market = self.contracts = self.standings = None
        self.shops = []
        if ended:
            # the end: the standings replace the street, the exchange and the contracts
            self.standings = (M, y, W - M, y + TITLE + (teams + courtesan) * STAND_ROW + 12)
            y = self.standings[3] + G
        else:
            self.street = (M, y, W - M, y + TITLE + STREET_H)
            cw = (W - 2 * M - (teams - 1) * G) / teams
            self.shops = [(M + i * (cw + G), y + TITLE, M + i * (cw + G) + cw, y + TITLE + STREET_H) for i in range(teams)]
            y = self.street[3] + G
            self.exchange = (M, y, W - M - 250 - G, y + EXCHANGE_H)
            self.market = (W - M - 250, y, W - M, y + EXCHANGE_H)
            y += EXCHANGE_H + G
            self.contracts = (M, y, W - M, y + TITLE + CONTRACTS_H)
            y = self.contracts[3] + G
        self.rows = []
        for h in wardrobe_rows:
            self.rows.append((M, y, W - M, y + h))
            y += h + G
        self.footer = (M, y - 4, W - M, y - 4 + FOOTER)
        self.height = y - 4 + FOOTER


def _ended(view) -> bool:
    return view["phase"] == "ended" and bool(view.get("result"))


def _static_key(view):
    ended = _ended(view)
    rows = tuple(_row_height(n, ended) for n in _wardrobe_sizes(view))
    look = tuple((p["boutique"], p["colour"], p["team"]) for p in view["panels"])  # fixed for a game
    return len(view["panels"]), view.get("courtesan") is not None, rows, ended, look


def _row_seats(view):
    """The lady (or courtesan) of each row: teams in order, then the courtesan."""
    by_team = {p["team"]: p["lady"] for p in view["panels"]}
    seats = [by_team[t] for t in range(len(view["panels"]))]
    if view.get("courtesan") is not None:
        seats.append(view["courtesan"])
    return seats


def _wardrobe_sizes(view):
    """Cards shown in each row: her wardrobe and, once the game has ended, her servants."""
    result = view.get("result") if _ended(view) else None
    sizes = []
    for seat in _row_seats(view):
        n = len(view["seats"][seat].get("wardrobe") or [])
        if result:
            n += len(words.seat_key(result.get("servants"), seat) or [])
        sizes.append(n)
    return sizes


@lru_cache(maxsize=32)
def _static(teams: int, courtesan: bool, rows: tuple, ended: bool, look: tuple, language: str):
    """Everything a game never changes: the boxes, the boutiques' frames and names, the
    team rows' colours and letters (drawn once per game, not on every board)."""
    places = Layout(teams, courtesan, rows, ended)
    image = Image.new("RGB", (W, places.height), palette.BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, W, HEADER), fill=palette.HEADER)
    boxes = [(places.standings, tr("standings", language), palette.PANEL)] if ended else [
        (places.street, tr("street", language), style.STREET), (places.exchange, tr("exchange", language), style.EXCHANGE),
        (places.contracts, tr("contracts", language), palette.PANEL)]
    for box, title, fill in boxes:
        panel(image, box, fill, 14, palette.PANEL_EDGE, 2)
        face, text = fit(title, 600, 21, 16, "bold")
        draw.text((box[0] + 14, box[1] + TITLE / 2 + 2), text, font=face, fill=palette.INK, anchor="lm")
    for (boutique, colour, team), box in zip(look, places.shops):
        _shop_frame(image, draw, boutique, style.TEAM.get(colour, palette.MUTED), team, box, language)
    colours = {team: style.TEAM.get(colour, palette.MUTED) for _, colour, team in look}
    for i, box in enumerate(places.rows):
        _row_frame(image, draw, box, colours.get(i, style.COURTESAN), i if i in colours else None, language)
    return places, image


def _shop_frame(image, draw, boutique, colour, team, box, language) -> None:
    left, top, right, bottom = box
    panel(image, (left + 6, top + 4, right - 6, bottom - 8), palette.PANEL, 12, colour, 3)
    panel(image, (left + 6, top + 4, right - 6, top + 46), colour, 12)
    draw.rectangle((left + 9, top + 30, right - 9, top + 46), fill=colour)
    ink = palette.ink_on(colour)
    pieces.marker(image, draw, right - 30, top + 25, 34, palette.mix(colour, palette.BLACK, 0.25), words.team_letter(team, language))
    face, name = fit(words.boutique(boutique, language), right - left - 70, 24, 17, "black")
    draw.text((left + 18, top + 26), name, font=face, fill=ink, anchor="lm")


def _row_frame(image, draw, box, colour, team, language) -> None:
    """A team's row (team colour, letter, the gentleman's tinted block) or the courtesan's."""
    left, top, right, bottom = box
    panel(image, box, colour, 14)
    panel(image, (left + BADGE, top + 3, right - 3, bottom - 3), palette.PANEL, 12)
    badge = palette.mix(colour, palette.BLACK, 0.2) if team is not None else colour
    pieces.marker(image, draw, left + BADGE / 2 + 1, top + 34, 44, badge, words.team_letter(team, language))
    lady_right = left + BADGE + 6 + _wardrobe_width() + 10
    side = (lady_right + 8, top + 8, right - 10, bottom - 8)
    panel(image, side, team_tint(colour) if team is not None else style.COURTESAN_LIGHT, 10)


def board_image(view: dict, language: str, seat_names) -> Image.Image:
    key = _static_key(view)
    with _LOCK:
        places, base = _static(*key, language)
    image = base.copy()
    draw = ImageDraw.Draw(image)
    display = words.names(seat_names, view["players"], language)
    _header(image, draw, view, language, display)
    if places.standings:
        _standings(image, draw, view, places.standings, language, display)
    else:
        for p, box in zip(view["panels"], places.shops):
            _shop(image, draw, view, p, box, language, display)
        _exchange(image, draw, view, places.exchange, language, display)
        pieces.market_card(image, places.market, view["market"], language)
        _market_highlight(image, view, places.market)
        _contracts(image, draw, view, places.contracts, language)
    for i, box in enumerate(places.rows):
        if i < len(view["panels"]):
            _team_row(image, draw, view, i, box, language, display)
        else:
            _courtesan_row(image, draw, view, box, language, display)
    _last_move(image, draw, view, places.footer, language, display)
    return image


# --- the latest move ---------------------------------------------------------------------------


def _hl(view) -> dict:
    """The latest move; the ended board shows the result instead."""
    return {} if view["phase"] == "ended" else (view.get("highlight") or {})


def frame(image, box, pad: int = 4, width: int = 5) -> None:
    """The latest-move mark, as on the other boards: a magenta frame with a white inner line."""
    left, top, right, bottom = (round(v) for v in box)
    draw = ImageDraw.Draw(image)
    outer = (left - pad, top - pad, right + pad, bottom + pad)
    draw.rounded_rectangle(outer, radius=12, outline=style.HIGHLIGHT, width=width)
    inner = (outer[0] + width, outer[1] + width, outer[2] - width, outer[3] - width)
    draw.rounded_rectangle(inner, radius=8, outline=palette.WHITE, width=2)


def _last_move(image, draw, view, box, language, display) -> None:
    """The footer: who made the latest move and what it was (the frames show where)."""
    hl = _hl(view)
    action = hl.get("action")
    if not action:
        return
    left, top, right, bottom = box
    seat = hl.get("seat")
    if seat is None:
        text = tr("last_timer", language)
    else:
        text = tr("last_move", language, name=display[seat]) + " · " + tr(f"action.{action}", language)
    face, text = fit(text, right - left - 60, 22, 16, "bold")
    x = right - face.getlength(text)
    panel(image, (x - 44, top + 5, x - 16, top + 33), style.HIGHLIGHT, 7)
    panel(image, (x - 39, top + 10, x - 21, top + 28), palette.WHITE, 4)
    draw.text((right, top + 19), text, font=face, fill=style.HIGHLIGHT_INK, anchor="rm")


def _market_highlight(image, view, box) -> None:
    sold = set(_hl(view).get("goods") or ())
    if not sold:
        return
    left, top, right, bottom = box
    row_h = (bottom - top - 40) / len(data.GOODS)
    for i, good in enumerate(data.GOODS):
        if good in sold:
            cy = top + 40 + row_h * (i + 0.5)
            frame(image, (left + 8, cy - row_h / 2 + 2, right - 8, cy + row_h / 2 - 2), pad=0, width=4)


# --- header ------------------------------------------------------------------------------------


def _header(image, draw, view, language, display) -> None:
    right = W - M
    day_face = font(28, "bold")
    day_text = tr("day", language, day=view["day"], days=view["days"])
    day_left = right - day_face.getlength(day_text) - 28
    chip(image, draw, day_left, 18, day_text, day_face, palette.mix(palette.HEADER, palette.WHITE, 0.18), palette.WHITE, pad_x=14, height=44)
    phase = view["phase"]
    result = view.get("result") if phase == "ended" else None
    x, y = M, 40
    if result:
        template, value = tr("winner", language, names="\0"), ", ".join(display[s] for s in result.get("winners") or [])
    elif view.get("actors"):
        triangle(image, x + 13, y, 26, palette.ACT)
        x += 38
        template, value = tr("must_act", language, names="\0"), ", ".join(display[s] for s in view["actors"])
    else:
        template, value = tr("nobody", language) + "\0", ""
    draw_with_highlight(draw, x, y, template, value, day_left - 20 - x, 40, 26, palette.WHITE, palette.TURN)

    pill = font(24, "bold")
    fill = palette.WHITE if phase == "ended" else palette.TURN
    after = chip(image, draw, M, 76, tr(f"phase.{phase}", language), pill, fill, palette.INK, height=36)
    hint_face, hint = fit(_hint(view, language), W - M - after - 14, 22, 17, "medium")
    draw.text((after + 14, 94), hint, font=hint_face, fill=palette.HEADER_SOFT, anchor="lm")


def _hint(view, language) -> str:
    phase, stages = view["phase"], view.get("stages") or {}
    if phase in ("last_gossip", "ball", "ended"):
        return tr(f"hint.{phase}", language)
    parts = []
    if phase == "evening":
        if stages.get("evening") and stages["evening"] != "done":
            parts.append(tr(f"hint.{stages['evening']}", language))
        return " · ".join(parts)
    lady = stages.get("ladies")
    if lady and lady != "done":
        parts.append(tr(f"hint.{lady}", language))
    gent = stages.get("gentlemen")
    if gent and gent != "done":
        text = tr(f"hint.{gent}", language)
        ex = view.get("exchange") or {}
        if gent == "exchange":
            if ex.get("mode") == "async" and ex.get("tick"):
                text += f" ({tr('hint.async_tick', language, tick=ex['tick'])})"
            elif ex.get("mode") == "live":
                text += f" ({tr('hint.live_open' if ex.get('open') else 'hint.live_ready', language)})"
        parts.append(text)
    return " · ".join(parts)


# --- the street --------------------------------------------------------------------------------


def _shop(image, draw, view, p, box, language, display) -> None:
    left, top, right, bottom = box
    if p["panel"] in (_hl(view).get("panels") or ()):
        frame(image, (left + 6, top + 4, right - 6, bottom - 8), pad=4, width=6)
    inner_l, inner_r = left + 16, right - 16
    # window card and the face-down cards under it
    card_w = min(124, round((inner_r - inner_l) * 0.55))
    cbox = (inner_l, top + 56, inner_l + card_w, top + 56 + 160)
    if p.get("window"):
        pieces.big_card(image, cbox, p["window"], language)
    else:
        panel(image, cbox, style.SLOT_EDGE, 10)
        panel(image, (cbox[0] + 2, cbox[1] + 2, cbox[2] - 2, cbox[3] - 2), style.SLOT, 8)
        text = tr("shop.stocking" if p.get("stocking") else "shop.empty", language)
        _wrap_centre(draw, text, (cbox[0] + cbox[2]) / 2, (cbox[1] + cbox[3]) / 2, card_w - 14, palette.MUTED, 17)
    x = cbox[2] + 10
    n = p.get("under_count") or 0
    if n:
        for i in range(min(n, 4)):
            pieces.card_back(image, draw, (x + i * 8, top + 66 + i * 6, x + i * 8 + 40, top + 122 + i * 6))
        text = tr("shop.under", language, n=n)
        if font(18, "bold").getlength(text) <= inner_r - x:
            draw.text((x, top + 158), text, font=font(18, "bold"), fill=palette.INK, anchor="lm")
        else:  # a narrow boutique (5 teams): two lines
            _wrap_draw(draw, text, x, top + 150, inner_r - x + 4, palette.INK, 16, 2)
    # craftsman stack: the top card is the one played today
    y = top + 226
    stack = p.get("craftsman_stack") or []
    if stack:
        pieces.craftsman(image, (inner_l, y, inner_r, y + 36), stack[-1], language)
        if len(stack) > 1:
            chip(image, draw, inner_r - 34, y - 12, str(len(stack)), font(16, "black"), palette.INK_SOFT, palette.WHITE, pad_x=6, height=22)
    else:
        lady = view["seats"][p["lady"]]
        text = tr("shop.craftsman_hidden", language) if lady.get("craftsman_chosen") else tr("shop.craftsman", language) + ": " + tr("none", language)
        face, text = fit(text, inner_r - inner_l, 17, 16, "medium")
        draw.text((inner_l, y + 18), text, font=face, fill=palette.MUTED, anchor="lm")
    # visitors (after the reveal) or the serving queue while shopping
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
        draw.text((x - 6, y), tr("shop.no_visitors", language), font=font(17, "medium"), fill=palette.MUTED, anchor="lm")
    for seat in visitors:
        team = view["seats"][seat]["team"]
        fill = pieces.team_colour(view, team)
        out = shop is not None and seat in shop.get("out", [])
        if shop is not None and seat == shop.get("holder"):
            disc(image, x, y, 20, palette.ACT)
        pieces.marker(image, draw, x, y, 32, palette.mix(fill, palette.WHITE, 0.6) if out else fill, words.team_letter(team, language))
        if out:
            draw.line((x - 13, y - 13, x + 13, y + 13), fill=palette.INK, width=3)
        x += 40
        if x > inner_r - 14:
            break


def _lines(text, face, width) -> list[str]:
    line, lines = "", []
    for word in text.split():
        candidate = f"{line} {word}".strip()
        if face.getlength(candidate) <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    lines.append(line)
    return lines


def _wrap_draw(draw, text, x, y, width, fill, size, max_lines) -> None:
    face = font(size, "bold")
    for i, text_line in enumerate(_lines(text, face, width)[:max_lines]):
        draw.text((x, y + i * (size + 3)), text_line, font=face, fill=fill, anchor="lm")


def _wrap_centre(draw, text, cx, cy, width, fill, size, max_lines=3) -> None:
    """`text` in lines no wider than `width`, centred on (cx, cy)."""
    face = font(size, "medium")
    lines = [fit(x, width, size, size, "medium")[1] for x in _lines(text, face, width)[:max_lines]]
    y = cy - (len(lines) - 1) * (size + 3) / 2
    for i, line in enumerate(lines):
        draw.text((cx, y + i * (size + 3)), line, font=face, fill=fill, anchor="mm")


# --- exchange and contracts --------------------------------------------------------------------


def _exchange(image, draw, view, box, language, display) -> None:
    left, top, right, bottom = box
    ex = view.get("exchange") or {}
    slots = ex.get("slots") or []
    per_row = max(1, math.ceil(len(slots) / 2))
    step = min(50, (right - left - 40) / max(per_row, 1))
    d = min(40, step - 6)
    face = font(16, "bold")
    changed = {x["slot"]: x for x in (_hl(view).get("slots") or ())}
    for i, slot in enumerate(slots):
        cx = left + 20 + step * (i % per_row) + step / 2
        cy = top + TITLE + 28 + (i // per_row) * (d + 30)
        state = slot.get("state")
        mark = changed.get(slot["slot"])
        if mark is not None:
            grow = 9 if state == "held" else 6  # outside the holder's ring
            disc(image, cx, cy, d / 2 + grow, style.HIGHLIGHT)
            disc(image, cx, cy, d / 2 + grow - 4, palette.WHITE)
        if state == "down":
            pieces.token_back(image, draw, cx, cy, d)
        elif state == "held":
            team = view["seats"][slot["holder"]]["team"] if slot.get("holder") is not None else None
            pieces.token_back(image, draw, cx, cy, d)
            ring(image, cx, cy, d / 2 + 4, 4, palette.ACT)
            pieces.marker(image, draw, cx + d / 2 - 4, cy - d / 2 + 4, 24, pieces.team_colour(view, team), words.team_letter(team, language))
        else:
            ring(image, cx, cy, d / 2 - 2, 2, style.SLOT_EDGE)
            if mark is not None and mark.get("seat") is not None:  # who kept it
                team = view["seats"][mark["seat"]]["team"]
                pieces.marker(image, draw, cx, cy, d - 10, pieces.team_colour(view, team), words.team_letter(team, language))
        draw.text((cx, cy + d / 2 + 15), str(slot["slot"]), font=face, fill=style.HIGHLIGHT_INK if mark else palette.INK_SOFT, anchor="mm")
    y = top + TITLE + 28 + (d + 30) + d / 2 + 38
    big = font(20, "bold")
    left_text = tr("ex.slots", language, down=ex.get("down", 0)) + " · " + tr("ex.supply", language, n=ex.get("supply_count", 0))
    f, text = fit(left_text, right - left - 32, 20, 16, "bold")
    draw.text((left + 16, y), text, font=f, fill=palette.INK, anchor="lm")
    y += 28
    orders = ex.get("orders_left") or []
    text = tr("ex.orders_left", language, numbers=" ".join(str(n) for n in orders)) if orders else tr("ex.orders_none", language)
    f, text = fit(text, 480, 19, 16, "medium")
    draw.text((left + 16, y), text, font=f, fill=palette.INK, anchor="lm")
    # turn order of the gentlemen (teams), once the exchange has ended
    order = view.get("turn_order") or []
    if order:
        x = left + 16 + f.getlength(text) + 26
        label = tr("ex.turn_order", language)
        draw.text((x, y), label, font=big, fill=palette.INK_SOFT, anchor="lm")
        x += big.getlength(label) + 22
        for _n, seat in enumerate(order, start=1):
            team = view["seats"][seat]["team"]
            if seat == view.get("trading"):
                disc(image, x, y, 20, palette.ACT)
            pieces.marker(image, draw, x, y, 32, pieces.team_colour(view, team), words.team_letter(team, language))
            x += 42
    y += 28
    extra = []
    if ex.get("mode") == "async" and ex.get("moved"):
        extra.append(tr("ex.moved", language, names=", ".join(display[s] for s in ex["moved"])))
    if ex.get("mode") == "live" and ex.get("ready") and not ex.get("open") and view["stages"]["gentlemen"] == "exchange":
        extra.append(tr("ex.ready", language, names=", ".join(display[s] for s in ex["ready"])))
    if extra:
        f, text = fit(" · ".join(extra), right - left - 32, 18, 16, "medium")
        draw.text((left + 16, y), text, font=f, fill=palette.INK_SOFT, anchor="lm")


def _contracts(image, draw, view, box, language) -> None:
    left, top, right, bottom = box
    deck = tr("contract.deck", language, deck=view.get("contracts_deck", 0), discard=view.get("contracts_discard", 0))
    draw.text((right - 14, top + TITLE / 2 + 2), deck, font=font(18, "medium"), fill=palette.INK_SOFT, anchor="rm")
    items = view.get("contracts") or []
    n = max(len(items), 1)
    cw = min(300, (right - left - 28 - (n - 1) * 10) / n)
    for i, c in enumerate(items):
        x = left + 14 + i * (cw + 10)
        cbox = (x, top + TITLE + 4, x + cw, top + TITLE + 150)
        if c.get("id") is None:
            panel(image, cbox, style.SLOT_EDGE, 10)
            panel(image, (cbox[0] + 2, cbox[1] + 2, cbox[2] - 2, cbox[3] - 2), style.SLOT, 8)
            draw.text(((cbox[0] + cbox[2]) / 2, (cbox[1] + cbox[3]) / 2), tr("empty", language), font=font(18, "medium"), fill=palette.MUTED, anchor="mm")
            continue
        if i in (_hl(view).get("contracts") or ()):
            frame(image, cbox, pad=5, width=5)
        pieces.contract(image, cbox, c["id"], c.get("supplement") or 0, language)
        by = c.get("fulfilled_by") or []
        if by:
            y = cbox[3] + 20
            f = font(17, "medium")
            label = tr("contract.fulfilled", language)
            draw.text((x + 4, y), label, font=f, fill=palette.INK_SOFT, anchor="lm")
            mx = x + 4 + f.getlength(label) + 20
            for seat in by:
                team = view["seats"][seat]["team"]
                if seat == c.get("first"):
                    disc(image, mx, y, 19, style.STAR)
                pieces.marker(image, draw, mx, y, 30, pieces.team_colour(view, team), words.team_letter(team, language))
                mx += 38


# --- teams -------------------------------------------------------------------------------------


def _band(view, seat, language):
    """(text, colour) of a person's status band, or None."""
    result = view.get("result") if view["phase"] == "ended" else None
    if result:
        place = _ranks(view).get(seat)
        if place is None:
            return None
        return tr("band.place", language, place=place), (palette.TURN if place == 1 else (206, 210, 218))
    if seat in (view.get("actors") or []):
        return tr("band.trading" if seat == view.get("trading") else "band.must_act", language), palette.ACT
    return None


def _person_head(image, draw, view, seat, box, language, display, role) -> float:
    """Role, name and status band along the top of a block; returns the y under it."""
    left, top, right, _ = box
    band = _band(view, seat, language)
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
    return top + 46


def _team_row(image, draw, view, team, box, language, display) -> None:
    left, top, right, bottom = box
    p = next(p for p in view["panels"] if p["team"] == team)
    lady_box = (left + BADGE + 6, top, left + BADGE + 6 + _wardrobe_width() + 10, bottom)
    gent_box = (lady_box[2] + 8, top + 8, right - 10, bottom - 8)
    _lady(image, draw, view, p["lady"], lady_box, language, display)
    _gentleman(image, draw, view, p["gentleman"], gent_box, language, display)
    _person_frames(image, view, [(p["lady"], (lady_box[0] - 2, top + 4, lady_box[2] - 4, bottom - 4)),
                                 (p["gentleman"], gent_box)])


def _person_frames(image, view, blocks) -> None:
    """Frame the block of the seat that made the latest move and of the seats it concerned."""
    hl = _hl(view)
    marked = set(hl.get("seats") or ())
    if hl.get("seat") is not None:
        marked.add(hl["seat"])
    for seat, box in blocks:
        if seat in marked:
            frame(image, box, pad=-1, width=5 if seat == hl.get("seat") else 3)


def team_tint(colour):
    return palette.mix(colour, palette.WHITE, 0.86)


def _lady(image, draw, view, seat, box, language, display, role="lady") -> None:
    left, top, right, bottom = box
    sv = view["seats"][seat]
    y = _person_head(image, draw, view, seat, box, language, display, role)
    # status line
    parts = []
    if _ended(view):
        pass  # the day's visit and craftsmen no longer matter
    elif sv.get("visit") is not None:
        panel_view = view["panels"][sv["visit"]]
        parts.append(tr("lady.visit", language, boutique=words.boutique(panel_view["boutique"], language)))
    elif sv.get("visit_chosen"):
        parts.append(tr("lady.visit_chosen", language))
    if sv.get("craftsman_chosen") and view.get("stages", {}).get("ladies") == "craftsman":
        parts.append(tr("lady.craftsman_chosen", language))
    if not _ended(view) and role != "courtesan":  # she has no craftsman cards (R115)
        parts.append(tr("lady.craftsman", language, n=sv.get("craftsman_count", 0)))
    if sv.get("purchase_count"):
        parts.append(tr("lady.purchases", language, n=sv["purchase_count"]))
    if sv.get("deferred_count"):
        parts.append(tr("lady.deferred", language, n=sv["deferred_count"]))
    parts.append(tr("lady.servants", language, n=sv.get("servant_count", 0)))
    if (view.get("config") or {}).get("gossip"):
        parts.append(tr("lady.gossip", language, n=sv.get("gossip_count", 0)))
    face, text = fit(" · ".join(parts), right - left - 24, 18, 16, "medium")
    draw.text((left + 12, y + 14), text, font=face, fill=palette.INK, anchor="lm")
    y += 32
    wardrobe = list(sv.get("wardrobe") or [])
    stars = sum(data.cards()[c]["elegance"] for c in wardrobe if c in data.cards())
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
    items = _ball_items(view, seat, wardrobe, language)
    _chips(image, draw, view, items, left + 12, y, right, language)
    if not items:
        draw.text((left + 12, y + CHIP_H / 2), tr("lady.wardrobe_empty", language), font=font(18), fill=palette.MUTED, anchor="lm")
    _result_line(image, draw, view, seat, (left, bottom - 32, right, bottom), language)


def _ball_items(view, seat, wardrobe, language):
    """(card, note, out) per chip: while playing her wardrobe; at the end also her servants, with
    what the ball made of each card (R102-R107): discarded cards and the lost servant struck out,
    each servant's points."""
    order = {"clothing": 0, "accessory": 1, "jewel": 2}
    cards = sorted(wardrobe, key=lambda c: (order.get(data.card(c)["category"], 3), c))
    result = view.get("result") if _ended(view) else None
    if not result:
        return [(c, None, False) for c in cards]
    det = words.seat_key(result.get("details"), seat) or {}
    why = {c: r for c, r in det.get("discarded") or []}
    items = [(c, tr(f"result.{why[c]}", language) if c in why else None, c in why) for c in cards]
    points = det.get("servant_points") or {}
    for servant in words.seat_key(result.get("servants"), seat) or []:
        if servant == det.get("lost_servant"):
            items.append((servant, tr("result.lost_servant", language), True))
        else:
            items.append((servant, f"+{points.get(servant, 0)}", False))
    return items


def _chips(image, draw, view, items, x0, y, right, language) -> None:
    per_row = _per_row()
    new = set(_hl(view).get("cards") or ())
    for i, (card, note, out) in enumerate(items):
        x = x0 + (i % per_row) * (CHIP_W + CHIP_GAP)
        cy = y + (i // per_row) * (CHIP_H + CHIP_GAP)
        box = (x, cy, x + CHIP_W, cy + CHIP_H)
        if card in new:
            frame(image, box, pad=3, width=4)
        pieces.card_chip(image, box, card, language)
        if out:
            _veil(image, box)
        if note:  # the note replaces the chip's bottom line (stars, designers)
            light = style.CATEGORY_LIGHT[data.card(card)["category"]]
            draw.rectangle((x + 4, cy + CHIP_H - 23, x + CHIP_W - 4, cy + CHIP_H - 4),
                           fill=palette.mix(light, palette.WHITE, 0.55) if out else light)
            face, text = fit(note, CHIP_W - 12, 17, 16, "black")
            draw.text((x + CHIP_W - 6, cy + CHIP_H - 5), text, font=face, fill=palette.BAD if out else style.MONEY, anchor="rs")
        if out:
            draw.line((x + 4, cy + 15, x + CHIP_W - 4, cy + 15), fill=palette.BAD, width=3)


def _veil(image, box) -> None:
    """Fade a chip: a card the ball did not count."""
    left, top, right, bottom = (round(v) for v in box)
    region = image.crop((left, top, right, bottom))
    image.paste(Image.blend(region, Image.new("RGB", region.size, palette.WHITE), 0.55), (left, top))


def _result_line(image, draw, view, seat, box, language) -> None:
    result = view.get("result") if view["phase"] == "ended" else None
    if not result:
        return
    b = words.seat_key(result.get("breakdown"), seat)
    if not b:
        return
    left, top, right, bottom = box
    width = pieces.star_text(image, draw, left + 12, (top + bottom) / 2, b.get("total", 0), 24, fill=(150, 100, 0))
    text = _breakdown_text(b, language, bool((view.get("config") or {}).get("gossip")))
    det = words.seat_key(result.get("details"), seat) or {}
    if det.get("dropped"):
        text += " · " + tr("result.dropped", language, designer=det["dropped"])
    f, text = fit(text, right - left - width - 40, 18, 16, "medium")
    draw.text((left + 28 + width, (top + bottom) / 2), text, font=f, fill=palette.INK, anchor="lm")


def _breakdown_text(b: dict, language: str, gossip: bool = True) -> str:
    """R111: the total's parts (the gossip part is already negative; left out without the variant)."""
    text = tr("result.breakdown", language, wardrobe=b.get("wardrobe", 0), servants=b.get("servants", 0),
              contracts=b.get("contracts", 0))
    if gossip:
        text += " · " + tr("result.gossip", language, gossip=str(b.get("gossip", 0)).replace("-", "\u2212"))
    return text


def _standings(image, draw, view, box, language, display) -> None:
    """R113/R114/R127: every team (and the courtesan) by placing, with the total, its
    breakdown and the gentleman's money; the courtesan's gift points and a scandal if any."""
    rows = _standing_rows(view)
    ranks = _ranks(view)
    left, top, right, bottom = box
    y = top + TITLE + 4
    for r in rows:
        r["place"] = ranks.get(r["seats"][0])
        y = _standing(image, draw, view, r, box, y, language, display)


def _ranks(view) -> dict:
    """Each seat's place among the sides (teams and the courtesan): 1 + the sides ahead of
    it, shared when tied (R113/R114) — the numbers the result message in the channel shows."""
    placings = {seat: words.seat_key(view["result"].get("placings") or {}, seat) for seat in range(view["players"])}
    placings = {seat: p for seat, p in placings.items() if p is not None}
    side = {seat: view["seats"][seat]["team"] for seat in placings}
    best: dict = {}
    for seat, place in placings.items():
        best[side[seat]] = min(best.get(side[seat], place), place)
    return {seat: 1 + sum(other < best[side[seat]] for other in best.values()) for seat in placings}


def _standing_rows(view) -> list[dict]:
    result = view["result"]
    placings, breakdown = result.get("placings") or {}, result.get("breakdown") or {}
    rows = []
    for p in view["panels"]:
        lady, gent = p["lady"], p["gentleman"]
        b = words.seat_key(breakdown, lady) or {}
        g = words.seat_key(breakdown, gent) or {}
        rows.append({"place": words.seat_key(placings, lady), "team": p["team"], "seats": [lady, gent],
                     "b": b, "money": words.seat_key(result.get("money"), gent), "gifts": g.get("gifts"),
                     "scandal": bool(g.get("scandal")) or p["team"] in (result.get("scandal") or [])})
    c = view.get("courtesan")
    if c is not None:
        rows.append({"place": words.seat_key(placings, c), "team": None, "seats": [c] + list(result.get("pair") or []),
                     "b": words.seat_key(breakdown, c) or {}, "money": None, "gifts": None, "scandal": False})
    rows.sort(key=lambda r: (r["place"] if r["place"] is not None else 99, -(r["b"].get("total") or 0)))
    return rows


def _standing(image, draw, view, r, box, y, language, display) -> int:
    """One row of the standings at `y`; returns the next row's y."""
    left, top, right, bottom = box
    row = (left + 10, y, right - 10, y + STAND_ROW - 6)
    first = r["place"] == 1
    panel(image, row, style.WINNER if first else palette.mix(palette.PANEL, palette.BACKGROUND, 0.5), 10,
          palette.TURN if first else palette.PANEL_EDGE, 2)
    cy = (row[1] + row[3]) / 2
    place = f"{r['place']}." if r["place"] is not None else "–"
    draw.text((row[0] + 44, cy), place, font=font(30, "black"), fill=palette.INK, anchor="rm")
    fill = pieces.team_colour(view, r["team"])
    pieces.marker(image, draw, row[0] + 76, cy, 40, fill, words.team_letter(r["team"], language))
    x = row[0] + 108
    total = (r["b"].get("total") or 0)
    tw = pieces.star_text(image, draw, row[2] - 14, cy, total, 30, anchor="rm", fill=(150, 100, 0))
    limit = row[2] - 14 - tw - 24
    if r["money"] is not None:
        money = words.money(r["money"], language)
        mf = font(22, "black")
        draw.text((limit, cy), money, font=mf, fill=style.MONEY, anchor="rm")
        limit -= mf.getlength(money) + 24
    names = " & ".join(display[s] for s in r["seats"])
    face, names = fit(names, limit - x, 23, 17, "bold")
    draw.text((x, cy - 12), names, font=face, fill=palette.INK, anchor="lm")
    parts = [_breakdown_text(r["b"], language, bool((view.get("config") or {}).get("gossip")))]
    if r["gifts"] is not None:
        parts.append(tr("result.gifts", language, n=r["gifts"]))
    if r["team"] is None and r["seats"][1:]:
        parts.append(tr("result.pair", language))
    text = " · ".join(parts)
    sf = font(17, "black")
    label = tr("result.scandal", language).upper() if language == "en" else tr("result.scandal", language)
    room = sf.getlength(label) + 30 if r["scandal"] else 0
    face, text = fit(text, limit - x - room, 18, 16, "medium")
    draw.text((x, cy + 14), text, font=face, fill=palette.INK_SOFT, anchor="lm")
    if r["scandal"]:  # R127.2
        chip(image, draw, x + face.getlength(text) + 12, cy + 2, label, sf, palette.BAD, palette.WHITE, pad_x=8, height=24)
    return y + STAND_ROW


def _gentleman(image, draw, view, seat, box, language, display) -> None:
    left, top, right, bottom = box
    sv = view["seats"][seat]
    y = _person_head(image, draw, view, seat, (left, top - 6, right, bottom), language, display, "gentleman")
    big = font(28, "black")
    money = words.money(sv.get("money"), language)
    draw.text((left + 12, y + 16), money, font=big, fill=style.MONEY if sv.get("money") is not None else palette.INK_SOFT, anchor="lm")
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
        draw.text((left + 12, y + 10), text, font=f, fill=palette.INK, anchor="lm")


def _courtesan_row(image, draw, view, box, language, display) -> None:
    left, top, right, bottom = box
    seat = view["courtesan"]
    lady_box = (left + BADGE + 6, top, left + BADGE + 6 + _wardrobe_width() + 10, bottom)
    _lady(image, draw, view, seat, lady_box, language, display, role="courtesan")
    _person_frames(image, view, [(seat, (lady_box[0] - 2, top + 4, lady_box[2] - 4, bottom - 4))])
    gbox = (lady_box[2] + 8, top + 8, right - 10, bottom - 8)
    x, y = gbox[0] + 12, gbox[1] + 22
    width = gbox[2] - gbox[0] - 24
    f = font(19, "bold")
    draw.text((x, y), tr("lady.pending", language, n=view.get("courtesan_pending", 0)), font=f, fill=palette.INK, anchor="lm")
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
