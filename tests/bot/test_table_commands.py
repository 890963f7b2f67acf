"""Commands and memory that answer sensibly (issue 10, items 9, 12, 14, 15, 16, 17)."""

import aiosqlite

from bot.presenters import presenter_for
from engines import registry
from engines.core import Decision
from tests.bot.driver import Table, controls_of, new_table, press, started_table


async def test_abandoning_a_finished_game_is_refused_and_keeps_its_result(simcord_env, settings):
    """Item 9."""
    guild, table = await started_table(simcord_env, players=2, seed=3)
    async with aiosqlite.connect(settings.database) as db:
        await db.execute("UPDATE games SET status = 'finished' WHERE id = ?", (table.game_id,))
        await db.commit()
    answer = await table.members[0].slash(table.channel, "game abandon", table=table.game_id)
    assert "already finished" in answer.response.content
    assert (await simcord_env.bot.store.get_game(table.game_id)).status == "finished"


def dm_posts(env, member) -> int:
    channel = member.user.dm_channel
    return 0 if channel is None else sum(1 for m in channel.history() if m.author.id == env.bot.user.id)


async def test_closed_dms_are_tried_again_in_a_new_game_and_on_request(simcord_env):
    """Item 12: DMs found closed once are tried again when a new game starts, after a
    day, and when the player asks with /salon dms or presses My hand."""
    guild, table = await started_table(simcord_env, players=2, seed=5)
    member = table.members[1]
    store = simcord_env.bot.store
    dm = member.user.dm_channel
    simcord_env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007, times=None)
    await simcord_env.bot.private_notes.send(await table.loaded(), 1, member.id)
    assert (await store.user(member.id)).dms_ok is False
    simcord_env.backend.faults.clear()  # the player opens their DMs again

    before = dm_posts(simcord_env, member)
    other_channel = guild.create_text_channel("second-table")
    second = Table(simcord_env, other_channel, table.members)
    await second.open()
    await second.seat_everyone()
    await second.start()
    assert dm_posts(simcord_env, member) > before, "a new game tries the DMs again"

    simcord_env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007, times=1)
    await simcord_env.bot.private_notes.send(await second.loaded(), 1, member.id)
    assert (await store.user(member.id)).dms_ok is False
    answer = await member.slash(table.channel, "salon dms")
    assert "direct message again" in answer.response.content
    assert (await store.user(member.id)).dms_ok is None

    simcord_env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007, times=1)
    await simcord_env.bot.private_notes.send(await second.loaded(), 1, member.id)
    await member.click(second.newest_board(), label="My hand")
    assert (await store.user(member.id)).dms_ok is None, "My hand turns DMs back on"


async def test_closed_dms_are_tried_again_after_a_day(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=5)
    member = table.members[1]
    dm = member.user.dm_channel
    notes, store = simcord_env.bot.private_notes, simcord_env.bot.store
    simcord_env.inject_error("POST", f"/channels/{dm.id}/messages", status=403, code=50007, times=2)
    await notes.send(await table.loaded(), 1, member.id)  # closed
    await notes.send(await table.loaded(), 1, member.id)  # tried once more (first time this process)
    simcord_env.backend.faults.clear()
    before = dm_posts(simcord_env, member)
    assert not await notes.send(await table.loaded(), 1, member.id), "not again within a day"
    people = simcord_env.bot.people
    people._dm_tried[member.id] = people._dm_tried[member.id] - 86400 - 60  # a day passes (for this memory)
    assert await notes.send(await table.loaded(), 1, member.id)
    assert dm_posts(simcord_env, member) == before + 1 and (await store.user(member.id)).dms_ok is True


async def test_join_and_leave_in_a_running_games_thread_say_why_not(simcord_env):
    """Item 14."""
    guild, table = await started_table(simcord_env, players=2, seed=5)
    newcomer = guild.add_member(simcord_env.create_user("late"))
    joined = await newcomer.slash(table.thread, "game join")
    assert "already started" in joined.response.content and f"#{table.game_id}" in joined.response.content
    left = await table.members[1].slash(table.thread, "game leave")
    assert "under way" in left.response.content


async def test_an_ai_stand_in_without_a_turn_limit_is_explained_not_dropped(simcord_env):
    """Item 14: on_timeout only means something with a turn limit."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    host = guild.add_member(simcord_env.create_user("host"))
    answer = await host.slash(channel, "game new", game="spectaculum", on_timeout="ai")
    assert "turn limit" in answer.response.content and answer.ephemeral
    assert await simcord_env.bot.store.games_in_channel(channel.id) == []
    await host.slash(channel, "game new", game="spectaculum", turn_limit="1d", on_timeout="ai")
    (row,) = await simcord_env.bot.store.games_in_channel(channel.id)
    assert (row.turn_limit, row.on_timeout) == (86400, "ai")


async def test_the_list_pages_and_says_how_many_more_exist(simcord_env):
    """Item 15: 25 tables; each page shows whole lines and how to see the rest."""
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    host = guild.add_member(simcord_env.create_user("host-with-a-rather-long-display-name"))
    for _ in range(25):
        await host.slash(channel, "game new", game="spectaculum")
    seen = set()
    for page in (1, 2, 3):
        text = (await host.slash(channel, "game list", page=page)).response.content
        lines = text.splitlines()
        assert len(text) <= 2000 and "Tables" in lines[-1] and "of 25" in lines[-1]
        for line in lines[1:-1]:
            assert line.startswith("#") and line.endswith(host.user.name), line
            seen.add(int(line[1:].split()[0]))
    assert len(seen) == 25


def test_a_hidden_servant_on_a_bill_is_never_none():
    """Item 16: the rules keep the servant face down (card None); the text says so."""
    presenter = presenter_for("ladies")
    for prompt in ("ladies.prompt.plan_bill", "ladies.prompt.plan_court"):
        decision = Decision(
            kind="ladies.evening_plan",
            prompt=prompt,
            params={"card": None, "category": "servant", "price": 200, "total": 0, "money": 500},
        )
        for language in ("en", "cs"):
            text = presenter.decision_text(decision, language, ["a", "b", "c", "d"])
            assert "None" not in text and "200" in text, text
    assert "face down" in presenter.decision_text(decision, "en", [])


async def test_memory_of_panels_and_names_is_bounded_and_forgetting_is_harmless(simcord_env):
    """Item 17: Turns.open_panels and People's maps keep at most their limit; a forgotten
    panel is found again by its key (Router.option_keys is gone: a lobby option's name
    rides in its select's custom id)."""
    bot = simcord_env.bot
    bot.turns.open_panels.limit = 2
    bot.people._names.limit = bot.people._remembered.limit = 2
    guild, table = await started_table(simcord_env, players=3, seed=5)
    loaded = await table.loaded()
    actor = table.member(loaded.actor_users()[0])
    panels = [(await actor.click(table.newest_board(), label="Take your turn")).response for _ in range(4)]
    assert len(bot.turns.open_panels) == 2 and len(bot.people._names) <= 2
    assert not hasattr(bot.turns, "option_keys")
    control = controls_of(panels[0])[0]
    values = [control["options"][0]["value"]] if control.get("options") else None
    await press(actor, panels[0].message, control["custom_id"], values)  # the first, forgotten panel
    assert (await table.loaded()).row.position > loaded.row.position


async def test_hand_in_a_lobby_says_the_game_has_not_started(simcord_env):
    """Item 7 of issue 23: a player seated in a lobby asks for their hand."""
    _, table = await started_table(simcord_env, players=2)
    lobby = Table(simcord_env, table.channel, table.members)
    await lobby.open()
    await lobby.seat_everyone()
    for member in lobby.members:
        result = await member.slash(table.channel, "game hand", table=lobby.game_id)
        said = result.followups[-1].content if result.followups else result.response.content
        assert result.ephemeral and f"Game #{lobby.game_id} has not started yet" in said, said


async def test_the_list_says_how_many_more_players_a_long_lobby_line_leaves_out(simcord_env):
    """Item 8 of issue 23: a full Ladies lobby, ten players with long names, on one line."""
    seats = max(registry.get("ladies").player_counts)
    table = new_table(simcord_env, [f"Player number {i} with a long name" for i in range(seats)])
    await table.open("ladies")
    await table.seat_everyone()
    line = (await table.members[0].slash(table.channel, "game list")).response.content.splitlines()[1]
    names = [member.user.name for member in table.members]
    shown = [name for name in names if f"{name}," in line or f"{name} and" in line]
    assert 0 < len(shown) < seats and line.endswith(f", {shown[-1]} and {seats - len(shown)} more"), line
    assert shown == names[: len(shown)] and len(line) <= 180
