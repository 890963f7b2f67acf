"""Where the Spectaculum board draws what a player may point at (`render.common.spots`),
from the layout its drawing reads: each space (the rectangle inside its hexagon, so that
neighbouring spaces never overlap), each troupe's track row, each revealed marker and each
player's cards of each troupe in their panel.

Things: ("space", space id), ("track", troupe), ("revealed", troupe) (the first marker of
that troupe shown), ("cards", seat, troupe). Their names: a space's id (written on every space,
`static.space_id_text`), a troupe's letter (on its track, its markers and its cards)."""

from __future__ import annotations

from render.common.shapes import SQRT3
from render.common.spots import Spots, around, box
from render.spectaculum import style, words
from render.spectaculum.board import REVEALED, REVEALED_SIZE, revealed_centre, status_boxes
from render.spectaculum.layout import MARGIN, TRACK_ROW, layout
from render.spectaculum.panels import CARD_H, card_places, panel_span
from render.spectaculum.static import space_id_text


def board_spots(view: dict, language: str, seat_names: list[str]) -> Spots:
    places = layout(view["board_id"])
    spots = Spots((style.WIDTH, places.height))
    # the hexagon's upright sides: its widest rectangle of half its height
    half_width, half_height = SQRT3 / 2 * style.HEX_SIZE - 2, style.HEX_SIZE / 2
    for space_id in view["spaces"]:
        cx, cy = places.centres[space_id]
        spots.add(("space", space_id), around(cx, cy, half_width, half_height), space_id_text(space_id))
    for index, colour in enumerate(style.COLOURS):
        top = places.tracks.row_top(index)
        spots.add(
            ("track", colour), box(MARGIN, top, style.WIDTH - MARGIN, top + TRACK_ROW), words.letter(colour, language)
        )
    revealed_box = status_boxes(places.status_top)[0]
    for index, colour in enumerate((view.get("revealed") or [])[:REVEALED]):
        x, y = revealed_centre(revealed_box, index)
        spots.add(("revealed", colour), around(x, y, REVEALED_SIZE / 2), words.letter(colour, language))
    for seat_view in view["seats"]:
        seat = seat_view["seat"]
        left, width = panel_span(seat, view["players"])
        for colour, x, cy, step in card_places(left, places.panels_top, width):
            where = box(x - 4, cy - CARD_H / 2 - 4, x + step - 8, cy + CARD_H / 2 + 4)
            spots.add(("cards", seat, colour), where, words.letter(colour, language))
    return spots
