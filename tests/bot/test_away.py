"""/salon away: a player goes away, each of their tables does what its host chose in the lobby
(their turn limit waits, or the AI plays their turns), the board says so, and their next
action brings them back. Never switched on by itself; wrong days are refused with the reason."""

from __future__ import annotations

import asyncio
import random
import re

from bot.features.away.absences import away_line, away_until_text
from bot.features.away.dates import MAX_DAYS
from bot.play.tables import Table
from engines.core import SPECTATOR
from tests.bot.driver import new_table, play_fallback_until, started_table

HOUR = 3600.0
DAY = 86400.0


async def go_away(member, channel, until: str | None):
    options = {} if until is None else {"until": until}
    result = await member.slash(channel, "salon away", **options)
    return result.followups[-1].content if result.followups else result.response.content


async def turn_of(table, member_index: int):
    """The table played on until it is the turn of member `member_index` (by their least eventful moves)."""
    user_id = table.members[member_index].id
    return await play_fallback_until(table, lambda t: t.actor_users() == [user_id])


async def ai_done(table, seconds: float = 20.0) -> None:
    """Until no AI task of the table's bot is running (SimCord settles only what Discord set off)."""
    running = table.env.bot.ai_players._running
    for _ in range(int(seconds / 0.05)):
        task = running.get(table.game_id)
        if task is None or task.done():
            break
        await asyncio.sleep(0.05)
    await table.env.settle()


def away_lines(table) -> list[str]:
    return [m.content for m in table.thread.history() if "💤" in m.content]


async def test_nobody_is_away_until_they_say_so(simcord_env):
    _, table = await started_table(simcord_env, players=2)
    store = simcord_env.bot.store
    await simcord_env.advance_time(HOUR)  # a silence switches nothing on
    assert [await store.away_until(m.id, simcord_env.bot.now()) for m in table.members] == [None, None]
    answer = await go_away(table.members[0], table.channel, None)
    assert "You are not away" in answer


async def test_days_in_the_past_or_too_far_ahead_are_refused_with_the_reason(simcord_env):
    _, table = await started_table(simcord_env, players=2, turn_limit="1h")
    anna, store = table.members[0], simcord_env.bot.store
    past = await go_away(anna, table.channel, "2020-01-01")
    assert "is already over" in past and "<t:1577880000:D>" in past  # a day typed is said back as that day
    far = await go_away(anna, table.channel, f"{MAX_DAYS + 1}d")
    assert "more than 30 days ahead" in far and "at the latest" in far
    unreadable = await go_away(anna, table.channel, "next *friday*")
    assert "cannot read" in unreadable and "\\*friday\\*" in unreadable
    assert await store.away_until(anna.id, simcord_env.bot.now()) is None  # nothing changed
    assert away_lines(table) == []


async def test_a_paused_turn_limit_waits_for_the_away_player_and_runs_on_with_its_time_left(simcord_env):
    _, table = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout="skip")
    bot, store = simcord_env.bot, simcord_env.bot.store
    loaded = await turn_of(table, 0)
    anna = table.members[0]
    await simcord_env.advance_time(20 * 60)  # 40 minutes of the hour left
    answer = await go_away(anna, table.channel, "3h")
    until = bot.now() + 3 * HOUR
    assert await bot.absences.away_until(anna.id) == until  # what a listing of her games shows
    assert away_until_text(until, "cs") == f"💤 pryč do <t:{int(until)}:D>"
    assert f"<t:{int(until)}:f>" in answer and "At one table your turn limit waits for you" in answer
    assert away_lines(table) == [away_line(loaded, 0, until)]  # the others see it where they play
    await simcord_env.settle()  # the scheduler woken by her command has looked before time moves on
    await simcord_env.advance_time(2 * HOUR)
    await simcord_env.settle()  # and its round at the due time is over
    after = await table.loaded()
    assert (after.version, after.actor_users()) == (loaded.version, [anna.id])  # no timeout while away
    assert not [m for m in table.thread.history() if "it is your move" in m.content]  # nor its reminder
    turn = next(d for d in await store.deadlines(table.game_id) if d.deadline_id == "turn")
    assert turn.held_by == anna.id and abs(turn.due - (until + 40 * 60)) < 5
    # back early with /salon away until:off: the 40 minutes left run from now
    back = await go_away(anna, table.channel, "off")
    assert "Welcome back" in back
    turn = next(d for d in await store.deadlines(table.game_id) if d.deadline_id == "turn")
    assert turn.held_by is None and abs(turn.due - (bot.now() + 40 * 60)) < 5
    await simcord_env.advance_time(41 * 60)
    assert (await table.loaded()).version > loaded.version  # and then it does run out


async def test_the_ai_plays_the_away_players_turns_where_the_host_chose_so(simcord_env):
    table = new_table(simcord_env, ["player0", "player1"], seed=5)
    await table.open("spectaculum")
    await table.choose_options({"away": "ai"})  # the host's choice in the lobby's options
    assert "While a player is away: the AI plays their turns" in table.lobby.message.content
    await table.seat_everyone()
    await table.start()
    store = simcord_env.bot.store
    assert (await table.loaded()).row.on_away == "ai"
    loaded = await turn_of(table, 0)
    anna = table.members[0]
    seen = len(table.thread.history())
    answer = await go_away(anna, table.channel, "7d")
    assert "At one table the AI plays your turns" in answer
    await simcord_env.settle()
    after = await table.loaded()
    assert after.version > loaded.version and anna.id not in after.actor_users()  # played at once
    newest = table.newest_board()
    assert "meanwhile the AI plays their turns" in newest.content and "player0" in newest.content
    steps = await store.steps(table.game_id)
    assert steps[-1].seat == 0 and not steps[-1].undoable  # the stand-in's move is never taken back
    # her next turn too, once the other has played theirs
    played_for_her = len([s for s in steps if s.seat == 0])
    await play_fallback_until(table, lambda t: 0 in t.actors() or t.row.status != "active")
    await ai_done(table)  # moves made outside an interaction: their AI task runs on its own
    assert anna.id not in (await table.loaded()).actor_users()
    assert len([s for s in await store.steps(table.game_id) if s.seat == 0]) > played_for_her
    assert not [m for m in table.thread.history()[seen:] if f"<@{anna.id}>" in m.content]  # never called to move


async def test_any_action_of_the_away_player_brings_them_back(simcord_env):
    _, table = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout="skip")
    bot, store = simcord_env.bot, simcord_env.bot.store
    await turn_of(table, 1)  # the other's move: nothing of Anna's is held
    anna = table.members[0]
    await go_away(anna, table.channel, "5d")
    await simcord_env.advance_time(HOUR)
    assert await store.away_until(anna.id, bot.now()) is not None
    for looking in ("salon stats", "salon games", "game list", "game status"):  # only looking: still away
        await anna.slash(table.channel, looking)
        await simcord_env.settle()
        assert await store.away_until(anna.id, bot.now()) is not None, looking
    await anna.slash(table.channel, "salon notices", how="ping")  # any other command of hers, in any game or none
    await simcord_env.settle()
    assert await store.away_until(anna.id, bot.now()) is None
    await go_away(anna, table.channel, "5d")
    await anna.click(table.newest_board(), label="My hand")  # any press
    await simcord_env.settle()
    assert await store.away_until(anna.id, bot.now()) is None


async def test_ending_early_by_an_action_gives_a_held_turn_limit_back(simcord_env):
    _, table = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout="skip")
    bot, store = simcord_env.bot, simcord_env.bot.store
    await turn_of(table, 0)
    anna = table.members[0]
    await go_away(anna, table.channel, "10d")
    await simcord_env.advance_time(HOUR + 60)  # the hour came due and was put off
    await anna.click(table.newest_board(), label="Take your turn")
    await simcord_env.settle()
    turn = next(d for d in await store.deadlines(table.game_id) if d.deadline_id == "turn")
    assert turn.held_by is None and abs(turn.due - (bot.now() + HOUR)) < 5


async def test_a_restart_in_the_middle_of_an_absence(simcord_env, make_bot):
    """The bot goes down while Anna is away at a paused table and at an AI table; after the
    restart the paused turn limit still waits, the AI still plays, and the turn limit runs out
    only after her absence, with the time it had left."""
    _, paused = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout="skip")
    await turn_of(paused, 0)
    anna = paused.members[0]
    await go_away(anna, paused.channel, "4h")
    until = simcord_env.bot.now() + 4 * HOUR
    await simcord_env.advance_time(HOUR + 60)  # put off in the database
    simcord_env.bot.scheduler.stop()
    simcord_env.bot.ai_players.stop()
    await simcord_env.advance_time(HOUR)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.settle()
    bot = simcord_env.bot
    assert await bot.store.away_until(anna.id, bot.now()) == until  # still away
    before = await paused.loaded()
    await simcord_env.advance_time(until - bot.now() - 60)
    assert (await paused.loaded()).version == before.version  # waited to the end of her absence
    await simcord_env.advance_time(HOUR + 120)
    assert (await paused.loaded()).version > before.version  # then her hour ran out


async def test_a_restart_while_the_ai_plays_for_someone_away(simcord_env, make_bot):
    _, table = await started_table(simcord_env, players=2, config={"away": "ai"})
    loaded = await turn_of(table, 1)
    anna = table.members[0]
    await go_away(anna, table.channel, "2d")
    simcord_env.bot.ai_players.stop()  # the bot goes down before its turn comes back
    simcord_env.bot.scheduler.stop()
    other = simcord_env.bot
    for _ in range(20):  # the other player's moves, stored, and nobody plays on
        current = await other.host.load(table.game_id)
        if current.actor_users() == [anna.id]:
            break
        seat = sorted(current.actors())[0]
        await other.host.play(current, seat, current.engine.fallback_action(current.state, seat), current.version)
    assert (await table.loaded()).actor_users() == [anna.id]
    await simcord_env.restart_bot(make_bot())
    await simcord_env.settle()
    after = await table.loaded()
    assert after.version > loaded.version + 1 and anna.id not in after.actor_users()


async def test_the_board_line_tells_no_secret(simcord_env):
    """The line is the same in a world whose hidden information was redrawn: it is built from
    the seat's name and the absence's public end only."""
    _, table = await started_table(simcord_env, players=3, game="rokoko")
    bot = simcord_env.bot
    await go_away(table.members[0], table.channel, "7d")
    loaded = await table.loaded()
    engine = loaded.engine
    lines = await bot.absences.board_lines(loaded)
    assert len(lines) == 1 and "player0" in lines[0]
    for world in range(5):
        other = engine.resample_hidden(loaded.state, SPECTATOR, random.Random(world))
        redrawn = Table(row=loaded.row, seats=loaded.seats, state=other, plain_names=loaded.plain_names)
        assert await bot.absences.board_lines(redrawn) == lines
    line = r"💤 player0 is away until <t:\d+:f> \(<t:\d+:R>\); meanwhile their turn limit waits for them\."
    assert re.fullmatch(line, lines[0])


async def test_a_turn_limit_that_ran_out_before_the_absence_is_not_put_off(simcord_env):
    """The limit ran out while the scheduler was not looking, then the player went away:
    going away does not take back a limit that had already run out."""
    _, table = await started_table(simcord_env, players=2, turn_limit="1h", on_timeout="skip")
    bot = simcord_env.bot
    loaded = await turn_of(table, 0)
    bot.scheduler.stop()
    await simcord_env.advance_time(HOUR + 60)
    await go_away(table.members[0], table.channel, "1d")
    await bot.scheduler.fire_due()
    await simcord_env.settle()
    assert (await table.loaded()).version > loaded.version
    assert not [d for d in await bot.store.deadlines(table.game_id) if d.held_by is not None]


async def test_a_held_turn_limit_goes_with_the_away_player_when_their_seat_changes_hands(simcord_env):
    """Bea is away and her turn limit waits for her; the host gives her seat to Dora: Dora's turn
    limit (and its reminder) runs from the change, as a new turn's would, and runs out on time."""
    guild, table = await started_table(simcord_env, players=3, turn_limit="1h", on_timeout="skip")
    bot, store = simcord_env.bot, simcord_env.bot.store
    anna, bea = table.members[0], table.members[1]
    dora = guild.add_member(simcord_env.create_user("dora"))
    loaded = await turn_of(table, 1)
    await go_away(bea, table.channel, "3d")
    await simcord_env.advance_time(HOUR + 60)  # the hour came due and was put off to her return
    turn = next(d for d in await store.deadlines(table.game_id) if d.deadline_id == "turn")
    assert turn.held_by == bea.id and turn.due > bot.now() + 2 * DAY
    seat = loaded.seat_of(bea.id)
    answer = await anna.slash(table.channel, "game replace", seat=str(seat + 1), **{"with": dora})
    assert answer.response.content == f"dora now plays seat {seat + 1}."
    changed = bot.now()
    timers = {d.deadline_id: d for d in await store.deadlines(table.game_id)}
    assert timers["turn"].held_by is None and timers["turn"].due == changed + HOUR
    assert timers["remind"].held_by is None and timers["remind"].due == changed + 0.75 * HOUR
    await simcord_env.settle()
    await simcord_env.advance_time(HOUR - 60)
    assert (await table.loaded()).actor_users() == [dora.id]  # her hour is not over yet
    assert [m for m in table.thread.history() if f"<@{dora.id}>" in m.content and "it is your move" in m.content]
    await simcord_env.advance_time(120)
    assert (await table.loaded()).version > loaded.version  # and then it runs out
    await go_away(bea, table.channel, "off")  # her return moves no timer of Dora's
    assert not [d for d in await store.deadlines(table.game_id) if d.held_by is not None]
