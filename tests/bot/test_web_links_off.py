"""Without SALON_WEB_URL the bot gives out no web links (and, without SALON_WEB_PORT, serves none)."""

from __future__ import annotations

import pytest

from tests.bot.driver import started_table


@pytest.fixture
def simcord_bot(make_bot, monkeypatch):
    for name in ("SALON_WEB_URL", "SALON_WEB_PORT"):
        monkeypatch.delenv(name, raising=False)
    return make_bot()


async def test_no_links_without_a_public_address(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=5)
    assert "/g/" not in table.boards()[0].content
    hand = await table.members[1].click(table.newest_board(), label="My hand")
    assert "browser" not in hand.response.content
    status = await table.members[0].slash(table.thread, "game status")
    assert "browser" not in status.response.content
    assert simcord_env.bot.web._runner is None
