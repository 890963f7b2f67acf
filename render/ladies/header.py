"""The header: day, who must act (or who won), the phase and what it waits for."""
from __future__ import annotations

from render.common import latest, palette
from render.common.fonts import font
from render.common.shapes import triangle
from render.common.text import chip, draw_with_highlight, fit
from render.ladies import latest as ladies_latest
from render.ladies.layout import M, W
from render.ladies.words import tr


def header(image, draw, view, language, display) -> None:
    right = W - M
    day_face = font(28, "bold")
    day_text = tr("day", language, day=view["day"], days=view["days"])
    day_left = right - day_face.getlength(day_text) - 28
    chip(image, draw, day_left, 18, day_text, day_face, palette.mix(palette.HEADER, palette.WHITE, 0.18), palette.WHITE, pad_x=14, height=44)
    phase = view["phase"]
    x, y = M, 40
    template, value, mark = turn_line(view, language, display)
    if mark:
        triangle(image, x + 13, y, 26, mark)
        x += 38
    draw_with_highlight(draw, x, y, template, value, day_left - 20 - x, 40, 26, palette.WHITE, palette.TURN)

    pill = font(24, "bold")
    fill = palette.WHITE if phase == "ended" else palette.TURN
    after = chip(image, draw, M, 76, tr(f"phase.{phase}", language), pill, fill, palette.INK, height=36)
    hint_face, hint = fit(phase_hint(view, language), W - M - after - 14, 22, 17, "medium")
    draw.text((after + 14, 94), hint, font=hint_face, fill=palette.HEADER_SOFT, anchor="lm")
    latest.header_line(image, draw, view, language, M, 146, W - 2 * M, ladies_latest.fallback(view, language, display))


def turn_line(view, language, display):
    """(template, names, colour of the turn mark or None): who won, who must act, or nobody."""
    result = view.get("result") if view["phase"] == "ended" else None
    if result:
        return tr("winner", language, names="\0"), ", ".join(display[s] for s in result.get("winners") or []), None
    if view.get("actors"):
        return tr("must_act", language, names="\0"), ", ".join(display[s] for s in view["actors"]), palette.ACT
    return tr("nobody", language) + "\0", "", None


def phase_hint(view, language) -> str:
    phase, stages = view["phase"], view.get("stages") or {}
    if phase in ("last_gossip", "ball", "ended"):
        return tr(f"hint.{phase}", language)
    parts = []
    if phase == "evening":
        if stages.get("evening") and stages["evening"] != "done":
            parts.append(tr(f"hint.{stages['evening']}", language))
        return " · ".join(parts)
    lady = stages.get("ladies")
    if lady and lady != "done":
        parts.append(tr(f"hint.{lady}", language))
    gent = stages.get("gentlemen")
    if gent and gent != "done":
        text = tr(f"hint.{gent}", language)
        ex = view.get("exchange") or {}
        if gent == "exchange":
            if ex.get("mode") == "async" and ex.get("tick"):
                text += f" ({tr('hint.async_tick', language, tick=ex['tick'])})"
            elif ex.get("mode") == "live":
                text += f" ({tr('hint.live_open' if ex.get('open') else 'hint.live_ready', language)})"
        parts.append(text)
    return " · ".join(parts)
