"""/game history, /game export, the replay a thread gets when its game ends, and what the others
did since my last move at the top of *Take your turn* (issue 19, items 3-5), through SimCord."""

from __future__ import annotations

import dataclasses
import json
import re

import aiosqlite
import pytest

from bot.play.host import least_eventful
from bot.record import history_pages as history
from bot.record.export import parse
from bot.record.replay import replay
from bot.web.pages import GamePages, stored_names
from tests.bot.driver import new_table, started_table


@pytest.fixture
def settings(settings, request):
    """The bot of these tests posts the animated replay when a game ends (the others' do not);
    on PostgreSQL when a test asks (parametrised with "postgres", indirect)."""
    if getattr(request, "param", "sqlite") == "postgres":
        settings = dataclasses.replace(settings, database=request.getfixturevalue("postgres_url"))
    return dataclasses.replace(settings, replays=True)


STEP = re.compile(r"step (\d+) of (\d+)")
SWEEP = 61  # seconds: one round of the delivery sweep


def step_of(message) -> int:
    """The step a history page shows (0: the start)."""
    if "the start" in message.content:
        return 0
    found = STEP.search(message.content)
    assert found, message.content
    return int(found[1])


def button(message, label: str) -> dict:
    return next(c for row in message.components for c in row["components"] if c.get("label") == label)


async def finished_game(env, players: int = 2, seed: int = 4):
    """A game of Pennies (the test suite's short game) played to its end through Discord."""
    guild, table = await started_table(env, players=players, seed=seed, game="pennies")
    await table.play_to_end()
    return guild, table


async def test_take_your_turn_opens_with_what_the_others_did_since_my_last_move(simcord_env):
    table = new_table(simcord_env, ["anna"], seed=2)
    await table.open("spectaculum", ai_players=3, ai_level="easy")
    await table.start()
    anna = table.members[0]
    await anna.slash(table.channel, "salon language", language="cs")
    expected: list[str] = []
    for _ in range(8):  # Anna moves, and the AI players move after her, until they did more than a panel shows
        await table.play_one_turn()
        loaded = await table.loaded()
        assert loaded.row.status == "active" and anna.id in loaded.actor_users()
        steps = await simcord_env.bot.store.steps(table.game_id)
        held = await simcord_env.bot.store.seat_timeline(table.game_id)
        expected = history.since_last_move("spectaculum", steps, held, anna.id, "cs", loaded.names)
        if len(expected) > history.SUMMARY_LINES + 1:
            break
    assert expected and expected[0] == "Od vašeho posledního tahu:"
    panel = (await anna.click(table.newest_board(), label="Take your turn")).response
    assert panel.ephemeral and panel.content.startswith("\n".join(expected)), panel.content
    assert len(expected) == history.SUMMARY_LINES + 2  # the header, a few moves, how many more
    assert re.fullmatch(r"…a ještě \d+ tah(y|ů|u)? — viz /hra historie", expected[-1]), expected[-1]


async def test_history_steps_through_the_public_boards_and_its_buttons_survive_a_restart(simcord_env, make_bot):
    guild, table = await started_table(simcord_env, players=3, seed=5)
    for _ in range(3):
        await table.play_one_turn()
    loaded = await table.loaded()
    last = loaded.version
    reader = table.members[0]
    opened = await reader.slash(table.thread, "game history")
    page = opened.response
    assert opened.ephemeral and page.attachments and page.attachments[0].filename.endswith(".png")
    assert step_of(page) == last and f"#{table.game_id}" in page.content
    assert button(page, "▶")["disabled"] and button(page, "End ⏭")["disabled"]
    await reader.click(page.message, label="◀")
    assert step_of(page) == last - 1
    await reader.click(page.message, label="⏮ Start")
    assert step_of(page) == 0 and button(page, "◀")["disabled"]

    await simcord_env.restart_bot(make_bot())  # the page's buttons come from before the restart
    await reader.click(page.message, label="▶")
    assert step_of(page) == 1
    store = simcord_env.bot.store
    mine = history.last_move_of(await store.steps(table.game_id), await store.seat_timeline(table.game_id), reader.id)
    assert mine is not None
    await reader.click(page.message, label="My last move")
    assert step_of(page) == mine
    await reader.click(page.message, label="⏮ Start")
    await reader.click(page.message, label="End ⏭")
    assert step_of(page) == last and button(page, "▶")["disabled"]
    assert (await table.loaded()).version == last, "stepping through the history changes nothing"

    spectator = guild.add_member(simcord_env.create_user("watcher"))  # anyone in the server may look
    watched = (await spectator.slash(table.thread, "game history")).response
    assert step_of(watched) == last and button(watched, "My last move")["disabled"]


async def test_history_and_export_of_a_game_elsewhere_or_damaged_are_refused(simcord_env, settings):
    _, table = await started_table(simcord_env, players=2, seed=3)
    await table.play_one_turn()
    stranger_table = new_table(simcord_env, ["stranger"])  # another server
    stranger = stranger_table.members[0]
    for command in ("game history", "game export"):
        answer = await stranger.slash(stranger_table.channel, command, table=table.game_id)
        assert answer.ephemeral and not answer.response.attachments
        assert "no longer exists" in answer.response.content or "not" in answer.response.content, answer
    page = (await table.members[0].slash(table.thread, "game history")).response
    async with aiosqlite.connect(settings.database) as db:
        await db.execute("UPDATE games SET status = 'damaged' WHERE id = ?", (table.game_id,))
        await db.commit()
    for command in ("game history", "game export"):
        answer = await table.members[0].slash(table.thread, command, table=table.game_id)
        assert "damaged" in answer.response.content and not answer.response.attachments, command
    before = page.content
    pressed = await table.members[0].click(page.message, label="⏮ Start")
    assert "damaged" in pressed.response.content or "damaged" in pressed.followups[0].content
    assert page.content == before
    assert (await simcord_env.bot.store.get_game(table.game_id)).status == "damaged"


async def test_export_is_refused_while_the_game_runs_and_replays_once_it_is_over(simcord_env):
    _, running = await started_table(simcord_env, players=2, seed=3, game="pennies")
    refused = await running.members[0].slash(running.thread, "game export")
    assert refused.ephemeral and not refused.response.attachments
    assert "would reveal every hidden card" in refused.response.content

    _, table = await finished_game(simcord_env)
    answer = await table.members[1].slash(table.thread, "game export")
    assert answer.ephemeral
    (file,) = answer.response.attachments
    text = simcord_env.backend.cdn.get(file.url).decode()
    for member in table.members:  # the leak test of the export: no Discord id, the names as shown
        assert str(member.id) not in text
    exported = parse(text)
    assert exported.names == (await table.loaded()).plain_names
    stored = json.loads(await simcord_env.bot.store.game_result(table.game_id))
    assert replay(exported)[-1].finished and exported.result == stored


@pytest.mark.parametrize("settings", ["sqlite", "postgres"], indirect=True)
async def test_the_thread_gets_the_animated_replay_once_when_the_game_ends(simcord_env, make_bot):
    _, table = await finished_game(simcord_env)
    bot = simcord_env.bot
    await bot.history.replays_done()
    replays = [m for m in table.thread.history() if any(a.filename.endswith(".gif") for a in m.attachments)]
    assert len(replays) == 1, replays
    gif = simcord_env.backend.cdn.get(replays[0].attachments[0].url)
    assert gif.startswith(b"GIF89a") and len(gif) < 10 * 1024 * 1024
    # the end seen again (by another process, or this one after a restart) posts nothing more
    other = make_bot()
    other.store = bot.store
    await other.history.follow(await table.loaded())
    await simcord_env.restart_bot(make_bot())
    await simcord_env.bot.history.follow(await table.loaded())
    await other.history.replays_done()
    await simcord_env.bot.history.replays_done()
    again = [m for m in table.thread.history() if any(a.filename.endswith(".gif") for a in m.attachments)]
    assert len(again) == 1


def replays_in(table) -> list:
    return [m for m in table.thread.history() if any(a.filename.endswith(".gif") for a in m.attachments)]


async def test_an_end_a_crash_left_unposted_gets_its_replay_after_the_restart(simcord_env, make_bot):
    """The last move is stored, then the process dies before it posts anything: after the
    restart the delivery sweep posts the final board, and the thread gets its replay, once."""
    _, table = await started_table(simcord_env, players=2, seed=4, game="pennies")
    bot = simcord_env.bot
    for _ in range(200):
        async with bot.host.lock(table.game_id):
            current = await bot.host.load(table.game_id)
            seat = sorted(current.actors())[0]
            played = await bot.host.play(current, seat, least_eventful(current, seat), current.version)
        if played.table.row.status != "active":
            break  # the end is stored; the process dies before it posts it
        await bot.after_move.deliver(played)
    assert (await table.loaded()).row.status == "finished" and not replays_in(table)
    await simcord_env.restart_bot(make_bot())
    await simcord_env.advance_time(SWEEP)
    await simcord_env.bot.history.replays_done()
    assert "Final scores" in table.boards()[-1].content
    assert len(replays_in(table)) == 1
    await simcord_env.advance_time(SWEEP)
    await simcord_env.bot.history.replays_done()
    assert len(replays_in(table)) == 1


async def test_a_cancelled_games_history_is_browsable_and_one_never_started_is_refused_at_once(simcord_env):
    """Issue 29: a cancelled game showed a page, then every button said the game did not exist."""
    _, table = await started_table(simcord_env, players=2, seed=3, game="pennies")
    for _ in range(2):
        await table.play_one_turn()
    last = (await table.loaded()).version
    first, second = table.members
    await first.slash(table.thread, "game cancel")
    vote = next(m for m in reversed(table.thread.history()) if "asks to cancel" in m.content)
    await second.click(vote, label="Yes, cancel it")
    assert await simcord_env.bot.store.cancelled_by_vote(table.game_id)
    page = (await first.slash(table.thread, "game history")).response
    assert step_of(page) == last and page.attachments
    for label, step in (("⏮ Start", 0), ("▶", 1), ("End ⏭", last), ("◀", last - 1)):
        pressed = await first.click(page.message, label=label)
        assert step_of(page) == step, (label, pressed.followups)

    lobby = new_table(simcord_env, ["host"])
    await lobby.open("pennies")
    await lobby.members[0].slash(lobby.channel, "game abandon", table=lobby.game_id)
    refused = await lobby.members[0].slash(lobby.channel, "game history", table=lobby.game_id)
    assert refused.response.content == f"Game #{lobby.game_id} never started, so it has no moves to step through."


async def _beas_seat_to_dora(simcord_env, turns: int):
    """A table of three after `turns` turns, whose host hands Bea's seat to Dora: (table, anna,
    bea, dora, the seat, Bea's last step in it)."""
    store = simcord_env.bot.store
    guild, table = await started_table(simcord_env, players=3, seed=5)
    anna, bea, _cleo = table.members
    dora = guild.add_member(simcord_env.create_user("dora"))
    for _ in range(turns):
        await table.play_one_turn()
    seat = (await table.loaded()).seat_of(bea.id)
    beas = max(s.n for s in await store.steps(table.game_id) if s.seat == seat)
    await anna.slash(table.channel, "game replace", seat=f"<@{bea.id}>", **{"with": dora})
    return table, anna, bea, dora, seat, beas


@pytest.mark.parametrize("settings", ["sqlite", "postgres"], indirect=True)
async def test_a_seats_new_holder_owns_only_their_own_moves(simcord_env):
    """Bea's seat goes to Dora: Bea's moves stay Bea's (her last move, Dora's summary of what others
    did), Dora has no last move until she makes one, and then only hers is."""
    store = simcord_env.bot.store
    table, anna, bea, dora, seat, beas = await _beas_seat_to_dora(simcord_env, turns=4)
    steps = await store.steps(table.game_id)
    held = await store.seat_timeline(table.game_id)
    assert history.last_move_of(steps, held, dora.id) is None
    assert history.last_move_of(steps, held, bea.id) == beas
    names = (await table.loaded()).names
    told = history.since_last_move("spectaculum", steps, held, dora.id, "en", names)
    presenter = history.presenter_for("spectaculum")
    public = [s.n for s in steps if history.told(presenter, history.step_events(s.events), "en", names)]
    assert told and told[0] == "Since your last move:"
    counted = re.search(r"(\d+) more move", told[-1])
    assert len(told) - 2 + (int(counted.group(1)) if counted else 1) == len(public), "every step so far, Bea's too"

    page = (await dora.slash(table.thread, "game history")).response
    assert button(page, "My last move")["disabled"], "Dora has made no move yet"
    opened = (await bea.slash(table.thread, "game history")).response
    await bea.click(opened.message, label="My last move")
    assert step_of(opened) == beas


async def test_a_step_names_whoever_held_the_seat_then_in_history_and_on_the_web_page(simcord_env, monkeypatch):
    """Bea's seat goes to Dora: Bea's step, on its /game history page and on the game's web page
    (its narration, its headline, the names on its board), names Bea; a step of Dora's names Dora."""
    store = simcord_env.bot.store
    table, anna, _bea, dora, seat, beas = await _beas_seat_to_dora(simcord_env, turns=3)
    table.members[1] = dora
    while not [s for s in await store.steps(table.game_id) if s.seat == seat and s.n > beas]:
        await table.play_one_turn()
    doras = max(s.n for s in await store.steps(table.game_id) if s.seat == seat)
    drawn: list[list[str]] = []
    presenter = history.presenter_for("spectaculum")
    real_board = type(presenter).board_png
    monkeypatch.setattr(
        type(presenter),
        "board_png",
        lambda self, view, language, names: drawn.append(names) or real_board(self, view, language, names),
    )

    page = (await anna.slash(table.thread, "game history")).response
    while step_of(page) > beas:
        if step_of(page) == doras:
            assert "dora" in page.content and "player1" not in page.content, page.content
            assert drawn[-1][seat] == "dora"
        await anna.click(page.message, label="◀")
    assert "player1" in page.content and "dora" not in page.content, page.content
    assert drawn[-1][seat] == "player1"

    pages = GamePages(store, stored_names(store))
    shown = await pages.history(await store.game_link(table.game_id, 0))
    assert shown is not None and shown.names[seat] == "dora"
    old = await pages.step_data(shown, beas)
    assert old is not None and "player1" in old["narration"][-1]["html"] and "dora" not in old["narration"][-1]["html"]
    assert await pages.step_image(shown, beas, "board") and drawn[-1][seat] == "player1"
    new = await pages.step_data(shown, doras)
    assert new is not None and "dora" in new["narration"][-1]["html"] and "player1" not in new["narration"][-1]["html"]
    assert await pages.step_image(shown, doras, "board") and drawn[-1][seat] == "dora"
    assert [p["name"] for p in new["players"]][seat] == "dora"  # who sits there now
