"""Restarts, damaged saves, turn limits, languages and secrets, through SimCord."""

import json

import aiosqlite

from engines.core import SPECTATOR
from engines.core.runner import rebuild
from render.spectaculum import render_board, render_summary
from tests.bot.driver import CUSTOM_ID, controls_of, new_table, started_table


async def test_a_restart_mid_game_continues_with_the_old_buttons(simcord_env, make_bot):
    _, table = await started_table(simcord_env, players=2, seed=11)
    for _ in range(3):
        await table.play_one_turn()
    before = await table.loaded()
    board = table.newest_board()
    await simcord_env.restart_bot(make_bot())
    assert simcord_env.bot.host is not None and (await table.loaded()).version == before.version
    actor = table.member(before.actor_users()[0])
    result = await actor.click(board, label="Take your turn")  # the button from before the restart
    assert result.response.components, result.response.content
    await table.play_to_end()
    assert (await table.loaded()).row.status == "finished"


async def test_an_unreadable_snapshot_is_rebuilt_from_the_log(simcord_env, settings):
    _, table = await started_table(simcord_env, players=2, seed=3)
    for _ in range(2):
        await table.play_one_turn()
    before = await table.loaded()
    async with aiosqlite.connect(settings.database) as db:
        await db.execute("UPDATE snapshots SET state = 'garbage' WHERE game_id = ?", (table.game_id,))
        await db.commit()
    rebuilt = await table.loaded()
    assert rebuilt.engine.encode_state(rebuilt.state) == before.engine.encode_state(before.state)
    await table.play_one_turn()


async def test_a_game_that_cannot_be_rebuilt_says_so(simcord_env, settings, watch):
    watch.allowed_errors.append("cannot be rebuilt")  # logged on purpose
    _, table = await started_table(simcord_env, players=2, seed=3)
    await table.play_one_turn()
    board = table.newest_board()
    async with aiosqlite.connect(settings.database) as db:
        await db.execute("UPDATE snapshots SET state = 'garbage' WHERE game_id = ?", (table.game_id,))
        await db.execute('UPDATE steps SET action = \'{"type": "nonsense"}\' WHERE game_id = ?', (table.game_id,))
        await db.commit()
    loaded_actor = table.members[0]
    result = await loaded_actor.click(board, label="Take your turn")
    assert "damaged" in result.response.content
    row = await simcord_env.bot.store.get_game(table.game_id)
    assert row.status == "damaged"


async def test_turn_limit_reminds_then_plays_for_the_slow_player(simcord_env):
    _, table = await started_table(simcord_env, players=2, turn_limit="1h")
    before = await table.loaded()
    slow = before.names[next(iter(before.actors()))]
    await simcord_env.advance_time(0.8 * 3600)
    assert "it is your move" in table.thread.history()[-1].content
    assert (await table.loaded()).version == before.version
    await simcord_env.advance_time(0.3 * 3600)
    after = await table.loaded()
    assert after.version > before.version
    assert f"Time ran out for {slow}" in table.boards()[-1].content
    assert after.actors() != before.actors()


async def test_a_game_in_czech(simcord_env):
    table = new_table(simcord_env, ["Jiří", "Šárka"], channel="hry", seed=4, take_turn_label="Hrát tah")
    await table.open(language="cs")
    assert "Hráči" in table.lobby.content
    await table.seat_everyone(join_label="Přisednout")
    await table.start(start_label="Začít")
    assert "Tah 1" in table.boards()[0].content
    await table.play_to_end()
    assert "Konečné pořadí" in table.boards()[-1].content


async def test_secrets_never_reach_the_channel(simcord_env):
    """No channel message, public image or custom id carries a hand or a balance."""
    _, table = await started_table(simcord_env, players=3, seed=9)
    await table.play_to_end()
    bot = simcord_env.bot
    loaded = await table.loaded()
    engine = loaded.engine
    messages = table.thread.history() + table.channel.history()
    channel_text = "\n".join(
        [m.content for m in messages]
        + [json.dumps(e.to_dict(), ensure_ascii=False) for m in messages for e in m.embeds]
    )
    # every private note any seat got is absent from the channel
    from bot.presenters import presenter_for

    presenter = presenter_for("spectaculum")
    steps = await bot.store.steps(table.game_id)
    private = 0
    for step in steps:
        events = [e for e in map(_event, json.loads(step.events))]
        for seat in range(len(loaded.seats)):
            for line in presenter.private_lines(events, seat, "en", loaded.names):
                assert line not in channel_text
                private += 1
    assert private > 0  # the game had secrets to keep
    assert "Your markers" not in channel_text and "Your money" not in channel_text
    # every custom id carries only game, verb, position (and a panel's keys)
    for message in table.thread.history() + table.channel.history():
        for row in message.components:
            for component in row.children:
                assert CUSTOM_ID.fullmatch(component.custom_id), component.custom_id
    # every board image and its summary are exactly the spectators' view at its version, with the
    # public events since the board message before framed and named (bot.presenters.base.board_view)
    setup = [_event(e) for e in json.loads(await bot.store.setup_events(table.game_id) or "[]")]
    shown = -1
    for board in table.boards():
        version = int(board.attachments[0].filename.rsplit("-", 1)[1].removesuffix(".png"))
        state = await bot.store.state_at(table.game_id, version, rebuild)
        events = (setup if shown < 0 else []) + [
            _event(e) for step in steps if shown < step.n <= version for e in json.loads(step.events)
        ]
        view = presenter.board_view(engine, state, events, "en", loaded.names)
        assert view == {**engine.view_for(state, SPECTATOR), **{k: view[k] for k in ("highlight", "latest_move")}}
        board_image, summary = board.attachments
        assert await board_image.read() == render_board(view, "en", loaded.names)
        assert await summary.read() == render_summary(view, "en", loaded.names)
        shown = version


def _event(data):
    from engines.core import Event

    return Event.from_json(data)


async def test_private_text_follows_the_players_language_and_the_channel_the_games(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=6)
    czech = table.members[1]
    await czech.slash(table.thread, "salon language", language="cs")
    mine = await czech.click(table.newest_board(), label="My hand")
    assert mine.ephemeral and "Vaše žetony" in mine.response.content
    assert mine.response.attachments[0].filename == "hand.png"
    other = await table.members[0].click(table.newest_board(), label="My hand")
    assert "Your markers" in other.response.content
    assert "Turn 1" in table.boards()[-1].content  # the game's language stays English


async def test_a_player_takes_back_a_move_that_showed_nothing(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=8)
    before = await table.loaded()
    seat = next(iter(before.actors()))
    actor, other = table.member(before.user_of(seat)), table.member(before.user_of(1 - seat))
    nothing = await actor.slash(table.thread, "game undo")
    assert "nothing to take back" in nothing.response.content.lower()
    panel = (await actor.click(table.newest_board(), label="Take your turn")).response
    (menu,) = controls_of(panel)  # the turn's actions, each followed by the next step
    sponsor = next(o["value"] for o in menu["options"] if o["label"].startswith("Sponsor"))
    await actor.select(panel.message, [sponsor], custom_id=menu["custom_id"])
    moved = await table.loaded()
    assert moved.version > before.version
    refused = await other.slash(table.thread, "game undo")
    assert "Only the player who made the last move" in refused.response.content
    done = await actor.slash(table.thread, "game undo")
    assert "taken back" in done.response.content
    after = await table.loaded()
    assert after.version == before.version
    assert after.engine.encode_state(after.state) == before.engine.encode_state(before.state)
    assert "took back their last move" in table.boards()[-1].content


async def test_a_move_that_drew_markers_cannot_be_taken_back(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=8)
    before = await table.loaded()
    actor = table.member(before.actor_users()[0])
    await table.play_one_turn()  # the turn ends with a draw from the bag
    moved = await table.loaded()
    refused = await actor.slash(table.thread, "game undo")
    assert "cannot be taken back" in refused.response.content
    assert (await table.loaded()).version == moved.version
