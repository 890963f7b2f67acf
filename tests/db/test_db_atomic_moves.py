"""One move, one transaction: a crash after any statement of a start, a move or an undo
leaves all of it or none of it (an SQLite file and PostgreSQL; the crash is an exception
or a cancellation, or, inside a batch sent as one round trip, a statement the database
refuses)."""

from __future__ import annotations

import asyncio

import pytest

from bot.play.host import final_result
from db import FinalResult, Store
from db.batch import Statement
from db.postgres import PostgresBackend, PostgresTx
from db.sqlite import SqliteBackend, SqliteTx
from engines.core.contract import Result

STATEMENTS = ("fetch_one", "fetch_all", "execute", "execute_many")


#: a statement both databases refuse (a step needs its game): the crash inside a batch
REFUSED = Statement("INSERT INTO steps (game_id, n) VALUES (NULL, 0)")


class Crash:
    """Raises `error` right after the `at`-th statement run while armed; in a batch (one
    round trip), the database is made to refuse the statement after the `at`-th."""

    def __init__(self, monkeypatch):
        self.at = 0
        self.count = 0
        self.armed = False
        self.error: BaseException = RuntimeError("crash")
        for tx_class in (SqliteTx, PostgresTx):
            for name in STATEMENTS:
                monkeypatch.setattr(tx_class, name, self._wrap(getattr(tx_class, name)))
        for backend_class in (SqliteBackend, PostgresBackend):
            monkeypatch.setattr(backend_class, "batch", self._wrap_batch(backend_class.batch))

    def _wrap(self, method):
        async def run(tx, *args, **kwargs):
            result = await method(tx, *args, **kwargs)
            if self.armed:
                self.count += 1
                if self.count == self.at:
                    raise self.error
            return result

        return run

    def _wrap_batch(self, method):
        async def run(backend, statements, **kwargs):
            statements = list(statements)
            if self.armed:
                before, self.count = self.count, self.count + len(statements)
                if before < self.at <= self.count:
                    cut = self.at - before
                    statements = [*statements[:cut], REFUSED, *statements[cut:]]
            return await method(backend, statements, **kwargs)

        return run

    async def run(self, operation, at: int, error: BaseException):
        self.at, self.count, self.error, self.armed = at, 0, error, True
        try:
            return await operation()
        finally:
            self.armed = False


async def everything_of(store, game_id):
    """All that the store keeps of one game."""
    return (
        await store.get_game(game_id),
        await store.seats(game_id),
        await store.steps(game_id, include_undone=True),
        [await store.snapshot(game_id, v) for v in range(5)],
        await store.setup_events(game_id),
        await store.deadlines(game_id),
        await store.results(game_id),
        await store.game_result(game_id),
        len(await store.rating_updates(game_id)),
    )


async def lobby(store, make_game, **overrides):
    game = await make_game(store, **overrides)
    for user_id in (1, 2, 3):
        await store.add_seat(game.id, user_id=user_id)
    return game.id


async def start(store, game_id, moves):
    return await store.start_game(
        game_id, seats_order=[2, 1, 0], state="{}", events="[]", now=5.0, deadlines=[("turn", 10.0), ("remind", 8.0)]
    )


async def move(store, game_id, moves):
    return await store.commit_move(
        game_id, **moves(1, now=20.0), fired=("turn", 1), deadlines=[("turn", 30.0), ("rules:race", 25.0)]
    )


async def last_move(store, game_id, moves):
    final = FinalResult('{"won": 0}', placings={0: 1, 1: 2, 2: 3}, scores={0: 9, 1: 5, 2: 1})
    return await store.commit_move(game_id, **moves(1, now=20.0), fired=("turn", 1), result=final)


async def rated_last_move(store, game_id, moves):
    """A rated table's last move: its result and the ratings in one batch, from the basis read with the table."""
    final = final_result(Result(scores={0: 9, 1: 5, 2: 1}, placings={0: 1, 1: 2, 2: 3}))
    basis = (await store.stored_table(game_id)).rating_basis
    assert basis is not None
    return await store.commit_move(game_id, **moves(1, now=20.0), fired=("turn", 1), result=final, rating_basis=basis)


async def undo(store, game_id, moves):
    return await store.undo_last(game_id, expected_version=1, now=20.0, deadlines=[("turn", 40.0)])


async def prepare(store, make_game, moves, operation):
    """A game just before `operation`: a lobby for a start, else a game at version 1 with timers."""
    game_id = await lobby(store, make_game, rated=operation is rated_last_move)
    if operation is not start:
        await start(store, game_id, moves)
        await store.commit_move(game_id, **moves(0, now=6.0), deadlines=[("turn", 15.0)])
    return game_id


@pytest.fixture
async def file_store(shared_url):
    """A store on disk: an SQLite file, or a schema on PostgreSQL."""
    store = await Store.open(shared_url)
    yield store
    await store.close()


@pytest.mark.parametrize("operation", [start, move, last_move, rated_last_move, undo], ids=lambda f: f.__name__)
async def test_a_crash_after_any_statement_leaves_all_or_nothing(file_store, make_game, moves, monkeypatch, operation):
    crash = Crash(monkeypatch)
    # a run without a crash: how many statements, and what the game looks like after them
    reference = await prepare(file_store, make_game, moves, operation)
    await crash.run(lambda: operation(file_store, reference, moves), at=0, error=RuntimeError())
    statements = crash.count
    assert statements >= 3
    done = await everything_of(file_store, reference)

    for at in range(1, statements + 1):
        error = asyncio.CancelledError() if at % 2 else RuntimeError(f"crash after statement {at}")
        game_id = await prepare(file_store, make_game, moves, operation)
        before = await everything_of(file_store, game_id)
        with pytest.raises(BaseException) as raised:
            await crash.run(lambda game_id=game_id: operation(file_store, game_id, moves), at=at, error=error)
        assert isinstance(raised.value, type(error)) or "steps" in str(raised.value)  # or the refused statement
        if file_store.backend == "sqlite":
            assert not file_store._db.connection.in_transaction
        assert await everything_of(file_store, game_id) == before, f"half a move after statement {at}"
        # and the same operation then goes through whole
        await operation(file_store, game_id, moves)
        after = await everything_of(file_store, game_id)
        assert same_apart_from_ids(after, done), f"the move after a crash at {at} differs"


def same_apart_from_ids(a, b) -> bool:
    game_a, seats_a, *rest_a = a
    game_b, seats_b, *rest_b = b
    strip = lambda rows: [tuple(v for k, v in vars(r).items() if k != "game_id") for r in rows]  # noqa: E731
    fields = lambda g: {k: v for k, v in vars(g).items() if k != "id"}  # noqa: E731
    steps_a, snaps_a, events_a, deadlines_a, results_a, result_a, rated_a = rest_a
    steps_b, snaps_b, events_b, deadlines_b, results_b, result_b, rated_b = rest_b
    return (
        rated_a == rated_b
        and fields(game_a) == fields(game_b)
        and strip(seats_a) == strip(seats_b)
        and (steps_a, snaps_a, events_a, result_a) == (steps_b, snaps_b, events_b, result_b)
        and strip(deadlines_a) == strip(deadlines_b)
        and strip(results_a) == strip(results_b)
    )
