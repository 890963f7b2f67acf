"""/game cancel (issue 20, item 3): a vote of the people at a running table, unanimous, open
for 48 hours, shown on the board, surviving restarts; a no or the expiry closes it; bad input
gets a private answer and changes nothing."""

from __future__ import annotations

from bot.features import cancel_vote
from db.table_votes import CANCEL_VOTE_TIMER
from tests.bot.driver import copy_of, new_table, press, started_table

HOURS = 3600


def said(result) -> str:
    """The private answer of a command or a press (its last follow-up, else its response)."""
    followups = result.followups
    return (followups[-1] if followups else result.response).content


def vote_message(table):
    """The newest message of a cancel vote in the game's place."""
    found = [m for m in table.thread.history() if ":cvy:" in str(m.components) or "cancel table" in m.content]
    return found[-1]


def board_text(table) -> str:
    return table.boards()[-1].content


def on_the_board(table):
    """The table's turns are taken on its board message, not on a vote's message below it."""
    table.newest_board = lambda: table.boards()[-1]
    return table


async def open_vote(table, member=None):
    member = member or table.members[0]
    return await member.slash(table.thread, "game cancel")


async def test_every_player_agrees_across_a_restart_and_the_game_is_cancelled(simcord_env, make_bot):
    await every_player_agrees_across_a_restart(simcord_env, make_bot)


async def every_player_agrees_across_a_restart(simcord_env, make_bot):
    """Also run on PostgreSQL (test_table_votes_postgres)."""
    _, table = await started_table(simcord_env, players=3, seed=4, game="pennies")
    await table.play_one_turn()
    first, second, third = table.members
    opened = await open_vote(table)
    assert opened.ephemeral and "vote to cancel table" in said(opened)
    vote = vote_message(table)
    assert "1 of 3 players has agreed" in vote.content
    stored = await simcord_env.bot.store.cancel_vote(table.game_id)
    assert stored.due - stored.opened_at == 48 * HOURS and f"<t:{int(stored.due)}:f>" in vote.content
    assert "A vote to cancel this game is open: 1 of 3 players has agreed." in board_text(table)
    answered = await second.click(vote, label="Yes, cancel it")
    assert answered.ephemeral and said(answered) == "Your answer is counted."
    assert "2 of 3 players have agreed" in vote_message(table).content
    assert "open: 2 of 3 players have agreed" in board_text(table)

    await simcord_env.restart_bot(make_bot())  # the vote, its buttons and its timer outlive the process
    assert (await table.loaded()).row.status == "active"
    await third.click(vote, label="Yes, cancel it")
    store = simcord_env.bot.store
    row = await store.get_game(table.game_id)
    assert row.status == "abandoned" and await store.cancelled_by_vote(table.game_id)
    assert await store.deadlines(table.game_id) == []
    closed = vote_message(table)
    assert not closed.components and "Every player agreed: table" in closed.content
    assert any("It does not count towards any rating." in m.content for m in table.thread.history()[-2:])
    board = table.boards()[-1]
    assert not board.components and "vote to cancel" not in board.content


async def test_a_no_closes_the_vote_and_the_game_goes_on(simcord_env):
    _, table = await started_table(simcord_env, players=3, seed=4, game="pennies")
    on_the_board(table)
    await open_vote(table)
    vote = vote_message(table)
    shown = copy_of(table.members[1], vote)  # as a client still shows it, buttons and all
    yes = next(c["custom_id"] for row in shown["components"] for c in row["components"] if ":cvy:" in c["custom_id"])
    refused = await table.members[2].click(vote, label="No, play on")
    assert said(refused) == "Your answer is counted."
    closed = vote_message(table)
    assert not closed.components and "wants to play on" in closed.content
    assert "vote to cancel" not in board_text(table)
    assert (await table.loaded()).row.status == "active"
    again = await press(table.members[1], shown, yes)
    assert said(again) == "This vote is over."
    await table.play_one_turn()  # and the game goes on
    reopened = await open_vote(table, table.members[1])  # a new vote may be opened later
    assert "vote to cancel table" in said(reopened)


async def test_the_vote_expires_once_when_its_time_is_over_even_across_a_restart(simcord_env, make_bot, monkeypatch):
    monkeypatch.setattr(cancel_vote, "VOTE_SECONDS", 1 * HOURS)  # 48 hours of SimCord's clock take minutes
    _, table = await started_table(simcord_env, players=2, seed=4, game="pennies")
    on_the_board(table)
    await open_vote(table)
    await table.play_one_turn()  # a move does not replace the vote's timer
    store = simcord_env.bot.store
    assert CANCEL_VOTE_TIMER in [d.deadline_id for d in await store.deadlines(table.game_id)]
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(0.9 * HOURS)
    assert (await simcord_env.bot.store.cancel_vote(table.game_id)).is_open
    await simcord_env.advance_time(0.2 * HOURS)
    store = simcord_env.bot.store
    vote = await store.cancel_vote(table.game_id)
    assert vote.outcome == "expired"
    assert (await store.get_game(table.game_id)).status == "active"
    assert CANCEL_VOTE_TIMER not in [d.deadline_id for d in await store.deadlines(table.game_id)]
    closed = vote_message(table)
    assert not closed.components and "not every player agreed within 48 hours" in closed.content
    assert "vote to cancel" not in board_text(table)
    assert sum("within 48 hours, so the game goes on." in m.content for m in table.thread.history()) == 1


async def test_bad_votes_get_a_private_answer_and_change_nothing(simcord_env):
    guild, table = await started_table(simcord_env, players=2, seed=4, game="pennies")
    on_the_board(table)
    onlooker = guild.add_member(simcord_env.create_user("onlooker"))
    refused = await onlooker.slash(table.thread, "game cancel")
    assert (
        refused.ephemeral
        and said(refused) == f"Only the players seated at table #{table.game_id} can vote on cancelling it."
    )
    assert await simcord_env.bot.store.cancel_vote(table.game_id) is None

    await open_vote(table)
    vote = vote_message(table)
    twice = await open_vote(table, table.members[1])
    assert said(twice) == f"A vote to cancel table #{table.game_id} is already open; answer it with its buttons."
    pressed = await onlooker.click(vote, label="Yes, cancel it")
    assert pressed.ephemeral and "Only the players seated" in said(pressed)
    assert (await simcord_env.bot.store.cancel_vote(table.game_id)).yes == {table.members[0].id}
    assert "1 of 2 players has agreed" in vote_message(table).content

    await table.members[1].click(vote, label="No, play on")
    await open_vote(table, table.members[1])
    await table.play_to_end()  # the game ends while a vote is open: it is over
    ended = vote_message(table)
    assert not ended.components and "is over: the game has ended." in ended.content
    finished = await open_vote(table)
    assert said(finished) == f"Table #{table.game_id} is not running, so there is nothing to cancel."
    assert (await simcord_env.bot.store.get_game(table.game_id)).status == "finished"
    assert not await simcord_env.bot.store.cancelled_by_vote(table.game_id)


async def test_ai_seats_have_no_say(simcord_env):
    table = new_table(simcord_env, ["alone"], seed=2)
    await table.open("pennies", ai_players=2)
    await table.start()
    opened = await open_vote(table)
    assert "vote to cancel table" in said(opened)
    store = simcord_env.bot.store
    assert (await store.get_game(table.game_id)).status == "abandoned" and await store.cancelled_by_vote(table.game_id)
    assert "Every player agreed" in vote_message(table).content


async def test_the_czech_vote(simcord_env):
    table = new_table(simcord_env, ["první", "druhá"], seed=2)
    await table.open("pennies", language="cs")
    await table.seat_everyone(join_label="Přisednout")
    await table.start(start_label="Začít")
    await open_vote(table)
    vote = vote_message(table)
    assert "Souhlasí 1 z 2 hráčů." in vote.content
    assert "Hlasuje se o zrušení této hry: souhlasí 1 z 2 hráčů." in board_text(table)
    labels = [c["label"] for row in copy_of(table.members[0], vote)["components"] for c in row["components"]]
    assert labels == ["Ano, zrušit", "Ne, hrát dál"]


async def test_the_host_still_closes_a_game_alone_and_the_vote_is_over(simcord_env):
    _, table = await started_table(simcord_env, players=3, seed=4, game="pennies")
    await open_vote(table, table.members[1])
    vote = vote_message(table)
    await table.members[0].slash(table.thread, "game abandon")
    store = simcord_env.bot.store
    assert (await store.get_game(table.game_id)).status == "abandoned"
    assert not await store.cancelled_by_vote(table.game_id)  # closed by its host: not a cancellation by all
    late = await table.members[2].click(vote, label="Yes, cancel it")
    assert late.ephemeral and said(late) == "This vote is over."
    assert not await store.cancelled_by_vote(table.game_id)


async def _second_agreed(simcord_env):
    """A three-player Pennies table whose first player opened a vote the second agreed to."""
    guild, table = await started_table(simcord_env, players=3, seed=4, game="pennies")
    on_the_board(table)
    await open_vote(table)
    await table.members[1].click(vote_message(table), label="Yes, cancel it")
    return guild, table


async def test_the_only_silent_player_resigning_cancels_the_game(simcord_env):
    """Issue 29: everyone still seated agreed, so the vote is over at once, not '2 of 3 agreed'."""
    _, table = await _second_agreed(simcord_env)
    first, second, third = table.members
    asked = await third.slash(table.thread, "game resign")
    await third.click(asked.response.message, label="Resign")
    store = simcord_env.bot.store
    assert (await store.get_game(table.game_id)).status == "abandoned" and await store.cancelled_by_vote(table.game_id)
    closed = vote_message(table)
    assert not closed.components and "Every player agreed: table" in closed.content
    told = [m for m in table.thread.history() if "It does not count towards any rating." in m.content]
    assert len(told) == 2 and told[0].id == closed.id  # the vote's message, and one announcement
    board = table.boards()[-1]
    assert not board.components and "vote to cancel" not in board.content


async def test_a_replaced_players_answer_is_not_their_successors(simcord_env):
    guild, table = await _second_agreed(simcord_env)
    first, second, _ = table.members
    assert "2 of 3 players have agreed" in vote_message(table).content
    dora = guild.add_member(simcord_env.create_user("dora"))
    seat = (await table.loaded()).seat_of(second.id)
    await first.slash(table.thread, "game replace", seat=str(seat + 1), **{"with": dora})
    assert (await table.loaded()).seat_of(dora.id) == seat
    assert "1 of 3 players has agreed" in vote_message(table).content
    assert "open: 1 of 3 players has agreed" in board_text(table)
    late = await second.click(vote_message(table), label="Yes, cancel it")
    assert said(late) == f"Only the players seated at table #{table.game_id} can vote on cancelling it."
