"""Rematch (issue 20, item 5): the final board's button opens one lobby (and thread) with the same
game, options and players, each pending their own confirmation; it starts when all confirmed,
or when the host starts it with those who did (AI players in the other seats if the host
chooses), and it survives a restart in the middle."""

from __future__ import annotations

import pytest

from tests.bot.driver import started_table


def said(result) -> str:
    followups = result.followups
    return (followups[-1] if followups else result.response).content


async def finished_table(env, players: int = 3, **options):
    guild, table = await started_table(env, players=players, seed=4, game="pennies", **options)
    await table.play_to_end()
    assert (await table.loaded()).row.status == "finished"
    return guild, table


def rematch_lobby(table):
    """The rematch's lobby message, in the channel the old table was opened in."""
    return [m for m in table.channel.history() if "A rematch." in m.content][-1]


async def lobbies(env, table) -> list:
    return await env.bot.store.games_in_channel(table.channel.id, ("lobby",))


async def test_a_rematch_starts_once_everyone_confirmed_across_a_restart(simcord_env, make_bot):
    await rematch_across_a_restart(simcord_env, make_bot)


async def rematch_across_a_restart(simcord_env, make_bot):
    """Also run on PostgreSQL (test_table_votes_postgres)."""
    _, table = await finished_table(simcord_env, turn_limit="1d")
    first, second, third = table.members
    final = table.boards()[-1]
    asked = await first.click(final, label="Rematch")
    assert asked.ephemeral and "The rematch is open at table #" in said(asked)
    store = simcord_env.bot.store
    (lobby,) = await lobbies(simcord_env, table)
    assert f"/{lobby.board_message_id}" in said(asked)
    old = await store.get_game(table.game_id)
    assert (lobby.kind, lobby.config, lobby.turn_limit, lobby.host_id) == (old.kind, old.config, 86400, first.id)
    assert [s.user_id for s in await store.seats(lobby.id)] == [m.id for m in table.members]
    message = rematch_lobby(table)
    assert f"<@{second.id}>, <@{third.id}>" in message.content and message.content.count("(not confirmed yet)") == 2
    assert {second.id, third.id} <= {int(u.id) for u in message.mentions}  # they are told, even if offline
    assert any(t.name.startswith("Pennies #") and str(lobby.id) in t.name for t in table.channel.threads)

    again = await first.click(final, label="Rematch")  # twice: the same lobby
    assert said(again) == said(asked).replace("The rematch is open at table", "This game’s rematch is table")
    confirmed = await second.click(final, label="Rematch")  # the old board's button confirms a waiting seat
    assert said(confirmed) == f"Your seat at table #{lobby.id} is confirmed."
    assert len(await lobbies(simcord_env, table)) == 1
    assert await store.rematch_pending(lobby.id) == {third.id}
    assert rematch_lobby(table).content.count("(not confirmed yet)") == 1

    await simcord_env.restart_bot(make_bot())  # a day later, after a restart
    started = await third.click(rematch_lobby(table), label="I'm in")
    assert said(started) == "The game has started."
    game = await simcord_env.bot.store.get_game(lobby.id)
    assert game.status == "active" and [s.user_id for s in await simcord_env.bot.store.seats(lobby.id)] == [
        m.id for m in table.members
    ]


@pytest.mark.parametrize(("choice", "seats"), [("Start with those who confirmed", 2), ("Fill in AI players", 3)])
async def test_the_host_starts_with_those_who_confirmed(simcord_env, choice, seats):
    _, table = await finished_table(simcord_env)
    first, second, third = table.members
    await second.click(table.boards()[-1], label="Rematch")  # the one who asks hosts the rematch
    lobby_message = rematch_lobby(table)
    await first.click(lobby_message, label="I'm in")
    not_host = await first.click(lobby_message, label="Start")
    assert said(not_host) == "Only the host of this table can do that."
    asked = await second.click(lobby_message, label="Start")
    assert f"One seat is still waiting for its player to confirm (<@{third.id}>)" in said(asked)
    (lobby,) = await lobbies(simcord_env, table)
    assert (await simcord_env.bot.store.get_game(lobby.id)).status == "lobby"
    started = await second.click(asked.response, label=choice)
    assert said(started) == "The game has started."
    store = simcord_env.bot.store
    assert (await store.get_game(lobby.id)).status == "active"
    placed = await store.seats(lobby.id)
    assert len(placed) == seats and third.id not in {s.user_id for s in placed}
    assert sum(s.is_ai for s in placed) == seats - 2


async def test_bad_rematch_presses_get_a_private_answer_and_change_nothing(simcord_env):
    guild, table = await finished_table(simcord_env, players=2)
    onlooker = guild.add_member(simcord_env.create_user("onlooker"))
    final = table.boards()[-1]
    refused = await onlooker.click(final, label="Rematch")
    assert refused.ephemeral and said(refused) == f"Only the players of table #{table.game_id} can ask for a rematch."
    assert await lobbies(simcord_env, table) == []
    await table.members[0].click(final, label="Rematch")
    lobby_message = rematch_lobby(table)
    stranger = await onlooker.click(lobby_message, label="I'm in")
    (lobby,) = await lobbies(simcord_env, table)
    assert said(stranger) == f"You are not waiting to confirm a seat at table #{lobby.id}."
    host_again = await table.members[0].click(lobby_message, label="I'm in")
    assert said(host_again) == f"You are not waiting to confirm a seat at table #{lobby.id}."
    assert await simcord_env.bot.store.rematch_pending(lobby.id) == {table.members[1].id}


async def test_an_abandoned_game_has_no_rematch(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=4, game="pennies")
    await table.members[0].slash(table.thread, "game abandon")
    board = table.boards()[-1]
    assert not board.components
    store = simcord_env.bot.store
    from db import WrongStatus

    with pytest.raises(WrongStatus):
        await store.open_rematch(table.game_id, table.members[0].id, seed=1, now=0.0)
