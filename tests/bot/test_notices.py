"""/salon notices through SimCord: one notice when a turn becomes a player's — a ping in the
game's thread or a direct message, as they chose — never one per step of a decision chain,
per AI move or per tick of an exchange; the last one a simultaneous phase waits for is told
so; exactly one after a restart between the move and its notice; closed DMs fall back to the
ping and say so; and no notice carries anything of anyone's hand."""

from __future__ import annotations

import re

import pytest

from bot.play.host import least_eventful
from bot.presenters import has_presenter
from engines import registry
from tests.bot.driver import new_table, started_table

PLAYABLE = [name for name in sorted(registry.all_games()) if has_presenter(name)]
DM_NOTICE = re.compile(r"^(It is your move in|Everyone else has chosen in) \*\*.+\*\* #\d+ on .+ https://discord\.com/")
LAST = ("Everyone else has chosen", "you are the last one")
SWEEP = 61  # seconds: one round of the delivery sweep (the notices follow the boards)


def _content(entry) -> str:
    return (entry.json or {}).get("content") or ""


def notices_to(env, member, since: int = 0) -> list[str]:
    """The notices Salon sent `member` after request `since`: the messages that pinged them in a
    thread or channel, and the turn notices in their DMs."""
    dm = member.user.dm_channel
    found = []
    for entry in env.http_requests[since:]:
        if entry.method != "POST" or not entry.path.endswith("/messages"):
            continue
        text = _content(entry)
        users = [str(u) for u in ((entry.json or {}).get("allowed_mentions") or {}).get("users", [])]
        if f"<@{member.id}>" in text and str(member.id) in users:
            found.append(text)
        elif dm is not None and entry.path == f"/channels/{dm.id}/messages" and DM_NOTICE.match(text):
            found.append(text)
    return found


async def _humans_and_ai(env, game: str, seed: int = 3):
    """A table of two people (Anna: pings, Bea: DMs) and AI seats up to the game's smallest table
    (easy ones: what is counted here is the notices, and a shared machine is slow)."""
    table = new_table(env, ["anna", "bea"], seed=seed)
    anna, bea = table.members
    await anna.slash(table.channel, "salon notices", how="ping")
    await bea.slash(table.channel, "salon notices", how="dm")
    ai_players = max(3, min(registry.get(game).player_counts)) - 2
    await table.open(game, ai_players=ai_players, ai_level="easy")
    await table.seat_everyone()
    await table.start()
    return table


@pytest.mark.parametrize("game", PLAYABLE)
async def test_one_notice_per_turn_over_a_whole_game(simcord_env, game, monkeypatch):
    # the same deal every run: a random one sometimes ended a short game (Pennies) after three turns
    monkeypatch.setattr("bot.runtime.seeds.new_game_seed", lambda: 20261202)
    env = simcord_env
    table = await _humans_and_ai(env, game)
    marks = {m.id: 0 for m in table.members}  # each one's notices are counted from their last action
    still_acting = {m.id: False for m in table.members}  # their own move left them to act on
    turns = 0
    for _ in range(3000):
        loaded = await table.loaded()
        if loaded.row.status != "active":
            break
        if not loaded.actor_users():  # a timer of the rules (the exchange's clock): let time pass
            await env.advance_time(60)
            continue
        member = table.member(loaded.actor_users()[0])
        told = notices_to(env, member, marks[member.id])
        news = [t for t in told if not any(w in t for w in LAST)]
        lasts = [t for t in told if any(w in t for w in LAST)]
        assert len(news) <= 1 and len(lasts) <= 1, f"{member.name} was told {len(told)} times for one turn: {told}"
        if not still_acting[member.id]:
            assert told, f"{member.name}'s turn began and nobody told them"
        await table.play_one_turn()
        turns += 1
        marks[member.id] = len(env.http_requests)
        still_acting[member.id] = member.id in (await table.loaded()).actor_users()
    assert (await table.loaded()).row.status == "finished"
    assert turns > 3
    bea = table.members[1]
    dms = notices_to(env, bea)
    assert dms and all(DM_NOTICE.match(t) for t in dms)  # Bea is told by DM, never pinged
    assert all(f"<@{bea.id}>" not in t for t in dms)
    assert notices_to(env, table.members[0]) and all("<@" in t for t in notices_to(env, table.members[0]))
    if game == "ladies":  # its mornings are simultaneous: their last one was told so
        told = notices_to(env, table.members[0]) + dms
        assert any(w in t for t in told for w in LAST), told


async def _commit_until_someone_else_acts(bot, game_id: int) -> int:
    """Moves stored as a process stores them (the least eventful ones) until another seat must
    act; the process dies before it posts the board or tells the turn. The seat now to act."""
    async with bot.host.lock(game_id):
        table = await bot.host.load(game_id)
        seat = sorted(table.actors())[0]
        while seat in table.actors() and table.row.status == "active":
            table = (await bot.host.play(table, seat, least_eventful(table, seat), table.version)).table
    return sorted(table.actors())[0]


async def a_turn_not_told(env, choice: str, seed: int):
    """A started table of two who chose to be told by `choice`, after one turn and then moves
    stored by a process that died before it told the next turn: (the table, the count of
    requests before those moves, the member whose turn it is and who was not told)."""
    _, table = await started_table(env, players=2, seed=seed)
    for member in table.members:
        await member.slash(table.channel, "salon notices", how=choice)
    await table.play_one_turn()
    since = len(env.http_requests)
    seat = await _commit_until_someone_else_acts(env.bot, table.game_id)
    return table, since, table.member((await table.loaded()).user_of(seat))


@pytest.mark.parametrize("choice", ["ping", "dm"])
async def test_a_restart_between_the_turn_and_its_notice_still_tells_it_once(simcord_env, make_bot, choice):
    env = simcord_env
    table, since, waiting = await a_turn_not_told(env, choice, seed=11)
    await env.restart_bot(make_bot())
    await env.advance_time(SWEEP)
    told = notices_to(env, waiting, since)
    assert len(told) == 1, told
    await env.restart_bot(make_bot())  # another process, and further sweeps: nothing more
    await env.advance_time(3 * SWEEP)
    assert notices_to(env, waiting, since) == told
    assert all(notices_to(env, m, since) == [] for m in table.members if m.id != waiting.id)


async def test_a_dm_choice_with_closed_dms_falls_back_to_the_ping_and_says_so(simcord_env):
    env = simcord_env
    table = new_table(env, ["anna", "bea"], seed=2)
    anna, bea = table.members
    chosen = await bea.slash(table.channel, "salon notices", how="dm")
    assert chosen.ephemeral and chosen.response.content == (
        "From now on I will tell you by direct message when it becomes your move."
    )
    assert [m.content for m in bea.user.dm_channel.history()] == [
        "This is where Salon will tell you when it is your move."
    ]
    env.inject_error("POST", f"/channels/{bea.user.dm_channel.id}/messages", status=403, code=50007, times=None)
    again = await bea.slash(table.channel, "salon notices", how="dm")
    assert (
        "your DMs are closed" in again.response.content
        and "pinged in the game's thread instead" in again.response.content
    )
    assert (await env.bot.store.user(bea.id)).notices == "dm"  # kept: once DMs open, they are used
    await table.open("spectaculum")
    await table.seat_everyone()
    await table.start()
    for _ in range(20):
        loaded = await table.loaded()
        if bea.id in loaded.actor_users():
            break
        await table.play_one_turn()
    told = notices_to(env, bea)
    assert told and "your DMs are closed" in told[-1] and f"<@{bea.id}>" in told[-1]


async def test_the_choice_is_kept_and_the_old_pings_command_is_gone(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    anna = guild.add_member(env.create_user("anna"))
    answer = await anna.slash(channel, "salon notices", how="none")
    assert answer.response.content.startswith("From now on you will not be told when it becomes your move")
    assert (await env.bot.store.user(anna.id)).notices == "none"
    names = {c.qualified_name for c in env.bot.tree.walk_commands()}
    assert "salon notices" in names and "salon games" in names and "salon pings" not in names


async def test_nobody_who_chose_nothing_is_told(simcord_env):
    env = simcord_env
    _, table = await started_table(env, players=2, seed=4)
    for member in table.members:
        await member.slash(table.channel, "salon notices", how="none")
    since = len(env.http_requests)
    for _ in range(4):
        await table.play_one_turn()
    assert all(notices_to(env, m, since) == [] for m in table.members)


@pytest.mark.parametrize("game", PLAYABLE)
async def test_no_notice_carries_anything_of_a_hand(simcord_env, game):
    """The leak test of notices: each one is exactly its public sentence (the game, its number,
    its server, a link to the board), whatever the hands hold."""
    env = simcord_env
    table = await _humans_and_ai(env, game, seed=5)
    for _ in range(12):
        if (await table.loaded()).row.status != "active":
            break
        await table.play_one_turn()
    row = (await table.loaded()).row
    board = f"https://discord.com/channels/{row.guild_id}/{row.thread_id or row.channel_id}/"
    name = registry_name(game)
    anna, bea = table.members
    alone = (
        rf"^<@{anna.id}>, (it is your move in {name} #{row.id}: {board}\d+"
        rf"|everyone else has chosen in {name} #{row.id}: you are the last one we are waiting for\. {board}\d+)$"
    )
    # a board message ends with the line that pings (the board itself has its own leak tests)
    last = "everyone else has chosen, you are the last one we are waiting for"
    on_board = rf"\n(Your move: <@{anna.id}>|<@{anna.id}>: {last}\.)$"
    for text in notices_to(env, anna):
        assert re.match(alone, text) or re.search(on_board, text), text
    dm_shape = (
        rf"^(It is your move in \*\*{name}\*\* #{row.id} on {re.escape(table.channel.guild.name)}: {board}\d+"
        rf"|Everyone else has chosen in \*\*{name}\*\* #{row.id} on {re.escape(table.channel.guild.name)}: "
        rf"you are the last one we are waiting for\. {board}\d+)$"
    )
    for text in notices_to(env, bea):
        assert re.match(dm_shape, text), text


def registry_name(game: str) -> str:
    import i18n

    return re.escape(i18n.t(f"games.{game}.name", "en"))


async def test_the_board_and_the_reminder_show_when_the_turn_ends_as_a_discord_timestamp(simcord_env):
    """The deadline itself, as Discord's timestamp markup: each reader sees it in their own time zone."""
    env = simcord_env
    _, table = await started_table(env, players=2, seed=1, turn_limit="1h")
    turn = next(d for d in await env.bot.store.deadlines(table.game_id) if d.deadline_id == "turn")
    ends = int(turn.due)
    assert table.boards()[-1].content.endswith(f"The turn ends <t:{ends}:R> (<t:{ends}:f>).")  # the board says it too
    await env.advance_time(0.8 * 3600)  # the reminder is due
    [reminder] = [m.content for m in table.thread.history() if "it is your move —" in m.content]
    assert reminder.endswith(f"about 15 minutes left. The turn ends <t:{ends}:R> (<t:{ends}:f>).")
