"""Whole Spectaculum games through Discord: lobby, every move by buttons and selects,
a board image after every move, the final scores in the thread."""
import json

import pytest

from tests.bot.driver import started_table


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_whole_game_through_discord(simcord_env, players):
    _, table = await started_table(simcord_env, players=players, seed=players)
    await table.play_to_end()

    loaded = await table.loaded()
    assert loaded.row.status == "finished"
    boards = table.boards()
    # the start board, then one board per committed move
    assert len(boards) == table.moves + 1 == loaded.version + 1
    assert all(b.attachments[0].filename.endswith(".png") for b in boards)
    final = boards[-1].content
    assert "Final scores" in final
    result = json.loads(await simcord_env.bot.store.game_result(table.game_id))
    for seat, score in result["scores"].items():
        assert f"{loaded.names[int(seat)]} — {score}" in final
    assert not boards[-1].components  # no buttons once the game is over
    assert all(not b.components for b in boards[:-1])  # buttons only ever on the newest board
