"""Spectaculum in messages: the narration, the status line, the private summary."""

from __future__ import annotations

import i18n
from bot.presenters.base import Presenter
from engines.core import Event, Option
from render.common.spots import Thing
from render.spectaculum import render_board, render_private, render_summary, words
from render.spectaculum.spots import board_spots

COLOURS = ("red", "blue", "yellow", "green")
# what an option names on the board, by its label: a space, a track, a revealed marker, the
# acting seat's cards of a troupe (the markers in a hand and the turn's steps are buttons)
SPACES = {"spectaculum.option.space", "spectaculum.option.space_tile", "spectaculum.option.space_court"}
OWN_CARDS = {"spectaculum.option.release", "spectaculum.option.sickness_release"}
# events whose list of marker colours is told as "2 red markers and 1 blue marker"
MARKER_LISTS = {"spectaculum.markers_revealed", "spectaculum.hand_drawn"}
# events of a track move, told as "rises / falls by n" (a stopped or ignored one: by how far it would)
TRACK_MOVES = {"spectaculum.reputation_changed", "spectaculum.reputation_clamped", "spectaculum.effect_ignored"}


class SpectaculumPresenter(Presenter):
    def __init__(self):
        super().__init__("spectaculum", render_board, render_private, render_summary, board_spots, words.counter)

    def folds_steps(self) -> bool:
        return True  # a turn's actions and placements, each step's outcome in plain sight

    def option_target(self, option: Option, seat: int, view: dict) -> Thing | None:
        label, params = option.label, option.params
        if label in SPACES:
            return ("space", params["space"])
        if label == "spectaculum.option.sponsor":
            return ("track", params["colour"])
        if label == "spectaculum.option.marker":
            return ("revealed", params["colour"])
        if label in OWN_CARDS:
            return ("cards", seat, params["colour"])
        return None

    def about_params(self, option: Option) -> dict:
        """A village tile's effect, told by what it does: a payday (ducats per performer paid), a
        sickness (billed), or the reputation's move up or down."""
        params = option.params
        if option.label != "spectaculum.option.space_tile":
            return params
        money = params["money"]
        effect = "payday" if money > 0 else "sickness" if money < 0 else "up" if params["delta"] > 0 else "down"
        return {**params, "effect_id": effect, "amount": abs(money)}

    def event_line(self, event: Event, language: str, names: list[str]) -> str | None:
        params = event.params
        if event.kind in MARKER_LISTS:
            params = {**params, "markers": self.counted("present.spectaculum.markers", params["colours"], language)}
        elif event.kind in TRACK_MOVES:
            delta = params["delta"]
            params = {**params, "steps": abs(delta), "way_id": "up" if delta > 0 else "down"}
        key = f"events.{event.kind}"
        if not i18n.has(key):
            return None
        return self.text(key, language, params, names)

    def counted(self, key: str, colours, language: str, empty: str = "present.spectaculum.no_markers") -> str:
        """ "2 red markers and 1 blue marker": one part per colour (in the game's colour order)
        of a list of colours or a {colour: count} mapping."""
        counts = colours if isinstance(colours, dict) else {c: list(colours).count(c) for c in COLOURS}
        parts = [self.text(key, language, {"colour": c, "count": counts[c]}) for c in COLOURS if counts.get(c)]
        return self.joined(parts, language) if parts else i18n.t(empty, language)

    def joined(self, parts: list[str], language: str) -> str:
        if len(parts) == 1:
            return parts[0]
        return i18n.t("present.spectaculum.and", language, first=", ".join(parts[:-1]), last=parts[-1])

    def status_line(self, view: dict, language: str, names: list[str]) -> str:
        if view["phase"] == "ended":
            return i18n.t("present.spectaculum.ended", language)
        if view["phase"] == "settle_sickness":  # those who must act are not the one whose turn it is
            return i18n.t(
                "present.spectaculum.settling",
                language,
                turn=view["turn"],
                player=names[view["active"]],
                players=self.joined([f"**{names[s]}**" for s in view["actors"]], language),
            )
        phase = i18n.t(f"present.spectaculum.phase.{view['phase']}", language)
        return i18n.t(
            "present.spectaculum.status",
            language,
            turn=view["turn"],
            player=names[view["active"]],
            phase=phase,
        )

    def hand_text(self, view: dict, language: str, names: list[str]) -> str:
        mine = view["seats"][view["viewer"]]
        return i18n.t(
            "present.spectaculum.hand",
            language,
            hand=self.counted("present.spectaculum.markers", view["hand"], language),
            money=mine["money"],
            cards=self.counted(
                "present.spectaculum.performers", mine["cards"], language, "present.spectaculum.no_performers"
            ),
        )

    def seat_lines(self, view: dict, language: str, names: list[str]) -> list[str]:
        lines = []
        for seat in view["seats"]:
            cards = self.counted(
                "present.spectaculum.performers", seat["cards"], language, "present.spectaculum.describe.no_performers"
            )
            line = i18n.t(
                "present.spectaculum.describe.seat",
                language,
                player=names[seat["seat"]],
                markers=seat["hand_count"],
                cards=cards,
            )
            if seat.get("money") is not None:
                line += " · " + i18n.t("present.spectaculum.describe.money", language, money=seat["money"])
            lines.append(line)
        return lines

    def table_lines(self, view: dict, language: str, names: list[str]) -> list[str]:
        """The reputation tracks and how many markers lie on the board."""
        tracks = ", ".join(f"{self.text(f'spectaculum.colour.{c}', language)} {view['tracks'][c]}" for c in COLOURS)
        placed = sum(1 for space in view["spaces"].values() if space.get("marker"))
        return [
            i18n.t("present.spectaculum.describe.tracks", language, tracks=tracks),
            i18n.t("present.spectaculum.describe.board", language, markers=placed),
        ]
