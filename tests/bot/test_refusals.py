"""Bad input gets a clear answer and changes nothing."""

import asyncio

import discord
import pytest

from bot.delivery.private_notes import PANEL_NOTES
from bot.presenters import presenter_for
from bot.presenters.base import shorten
from bot.record.history_pages import LINE_LIMIT, step_events
from db.errors import StaleVersion
from tests.bot.driver import OPTION_VERB, new_table, started_table


def option_controls(panel):
    return [c for row in panel.components for c in row["components"] if OPTION_VERB.match(c.get("custom_id", ""))]


async def choose_first(member, panel):
    control = option_controls(panel)[0]
    if control["type"] == 3:
        return await member.select(panel.message, [control["options"][0]["value"]], custom_id=control["custom_id"])
    return await member.click(panel.message, custom_id=control["custom_id"])


async def test_a_non_player_is_told_politely_and_nothing_changes(simcord_env):
    guild, table = await started_table(simcord_env)
    stranger = guild.add_member(simcord_env.create_user("watcher"))
    before = (await table.loaded()).version
    result = await stranger.click(table.newest_board(), label="Take your turn")
    assert result.ephemeral and "not playing" in result.response.content
    assert (await table.loaded()).version == before


async def test_a_player_out_of_turn_is_refused(simcord_env):
    _, table = await started_table(simcord_env)
    loaded = await table.loaded()
    waiting = next(m for m in table.members if m.id not in loaded.actor_users())
    result = await waiting.click(table.newest_board(), label="Take your turn")
    assert "not your turn" in result.response.content
    assert loaded.names[loaded.engine.view_for(loaded.state, None)["active"]] in result.response.content
    assert (await table.loaded()).version == loaded.version


async def test_a_stale_panel_is_refused_and_not_applied_twice(simcord_env):
    _, table = await started_table(simcord_env)
    loaded = await table.loaded()
    actor = table.member(loaded.actor_users()[0])
    first = (await actor.click(table.newest_board(), label="Take your turn")).response
    second = (await actor.click(table.newest_board(), label="Take your turn")).response
    await choose_first(actor, first)  # commits (or continues) in the first panel
    moved_on = await table.loaded()
    if moved_on.version == loaded.version:
        pytest.skip("the first choice only continued the chain")
    await choose_first(actor, second)  # the same click again, on the older panel
    assert "out of date" in second.content
    assert (await table.loaded()).version == moved_on.version


async def test_two_simultaneous_moves_only_one_lands(simcord_env):
    _, table = await started_table(simcord_env)
    bot = simcord_env.bot
    loaded = await table.loaded()
    seat = next(iter(loaded.actors()))
    action = loaded.engine.fallback_action(loaded.state, seat)

    async def click():
        async with bot.host.lock(table.game_id):
            current = await bot.host.load(table.game_id)
            return await bot.host.play(current, seat, action, loaded.version)

    outcomes = await asyncio.gather(click(), click(), return_exceptions=True)
    assert sum(not isinstance(o, Exception) for o in outcomes) == 1
    assert sum(isinstance(o, StaleVersion) for o in outcomes) == 1
    assert (await table.loaded()).version == loaded.version + 1


async def test_a_full_table_refuses_a_fifth_player(simcord_env):
    table = new_table(simcord_env, [f"p{i}" for i in range(5)])
    members = table.members
    await table.open()
    for member in members[1:4]:
        await member.click(table.lobby.message, label="Join")
    result = await members[4].click(table.lobby.message, label="Join")
    assert "full" in result.response.content
    assert len((await table.loaded()).seats) == 4
    assert "4. p3" in table.lobby.content and "p4" not in table.lobby.content  # the lobby shows who sits


async def test_only_the_host_starts_and_only_with_enough_players(simcord_env):
    table = new_table(simcord_env, ["host", "guest"])
    host, guest = table.members
    await table.open()
    alone = await host.click(table.lobby.message, label="Start")
    assert "2 to 4 players" in alone.response.content
    await guest.click(table.lobby.message, label="Join")
    refused = await guest.click(table.lobby.message, label="Start")
    assert "Only the host" in refused.response.content
    assert (await table.loaded()).row.status == "lobby"


async def test_missing_permissions_are_named(simcord_env):
    guild = simcord_env.create_guild()
    me = guild.me
    channel = guild.create_text_channel("no-files", overwrites={me: discord.PermissionOverwrite(attach_files=False)})
    host = guild.add_member(simcord_env.create_user("host"))
    result = await host.slash(channel, "game new", game="spectaculum")
    assert result.ephemeral and "Attach Files" in result.response.content
    assert await simcord_env.bot.store.games_in_channel(channel.id) == []


async def test_a_players_own_note_comes_with_their_press_not_by_dm(simcord_env):
    """The player who pressed is looking: their new hand answers the press (exempt from the token's
    budget), however their DMs are, and no DM is tried for it."""
    _, table = await started_table(simcord_env, players=2)
    loaded = await table.loaded()
    actor = table.member(loaded.actor_users()[0])
    dm = f"/channels/{actor.user.dm_channel.id}/messages"
    simcord_env.inject_error("POST", dm, status=403, code=50007, times=None)
    since = len(simcord_env.http_requests)
    panel = (await actor.click(table.newest_board(), label="Take your turn")).response
    followups = []
    while option_controls(panel):
        followups += (await choose_first(actor, panel)).followups
    assert (await table.loaded()).version > loaded.version
    notes = [f for f in followups if f.attachments and f.attachments[0].filename == "hand.png"]
    assert notes and all(f.ephemeral for f in notes)
    assert "only you can see this" in notes[0].content and "DMs are closed" not in notes[0].content
    assert not [r for r in simcord_env.http_requests[since:] if r.path == dm]
    assert (await simcord_env.bot.store.user(actor.id)).dms_ok is not False


async def test_moves_survive_discord_refusing_the_board(simcord_env):
    _, table = await started_table(simcord_env, players=2)
    loaded = await table.loaded()
    actor = table.member(loaded.actor_users()[0])
    panel = (await actor.click(table.newest_board(), label="Take your turn")).response
    simcord_env.inject_error("POST", f"/channels/{table.thread.id}/messages", status=500, times=None)
    while option_controls(panel):
        await choose_first(actor, panel)
    after = await table.loaded()
    assert after.version > loaded.version  # stored, although no board was posted
    simcord_env.backend.faults.clear()  # Discord is back
    # the newest board that reached Discord still opens the turn of whoever must act now
    next_actor = table.member(after.actor_users()[0])
    reopened = await next_actor.click(table.newest_board(), label="Take your turn")
    assert option_controls(reopened.response), reopened.response.content


async def test_options_are_chosen_in_the_lobby_and_checked_at_start(simcord_env):
    table = new_table(simcord_env, ["host", "guest"])
    host, guest = table.members
    await table.open()
    await guest.click(table.lobby.message, label="Join")
    refused = await guest.click(table.lobby.message, label="Options")
    assert "Only the host" in refused.response.content
    panel = (await host.click(table.lobby.message, label="Options")).response
    pick = panel.components[0]["components"][0]
    await host.select(panel.message, ["money_visibility"], custom_id=pick["custom_id"])
    values = panel.components[0]["components"][0]
    await host.select(panel.message, ["public"], custom_id=values["custom_id"])
    assert "Saved" in panel.content
    assert (await table.loaded()).row.config["money_visibility"] == "public"
    assert "Money: open" in table.lobby.message.content or "Money: open" in table.channel.history()[0].content
    await host.select(panel.message, ["start_player"], custom_id=panel.components[0]["components"][0]["custom_id"])
    await host.select(panel.message, ["3"], custom_id=panel.components[0]["components"][0]["custom_id"])
    result = await host.click(table.lobby.message, label="Start")
    assert "do not fit a game of 2 players" in result.response.content
    assert (await table.loaded()).row.status == "lobby"


async def test_only_the_host_or_a_manager_abandons(simcord_env):
    guild, table = await started_table(simcord_env, players=2)
    outsider = guild.add_member(simcord_env.create_user("outsider"))
    refused = await outsider.slash(table.thread, "game abandon")
    assert "Only the host" in refused.response.content
    assert (await table.loaded()).row.status == "active"
    done = await table.members[0].slash(table.thread, "game abandon")
    assert "abandoned" in done.response.content
    assert (await table.loaded()).row.status == "abandoned"
    assert "was abandoned by" in table.thread.history()[-1].content
    assert not table.newest_board()  # no buttons left


async def test_a_note_of_a_turn_anothers_move_began_opens_its_panel_instead_of_a_dm(simcord_env):
    """A player whose turn another player's move began, and whose hand that move changed (the
    boutiques' draws once every lady chose her craftsman card), comes to their panel to act: their
    note opens it, and no DM (a request of the token's budget) is spent on it."""
    _, table = await started_table(simcord_env, players=4, seed=5, game="ladies")
    store, presenter = simcord_env.bot.store, presenter_for("ladies")
    for _ in range(12):
        before = await table.loaded()
        presser = before.actor_users()[0]
        dms_before = {m.id: len(dms(m)) for m in table.members}
        await table.play_one_turn()
        after = await table.loaded()
        steps = [s for s in await store.steps(table.game_id) if s.n > before.version]
        news = {
            seat: lines
            for seat in after.actors() - before.actors()
            if after.user_of(seat) not in (None, presser)
            if (
                lines := [
                    line
                    for s in steps
                    for line in presenter.private_lines(step_events(s.events), seat, "en", after.names)
                ]
            )
        }
        if news:
            break
    else:
        pytest.fail("no move began the turn of a player whose hand it changed")
    seat, lines = min(news.items())
    member = table.member(after.user_of(seat))
    assert len(dms(member)) == dms_before[member.id], "no DM for a turn's note"
    panel = (await member.click(table.newest_board(), label="Take your turn")).response
    opening = panel.content.split("For you alone:\n", 1)[1]
    assert opening.startswith(f"> {shorten(lines[-PANEL_NOTES:][0], LINE_LIMIT)}")


def dms(member) -> list:
    return member.user.dm_channel.history() if member.user.dm_channel else []
