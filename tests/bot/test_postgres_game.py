"""The bot on PostgreSQL: a whole game through SimCord, with a restart in the middle."""

import pytest

from tests.bot.conftest import bot_settings
from tests.bot.driver import started_table


@pytest.fixture
def settings(postgres_url):
    return bot_settings(postgres_url, replays=False)  # the replay on PostgreSQL: tests/bot/test_history.py


async def test_a_whole_game_on_postgresql_survives_a_restart(simcord_env, make_bot):
    assert simcord_env.bot.store.backend == "postgresql"
    _, table = await started_table(simcord_env, players=2, seed=5)
    for _ in range(3):
        await table.play_one_turn()
    before = await table.loaded()
    await simcord_env.restart_bot(make_bot())
    assert (await table.loaded()).version == before.version
    await table.play_to_end()
    loaded = await table.loaded()
    assert loaded.row.status == "finished"
    assert 1 < len(table.boards()) < loaded.version / 2  # the start board, then one per turn
    assert "Final scores" in table.boards()[-1].content
    assert [r.place for r in await simcord_env.bot.store.results(table.game_id)] != []
