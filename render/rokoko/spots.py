"""Where the Rokoko board draws what a player may point at (`render.common.spots`), from the
layout its drawing places everything by (`layout.layout`).

Things: ("dress", dress id) in its window, ("tile", tile id) in the warehouse, ("card", card
id) in the hiring display, ("space", space id) for a decoration, terrace, musician or guest
space, ("hall", hall id) and ("favour",) for the Queen's favour. Their names, as the board
writes them (`words`): a dress's and an employee's name on the card, the title of a tile's
section, a free decoration space's cost (its coin) or an all-halls space's prestige, a hall's
title (also for the spaces in it), the favour's title."""

from __future__ import annotations

from render.common.spots import Spots, box
from render.rokoko import words
from render.rokoko.layout import layout
from render.rokoko.style import WIDTH


def board_spots(view: dict, language: str, seat_names: list[str]) -> Spots:
    places = layout(view["side"], view["players"])
    spots = Spots((WIDTH, places.height))
    for window, where in zip(view["windows"], places.windows):
        if dress := window.get("dress"):
            spots.add(("dress", dress["id"]), box(*where), words.dress_name(dress, language))
    for section, (_, tiles) in zip(view["warehouse"], places.sections):
        for tile, where in zip(section["tiles"], tiles):
            spots.add(("tile", tile["id"]), box(*where), words.section_title(section["number"], language))
    for slot, where in zip(view["display"], places.hire):
        if card := slot.get("card"):
            spots.add(("card", card["id"]), box(*where), words.rank(card["rank"], language))
    decorations = list(view["fireworks"]["spaces"]) + list(view["statues"])
    decorations += list(view["fountain"].get("upper", [])) + list(view["fountain"].get("lower", []))
    for space in decorations:
        spots.add(("space", space["id"]), box(*places.spaces[space["id"]]), str(space["cost"]))
    for space in view["all_halls"]:
        spots.add(("space", space["id"]), box(*places.spaces[space["id"]]), str(space["pp"]))
    for space in view["terrace"]:
        spots.add(("space", space["id"]), box(*places.spaces[space["id"]]))
    for hall, (where, musician, guests) in zip(view["halls"], places.halls):
        names = words.hall_names(hall, language)
        spots.add(("hall", hall["id"]), box(*where), *names)
        spots.add(("space", hall["musician"]["id"]), box(*musician), *names)
        for space, guest in zip(hall["spaces"], guests):
            spots.add(("space", space["id"]), box(*guest), *names)
    spots.add(("favour",), box(*places.boxes["favour"]), words.favour_title(language))
    return spots
