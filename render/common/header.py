"""The header every board draws: the counter (day, round, turn) on the right, who is on turn
or must act (or who won), the phase with what it waits for, and the latest move."""

from __future__ import annotations

import math
from functools import partial

from render.common import latest, palette, regions
from render.common.fonts import font
from render.common.shapes import triangle
from render.common.text import chip, draw_line, draw_with_highlight, fit, highlight_width


def counter_chip(image, draw, right, top, text: str, face, gap=24, pad_x=12, height=38) -> float:
    """Draws the light chip holding a header's counter (day, round, turn) ending `gap` before
    `right`; returns its left edge, where the title beside it has to stop."""
    left = right - face.getlength(text) - gap
    chip(
        image,
        draw,
        left,
        top,
        text,
        face,
        palette.mix(palette.HEADER, palette.WHITE, 0.18),
        palette.WHITE,
        pad_x=pad_x,
        height=height,
    )
    return left


def draw_header(
    image,
    draw,
    view: dict,
    language: str,
    width: int,
    margin: int,
    counter: str,
    turn: tuple,
    phase: str,
    phase_fill,
    hint: str,
    fallback: str = "",
    turn_sizes: tuple[int, int] = (46, 28),
    hint_sizes: tuple[int, int] = (24, 17),
    hint_weight: str = "regular",
    part=None,
) -> None:
    """`turn` is (template with a NUL for the names, the names, the turn mark's colour or None);
    `fallback` the latest move's text when the view has no sentence for it. With `part` (what the
    board's static layer under the header is drawn from) the header's three rows are kept
    (`regions.PARTS`) and pasted while what they show stays the same."""
    counter_face = font(28, "bold")
    counter_left = width - margin - counter_face.getlength(counter) - COUNTER_GAP  # as `counter_chip` puts it
    if part is None:
        _counter(image, draw, width, margin, counter)
        _turn_line(image, draw, margin, counter_left, turn, turn_sizes)
        _phase_row(image, draw, width, margin, phase, phase_fill, hint, hint_sizes, hint_weight)
        latest.header_line(image, draw, view, language, margin, LINE_CY, width - 2 * margin, fallback)
        return
    # Each part is cut as wide as what it draws (a new part's pixels are mapped onto the palette)
    counter_box = (math.floor(counter_left) - 1, 0, width, PHASE_TOP)
    regions.PARTS.draw(
        image,
        counter_box,
        (part, "counter", width, margin, counter),
        partial(_counter, image, draw, width, margin, counter),
    )
    turn_end = min(counter_box[0], math.ceil(_turn_end(margin, counter_left, turn, turn_sizes)) + INK_REACH)
    regions.PARTS.draw(
        image,
        (0, 0, turn_end, PHASE_TOP),
        (part, "turn", width, margin, counter_left, turn, turn_sizes),
        partial(_turn_line, image, draw, margin, counter_left, turn, turn_sizes),
    )
    phase_end = _phase_end(width, margin, phase, hint, hint_sizes, hint_weight)
    regions.PARTS.draw(
        image,
        (0, PHASE_TOP, min(width, math.ceil(phase_end) + INK_REACH), LINE_TOP),
        (part, "phase", width, margin, phase, phase_fill, hint, hint_sizes, hint_weight),
        partial(_phase_row, image, draw, width, margin, phase, phase_fill, hint, hint_sizes, hint_weight),
    )
    line_end = latest.header_line_end(view, language, margin, width - 2 * margin, fallback)
    if line_end is not None:
        regions.PARTS.draw(
            image,
            (0, LINE_TOP, min(width, math.ceil(line_end) + INK_REACH), LINE_TOP + latest.LINE_HEIGHT),
            (part, "latest move", width, margin, language, latest.text(view, fallback)),
            partial(latest.header_line, image, draw, view, language, margin, LINE_CY, width - 2 * margin, fallback),
        )


INK_REACH = 8  # how far past a line's advance its ink may reach
COUNTER_GAP = 28
# The header's three rows: the counter and whose turn it is, the phase with its hint, the latest move
PHASE_TOP, LINE_TOP, LINE_CY = 72, 120, 146


def _counter(image, draw, width, margin, counter) -> None:
    counter_chip(image, draw, width - margin, 18, counter, font(28, "bold"), gap=COUNTER_GAP, pad_x=14, height=44)


TURN_Y, TURN_MARK = 40, 38  # the turn line's middle, and how far its mark moves the text


def _turn_line(image, draw, margin, counter_left, turn, turn_sizes: tuple[int, int]) -> None:
    x, y = margin, TURN_Y
    template, names, mark = turn
    if mark:
        triangle(image, x + 13, y, 26, mark)
        x += TURN_MARK
    draw_with_highlight(draw, x, y, template, names, counter_left - 20 - x, *turn_sizes, palette.WHITE, palette.TURN)


def _turn_end(margin, counter_left, turn, turn_sizes: tuple[int, int]) -> float:
    template, names, mark = turn
    x = margin + (TURN_MARK if mark else 0)
    return x + highlight_width(template, names, counter_left - 20 - x, *turn_sizes)


PHASE_CHIP = font(24, "bold"), 12  # the phase chip's face and padding


def _phase_row(image, draw, width, margin, phase, phase_fill, hint, hint_sizes: tuple[int, int], hint_weight) -> None:
    face, pad = PHASE_CHIP
    after = chip(image, draw, margin, 76, phase, face, phase_fill, palette.INK, pad_x=pad, height=36)
    hint_face, hint = fit(hint, width - margin - after - 14, *hint_sizes, hint_weight)
    draw_line(draw, (after + 14, 94), hint, hint_face, palette.HEADER_SOFT)


def _phase_end(width, margin, phase, hint, hint_sizes: tuple[int, int], hint_weight) -> float:
    face, pad = PHASE_CHIP
    after = margin + face.getlength(phase) + 2 * pad
    hint_face, hint = fit(hint, width - margin - after - 14, *hint_sizes, hint_weight)
    return after + 14 + hint_face.getlength(hint)


def seat_header(
    image, draw, view, language, display, margin, counter, turn_line, phase, phase_fill, hint, part=None, **sizes
):
    """`draw_header` across the whole image for a game whose players act seat by seat: the turn
    line `turn_line(view, language, display)` (as its summary has it), the latest move's
    fallback the highlighted seat's name."""
    turn = turn_line(view, language, display)
    fallback = highlight_seat_name(view, display)
    draw_header(
        image,
        draw,
        view,
        language,
        image.width,
        margin,
        counter,
        turn,
        phase,
        phase_fill,
        hint,
        fallback,
        part=part,
        **sizes,
    )


def highlight_seat_name(view: dict, display: list[str]) -> str:
    """Who made the latest move by the view's highlight (the header's fallback), '' at the end."""
    seat = (view.get("highlight") or {}).get("seat")
    return display[seat] if seat is not None and view["phase"] != "ended" else ""
