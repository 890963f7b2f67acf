"""Ladies & Gentlemen in messages: the status line and each role's private summary."""
from __future__ import annotations

import i18n
from render.ladies import render_board, render_private

from bot.presenters.base import Presenter


class LadiesPresenter(Presenter):
    def __init__(self):
        super().__init__("ladies", render_board, render_private)

    def status_line(self, view: dict, language: str, names: list[str]) -> str:
        if view["phase"] == "ended":
            return i18n.t("present.ladies.ended", language)
        waiting = ", ".join(names[s] for s in view["actors"]) or "—"
        phase = i18n.t(f"present.ladies.phase.{view['phase']}", language)
        return i18n.t("present.ladies.status", language, day=view["day"], days=view["days"], phase=phase,
                      players=waiting)

    def cards(self, ids, language: str) -> str:
        return ", ".join(self.text(f"ladies.card.{c}", language) if i18n.has(f"ladies.card.{c}") else str(c)
                         for c in ids or []) or "—"

    def hand_text(self, view: dict, language: str, names: list[str]) -> str:
        me = view["me"]
        role = me["role"]
        if role == "gentleman":
            seat = view["seats"][me["seat"]]
            goods = ", ".join(f"{self.text(f'ladies.kind.{k}', language)} {n}" for k, n in (seat.get("goods") or {}).items() if n)
            bills = self.cards([b for b in (me.get("bills") or []) if isinstance(b, str) and b != "servant"], language)
            return i18n.t("present.ladies.gentleman", language, money=me["money"], goods=goods or "—", bills=bills)
        return i18n.t(
            "present.ladies.lady",
            language,
            craftsman=len(me.get("craftsman_hand") or []),
            purchases=self.cards(me.get("purchases"), language),
            servants=self.cards(me.get("servants"), language),
            gossip=len(me.get("gossip_hand") or []),
        )
