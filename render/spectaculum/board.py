"""The public board image: cached base layer, then markers, highlights, tracks, status
and player panels drawn from the view."""

from __future__ import annotations

from functools import partial

from PIL import Image, ImageDraw

from render.common import composition, latest, palette, regions
from render.common.fonts import font
from render.common.header import seat_header
from render.common.seats import display_names
from render.common.shapes import hex_ring, panel, ring
from render.common.text import chip, draw_line, fit
from render.common.texts import t
from render.spectaculum import icons, style, words
from render.spectaculum.layout import (
    COL_DECK,
    COL_DELTA,
    COL_VALUE,
    FOOTER_HEIGHT,
    MARGIN,
    STATUS_HEIGHT,
    TRACK_ROW,
    layout,
)
from render.spectaculum.panels import draw_panels
from render.spectaculum.pieces import card_icon, marker_sprite, paste_marker
from render.spectaculum.static import base_layer, space_id_text

MARKER = 46  # diameter of a marker on the board
TRACK_MARKER = 40


def board_image(view: dict, language: str, seat_names: list[str]) -> Image.Image:
    board_id = view["board_id"]
    places = layout(board_id)
    tiles = tuple(sorted((space_id, space["tile"]) for space_id, space in view["spaces"].items()))
    image = composition.canvas(base_layer(board_id, language, tiles))
    draw = ImageDraw.Draw(image)
    display = display_names(seat_names, view["players"], language)

    # what the static layer under a part is drawn from: the board's spaces only under the markers,
    # which lie on the game's tiles (as text: a key's hash is taken at every part it starts, and a
    # string keeps its hash)
    part = ("spectaculum", board_id, language)
    _header(image, draw, view, language, display, part)
    _markers(image, draw, view, places, language, (*part, repr(tiles)))
    _tracks(image, draw, view, places.tracks, part)
    _status(image, draw, view, places.status_top, language, part)
    draw_panels(image, draw, view, places.panels_top, language, display, part)
    regions.PARTS.draw(
        image,
        (0, places.height - FOOTER_HEIGHT, style.WIDTH, places.height),
        (part, "footer"),
        partial(_footer, draw, places.height, language),
    )
    return image


def _header(image, draw, view, language, display, part) -> None:
    phase_fill = {"settle_sickness": palette.ACT, "ended": palette.WHITE}.get(view["phase"], palette.TURN)
    counter = words.counter(view, language)
    phase, hint = words.phase(view, language), words.hint(view, language, display)
    sizes = {"turn_sizes": (46, 30), "hint_sizes": (25, 18)}
    seat_header(
        image, draw, view, language, display, MARGIN, counter, turn_line, phase, phase_fill, hint, part, **sizes
    )


def turn_line(view, language, display):
    """(template, names, colour of the turn mark or None): the winners, who must act, or who is on turn."""
    if view["phase"] == "ended" and view.get("result"):
        champions = words.winners(view, display)
        key = "render.spectaculum.winner" if len(champions) == 1 else "render.spectaculum.winners"
        return t(key, language, names="\0"), ", ".join(champions), None
    if view["phase"] == "settle_sickness" or set(view.get("actors") or ()) - {view["active"]}:
        acting = ", ".join(display[seat] for seat in view["actors"])
        return t("render.spectaculum.must_act", language, names="\0"), acting, palette.ACT
    return t("render.spectaculum.on_turn", language, name="\0"), display[view["active"]], palette.TURN


def _markers(image, draw, view, places, language, part) -> None:
    """The spaces the latest move placed on are framed (drawn, and declared to the composition);
    every other space's marker is kept (`regions.PARTS`) in its own box."""
    placed_last = set((view.get("highlight") or {}).get("spaces") or ())
    for space_id in placed_last:
        if space_id in places.centres:
            cx, cy = places.centres[space_id]
            composition.drawn((cx - style.HEX_SIZE, cy - style.HEX_SIZE, cx + style.HEX_SIZE, cy + style.HEX_SIZE))
            # magenta plus a white inner line, so it never reads as a red tile border
            hex_ring(image, cx, cy, style.HEX_SIZE - 1, 7, latest.COLOUR)
            hex_ring(image, cx, cy, style.HEX_SIZE - 8, 3, palette.WHITE)
            draw.text(
                (cx, cy - 0.62 * style.HEX_SIZE),
                space_id_text(space_id),
                font=font(16, "bold"),
                fill=palette.INK,
                anchor="mm",
                stroke_width=2,
                stroke_fill=palette.WHITE,
            )
    for space_id, space in view["spaces"].items():
        if space.get("marker"):
            cx, cy = places.centres[space_id]
            colour, letter = space["marker"], words.letter(space["marker"], language)
            marker = partial(paste_marker, image, colour, cx, cy + 7, MARKER, letter)
            if space_id in placed_last:
                marker()
                continue
            sprite = marker_sprite(colour, MARKER, letter)
            left, top = round(cx - sprite.width / 2), round(cy + 7 - sprite.height / 2)
            box = (left, top, left + sprite.width, top + sprite.height)
            regions.PARTS.draw(image, box, (part, "marker", space_id, colour, letter), marker)


def _tracks(image, draw, view, tracks, part) -> None:
    """One kept part (`regions.PARTS`) per troupe's row: a move changes one or two."""
    deltas = (view.get("highlight") or {}).get("tracks") or {}
    for index, colour in enumerate(style.COLOURS):
        top = tracks.row_top(index)
        shown = (view["tracks"][colour], view["decks"][colour], deltas.get(colour))
        regions.PARTS.draw(
            image,
            (0, top, style.WIDTH, top + TRACK_ROW),
            (part, "track", index, shown),
            partial(_track, image, draw, index, colour, *shown, tracks),
        )


def _track(image, draw, index, colour, value, deck, delta, tracks) -> None:
    value_face, delta_face, deck_face = font(34, "black"), font(22, "bold"), font(28, "bold")
    top = tracks.row_top(index)
    cy = top + TRACK_ROW / 2
    card_icon(image, draw, MARGIN + COL_DECK, cy - 16, 22, 32, colour)
    draw.text((MARGIN + COL_DECK + 30, cy), str(deck), font=deck_face, fill=palette.INK, anchor="lm")
    draw.text((MARGIN + COL_VALUE + 44, cy), str(value), font=value_face, fill=style.TROUPE_DARK[colour], anchor="rm")
    if delta:
        text = f"+{delta}" if delta > 0 else f"−{-delta}"
        fill = palette.GOOD if delta > 0 else palette.BAD
        chip(image, draw, MARGIN + COL_DELTA, cy - 15, text, delta_face, fill, palette.WHITE, pad_x=9, height=30)
        before = min(25, max(0, value - delta))
        if before != value:
            bx, by = tracks.cell_centre(index, before)
            ring(image, bx, by, TRACK_MARKER / 2 - 2, 3, style.TROUPE_DARK[colour])
    vx, vy = tracks.cell_centre(index, value)
    paste_marker(image, colour, vx, vy, TRACK_MARKER, str(value))


STATUS_WIDTHS = (330, 170, 300)  # the status row's boxes but the last, which takes the rest


def _status(image, draw, view, top, language, part=None) -> None:
    """The markers revealed, the bag, the markers removed and the end's progress, each in its box,
    kept (`regions.PARTS`, with `part`) under what it shows: a move changes one or two."""
    shown = (
        repr(view.get("revealed")),
        view["bag_count"],
        repr(view.get("removed")),
        (view["free_red_tiles"], view["red_tiles_condition_met"], view.get("court_taken")),
    )
    drawings = (_revealed, _bag, _removed, _end_progress)
    for index, (box, what, drawing) in enumerate(zip(status_boxes(top), shown, drawings)):
        draw_box = partial(_status_box, image, draw, view, box, index, language, drawing)
        if part is None:
            draw_box()
        else:
            regions.PARTS.draw(image, box, (part, "status", index, what), draw_box)


def status_boxes(top) -> list[tuple]:
    """The status row's boxes (left, top, right, bottom), left to right."""
    lefts = [MARGIN]
    for w in STATUS_WIDTHS:
        lefts.append(lefts[-1] + w + 12)
    spans = [(left, left + w) for left, w in zip(lefts, STATUS_WIDTHS)] + [(lefts[-1], style.WIDTH - MARGIN)]
    return [(left, top, right, top + STATUS_HEIGHT) for left, right in spans]


REVEALED, REVEALED_SIZE = 6, 44  # the markers shown of those revealed, and their diameter


def revealed_centre(box, index) -> tuple[float, float]:
    """Where the revealed marker `index` sits in the status box of the revealed markers."""
    return box[0] + 38 + index * 52, box[1] + 60


def _status_box(image, draw, view, box, index, language, drawing) -> None:
    left, top, right, bottom = box
    panel(image, box, palette.PANEL, 12, palette.PANEL_EDGE, 2)
    if index < 3:
        label = t(f"render.spectaculum.status.{('revealed', 'bag', 'removed')[index]}", language)
        draw.text((left + 14, top + 20), label, font=font(18, "bold"), fill=palette.INK_SOFT, anchor="lm")
    drawing(image, draw, view, (left, right), top, language)


def _revealed(image, draw, view, box, top, language) -> None:
    left, right = box
    revealed = view.get("revealed") or []
    if revealed:
        for i, colour in enumerate(revealed[:REVEALED]):
            x, y = revealed_centre((left, top, right), i)
            paste_marker(image, colour, x, y, REVEALED_SIZE, words.letter(colour, language))
    else:
        draw.text((left + 14, top + 60), "—", font=font(26, "bold"), fill=palette.MUTED, anchor="lm")


def _bag(image, draw, view, box, top, language) -> None:
    left, _ = box
    body_y = top + 60
    icons.bag(image, draw, left + 36, body_y, 46)
    draw.text((left + 66, body_y), str(view["bag_count"]), font=font(34, "black"), fill=palette.INK, anchor="lm")


def _removed(image, draw, view, box, top, language) -> None:
    left, _ = box
    body_y = top + 60
    removed = [(c, n) for c, n in (view.get("removed") or {}).items() if n]
    x = left + 14
    if not removed:
        draw.text(
            (x, body_y), t("render.spectaculum.status.none", language), font=font(22), fill=palette.MUTED, anchor="lm"
        )
    for colour, count in removed:
        paste_marker(image, colour, x + 15, body_y, 30, words.letter(colour, language))
        draw.text((x + 34, body_y), f"×{count}", font=font(22, "bold"), fill=palette.INK, anchor="lm")
        x += 70


def _end_progress(image, draw, view, box, top, language) -> None:
    """The end condition A: free red tiles (red when at most one is left) and the court."""
    left, right = box
    free = view["free_red_tiles"]
    face = font(22, "bold")
    y = top + 26
    icons.mini_hex(draw, left + 26, y, 14, style.PAYDAY_FILL, style.RED_BORDER, 4)
    text = t("render.spectaculum.status.red_free", language, n=free)
    face, text = fit(text, right - left - 60, 22, 17, "bold")
    ink = style.RED_BORDER if view["red_tiles_condition_met"] else palette.INK
    draw_line(draw, (left + 48, y), text, face, ink)
    y = top + 64
    taken = view.get("court_taken")
    key = "render.spectaculum.status.court_taken" if taken else "render.spectaculum.status.court_free"
    icons.mini_hex(draw, left + 26, y, 14, style.COURT, palette.mix(style.COURT, palette.INK, 0.4), 2)
    if taken:
        draw.line((left + 18, y - 8, left + 34, y + 8), fill=palette.WHITE, width=3)
        draw.line((left + 18, y + 8, left + 34, y - 8), fill=palette.WHITE, width=3)
    face, text = fit(t(key, language), right - left - 60, 22, 17, "bold")
    draw.text((left + 48, y), text, font=face, fill=style.COURT if taken else palette.INK, anchor="lm")


def _footer(draw, height, language) -> None:
    face, text = fit(t("render.spectaculum.status.end_rule", language), style.WIDTH - 2 * MARGIN, 17, 16)
    draw.text((style.WIDTH / 2, height - 16), text, font=face, fill=palette.INK_SOFT, anchor="mm")
