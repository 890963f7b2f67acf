"""A quiet thread: one board message per turn, edited in place while the same player's turn
goes on, a new one when the turn passes; quiet steps and AI runs told in the next board;
an undo leaves a correct board; long texts split between sentences, never mid-word."""

import io
import json
import re

import pytest

import i18n
from bot.delivery import board_message
from bot.delivery.thread import Board, board_change
from bot.presenters import presenter_for
from bot.presenters.base import board_parts, split_message
from engines import registry
from engines.core import Event, runner
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from tests.bot.driver import OPTION_VERB, may_release, panel_when, play_fallback_until, started_table


def _version(message) -> int:
    return int(message.attachments[0].filename.rsplit("-", 1)[1].removesuffix(".png"))


def _controls(panel) -> list[dict]:
    return [
        c
        for row in panel.components
        for c in row["components"]
        if OPTION_VERB.match(c.get("custom_id", "")) and not c.get("disabled")
    ]


async def _press_one(table, member, panel):
    """A random control of the panel, as the driver presses it; the panel shown after it."""
    control = table.rng.choice(_controls(panel))
    if control["type"] == 3:
        values = [o["value"] for o in control["options"]]
        count = table.rng.randint(control.get("min_values", 1), control.get("max_values", 1))
        return (
            await member.select(panel.message, table.rng.sample(values, count), custom_id=control["custom_id"])
        ).response
    return (await member.click(panel.message, custom_id=control["custom_id"])).response


async def _narration_of_step(table, n: int, last: int | None = None) -> str:
    """The narration of step `n` (up to step `last`: a move of several steps, told together)."""
    steps = [s for s in await table.env.bot.store.steps(table.game_id) if n <= s.n <= (last or n)]
    loaded = await table.loaded()
    events = [Event.from_json(e) for step in steps for e in json.loads(step.events)]
    return presenter_for("spectaculum").narrate(events, "en", loaded.names)


async def test_a_players_turn_is_one_board_message_edited_in_place_then_a_new_one(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=8)
    await table.play_one_turn()
    turn_board = table.newest_board()
    boards = len(table.boards())
    loaded = await table.loaded()
    seat = sorted(loaded.actors())[0]
    member = table.member(loaded.user_of(seat))
    panel = (await member.click(turn_board, label="Take your turn")).response
    edits = 0
    for _ in range(100):
        before = await table.loaded()
        panel = await _press_one(table, member, panel)
        after = await table.loaded()
        if after.version == before.version:
            continue  # a choice on the way to a move: nothing committed
        if seat in after.actors():  # the turn goes on: the same message, edited
            edits += 1
            assert len(table.boards()) == boards and table.newest_board().id == turn_board.id
            shown = table.newest_board()
            assert _version(shown) == after.version
            for n in range(loaded.version + 1, after.version + 1):  # the narration so far
                if narration := await _narration_of_step(table, n):
                    assert narration in shown.content
            continue
        newest = table.newest_board()  # the turn passed: a new message, the buttons moved to it
        assert len(table.boards()) == boards + 1 and newest.id != turn_board.id
        assert _version(newest) == after.version and "Take your turn" in str(newest.components)
        # the old board keeps its buttons (taking them off would cost a request): a press there is out of date
        old = next(m for m in table.thread.history() if m.id == turn_board.id)
        stale = await table.member(after.actor_users()[0]).click(old, label="Take your turn")
        assert "out of date" in stale.response.content and (await table.loaded()).version == after.version
        row = after.row
        assert (row.board_message_id, row.board_shows, row.delivered_version) == (
            newest.id,
            after.version,
            after.version,
        )
        break
    else:
        raise AssertionError("the turn never passed")
    assert edits >= 2


async def test_an_undo_in_the_middle_of_a_turn_leaves_a_correct_board(simcord_env):
    table, loaded, seat, member, panel = await panel_when(simcord_env, may_release)
    (menu,) = _controls(panel)  # the turn's actions, each followed by the next step
    values = [o["value"] for o in menu["options"]]
    release = min((v for v in values if v.startswith("release:") and "travel" not in v), key=len)
    await member.select(panel.message, [release], custom_id=menu["custom_id"])
    released = await table.loaded()
    assert released.version > loaded.version and seat in released.actors()

    await member.slash(table.thread, "game undo")
    board = table.newest_board()
    back = await table.loaded()
    assert back.version == loaded.version and _version(board) == back.version and "↩️" in board.content
    assert (back.row.board_message_id, back.row.board_shows, back.row.delivered_version) == (
        board.id,
        back.version,
        back.version,
    )
    panel = (await member.click(board, label="Take your turn")).response
    await _press_one(table, member, panel)
    again = await table.loaded()
    newest = table.newest_board()
    assert _version(newest) == again.version
    if seat in again.actors():  # the same turn: the undo's board, edited: its header, then only the steps since
        assert newest.id == board.id
        assert newest.content.splitlines()[:2] == [
            board.content.splitlines()[0],
            await _narration_of_step(table, back.version + 1, again.version),
        ]


def _view(**changes):
    return {"phase": "act", "actors": [0], "highlight": {"x": 1}, "latest_move": "", **changes}


@pytest.mark.parametrize(
    "case, expected",
    [
        (dict(), Board.QUIET),  # nothing public changed (only what frames the news)
        (dict(view=_view(money=5, highlight={"y": 2})), Board.EDIT),  # the same player goes on
        (dict(view=_view(money=5, actors=[1]), actors_after={1}), Board.NEW),  # the turn passed to a person
        (dict(view=_view(money=5, actors=[1, 2]), actors_before={0, 1, 2}, actors_after={1, 2}), Board.EDIT),
        (  # the last one a simultaneous choice waits for is pinged: an edit pings nobody
            dict(view=_view(money=5, actors=[2]), actors_before={0, 2}, actors_after={2}, people={0, 2}, pings=True),
            Board.NEW,
        ),
        (dict(view=_view(money=5, actors=[2]), actors_after={2}), Board.EDIT),  # a person's last step, to an AI seat
        (dict(view=_view(money=5), seat=2, actors_before={2}, actors_after={2}), Board.QUIET),  # an AI's move
        (dict(view=_view(money=5, actors=[0]), seat=2, actors_before={2}), Board.NEW),  # a person's turn after AIs
        (dict(view=_view(money=5), worth_showing=False), Board.QUIET),  # the game's own say
        (
            dict(view=_view(money=5, actors=[2]), seat=1, people=(), actors_before={1}, actors_after={2}),
            Board.NEW,
        ),  # a table of AI seats alone: each turn
        (dict(forced=True), Board.NEW),
        (dict(finished=True), Board.NEW),
        (dict(shown=None), Board.NEW),
    ],
)
def test_the_thread_rule(case, expected):
    args = dict(
        shown=_view(),
        view=_view(highlight={}),
        worth_showing=True,
        seat=0,
        actors_before={0},
        actors_after={0},
        people={0, 1},
    )
    assert board_change(**{**args, **case}) is expected


def _long_narration(language: str) -> tuple[list[str], str]:
    """The narrated lines of the first rounds of a seeded Rokoko game, and the narration."""
    game, presenter = registry.get("rokoko"), presenter_for("rokoko")
    names = ["Anna", "Bohumil", "Cecílie"]
    outcome = runner.start(
        game,
        {**{k: s["default"] for k, s in game.config_options().items()}, "players": 3},
        runner.default_seats(game, 3),
        4,
    )
    state, events, chooser = outcome.state, list(outcome.events), rng_for_step("split", 0)
    for n in range(1, 60):
        seat, action = runner.next_actor_and_action(game, state, lambda s, x: complete_action(game, s, x, chooser))
        outcome = runner.step(game, state, seat, action, 4, n).outcome
        state, events = outcome.state, events + list(outcome.events)
    lines = [line for e in events if e.to == "public" and (line := presenter.event_line(e, language, names))]
    return lines, presenter.narrate(events, language, names)


@pytest.mark.parametrize("language", ["en", "cs"])
def test_a_long_narration_is_split_between_its_sentences(language):
    lines, narration = _long_narration(language)
    assert len(narration) > 4000
    parts = split_message(narration)
    assert len(parts) >= 3 and all(len(p) <= 2000 for p in parts)
    for line in lines:  # every sentence of every narrated event whole, in one part
        for sentence in re.split(r"(?<=[.!?…])\s+", line):
            assert any(sentence in part for part in parts), sentence
    assert all(part in narration for part in parts)  # nothing rewritten
    assert sum(map(len, parts)) >= len(narration) - 3 * (len(parts) - 1)  # nothing lost but the cuts' " · "


@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_board_message_keeps_whose_move_and_the_final_scores_whole(language):
    """A long narration goes before the board message; the part that carries the board says
    whose move it is and holds the whole result (plain splitting could leave the heading of
    the final scores in the part before)."""
    _, narration = _long_narration(language)
    results = [i18n.t("bot.final_scores", language), *(f"{n}. place: player {n} — {100 - n}" for n in range(1, 9))]
    for cut in range(1500, 2000, 25):  # wherever the narration's last part ends
        lines = ["⏰ header", narration[:cut], "Status: the game is over."]
        parts = board_parts(lines, results)
        assert all(len(part) <= 2000 for part in parts)
        assert parts[-1].endswith("\n".join(["Status: the game is over.", *results]))
        assert parts[0].startswith("⏰ header")
    short = board_parts(["A sentence.", "Status."], ["Anna, your move."])
    assert short == ["A sentence.\nStatus.\nAnna, your move."]  # one message: as it always was


@pytest.mark.parametrize("language", ["en", "cs"])
def test_a_sentence_longer_than_a_message_is_cut_between_words(language):
    _, narration = _long_narration(language)
    one_sentence = narration.replace(" · ", " a ").replace(". ", ", ")
    parts = split_message(one_sentence, 500)
    words = set(one_sentence.split())
    assert all(len(p) <= 500 for p in parts)
    assert all(set(p.split()) <= words for p in parts)
    assert " ".join(parts).split() == one_sentence.split()
    assert all(re.match(r"\S", p) and re.search(r"\S$", p) for p in parts)


def test_the_latest_move_names_the_newest_move_that_has_a_short_text(monkeypatch):
    presenter = presenter_for("spectaculum")
    names = ["Anna", "Bohumil"]
    sponsored = Event("spectaculum.card_sponsored", params={"seat": 1, "colour": "red", "price": 5})
    drawn = Event("spectaculum.markers_drawn", params={"seat": 1, "count": 3})
    secret = Event("spectaculum.markers_drawn", to="seat:1", params={"seat": 1, "markers": ["red"]})
    events = [sponsored, drawn, secret]
    # the game's short text for sponsoring: that move, with who made it
    assert presenter.latest_move(events, "en", names) == "Bohumil · sponsors a red performer for 5 ducats"
    assert presenter.latest_move([secret], "en", names) == ""
    # without short texts: what the narration says last
    has = i18n.has
    monkeypatch.setattr("i18n.has", lambda key, language="en": not key.startswith("latest.") and has(key, language))
    assert presenter.latest_move(events, "en", names) == presenter.narrate([drawn], "en", names)


async def _shows_its_summary(table, message) -> None:
    """The board message carries the full board first and an embed of its summary, both drawn
    from the one spectators' view the bot builds for it (bot.presenters.base.board_view)."""
    from PIL import Image

    board, summary = message.attachments
    assert board.filename.endswith(".png") and summary.filename == "summary.png"
    assert [e.image.url for e in message.embeds] == ["attachment://summary.png"]
    with Image.open(io.BytesIO(await summary.read())) as image:
        assert (image.format, image.size) == ("PNG", (1100, 700))
    loaded = await table.loaded()
    presenter = presenter_for("spectaculum")
    events = await board_message.events_since(table.env.bot.store, loaded, loaded.row.board_since)
    view = presenter.board_view(loaded.engine, loaded.state, events, "en", loaded.names)
    assert _version(message) == loaded.version
    assert await board.read() == presenter.board_png(view, "en", loaded.names)
    assert await summary.read() == presenter.summary_png(view, "en", loaded.names)


async def test_a_board_message_shows_its_summary_below_the_board_and_an_edit_replaces_both(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=8)
    first = table.newest_board()
    await _shows_its_summary(table, first)

    def edited(loaded) -> bool:
        newest = table.newest_board()
        return newest.id == loaded.row.board_message_id and newest.edited_at is not None

    await play_fallback_until(table, edited)  # the same player's turn went on: its message edited in place
    shown = table.newest_board()
    await _shows_its_summary(table, shown)
    patch = next(
        e.json
        for e in reversed(simcord_env.http_requests)
        if e.method == "PATCH" and e.path.endswith(f"/messages/{shown.id}") and e.json.get("content")
    )
    assert [a["filename"] for a in patch["attachments"]] == [shown.attachments[0].filename, "summary.png"]
    assert patch["embeds"][0]["image"]["url"] == "attachment://summary.png"  # the conftest checks it against the spec
