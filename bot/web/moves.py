"""Playing on the game's page: the signed-in seat's pending decision as the page shows it
(``decision.json``) and a move sent from it (``POST move``), for the routes of bot.web.server.

The page is told each decision of the seat's chain with the same question, labels and
choices as the Discord panel (bot.ui.panels), and where on the current board each option's
thing is drawn (the presenter's `board_spots` and `option_target`), so a click on the board
chooses it. A move names the position it was chosen at, the path of option ids and the final
choice; the server walks the chain again from the engine (bot.play.chains: never the page's
labels) and hands the complete action to the process's *mover*, which commits it as a
Discord press does (the bot's: bot.features.turns; the offline demo's: bot.web.demo). A process
that cannot make moves (`python -m bot web` beside the bot) has no mover.

A move's route checks its origin, type and size, the session (afresh), a per-seat allowance and
the JSON; `settle` then judges it on the game as it is now: the status, the holder, and the
position it was chosen at, or, in a simultaneous phase, that the decision it was chosen in is
still the seat's decision (bot.play.chains.unchanged, as a Discord panel follows the others'
moves). Every refusal is one sentence in the reader's language with the game's current position
(`MoveRefused`: 403 session, holder, game over or origin; 409 stale; 422 not offered or refused
by the rules), never an error in the log; the live news then says `moved` and the page asks again."""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable
from dataclasses import dataclass
from typing import Any, Protocol
from urllib.parse import urlsplit

import i18n
from bot.play.chains import Choice, Unchosen, Why, action_for, back_of, fingerprint, settled, unchanged, walk_settled
from bot.presenters import presenter_for
from bot.presenters.base import plain as without_emphasis
from bot.ui.panels import option_descriptions, option_labels
from bot.web.pages import marked, plain
from engines import registry
from engines.core import Event, IllegalAction
from engines.core.contract import side_decision

MOVE_BYTES = 4096  # a move's body at most
PATH_MAX = 16  # option ids in a chain's path (the games' chains are a few steps long)
IDS_MAX = 64  # ids of one multi choice
ID_CHARS = 100  # an option id's length (Discord's select value limit)
# per seat: moves at once and then a second (a click is one move, and a quick player clicks a
# turn's few moves in a second or two; a double click is refused as stale), and decisions asked
# (each click of a chain asks one; the live stream asks after each move)
MOVES_BURST, MOVES_PER_SECOND = 10, 5.0
DECISIONS_BURST, DECISIONS_PER_SECOND = 30, 10.0
POSITION_MAX = 2**53  # a JSON number the page's script holds exactly
SHOWN = re.compile(r"[0-9a-f]{16}")  # a decision's fingerprint (bot.play.chains)


@dataclass(frozen=True)
class PageMove:
    """A move sent from the game's page by the person (`holder`) signed in on `seat`, chosen at
    game position `position`; `language`: the reader's, for the refusal's sentence."""

    game_id: int
    seat: int
    holder: int
    language: str
    position: int
    choice: Choice
    shown: str | None = None  # the fingerprint of the decision the choice was made in (decision.json's)


@dataclass(frozen=True)
class Moved:
    """A committed move: the game's position after it and its public events."""

    position: int
    events: tuple[Event, ...]


class MoveRefused(Exception):
    """A move not made: the answer's status, its sentence in the reader's language, and the game's
    position now (the page shows the decision at it)."""

    def __init__(self, status: int, sentence: str, position: int):
        super().__init__(sentence)
        self.status = status
        self.sentence = sentence
        self.position = position


class Mover(Protocol):
    """Commits a move sent from the page as the process's own moves are committed; raises
    MoveRefused when it makes none."""

    def __call__(self, move: PageMove) -> Awaitable[Moved]: ...


# ------------------------------------------------------------------ the chain, judged


def refused(status: int, key: str, language: str, position: int, **params: Any) -> MoveRefused:
    return MoveRefused(status, i18n.t(key, language, **params), position)


UNCHOSEN = {  # what of a choice was wrong -> its sentence
    "path": "web.move_other_decision",
    "nothing": "web.move_nothing",
    "option": "web.move_not_offered",
    "ids": "web.move_wrong_ids",
    "number": "web.move_wrong_number",
}


def unchosen(error: Unchosen, language: str, position: int) -> MoveRefused:
    return refused(409 if error.why is Why.STALE else 422, UNCHOSEN[error.what], language, position)


def settle(engine, state: Any, move: PageMove, *, status: str, position: int, holds: bool) -> dict:
    """The complete action `move` makes on the game as it is now (its `status`, its `position`,
    whether the move's person `holds` its seat), else MoveRefused: the one judgement of every mover."""
    if status != "active":
        raise refused(403, "web.seat_game_over", move.language, position)
    if not holds:
        raise refused(403, "web.seat_not_yours", move.language, position)
    if move.position != position and not unchanged(engine, state, move.seat, move.choice, move.shown):
        raise refused(409, "web.move_stale", move.language, position)
    try:
        return action_for(engine, state, move.seat, move.choice)
    except Unchosen as error:
        raise unchosen(error, move.language, position) from None


def illegal(kind: str, error: IllegalAction, move: PageMove, names: list[str], position: int) -> MoveRefused:
    """The rules refused the action: the game's own reason, as a press is told it (`names` as typed)."""
    reason = presenter_for(kind).illegal_text(error.code, error.params, move.language, [marked(n) for n in names])
    return MoveRefused(422, page_text(reason), position)


def public(events) -> tuple[Event, ...]:
    """A move's events that anyone may read (all the page tells of a move)."""
    return tuple(e for e in events if e.to == "public")


# ------------------------------------------------------------------ what the page is told


def page_text(text: str) -> str:
    """A text worded with `marked` names, as the page's plain text: no Markdown emphasis, each name
    isolated."""
    return plain(without_emphasis(text))


@dataclass(frozen=True)
class Board:
    """The board image the page shows now: its address, the view it is drawn from, its language
    and names (the spots' too)."""

    src: str
    view: dict
    language: str
    names: list[str]


def decision_data(
    kind: str,
    state: Any,
    seat: int,
    *,
    position: int,
    status: str,
    path: tuple[str, ...],
    side: bool,
    language: str,
    names: list[str],
    board: Board,
) -> dict:
    """decision.json of `seat` at `path` of its chain (`side`: its side decision's), in the reader's
    `language` with the seats' `names` as typed (the prompt and labels as the Discord panel words
    them, in plain text); Unchosen when the path is no chain of its decision now. The steps that
    are no choice are taken (`path`: where the seat chooses; `back_to`: one choice back, or None)."""
    engine = registry.get(kind)
    presenter = presenter_for(kind)
    path, decision = walk_settled(engine, state, seat, path, side=side)
    back_to = settled(engine, state, seat, back_of(engine, state, seat, path, side=side), side=side) if path else None
    spots = presenter.board_spots(board.view, board.language, board.names)
    width, height = spots.size if spots is not None else (0, 0)
    data: dict[str, Any] = {
        "position": position,
        "status": status,
        "side": side,
        "path": list(path),
        "prompt": "",
        "options": [],
        "min": 1,
        "max": 1,
        "number": None,
        "back": back_to is not None and back_to != path,
        "back_to": None if back_to is None or back_to == path else list(back_to),
        "board": {"width": width, "height": height, "src": board.src},
        "waiting": None,
        "side_available": None,
        "shown": None,
    }
    if decision is None:
        if side:
            data["waiting"] = i18n.t("web.side_nothing", language)
        else:
            waiting = ", ".join(marked(names[s]) for s in sorted(engine.actors(state)) if s != seat)
            data["waiting"] = page_text(
                i18n.t("web.waiting_for" if waiting else "web.waiting", language, players=waiting)
            )
    else:
        data["shown"] = fingerprint(decision)
        data["prompt"] = page_text(presenter.decision_text(decision, language, [marked(n) for n in names]))
        labels = option_labels(presenter, decision, language, names)
        descriptions = option_descriptions(presenter, decision, language, names)
        options = []
        for option, label, description in zip(decision.options, labels, descriptions, strict=True):
            thing = None if spots is None else presenter.option_target(option, seat, board.view)
            where = None if spots is None or thing is None else spots.boxes.get(thing)
            options.append(
                {
                    "id": option.id,
                    "label": label,
                    "description": page_text(description),
                    "box": None if where is None else list(where),
                    # a multi choice's options are ticked, then sent together: each is part of one move
                    "final": option.action is not None or decision.max_choices > 1,
                }
            )
        data["options"] = options
        data["min"], data["max"] = decision.min_choices, decision.max_choices
        data["number"] = None if decision.number_range is None else list(decision.number_range)
    if not path and not side and (aside := side_decision(engine, state, seat)) is not None:
        data["side_available"] = {"label": page_text(presenter.side_label(aside, language, [marked(n) for n in names]))}
    return data


# ------------------------------------------------------------------ a move's request


def foreign_origin(origin: str | None, fetch_site: str | None, host: str, *public: str | None) -> bool:
    """Whether a request comes from another site than the page's own: its Origin (which a browser
    sends with every POST) must name this host as the request reached it, or one of the pages'
    public addresses (`public`: SALON_WEB_URL behind a proxy that passes on another Host, the
    Activity's inside Discord); Sec-Fetch-Site (where sent) must not say another."""
    if fetch_site is not None and fetch_site not in ("same-origin", "none"):
        return True
    if not origin:
        return True
    parts = urlsplit(origin.lower())
    if parts.scheme not in ("http", "https"):
        return True
    if any(address is not None and origin.lower() == origin_of(address) for address in public):
        return False
    return parts.netloc != host.lower()


def origin_of(url: str) -> str:
    """The origin of an address ("https://salon.example.org" of "https://salon.example.org/games")."""
    parts = urlsplit(url.lower())
    return f"{parts.scheme}://{parts.netloc}"


def _ids(value: Any, limit: int) -> tuple[str, ...] | None:
    if not isinstance(value, list) or len(value) > limit:
        return None
    if not all(isinstance(v, str) and 0 < len(v) <= ID_CHARS for v in value):
        return None
    return tuple(value)


def _integer(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and -POSITION_MAX <= value <= POSITION_MAX


def read_move(body: bytes) -> tuple[int, Choice, str | None] | None:
    """(position, choice, shown) of a move's JSON body, or None when it is not one: an object with
    `position`, `side`, `path`, exactly one of `choice`, `ids` and `value`, and maybe `shown`
    (decision.json's fingerprint of the decision it was chosen in)."""
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or not _integer(data.get("position")):
        return None
    side, path = data.get("side", False), _ids(data.get("path", []), PATH_MAX)
    option, ids, value = data.get("choice"), data.get("ids"), data.get("value")
    if not isinstance(side, bool) or path is None:
        return None
    if sum(x is not None for x in (option, ids, value)) != 1:
        return None
    if option is not None and not (isinstance(option, str) and 0 < len(option) <= ID_CHARS):
        return None
    if ids is not None and (ids := _ids(ids, IDS_MAX)) is None:
        return None
    if value is not None and not _integer(value):
        return None
    shown = data.get("shown")
    if shown is not None and not (isinstance(shown, str) and SHOWN.fullmatch(shown)):
        return None
    return data["position"], Choice(path, side, option, ids, value), shown


def read_path(text: str) -> tuple[str, ...] | None:
    """decision.json's `path` query: option ids separated by commas ("" : the chain's start)."""
    path = tuple(text.split(",")) if text else ()
    if len(path) > PATH_MAX or not all(0 < len(part) <= ID_CHARS for part in path):
        return None
    return path
