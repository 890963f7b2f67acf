"""What a game's page shows at a step, built from the stored game alone (no aiohttp, no Discord).

Everything here is public: the spectators' view of the state at that step (drawn by the same
presenter and renderer as the thread's boards), the narration of the public events, whose move
it is, the timers, the seats' names and, once the game is over, its result. A seat's private
view (`private_view`) is read only for that seat's session (bot.web.links).
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import i18n
from bot.play.timers import ENGINE_TIMER, TURN
from bot.presenters import presenter_for
from bot.presenters.drawing import drawing
from bot.record import resignations, seat_credit
from bot.record.export import Export, from_store
from bot.record.step_names import StepNames, step_names
from bot.runtime.lru import Bounded
from db import CorruptRecord, GameRow, SeatRow, Store
from engines import registry
from engines.core import Event, runner

#: seats -> their names as the game's boards show them, in the game's language
Names = Callable[[list[SeatRow], str, int | None], Awaitable[list[str]]]  # seats, language, the game's server

HISTORIES = 256  # games whose decoded log is kept (one per game being watched, rebuilt when it moves)
HISTORY_SECONDS = 60.0  # and read again after this long even if it did not move (names change: forget-me)
PICTURES = 1024  # steps whose spectators' view is kept
_BOLD = re.compile(r"\*\*(.+?)\*\*")
# A name is shown as typed, in a direction of its own: its stars make nothing bold, and a direction
# override in it (U+202E) turns nothing after it round. Names go into the catalogue's texts
# `marked`: between two private-use characters, with their stars and direction controls swapped
# for private-use stand-ins, so that `rich` and `plain` can tell them from the catalogue's own.
_OPEN, _CLOSE = "\uf8f0", "\uf8f1"
_BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_ISOLATES = "\u2066\u2067\u2068\u2069"
_TYPED = "*" + _BIDI
_STAND_INS = "".join(chr(0xF8E0 + k) for k in range(len(_TYPED)))
_HIDE = str.maketrans(_TYPED + _OPEN + _CLOSE, _STAND_INS + "\ufffd\ufffd")
_DROP_BIDI = dict.fromkeys(map(ord, _BIDI))  # from names Salon could not mark (a seat's former holders)
_SHOW = str.maketrans(_STAND_INS, _TYPED)
# in plain text, Unicode's own isolation (first strong, pop), which a name's own isolate marks would end early
_SHOW_PLAIN = str.maketrans(_STAND_INS + _OPEN + _CLOSE, "*" + _BIDI[:5] + "\0" * len(_ISOLATES) + "\u2068\u2069")


def marked(name: str) -> str:
    """A seat's name as the page's texts take it (see `rich` and `plain`)."""
    return _OPEN + name.translate(_HIDE) + _CLOSE


def rich(text: str) -> str:
    """A catalogue text as HTML: escaped, with its Discord **bold** and its lines kept, and each
    `marked` name as typed in a <bdi>."""
    shown = _BOLD.sub(r"<strong>\1</strong>", html.escape(text.translate(_DROP_BIDI))).replace("\n", "<br>")
    return shown.replace(_OPEN, "<bdi>").replace(_CLOSE, "</bdi>").translate(_SHOW)


def plain(text: str) -> str:
    """A catalogue text as plain text (to be escaped where it goes), each `marked` name isolated."""
    return text.translate(_DROP_BIDI).translate(_SHOW_PLAIN).replace("\0", "")


@dataclass(frozen=True)
class Entry:
    """Step n of the log (0: the setup) and what its public events say."""

    n: int
    step_id: int  # the step's row id (never reused); 0 for the setup
    events: tuple[Event, ...]
    narration: str  # HTML; "" when the step says nothing in public


@dataclass(frozen=True)
class History:
    """A game as its page reads it, at one position."""

    row: GameRow
    token: str
    seats: list[SeatRow]
    names: list[str]  # as the seats are held now
    entries: list[Entry]  # entries[n] is step n
    held: StepNames  # the names at each step: whoever held each seat then

    @property
    def last(self) -> int:
        return len(self.entries) - 1

    @property
    def language(self) -> str:
        return self.row.language

    @property
    def marked(self) -> list[str]:
        """The names as the page's texts take them (`marked`)."""
        return [marked(name) for name in self.names]

    def names_at(self, n: int) -> list[str]:
        """The seats' names at step n: whoever held each seat then."""
        return self.held.at(n)

    @property
    def names_digest(self) -> str:
        """Changes when a name some step shows does (a player asked Salon to forget them, a seat
        changed hands)."""
        return hashlib.sha256("\n".join(self.held.all()).encode()).hexdigest()[:8]

    def tag(self, n: int) -> str:
        """What names step n's pictures in URLs, ETags and caches: it changes if an undo let
        another step n be played, or a name on them changed."""
        return f"{n}-{self.entries[n].step_id}-{self.names_digest}"

    def key(self, n: int) -> tuple[int, int, int, str]:
        return (self.row.id, n, self.entries[n].step_id, self.names_digest)


@dataclass
class Picture:
    """The public picture of step n: the spectators' view as the board image shows it."""

    view: dict
    actors: frozenset[int]
    headline: str  # the presenter's status line, HTML
    latest: str  # the latest move, plain text


class GamePages:
    """Reads games for their pages; keeps the newest decoded logs and pictures in memory."""

    def __init__(self, store: Store, names: Names, clock: Callable[[], float] = time.monotonic):
        self.store = store
        self.names = names
        self.clock = clock
        self._histories: Bounded[int, tuple[float, History]] = Bounded(HISTORIES)
        self._pictures: Bounded[tuple[int, int, int, str], Picture] = Bounded(PICTURES)

    async def game(self, token: str) -> GameRow | None:
        """The game of a page token, if it has been started (a lobby has no page yet)."""
        if not token or len(token) > 64:
            return None
        row = await self.store.game_by_link(token)
        if row is None or row.status not in ("active", "finished", "abandoned"):
            return None
        return row

    async def history(self, token: str) -> History | None:
        row = await self.game(token)
        return None if row is None else await self.history_of(row, token)

    async def history_of(self, row: GameRow, token: str) -> History:
        read_at, cached = self._histories.get(row.id) or (0.0, None)
        if cached is not None and cached.row.position == row.position and self.clock() - read_at < HISTORY_SECONDS:
            return cached
        # the row, then its steps: a move between them adds a step the row does not count yet, left
        # out below. Read the other way round, steps missing from a row moving on at every read
        # were kept as the game at the row's position, and its page stalled a step or more short
        # of the game (its last step 404) until the game moved again.
        whole = False
        for _ in range(5):  # an undo between them: the row's steps are not all there, read again
            fresh = await self.store.get_game(row.id)
            if fresh is None:
                break
            row = fresh
            steps = await self.store.live_steps_with_ids(row.id)
            if whole := len(steps) >= row.version:
                break
        presenter = presenter_for(row.kind)
        seats = await self.store.seats(row.id)
        names = await self.names(seats, row.language, row.guild_id)
        setup = tuple(Event.from_json(e) for e in json.loads(await self.store.setup_events(row.id) or "[]"))
        raw = [(0, setup)] + [
            (step_id, tuple(Event.from_json(e) for e in json.loads(s.events))) for step_id, s in steps
        ]
        held = await step_names(
            self.store, await self.store.seat_timeline(row.id), names, row.language, guild_id=row.guild_id
        )
        entries = []
        for n, (step_id, events) in enumerate(raw[: row.version + 1]):
            named = held.at(n)
            kept = _kept_entry(cached, row, n, step_id, named)
            told = kept or Entry(
                n, step_id, events, rich(_told(presenter, events, row.language, list(map(marked, named))))
            )
            entries.append(told)
        history = History(row, token, seats, names, entries, held)
        if whole:  # else the next reader reads it again
            self._histories[row.id] = (self.clock(), history)
        return history

    async def picture(self, history: History, n: int) -> Picture | None:
        """The public picture of step n (None if its state is not stored)."""
        key = history.key(n)
        cached = self._pictures.get(key)
        if cached is not None:
            return cached
        state = await self.state_at(history, n)
        if state is None:
            return None
        engine = registry.get(history.row.kind)
        presenter = presenter_for(history.row.kind)
        language, names = history.language, history.names_at(n)
        events = list(history.entries[n].events)
        view = presenter.board_view(engine, state, events, language, names)
        actors = frozenset(engine.actors(state)) if engine.result(state) is None else frozenset()
        shown = [marked(name) for name in names]
        latest = plain(presenter.latest_move([e for e in events if e.to == "public"], language, shown))
        picture = Picture(view, actors, rich(presenter.status_line(view, language, shown)), latest)
        self._pictures[key] = picture
        return picture

    async def state_at(self, history: History, n: int) -> Any | None:
        """The state after step n: the store's nearest snapshot and the steps after it, replayed."""
        try:
            return await self.store.state_at(history.row.id, n, runner.rebuild)
        except (CorruptRecord, ValueError):  # a step gone meanwhile (an undo), or a damaged log
            return None

    async def deadline(self, history: History) -> float | None:
        """When the turn limit (or the rules' own timer) runs out, if it is set."""
        if history.row.status != "active":
            return None
        for deadline in await self.store.deadlines(history.row.id):
            if deadline.deadline_id == TURN or deadline.deadline_id.startswith(ENGINE_TIMER):
                return deadline.due
        return None

    async def result_lines(self, history: History) -> list[str]:
        """The final scores (HTML lines), once the game is over."""
        text = await self.store.game_result(history.row.id)
        if not text:
            return []
        presenter = presenter_for(history.row.kind)
        result = json.loads(text)
        if resignations.ended_by_resignation(result):
            lines = resignations.by_resignation_lines(result, history.language, history.marked)
        else:
            lines = presenter.result_lines(result, history.language, await self._credited(history))
            lines += await self._resigned(history)
        return [rich(line) for line in lines]

    async def _credited(self, history: History) -> list[str]:
        """As seat_credit.credited_names, with every holder's name `marked`, the former ones too."""
        names = history.marked
        language = history.language
        for seat, holders in (
            await seat_credit.holders_of(
                self.store, history.row.id, history.names, language, guild_id=history.row.guild_id
            )
        ).items():
            shown = [(marked(name), moves) for name, moves in holders]
            names[seat] = seat_credit.named_by_moves(shown, language, markdown=False)
        return names

    async def _resigned(self, history: History) -> list[str]:
        """As resignations.resigned_lines, each name `marked` (not escaped for Discord's Markdown)."""
        lines = []
        for resignation in reversed(await self.store.resignations(history.row.id)):
            if resignation.user_id is None:
                continue  # forgotten: nobody to name
            name = (
                await self.store.user(resignation.user_id, history.row.guild_id)
            ).display_name or f"#{str(resignation.user_id)[-4:]}"
            lines.append(i18n.t("seats.result_resigned", history.language, player=marked(name)))
        return lines

    # -------------------------------------------------------------- what a page shows

    async def step_data(self, history: History, n: int, *, after: int = -1) -> dict | None:
        """Step n as the page shows it (the JSON of /g/<token>/at/<n>.json and the page itself);
        `after`: the narration is given for the steps after that one only."""
        picture = await self.picture(history, n)
        if picture is None:
            return None
        language, row = history.language, history.row
        now_playing = n == history.last and row.status == "active"
        latest = picture.latest
        presenter = presenter_for(row.kind)
        names = [marked(name) for name in history.names_at(n)]
        described = plain(presenter.describe_board(picture.view, language, names))
        text_board = [plain(line) for line in presenter.text_board(picture.view, language, names)]
        tag = history.tag(n)
        base = f"/g/{history.token}"
        data: dict[str, Any] = {
            "n": n,
            "last": history.last,
            "position": row.position,
            "status": row.status,
            "state_text": i18n.t(f"web.state_{row.status}", language),
            "label": step_label(n, history.last, language, presenter.counter(picture.view, language)),
            "headline": picture.headline,
            "latest": latest,
            # the images' alt texts: each its own first line, then the words that describe both
            # (sent once: a live step's JSON counts in its 60 KB)
            "alt": board_alt(n, latest, language),
            "summary_alt": i18n.t("web.summary_alt", language),
            "described": described,
            "text_board": text_board,
            "board": f"{base}/board/{tag}.png",
            "summary": f"{base}/summary/{tag}.png",
            # what changed since step n-1, to lay over it ({"over": its image, "src": the change}),
            # where the server gives it (bot.web.server.step_json)
            "board_delta": None,
            "summary_delta": None,
            "players": [
                {"name": name, "ai": seat.is_ai, "acting": now_playing and seat.seat in picture.actors}
                for seat, name in zip(history.seats, history.names, strict=True)
            ],
            "narration": [
                {"n": e.n, "html": e.narration} for e in history.entries[max(after + 1, 0) : n + 1] if e.narration
            ],
            "deadline": await self.deadline(history) if now_playing else None,
            "result": await self.result_lines(history) if n == history.last else [],
        }
        data["replay"] = f"{base}/replay.gif" if await self._replayable(history) else None
        return data

    async def page_data(self, history: History, n: int) -> dict | None:
        """Step n's data as the page's HTML shows it: with the replay's words as its alt (they take
        the game's end replayed, so a step's JSON, fetched at every step, goes without them)."""
        data = await self.step_data(history, n)
        if data is not None:
            data["replay_alt"] = await self.replay_alt(history) if data["replay"] else ""
        return data

    async def replay_alt(self, history: History) -> str:
        """The words of a finished game's replay, as its post in the game's thread gives them."""
        presenter = presenter_for(history.row.kind)
        end = await self.state_at(history, history.last)
        engine = registry.get(history.row.kind)
        return plain(presenter.describe_replay(engine, end, history.row.id, history.language, history.marked))

    async def _replayable(self, history: History) -> dict | None:
        """The stored result of a finished game (its replay reaches it: the end its rules reached, or a
        resignation), else None."""
        if history.row.status != "finished":
            return None
        return json.loads(await self.store.game_result(history.row.id) or "{}") or None

    async def replay_document(self, history: History) -> Export | None:
        """What a finished game's animated replay is drawn from (bot.record.replay.animation: one
        frame per turn, the spectators' view; a resignation's ends saying who resigned), or None
        for any other game."""
        result = await self._replayable(history)
        if result is None:
            return None
        return from_store(history.row, history.seats, await self.store.steps(history.row.id), history.names, result)

    async def step_image(self, history: History, n: int, kind: str) -> bytes | None:
        """Step n's board or its summary (`kind`: "board", "summary") as a PNG, drawn off the event
        loop (bot.presenters.drawing); None: no such step."""
        picture = await self.picture(history, n)
        if picture is None:
            return None
        row = history.row
        return await drawing().image(row.id, row.kind, kind, picture.view, history.language, history.names_at(n))

    async def private_view(self, history: History, seat: int) -> dict | None:
        """Seat `seat`'s own view of the game as it is now (for its session alone)."""
        state = await self.state_at(history, history.last) if 0 <= seat < len(history.seats) else None
        return None if state is None else registry.get(history.row.kind).view_for(state, seat)

    def hand_html(self, history: History, view: dict, language: str, names: list[str]) -> str:
        """A seat's own view as *My hand* tells it, as HTML (`names`: the seats' names as read with
        the seat's holder, not the cached history's)."""
        return rich(presenter_for(history.row.kind).hand_text(view, language, [marked(name) for name in names]))

    async def private_png(self, history: History, seat: int, language: str, names: list[str]) -> bytes | None:
        """Seat `seat`'s own view of the game as it is now, as *My hand* draws it (`names` as for hand_html)."""
        view = await self.private_view(history, seat)
        if view is None:
            return None
        return await drawing().image(history.row.id, history.row.kind, "private", view, language, names)


def _kept_entry(cached: History | None, row: GameRow, n: int, step_id: int, named: list[str]) -> Entry | None:
    """Step n's entry as the game's previous reading told it, if that was the same step named the same
    way (a move adds a step: the narration of those before it is not worked out again)."""
    if cached is None or cached.row.id != row.id or cached.row.language != row.language or n > cached.last:
        return None
    entry = cached.entries[n]
    return entry if entry.step_id == step_id and cached.names_at(n) == named else None


def _told(presenter, events: tuple[Event, ...], language: str, names: list[str]) -> str:
    """What a step's public events say; a step the narration passes over (the thread tells it
    with the next) is named by its latest move, so every step of the history has its line."""
    return presenter.narrate(events, language, names) or presenter.latest_move(list(events), language, names)


def step_label(n: int, last: int, language: str, counter: str = "") -> str:
    """The slider's step in the game's own count too, as its board shows it ("Step 12 of 97 · Turn 4")."""
    if n == 0:
        label = i18n.t("web.step_setup", language, last=last)
    else:
        label = i18n.t("web.step", language, n=n, last=last)
    return f"{label} · {counter}" if counter else label


def board_alt(n: int, latest: str, language: str) -> str:
    if n == 0 or not latest:
        return i18n.t("web.board_alt_start", language, n=n)
    return i18n.t("web.board_alt", language, n=n, latest=latest)


def stored_names(store: Store) -> Names:
    """Seat names from the database alone (the names seen at each player's latest interaction in the
    game's server, else their own), for a web server running without Discord; as the bot names seats
    (bot.play.people)."""

    async def names(seats: list[SeatRow], language: str, guild_id: int | None) -> list[str]:
        found = []
        for seat in seats:
            if not seat.is_ai and seat.user_id is None:
                found.append(i18n.t("bot.former_player", language, number=seat.seat + 1))
            elif seat.is_ai or seat.user_id is None:
                level = i18n.t(f"bot.ai_level.{seat.ai_level or 'normal'}", language)
                found.append(i18n.t("bot.ai_name", language, number=seat.seat + 1, level=level))
            else:
                stored = (await store.user(seat.user_id, guild_id)).display_name
                found.append(stored or f"#{str(seat.user_id)[-4:]}")
        return found

    return names
