"""A game's history as `/game history` pages it, and what the others did since a player's last
move (the opening lines of the *Take your turn* panel).

Built from the stored log alone, without Discord: each page is the spectators' view of the
state after its step (`Store.state_at`: the nearest snapshot, then the steps after it) and the
step's public events; the summary is the public narration of the steps since the player's
last. Neither ever reads a seat's view or an event addressed to anyone but the public, so
nothing hidden reaches them, while the game runs or after it ended."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

import i18n
from bot.presenters import presenter_for
from bot.presenters.base import Presenter, shorten
from bot.presenters.drawing import drawing
from bot.record.step_names import StepNames
from bot.runtime.markdown import escaped
from db import Store
from db.holdings import SeatTimeline
from db.rows import GameRow, StepRow
from engines import registry
from engines.core import Event, runner

SUMMARY_LINES = 3  # steps told in full at the top of a panel; the rest are counted
LINE_LIMIT = 200  # characters of one step's line in the summary
MOVE_LIMIT = 1500  # characters of a history page's account of its step


def step_events(text: str) -> tuple[Event, ...]:
    return tuple(Event.from_json(e) for e in json.loads(text))


def told(presenter: Presenter, events: Sequence[Event], language: str, names: list[str]) -> str:
    """What a step's public events say; a step the narration passes over is named by its latest
    move ("" when nothing public happened)."""
    return presenter.narrate(list(events), language, names) or presenter.latest_move(list(events), language, names)


def last_move_of(steps: Sequence[StepRow], held: SeatTimeline, user_id: int | None) -> int | None:
    """The step number of the person's own latest live move, in whichever seat they held then (None:
    they have not moved, or nobody reads): a seat's moves by its holders before them are not theirs."""
    if user_id is None:
        return None
    return max((s.n for s in steps if not s.undone and held.made_by(s.seat, s.n, user_id)), default=None)


def since_last_move(
    kind: str, steps: Sequence[StepRow], held: SeatTimeline, user_id: int, language: str, names: list[str]
) -> list[str]:
    """The opening lines of the person's *Take your turn* panel: what everyone else (the others, the
    seat's holders before them, the rules' timers) did since their own last move, as the public
    narration tells it, in `language`; the first few steps in full, the others counted. Nothing when
    nothing public happened."""
    presenter = presenter_for(kind)
    after = last_move_of(steps, held, user_id) or 0
    lines = [
        line
        for step in steps
        if step.n > after and not step.undone and not held.made_by(step.seat, step.n, user_id)
        if (line := told(presenter, step_events(step.events), language, names))
    ]
    if not lines:
        return []
    shown = [i18n.t("history.since_your_move", language)]
    shown += [f"> {shorten(line, LINE_LIMIT)}" for line in lines[:SUMMARY_LINES]]
    if len(lines) > SUMMARY_LINES:
        shown.append(i18n.t("history.more_moves", language, count=len(lines) - SUMMARY_LINES))
    return shown


@dataclass(frozen=True)
class Log:
    """What every page of one game's history reads: its row and its live steps 1..version."""

    row: GameRow
    steps: list[StepRow]
    setup: tuple[Event, ...]
    held: SeatTimeline

    @property
    def last(self) -> int:
        return self.row.version

    def events(self, n: int) -> tuple[Event, ...]:
        return self.setup if n == 0 else step_events(self.steps[n - 1].events)

    def clamp(self, n: int) -> int:
        return min(max(n, 0), self.last)


async def read_log(store: Store, row: GameRow) -> Log | None:
    """The game's log as its history pages show it; None if it cannot be read whole."""
    for _ in range(5):  # a move or an undo between reading the steps and the row: read again
        steps = await store.steps(row.id)
        fresh = await store.get_game(row.id)
        if fresh is None:
            return None
        row = fresh
        if [s.n for s in steps] == list(range(1, row.version + 1)):
            setup = step_events(await store.setup_events(row.id) or "[]")
            return Log(row, steps, setup, await store.seat_timeline(row.id))
    return None


@dataclass(frozen=True)
class Page:
    n: int  # the step shown (0: the setup)
    last: int  # the newest step
    mine: int | None  # the reader's latest move, if any
    text: str
    png: bytes
    description: str  # the board's, in words


def page_text(log: Log, n: int, language: str, names: list[str]) -> str:
    """A page's words: which game, which step of how many, and what that step did (`names`: the
    seats' at that step, Markdown-escaped)."""
    presenter = presenter_for(log.row.kind)
    game = i18n.t(f"games.{log.row.kind}.name", language)
    if n == 0:
        where = i18n.t("history.step_setup", language, id=log.row.id, game=game, last=log.last)
    else:
        where = i18n.t("history.step", language, id=log.row.id, game=game, n=n, last=log.last)
    move = told(presenter, log.events(n), language, names) or i18n.t("history.nothing_public", language)
    return f"{where}\n{shorten(move, MOVE_LIMIT)}"


async def page(store: Store, log: Log, n: int, reader: int | None, language: str, names: StepNames) -> Page | None:
    """Step n's page (clamped to the game's steps) for the person `reader` (None: nobody in
    particular), its board drawn off the event loop (bot.presenters.drawing), its seats named as
    they were held at that step; None if its state cannot be rebuilt."""
    n = log.clamp(n)
    plain_names = names.at(n)
    try:
        state = await store.state_at(log.row.id, n, runner.rebuild)
    except Exception:  # a step gone meanwhile (an undo), or a log that no longer replays (a damaged game)
        return None
    engine = registry.get(log.row.kind)
    presenter = presenter_for(log.row.kind)
    view = presenter.board_view(engine, state, list(log.events(n)), language, plain_names)
    png = await drawing().image(log.row.id, log.row.kind, "board", view, language, plain_names)
    text = page_text(log, n, language, [escaped(name) for name in plain_names])
    description = presenter.describe_board(view, language, plain_names)
    return Page(n, log.last, last_move_of(log.steps, log.held, reader), text, png, description)
