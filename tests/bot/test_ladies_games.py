"""Whole Ladies & Gentlemen games through Discord: teams by order of joining, simultaneous
secret choices for everyone at once, both exchange modes, the ball with each lady's breakdown."""
import json

import pytest

from engines import registry
from tests.bot.driver import started_table

pytestmark = pytest.mark.skipif("ladies" not in registry.all_games(), reason="Ladies & Gentlemen is not registered")


@pytest.mark.parametrize("players", [4, 5])
async def test_whole_ladies_game_through_discord(simcord_env, players):
    _, table = await started_table(simcord_env, players=players, seed=players, game="ladies")
    loaded = await table.loaded()
    assert [s.role for s in loaded.seats][:2] == ["lady", "gentleman"]
    assert (loaded.seats[-1].role == "courtesan") == (players % 2 == 1)
    await table.play_to_end(max_turns=20000)
    loaded = await table.loaded()
    assert loaded.row.status == "finished"
    final = table.boards()[-1].content
    assert "Final scores" in final
    result = json.loads(await simcord_env.bot.store.game_result(table.game_id))
    for seat, score in result["scores"].items():
        assert f"{loaded.names[int(seat)]} — {score}" in final
