"""The one loop every game goes through: input -> per-game lock -> engine -> one DB
transaction (the step, the snapshot, the result, the timers the new state wants) ->
delivery. Only this service calls the engines' apply."""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
import itertools
import json
import logging
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.play import ratings
from bot.play.chains import lone_action
from bot.play.people import People
from bot.play.tables import Table
from bot.play.timers import wanted_deadlines
from bot.runtime import clock
from db import Store
from db.delivery import BoardClaim
from db.engine_games import joined_step, store_start, store_step, stored_result
from db.errors import CorruptRecord, StaleVersion
from db.rows import FinalResult, GameRow, UserRow
from engines import registry
from engines.core import Decision, Event, fairness, runner
from engines.core.codec import SchemaMismatch, loads
from engines.core.contract import Result, stored_action

log = logging.getLogger(__name__)

LONE_STEPS_MAX = 64  # single options taken after one move: a few at most; the bound only guards against a bug


class DamagedGame(Exception):
    """The stored game cannot be read back, not even by replaying its log."""

    def __init__(self, game_id: int):
        super().__init__(f"game {game_id} is damaged")
        self.game_id = game_id


class Refused(Exception):
    """A polite no; `key` is the catalogue sentence."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


class GameGone(Exception):
    """No such game (deleted, or a button from another database)."""


@dataclass(frozen=True)
class Played:
    table: Table  # the table after the step
    events: tuple[Event, ...]
    actors_before: frozenset[int]
    seat: int | None = None  # who played it (None: the rules' own timer, a start)
    before: Any = None  # a move's: the state it was played on (the board message shown may show it)
    before_version: int | None = None  # the version of `before` (a move of several steps moves on by each)


def final_result(result: Result) -> FinalResult:
    """What the store keeps of a finished game (db.engine_games.stored_result), with how to rate it,
    which the store does if its table was rated."""
    return stored_result(result, ratings.request(result))


class GameHost:
    def __init__(self, store: Store, people: People):
        self.store = store
        self.people = people  # the names at a table
        # who claims a move's board in the move's own transaction (bot.delivery.board_post, set by the
        # composition root); None: the board is claimed when it is posted
        self.board_owner: str | None = None
        self.board_lease = 60.0
        # set by the composition root: whether a game (by kind) takes a seat's single option for it
        # (bot.presenters' Presenter.takes_alone); None: never
        self.takes_alone: Callable[[str, Decision], bool] | None = None
        # a fast path only (the database decides races); a lock lives while someone holds or awaits it
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    # ------------------------------------------------------------------ loading

    async def load(self, game_id: int, *, damaged: bool = False, user_id: int | None = None) -> Table:
        """The game as stored, read in one round trip (Store.stored_table). DamagedGame if it
        cannot be trusted (its row or its state is unreadable, or it was set aside as damaged)
        — unless `damaged`: then a damaged game comes without a state, for commands that only
        close it (/game abandon). `user_id`: who asks (a press), whose preferences and absence
        come with the table (Table.asker, Table.asker_away)."""
        try:
            stored = await self.store.stored_table(game_id, user_id=user_id, now=clock.now())
        except CorruptRecord as error:
            log.warning("game %s has a corrupt row: %s", game_id, error.detail)
            if game_id is not None:
                await self.store.set_status(game_id, "damaged", clock.now())
            raise DamagedGame(game_id) from error
        row, seats = stored.row, stored.seats
        if row is None:
            raise GameGone(game_id)
        names = [
            await self.people.seat_name(seat, row.language, guild_id=row.guild_id, known=stored.users) for seat in seats
        ]
        asker = None if user_id is None else stored.users.get(user_id) or UserRow(user_id)

        def table(row: GameRow, state: Any = None, pending: frozenset[int] = frozenset()) -> Table:
            return Table(
                row,
                seats,
                state,
                names,
                pending,
                asker=asker,
                asker_away=stored.away,
                absences=stored.absences,
                rating_basis=stored.rating_basis,
            )

        if row.status == "damaged":
            if damaged:
                return table(row)
            raise DamagedGame(game_id)
        state = None
        if row.status in ("active", "finished"):
            try:
                state = await self._state(row, seats, names, stored.state)
            except DamagedGame:
                if damaged:
                    return table(dataclasses.replace(row, status="damaged"))
                raise
        return table(row, state, stored.pending if row.status == "lobby" else frozenset())

    async def _state(self, row, seats, names, text: str | None) -> Any:
        """The stored state (`text`: the snapshot of the row's version, None if missing),
        checked against the game's own invariants; a snapshot that is missing, unreadable or
        breaks them is rebuilt from the log (and that result checked too)."""
        table = Table(row, seats, None, names)
        engine = table.engine
        try:
            if text is None:
                raise CorruptRecord("snapshots", row.id, f"no snapshot for the current version {row.version}")
            return _checked(engine, engine.decode_state(text))
        except (
            CorruptRecord,
            SchemaMismatch,
            AssertionError,
            ValueError,
            LookupError,
            TypeError,
            AttributeError,
        ) as error:
            log.warning("game %s: snapshot unusable (%s), rebuilding from its log", row.id, type(error).__name__)
        try:
            steps = await self.store.steps(row.id)
            log_entries = [(s.seat, json.loads(s.action), s.received_at) for s in steps]
            state = runner.replay(engine, row.config, table.engine_seats(), row.seed, log_entries)
            return _checked(engine, state)
        except Exception as error:  # anything at all: the game cannot be trusted any more
            log.error("game %s cannot be rebuilt: %s", row.id, type(error).__name__)
            await self.store.set_status(row.id, "damaged", clock.now())
            raise DamagedGame(row.id) from error

    # ------------------------------------------------------------------ playing

    async def start(self, table: Table) -> Played:
        engine = table.engine
        seating = default_seating(engine, len(table.seats))
        if seating is not None and all(s.role is None and s.team is None for s in table.seats):
            await self.store.set_seat_roles(table.id, [(seat.team, seat.role) for seat in seating])
            table = await self.load(table.id)
        config = {**table.row.config, "players": len(table.seats)}
        outcome = engine.setup(config, table.engine_seats(), table.row.seed)
        now = clock.now()
        started = await store_start(  # the options as it starts with them, and its first board claimed
            self.store,
            table.id,
            engine,
            outcome,
            now,
            deadlines=deadlines_for(table.row, outcome.state, now),
            actors=engine.actors(outcome.state),
            spans=engine.turn_spans(outcome.state),
            config=config,
            board=self._board_claim(table.row),
        )
        row = started.row
        assert row is not None  # read back by the start's own transaction
        after = Table(
            row=row, seats=table.seats, state=outcome.state, plain_names=table.plain_names, news=started.board
        )
        return Played(after, tuple(outcome.events), frozenset())

    async def play(
        self,
        table: Table,
        seat: int | None,
        action: dict,
        expected_version: int,
        *,
        fired: tuple[str, int] | None = None,
        by_player: bool = True,
        claim_board: bool = True,
        claim_when_done: bool = False,
        then: Sequence[dict] = (),
    ) -> Played:
        """Apply one action for `seat` on the game as loaded in `table`, and store it with
        its result and timers in one transaction. `then`: the seat's actions that follow it in the
        same move (a sequence chosen at once: bot.play.chains.folded), each its own step, stored in
        the same transaction; StaleVersion, nothing stored, if one of the steps before the last
        drew at random or showed the player something hidden (what the sequence offered no longer
        holds).
        `fired=(deadline_id, version)`: the action is that timer's consequence, consumed with it.
        The caller holds the game's lock. Raises IllegalAction (nothing changed) or StaleVersion (moved on,
        or the timer was already fired). `by_player`: a person chose this move, so it may
        be taken back (a timeout's or an AI seat's move never is). `claim_board`: the caller
        delivers this move (bot.delivery.after_move), so its transaction claims the board too (False:
        several moves, one board; `claim_when_done`: then the move after which `seat` need not act
        any more claims it, the last of them).

        A person's seat the move leaves with a single option the game takes for them (`takes_alone`,
        the mover's own or another's) has it played as their step, joined to the move in its
        transaction (`_lone_step`): nobody presses what they could not choose otherwise, and the
        move's undo takes it back with the move."""
        if table.row.status != "active":
            raise StaleVersion(table.id, expected_version, None)
        if table.version != expected_version:
            raise StaleVersion(table.id, expected_version, table.version)
        engine = table.engine
        now = clock.now()
        may_undo = by_player and fired is None and seat is not None and not table.is_ai(seat)
        state = table.state
        steps: list[tuple[Any, dict, Any, bool]] = []  # (seat, action, outcome, undoable) of each step
        chosen = [(seat, move) for move in (action, *then)]
        for n in itertools.count(expected_version + 1):
            if len(steps) < len(chosen):
                actor, move = chosen[len(steps)]
            elif len(steps) < len(chosen) + LONE_STEPS_MAX and (lone := self._lone_step(table, state)):
                actor, move = lone
            else:
                break
            stepped = runner.step(engine, state, actor, move, table.row.seed, n, now)
            if len(steps) < len(chosen) - 1 and not await asyncio.to_thread(_foreseen, stepped):
                raise StaleVersion(table.id, expected_version, None)
            # whether it showed or drew anything is judged if its undo is asked for (GameHost.undo)
            steps.append((actor, move, stepped.outcome, may_undo))
            state = stepped.outcome.state
        outcome = steps[-1][2]
        events = tuple(event for _, _, stepped_outcome, _ in steps for event in stepped_outcome.events)
        result = engine.result(outcome.state)
        actors = engine.actors(outcome.state)
        final = None
        if result is not None:
            final = final_result(result)
            if not (table.row.rated and table.row.guild_id is not None):  # no rating to ask: one batch
                final = dataclasses.replace(final, rating=None)
        committed = await store_step(
            self.store,
            table.id,
            engine,
            expected_version + 1,
            seat,
            action,
            steps[0][2],
            now,
            undoable=steps[0][3],
            joined=[joined_step(engine, actor, move, later, now, flag) for actor, move, later, flag in steps[1:]],
            result=final,
            deadlines=[] if final else deadlines_for(table.row, outcome.state, now),
            fired=fired,
            actors=actors,
            spans=engine.turn_spans(outcome.state),
            present=seat if by_player and fired is None and seat is not None and not table.is_ai(seat) else None,
            board=self._board_claim(table.row) if claim_board or (claim_when_done and seat not in actors) else None,
            rating_basis=table.rating_basis,
        )
        # the new state is in hand, and the transaction answered with the row (version, position, status)
        news = committed.board
        row = committed.row
        assert row is not None  # read back by the move's own transaction
        basis = table.rating_basis.after(seat, committed.version) if table.rating_basis and not final else None
        after = Table(
            row=row,
            seats=table.seats,
            state=outcome.state,
            plain_names=table.plain_names,
            news=news,
            rating_basis=basis,
        )
        return Played(
            after, events, frozenset(table.actors()), seat, before=table.state, before_version=expected_version
        )

    def _lone_step(self, table: Table, state: Any) -> tuple[int, dict] | None:
        """(seat, action) of the first person's seat (by number) that acts in `state` with a single
        option its game takes for it (`takes_alone`); None when there is none (or the game is over).
        The AI plays its own seats."""
        engine = table.engine
        if self.takes_alone is None or engine.result(state) is not None:
            return None
        for seat in sorted(engine.actors(state)):
            lone = None if table.is_ai(seat) else lone_action(engine, state, seat)
            if lone is not None and self.takes_alone(table.row.kind, lone[0]):
                return seat, lone[1]
        return None

    def _board_claim(self, row: GameRow) -> BoardClaim | None:
        """What the move's transaction claims and reads back for its board: the steps any board
        message after it narrates (since the one shown, or since its own narration began), and the
        state the board message shown shows if it is older than the one the move is played on
        (what the move changed is judged against it: bot.delivery.after_move)."""
        if self.board_owner is None:
            return None
        since = [v for v in (row.board_shows, row.board_since) if v is not None]
        shows = row.board_shows if row.board_shows is not None and row.board_shows < row.version else None
        return BoardClaim(
            self.board_owner, self.board_lease, narrate_after=max(-1, min([row.version, *since])), shows=shows
        )

    async def undo(self, table: Table, seat: int) -> Table:
        """Take back `seat`'s newest move (its steps, if they chose several as one, and the single
        options it left others, taken with it), if it was theirs and showed or drew nothing.
        The caller holds the game's lock. Raises Refused with the reason's catalogue key.
        What it reads first is one round trip (Store.undo_basis), the undo with its board's
        claim another (the table after it carries the board's news, as a move's does)."""
        if table.row.status != "active" or table.version == 0:
            raise Refused("bot.undo_nothing")
        basis = await self.store.undo_basis(table.id, seat, table.version)
        first = basis.first
        if first is None:
            raise Refused("bot.undo_nothing")
        # the move is the seat's own (its later steps may be single options it left others, taken with it)
        if first.seat != seat or first.n < basis.held_since:  # or a seat's earlier holder's
            raise Refused("bot.undo_not_yours")
        engine = table.engine
        state = None
        if basis.state is not None:  # a running game keeps every snapshot; a bad one is rebuilt
            try:
                state = _checked(engine, engine.decode_state(basis.state))
            except Exception:
                state = None
        if state is None:
            state = await self.store.state_at(table.id, first.n - 1, runner.rebuild)
        # the kernel's check plays each step in other worlds: milliseconds, off the loop, and only here
        if refusal := await asyncio.to_thread(_undo_refusal, engine, state, basis.move, table.row.seed, seat):
            raise Refused(refusal)
        now = clock.now()
        committed = await self.store.undo_last(
            table.id,
            expected_version=table.version,
            steps=len(basis.move),
            now=now,
            deadlines=deadlines_for(table.row, state, now),
            state=engine.encode_state(state),
            actors=engine.actors(state),
            spans=engine.turn_spans(state),
            present=seat,
            board=self._board_claim(table.row),
        )
        row = committed.row
        assert row is not None  # read back by the undo's own transaction
        return Table(row=row, seats=table.seats, state=state, plain_names=table.plain_names, news=committed.board)

    async def play_for(
        self, table: Table, seat: int, chooser, *, fired: tuple[str, int] | None = None, claim_board: bool = False
    ) -> Played:
        """Play `seat`'s decisions with `chooser(table, seat) -> action` (or an async one) until the seat no
        longer has to act (its turn limit ran out; `fired`: that timer, consumed with the
        first move). `claim_board`: the caller delivers the moves as one board once the seat is done,
        so the last move's transaction claims it (GameHost.play). The caller holds the game's lock."""
        events: list[Event] = []
        actors_before = frozenset(table.actors())
        for _ in range(200):  # a turn is far shorter; the bound only guards against a bug
            if seat not in table.actors():
                break
            if inspect.iscoroutinefunction(chooser):  # it runs the AI off the loop itself (bot.autoplay.ai_pool)
                action = await chooser(table, seat)
            else:
                action = await asyncio.to_thread(chooser, table, seat)
            played = await self.play(
                table,
                seat,
                action,
                table.version,
                fired=fired,
                by_player=False,
                claim_board=False,
                claim_when_done=claim_board,
            )
            fired = None
            table = played.table
            events.extend(played.events)
        return Played(table, tuple(events), actors_before, seat)


def _undo_refusal(engine, before, move: Sequence, seed, mover: int) -> str | None:
    """The catalogue key saying why `mover`'s `move` (its stored steps, played from the state
    `before` them) cannot be taken back, or None if it can: a step no player chose (a timeout's,
    an AI stand-in's), or one that drew at random, showed other players something or showed the
    mover something. A single option taken for another seat that showed that seat something
    showed the mover's others."""
    state = before
    for step in move:
        action = stored_action(engine, loads(step.action))
        stepped = runner.step(engine, state, step.seat, action, seed, step.n, step.received_at)
        reason = stepped.undo_refusal
        if reason == fairness.SHOWED_YOU and step.seat != mover:
            reason = fairness.SHOWED_OTHERS
        if reason:
            return f"bot.undo_{reason}"
        if not step.undoable:
            return "bot.undo_refused"
        state = stepped.outcome.state
    return None


def _foreseen(stepped: runner.StepResult) -> bool:
    return stepped.foreseen


def _checked(engine, state):
    """`state` if it is a state of this game that keeps the rules' invariants."""
    if not isinstance(state, dict):
        raise TypeError(f"a state is a JSON object, not {type(state).__name__}")
    engine.check_invariants(state)
    engine.actors(state)  # what every press asks first
    return state


def deadlines_for(row: GameRow, state: Any, now: float) -> list[tuple[str, float]]:
    """The timers a running game of `row` wants in `state` (None: no state, no timers)."""
    if state is None:
        return []
    engine = registry.get(row.kind)
    return wanted_deadlines(
        engine, state, actors=engine.actors(state), turn_limit=row.turn_limit, on_timeout=row.on_timeout, now=now
    )


def default_seating(engine, players: int):
    """Teams and roles by order of joining, for games played in teams (lady and gentleman
    of team t at seats 2t and 2t+1, …); None for games without roles."""
    seats = runner.default_seats(engine, players)
    return seats if any(s.team is not None or s.role is not None for s in seats) else None


def least_eventful(table: Table, seat: int) -> dict:
    return table.engine.fallback_action(table.state, seat)
