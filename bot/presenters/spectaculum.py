"""Spectaculum in messages: the status line and the private summary."""
from __future__ import annotations

import i18n
from bot.presenters.base import Presenter
from render.spectaculum import render_board, render_private

COLOURS = ("red", "blue", "yellow", "green")


class SpectaculumPresenter(Presenter):
    def __init__(self):
        super().__init__("spectaculum", render_board, render_private)

    def status_line(self, view: dict, language: str, names: list[str]) -> str:
        if view["phase"] == "ended":
            return i18n.t("present.spectaculum.ended", language)
        phase = i18n.t(f"present.spectaculum.phase.{view['phase']}", language)
        line = i18n.t(
            "present.spectaculum.status",
            language,
            turn=view["turn"],
            player=names[view["active"]],
            phase=phase,
        )
        if view["phase"] == "settle_sickness":
            waiting = ", ".join(names[s] for s in view["actors"])
            line += " " + i18n.t("present.spectaculum.settling", language, players=waiting)
        return line

    def hand_text(self, view: dict, language: str, names: list[str]) -> str:
        seat = view["viewer"]
        mine = view["seats"][seat]
        hand = ", ".join(self.text("present.spectaculum.colour_name", language, {"colour": c}) for c in view["hand"])
        cards = ", ".join(
            f"{self.text('present.spectaculum.colour_name', language, {'colour': c})} {n}"
            for c, n in mine["cards"].items()
            if n
        )
        return i18n.t(
            "present.spectaculum.hand",
            language,
            hand=hand or "—",
            money=mine["money"],
            cards=cards or "—",
        )
