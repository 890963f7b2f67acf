"""The board inside Discord, from Discord's side (SALON_ACTIVITY on): Open board under the board
and in *Take your turn* launches the Activity (Discord's LAUNCH_ACTIVITY callback, checked by the
SimCord routes of tests/support/simcord_activity.py against Discord's API description) in the
game's thread, where the Activity's page finds the game; a turn notice by DM carries Discord's
deep link to the game (its page token as the launch's custom_id); the global command sync keeps
the entry point command Discord made. With the setting off, none of it shows."""

from __future__ import annotations

import re

import discord
import pytest

from bot.app import sync_commands
from tests.bot.driver import new_table, started_table
from tests.bot.test_notices import notices_to
from tests.support.simcord_activity import ENTRY_POINT, Activities

PUBLIC = "https://salon.example.org"
SECRET = "the-client-secret-nobody-may-see-0123456789"
OPEN_BOARD = "Open board"


@pytest.fixture
def activities(monkeypatch):
    found = Activities()
    found.install(monkeypatch)
    yield found
    assert not found.problems, found.problems


@pytest.fixture
def activity(request) -> bool:
    """Whether SALON_ACTIVITY is on (a test parametrizes it off)."""
    return getattr(request, "param", True)


@pytest.fixture
def simcord_bot(make_bot, monkeypatch, activity):
    monkeypatch.setenv("SALON_WEB_URL", PUBLIC)
    monkeypatch.setenv("SALON_WEB_PORT", "0")
    monkeypatch.setenv("SALON_WEB_HOST", "127.0.0.1")
    if activity:
        monkeypatch.setenv("SALON_ACTIVITY", "1")
        monkeypatch.setenv("DISCORD_CLIENT_SECRET", SECRET)
    return make_bot()


def labels(message) -> list[str]:
    """The labels of a message's buttons (a message in a channel, or an answer's payload)."""
    if message.components and isinstance(message.components[0], dict):
        return [c["label"] for row in message.components for c in row["components"] if c.get("label")]
    return [c.label for row in message.components for c in row.children if getattr(c, "label", None)]


async def test_open_board_under_the_board_and_in_take_your_turn_launches_the_activity_in_the_thread(
    simcord_env, activities
):
    _, table = await started_table(simcord_env, players=2, seed=5)
    board = table.newest_board()
    assert labels(board)[:3] == ["Take your turn", "My hand", OPEN_BOARD]
    watcher = table.members[0]
    await watcher.click(board, label=OPEN_BOARD)
    loaded = await table.loaded()
    actor = table.member(loaded.actor_users()[0])
    panel = await actor.click(table.newest_board(), label="Take your turn")
    assert OPEN_BOARD in labels(panel.response)
    await actor.click(panel.response.message, label=OPEN_BOARD)
    assert [(launch.user_id, launch.channel_id) for launch in activities.launches] == [
        (watcher.id, table.thread.id),
        (actor.id, table.thread.id),
    ]
    games = await simcord_env.bot.store.games_in_channel(table.thread.id, ("active",))
    assert [game.thread_id for game in games] == [table.thread.id], "the Activity's page finds it from there"


async def test_a_dm_turn_notice_carries_discord_s_link_to_the_game_inside_discord(simcord_env, activities):
    table = new_table(simcord_env, ["anna", "bea"], seed=5)
    anna, bea = table.members
    await bea.slash(table.channel, "salon notices", how="dm")
    await table.open("spectaculum")
    await table.seat_everyone()
    await table.start()
    for _ in range(6):  # until bea's turn is told
        if dms := notices_to(simcord_env, bea):
            break
        await table.play_one_turn()
    token = await simcord_env.bot.store.game_link(table.game_id, 0)
    app = simcord_env.bot.application_id
    link = f"Play on the board without leaving Discord: <https://discord.com/activities/{app}?custom_id={token}>"
    assert dms and all(link in text for text in dms), dms


async def test_the_global_sync_keeps_the_entry_point_command_discord_made(simcord_env, activities):
    bot, backend = simcord_env.bot, simcord_env.backend
    made = Activities.enable(backend)
    with pytest.raises(discord.HTTPException, match=re.escape("You cannot remove this app's Entry Point")):
        await bot.tree.sync()  # discord.py's own sync sends the tree's commands alone
    await sync_commands(bot, None)
    commands = backend.commands[None]
    kept = commands[("launch", ENTRY_POINT)]
    assert kept["id"] == made["id"] and kept["handler"] == 2
    assert {name for name, kind in commands if kind == 1} >= {"game", "salon", "rules"}
    sent = [r for r in simcord_env.http_requests if r.method == "PUT" and r.path.endswith("/commands")][-1]
    assert [c for c in sent.json if c.get("type") == ENTRY_POINT] == [
        {k: made[k] for k in made if k not in ("application_id", "version", "nsfw")}
    ]


@pytest.mark.parametrize("activity", [False], indirect=True)
async def test_with_the_activity_off_no_button_and_no_link_show(simcord_env, activities):
    _, table = await started_table(simcord_env, players=2, seed=5)
    assert OPEN_BOARD not in labels(table.newest_board())
    loaded = await table.loaded()
    actor = table.member(loaded.actor_users()[0])
    panel = await actor.click(table.newest_board(), label="Take your turn")
    assert OPEN_BOARD not in labels(panel.response)
    assert "discord.com/activities" not in panel.response.content
    assert simcord_env.bot.web.activity() is None
