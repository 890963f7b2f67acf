"""`python -m bench --section process` drives one process at saturation; two small tables here:
every move it counts was committed and its board delivered, and its line has the issue's format."""

from __future__ import annotations

import re

from bench import process_load

LINE = re.compile(r"^process spectaculum 2p moves/s [\d.]+ p95 \d+$")


async def test_tables_played_at_once_count_each_move_from_its_press_to_its_board(simcord_env):
    load = await process_load.saturate(simcord_env, "spectaculum", 2, tables=2, moves=3)
    assert load.moves == len(load.latencies_ms) == 6 and all(ms > 0 for ms in load.latencies_ms)
    assert load.cpu_ms_per_move > 0
    assert LINE.match(load.line), load.line
    store = simcord_env.bot.store
    for game_id in load.game_ids:
        row = await store.get_game(game_id)
        assert row.version >= 3 and row.delivered_position == row.position  # each move's board is out
