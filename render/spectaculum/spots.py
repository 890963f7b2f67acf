"""Where the Spectaculum board draws what a player may point at (`render.common.spots`),
from the layout its drawing reads: each space (the rectangle inside its hexagon, so that
neighbouring spaces never overlap), each troupe's track row, each revealed marker and each
player's cards of each troupe in their panel.

Things: ("space", space id), ("track", troupe), ("revealed", troupe) (the first marker of
that troupe shown), ("cards", seat, troupe)."""

from __future__ import annotations

from render.common.shapes import SQRT3
from render.common.spots import Spots, around, box
from render.spectaculum import style
from render.spectaculum.board import REVEALED, REVEALED_SIZE, revealed_centre, status_boxes
from render.spectaculum.layout import MARGIN, TRACK_ROW, layout
from render.spectaculum.panels import CARD_H, card_places, panel_span


def board_spots(view: dict, language: str, seat_names: list[str]) -> Spots:
    places = layout(view["board_id"])
    spots = Spots((style.WIDTH, places.height))
    # the hexagon's upright sides: its widest rectangle of half its height
    half_width, half_height = SQRT3 / 2 * style.HEX_SIZE - 2, style.HEX_SIZE / 2
    for space_id in view["spaces"]:
        cx, cy = places.centres[space_id]
        spots.add(("space", space_id), around(cx, cy, half_width, half_height))
    for index, colour in enumerate(style.COLOURS):
        top = places.tracks.row_top(index)
        spots.add(("track", colour), box(MARGIN, top, style.WIDTH - MARGIN, top + TRACK_ROW))
    revealed_box = status_boxes(places.status_top)[0]
    for index, colour in enumerate((view.get("revealed") or [])[:REVEALED]):
        x, y = revealed_centre(revealed_box, index)
        spots.add(("revealed", colour), around(x, y, REVEALED_SIZE / 2))
    for seat_view in view["seats"]:
        seat = seat_view["seat"]
        left, width = panel_span(seat, view["players"])
        for colour, x, cy, step in card_places(left, places.panels_top, width):
            spots.add(("cards", seat, colour), box(x - 4, cy - CARD_H / 2 - 4, x + step - 8, cy + CARD_H / 2 + 4))
    return spots
