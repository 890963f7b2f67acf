"""What every game's presenter can do with the catalogue's conventions alone."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import i18n
from engines.core import Decision, Event, Option

MESSAGE_LIMIT = 1900  # Discord allows 2000 characters; keep room for mentions


@dataclass
class Presenter:
    game: str
    board_renderer: Callable[[dict, str, list[str]], bytes] | None = None
    private_renderer: Callable[..., bytes] | None = None

    # -- texts ---------------------------------------------------------------

    def text(self, key: str, language: str, params: dict | None = None, names: list[str] | None = None) -> str:
        return i18n.game_text(key, language, self.game, params or {}, names)

    def event_line(self, event: Event, language: str, names: list[str]) -> str | None:
        key = f"events.{event.kind}"
        if not i18n.has(key):
            return None
        return self.text(key, language, event.params, names)

    def narrate(self, events: list[Event] | tuple[Event, ...], language: str, names: list[str]) -> str:
        """One line (or a few) for the channel from the step's public events."""
        lines = [line for e in events if e.to == "public" and (line := self.event_line(e, language, names))]
        return _clip(" · ".join(lines), MESSAGE_LIMIT // 2)

    def private_lines(self, events, seat: int, language: str, names: list[str]) -> list[str]:
        """Texts of the events addressed to this seat alone."""
        mine = [e for e in events if e.to == f"seat:{seat}"]
        return [line for e in mine if (line := self.event_line(e, language, names))]

    def decision_text(self, decision: Decision, language: str, names: list[str]) -> str:
        return self.text(decision.prompt, language, decision.params, names)

    def option_label(self, option: Option, language: str, names: list[str]) -> str:
        return self.text(option.label, language, option.params, names)

    def illegal_text(self, code: str, params: dict, language: str, names: list[str]) -> str:
        if i18n.has(code):
            return self.text(code, language, params, names)
        return i18n.t("bot.illegal_generic", language)

    # -- per game --------------------------------------------------------------

    def status_line(self, view: dict, language: str, names: list[str]) -> str:
        raise NotImplementedError

    def hand_text(self, view: dict, language: str, names: list[str]) -> str:
        raise NotImplementedError

    def result_lines(self, result: dict, language: str, names: list[str]) -> list[str]:
        """Placings and scores, best first."""
        scores = {int(k): v for k, v in result["scores"].items()}
        placings = {int(k): v for k, v in result["placings"].items()}
        breakdown = {int(k): v for k, v in result.get("breakdown", {}).items()}
        lines = []
        for seat in sorted(scores, key=lambda s: (placings[s], s)):
            line = i18n.t("bot.result_line", language, place=placings[seat], player=names[seat], score=scores[seat])
            parts = self.breakdown_parts(breakdown.get(seat, {}), language)
            lines.append(f"{line} ({parts})" if parts else line)
        return lines

    def breakdown_parts(self, categories: dict[str, int], language: str) -> str:
        """"money 39 + red 12 + …": the non-zero categories that have a text."""
        return " + ".join(
            i18n.t(f"present.{self.game}.breakdown.{key}", language, value=value)
            for key, value in categories.items()
            if value and i18n.has(f"present.{self.game}.breakdown.{key}")
        )

    # -- a game's own panels and quiet steps ------------------------------------

    def own_panel(self, view: dict, decision: Decision, language: str, names: list[str], page: int = 0,
                  header: str = ""):
        """A panel the game draws itself for the first decision of a chain instead of the
        generic one (a `bot.panels.Panel` whose controls use verbs starting with "x"), or None."""
        return None

    def side_label(self, decision: Decision, language: str, names: list[str]) -> str:
        """The label of the button under **My hand** that opens a side decision (one taken
        beside the turn order, `side_prompt`)."""
        return i18n.t("bot.side_action", language)

    def direct_action(self, verb: str) -> dict | None:
        """The complete action an "x" control of `own_panel` stands for. Such actions
        carry their whole meaning, so the rules (not the state version) judge them:
        several players may press them at the same moment."""
        return None

    def posts_board(self, events, view: dict) -> bool:
        """Whether a step is worth a new board message in the thread."""
        return True

    def private_worthy(self, event: Event, view: dict) -> bool:
        """Whether a private event is worth a DM (some are shown in the player's panel)."""
        return True

    # -- images ----------------------------------------------------------------

    def board_png(self, view: dict, language: str, names: list[str]) -> bytes:
        if self.board_renderer is None:
            raise NotImplementedError(f"{self.game} draws no board image")
        return self.board_renderer(view, language, names)

    def private_png(self, view: dict, language: str, names: list[str]) -> bytes:
        if self.private_renderer is None:
            raise NotImplementedError(f"{self.game} draws no private image")
        return self.private_renderer(view, language, names[view["viewer"]], names)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
