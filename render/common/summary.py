"""The compact summary image of a board: what a player must read without opening the image —
whose move it is, the latest move, and each player's (or team's) key numbers — in type large
enough for Discord's inline preview (550 x 350) and a phone's 400 px width.

It is drawn at twice the preview's size and aspect (1100 x 700), so its smallest text (28 px)
stays 14 px tall in the preview and 10 px at 400 px wide. Each game says what goes in it (its
`summary` module); this draws it the same way for every game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from render.common import latest, memory, palette
from render.common.fonts import font
from render.common.header import counter_chip
from render.common.seats import display_names, seat_key
from render.common.shapes import crown, disc, panel, triangle
from render.common.text import chip, draw_with_highlight, fit
from render.common.texts import t

WIDTH, HEIGHT = 1100, 700
MARGIN = 24
HEADER = 196
MIN_TEXT = 28  # the smallest text drawn here, px


@dataclass
class Row:
    """One player (or team) of the summary."""

    colour: tuple
    letter: str | None  # None: a crown (a player who belongs to no team)
    name: str
    figures: str  # the key numbers in words: "Money 16 · Prestige 14"
    acting: bool = False  # on turn or must act now
    place: int | None = None  # at the end


@dataclass
class Summary:
    counter: str  # "Round 4/7", "Day 2/4", "Turn 12"
    turn_template: str  # "On turn: \0" (the names go in place of the NUL)
    turn_names: str
    rows: list[Row] = field(default_factory=list)
    latest_move: str = ""
    ended: bool = False
    chips_label: str = ""  # a line of coloured figures under the rows (shared tracks, say)
    chips: list[tuple[tuple, str]] = field(default_factory=list)


def seat_summary(view: dict, language: str, seat_names, counter: str, turn_line, colour, letter, figures, **more):
    """The summary of a game whose rows are its seats: `turn_line(view, language, display)` as on
    its board, rows as `seat_rows` makes them, `more` the Summary's further fields."""
    display = display_names(seat_names, view["players"], language)
    template, names, _ = turn_line(view, language, display)
    return Summary(
        counter,
        template,
        names,
        seat_rows(view, display, colour, letter, figures),
        latest.text(view),
        ended=view["phase"] == "ended" and bool(view.get("result")),
        **more,
    )


def seat_rows(view: dict, display: list[str], colour, letter, figures) -> list[Row]:
    """One row per seat, acting seats marked, in placing order at the end. `colour(seat)`,
    `letter(seat)` and `figures(seat_view, result)` say what the game shows."""
    result = view.get("result") if view["phase"] == "ended" else None
    acting = set(view.get("actors") or ()) | ({view["active"]} if view.get("active") is not None else set())
    rows = [
        Row(
            colour(sv["seat"]),
            letter(sv["seat"]),
            display[sv["seat"]],
            figures(sv, result),
            acting=not result and sv["seat"] in acting,
            place=seat_key(result["placings"], sv["seat"]) if result else None,
        )
        for sv in view["seats"]
    ]
    if result:
        rows.sort(key=lambda row: row.place or 99)
    return rows


_pngs: memory.Kept[bytes] = memory.Kept("summaries")  # PNGs of ~30 KB


def summary_png(summary: Summary, language: str, encode: Callable[[Image.Image], bytes]) -> bytes:
    """The summary as PNG bytes, drawn only when what it shows changed: most moves change a
    board somewhere but leave the counter, the turn, the rows and the latest move of another
    table alone, and a move's image is asked for again (edits, history pages)."""
    return _pngs.kept((repr(summary), language, encode), lambda: encode(summary_image(summary, language)), len)


def summary_image(summary: Summary, language: str) -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), palette.BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER), fill=palette.HEADER)
    counter_face = font(32, "bold")
    counter_left = counter_chip(
        image, draw, WIDTH - MARGIN, 22, summary.counter, counter_face, gap=32, pad_x=16, height=50
    )
    x = MARGIN
    if not summary.ended:
        triangle(image, x + 15, 50, 30, palette.TURN)
        x += 44
    draw_with_highlight(
        draw,
        x,
        50,
        summary.turn_template,
        summary.turn_names,
        counter_left - 20 - x,
        48,
        32,
        palette.WHITE,
        palette.TURN,
    )
    move = summary.latest_move.strip()
    if move:
        latest.swatch(image, MARGIN, 134, 30)
        template = t("render.common.latest_move", language, move="\0")
        draw_with_highlight(
            draw, MARGIN + 44, 134, template, move, WIDTH - 2 * MARGIN - 44, 36, MIN_TEXT, latest.COLOUR, palette.WHITE
        )
    bottom = HEIGHT - 14
    if summary.chips:
        bottom -= CHIPS_ROW
        _chips(image, draw, summary.chips_label, summary.chips, bottom + 8)
    _rows(image, draw, summary.rows, bottom)
    return image


CHIPS_ROW = 70


def _chips(image, draw, label: str, chips, top: float) -> None:
    cy = top + CHIPS_ROW / 2 - 4
    face = font(32, "bold")
    draw.text((MARGIN, cy), label, font=face, fill=palette.INK_SOFT, anchor="lm")
    x = MARGIN + face.getlength(label) + 16
    value_face = font(34, "black")
    for colour, text in chips:
        x = chip(image, draw, x, cy - 26, text, value_face, colour, palette.ink_on(colour), pad_x=18, height=52) + 12


def _rows(image, draw, rows: list[Row], bottom: float) -> None:
    top = HEADER + 14
    step = min(96, (bottom - top) / max(1, len(rows)))
    for i, row in enumerate(rows):
        box = (MARGIN, top + i * step, WIDTH - MARGIN, top + (i + 1) * step - 8)
        fill = palette.mix(palette.TURN, palette.WHITE, 0.6) if row.acting or row.place == 1 else palette.PANEL
        panel(image, box, fill, 14, palette.TURN if row.acting or row.place == 1 else palette.PANEL_EDGE, 3)
        cy = (box[1] + box[3]) / 2
        x: float = box[0] + 16
        if row.place is not None:
            draw.text((x + 40, cy), f"{row.place}.", font=font(40, "black"), fill=palette.INK, anchor="rm")
            x += 54
        elif row.acting:
            triangle(image, x + 12, cy, 24, palette.ACT)
            x += 34
        d = min(58, box[3] - box[1] - 12)
        disc(image, x + d / 2, cy, d / 2, palette.WHITE)
        disc(image, x + d / 2, cy, d / 2 - 3, row.colour, palette.mix(row.colour, palette.BLACK, 0.45), 2)
        if row.letter is None:
            crown(image, x + d / 2, cy + d * 0.04, d * 0.27, palette.ink_on(row.colour))
        else:
            draw.text(
                (x + d / 2, cy),
                row.letter,
                font=font(round(d * 0.55), "black"),
                fill=palette.ink_on(row.colour),
                anchor="mm",
            )
        x += d + 16
        right = box[2] - 18
        figures_face, figures = fit(row.figures, (right - x) * 0.58, 38, MIN_TEXT, "black")
        draw.text((right, cy), figures, font=figures_face, fill=palette.INK, anchor="rm")
        name_room = right - figures_face.getlength(figures) - 24 - x
        name_face, name = fit(row.name, name_room, 38, MIN_TEXT, "bold")
        draw.text((x, cy), name, font=name_face, fill=palette.INK, anchor="lm")
