"""The stock exchange is one turn of each gentleman for the notices: told when it begins, and
at most once more when he is the last one it waits for, however many rounds it takes."""

from __future__ import annotations

import pytest

from engines import registry
from tests.bot.driver import controls_of, started_table
from tests.bot.test_notices import LAST, notices_to

pytestmark = pytest.mark.skipif("ladies" not in registry.all_games(), reason="Ladies & Gentlemen is not registered")


async def search_by_hand(table, member) -> None:
    """His turn at the exchange without standing orders: each round by hand, the first option."""
    panel = (await member.click(table.newest_board(), label="Take your turn")).response
    for _ in range(20):
        controls = controls_of(panel)
        if not controls:
            return
        by_hand = [c for c in controls if c.get("label") == "Search this round yourself"]
        control = (by_hand or controls)[0]
        if control["type"] == 2:
            await member.click(panel.message, custom_id=control["custom_id"])
        else:
            await member.select(panel.message, [control["options"][0]["value"]], custom_id=control["custom_id"])


async def test_a_gentleman_is_told_of_an_async_exchange_once_not_every_round(simcord_env):
    env = simcord_env
    _, table = await started_table(env, players=4, seed=11, game="ladies", config={"exchange_mode": "async"})
    for member in table.members:
        await member.slash(table.channel, "salon notices", how="dm")
    for _ in range(300):  # to the first exchange
        loaded = await table.loaded()
        if loaded.engine.view_for(loaded.state, None)["stages"]["gentlemen"] == "exchange":
            break
        await table.play_one_turn()
    else:
        raise AssertionError("the exchange never opened")
    gentlemen = [table.member(loaded.user_of(seat)) for seat in loaded.state["gent_of"]]
    since = len(env.http_requests)
    rounds = 0
    for _ in range(500):
        loaded = await table.loaded()
        if loaded.engine.view_for(loaded.state, None)["stages"]["gentlemen"] != "exchange":
            break
        rounds = max(rounds, loaded.state["ex"]["tick"])
        if not loaded.actor_users():
            await env.advance_time(60)
            continue
        member = table.member(loaded.actor_users()[0])
        if member in gentlemen:
            await search_by_hand(table, member)
        else:
            await table.play_one_turn()
    else:
        raise AssertionError("the exchange never ended")
    assert rounds >= 4, "a long enough exchange to tell its rounds from its turns"
    for gentleman in gentlemen:
        told = notices_to(env, gentleman, since)
        news = [t for t in told if not any(w in t for w in LAST)]
        lasts = [t for t in told if any(w in t for w in LAST)]
        assert len(news) <= 1 and len(lasts) <= 1, f"{rounds} rounds, {len(told)} notices: {told}"
