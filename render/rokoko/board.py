"""The public board image: the cached static layer, then dresses, tiles, cards, owners,
highlights, the header and the player panels drawn from the view."""

from __future__ import annotations

from functools import partial

from PIL import ImageDraw

from render.common import composition, palette, regions
from render.common.fonts import font
from render.common.header import seat_header
from render.common.latest import frame
from render.common.seats import display_names, ranking, seat_key
from render.common.shapes import crown, panel
from render.common.text import chip, fit, wrap
from render.common.texts import t
from render.rokoko import pieces, style, words
from render.rokoko.layout import TITLE, layout
from render.rokoko.panels import draw_panels
from render.rokoko.sprites import paste_cached
from render.rokoko.static import static_layer


def board_image(view: dict, language: str, seat_names: list[str]):
    players = view["players"]
    places = layout(view["side"], players)
    image = composition.canvas(static_layer(view["side"], players, language))
    draw = ImageDraw.Draw(image)
    display = display_names(seat_names, players, language)
    colours = view["colours"]
    hl = view.get("highlight") or {}
    marks = (
        set(hl.get("spaces") or ())
        | set(hl.get("windows") or ())
        | set(hl.get("tiles") or ())
        | set(hl.get("cards") or ())
    )

    _header(image, draw, view, language, display)
    key = (view["side"], players, language)
    part = ("rokoko", *key)  # what the static layer is drawn from
    boxes = places.boxes
    _windows(image, view, places, language, marks, key)
    _warehouse(image, draw, view, places, language, marks, key)
    _hire(image, draw, view, places, language, marks, key)
    _decorations(image, draw, view, places, language, colours, marks, key)
    _halls(image, draw, view, places, language, colours, marks, key)
    taker = view.get("favour_taken_by")
    regions.PARTS.draw(
        image,
        boxes["favour"],
        (part, "favour", taker, None if taker is None else (colours[taker], display[taker])),
        partial(_favour, image, draw, view, places, language, colours, display),
    )
    draw_panels(image, draw, view, places.seats, language, display, part)
    return image


def _header(image, draw, view, language, display) -> None:
    phase = view["phase"]
    fill = {"select": palette.ACT, "terrace": palette.ACT, "ended": palette.WHITE}.get(phase, palette.TURN)
    counter = words.counter(view, language)
    phase_text = t(f"render.rokoko.phase.{phase}", language)
    hint = _hint(view, language, display)
    part = ("rokoko", view["side"], view["players"], language)  # what its static layer is drawn from
    seat_header(image, draw, view, language, display, style.MARGIN, counter, turn_line, phase_text, fill, hint, part)


def turn_line(view, language, display):
    """(template, names, colour of the turn mark or None): the winners, who chooses, or who is on turn."""
    phase = view["phase"]
    result = view.get("result") if phase == "ended" else None
    if result:
        champions = [display[s] for s in range(view["players"]) if seat_key(result["placings"], s) == 1]
        key = "render.rokoko.winner" if len(champions) == 1 else "render.rokoko.winners"
        return t(key, language, names="\0"), ", ".join(champions), None
    if phase in ("select", "terrace"):
        key = "render.rokoko.choosing" if phase == "select" else "render.rokoko.choosing_terrace"
        actors = view.get("actors") or []
        return t(key, language, names="\0", count=len(actors)), ", ".join(display[s] for s in actors), palette.ACT
    active = view.get("active")
    return t("render.rokoko.on_turn", language, name="\0"), display[active] if active is not None else "—", palette.TURN


def _hint(view, language, display) -> str:
    phase = view["phase"]
    if phase == "ended":
        result = view.get("result")
        if result:
            return ranking(view, display, language, "render.rokoko.rank_line", "pp")
        return t("render.rokoko.hint.ended", language)
    if phase in ("select", "terrace"):
        actors = view.get("actors") or []
        return t(
            f"render.rokoko.hint.{phase}", language, names=", ".join(display[s] for s in actors), count=len(actors)
        )
    active = view.get("active")
    name = display[active] if active is not None else ""
    in_play = view.get("in_play")
    if in_play and in_play.get("card"):
        stage = t(f"render.rokoko.hint.stage_{'bonus' if in_play.get('stage') == 'bonus' else 'main'}", language)
        return t(
            "render.rokoko.hint.in_play",
            language,
            name=display[in_play["seat"]],
            rank=words.rank(in_play["card"]["rank"], language),
            stage=stage,
        )
    return t("render.rokoko.hint.actions", language, name=name)


FRAME_REACH = 3  # how far the latest move's frame around a window, tile or card reaches out of its box


def _kept(image, box, key, draw) -> None:
    """A window, warehouse section or hiring slot: a kept part (`regions.PARTS`) with room for its frame."""
    left, top, right, bottom = box
    room = (left - FRAME_REACH, top - FRAME_REACH, right + FRAME_REACH, bottom + FRAME_REACH)
    regions.PARTS.draw(image, room, key, draw)


def _windows(image, view, places, language, marks, key) -> None:
    for window, box in zip(view["windows"], places.windows):
        marked = window["id"] in marks or (window.get("dress") or {}).get("id") in marks
        shown = (("rokoko", *key), "window", box, repr(window), marked)
        _kept(image, box, shown, partial(_window, image, window, box, marked, language, key))


def _window(image, window, box, marked, language, key) -> None:
    left, top, right, bottom = box
    card = (left + 6, top + 44, right - 6, bottom - 6)
    dress = window.get("dress")
    if dress:
        _paste_piece(image, key, card, "dress", dress, pieces.dress_card, language)
    if marked:
        frame(image, box, 2)


def _paste_piece(image, key, box, kind: str, piece: dict, draw_piece, *args) -> None:
    """Pastes `piece` as `draw_piece(image, draw, box, piece, *args)` draws it, cached by its kind and contents."""
    paste_cached(image, key, box, (kind, repr(piece)), lambda im, dr, b: draw_piece(im, dr, b, piece, *args))


def _warehouse(image, draw, view, places, language, marks, key) -> None:
    for section, (sbox, boxes) in zip(view["warehouse"], places.sections):
        tiles = tuple(tile["id"] in marks for tile in section["tiles"])
        shown = (("rokoko", *key), "section", sbox, repr(section), tiles)
        _kept(image, sbox, shown, partial(_section, image, draw, section, sbox, boxes, language, marks, key))


def _section(image, draw, section, sbox, boxes, language, marks, key) -> None:
    price = section.get("price")
    if price is not None:
        pieces.coin(image, draw, sbox[2] - 20, sbox[1] + 15, 14, price, 16)
        label = t("render.rokoko.title.price", language)
        draw.text((sbox[2] - 38, sbox[1] + 15), label, font=font(16, "medium"), fill=palette.INK_SOFT, anchor="rm")
    for tile, box in zip(section["tiles"], boxes):
        _paste_piece(image, key, box, "tile", tile, pieces.resource_tile, language)
        if tile["id"] in marks:
            frame(image, box, 2)
    if not section["tiles"]:
        cx = (sbox[0] + sbox[2]) / 2
        draw.text(
            (cx, (sbox[1] + sbox[3]) / 2 + 12),
            t("render.rokoko.empty", language),
            font=font(20, "bold"),
            fill=palette.MUTED,
            anchor="mm",
        )


def _hire(image, draw, view, places, language, marks, key) -> None:
    box = places.boxes["hire"]
    title = (box[0], box[1], box[2], box[1] + TITLE + 1)
    shown = (view.get("hire_price"), view.get("hire_deck_count"))
    regions.PARTS.draw(
        image, title, (("rokoko", *key), "hire", shown), partial(_hire_title, image, draw, view, box, language)
    )
    for slot, cbox in zip(view["display"], places.hire):
        if slot.get("card"):
            card = slot["card"]
            marked = card["id"] in marks
            drawn = partial(_hire_slot, image, card, cbox, marked, language, key)
            _kept(image, cbox, (("rokoko", *key), "slot", cbox, repr(card), marked), drawn)


def _hire_title(image, draw, view, box, language) -> None:
    price = view.get("hire_price")
    x = box[2] - 12
    deck = t("render.rokoko.title.hire_deck", language, n=view.get("hire_deck_count", 0))
    draw.text((x, box[1] + TITLE / 2 + 1), deck, font=font(17, "medium"), fill=palette.INK_SOFT, anchor="rm")
    x -= font(17, "medium").getlength(deck) + 22
    if price is not None:
        pieces.coin(image, draw, x - 14, box[1] + TITLE / 2 + 1, 15, price, 17)
        label = t("render.rokoko.title.hire_price", language)
        draw.text((x - 34, box[1] + TITLE / 2 + 1), label, font=font(18, "bold"), fill=palette.INK, anchor="rm")


def _hire_slot(image, card, cbox, marked, language, key) -> None:
    _paste_piece(image, key, cbox, "card", card, pieces.employee_card, language, None, 18, 16)
    if marked:
        frame(image, cbox, 2)


def owned_space(image, draw, box, owner, colours, language, pp=None) -> None:
    left, top, right, bottom = box
    colour = colours[owner]
    panel(image, box, style.PLAYER[colour], 10)
    panel(image, (left + 3, top + 3, right - 3, bottom - 3), style.PLAYER_LIGHT[colour], 8)
    d = min(right - left - 16, bottom - top - 14, 46)
    cy = (top + bottom) / 2 - (6 if pp else 0)
    pieces.marker(image, draw, (left + right) / 2, cy, d, colour, words.seat_letter(owner, language))
    if pp:
        pieces.prestige(image, draw, right - 13, bottom - 13, 12, pp, 16)


def _owned(image, key, box, owner, colours, language, pp) -> None:
    paste_cached(
        image,
        key,
        box,
        ("owned", owner, colours[owner], pp),
        lambda im, dr, b: owned_space(im, dr, b, owner, colours, language, pp),
    )


# How far a space's drawing may reach out of its box: the latest move's frame, a terrace's multiplier
DRAWN_MARGIN = 12


def _space(image, key, box, marked: bool, owned: tuple | None, draw_owned) -> None:
    """An owned space (`owned`: what it shows) is kept (`regions.PARTS`) unless the latest move
    framed it: the frame reaches out of the space's box."""
    if marked:
        composition.drawn(box, margin=DRAWN_MARGIN)
        if owned is not None:
            draw_owned()
        frame(image, box)
    elif owned is not None:
        regions.PARTS.draw(image, box, (("rokoko", *key), "space", box, owned), draw_owned)


def _decorations(image, draw, view, places, language, colours, marks, key) -> None:
    spaces = list(view["fireworks"]["spaces"]) + list(view["statues"])
    spaces += list(view["fountain"].get("upper", [])) + list(view["fountain"].get("lower", []))
    for space in spaces + list(view["all_halls"]):
        box = places.spaces[space["id"]]
        owner, pp = space.get("owner"), space.get("pp")
        owned = None if owner is None else ("owned", owner, colours[owner], pp)
        draw_owned = partial(_owned, image, key, box, owner, colours, language, pp)
        _space(image, key, box, space["id"] in marks, owned, draw_owned)
    for space in view["terrace"]:
        box = places.spaces[space["id"]]
        if space.get("placed") or space["id"] in marks:
            composition.drawn(box, margin=DRAWN_MARGIN)
        if space.get("placed"):
            pieces.dress_ball(image, draw, box, space["placed"], colours, language, marker_shift=12)
            chip(
                image,
                draw,
                box[0] - 6,
                box[1] - 8,
                f"×{space['multiplier']}",
                font(16, "black"),
                palette.WHITE,
                palette.INK,
                pad_x=5,
                height=22,
                outline=(60, 80, 120),
                width=2,
            )
        if space["id"] in marks:
            frame(image, box)


def _halls(image, draw, view, places, language, colours, marks, key) -> None:
    for hall, (_hbox, mbox, guests) in zip(view["halls"], places.halls):
        musician = hall["musician"]
        owner, pp = musician.get("owner"), musician.get("pp")
        owned = None if owner is None else ("owned", owner, colours[owner], pp)
        draw_owned = partial(_owned, image, key, mbox, owner, colours, language, pp)
        _space(image, key, mbox, musician["id"] in marks, owned, draw_owned)
        for space, gbox in zip(hall["spaces"], guests):
            placed, master = space.get("placed"), space.get("master")
            if placed:
                sprite = ("ball", repr(placed), colours[placed["owner"]], bool(master))
                draw_ball = partial(_ball, image, key, gbox, sprite, placed, master, colours, language)
            _space(image, key, gbox, space["id"] in marks, sprite if placed else None, draw_ball if placed else None)


def _ball(image, key, box, sprite, placed, master, colours, language) -> None:
    def ball(im, dr, b):
        pieces.dress_ball(im, dr, b, placed, colours, language)
        if master:
            dr.rounded_rectangle(b, radius=10, outline=style.GOLD, width=4)

    paste_cached(image, key, box, sprite, ball)


def _favour(image, draw, view, places, language, colours, display) -> None:
    left, top, right, bottom = places.boxes["favour"]
    cx = (left + right) / 2
    taker = view.get("favour_taken_by")
    card = (cx - 34, top + 58, cx + 34, top + 146)
    if taker is None:
        panel(image, card, (150, 40, 60), 8)
        panel(image, (card[0] + 3, card[1] + 3, card[2] - 3, card[3] - 3), (255, 236, 240), 6)
        crown(image, cx, card[1] + 24, 14, pieces.CROWN)
        pieces.coin(image, draw, cx, card[1] + 60, 16, "+5", 16)
        face, text = fit(t("render.rokoko.title.favour_free", language), right - left - 16, 17, 14, "medium")
        if face.size < 16:
            size, lines = wrap(
                t("render.rokoko.title.favour_free", language), right - left - 16, bottom - card[3] - 8, 16, 16
            )
            y = card[3] + 12
            for line in lines:
                draw.text((cx, y), line, font=font(size, "medium"), fill=palette.INK, anchor="mm")
                y += round(size * 1.18)
        else:
            draw.text((cx, card[3] + 22), text, font=face, fill=palette.INK, anchor="mm")
    else:
        panel(image, card, palette.LINE, 8)
        panel(
            image,
            (card[0] + 3, card[1] + 3, card[2] - 3, card[3] - 3),
            palette.mix(palette.PANEL, palette.LINE, 0.5),
            6,
        )
        pieces.marker(image, draw, cx, (card[1] + card[3]) / 2, 48, colours[taker], words.seat_letter(taker, language))
        label = t("render.rokoko.title.favour_taken", language)
        draw.text((cx, card[3] + 14), label, font=font(16, "medium"), fill=palette.INK_SOFT, anchor="mm")
        face, name = fit(display[taker], right - left - 16, 20, 16, "bold")
        draw.text((cx, card[3] + 36), name, font=face, fill=palette.INK, anchor="mm")
