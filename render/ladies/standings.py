"""The end of the game: the standings that take the exchange's place."""

from __future__ import annotations

from render.common import palette
from render.common.fonts import font
from render.common.seats import seat_key
from render.common.shapes import panel
from render.common.text import chip, fit
from render.ladies import pieces, style, words
from render.ladies.layout import STAND_ROW, TITLE
from render.ladies.words import tr

TALLEST_ROW = 96  # a row's height when the box has room to spare


def standings(image, draw, view, box, language, display) -> None:
    """R113/R114/R127: every team (and the courtesan) by placing, with the total, its
    breakdown and the gentleman's money; the courtesan's gift points and a scandal if any. The
    rows share the box's height, as tall as it leaves them (at most `TALLEST_ROW`)."""
    left, top, right, bottom = box
    rows = standing_rows(view)
    height = max(STAND_ROW, min(TALLEST_ROW, (bottom - top - TITLE - 12) // max(1, len(rows))))
    y = top + TITLE + 4
    for r in rows:
        y = standing(image, draw, view, r, box, y, height, language, display)


def ranks(view) -> dict:
    """Each seat's place among the sides, as the engine placed them (the result's `sides`, the
    numbers the result message shows); a gentleman who wins with the courtesan has her place."""
    out: dict = {}
    for side in view["result"].get("sides") or []:
        for seat in side["seats"]:
            out[seat] = min(out.get(seat, side["place"]), side["place"])
    return out


def standing_rows(view) -> list[dict]:
    """The engine's sides, best first, in the shape `standing` draws."""
    return [
        {
            "place": side["place"],
            "team": side["team"],
            "seats": list(side["seats"]),
            "b": side,
            "money": side["money"],
            "gifts": side["gifts"],
            "scandal": side["scandal"],
        }
        for side in view["result"].get("sides") or []
    ]


def standing(image, draw, view, r, box, y, height, language, display) -> int:
    """One row of the standings at `y`, `height` tall; returns the next row's y."""
    left, top, right, bottom = box
    row = (left + 10, y, right - 10, y + height - 6)
    first = r["place"] == 1
    panel(
        image,
        row,
        style.WINNER if first else palette.mix(palette.PANEL, palette.BACKGROUND, 0.5),
        10,
        palette.TURN if first else palette.PANEL_EDGE,
        2,
    )
    cy = (row[1] + row[3]) / 2
    place = f"{r['place']}." if r["place"] is not None else "–"
    draw.text((row[0] + 44, cy), place, font=font(30, "black"), fill=palette.INK, anchor="rm")
    fill = pieces.team_colour(view, r["team"])
    pieces.marker(image, draw, row[0] + 76, cy, 40, fill, words.team_letter(r["team"], language))
    x = row[0] + 108
    total = r["b"].get("total") or 0
    tw = pieces.star_text(image, draw, row[2] - 14, cy, total, 30, anchor="rm", fill=(150, 100, 0))
    limit = row[2] - 14 - tw - 24
    if r["money"] is not None:
        money = words.money(r["money"], language)
        mf = font(22, "black")
        draw.text((limit, cy), money, font=mf, fill=style.MONEY, anchor="rm")
        limit -= mf.getlength(money) + 24
    names = " & ".join(display[s] for s in r["seats"])
    face, names = fit(names, limit - x, 23, 17, "bold")
    draw.text((x, cy - 12), names, font=face, fill=palette.INK, anchor="lm")
    parts = [breakdown_text(r["b"], language, bool((view.get("config") or {}).get("gossip")))]
    for seat in r["seats"]:
        if dropped := (seat_key(view["result"].get("details"), seat) or {}).get("dropped"):
            parts.append(tr("result.dropped", language, designer=dropped))
    if r["gifts"] is not None:
        parts.append(tr("result.gifts", language, n=r["gifts"]))
    if r["team"] is None and r["seats"][1:]:
        parts.append(tr("result.pair", language))
    text = " · ".join(parts)
    sf = font(17, "black")
    label = tr("result.scandal", language).upper() if language == "en" else tr("result.scandal", language)
    room = sf.getlength(label) + 30 if r["scandal"] else 0
    face, text = fit(text, limit - x - room, 18, 16, "medium")
    draw.text((x, cy + 14), text, font=face, fill=palette.INK_SOFT, anchor="lm")
    if r["scandal"]:  # R127.2
        chip(
            image,
            draw,
            x + face.getlength(text) + 12,
            cy + 2,
            label,
            sf,
            palette.BAD,
            palette.WHITE,
            pad_x=8,
            height=24,
        )
    return y + height


def breakdown_text(b: dict, language: str, gossip: bool = True) -> str:
    """R111: the total's parts (the gossip part is already negative; left out without the variant)."""
    text = tr(
        "result.breakdown",
        language,
        wardrobe=b.get("wardrobe", 0),
        servants=b.get("servants", 0),
        contracts=b.get("contracts", 0),
    )
    if gossip:
        text += " · " + tr("result.gossip", language, gossip=str(b.get("gossip", 0)).replace("-", "\u2212"))
    return text
