"""A turn's panel left open follows its player (bot.features.turns.turns.Turns.refresh_panels): when
the seat's next decision comes it is edited in place, and the press on what it showed before is
refused, and a decision that now folds on further is drawn again; a seat handed over while its
player waits is never shown to them again. (The undo that
reopens a decision on its panel: tests/bot/test_presses.py.)"""

from bot.play.chains import FOLD_SEPARATOR
from tests.bot.driver import controls_of, copy_of, panel_when, play_fallback_until, press, started_table, use
from tests.bot.test_presses import choice_of, ending_a_turn, root_decision

WAITS = "This panel shows your next decision when it comes"


async def end_the_turn(simcord_env):
    """A Spectaculum table of two whose acting player ended their turn on their panel: (the table,
    that seat, its member, the panel, a copy of the panel as it was before the press, that press)."""
    table, loaded, seat, actor, panel = await panel_when(simcord_env, ending_a_turn)
    _, decision = root_decision(loaded)
    before = copy_of(actor, panel.message)
    ended = choice_of(panel, decision, "end_turn")
    await press(actor, panel.message, *ended)
    assert WAITS in panel.content and not controls_of(panel), panel.content
    return table, seat, actor, panel, before, ended


async def test_a_panel_left_open_shows_the_next_decision_and_refuses_what_it_showed_before(simcord_env):
    table, seat, actor, panel, before, ended = await end_the_turn(simcord_env)

    again = await play_fallback_until(table, lambda t: seat in t.actors())  # the other player's turn
    assert panel.content.startswith("🔔 Your next decision:"), panel.content
    assert controls_of(panel), "the decision is on the panel, to press"

    refused = await press(actor, before, *ended)
    assert (await table.loaded()).row.position == again.row.position, "the old press changed nothing"
    assert "already taken care of" in refused.followups[-1].content

    _, decision = root_decision(again)
    await press(actor, panel.message, *choice_of(panel, decision, decision.options[0].id))
    assert not panel.content.startswith("🔔 Your next decision:"), "the press was taken: the panel moved on"


async def test_a_seat_handed_over_while_its_player_waits_is_not_shown_to_them(simcord_env):
    table, seat, actor, panel, before, ended = await end_the_turn(simcord_env)
    waiting = panel.content
    host = table.members[0]
    dora = table.channel.guild.add_member(simcord_env.create_user("dora"))
    await host.slash(table.channel, "game replace", seat=f"<@{actor.id}>", **{"with": dora})
    assert (await table.loaded()).user_of(seat) == dora.id

    await play_fallback_until(table, lambda t: seat in t.actors())  # the seat's next decision, dora's
    assert panel.content == waiting and not controls_of(panel), "the old holder's panel shows nothing new"
    refused = await press(actor, before, *ended)
    assert "already taken care of" in refused.followups[-1].content


async def test_a_ladys_window_left_open_folds_into_her_visit_once_she_is_the_last_to_set_it(simcord_env):
    """Her window is the same decision before and after the other lady sets hers, but only the last
    to set it may choose her visit with it (it needs every window): her panel is drawn again."""
    _, table = await started_table(simcord_env, players=4, seed=5, game="ladies")
    loaded = await play_fallback_until(table, lambda t: t.state["lstage"] == "window")
    first, last = (
        table.member(loaded.user_of(s)) for s in sorted(loaded.actors()) if loaded.state["roles"][s] == "lady"
    )
    hers = (await last.click(table.newest_board(), label="Take your turn")).response
    assert not folds(hers), "while another window is open, her window does not fold into her visit"

    theirs = (await first.click(table.newest_board(), label="Take your turn")).response
    await use(first, theirs.message, controls_of(theirs)[0])  # the other lady sets her window
    assert hers.content.startswith("🔔 Your next decision:"), hers.content
    assert folds(hers), "her window now folds into her visit"


def folds(panel) -> bool:
    return any(FOLD_SEPARATOR in o["value"] for c in controls_of(panel) for o in c.get("options", ()))
