"""`/game undo` through Discord never lets a player keep what a move showed (issue: undo
fairness): a lady's secret boutique choice can be taken back while it stays secret, the
choice that reveals everyone's cannot, and the refusal says why; a move that carried another
seat's single option is taken back whole, by its maker alone."""

import pytest

from engines import registry
from engines.ladies.state import lady_seats
from tests.bot.driver import OPTION_VERB, started_table

pytestmark = pytest.mark.skipif("ladies" not in registry.all_games(), reason="Ladies & Gentlemen is not registered")


def waiting_to_visit(state) -> list[int]:
    """The ladies who have still to choose the boutique they visit (R40)."""
    if state["phase"] not in ("morning", "afternoon") or state["lstage"] != "visit":
        return []
    return [x for x in lady_seats(state) if state["visit"][x] is None]


async def press(table, seat: int, first: bool = False) -> None:
    """The player at `seat` opens their panel and presses options (the first, or one at random) until
    one makes a move (a gentleman at the exchange first says whether he searches by hand)."""
    member = table.member((await table.loaded()).user_of(seat))
    before = (await table.loaded()).version
    panel = (await member.click(table.newest_board(), label="Take your turn")).response
    for _ in range(6):
        controls = [
            c
            for row in panel.components
            for c in row["components"]
            if OPTION_VERB.match(c.get("custom_id", "")) and not c.get("disabled")
        ]
        assert controls, panel.content
        control = controls[0] if first else table.rng.choice(controls)
        if control["type"] == 3:
            values = [o["value"] for o in control["options"]]
            count = max(1, control.get("min_values", 1))
            chosen = values[:count] if first else table.rng.sample(values, count)
            pressed = await member.select(panel.message, chosen, custom_id=control["custom_id"])
        else:
            pressed = await member.click(panel.message, custom_id=control["custom_id"])
        if (await table.loaded()).version != before:
            return
        panel = pressed.response
    raise AssertionError(f"no move after six presses: {panel.content}")


async def choose_a_boutique(table, seat: int) -> None:
    before = (await table.loaded()).version
    await press(table, seat, first=True)
    assert (await table.loaded()).version == before + 1


async def until_the_ladies_choose_their_boutiques(table):
    """Presses one option at a time, anyone's, until two ladies have still to choose."""
    for _ in range(600):
        loaded = await table.loaded()
        if len(waiting_to_visit(loaded.state)) >= 2:
            return loaded
        actors = sorted(loaded.actors())
        if actors:
            await press(table, actors[0])
        else:  # everyone waits for a timer of the rules
            await table.env.advance_time(60)
    raise AssertionError("the ladies were never asked to choose their boutiques")


async def test_the_choice_that_reveals_every_boutique_cannot_be_taken_back(simcord_env):
    # three ladies: the last to set her window chooses her boutique with it (one press), and two
    # are left to choose theirs alone
    _, table = await started_table(simcord_env, players=6, seed=3, game="ladies")
    loaded = await until_the_ladies_choose_their_boutiques(table)
    first, last = waiting_to_visit(loaded.state)[:2]
    # a choice still secret shows nobody anything: it can be taken back, and made again
    await choose_a_boutique(table, first)
    chose = await table.loaded()
    undone = await table.member(chose.user_of(first)).slash(table.thread, "game undo")
    assert "taken back" in undone.response.content and "cannot" not in undone.response.content
    assert (await table.loaded()).version == chose.version - 1
    await choose_a_boutique(table, first)
    # the last choice reveals every lady's (R40): taking it back would let her choose again knowing them
    await choose_a_boutique(table, last)
    revealed = await table.loaded()
    assert not waiting_to_visit(revealed.state)
    assert revealed.state["visits_shown"]
    lady = table.member(revealed.user_of(last))
    refused = await lady.slash(table.thread, "game undo")
    assert refused.ephemeral
    assert refused.response.content == "This move showed other players something, so it cannot be taken back."
    await lady.slash(table.thread, "salon language", language="cs")
    czech = await lady.slash(table.thread, "game undo")
    assert czech.response.content == "Tento tah ostatním hráčům něco ukázal, proto ho nelze vzít zpět."
    assert (await table.loaded()).version == revealed.version
    # ... and another player is told it is not theirs, not why
    other = table.member(revealed.user_of(first))
    assert "Only the player who made the last move" in (await other.slash(table.thread, "game undo")).response.content


async def test_a_single_option_taken_with_another_seat_s_move_is_taken_back_with_it(simcord_env):
    """A move that leaves another seat a single option the game takes for it (a gentleman with
    nothing left at the market) carries that step: its maker's undo takes both back, or neither
    (a step that showed something), and the other seat is told the move is not theirs."""
    _, table = await started_table(simcord_env, players=4, seed=4, game="ladies")
    store = simcord_env.bot.store
    for _ in range(400):
        if not (await table.loaded()).actor_users():  # everyone waits for a timer of the rules
            await simcord_env.advance_time(60)
            continue
        await table.play_one_turn()
        steps = await store.steps(table.game_id)
        move = steps[max(k for k, s in enumerate(steps) if not s.joined) :]  # the newest move's steps
        if any(s.seat != move[0].seat for s in move):
            break
    else:
        raise AssertionError("no move left another seat a single option")
    moved = await table.loaded()
    maker, other = (moved.user_of(s.seat) for s in (move[0], next(s for s in move if s.seat != move[0].seat)))
    told = await table.member(other).slash(table.thread, "game undo")
    assert "Only the player who made the last move" in told.response.content
    undone = await table.member(maker).slash(table.thread, "game undo")
    after = await table.loaded()
    # seed 4: a gentleman's end at the market, and the other's with it: neither showed anything
    assert "taken back" in undone.response.content
    assert after.version == move[0].n - 1
    assert all(s.undone for s in await store.steps(table.game_id, include_undone=True) if s.n >= move[0].n)
