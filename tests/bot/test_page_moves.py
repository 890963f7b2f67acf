"""A move made on the game's page, in the bot's own process (SALON_WEB_PORT): the bot's mover
commits it through the step a press ends in, so the thread gets the board and the narration a
press would give, /game undo takes it back, and a Discord panel opened before it is refused as
out of date; the page is offered the panel's own options, with its labels."""

from __future__ import annotations

import pytest

from bot.ui.panels import FOLD_ARROW
from tests.bot.driver import controls_of, copy_of, may_release, panel_when, press, started_table
from tests.bot.test_web_links import LINK, PUBLIC, _signed_in_page, browser, served_at

ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


@pytest.fixture
def simcord_bot(make_bot, monkeypatch):
    monkeypatch.setenv("SALON_WEB_URL", PUBLIC)
    monkeypatch.setenv("SALON_WEB_PORT", "0")
    monkeypatch.setenv("SALON_WEB_HOST", "127.0.0.1")
    return make_bot()


async def test_a_move_on_the_page_lands_in_the_thread_as_a_press_does(simcord_env):
    table, loaded, seat, member, panel = await panel_when(simcord_env, may_release)
    base = served_at(simcord_env.bot)
    before = copy_of(member, panel.message)  # the panel as its player saw it before the move
    stale = next(c for c in controls_of(panel) if not c.get("disabled"))
    async with browser(base) as http:
        await _signed_in_page(http, base, LINK.search(panel.content).group(1))
        token_path = LINK.search(panel.content).group(1).split("/in?")[0]
        async with http.get(f"{base}{token_path}/decision.json") as answer:
            assert answer.status == 200
            decision = await answer.json()
        (menu,) = controls_of(panel)  # the turn's actions, each followed by the next step
        assert {o["label"] for o in decision["options"]} == {
            o["label"].split(FOLD_ARROW)[0] for o in menu["options"]
        }, "the panel's options, worded as it words them"
        release = next(o for o in decision["options"] if o["id"].startswith("release:"))
        body = {"position": decision["position"], "side": False, "path": [], "choice": release["id"]}
        async with http.post(f"{base}{token_path}/move", json=body, headers={"Origin": base}) as moved:
            assert moved.status == 200, await moved.text()
            answer = await moved.json()
    after = await table.loaded()
    assert after.version == loaded.version + 1 and answer["position"] == after.position
    assert (await simcord_env.bot.store.steps(table.game_id))[-1].seat == seat
    board = table.newest_board()
    assert board.attachments[0].filename.endswith(f"-{after.version}.png"), "the move's board in the thread"
    assert answer["done"].translate(ISOLATES) in board.content.replace("**", ""), "and its narration"

    # the panel left open follows its player: it shows the seat's next decision, and a press on
    # what it showed before the move on the page is refused
    assert panel.content.startswith("🔔 Your next decision:"), panel.content
    value = [stale["options"][0]["value"]] if stale.get("options") else None
    refused = await press(member, before, stale["custom_id"], value)
    assert "already taken care of" in refused.followups[-1].content, "the press from before the move is refused"
    assert (await table.loaded()).version == after.version

    await member.slash(table.thread, "game undo")
    back = await table.loaded()
    assert back.version == loaded.version and "↩️" in table.newest_board().content


async def test_someone_away_who_moves_on_the_page_is_back(simcord_env):
    """A move on the page is an action of its player, as a press is: it ends their absence."""
    _, table = await started_table(simcord_env, players=2, seed=5)
    bot = simcord_env.bot
    loaded = await table.loaded()
    member = table.member(loaded.actor_users()[0])
    panel = (await member.click(table.newest_board(), label="Take your turn")).response
    await member.slash(table.channel, "salon away", until="5d")
    await simcord_env.settle()
    assert await bot.store.away_until(member.id, bot.now()) is not None
    base = served_at(bot)
    async with browser(base) as http:
        await _signed_in_page(http, base, LINK.search(panel.content).group(1))
        page = LINK.search(panel.content).group(1).split("/in?")[0]
        async with http.get(f"{base}{page}/decision.json") as answer:
            decision = await answer.json()
        final = next(o for o in decision["options"] if o["final"])
        body = {"position": decision["position"], "side": False, "path": [], "choice": final["id"]}
        async with http.post(f"{base}{page}/move", json=body, headers={"Origin": base}) as moved:
            assert moved.status == 200, await moved.text()
    await simcord_env.settle()
    assert await bot.store.away_until(member.id, bot.now()) is None
    assert (await table.loaded()).version == loaded.version + 1
