"""Plain descriptions of message components, built without Discord: a `Control` (a button or a
select carrying a verb of bot.ui.verbs) and a `Panel` (the private message a player works in: a
question and its controls). Presenters build them for a game's own panels; bot.ui turns them into
Discord components."""

from __future__ import annotations

from dataclasses import dataclass, field

import i18n
from bot.presenters.base import shorten


@dataclass(frozen=True)
class Control:
    kind: str  # "button" or "select"
    verb: str
    label: str = ""
    style: str = "secondary"  # primary, secondary, success, danger
    choices: tuple[tuple[str, str], ...] = ()  # select: (value, label)
    descriptions: tuple[str, ...] = ()  # select: what each choice does, in the order of `choices` (if any)
    min_values: int = 1
    max_values: int = 1
    disabled: bool = False
    row: int | None = None
    token: str = ""  # what a decision control stands for (an option id), digested into its key
    extra: tuple[str, ...] = ()  # the custom id's tail: (panel, key) of a decision control, or a lobby option


@dataclass(frozen=True)
class Panel:
    text: str
    controls: tuple[Control, ...] = field(default_factory=tuple)


def clip(text: str, limit: int) -> str:
    return shorten(text, limit)  # never mid-word


def page_buttons(prefix: str, page: int, pages: int, language: str) -> list[Control]:
    """The previous/next buttons of page `page` of `pages`, their verbs `prefix` and the page's number."""
    return [
        Control(
            "button",
            f"{prefix}{max(page - 1, 0)}",
            label=i18n.t("bot.previous", language),
            disabled=page == 0,
            row=4,
        ),
        Control(
            "button",
            f"{prefix}{min(page + 1, pages - 1)}",
            label=i18n.t("bot.next", language),
            disabled=page == pages - 1,
            row=4,
        ),
    ]
