"""/salon games through SimCord: a player's games on every server — those waiting for them
first, longest wait first, then the others, then their lobbies — with the server, whose move
it is, since when (a Discord timestamp) and a link to the newest board; paged for someone in
50 games; Next game through the games waiting for them, and a clear word when one moved on;
finished games drop off; someone who never played is told so."""

from __future__ import annotations

import re

from bot.play.host import least_eventful
from tests.bot.driver import Table

STAMP = re.compile(r"<t:\d+:R>")


def _labels(response) -> list[str]:
    return [c["label"] for row in response.components for c in row["components"]]


async def _game(env, guild, channel, host, other, game: str = "spectaculum") -> Table:
    table = Table(env, channel, [host, other])
    await table.open(game)
    await table.seat_everyone()
    await table.start()
    return table


async def test_games_on_two_servers_waiting_ones_first(simcord_env):
    env = simcord_env
    anna = env.create_user("anna")
    first, second = env.create_guild(name="Castle"), env.create_guild(name="Garden")
    a1, b1 = first.add_member(anna), first.add_member(env.create_user("bea"))
    a2, c2 = second.add_member(anna), second.add_member(env.create_user("cyril"))
    here, there = first.create_text_channel("games"), second.create_text_channel("games")
    mine = await _game(env, first, here, a1, b1)
    await env.advance_time(600)
    theirs = await _game(env, second, there, a2, c2)
    lobby = Table(env, there, [c2, a2])
    await lobby.open("rokoko")
    await a2.click(lobby.lobby.message, label="Join")
    # make it Anna's move in the first game (its wait began first) and not hers in the second
    while anna.id not in (await mine.loaded()).actor_users():
        await mine.play_one_turn()
    while anna.id in (await theirs.loaded()).actor_users():
        await theirs.play_one_turn()

    with env.bot.store.counting() as traffic:
        listed = await a1.slash(here, "salon games")
    assert listed.ephemeral
    assert not [sent for sent in traffic.sent if sent.startswith("SELECT * FROM games")]  # the listing brought them
    lines = listed.response.content.split("\n")
    assert lines[0] == "**Your games** (3)"
    assert lines[1].startswith(f"**Spectaculum** #{mine.game_id} · Castle · **your move** · last played <t:")
    row = (await mine.loaded()).row
    assert f"https://discord.com/channels/{first.id}/{row.thread_id}/{row.board_message_id}" in lines[1]
    assert lines[2].startswith(f"Spectaculum #{theirs.game_id} · Garden · cyril to move · last played <t:")
    assert lines[3].startswith(f"Rokoko #{lobby.game_id} · Garden · open table, 2 players so far · [table](")
    assert all(STAMP.search(line) for line in lines[1:3])
    assert _labels(listed.response) == ["Next game"]
    # the same list from the other server
    assert (await a2.slash(there, "salon games")).response.content == listed.response.content


async def test_someone_who_never_played_is_told_so(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    nobody = guild.add_member(simcord_env.create_user("nobody"))
    answer = await nobody.slash(channel, "salon games")
    assert answer.ephemeral
    assert answer.response.content.startswith("You are not playing any game, nor waiting at an open table.")
    assert not answer.response.components


async def test_a_finished_game_drops_off(simcord_env):
    env = simcord_env
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    anna, bea = guild.add_member(env.create_user("anna")), guild.add_member(env.create_user("bea"))
    table = await _game(env, guild, channel, anna, bea, game="pennies")  # a short game
    assert "(1)" in (await anna.slash(channel, "salon games")).response.content
    await table.play_to_end(max_turns=3000)
    assert (await anna.slash(channel, "salon games")).response.content.startswith("You are not playing any game")


async def _many_games(env, count: int):
    """`count` running games of Anna's against Bea, each waiting for one of them (made in the
    store as the lobby makes them, then started by the host; played through Discord where needed)."""
    store, host = env.bot.store, env.bot.host
    guild = env.create_guild(name="Club")
    channel = guild.create_text_channel("games")
    anna, bea = guild.add_member(env.create_user("anna")), guild.add_member(env.create_user("bea"))
    for member in (anna, bea):  # their names, as a command remembers them
        await member.slash(channel, "salon notices", how="none")
    ids = []
    for n in range(count):
        row = await store.create_game(
            kind="spectaculum",
            guild_id=guild.id,
            channel_id=channel.id,
            host_id=anna.id,
            config={},
            language="en",
            seed=n,
            turn_limit=None,
            on_timeout="none",
            now=env.bot.now(),
        )
        await store.add_seat(row.id, user_id=anna.id)
        await store.add_seat(row.id, user_id=bea.id)
        await host.start(await host.load(row.id))
        ids.append(row.id)
        await env.advance_time(1)
    return guild, channel, anna, bea, ids


async def test_fifty_games_come_in_pages_and_next_game_goes_through_those_waiting(simcord_env):
    env = simcord_env
    guild, channel, anna, bea, ids = await _many_games(env, 50)
    waiting = [i for i in ids if anna.id in (await env.bot.host.load(i)).actor_users()]
    assert 10 < len(waiting) < 50
    listed = (await anna.slash(channel, "salon games")).response
    lines = listed.content.split("\n")
    assert lines[0] == "**Your games** (50)" and lines[-1] == "Page 1 of 5" and len(lines) == 12
    assert len(listed.content) <= 2000
    shown = [int(re.search(r"#(\d+)", line)[1]) for line in lines[1:11]]
    assert shown == waiting[:10]  # the longest wait first
    assert _labels(listed) == ["Next game", "◀ Previous", "Next ▶"]
    seen = []
    page = listed
    for number in range(2, 6):
        page = (await anna.click(page.message, label="Next ▶")).response
        assert page.content.split("\n")[-1] == f"Page {number} of 5"
        seen += [int(re.search(r"#(\d+)", line)[1]) for line in page.content.split("\n")[1:-1]]
    assert sorted(shown + seen) == sorted(ids)  # every game once
    back = (await anna.click(page.message, label="Next ▶")).response
    assert back.content == listed.content  # after the last page, the first again

    card = (await anna.click(listed.message, label="Next game")).response
    assert card.content.startswith(f"It is your move in **Spectaculum** #{waiting[0]} (Club). Last played <t:")
    assert "<t:" in card.content and ":f>)" in card.content
    card = (await anna.click(card.message, label="Next game")).response
    assert f"#{waiting[1]} (Club)" in card.content
    # the next one moves on before Anna presses (her move, stored as the host stores it)
    host = env.bot.host
    async with host.lock(waiting[2]):
        later = await host.load(waiting[2])
        await host.play_for(later, later.seat_of(anna.id), least_eventful)
    moved = (await anna.click(card.message, label="Next game")).response
    first, second = moved.content.split("\n")[:2]
    assert first == f"Game #{waiting[2]} has moved on and is no longer waiting for you."
    assert second.startswith(f"It is your move in **Spectaculum** #{waiting[0]} (Club)")


async def test_an_absence_shows_in_the_listing_of_the_one_away_and_of_the_others(simcord_env):
    """/salon away is visible in /salon games: my own absence at the top, and a player who is
    away beside their name where the game waits for them."""
    env = simcord_env
    guild = env.create_guild(name="Castle")
    channel = guild.create_text_channel("games")
    anna, bea = guild.add_member(env.create_user("anna")), guild.add_member(env.create_user("bea"))
    table = await _game(env, guild, channel, anna, bea)
    while bea.id not in (await table.loaded()).actor_users():
        await table.play_one_turn()
    away = await bea.slash(channel, "salon away", until="7d")
    assert "💤" in (away.followups[-1].content if away.followups else away.response.content)

    hers = (await bea.slash(channel, "salon games")).response.content.split("\n")
    assert hers[1].startswith("💤 You are away until <t:") and hers[1].endswith(
        ":D>. Meanwhile each of your tables does what its host chose: your turn limit waits for you, "
        "or the AI plays for you."
    )
    theirs = (await anna.slash(channel, "salon games")).response.content.split("\n")
    assert re.search(r"bea \(💤 away until <t:\d+:D>\) to move", theirs[1]), theirs[1]
    assert not any("You are away" in line for line in theirs)
    assert await env.bot.store.away_until(bea.id, env.bot.now()) is not None  # looking is no coming back


async def test_a_long_server_name_is_cut_never_the_link(simcord_env):
    """Issue 29: a line was clipped whole, so a server name of 23+ characters cut off its link."""
    env = simcord_env
    anna = env.create_user("anna")
    guild = env.create_guild(name="The Grand Rococo Salon of Moravian Board Gamers " * 2)
    mine, other = guild.add_member(anna), guild.add_member(env.create_user("bea"))
    channel = guild.create_text_channel("games")
    table = await _game(env, guild, channel, mine, other)
    while anna.id in (await table.loaded()).actor_users():  # the longest line: the others' move
        await table.play_one_turn()
    line = (await mine.slash(channel, "salon games")).response.content.split("\n")[1]
    row = (await table.loaded()).row
    assert line.endswith(f"[board](https://discord.com/channels/{guild.id}/{row.thread_id}/{row.board_message_id})")
    assert "· The Grand Rococo" in line and "…" in line and len(line) <= 180


async def test_a_server_left_keeps_its_running_seats_listed_not_its_lobbies(simcord_env):
    env = simcord_env
    anna = env.create_user("anna")
    home, left = env.create_guild(name="Castle"), env.create_guild(name="Garden")
    a1 = home.add_member(anna)
    a2, cyril = left.add_member(anna), left.add_member(env.create_user("cyril"))
    there = left.create_text_channel("games")
    running = await _game(env, left, there, a2, cyril)
    lobby = Table(env, there, [cyril, a2])
    await lobby.open("rokoko")
    await a2.click(lobby.lobby.message, label="Join")
    left.remove_member(anna)
    lines = (await a1.slash(home.create_text_channel("games"), "salon games")).response.content.split("\n")
    assert lines[0] == "**Your games** (1)" and f"#{running.game_id} · Garden" in lines[1]
    assert not any(f"#{lobby.game_id}" in line for line in lines)
