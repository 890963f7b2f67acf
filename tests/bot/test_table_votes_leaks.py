"""The leak test of the cancel vote's and the rematch's messages: what they show publicly (text,
buttons, custom ids, the board's vote line) and answer privately is the same in a world whose
hidden information was redrawn (every stored state resampled for the spectators, every event
not addressed to the public dropped, then a restart, so nothing is remembered)."""

from __future__ import annotations

from tests.bot.driver import copy_of, started_table
from tests.support.leaks import redrawn


def shown(member, message) -> tuple:
    payload = copy_of(member, message)
    controls = [(c.get("custom_id"), c.get("label")) for row in payload["components"] for c in row["components"]]
    return payload["content"], controls


def said(result) -> str:
    followups = result.followups
    return (followups[-1] if followups else result.response).content


async def test_the_vote_and_its_board_line_show_nothing_hidden(simcord_env, make_bot, settings):
    _, table = await started_table(simcord_env, players=3, seed=4, game="pennies")
    table.newest_board = lambda: table.boards()[-1]
    for _ in range(2):
        await table.play_one_turn()
    first, second, _ = table.members
    await first.slash(table.thread, "game cancel")
    vote = [m for m in table.thread.history() if "asks to cancel" in m.content][-1]
    answers = [said(await second.click(vote, label="Yes, cancel it"))]
    seen = [shown(second, vote), table.boards()[-1].content]

    assert redrawn(settings.database) > 0
    await simcord_env.restart_bot(make_bot())
    answers.append(said(await second.click(vote, label="Yes, cancel it")))  # counted once: the same message again
    assert answers[0] == answers[1]
    assert [shown(second, vote), table.boards()[-1].content] == seen
    assert "2 of 3 players have agreed" in seen[0][0]
    for custom_id, _ in seen[0][1]:
        _, game, verb, _, number = custom_id.split(":")  # the game, the verb, the position, the vote's number
        assert (game, verb, number) in ((str(table.game_id), "cvy", "1"), (str(table.game_id), "cvn", "1"))


async def test_the_rematch_shows_nothing_hidden(simcord_env, make_bot):
    """A finished game has nothing hidden left; its rematch's secret is the new game's seed, which
    decides every shuffle to come: it appears in no message, button or answer."""
    _, table = await started_table(simcord_env, players=3, seed=4, game="pennies")
    await table.play_to_end()
    first, second, third = table.members
    final = table.boards()[-1]
    answers = [said(await first.click(final, label="Rematch"))]
    lobby = [m for m in table.channel.history() if "A rematch." in m.content][-1]
    seen = [shown(third, lobby)]
    await simcord_env.restart_bot(make_bot())
    answers.append(said(await first.click(final, label="Rematch")))
    answers.append(said(await second.click(lobby, label="I'm in")))
    seen.append(shown(third, lobby))
    (row,) = await simcord_env.bot.store.games_in_channel(table.channel.id, ("lobby",))
    everything = repr((answers, seen, [m.content for m in table.channel.history()]))
    assert str(row.seed) not in everything and str(row.seed)[:8] not in everything
    assert seen[1][0] == seen[0][0].replace(" ⏳ (not confirmed yet)", "", 1).replace(f"<@{second.id}>, ", "")
    for custom_id, _ in seen[0][1] + seen[1][1]:
        assert len(custom_id.split(":")) == 4  # the game, the verb, the position: nothing else
