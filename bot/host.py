"""The one loop every game goes through: input -> per-game lock -> engine -> one DB
transaction -> delivery. Only this service calls the engines' apply."""
from __future__ import annotations

import asyncio
import json
import logging
from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from db.errors import CorruptRecord, StaleVersion
from engines.core import Event
from engines.core import runner
from engines.core.codec import SchemaMismatch, dumps, loads

from bot.tables import Table

if TYPE_CHECKING:
    from bot.app import SalonBot

log = logging.getLogger(__name__)


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


class GameHost:
    def __init__(self, bot: "SalonBot"):
        self.bot = bot
        self._locks: dict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    @property
    def store(self):
        return self.bot.store

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks[game_id]

    # ------------------------------------------------------------------ loading

    async def load(self, game_id: int) -> Table:
        try:
            row = await self.store.get_game(game_id)
        except CorruptRecord as error:
            log.warning("game %s has a corrupt row: %s", game_id, error.detail)
            raise DamagedGame(game_id) from error
        if row is None:
            raise GameGone(game_id)
        seats = await self.store.seats(game_id)
        names = [await self.bot.people.seat_name(seat, row.language) for seat in seats]
        state = None
        if row.status in ("active", "finished"):
            state = await self._state(row, seats, names)
        return Table(row=row, seats=seats, state=state, names=names)

    async def _state(self, row, seats, names) -> Any:
        engine = Table(row, seats, None, names).engine
        _version, text = await self.store.latest_snapshot(row.id)
        try:
            return engine.decode_state(text)
        except (SchemaMismatch, ValueError, KeyError, TypeError):
            log.warning("game %s: snapshot unreadable, rebuilding from its log", row.id)
        try:
            steps = await self.store.steps(row.id)
            log_entries = [(s.seat, json.loads(s.action), s.received_at) for s in steps]
            table = Table(row, seats, None, names)
            return runner.replay(engine, row.config, table.engine_seats(), row.seed, log_entries)
        except Exception as error:  # anything at all: the game cannot be trusted any more
            log.error("game %s cannot be rebuilt: %s", row.id, type(error).__name__)
            await self.store.set_status(row.id, "damaged", self.bot.now())
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
        await self.store.update_config(table.id, config)
        await self.store.start_game(
            table.id,
            seats_order=None,
            state=engine.encode_state(outcome.state),
            events=dumps([e.to_json() for e in outcome.events]),
            now=self.bot.now(),
        )
        after = await self.load(table.id)
        return Played(after, tuple(outcome.events), frozenset())

    async def play(self, table: Table, seat: int | None, action: dict, expected_version: int) -> Played:
        """Apply one action for `seat` on the game as loaded in `table`. The caller holds the
        game's lock. Raises IllegalAction (nothing changed) or StaleVersion (moved on)."""
        if table.row.status != "active":
            raise StaleVersion(table.id, expected_version, None)
        if table.version != expected_version:
            raise StaleVersion(table.id, expected_version, table.version)
        engine = table.engine
        now = self.bot.now()
        stepped = runner.step(engine, table.state, seat, action, table.row.seed, expected_version + 1, now)
        outcome = stepped.outcome
        await self.store.record_step(
            table.id,
            expected_version=expected_version,
            seat=seat,
            action=dumps(action),
            received_at=now,
            events=dumps([e.to_json() for e in outcome.events]),
            state=engine.encode_state(outcome.state),
            undoable=stepped.undoable,
            now=now,
        )
        result = engine.result(outcome.state)
        if result is not None:
            await self.store.finish_game(
                table.id,
                result=dumps(result.to_json()),
                placings=result.placings,
                scores=result.scores,
                now=now,
            )
        # the new state is in hand: only the row (version, status) is read back
        after = Table(row=await self.store.get_game(table.id), seats=table.seats, state=outcome.state,
                      names=table.names)
        return Played(after, tuple(outcome.events), frozenset(table.actors()))

    async def undo(self, table: Table, seat: int) -> Table:
        """Take back `seat`'s newest step, if it was theirs and showed or drew nothing.
        The caller holds the game's lock. Raises Refused with the reason's catalogue key."""
        steps = await self.store.steps(table.id)
        if table.row.status != "active" or not steps:
            raise Refused("bot.undo_nothing")
        last = steps[-1]
        if last.seat != seat:
            raise Refused("bot.undo_not_yours")
        if not last.undoable:
            raise Refused(await self._undo_refusal(table, last))
        await self.store.undo_last(table.id, expected_version=table.version, now=self.bot.now())
        return await self.load(table.id)

    async def _undo_refusal(self, table: Table, last) -> str:
        """The catalogue key saying why step `last` cannot be taken back: it drew at random,
        showed other players something, or showed the player something. Only the flag is
        stored, so the step is tried again on the state before it (the kernel's reason)."""
        before = await self.store.snapshot(table.id, last.n - 1)
        if before is None:
            return "bot.undo_refused"
        engine = table.engine
        stepped = runner.step(engine, engine.decode_state(before), last.seat, loads(last.action), table.row.seed,
                              last.n, last.received_at)
        reason = await asyncio.to_thread(lambda: stepped.undo_refusal)
        return f"bot.undo_{reason}" if reason else "bot.undo_refused"

    async def play_for(self, table: Table, seat: int, chooser) -> Played:
        """Play `seat`'s decisions with `chooser(table, seat) -> action` until the seat no
        longer has to act (its turn limit ran out). The caller holds the game's lock."""
        events: list[Event] = []
        actors_before = frozenset(table.actors())
        for _ in range(200):  # a turn is far shorter; the bound only guards against a bug
            if seat not in table.actors():
                break
            action = await asyncio.to_thread(chooser, table, seat)
            played = await self.play(table, seat, action, table.version)
            table = played.table
            events.extend(played.events)
        return Played(table, tuple(events), actors_before)


def default_seating(engine, players: int):
    """Teams and roles by order of joining, for games played in teams (lady and gentleman
    of team t at seats 2t and 2t+1, …); None for games without roles."""
    seats = runner.default_seats(engine, players)
    return seats if any(s.team is not None or s.role is not None for s in seats) else None


def least_eventful(table: Table, seat: int) -> dict:
    return table.engine.fallback_action(table.state, seat)
