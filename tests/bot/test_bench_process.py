"""`python -m bench --section process` drives one process at saturation and at a steady rate; two
small tables here: every move it counts was committed and its board delivered, its mover's note
answered in the press (no DM), and its lines have the issue's format."""

from __future__ import annotations

import re

from bench import process_load

LINE = re.compile(r"^process spectaculum 2p moves/s [\d.]+ p95 \d+$")
STEADY = re.compile(r"^process spectaculum 2p at 30 moves/s p95 \d+$")


async def test_tables_played_at_once_count_each_move_from_its_press_to_its_board(simcord_env):
    game_ids = await process_load.started(simcord_env, "spectaculum", 2, tables=2)
    load = await process_load.saturate(simcord_env, "spectaculum", 2, game_ids, moves=3)
    assert load.moves == len(load.latencies_ms) == 6 and all(ms > 0 for ms in load.latencies_ms)
    assert load.cpu_ms_per_move > 0
    assert LINE.match(load.line), load.line
    store = simcord_env.bot.store
    for game_id in load.game_ids:
        row = await store.get_game(game_id)
        assert row.version >= 3 and row.delivered_position == row.position  # each move's board is out
    steady = await process_load.at_rate(simcord_env, "spectaculum", 2, game_ids, rate=30, seconds=0.2)
    assert steady.moves == 6 and STEADY.match(steady.line), steady.line


async def test_tables_under_way_are_at_different_points_of_their_games(simcord_env):
    game_ids = await process_load.under_way(simcord_env, "spectaculum", 2, tables=4, first_seed=0, most=6)
    versions = {(await simcord_env.bot.store.get_game(game_id)).version for game_id in game_ids}
    assert len(versions) > 1


async def test_a_move_pressed_answers_its_player_in_the_press_not_by_dm(simcord_env):
    game_ids = await process_load.started(simcord_env, "spectaculum", 2, tables=1)
    notes = simcord_env.bot.after_move.notes
    answered, dm_to_presser = [], []
    answer, send = notes.answer, notes.send

    async def answered_in_press(interaction, table, seat, events=()):
        answered.append(seat)
        return await answer(interaction, table, seat, events)

    async def sent(table, seat, user_id, events=(), **kwargs):
        dm_to_presser.append(user_id == pressing[-1])
        return await send(table, seat, user_id, events, **kwargs)

    pressing = [None]
    commit = simcord_env.bot.turns.commit

    async def pressed(table, seat, action, **kwargs):
        pressing.append(kwargs["interaction"].user.id)
        assert pressing[-1] == table.user_of(seat)
        return await commit(table, seat, action, **kwargs)

    notes.answer, notes.send, simcord_env.bot.turns.commit = answered_in_press, sent, pressed
    load = await process_load.saturate(simcord_env, "spectaculum", 2, game_ids, moves=6)
    assert load.moves == 6
    assert answered and not any(dm_to_presser)
