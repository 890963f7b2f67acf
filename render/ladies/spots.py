"""Where the Ladies & Gentlemen board draws what a player may point at
(`render.common.spots`), from the layout and the geometry functions its drawing calls.

Things: ("boutique", boutique) and ("card", card id) for its window card, face up; ("slot",
number) in the exchange (numbered from 1, as the board numbers them); ("good", kind) on the
market card; ("contract", contract id); ("person", seat) for a lady's or a gentleman's block
in the team rows (and the courtesan's). The cards under a window are face down and are not
things: nothing names them. Their names, as the board writes them: a boutique's, a card's title
(`pieces.card_title`), a slot's number, a good's name on the market card, a contract's payout, a
person's name."""

from __future__ import annotations

from render.common.seats import display_names
from render.common.spots import Spots, around, box
from render.ladies import exchange, layout, pieces, street, teams, words
from render.ladies.style import WIDTH


def board_spots(view: dict, language: str, seat_names: list[str]) -> Spots:
    places = layout.Layout(*layout.static_key(view)[:4])
    spots = Spots((WIDTH, places.height))
    display = display_names(seat_names, view["players"], language)
    for p, shop in zip(view["panels"], places.shops):
        spots.add(("boutique", p["boutique"]), box(*layout.shop_outline(shop)), words.boutique(p["boutique"], language))
        if p.get("window"):
            spots.add(("card", p["window"]), box(*street.window_box(shop)), pieces.card_title(p["window"], language))
    if places.exchange is not None:
        slots = (view.get("exchange") or {}).get("slots") or []
        diameter, centres = exchange.slot_places(view, places.exchange)
        for slot, (cx, cy) in zip(slots, centres):
            spots.add(("slot", slot["slot"]), around(cx, cy, diameter / 2 + 2), str(slot["slot"]))
    if places.market is not None:
        for good, cy, height in pieces.market_rows(box(*places.market)):
            where = box(places.market[0], cy - height / 2, places.market[2], cy + height / 2)
            spots.add(("good", good), where, words.goods_name(good, language))
    if places.contracts is not None:
        for contract, where in zip(view.get("contracts") or [], exchange.contract_boxes(view, places.contracts)):
            if contract.get("id") is not None:
                spots.add(("contract", contract["id"]), box(*where), pieces.contract_payout(contract["id"], language))
    for seat, row in zip(layout.row_seats(view), places.rows):
        her, his = teams.person_blocks(row)
        spots.add(("person", seat), box(*her), display[seat])
        gentleman = next((p["gentleman"] for p in view["panels"] if p["lady"] == seat), None)
        if gentleman is not None:
            spots.add(("person", gentleman), box(*his), display[gentleman])
    return spots
