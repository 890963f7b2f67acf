"""AI seats through Discord: filling a table, pacing, and standing in for a player out of time."""

import pytest

from bot.presenters import has_presenter
from engines import registry
from tests.bot.driver import new_table, started_table

PLAYABLE = [name for name in sorted(registry.all_games()) if has_presenter(name)]


@pytest.mark.parametrize("game", PLAYABLE)
async def test_one_human_against_ai_players_to_the_end(simcord_env, game):
    table = new_table(simcord_env, ["solo"])
    ai_players = max(3, min(registry.get(game).player_counts)) - 1  # Ladies: the human lady's gentleman is an AI
    await table.open(game, ai_players=ai_players, ai_level="normal")
    assert "AI 2 (normal)" in table.lobby.content and "AI 3 (normal)" in table.lobby.content
    await table.start()
    seats = (await table.loaded()).seats
    if game == "ladies":  # a person partners an AI; AI seats take either role of a team
        assert (seats[0].role, seats[0].is_ai) == ("lady", False)
        assert (seats[1].role, seats[1].is_ai, seats[1].team) == ("gentleman", True, seats[0].team)
        assert {s.role for s in seats if s.is_ai} == {"lady", "gentleman"}
    await table.play_against_ai_to_end()
    loaded = await table.loaded()
    assert loaded.row.status == "finished"
    assert "Final scores" in table.boards()[-1].content
    assert len(table.boards()) < loaded.version / 2  # a quiet thread: AI runs are told in the next board
    assert any("AI 2 (normal)" in b.content for b in table.boards())


async def test_the_host_adds_and_removes_ai_seats_in_the_lobby(simcord_env):
    table = new_table(simcord_env, ["host"])
    host = table.members[0]
    await table.open()
    panel = (await host.click(table.lobby.message, label="Add AI")).response
    select = panel.components[0]["components"][0]
    await host.select(panel.message, ["strong"], custom_id=select["custom_id"])
    assert "AI 2 (strong)" in table.lobby.content
    await host.click(table.lobby.message, label="Remove AI")
    assert "AI 2" not in table.lobby.content
    assert len((await table.loaded()).seats) == 1


async def test_an_ai_stands_in_when_the_turn_limit_runs_out(simcord_env, simcord_bot):
    _, table = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout="ai")
    before = await table.loaded()
    slow_seat = next(iter(before.actors()))
    pool = simcord_bot.scheduler.ai_pool
    assert pool is simcord_bot.ai_players.pool
    off_loop = []
    real_run = pool.run

    async def counted_run(work, *args):
        off_loop.append(args[2])  # the seat it decides for
        return await real_run(work, *args)

    pool.run = counted_run
    await simcord_env.advance_time(3700)
    after = await table.loaded()
    assert after.version > before.version and slow_seat not in after.actors()
    assert slow_seat in off_loop, "the stand-in thinks in the AI's pool, off the event loop"
    assert f"Time ran out for {before.names[slow_seat]}, so an AI plays in their place" in table.boards()[-1].content
    # the player is still a person: their next turn is theirs to play
    assert not any(s.is_ai for s in after.seats)


async def test_a_stop_while_the_start_resumes_ai_seats_ends_quietly_and_the_next_start_resumes_them(
    simcord_env, make_bot
):
    table = new_table(simcord_env, ["solo"])
    await table.open("spectaculum", ai_players=1, ai_level="easy")
    await table.start()
    bot = simcord_env.bot
    bot.ai_players.kick = lambda table, stand_ins=frozenset(): None  # going down: its AI seats no longer move
    await table.play_one_turn()
    waiting = await table.loaded()
    assert waiting.row.status == "active" and not waiting.actor_users(), "the AI seat's move is left to a start"
    bot.scheduler.stop()
    bot.repairs.stop_sweep()
    listed = bot.store.active_games_with_ai

    async def closed_meanwhile():
        await bot.store.close()  # SIGTERM: the store closes while on_ready is resuming the AI seats
        return await listed()

    bot.store.active_games_with_ai = closed_meanwhile
    await bot.on_ready()  # ends quietly: an exception here is what discord.py logged as an error

    await simcord_env.restart_bot(make_bot())
    assert (await table.loaded()).version > waiting.version, "the next start resumed the AI seat"
