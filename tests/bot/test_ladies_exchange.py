"""The live stock exchange through Discord (R80-R86): every gentleman flips face-down
tokens in his own ephemeral grid at the same moment; keep / put back; what a token is
reaches only the gentleman holding it."""

import asyncio
import re

import pytest

from engines import registry
from tests.bot.driver import CUSTOM_ID, copy_of, press, started_table

pytestmark = pytest.mark.skipif("ladies" not in registry.all_games(), reason="Ladies & Gentlemen is not registered")


def buttons(panel) -> dict[str, dict]:
    """The panel's buttons by label."""
    return {c["label"]: c for row in panel.components for c in row["components"] if c["type"] == 2}


def slot_button(panel, number: int) -> dict:
    return next(c for c in buttons(panel).values() if re.match(rf"^{number}(\D|$)", c["label"]))


async def open_live_exchange(table) -> list:
    """Play until the gentlemen are asked whether they are ready for the live exchange of
    day 1; they press Ready (R80). Returns the gentlemen (members), the exchange open."""
    for _ in range(300):
        loaded = await table.loaded()
        view = loaded.engine.view_for(loaded.state, None)
        gentlemen = [g for g in view["actors"] if view["seats"][g]["role"] == "gentleman"]
        if view["stages"]["gentlemen"] == "exchange" and len(gentlemen) == 2:
            break
        await table.play_one_turn()
    else:
        raise AssertionError("the exchange never opened")
    members = [table.member(loaded.user_of(g)) for g in gentlemen]
    for member in members:
        panel = (await member.click(table.newest_board(), label="Take your turn")).response
        assert "Ready" in buttons(panel), panel.content
        await member.click(panel.message, label="Ready")
    loaded = await table.loaded()
    assert loaded.engine.view_for(loaded.state, None)["exchange"]["open"]
    return members


async def test_r80_r82_two_gentlemen_flip_at_the_same_moment(simcord_env):
    _, table = await started_table(simcord_env, players=4, seed=11, game="ladies", config={"exchange_mode": "live"})
    first, second = await open_live_exchange(table)
    board = table.newest_board()
    his = (await first.click(board, label="Take your turn")).response
    theirs = (await second.click(board, label="Take your turn")).response
    assert "Stock exchange" in his.content and "Turn over" in his.content
    boards_before = len(table.boards())

    before_the_flip, his_slot_1 = copy_of(second, theirs.message), slot_button(theirs, 1)["custom_id"]
    await first.click(his.message, custom_id=slot_button(his, 1)["custom_id"])
    assert "Slot 1 holds" in his.content
    assert slot_button(his, 1)["disabled"] and buttons(his)["Keep"] and buttons(his)["Put back"]
    # the second gentleman's grid left open follows the flip: slot 1 is taken there
    assert "✋" in slot_button(theirs, 1)["label"] and slot_button(theirs, 1)["disabled"]
    # and where his client still showed the grid drawn before that flip, his clicks still count
    await press(second, before_the_flip, his_slot_1)
    assert "Slot 1 is no longer free" in theirs.content
    assert "✋" in slot_button(theirs, 1)["label"] and slot_button(theirs, 1)["disabled"]
    await second.click(theirs.message, custom_id=slot_button(theirs, 2)["custom_id"])
    assert "Slot 2 holds" in theirs.content
    assert len(table.boards()) == boards_before, "turning tokens over posts no board"

    await second.click(theirs.message, custom_id=buttons(theirs)["Put back"]["custom_id"])
    assert "Turn over" in theirs.content
    await first.click(his.message, custom_id=buttons(his)["Keep"]["custom_id"])
    shown = table.newest_board().attachments[0].filename  # a kept token is news: the board shows it (edited)
    assert shown.endswith(f"-{(await table.loaded()).version}.png"), "a kept token is news for the table"

    # what a token is never reaches the thread, a custom id or the other gentleman's DMs
    for message in table.thread.history():
        assert "holds" not in message.content and not re.search(r"Slot \d+:", message.content)
        for row in message.components:
            for control in row.children:
                assert CUSTOM_ID.fullmatch(control.custom_id), control.custom_id
    for member in (first, second):
        dms = [m.content for m in member.user.dm_channel.history()] if member.user.dm_channel else []
        assert not any(
            "Slot 1:" in note or "Slot 2:" in note for note in dms
        ), "flips are shown in the panel, not by DM"


async def test_r35_r37_simultaneous_choices_survive_other_players_moves(simcord_env):
    """Every lady chooses her craftsman card at the same moment: a panel opened before
    another lady chose still works, because her own choice did not change."""
    _, table = await started_table(simcord_env, players=4, seed=5, game="ladies")
    loaded = await table.loaded()
    ladies = [table.member(loaded.user_of(s)) for s in sorted(loaded.actors()) if loaded.seats[s].role == "lady"]
    assert len(ladies) == 2
    board = table.newest_board()
    panels = [(await lady.click(board, label="Take your turn")).response for lady in ladies]
    assert all("craftsman card" in panel.content for panel in panels)
    version = loaded.version
    for lady, panel in zip(ladies, panels):  # the second panel was drawn before the first lady's move
        first_option = next(c for row in panel.components for c in row["components"] if not c.get("disabled"))
        await lady.click(panel.message, custom_id=first_option["custom_id"])
        assert "out of date" not in panel.content, panel.content
    assert (await table.loaded()).version == version + 2


async def test_r82_flips_arriving_together_are_served_in_turn(simcord_env):
    """Two flips that reach the bot at the same instant (here: concurrent tasks doing what
    a flip button does) are served one after the other under the game's lock: different
    slots both land; the same slot goes to the first, the second is told it is taken."""
    from engines.core import IllegalAction

    _, table = await started_table(simcord_env, players=4, seed=11, game="ladies", config={"exchange_mode": "live"})
    first, second = await open_live_exchange(table)
    bot = simcord_env.bot
    loaded = await table.loaded()
    gentlemen = [loaded.seat_of(first.id), loaded.seat_of(second.id)]

    async def flip(seat: int, slot: int):
        async with bot.host.lock(table.game_id):
            current = await bot.host.load(table.game_id)
            return await bot.host.play(current, seat, {"type": "look", "slot": slot}, current.version)

    both = await asyncio.gather(flip(gentlemen[0], 0), flip(gentlemen[1], 1), return_exceptions=True)
    assert not any(isinstance(o, Exception) for o in both), both
    assert (await table.loaded()).version == loaded.version + 2
    for seat in gentlemen:
        await bot.host.play(await table.loaded(), seat, {"type": "put_back"}, (await table.loaded()).version)
    same = await asyncio.gather(flip(gentlemen[0], 2), flip(gentlemen[1], 2), return_exceptions=True)
    assert sum(isinstance(o, IllegalAction) and o.code.endswith("slot_unavailable") for o in same) == 1
    holders = (await table.loaded()).state["held"]
    assert sorted(h for h in holders if h is not None) == [2]


async def test_r83_a_token_held_too_long_goes_back_once_when_the_bot_s_clock_reaches_its_timer(simcord_env):
    """A flip sets a rules timer half a minute away, before the scheduler's next look: delivering
    the flip wakes the scheduler like any timer due before that look, here from the test's own
    task (not an interaction's), and the timer fires once, when SimCord's clock gets there. The
    scheduler used to be woken for a rules timer specially, as the nap a wake from outside the
    bot's work restarted ran on the wall clock (bot.runtime.background)."""
    _, table = await started_table(simcord_env, players=4, seed=11, game="ladies", config={"exchange_mode": "live"})
    first, _ = await open_live_exchange(table)
    bot = simcord_env.bot
    seat = (await table.loaded()).seat_of(first.id)
    async with bot.host.lock(table.game_id):
        current = await bot.host.load(table.game_id)
        played = await bot.host.play(current, seat, {"type": "look", "slot": 1}, current.version)
        await bot.after_move.deliver(played)
    flipped = await table.loaded()
    assert flipped.state["held"][seat] is not None
    hold = flipped.state["config"]["live_hold_seconds"]
    await simcord_env.advance_time(hold - 1)
    assert (await table.loaded()).version == flipped.version
    await simcord_env.advance_time(2)
    await simcord_env.advance_time(hold)
    back = await table.loaded()
    assert back.state["held"][seat] is None
    steps = (await bot.store.steps(table.game_id))[flipped.version :]
    assert [(step.seat, step.action) for step in steps] == [(None, f'{{"deadline":"hold:{seat}","type":"timeout"}}')]
