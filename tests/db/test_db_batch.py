"""A batch: several statements, one transaction, one round trip (db.batch), on both backends."""

from __future__ import annotations

import pytest

from db.batch import BatchStopped, Statement

AWKWARD = ["it's", "back\\slash \\' quote", "?", "$1 $batch$", "řeč 🎲", "'; DROP TABLE games; --", ""]


async def test_a_batch_is_one_round_trip_and_one_transaction(store, make_game):
    game = await make_game(store)
    with store.counting() as traffic:
        answers = await store._db.batch(
            [
                Statement("UPDATE games SET updated_at = ? WHERE id = ?", (123.5, game.id)),
                Statement("SELECT id, updated_at FROM games WHERE id = ?", (game.id,), rows=True),
                Statement("SELECT id FROM games WHERE id = ?", (-1,), rows=True),
            ]
        )
    assert (traffic.transactions, traffic.round_trips) == (1, 1)
    assert answers[0] == 1
    assert [dict(r) for r in answers[1]] == [{"id": game.id, "updated_at": 123.5}]
    assert answers[2] == []


async def test_values_reach_the_database_as_they_are(store, make_game):
    """Text with quotes, backslashes, placeholders and dollar quotes stays text (PostgreSQL
    writes the values into the statement: db.postgres.literal)."""
    game = await make_game(store)
    for text in AWKWARD:
        await store._db.batch([Statement("UPDATE games SET board_header = ? WHERE id = ?", (text, game.id))])
        assert (await store.get_game(game.id)).board_header == text
    answers = await store._db.batch(
        [Statement("SELECT ? AS a, ? AS b, ? AS c, ? AS d", (-3, 2**62, 0.1, None), rows=True)]
    )
    assert [tuple(answers[0][0][k] for k in "abcd")] == [(-3, 2**62, 0.1, None)]


async def test_a_required_statement_that_finds_nothing_rolls_back_the_whole_batch(store, make_game):
    game = await make_game(store)
    with pytest.raises(BatchStopped) as stopped:
        await store._db.batch(
            [
                Statement("UPDATE games SET updated_at = ? WHERE id = ?", (999.0, game.id)),
                Statement("UPDATE games SET updated_at = ? WHERE id = ?", (1.0, -1), required=True),
                Statement("UPDATE games SET board_header = 'never' WHERE id = ?", (game.id,)),
            ]
        )
    assert stopped.value.index == 1
    assert await store.get_game(game.id) == game


async def test_a_refused_statement_rolls_back_the_whole_batch(store, make_game):
    game = await make_game(store)
    with pytest.raises(store._db.integrity_errors):
        await store._db.batch(
            [
                Statement("UPDATE games SET updated_at = ? WHERE id = ?", (999.0, game.id)),
                Statement("INSERT INTO steps (game_id, n) VALUES (NULL, 0)"),
            ]
        )
    assert await store.get_game(game.id) == game
