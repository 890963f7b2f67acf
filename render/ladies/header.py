"""The header: day, who must act (or who won), the phase and what it waits for."""

from __future__ import annotations

from render.common import palette
from render.common.header import draw_header
from render.ladies import latest as ladies_latest
from render.ladies.layout import M, W
from render.ladies.words import counter, tr


def header(image, draw, view, language, display, part=None) -> None:
    phase = view["phase"]
    draw_header(
        image,
        draw,
        view,
        language,
        W,
        M,
        counter(view, language),
        turn_line(view, language, display),
        tr(f"phase.{phase}", language),
        palette.WHITE if phase == "ended" else palette.TURN,
        phase_hint(view, language),
        ladies_latest.fallback(view, language, display),
        turn_sizes=(40, 26),
        hint_sizes=(22, 17),
        hint_weight="medium",
        part=part,
    )


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
