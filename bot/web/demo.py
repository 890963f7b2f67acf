"""A game of AI seats stored as the bot stores games, for `python -m bot web --demo` (and the web
tests): every move goes through the engine and one `commit_move`, as the bot's moves do.

With `--play SEAT[,SEAT…]` those seats are each held by a person of the demo (`demo_person`) and
played on the page: their moves come through the page's mover (`DemoTable.page_move`), judged by
the same code as the bot's (bot.web.moves.settle, bot.play.chains) and stored by the same step as
the AI's (there is no Discord here to deliver to); the AI seats wait while such a seat must act."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

import i18n
from bot.play.host import final_result
from bot.web.moves import Moved, PageMove, illegal, public, refused, settle
from bot.web.pages import stored_names
from db import SeenUser, Store
from db.engine_games import create_default_game, store_start, store_step
from engines import ai, registry
from engines.core import IllegalAction, runner

AI_LEVEL = "easy"  # quick to decide: the demo is for watching the page, not the play
DEMO_PERSON = 1  # the user id of the person in the demo's first seat (`--play`); seat k's is the k-th after it


def demo_person(seat: int) -> int:
    """The user id of the demo's person who plays `seat` on the page."""
    return DEMO_PERSON + seat


@dataclass
class DemoTable:
    store: Store
    game_id: int
    kind: str
    seed: int
    state: Any
    version: int = 0
    people: dict[int, int] = field(default_factory=dict)  # the seats played on the page: seat -> its person
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)  # one move at a time: the AI's or the page's
    stepped: asyncio.Event = field(default_factory=asyncio.Event)  # set by every stored step

    @classmethod
    async def create(
        cls,
        store: Store,
        kind: str,
        players: int,
        *,
        seed: int = 1,
        language: str = "en",
        now: float | None = None,
        options: dict | None = None,
        guild_id: int | None = None,
        channel_id: int = 0,
    ) -> DemoTable:
        """A started game of `players` AI seats (the engine's default options, but `options`, and
        seating), in `channel_id` of `guild_id` (none: the demo's)."""
        now = time.time() if now is None else now
        engine = registry.get(kind)
        row = await create_default_game(
            store,
            engine,
            players,
            seed=seed,
            now=now,
            language=language,
            options=options,
            guild_id=guild_id,
            channel_id=channel_id,
        )
        seats = runner.default_seats(engine, players)
        for seat in seats:
            await store.add_seat(row.id, user_id=None, is_ai=True, ai_level=AI_LEVEL, team=seat.team, role=seat.role)
        outcome = runner.start(engine, row.config, seats, seed)
        await store_start(store, row.id, engine, outcome, now)
        return cls(store, row.id, kind, seed, outcome.state)

    async def seat_person(self, seat: int, language: str, now: float, *, name: str | None = None) -> int:
        """Seat `seat` is played on the page by a person of the demo, named `name` (else "You" in
        `language`); their user id."""
        person = demo_person(seat)
        shown = name or i18n.t("web.demo_player", language)
        await self.store.remember_user(person, SeenUser(shown))
        await self.store.hand_over_seat(self.game_id, seat, expected_user_id=None, user_id=person, now=now)
        self.people[seat] = person
        return person

    @property
    def person_to_act(self) -> bool:
        """Whether a seat played on the page must act now (the AI seats wait for it)."""
        actors = registry.get(self.kind).actors(self.state)
        return any(seat in actors for seat in self.people)

    @property
    def finished(self) -> bool:
        return registry.get(self.kind).result(self.state) is not None

    async def move(self, now: float | None = None) -> bool:
        """One step by whoever must act (the rules' timer if nobody must); False once the game is over."""
        engine = registry.get(self.kind)
        if engine.result(self.state) is not None:
            return False
        now = time.time() if now is None else now
        n = self.version + 1

        def decide(state, seat):
            return ai.choose(engine, state, seat, AI_LEVEL, seed=self.seed, step=n)

        seat, action = await asyncio.to_thread(runner.next_actor_and_action, engine, self.state, decide)
        await self._step(seat, action, now)
        return True

    async def _step(self, seat: int | None, action: dict, now: float):
        """Play and store `seat`'s `action` as the next step (IllegalAction: nothing changed); its outcome."""
        engine = registry.get(self.kind)
        n = self.version + 1
        outcome = runner.step(engine, self.state, seat, action, self.seed, n, now).outcome
        result = engine.result(outcome.state)
        final = None if result is None else final_result(result)
        await store_step(self.store, self.game_id, engine, n, seat, action, outcome, now, result=final)
        self.state, self.version = outcome.state, n
        self.stepped.set()
        return outcome

    async def play(self, pace: float) -> None:
        """Move the AI seats, each move `pace` seconds after the step before, until the game is
        over; while a seat played on the page must act, wait for a step to be stored (the page's
        move) rather than look again and again."""
        while not self.finished:
            if self.person_to_act:
                self.stepped.clear()
                await self.stepped.wait()
                continue
            await asyncio.sleep(pace)
            async with self.lock:
                if not self.person_to_act:
                    await self.move()

    async def page_move(self, move: PageMove) -> Moved:
        """The demo's mover: a move of the seat played on the page (bot.web.moves)."""
        async with self.lock:
            row = await self.store.get_game(self.game_id)
            if row is None:
                raise refused(403, "web.seat_game_over", move.language, move.position)
            holds = self.people.get(move.seat) == move.holder
            engine = registry.get(self.kind)
            action = settle(engine, self.state, move, status=row.status, position=row.position, holds=holds)
            try:
                outcome = await self._step(move.seat, action, time.time())
            except IllegalAction as error:
                names = await stored_names(self.store)(await self.store.seats(self.game_id), move.language, None)
                raise illegal(self.kind, error, move, names, row.position) from None
            after = await self.store.get_game(self.game_id)
            assert after is not None  # the step was just stored
            return Moved(after.position, public(outcome.events))
