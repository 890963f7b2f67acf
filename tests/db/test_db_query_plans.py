"""The queries whose cost must not grow with the games a database has stored, as each
backend plans them on a database of a few thousand games (EXPLAIN of the very statements
the store runs): the timer queries read the due-time index from its front, the active
games with AI seats are read from an index of just those, a page of a listing is cut in SQL.
What the queries cost with 10 and with 10,000 games is a figure of `python -m bench --section
growth`, not a test: a test holds the plans, which do not depend on how busy the machine is."""

from __future__ import annotations

import contextlib

import pytest

from db.bulk import copy_game

COPIES = 1000  # of each of four kinds of game


@pytest.fixture
async def many(store, make_game, sql):
    """4 * (COPIES + 1) games: running and finished ones, each with and without an AI seat;
    the running ones with two timers each, spread over time."""
    for status in ("active", "finished"):
        for ai in (False, True):
            game = await make_game(store)
            for user in (1, 2, None if ai else 3):
                await store.add_seat(game.id, user_id=user, is_ai=user is None, ai_level=None if user else "normal")
            timers = [("remind", 1000.0), ("turn", 2000.0)] if status == "active" else []
            await store.start_game(game.id, seats_order=None, state="{}", events="[]", now=1.0, deadlines=timers)
            if status == "finished":
                await sql.run(store, "UPDATE games SET status = 'finished' WHERE id = ?", (game.id,))
            await copy_game(store, game.id, COPIES)
    await sql.run(store, "UPDATE deadlines SET due = due + game_id")
    return store


@contextlib.asynccontextmanager
async def recorded(store):
    """The (sql, params) of every statement the store reads with inside the block."""
    statements: list[tuple[str, tuple]] = []
    reader = store._read

    @contextlib.asynccontextmanager
    async def recording():
        async with reader() as tx:

            class Recorder:
                def __getattr__(self, name):
                    return getattr(tx, name)

                async def fetch_one(self, text, params=()):
                    statements.append((text, tuple(params)))
                    return await tx.fetch_one(text, params)

                async def fetch_all(self, text, params=()):
                    statements.append((text, tuple(params)))
                    return await tx.fetch_all(text, params)

            yield Recorder()

    store._read = recording
    try:
        yield statements
    finally:
        del store._read


async def plans(store, statements) -> list[str]:
    """Each statement's plan as one text."""
    explain = "EXPLAIN QUERY PLAN " if store.backend == "sqlite" else "EXPLAIN "
    out = []
    async with store._read() as tx:
        for text, params in statements:
            rows = await tx.fetch_all(explain + text, params)
            out.append("\n".join(str(row[-1] if store.backend == "sqlite" else row[0]) for row in rows))
    return out


def reads_games_by_key_only(plan: str, backend: str) -> bool:
    if backend == "sqlite":
        return "SCAN g " not in plan + " " and "SCAN games" not in plan
    return "Seq Scan on games" not in plan


async def test_the_timer_queries_read_the_due_index_from_its_front(many):
    store = many
    async with recorded(store) as statements:
        due = await store.due_deadlines(1000.0 + 50, limit=100)
        first = await store.next_deadline_due()
    assert first == 1001.0 and [d.due for d in due] == sorted(d.due for d in due) and 0 < len(due) <= 100
    for plan in await plans(store, statements):
        assert "deadlines_by_due" in plan, plan
        assert reads_games_by_key_only(plan, store.backend), plan
        if store.backend == "postgresql":
            assert "Seq Scan" not in plan and "Hash" not in plan, plan


async def test_the_active_games_with_ai_seats_are_read_from_their_own_index(many):
    store = many
    async with recorded(store) as statements:
        found = await store.active_games_with_ai()
    assert len(found) == COPIES + 1 and all(g.status == "active" for g in found)
    for g in found[:20]:
        assert any(s.is_ai for s in await store.seats(g.id))
    (plan,) = await plans(store, statements)
    assert "games_active_with_ai" in plan, plan
    assert "seats" not in plan and "games_by_status" not in plan and "Seq Scan" not in plan, plan


async def test_a_page_of_a_server_s_games_is_cut_in_sql(store, make_game, sql):
    ids = [(await make_game(store, guild_id=7)).id for _ in range(23)]
    await make_game(store, guild_id=8)
    await sql.run(store, "UPDATE games SET status = 'finished' WHERE id = ?", (ids[5],))
    live = [i for i in ids if i != ids[5]]
    async with recorded(store) as statements:
        page = await store.games_page_in_guild(7, ("lobby", "active"), page=2, per_page=10)
    assert ([g.id for g in page.rows], page.total, page.page, page.pages, page.first) == (live[10:20], 22, 2, 3, 11)
    assert any("LIMIT" in text and "OFFSET" in text for text, _ in statements)
    last = await store.games_page_in_guild(7, ("lobby", "active"), page=99, per_page=10)
    assert ([g.id for g in last.rows], last.page) == (live[20:], 3)
    empty = await store.games_page_in_guild(9, ("lobby", "active"), page=1, per_page=10)
    assert not empty and (empty.rows, empty.total, empty.pages) == ([], 0, 1)
    with pytest.raises(ValueError):
        await store.games_page_in_guild(7, "active", page=0, per_page=10)
