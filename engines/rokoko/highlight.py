"""The board's latest-move frame, built from the public events of the steps shown.

The shape is the one the renderer reads as view["highlight"]: {"seat": the seat that
moved last (or None), "spaces": [board space ids], "windows": [window ids], "tiles":
[tile ids], "cards": [card ids]}. It frames only what those moves changed: what a later
event of the same steps replaced (the dress display refilled and moved up, the favour
card back on its space at a new round) is no longer framed."""

from __future__ import annotations

from typing import Any

PREFIX = "rokoko."

# event kind -> (part of the board, param naming what it touched)
MARKS = {
    "card_played": ("cards", "card"),
    "favour_claimed": ("spaces", None),  # the favour card's space
    "tile_bought": ("tiles", "tile"),
    "dress_made": ("windows", "window"),
    "dress_rented": ("spaces", "space"),
    "reward_tile_taken": ("tiles", "tile"),
    "all_halls_bonus": ("spaces", "space"),
    "employee_hired": ("cards", "card"),
    "employee_dismissed": ("cards", "card"),
    "employee_dismissed_by_bonus": ("cards", "card"),
    "decoration_funded": ("spaces", "space"),
}
# events that put something new where a frame was: (part, ids it clears, None = all)
CLEARS = {
    "dress_discarded": ("windows", None),  # R27: the display moves up and is refilled
    "dresses_drawn": ("windows", None),
    "start_player_changed": ("spaces", ("favour",)),  # R23: the favour card is back
}


def highlight(events) -> dict:
    frame: dict[str, Any] = {"seat": None, "spaces": [], "windows": [], "tiles": [], "cards": []}
    for event in events:
        if event.to != "public" or not event.kind.startswith(PREFIX):
            continue
        kind = event.kind[len(PREFIX) :]
        if kind in MARKS:
            part, param = MARKS[kind]
            frame["seat"] = event.params.get("seat", frame["seat"])
            item = "favour" if param is None else event.params.get(param)
            if item is not None and item not in frame[part]:
                frame[part].append(item)
        elif kind in CLEARS:
            part, ids = CLEARS[kind]
            frame[part] = [] if ids is None else [x for x in frame[part] if x not in ids]
    if not any(frame[part] for part in ("spaces", "windows", "tiles", "cards")):
        frame["seat"] = None
    return frame
