"""Broken saves and injected faults (issue 10, items 4, 5, 6 and "injected faults"): a game
is rebuilt from its log or clearly marked damaged, never crashes a command, and no single
game breaks a listing or another game."""

import sqlite3

import aiosqlite
import pytest

from tests.bot.driver import controls_of, started_table, use

DAMAGE_LOGGED = ("cannot be rebuilt",)  # the ERROR a game that cannot be rebuilt logs, on purpose


async def sql(settings, statement: str, params=()):
    async with aiosqlite.connect(settings.database) as db:
        await db.execute(statement, params)
        await db.commit()


def wrong_shapes(engine, state):
    missing_phase = {k: v for k, v in state.items() if k != "phase"}
    return {
        "empty": engine.encode_state({}),
        "string": engine.encode_state("garbage"),
        "no phase": engine.encode_state(missing_phase),
        "null": engine.encode_state(None),
        "json null": "null",
    }


@pytest.mark.parametrize("shape", ["empty", "string", "no phase", "null", "json null"])
async def test_a_save_of_the_wrong_shape_is_rebuilt_from_its_log(simcord_env, settings, shape):
    """Item 4 (and 5's null snapshot): the decoded state is checked against the game's own
    invariants; one that fails is rebuilt from the log, and the game goes on."""
    _, table = await started_table(simcord_env, players=2, seed=3)
    await table.play_one_turn()
    before = await table.loaded()
    broken = wrong_shapes(before.engine, before.state)[shape]
    await sql(settings, "UPDATE snapshots SET state = ? WHERE game_id = ?", (broken, table.game_id))
    actor = table.member(before.actor_users()[0])
    panel = await actor.click(table.newest_board(), label="Take your turn")
    assert panel.response.components, panel.response.content
    rebuilt = await table.loaded()
    assert rebuilt.engine.encode_state(rebuilt.state) == before.engine.encode_state(before.state)
    listing = await actor.slash(table.channel, "game list")
    assert f"#{table.game_id}" in listing.response.content and "damaged" not in listing.response.content
    await table.play_one_turn()


async def test_a_game_that_cannot_be_rebuilt_never_crashes_a_command(simcord_env, settings, watch):
    """Item 5: status, hand, undo and list say it is damaged; abandon finds it and closes it."""
    watch.allowed_errors += DAMAGE_LOGGED
    guild, table = await started_table(simcord_env, players=2, seed=3)
    _, other = await started_table(simcord_env, players=2, seed=4)
    await table.play_one_turn()
    await sql(settings, "UPDATE snapshots SET state = 'null' WHERE game_id = ?", (table.game_id,))
    await sql(settings, 'UPDATE steps SET action = \'{"type": "nonsense"}\' WHERE game_id = ?', (table.game_id,))
    host = table.members[0]
    for command in ("game status", "game hand", "game undo"):
        answer = await host.slash(table.thread, command)
        assert "damaged" in answer.response.content, (command, answer.response.content)
    listing = await host.slash(table.channel, "game list")
    assert "damaged" not in listing.response.content or f"#{table.game_id}" in listing.response.content
    row = await simcord_env.bot.store.get_game(table.game_id)
    assert row.status == "damaged"
    closed = await host.slash(table.thread, "game abandon")
    assert f"#{table.game_id}" in closed.response.content and "abandoned" in closed.response.content
    assert (await simcord_env.bot.store.get_game(table.game_id)).status == "abandoned"
    assert await other.play_one_turn() >= 1, "the other game is unaffected"


async def test_a_broken_config_row_never_breaks_the_listing(simcord_env, settings):
    """Item 6: while the bot runs, a game row whose config cannot be read is set aside;
    /game list shows the other games."""
    guild, table = await started_table(simcord_env, players=2, seed=3)
    other_channel = guild.create_text_channel("more-games")
    host = table.members[0]
    await host.slash(other_channel, "game new", game="spectaculum")
    healthy = (await simcord_env.bot.store.games_in_channel(other_channel.id, ("lobby",)))[0].id
    await sql(settings, "UPDATE games SET config = 'not json' WHERE id = ?", (table.game_id,))
    listing = await host.slash(table.channel, "game list")
    assert f"#{healthy}" in listing.response.content
    status = await host.slash(table.thread, "game status")
    assert status.acknowledged and status.response.content
    listing = await host.slash(table.channel, "game list")
    assert f"#{healthy}" in listing.response.content


async def test_a_failed_board_post_leaves_the_game_playable(simcord_env):
    """Injected fault: one HTTP 500 on a board; the next player still finds working controls."""
    _, table = await started_table(simcord_env, players=2, seed=5)
    _, other = await started_table(simcord_env, players=2, seed=6)
    simcord_env.inject_error("POST", f"/channels/{table.thread.id}/messages", status=500, times=1)
    await table.play_one_turn()
    loaded = await table.loaded()
    actor = table.member(loaded.actor_users()[0])
    panel = await actor.click(table.newest_board(), label="Take your turn")
    assert panel.response.components, panel.response.content
    await table.play_one_turn()
    assert await other.play_one_turn() >= 1, "the other game is unaffected"


async def test_a_locked_database_once_changes_nothing_and_the_press_can_be_repeated(simcord_env, monkeypatch):
    """Injected fault: "database is locked" once while a move is stored; the player is told,
    nothing changed, the same press then works, and another game is unaffected."""
    guild, table = await started_table(simcord_env, players=2, seed=5)
    _, other = await started_table(simcord_env, players=2, seed=7)
    store = simcord_env.bot.store
    original = store.record_step if hasattr(store, "record_step") else store.commit_move
    failures = [sqlite3.OperationalError("database is locked")]

    async def flaky(game_id, **kwargs):
        if game_id == table.game_id and failures:
            raise failures.pop()
        return await original(game_id, **kwargs)

    monkeypatch.setattr(store, original.__name__, flaky)
    loaded = await table.loaded()
    actor = table.member(loaded.actor_users()[0])
    panel = (await actor.click(table.newest_board(), label="Take your turn")).response
    (menu,) = controls_of(panel)  # the turn's actions, each followed by the next step
    refused = await use(actor, panel.message, menu)
    assert any("try again" in f.content for f in refused.followups)
    assert (await table.loaded()).version == loaded.version
    await use(actor, panel.message, menu)
    assert (await table.loaded()).version > loaded.version
    await other.play_one_turn()
    assert other.moves >= 1
