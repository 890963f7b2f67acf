"""Delivery that repairs itself: a board committed but never posted is posted once, a game
whose thread is gone or closed to the bot goes on in its channel, one failed post is
retried, and /game status always brings the board with its controls."""

import discord

from bot.play.host import least_eventful
from tests.bot.driver import OPTION_VERB, Table, new_table, started_table, use

SWEEP = 61  # seconds: one round of the delivery sweep


def _buttons(message) -> list[str]:
    rows = message.components
    return [c.label for row in rows for c in getattr(row, "children", [])]


def _board_version(message) -> int:
    return int(message.attachments[0].filename.rsplit("-", 1)[1].removesuffix(".png"))


async def _commit_without_posting(bot, game_id: int) -> int:
    """A move stored as a process would store it, then the process dies before it posts."""
    async with bot.host.lock(game_id):
        table = await bot.host.load(game_id)
        seat = sorted(table.actors())[0]
        played = await bot.host.play(table, seat, least_eventful(table, seat), table.version)
    return played.table.version


async def test_a_board_committed_but_never_posted_is_posted_once_after_a_restart(simcord_env, make_bot):
    _, table = await started_table(simcord_env, players=2, seed=11)
    await table.play_one_turn()
    boards = len(table.boards())
    version = await _commit_without_posting(simcord_env.bot, table.game_id)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(SWEEP)
    assert len(table.boards()) == boards + 1
    assert _board_version(table.boards()[-1]) == version and "Take your turn" in _buttons(table.boards()[-1])
    assert [a.filename for a in table.boards()[-1].attachments][1:] == ["summary.png"]  # the sweep's board too
    assert [e.image.url for e in table.boards()[-1].embeds] == ["attachment://summary.png"]
    row = await simcord_env.bot.store.get_game(table.game_id)
    assert row.delivered_version == version and row.board_message_id == table.boards()[-1].id
    await simcord_env.advance_time(SWEEP)  # the next rounds find nothing to post
    assert len(table.boards()) == boards + 1
    for _ in range(3):  # the game goes on, a board message per turn
        await table.play_one_turn()
    loaded = await table.loaded()
    assert len(table.boards()) == boards + 4 and _board_version(table.boards()[-1]) == loaded.version


async def test_a_deleted_thread_moves_the_game_to_its_channel(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=4)
    await table.play_one_turn()
    simcord_env.backend.delete_channel(table.thread.id)  # a moderator deletes the thread
    await simcord_env.settle()
    assert (await table.loaded()).row.thread_id is None
    newest = table.newest_board()  # the board is back, in the channel, with its buttons
    assert newest.channel.id == table.channel.id and "Take your turn" in _buttons(newest)
    assert [e.image.url for e in newest.embeds] == ["attachment://summary.png"]  # the fallback post keeps its summary
    assert _board_version(newest) == (await table.loaded()).version
    for _ in range(2):
        await table.play_one_turn()
    assert _board_version(table.newest_board()) == (await table.loaded()).version


async def test_a_thread_the_bot_may_not_send_in_is_left_for_the_channel(simcord_env):
    guild = simcord_env.create_guild()
    members = [guild.add_member(simcord_env.create_user(f"p{i}")) for i in range(2)]
    channel = guild.create_text_channel(
        "games", overwrites={simcord_env.bot.user: discord.PermissionOverwrite(send_messages_in_threads=False)}
    )
    table = Table(simcord_env, channel, members)
    await table.open()
    await table.seat_everyone()
    await table.start()
    row = (await table.loaded()).row
    assert row.thread_id is None
    lobby = next(m for m in channel.history() if m.id == table.lobby.message.id)
    assert "thread" not in lobby.content and "played here in the channel" in lobby.content
    boards = [m for m in channel.history() if m.attachments]
    assert len(boards) == 1 and "Take your turn" in _buttons(boards[0])


async def test_a_board_refused_by_the_thread_goes_to_the_channel(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=4)
    thread = table.thread
    simcord_env.inject_error(
        "POST", f"/channels/{thread.id}/messages", status=403, code=50001, message="Missing Access", times=None
    )
    before = (await table.loaded()).version
    await table.play_one_turn()
    after = await table.loaded()
    assert after.row.thread_id is None
    in_channel = [m for m in table.channel.history() if m.attachments]
    assert after.version > before and [_board_version(m) for m in in_channel] == [after.version]
    assert "Take your turn" in _buttons(in_channel[-1])
    tries_in_thread = [
        r for r in simcord_env.http_requests if r.method == "POST" and r.path == f"/channels/{thread.id}/messages"
    ]
    assert len(tries_in_thread) == 3  # the welcome, the first board, the one board it refused; then no more


async def test_one_failed_first_board_is_posted_by_the_sweep(simcord_env):
    table = new_table(simcord_env, ["p0", "p1"])
    await table.open()
    await table.seat_everyone()
    simcord_env.inject_error("POST", "/channels/*/messages", status=500, times=1)
    await table.start()
    assert table.boards() == []
    await simcord_env.advance_time(SWEEP)
    boards = table.boards()
    assert len(boards) == 1 and "Take your turn" in _buttons(boards[0]) and _board_version(boards[0]) == 0
    await table.play_one_turn()  # the first board is edited while the turn goes on, then the next is posted
    await simcord_env.advance_time(SWEEP)
    boards = table.boards()
    assert len(boards) == 2 and _board_version(boards[-1]) == (await table.loaded()).version


async def test_game_status_brings_the_controls_and_a_fresh_board_when_the_board_was_deleted(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=4)
    await table.play_one_turn()
    board = table.newest_board()
    version = (await table.loaded()).version
    # the board is deleted, and Discord refuses the post that would bring it back at once
    simcord_env.inject_error("POST", f"/channels/{board.channel.id}/messages", status=500, times=1)
    simcord_env.backend.delete_message(board.channel.id, board.id)
    await simcord_env.settle()
    assert not [m for m in table.boards() if _board_version(m) == version]  # older boards keep their buttons
    status = await table.members[0].slash(table.thread, "game status")
    assert status.ephemeral and "Take your turn" in [
        c["label"] for row in status.response.components for c in row["components"]
    ]
    assert [a.filename for a in status.response.attachments][1:] == ["summary.png"]  # as a board message
    assert [e.image.url for e in status.response.embeds] == ["attachment://summary.png"]
    fresh = table.newest_board()
    assert fresh is not None and "Take your turn" in _buttons(fresh)
    assert (await table.loaded()).row.board_message_id == fresh.id
    again = await table.members[1].slash(table.thread, "game status")  # the board is there: nothing new
    assert again.response.components and table.newest_board().id == fresh.id
    await table.play_one_turn()


async def test_a_board_message_deleted_in_the_middle_of_a_turn_is_posted_again(simcord_env):
    """The board message a turn would edit is gone: the next step posts a fresh one, with the buttons."""
    _, table = await started_table(simcord_env, players=2, seed=8)
    loaded = await table.loaded()
    member = table.member(loaded.actor_users()[0])
    panel = (await member.click(table.newest_board(), label="Take your turn")).response
    board = table.newest_board()
    simcord_env.backend.delete_message(board.channel.id, board.id)
    await simcord_env.settle()
    for _ in range(20):  # choices until a move is stored
        control = next(
            c
            for row in panel.components
            for c in row["components"]
            if OPTION_VERB.match(c.get("custom_id", "")) and not c.get("disabled")
        )
        panel = (await use(member, panel.message, control)).response
        if (await table.loaded()).version > loaded.version:
            break
    after = await table.loaded()
    fresh = table.newest_board()
    assert fresh is not None and fresh.id != board.id and "Take your turn" in _buttons(fresh)
    assert _board_version(fresh) == after.version and after.row.board_message_id == fresh.id
    assert after.row.delivered_version == after.version


async def test_a_locked_or_archived_thread_sends_the_game_to_its_channel(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=4)
    thread = table.thread
    for method in ("POST", "PATCH"):  # a moderator locked the thread: Discord refuses posts and edits there
        simcord_env.inject_error(
            method, f"/channels/{thread.id}/messages*", status=400, code=50083, message="Thread is archived", times=None
        )
    before = (await table.loaded()).version
    await table.play_one_turn()
    after = await table.loaded()
    assert after.row.thread_id is None
    in_channel = [m for m in table.channel.history() if m.attachments]
    assert after.version > before and in_channel and _board_version(in_channel[-1]) == after.version
    assert "Take your turn" in _buttons(in_channel[-1])
    tried = len(simcord_env.http_requests)
    await simcord_env.advance_time(SWEEP)  # nothing is left for the sweep to retry in the thread
    assert not [r for r in simcord_env.http_requests[tried:] if r.path.startswith(f"/channels/{thread.id}/")]


async def test_a_deleted_board_message_is_posted_again(simcord_env):
    """A moderator deletes the board message once the turn has passed: the board comes back at
    once, with its buttons (Discord tells the bot of a deleted message without privileged intents)."""
    _, table = await started_table(simcord_env, players=2, seed=4)
    await table.play_one_turn()
    board = table.newest_board()
    version = (await table.loaded()).version
    welcome = table.thread.history()[0]
    simcord_env.backend.delete_message(welcome.channel.id, welcome.id)  # not a board: nothing to bring back
    await simcord_env.settle()
    assert table.newest_board().id == board.id
    simcord_env.backend.delete_message(board.channel.id, board.id)
    await simcord_env.settle()
    fresh = table.newest_board()
    assert fresh is not None and fresh.id != board.id and "Take your turn" in _buttons(fresh)
    assert _board_version(fresh) == version and (await table.loaded()).row.board_message_id == fresh.id
    await simcord_env.advance_time(SWEEP)
    assert len([m for m in table.boards() if _board_version(m) == version]) == 1  # posted once, not again by the sweep
    await table.play_one_turn()  # the game goes on from the fresh board
    assert _board_version(table.newest_board()) == (await table.loaded()).version
