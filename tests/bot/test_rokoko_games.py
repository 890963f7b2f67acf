"""Whole Rokoko games through Discord: the secret three-card choice as a multi-select for
everyone at once, turns as short chains, a board after every move, scores with breakdown."""

import json

import pytest

from engines import registry
from tests.bot.driver import started_table
from tests.bot.test_whole_games import check_whole_game_thread

pytestmark = pytest.mark.skipif("rokoko" not in registry.all_games(), reason="Rokoko is not registered")


# the smallest and the largest table, one on each side of the board (tests/engines/rokoko and
# tests/render/rokoko check every size's side and drawing)
@pytest.mark.parametrize("players", [2, 5])
async def test_whole_rokoko_game_through_discord(simcord_env, players):
    _, table = await started_table(simcord_env, players=players, seed=players, game="rokoko")
    first = await table.loaded()
    assert len(first.actors()) == players  # everyone chooses employees at once
    await table.play_to_end(max_turns=5000)

    loaded = await table.loaded()
    assert loaded.row.status == "finished"
    boards = table.boards()
    assert len(boards) < loaded.version  # a board message per turn, not per step
    final = boards[-1].content
    assert "Final scores" in final
    result = json.loads(await simcord_env.bot.store.game_result(table.game_id))
    for seat, score in result["scores"].items():
        assert f"{loaded.names[int(seat)]} — {score} prestige point" in final  # the result in words
    assert loaded.engine.view_for(loaded.state, None)["side"] == ("2-3" if players <= 3 else "4-5")
    await check_whole_game_thread(simcord_env, table)
