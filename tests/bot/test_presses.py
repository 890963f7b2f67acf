"""A press means exactly what it showed (issue 10, items 1, 2, 11, 13): every decision
control names its game, its position, its panel and its option; stale, undone, doubled
or foreign presses are refused with a reason and change nothing."""

import json

from bot.features.turns import turns
from bot.play.chains import FOLD_SEPARATOR, folded
from tests.bot.driver import controls_of, copy_of, panel_when, play_fallback_until, press, started_table


def root_decision(table):
    seat = sorted(table.actors())[0]
    return seat, table.engine.prompt(table.state, seat, ())


def choosing_a_marker(table) -> bool:
    if not table.actors():
        return False
    _, decision = root_decision(table)
    markers = sum(o.action is None for o in decision.options)
    one_select = folded(table.engine, table.state, sorted(table.actors())[0], ()) is not None  # <= 25 placements
    return decision.kind == "spectaculum.choose_marker" and markers >= 2 and one_select


def releasing_two(table) -> bool:
    if not table.actors():
        return False
    _, decision = root_decision(table)
    ids = {o.id for o in decision.options}
    return decision.kind == "spectaculum.action" and len(releases(decision)) >= 2 and len(ids) <= 10


def releases(decision):
    return [o.id for o in decision.options if o.id.startswith("release:")]


async def last_action(env, game_id) -> dict:
    return json.loads((await env.bot.store.steps(game_id))[-1].action)


def control_for(panel, decision, option_id):
    return controls_of(panel)[[o.id for o in decision.options].index(option_id)]


def choice_of(panel, decision, option_id, avoid: tuple[str, ...] = ()) -> tuple[str, list[str] | None]:
    """(custom id, values) of a press choosing `option_id` of `decision` on `panel`: its button, or
    the shortest option of a folded select that begins with it (a sequence of the player's steps;
    `avoid`: one that chooses none of these options later)."""
    for control in controls_of(panel):
        values = [
            o["value"]
            for o in control.get("options", ())
            if o["value"].split(FOLD_SEPARATOR)[0] == option_id
            and not set(avoid) & set(o["value"].split(FOLD_SEPARATOR))
        ]
        if values:
            return control["custom_id"], [min(values, key=len)]
    return control_for(panel, decision, option_id)["custom_id"], None


def folded_value(select, prefix: str) -> str:
    """The shortest option of a folded select whose sequence begins with `prefix`."""
    values = [o["value"] for o in select["options"]]
    return min((v for v in values if v == prefix or v.startswith(prefix + FOLD_SEPARATOR)), key=len)


async def first_action_after(env, game_id, version: int) -> dict:
    """The action of the first step of the move made at `version`."""
    return json.loads(next(s for s in await env.bot.store.steps(game_id) if s.n == version + 1).action)


async def test_two_panels_of_one_player_keep_their_own_chains(simcord_env):
    """Item 1: panel 1 shows the first marker's placements, panel 2 the second one's (a marker and
    its space in one select); panel 2's press places the second marker where it showed, and panel
    1's, drawn before that move, is refused and changes nothing."""
    _, table = await started_table(simcord_env, players=2, seed=5)
    loaded = await play_fallback_until(table, choosing_a_marker)
    seat, decision = root_decision(loaded)
    actor = table.member(loaded.user_of(seat))
    one = (await actor.click(table.newest_board(), label="Take your turn")).response
    two = (await actor.click(table.newest_board(), label="Take your turn")).response
    first, second = [o.id for o in decision.options if o.action is None][:2]
    spaces = {colour: loaded.engine.prompt(loaded.state, seat, (colour,)).options[0] for colour in (first, second)}
    (select_one,), (select_two,) = controls_of(one), controls_of(two)
    first_value = folded_value(select_one, f"{first}>{spaces[first].id}")

    await press(
        actor, two.message, select_two["custom_id"], [folded_value(select_two, f"{second}>{spaces[second].id}")]
    )
    moved = await table.loaded()
    assert moved.row.position == loaded.row.position + 1, "one move"
    assert await first_action_after(simcord_env, table.game_id, loaded.version) == spaces[second].action
    await press(actor, one.message, select_one["custom_id"], [first_value])
    assert (await table.loaded()).version == moved.version, "panel 1 showed a decision that is gone"


async def test_an_old_panel_after_an_undo_applies_nothing(simcord_env):
    """Item 2: release one colour (a sequence of the player's steps, one move), undo; the panel
    drawn after that move is refused and changes nothing. The panel left open follows the undo: it
    shows the decision taken back (item 5), and releasing another colour there works."""
    table, loaded, seat, actor, panel = await panel_when(simcord_env, releasing_two)
    _, decision = root_decision(loaded)
    red, blue = releases(decision)[:2]
    after_red = (await press(actor, panel.message, *choice_of(panel, decision, red, avoid=(blue,)))).response
    moved = await table.loaded()
    assert moved.version > loaded.version and seat in moved.actors()
    next_decision = moved.engine.prompt(moved.state, seat, ())
    old = choice_of(after_red, next_decision, next_decision.options[0].id)  # the panel's next choice
    before_undo = copy_of(actor, after_red.message)

    await actor.slash(table.thread, "game undo")
    undone = await table.loaded()
    assert undone.version == loaded.version, "the whole move was taken back"
    assert after_red.content.startswith("🔔 Your next decision:"), after_red.content
    assert old[0] not in [c["custom_id"] for c in controls_of(after_red)]

    refused = await press(actor, before_undo, *old)
    assert (await table.loaded()).row.position == undone.row.position, "the old panel changed nothing"
    assert "already taken care of" in refused.followups[-1].content, refused
    await press(actor, after_red.message, *choice_of(after_red, decision, blue, avoid=(red,)))
    released = {"type": "release", "colour": blue.split(":")[1]}
    assert await first_action_after(simcord_env, table.game_id, loaded.version) == released


def ending_a_turn(table) -> bool:
    if not table.actors():
        return False
    _, decision = root_decision(table)
    return [o.id for o in decision.options] == ["end_turn"] or (
        decision.kind == "spectaculum.action" and any(o.id == "end_turn" for o in decision.options)
    )


async def test_a_move_that_ends_the_players_turn_says_who_moves_next(simcord_env):
    """Issue 31, item 5: once committed, a panel with nothing more to decide names who is next."""
    table, loaded, seat, actor, panel = await panel_when(simcord_env, ending_a_turn)
    _, decision = root_decision(loaded)
    done = (await press(actor, panel.message, *choice_of(panel, decision, "end_turn"))).response
    after = await table.loaded()
    assert seat not in after.actors()
    (next_seat,) = after.actors()
    assert done.content.startswith("✅ Done.")
    assert f"\nNext to move: {after.names[next_seat]}.\n" in done.content, done.content
    assert done.content.endswith(
        "This panel shows your next decision when it comes (within 15 minutes; later, press *Take your turn*)."
    )
    assert not controls_of(done)


async def test_a_double_click_on_a_commit_lands_once_and_keeps_the_next_decision(simcord_env):
    """Item 11: the second click of a double click is answered aside; the panel keeps the
    player's next decision and its controls."""
    table, loaded, seat, actor, panel = await panel_when(simcord_env, releasing_two)
    _, decision = root_decision(loaded)
    button = choice_of(panel, decision, releases(decision)[0])
    as_clicked = copy_of(actor, panel.message)
    first = await press(actor, as_clicked, *button)
    second = await press(actor, as_clicked, *button)  # the same control again, on the same copy
    after = await table.loaded()
    assert after.row.position == loaded.row.position + 1, "one move landed"
    assert seat in after.actors()
    assert controls_of(second.response), "the panel still shows the next decision"
    assert second.response.content == first.response.content
    assert any("already taken care of" in f.content for f in second.followups)


async def test_a_panel_opened_before_a_restart_keeps_working(simcord_env, make_bot):
    """Item 13: a panel at the current position works after a restart, a folded select too (a
    marker and its space: the press means the sub-chain it showed)."""
    table, loaded, seat, actor, panel = await panel_when(simcord_env, choosing_a_marker)
    _, decision = root_decision(loaded)
    marker = [o.id for o in decision.options if o.action is None][1]
    space = loaded.engine.prompt(loaded.state, seat, (marker,)).options[0]
    value = folded_value(controls_of(panel)[0], f"{marker}>{space.id}")
    await simcord_env.restart_bot(make_bot())
    await press(actor, panel.message, controls_of(panel)[0]["custom_id"], [value])
    assert (await table.loaded()).row.position == loaded.row.position + 1
    assert await first_action_after(simcord_env, table.game_id, loaded.version) == space.action


async def test_a_foreign_press_on_a_players_panel_changes_nothing(simcord_env):
    """A bystander (or the other player) pressing a control of someone's panel."""
    guild, table = await started_table(simcord_env, players=2, seed=5)
    loaded = await table.loaded()
    seat, decision = root_decision(loaded)
    actor = table.member(loaded.user_of(seat))
    other = next(m for m in table.members if m.id != actor.id)
    panel = (await actor.click(table.newest_board(), label="Take your turn")).response
    control = controls_of(panel)[0]
    values = [control["options"][0]["value"]] if control.get("options") else None
    forged = copy_of(actor, panel.message)  # as if their client held the player's panel
    stranger = guild.add_member(simcord_env.create_user("stranger"))
    for member in (other, stranger):
        refused = await press(member, forged, control["custom_id"], values)
        assert refused.acknowledged and refused.followups or "not" in refused.response.content
    assert (await table.loaded()).row.position == loaded.row.position


async def test_a_sequence_of_steps_is_one_move_once_and_one_undo(simcord_env):
    """A folded option of several of the player's steps (release a colour, then the next action)
    commits them together as one move: its steps in order, one position, each told; the second
    click of a double click lands nothing more; an undo takes the whole move back."""
    table, loaded, seat, actor, panel = await panel_when(simcord_env, releasing_two)
    _, decision = root_decision(loaded)
    custom_id, (value,) = choice_of(panel, decision, releases(decision)[0])
    ids = value.split(FOLD_SEPARATOR)
    assert len(ids) == 2 and ids[1] in {o.id for o in decision.options}, "the colour, then the next action"
    as_clicked = copy_of(actor, panel.message)
    first = await press(actor, as_clicked, custom_id, [value])
    second = await press(actor, as_clicked, custom_id, [value])

    after = await table.loaded()
    steps = [s for s in await simcord_env.bot.store.steps(table.game_id) if s.n > loaded.version]
    assert [(s.seat, s.joined) for s in steps[:2]] == [(seat, False), (seat, True)]
    assert after.row.position == loaded.row.position + 1, "one move"
    told = first.response.content.split("\n")[0]
    assert told.startswith("✅") and told.count(f"{after.names[seat]} ") == 2, "each step told as the player's"
    assert second.response.content == first.response.content
    assert any("already taken care of" in f.content for f in second.followups)

    await actor.slash(table.thread, "game undo")
    undone = await table.loaded()
    assert undone.version == loaded.version and undone.state == loaded.state


async def test_a_press_of_a_sequence_takes_the_menu_its_panel_showed(simcord_env, monkeypatch):
    """A menu of sequences previews each option's next step, the costly part of a panel: the press
    that follows at the same position takes the menu the panel showed, not worked out again."""
    worked_out = []
    monkeypatch.setattr(
        turns, "folded", lambda *args, **kwargs: worked_out.append(args[1:4]) or folded(*args, **kwargs)
    )
    table, loaded, seat, actor, panel = await panel_when(simcord_env, releasing_two)
    _, decision = root_decision(loaded)
    custom_id, (value,) = choice_of(panel, decision, releases(decision)[0])
    assert worked_out == [(loaded.state, seat, ())], "the panel's menu"
    await press(actor, copy_of(actor, panel.message), custom_id, [value])
    assert (await table.loaded()).row.position == loaded.row.position + 1, "the sequence played"
    assert worked_out.count((loaded.state, seat, ())) == 1, "worked out once at that position"


async def test_a_move_told_at_length_still_says_it_is_done(simcord_env):
    """A move of many steps can narrate more than a text's variable holds (2,500 characters): the
    panel that says it is done clips it, as it clips any panel, instead of failing the press."""
    _, table = await started_table(simcord_env, players=2, seed=5)
    told = turns.Turns._done_text(await table.loaded(), "a step told at length. " * 150, "en")
    assert told.startswith("✅") and len(told) <= 2000 + 100
