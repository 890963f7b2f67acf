"""Where the Rokoko board draws what a player may point at (`render.common.spots`), from the
layout its drawing places everything by (`layout.layout`).

Things: ("dress", dress id) in its window, ("tile", tile id) in the warehouse, ("card", card
id) in the hiring display, ("space", space id) for a decoration, terrace, musician or guest
space, ("hall", hall id) and ("favour",) for the Queen's favour."""

from __future__ import annotations

from render.common.spots import Spots, box
from render.rokoko.layout import layout
from render.rokoko.style import WIDTH


def board_spots(view: dict, language: str, seat_names: list[str]) -> Spots:
    places = layout(view["side"], view["players"])
    spots = Spots((WIDTH, places.height))
    for window, where in zip(view["windows"], places.windows):
        if window.get("dress"):
            spots.add(("dress", window["dress"]["id"]), box(*where))
    for section, (_, tiles) in zip(view["warehouse"], places.sections):
        for tile, where in zip(section["tiles"], tiles):
            spots.add(("tile", tile["id"]), box(*where))
    for slot, where in zip(view["display"], places.hire):
        if slot.get("card"):
            spots.add(("card", slot["card"]["id"]), box(*where))
    decorations = list(view["fireworks"]["spaces"]) + list(view["statues"]) + list(view["terrace"])
    decorations += list(view["fountain"].get("upper", [])) + list(view["fountain"].get("lower", []))
    for space in decorations + list(view["all_halls"]):
        spots.add(("space", space["id"]), box(*places.spaces[space["id"]]))
    for hall, (where, musician, guests) in zip(view["halls"], places.halls):
        spots.add(("hall", hall["id"]), box(*where))
        spots.add(("space", hall["musician"]["id"]), box(*musician))
        for space, guest in zip(hall["spaces"], guests):
            spots.add(("space", space["id"]), box(*guest))
    spots.add(("favour",), box(*places.boxes["favour"]))
    return spots
