"""Rokoko in messages: the status line and the private summary."""
from __future__ import annotations

import i18n
from bot.presenters.base import Presenter
from render.rokoko import render_board, render_private


class RokokoPresenter(Presenter):
    def __init__(self):
        super().__init__("rokoko", render_board, render_private)

    def status_line(self, view: dict, language: str, names: list[str]) -> str:
        if view["phase"] == "ended":
            return i18n.t("present.rokoko.ended", language)
        if view["phase"] in ("select", "terrace"):
            waiting = ", ".join(names[s] for s in view["actors"]) or "—"
            key = "present.rokoko.selecting" if view["phase"] == "select" else "present.rokoko.terrace"
            return i18n.t(key, language, round=view["round"], players=waiting)
        active = view["active"]
        return i18n.t(
            "present.rokoko.acting",
            language,
            round=view["round"],
            player=names[active] if active is not None else "—",
            cards=view["seats"][active]["hand_count"] if active is not None else 0,
        )

    def card_name(self, card: dict, language: str) -> str:
        rank = self.text(f"rokoko.rank.{card['rank']}", language)
        bonus_key = f"rokoko.bonus.{card['bonus']}"
        bonus = self.text(bonus_key, language) if i18n.has(bonus_key) else card["bonus"]
        return f"{rank} ({bonus})"

    def hand_text(self, view: dict, language: str, names: list[str]) -> str:
        mine = view["private"]
        public = view["seats"][view["viewer"]]
        silk = ", ".join(
            f"{self.text(f'rokoko.colour.{colour}', language)} {bales}" for colour, bales in mine["silk"].items() if bales
        )
        return i18n.t(
            "present.rokoko.hand",
            language,
            hand=", ".join(self.card_name(c, language) for c in mine["hand"]) or "—",
            supply=len(mine["supply"]),
            money=public["money"],
            yarn=public["yarn"],
            lace=public["lace"],
            silk=silk or "—",
            pp=mine["pp"],
        )
