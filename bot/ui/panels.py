"""The panels Salon builds without Discord: a decision's panel (its options as buttons or
selects, paged, with Back), the board's and the lobby's controls, and the keys that tie a
decision control to its panel and option.

The records themselves (`Control`, `Panel`) live in bot.presenters.controls, so that a game's
presenter can build its own panels; their verbs (bot.ui.verbs) build and parse the custom ids.
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import replace

import i18n
from bot.play.chains import Folded
from bot.presenters.base import Presenter
from bot.presenters.controls import Control, Panel, clip, page_buttons
from bot.runtime.markdown import unescaped
from bot.ui import verbs
from engines.core import Decision

BUTTONS_MAX = 10  # options shown as buttons (two rows) when there are this few and labels are short
BUTTON_LABEL_MAX = 80
SELECT_OPTIONS_MAX = 25
SELECTS_PER_PAGE = 4  # one action row stays free for Back / paging
OPTION_LABEL_MAX = 100


KEY_LENGTH = 12  # hex digits of a press key: 48 bits


def press_key(secret: int, panel: str, path: tuple[str, ...], token: str) -> str:
    """The key of a decision control: which panel, which step of its chain and which
    option (or verb) it stands for. Keyed with a secret so it cannot be reversed."""
    message = "\x1f".join((panel, *path, "\x1e", token)).encode()
    return hmac.new(str(secret).encode(), message, hashlib.sha256).hexdigest()[:KEY_LENGTH]


def stamped(controls, panel: str, secret: int, path: tuple[str, ...]) -> tuple[Control, ...]:
    """Decision controls with their (panel, key) tail."""
    return tuple(replace(c, extra=(panel, press_key(secret, panel, path, c.token or c.verb))) for c in controls)


def option_labels(presenter: Presenter, decision: Decision, language: str, names: list[str]) -> list[str]:
    """The label of each option of `decision`, as its control shows it (`names` as typed: a label
    shows no Markdown, so no escapes either); the game's page shows the same."""
    return [clip(presenter.option_label(o, language, names), OPTION_LABEL_MAX) for o in decision.options]


def option_descriptions(presenter: Presenter, decision: Decision, language: str, names: list[str]) -> list[str]:
    """What each option of `decision` does and costs, as a select shows it beside its label (`names`
    as typed); the game's page shows the same."""
    return [presenter.option_description(o, language, names) for o in decision.options]


FOLD_ARROW = " → "  # between the labels of a folded option's steps


def folded_labels(presenter: Presenter, folds: list[Folded], language: str, names: list[str]) -> list[str]:
    """The label of each folded option: its steps' labels in order (`names` as typed)."""
    return [
        clip(FOLD_ARROW.join(presenter.option_label(o, language, names) for o in fold.options), OPTION_LABEL_MAX)
        for fold in folds
    ]


def decision_panel(
    presenter: Presenter,
    decision: Decision,
    *,
    language: str,
    names: list[str],
    can_go_back: bool,
    page: int = 0,
    header: str = "",
    folds: list[Folded] | None = None,
) -> Panel:
    """The controls for one decision of a chain; long option lists are split over
    several selects and, past four selects, over pages. A select's option says beside its
    label what it does (`Presenter.option_description`); a button has no room for it.
    `folds`: the chain's next steps folded into one select (bot.play.chains.folded), each
    option a complete sub-chain, described by its last step."""
    question = presenter.decision_text(decision, language, names)
    text = f"{header}\n{question}".strip()
    as_typed = [unescaped(name) for name in names]
    labels = option_labels(presenter, decision, language, as_typed)
    about = dict(zip((o.id for o in decision.options), option_descriptions(presenter, decision, language, as_typed)))
    controls: list[Control] = []

    if folds:
        controls.append(
            Control(
                "select",
                verbs.FOLD,
                label=i18n.t("bot.choose", language),
                choices=tuple(zip((f.value for f in folds), folded_labels(presenter, folds, language, as_typed))),
                descriptions=tuple(presenter.option_description(f.last, language, as_typed) for f in folds),
            )
        )
    elif decision.number_range is not None:
        low, high = decision.number_range
        values = list(range(low, high + 1))[:SELECT_OPTIONS_MAX]
        controls.append(
            Control(
                "select",
                verbs.NUMBER,
                label=i18n.t("bot.choose", language),
                choices=tuple((str(v), str(v)) for v in values),
            )
        )
    elif decision.max_choices > 1:
        choices = tuple((o.id, label) for o, label in zip(decision.options, labels))[:SELECT_OPTIONS_MAX]
        controls.append(
            Control(
                "select",
                verbs.MULTI,
                label=(
                    i18n.t("bot.choose_exactly", language, n=decision.max_choices)
                    if decision.min_choices == decision.max_choices
                    else i18n.t("bot.choose_several", language, low=decision.min_choices, high=decision.max_choices)
                ),
                choices=choices,
                descriptions=tuple(about[value] for value, _ in choices),
                min_values=max(1, decision.min_choices),
                max_values=min(decision.max_choices, len(choices)),
            )
        )
    elif len(labels) <= BUTTONS_MAX and all(len(label) <= BUTTON_LABEL_MAX for label in labels):
        for index, (option, label) in enumerate(zip(decision.options, labels)):
            style = "primary" if option.action is not None else "secondary"
            controls.append(Control("button", verbs.OPTION, label=label, style=style, row=index // 5, token=option.id))
    else:
        per_page = SELECT_OPTIONS_MAX * SELECTS_PER_PAGE
        pages = max(1, -(-len(labels) // per_page))
        page = min(max(page, 0), pages - 1)
        start = page * per_page
        chunk = list(zip(decision.options, labels))[start : start + per_page]
        for k in range(0, len(chunk), SELECT_OPTIONS_MAX):
            part = chunk[k : k + SELECT_OPTIONS_MAX]
            placeholder = i18n.t("bot.choose_between", language, first=part[0][1], last=part[-1][1])
            if len(chunk) <= SELECT_OPTIONS_MAX:
                placeholder = i18n.t("bot.choose", language)
            controls.append(
                Control(
                    "select",
                    f"{verbs.OPTIONS_SELECT}{k // SELECT_OPTIONS_MAX}",
                    label=placeholder,
                    choices=tuple((o.id, lab) for o, lab in part),
                    descriptions=tuple(about[o.id] for o, _ in part),
                )
            )
        if pages > 1:
            text += "\n" + i18n.t("bot.page", language, page=page + 1, pages=pages)
            controls.extend(page_buttons(verbs.PAGE, page, pages, language))
    if can_go_back:
        controls.append(Control("button", verbs.BACK, label=i18n.t("bot.back", language), style="secondary", row=4))
    return Panel(text=text, controls=tuple(controls))


WITH_AI = "ai"  # a rematch started without those who did not confirm: AI players in their seats
WITHOUT = "none"  # or their seats go


def board_controls(
    language: str, *, active: bool, finished: bool = False, activity: bool = False
) -> tuple[Control, ...]:
    """The buttons under the newest board message (a finished game's: Rematch); `activity`: with
    Open board (the Activity is on)."""
    if finished:
        return (Control("button", verbs.REMATCH, label=i18n.t("rematch.button", language), style="primary"),)
    if not active:
        return ()
    return (
        Control("button", verbs.TURN, label=i18n.t("bot.take_turn", language), style="primary"),
        Control("button", verbs.HAND, label=i18n.t("bot.my_hand", language), style="secondary"),
    ) + open_board(language, activity)


def open_board(language: str, activity: bool) -> tuple[Control, ...]:
    """Open board, which launches the game's board inside Discord, where the Activity is on."""
    return (
        Control("button", verbs.BOARD, label=i18n.t("activity.open_board", language), style="secondary"),
    ) * activity


def lobby_controls(language: str, *, confirm: bool = False) -> tuple[Control, ...]:
    """The lobby's buttons; `confirm`: a rematch's seats wait for their players' I'm in."""
    confirming = (Control("button", verbs.REMATCH_CONFIRM, label=i18n.t("rematch.confirm", language), style="success"),)
    return confirming * confirm + (
        Control("button", verbs.JOIN, label=i18n.t("bot.join", language), style="success"),
        Control("button", verbs.LEAVE, label=i18n.t("bot.leave", language), style="secondary"),
        Control("button", verbs.OPTIONS, label=i18n.t("bot.options", language), style="secondary"),
        Control("button", verbs.START, label=i18n.t("bot.start", language), style="primary"),
        Control("button", verbs.ADD_AI, label=i18n.t("bot.add_ai", language), style="secondary", row=1),
        Control("button", verbs.REMOVE_AI, label=i18n.t("bot.remove_ai", language), style="secondary", row=1),
    )


def option_name(kind: str, key: str, language: str) -> str:
    return i18n.t(f"options.{kind}.{key}.name", language)


def option_value_text(kind: str, key: str, value, language: str) -> str:
    return i18n.t(f"options.{kind}.{key}.{str(value).lower()}", language)


def options_summary(kind: str, config: dict, language: str) -> str:
    return ", ".join(
        f"{option_name(kind, key, language)}: {option_value_text(kind, key, value, language)}"
        for key, value in sorted(config.items())
        if key != "players" and i18n.has(f"options.{kind}.{key}.name")
    )


def pending_start_controls(language: str) -> tuple[Control, ...]:
    """The host's choice when a rematch starts before everyone confirmed."""
    return (
        Control("button", verbs.REMATCH_START, label=i18n.t("rematch.start_without", language), extra=(WITHOUT,)),
        Control(
            "button",
            verbs.REMATCH_START,
            label=i18n.t("rematch.start_with_ai", language),
            style="primary",
            extra=(WITH_AI,),
        ),
    )
