"""Ladies & Gentlemen's printed component data: the engine's (engines.ladies.data, read
from its components.json), in the shape the images ask for it."""

from __future__ import annotations

from engines.ladies.data import CATEGORIES, rules


def cards() -> dict:
    """Wardrobe card id -> {category, kind, designers, price, elegance}."""
    return rules().cards


def servants() -> dict:
    return rules().servants


def craftsmen() -> dict:
    return rules().craftsman


def contracts() -> dict:
    return rules().contracts


def market() -> dict:
    return rules().market


GOODS = ("coal", "cotton", "gems", "wheat", "tea", "gold")


def card(card_id):
    """Static data of a wardrobe or servant card id, or a masked card: a category name
    (`clothing`, `accessory`, `jewel`) or `servant` when the viewer may not see it."""
    if card_id in cards():
        return {"id": card_id, **cards()[card_id]}
    if card_id in servants():
        return {"id": card_id, "category": "servant", **servants()[card_id]}
    return {"id": None, "category": card_id if card_id in CATEGORIES else "servant"}


def elegance(card_ids) -> int:
    """The stars of the wardrobe cards among `card_ids` (masked cards count nothing)."""
    return sum(cards()[c]["elegance"] for c in card_ids if c in cards())
