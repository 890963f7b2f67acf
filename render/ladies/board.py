"""The public board image: header (day, phase, who must act), the street of boutiques,
the stock exchange with the market card, the contracts, and one row per team (lady and
gentleman side by side, team colour and letter) plus the courtesan's row."""

from __future__ import annotations

from functools import partial

from PIL import Image, ImageDraw

from render.common import composition, regions
from render.common.seats import display_names
from render.ladies import (
    exchange,
    header,
    latest,
    layout,
    pieces,
    standings,
    street,
    teams,
)


def board_image(view: dict, language: str, seat_names) -> Image.Image:
    key = layout.static_key(view)
    with layout.LOCK:
        places, base = layout.static_layer(*key, language)
    image = composition.canvas(base)
    draw = ImageDraw.Draw(image)
    display = display_names(seat_names, view["players"], language)
    # What the static layer under the parts above the team rows is drawn from: not the rows'
    # heights, so a wardrobe that needs another row of cards leaves those parts kept; and a row's
    # parts are kept under its team and height wherever the row lies (`row`).
    teams_count, courtesan, _, ended, look = key
    part = ("ladies", (teams_count, courtesan, ended, look), language, tuple(display))
    header.header(image, draw, view, language, display, part)
    for p, box in zip(view["panels"], places.shops):
        left, top, right, bottom = box
        regions.PARTS.draw(
            image,
            (left, top + street.STOCK_TOP, right, top + street.CRAFTSMAN_TOP),
            (part, "stock", box, street.stock_key(p)),
            partial(street.stock, image, draw, view, p, box, language),
        )
        regions.PARTS.draw(
            image,
            (left, top + street.CRAFTSMAN_TOP, right, top + street.VISITORS_TOP),
            (part, "craftsman", box, street.craftsman_key(view, p)),
            partial(street.craftsman, image, draw, view, p, box, language),
        )
        regions.PARTS.draw(
            image,
            (left, top + street.VISITORS_TOP, right, bottom),
            (part, "visitors", box, street.visitors_key(view, p)),
            partial(street.visitors_row, image, draw, view, p, box, language),
        )
        street.shop_frame(image, view, p, box)
    if places.standings:
        composition.drawn(places.standings)
        standings.standings(image, draw, view, places.standings, language, display)
    else:
        regions.PARTS.draw(
            image,
            places.exchange,
            (part, "exchange", exchange.exchange_key(view)),
            lambda: exchange.exchange(image, draw, view, places.exchange, language, display),
        )
        sold = tuple(sorted(latest.highlight(view).get("goods") or ()))
        regions.PARTS.draw(
            image,
            places.market,
            (part, "market", view["market"], sold),
            partial(_market, image, view, places.market, language),
        )
    if places.contracts:
        regions.PARTS.draw(
            image,
            places.contracts,
            (part, "contracts", exchange.contracts_key(view)),
            lambda: exchange.contracts(image, draw, view, places.contracts, language),
        )
    for i, box in enumerate(places.rows):
        row = (part, "row", i, box[3] - box[1])
        if i < len(view["panels"]):
            teams.team_row(image, draw, view, i, box, language, display, row)
        else:
            regions.PARTS.draw(
                image,
                box,
                (row, "courtesan", teams.row_key(view, None)),
                partial(teams.courtesan_row, image, draw, view, box, language, display),
            )
            teams.courtesan_frames(image, view, box)
    return image


def _market(image, view, box, language) -> None:
    pieces.market_card(image, box, view["market"], language)
    latest.market_highlight(image, view, box)
