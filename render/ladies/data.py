"""Ladies & Gentlemen's printed component data, read from the engine's components.json.

The file is read directly rather than through `engines.ladies.data`: importing the engine
package registers the game, and drawing an image must not change which games exist."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import engines
from engines.core.components import json_reader

_raw = json_reader(Path(engines.__file__).parent / "ladies" / "components.json")


@lru_cache(maxsize=1)
def cards() -> dict:
    """Wardrobe card id -> {category, kind, designers, price, elegance}."""
    return {
        c["id"]: {
            "category": c["category"],
            "kind": c["kind"],
            "designers": tuple(c["designers"]),
            "price": c["price"],
            "elegance": c["elegance"],
        }
        for c in _raw()["wardrobe"]["cards"]
    }


@lru_cache(maxsize=1)
def servants() -> dict:
    return {s["id"]: {"name": s["name"], "price": s["price"], "goal": s["goal"]} for s in _raw()["servants"]["cards"]}


@lru_cache(maxsize=1)
def craftsmen() -> dict:
    return {c["id"]: {"type": c["type"], "n": c["cards_offered"]} for c in _raw()["craftsman_cards"]["cards"]}


@lru_cache(maxsize=1)
def contracts() -> dict:
    return {
        k["id"]: {"goods": dict(k["goods"]), "payout": k["payout"], "premium": k["premium"], "bonus": k["bonus"]}
        for k in _raw()["contracts"]["cards"]
    }


@lru_cache(maxsize=1)
def market() -> dict:
    return {m["id"]: dict(m["prices"]) for m in _raw()["market_cards"]["cards"]}


GOODS = ("coal", "cotton", "gems", "wheat", "tea", "gold")


def card(card_id):
    """Static data of a wardrobe or servant card id, or a masked card: a category name
    (`clothing`, `accessory`, `jewel`) or `servant` when the viewer may not see it."""
    if card_id in cards():
        return {"id": card_id, **cards()[card_id]}
    if card_id in servants():
        return {"id": card_id, "category": "servant", **servants()[card_id]}
    return {"id": None, "category": card_id if card_id in ("clothing", "accessory", "jewel") else "servant"}


def elegance(card_ids) -> int:
    """The stars of the wardrobe cards among `card_ids` (masked cards count nothing)."""
    return sum(cards()[c]["elegance"] for c in card_ids if c in cards())
