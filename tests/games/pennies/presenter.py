"""Pennies in messages: the status line and a seat's secret, the rest from the base."""

from __future__ import annotations

import i18n
from bot.presenters.base import Presenter
from engines.core import Option
from render.common.spots import Thing
from tests.games.pennies.render import board_spots, render_board, render_private, render_summary


class PenniesPresenter(Presenter):
    def __init__(self):
        super().__init__("pennies", render_board, render_private, render_summary, board_spots)

    def option_target(self, option: Option, seat: int, view: dict) -> Thing | None:
        return ("card",) if option.id == "take" else None

    def status_line(self, view: dict, language: str, names: list[str]) -> str:
        if view["card"] is None:
            return i18n.t("present.pennies.ended", language)
        return i18n.t(
            "present.pennies.status", language, player=names[view["turn"]], card=view["card"], pot=view["pot"]
        )

    def hand_text(self, view: dict, language: str, names: list[str]) -> str:
        return i18n.t("present.pennies.hand", language, pennies=view["pennies"])
