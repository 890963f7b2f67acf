"""Rokoko in messages: the status line and the private summary."""

from __future__ import annotations

import i18n
from bot.presenters.base import Presenter
from engines.core import Option
from engines.rokoko.scoring import in_scoring_order
from render.common.spots import Thing
from render.rokoko import render_board, render_private, render_summary, words
from render.rokoko.spots import board_spots

# what an option names on the board, by its label: the parameter that says which thing it is
# (the cards of a hand or supply, and the steps of a turn but the Queen's favour, are buttons)
TARGETS = {
    "rokoko.option.decoration": ("space", "space"),
    "rokoko.option.guest_space": ("space", "space"),
    "rokoko.option.guest_space_master": ("space", "space"),
    "rokoko.option.hall": ("hall", "hall"),
    "rokoko.option.hire_card": ("card", "card"),
    "rokoko.option.warehouse_tile": ("tile", "tile"),
    "rokoko.option.reward_tile": ("tile", "tile"),
    "rokoko.option.dress": ("dress", "dress"),
}


class RokokoPresenter(Presenter):
    def __init__(self):
        super().__init__("rokoko", render_board, render_private, render_summary, board_spots, words.counter)

    def folds_steps(self) -> bool:
        return True  # an employee's card, action and bonus read well as one choice

    def option_target(self, option: Option, seat: int, view: dict) -> Thing | None:
        if option.label == "rokoko.option.main.favour":
            return ("favour",)
        target = TARGETS.get(option.label)
        return None if target is None else (target[0], option.params[target[1]])

    def label_params(self, option: Option) -> dict:
        """A decoration bought for less than the cost printed on its space (and on the board) says
        that cost too, by which the player finds the space."""
        if option.label == "rokoko.option.decoration":
            return {**option.params, "reduced": option.params["cost"] != option.params["printed"]}
        return option.params

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

    def event_line(self, event, language: str, names: list[str]) -> str | None:
        try:
            if event.kind == "rokoko.game_ended":
                return self._game_ended(event.params, language, names)
            return super().event_line(event, language, names)
        except i18n.TextError:  # an event stored before its params were enriched (schema 1)
            return None

    def _game_ended(self, params: dict, language: str, names: list[str]) -> str:
        """Who won; an old final event (schema 1: only `scores` and `winners`) says the same."""
        seats = params.get("winners", [])
        scores = params.get("scores", [])
        if "count" not in params and seats and all(0 <= seat < len(scores) for seat in seats):
            params = {**params, "count": len(seats), "pp": scores[seats[0]]}
        winners = [names[seat] if 0 <= seat < len(names) else "—" for seat in seats]
        params = {**params, "winners": self.names_list(winners, language)}
        return self.text("events.rokoko.game_ended", language, params, names)

    def names_list(self, names: list[str], language: str) -> str:
        """ "Anna", "Anna and Petr", "Anna, Cyril and Petr"."""
        if len(names) < 2:
            return "".join(names)
        return i18n.t("present.rokoko.names", language, first=", ".join(names[:-1]), last=names[-1])

    def result_line(self, place: int, player: str, score, categories: dict[str, int], language: str) -> str:
        """The place with its prestige points and where they came from, in words."""
        line = i18n.t("present.rokoko.result_line", language, place=place, player=player, score=score)
        parts = ", ".join(
            i18n.t(f"present.rokoko.breakdown.{key}", language, value=value)
            for key, value in in_scoring_order(categories)
            if value
        )
        return i18n.t("present.rokoko.result_breakdown", language, line=line, parts=parts) if parts else line

    def card_name(self, card: dict, language: str) -> str:
        rank = self.text(f"rokoko.rank.{card['rank']}", language)
        bonus_key = f"rokoko.bonus.{card['bonus']}"
        bonus = self.text(bonus_key, language) if i18n.has(bonus_key) else card["bonus"]
        return f"{rank} ({bonus})"

    def hand_text(self, view: dict, language: str, names: list[str]) -> str:
        mine = view["private"]
        public = view["seats"][view["viewer"]]
        silk = ", ".join(
            i18n.t("present.rokoko.silk", language, colour=colour, bales=bales)
            for colour, bales in mine["silk"].items()
            if bales
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

    def seat_lines(self, view: dict, language: str, names: list[str]) -> list[str]:
        lines = []
        for seat in view["seats"]:
            line = i18n.t(
                "present.rokoko.describe.seat",
                language,
                player=names[seat["seat"]],
                money=seat["money"],
                yarn=seat["yarn"],
                lace=seat["lace"],
                tiles=seat["tiles_count"],
                cards=seat["hand_count"],
                dresses=seat["dresses_on_board"],
                decorations=seat["decorations"],
            )
            if seat.get("pp") is not None:
                line += " · " + i18n.t("present.rokoko.describe.pp", language, pp=seat["pp"])
            if seat.get("has_favour"):
                line += " · " + i18n.t("present.rokoko.describe.favour", language)
            lines.append(line)
        return lines

    def table_lines(self, view: dict, language: str, names: list[str]) -> list[str]:
        """A line per hall: how many of its places hold a dress, and whose."""
        lines = []
        for hall in view["halls"]:
            owners = [s["placed"]["owner"] for s in hall["spaces"] if s["placed"]]
            if not owners:
                lines.append(
                    i18n.t(
                        "present.rokoko.describe.hall_empty",
                        language,
                        hall=self.text(f"rokoko.hall.{hall['id']}", language),
                        places=len(hall["spaces"]),
                    )
                )
                continue
            guests = ", ".join(f"{names[seat]} {owners.count(seat)}" for seat in sorted(set(owners)))
            lines.append(
                i18n.t(
                    "present.rokoko.describe.hall",
                    language,
                    hall=self.text(f"rokoko.hall.{hall['id']}", language),
                    taken=len(owners),
                    places=len(hall["spaces"]),
                    guests=guests,
                )
            )
        return lines
