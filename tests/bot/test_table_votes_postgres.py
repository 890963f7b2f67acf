"""A cancel vote and a rematch on PostgreSQL, each with a restart in the middle."""

import pytest

from tests.bot.conftest import bot_settings
from tests.bot.test_cancel_vote import every_player_agrees_across_a_restart
from tests.bot.test_rematch import rematch_across_a_restart


@pytest.fixture
def settings(postgres_url):
    return bot_settings(postgres_url)


async def test_a_cancel_vote_on_postgresql(simcord_env, make_bot):
    assert simcord_env.bot.store.backend == "postgresql"
    await every_player_agrees_across_a_restart(simcord_env, make_bot)


async def test_a_rematch_on_postgresql(simcord_env, make_bot):
    assert simcord_env.bot.store.backend == "postgresql"
    await rematch_across_a_restart(simcord_env, make_bot)
