"""The header line of a board message (a timeout, an undo: what happened) stays in its text
while the same turn goes on and the message is edited in place, and when the message is
posted again after it was deleted; the next turn's new board message has none."""

from db import Store
from db.batch import Statement
from tests.bot.driver import controls_of, play_fallback_until, started_table

HOUR = 3600


async def _step(table, bot=None):
    """One step: the first actor's least eventful move, delivered as the bot (or `bot`, another
    process on the same database) delivers it."""
    version = (await table.loaded()).version
    return await play_fallback_until(table, lambda loaded: loaded.version > version, bot=bot)


async def _steps_until_edited(table, board, bot=None):
    """Steps of the turn shown on `board` until one edits it in place; the edited message."""
    for _ in range(10):
        loaded = await _step(table, bot)
        newest = table.newest_board()
        assert newest.id == board.id, "the turn passed before its board message was edited"
        if newest.edited_at is not None and newest.attachments[0].filename.endswith(f"-{loaded.version}.png"):
            return newest
    raise AssertionError("the board message was never edited")


async def _steps_until_a_new_board(table, board):
    for _ in range(20):
        await _step(table)
        if table.newest_board().id != board.id:
            return table.newest_board()
    raise AssertionError("the turn never passed")


async def _releasing_player_undoes(table):
    """The first actor releases a performer and takes the next step with it (a move that may be
    taken back), then undoes it."""
    loaded = await play_fallback_until(
        table,
        lambda t: any(o.id.startswith("release:") for o in t.engine.prompt(t.state, sorted(t.actors())[0], ()).options),
    )
    seat = sorted(loaded.actors())[0]
    member = table.member(loaded.user_of(seat))
    panel = (await member.click(table.newest_board(), label="Take your turn")).response
    (menu,) = controls_of(panel)  # the turn's actions, each followed by the next step
    release = min((o["value"] for o in menu["options"] if o["value"].startswith("release:")), key=len)
    await member.select(panel.message, [release], custom_id=menu["custom_id"])
    assert (await table.loaded()).version > loaded.version
    await member.slash(table.thread, "game undo")
    assert (await table.loaded()).version == loaded.version


async def test_a_timeout_header_stays_while_the_turn_goes_on_and_not_into_the_next_turn(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=8, turn_limit="1h")
    before = await table.loaded()
    slow = before.names[sorted(before.actors())[0]]
    await simcord_env.advance_time(1.1 * HOUR)
    board = table.newest_board()
    header = board.content.splitlines()[0]
    assert header.startswith("⏰") and f"Time ran out for {slow}" in header

    edited = await _steps_until_edited(table, board)
    assert edited.content.splitlines()[0] == header
    assert (await table.loaded()).row.board_header == header

    fresh = await _steps_until_a_new_board(table, board)
    assert "⏰" not in fresh.content and (await table.loaded()).row.board_header is None


async def test_another_process_editing_the_board_message_keeps_its_header(simcord_env, make_bot, settings):
    """The header is stored with the board: a process that did not post it edits it the same."""
    _, table = await started_table(simcord_env, players=2, seed=8, turn_limit="1h")
    await simcord_env.advance_time(1.1 * HOUR)
    board = table.newest_board()
    header = board.content.splitlines()[0]
    other = make_bot()
    other.store = await Store.open(settings.database)
    other.http, other._connection = simcord_env.bot.http, simcord_env.bot._connection  # one Discord for both
    edited = await _steps_until_edited(table, board, other)
    assert header.startswith("⏰") and edited.content.splitlines()[0] == header


async def test_an_undo_header_stays_while_the_turn_goes_on(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=5)
    await _releasing_player_undoes(table)
    board = table.newest_board()
    header = board.content.splitlines()[0]
    assert header.startswith("↩️") and "took back their last move" in header

    edited = await _steps_until_edited(table, board)
    assert edited.content.splitlines()[0] == header


async def test_a_deleted_board_message_comes_back_with_its_header(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=5)
    await _releasing_player_undoes(table)
    board = table.newest_board()
    header = board.content.splitlines()[0]
    simcord_env.backend.delete_message(board.channel.id, board.id)
    await simcord_env.settle()

    await table.members[0].slash(table.thread, "game status")
    fresh = table.newest_board()
    assert fresh.id != board.id and fresh.content.splitlines()[0] == header
    edited = await _steps_until_edited(table, fresh)
    assert edited.content.splitlines()[0] == header


async def test_a_turn_whose_narration_outgrows_one_message_goes_on_in_one_new_board_message(simcord_env):
    """An edit that would not fit one message is a new board message telling only the news since the
    image shown: one request, not the turn's whole narration again in several messages."""
    _, table = await started_table(simcord_env, players=2, seed=8, turn_limit="1h")
    await simcord_env.advance_time(1.1 * HOUR)
    board = table.newest_board()
    long_header = "⏰ " + "A long story. " * 140  # with the narration, past a message's 2,000 characters
    store = simcord_env.bot.store
    await store._db.batch([Statement("UPDATE games SET board_header = ? WHERE id = ?", (long_header, table.game_id))])
    messages = len(table.thread.history())
    before = await table.loaded()
    seat = sorted(before.actors())[0]
    after = await _step(table)
    assert seat in after.actors(), "the turn went on"  # without the header, this step would edit the board
    assert len(table.thread.history()) == messages + 1  # one message, the new board
    fresh = table.newest_board()
    assert fresh.id != board.id and fresh.attachments[0].filename.endswith(f"-{after.version}.png")
    assert "A long story." not in fresh.content and len(fresh.content) < 2000
    row = (await table.loaded()).row
    assert (row.board_message_id, row.board_header, row.board_since) == (fresh.id, None, before.version)
