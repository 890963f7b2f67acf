"""Export and replay (bot/record/export.py, bot/record/replay.py): the demo's export.json replays to the demo's
result for every game, a changed file is refused in one sentence, the animated replay of a whole
game at the largest table fits Discord's upload limit with one frame per turn, the export of a
finished game from the store names no Discord id, and the frames show the spectators' view alone."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

import i18n
from bot.__main__ import main as bot_main
from bot.presenters import presenter_for
from bot.record import export as exports
from bot.record import replay
from bot.record.resignations import resignation_result
from db import Store
from db.engine_games import create_default_game, store_start, store_step, stored_result
from engines import registry
from engines.core import SPECTATOR, runner
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from engines.core.turns import Turn
from render.common import animation, memory, regions
from tests.test_demo_and_bench import _tiny_boards


def _result_lines(stdout: str) -> list[str]:
    """The lines of the result, from "Final scores" to the first line that is not a placing."""
    lines = stdout.splitlines()
    start = lines.index("Final scores")
    placings = []
    for line in lines[start + 1 :]:
        if not re.match(r"^\d+(st|nd|rd|th) place: ", line):
            break
        placings.append(line)
    return placings


@pytest.mark.parametrize("kind", sorted(registry.GAMES))
def test_the_demo_export_replays_to_its_result_and_its_animation_fits_an_upload(kind, tmp_path, capsys, monkeypatch):
    """At the game's largest table: the replay reaches the result the demo printed, and the
    animated replay the demo writes has one frame per turn (fewer than steps) and, with the
    real boards, stays under Discord's 10 MiB."""
    players = max(registry.get(kind).player_counts)
    out = tmp_path / kind
    _tiny_boards(monkeypatch)  # the demo's own board messages are not what this checks
    assert bot_main(["demo", kind, "--players", str(players), "--seed", "5", "--out", str(out)]) == 0
    demo = capsys.readouterr().out
    steps, turns = (int(n) for n in re.search(r"(\d+) steps, \d+ board messages for (\d+) turns", demo).groups())
    assert animation.frame_count((out / "replay.gif").read_bytes()) == turns < steps

    assert bot_main(["replay", str(out / "export.json")]) == 0
    replayed = capsys.readouterr()
    assert replayed.err == ""
    assert f"{players} players, {steps} steps, {turns} turns" in replayed.out
    assert _result_lines(replayed.out) == _result_lines(demo) != []

    monkeypatch.undo()  # the real boards, as the demo draws them without the stand-ins
    gif = replay.animation(exports.parse((out / "export.json").read_text(encoding="utf-8")))
    assert animation.frame_count(gif) == turns
    assert len(gif) < animation.UPLOAD_LIMIT


@pytest.fixture
def demo_export(tmp_path, capsys, monkeypatch) -> Path:
    """A whole two-player Spectaculum's export.json (small stand-in boards: not what is checked)."""
    _tiny_boards(monkeypatch)
    bot_main(["demo", "spectaculum", "--players", "2", "--seed", "3", "--out", str(tmp_path / "demo")])
    capsys.readouterr()
    return tmp_path / "demo" / "export.json"


def _changed(path: Path, change) -> Path:
    document = json.loads(path.read_text(encoding="utf-8"))
    change(document)
    changed = path.with_name("changed.json")
    changed.write_text(json.dumps(document), encoding="utf-8")
    return changed


def _refused(path: Path, capsys, language: str = "en") -> str:
    code = bot_main(["replay", str(path), "--language", language])
    told = capsys.readouterr()
    assert code == 1 and told.out == ""
    assert told.err.count("\n") == 1 and "Traceback" not in told.err  # one sentence
    return told.err.strip()


def _other_action(document: dict) -> None:
    step = document["steps"][len(document["steps"]) // 2]
    step["action"] = {"type": "no_such_move"}


@pytest.mark.parametrize(
    "change, key, params",
    [
        (_other_action, "bad_step", lambda d: {"step": len(d["steps"]) // 2 + 1}),
        (
            lambda d: d["steps"].__setitem__(0, {**d["steps"][0], "seat": 1 - (d["steps"][0]["seat"] or 0)}),
            "bad_step",
            lambda d: {"step": 1},
        ),
        (lambda d: d.__setitem__("steps", d["steps"][:-3]), "unfinished", lambda d: {"steps": len(d["steps"]) - 3}),
        (
            lambda d: d["steps"].append({**d["steps"][-1], "n": len(d["steps"]) + 1}),
            "bad_step",
            lambda d: {"step": len(d["steps"]) + 1},
        ),
        (
            lambda d: d["result"]["scores"].__setitem__("0", d["result"]["scores"]["0"] + 1),
            "different_result",
            lambda d: {},
        ),
        (lambda d: d.__setitem__("seed", d["seed"] + 1), None, None),
        (lambda d: d.__setitem__("version", 99), "newer_version", lambda d: {"version": 99, "known": exports.VERSION}),
        (lambda d: d.__setitem__("game", "chess"), "unknown_game", lambda d: {"game": "chess"}),
        (lambda d: d["seats"][0].pop("name"), "damaged", lambda d: {"field": "name"}),
        (lambda d: d["seats"].pop(), "damaged", lambda d: {"field": "seats"}),
        (lambda d: d.pop("format"), "not_an_export", lambda d: {}),
    ],
)
@pytest.mark.parametrize("language", ["en", "cs"])
def test_a_changed_export_is_refused_in_one_sentence(demo_export, capsys, change, key, params, language):
    original = json.loads(demo_export.read_text(encoding="utf-8"))
    changed = _changed(demo_export, change)
    sentence = _refused(changed, capsys, language)
    if key is None:  # another seed deals other cards: some step or the result no longer fits
        assert sentence in {
            *(
                i18n.t("replay.bad_step", language, file=str(changed), step=n)
                for n in range(1, len(original["steps"]) + 1)
            ),
            i18n.t("replay.different_result", language, file=str(changed)),
        }
    else:
        assert sentence == i18n.t(f"replay.{key}", language, file=str(changed), **params(original))


def test_a_file_that_is_no_export_is_refused_in_one_sentence(tmp_path, capsys):
    text = tmp_path / "notes.json"
    text.write_text("not json at all", encoding="utf-8")
    assert _refused(text, capsys) == i18n.t("replay.not_json", "en", file=str(text))
    missing = tmp_path / "missing.json"
    assert _refused(missing, capsys, "cs") == i18n.t("replay.cannot_read", "cs", file=str(missing))


def test_the_replay_writes_the_board_of_every_turn_and_the_animation(demo_export, tmp_path, capsys):
    out = tmp_path / "replayed"
    assert bot_main(["replay", str(demo_export), "--out", str(out), "--language", "cs"]) == 0
    told = capsys.readouterr().out
    turns = int(re.search(r"(\d+) tah", told).group(1))
    assert sorted(p.name for p in out.glob("turn-*.png")) == [f"turn-{n:03d}.png" for n in range(turns)]
    assert animation.frame_count((out / "replay.gif").read_bytes()) == turns
    assert "Konečné pořadí" in told and str(out) in told


# -- from the store: a finished game of people with Discord ids --------------------------------

GUILD, CHANNEL, THREAD, BOARD, HOST, GUEST = (
    712345678901234561,
    712345678901234562,
    712345678901234563,
    712345678901234564,
    712345678901234565,
    712345678901234566,
)


async def _new_game(store: Store, kind: str, seed: int, language: str, *, ai: bool = False):
    """A game of `kind` with its default options for HOST, GUEST and (`ai`) a strong AI, started:
    its engine, its row and its first state."""
    game = registry.get(kind)
    players = 3 if ai else 2
    row = await create_default_game(
        store, game, players, seed=seed, now=1.0, language=language, guild_id=GUILD, channel_id=CHANNEL, host_id=HOST
    )
    await store.add_seat(row.id, user_id=HOST)
    await store.add_seat(row.id, user_id=GUEST)
    if ai:
        await store.add_seat(row.id, user_id=None, is_ai=True, ai_level="strong")
    outcome = game.setup(row.config, runner.default_seats(game, players), seed)
    await store_start(store, row.id, game, outcome, now=2.0)
    return game, row, outcome.state


async def _finished_game(store: Store, kind: str, seed: int):
    """A game of `kind` for two people and an AI played to its end through the store, with one
    step taken back on the way (its row stays, marked undone). Returns its id and a row of it
    while it ran."""
    game, row, state = await _new_game(store, kind, seed, "cs", ai=True)
    await store.set_thread(row.id, THREAD)
    await store.set_board_message(row.id, BOARD)
    chooser = rng_for_step(f"store:{seed}", 0)
    states = [state]
    running = None
    n = 0
    while game.result(states[-1]) is None:
        n += 1
        seat, action = runner.next_actor_and_action(
            game, states[-1], lambda s, seat: complete_action(game, s, seat, chooser)
        )
        now = 1_765_000_000.0 + 3600 * n  # the time the move came in: replayed as it was
        stepped = runner.step(game, states[-1], seat, action, seed, n, now)
        after = stepped.outcome.state
        result = game.result(after)
        final = None if result is None else stored_result(result)
        take_back = running is None and n >= 3 and seat is not None and result is None and stepped.undoable
        await store_step(store, row.id, game, n, seat, action, stepped.outcome, now, undoable=take_back, result=final)
        states.append(after)
        if take_back:  # taken back once, and played again (perhaps otherwise)
            running = await store.get_game(row.id)
            await store.undo_last(row.id, expected_version=n, now=now + 1)
            states.pop()
            n -= 1
    final_result = game.result(states[-1])
    assert final_result is not None
    return row.id, running, final_result.to_json()


async def test_the_export_of_a_finished_game_names_no_discord_id_and_replays(tmp_path):
    store = await Store.open(str(tmp_path / "salon.sqlite3"))
    try:
        game_id, running, result = await _finished_game(store, "spectaculum", seed=41)
        names = ["Anna", "Bára", "AI 3 (silná)"]
        seats = await store.seats(game_id)
        with pytest.raises(exports.NotFinished):  # its log and seed would tell every hidden card
            exports.from_store(running, seats, await store.steps(game_id), names, result)
        row = await store.get_game(game_id)
        steps = await store.steps(game_id)
        assert len(await store.steps(game_id, include_undone=True)) == len(steps) + 1
        text = exports.from_store(row, seats, steps, names, result).dumps()
    finally:
        await store.close()

    for discord_id in (GUILD, CHANNEL, THREAD, BOARD, HOST, GUEST):
        assert str(discord_id) not in text and str(discord_id)[:12] not in text
    document = json.loads(text)
    assert [(s["name"], s["ai"]) for s in document["seats"]] == [
        ("Anna", None),
        ("Bára", None),
        ("AI 3 (silná)", "strong"),
    ]
    assert (document["format"], document["version"], document["game"], document["seed"]) == (
        "salon-game",
        1,
        "spectaculum",
        41,
    )
    assert document["options"] == row.config and len(document["steps"]) == row.version

    played = replay.replay(exports.parse(text))  # the step log and the seed alone rebuild the game
    assert played[-1].finished and played[-1].step == row.version


def _viewers_of(game, monkeypatch) -> list:
    """The viewers of every view `game` is asked for from now on (until `monkeypatch` is undone)."""
    viewers = []
    view_for = type(game).view_for

    def spy(self, state, viewer):
        viewers.append(viewer)
        return view_for(self, state, viewer)

    monkeypatch.setattr(type(game), "view_for", spy)
    return viewers


def test_the_frames_show_the_spectators_view_alone(demo_export, monkeypatch):
    """The leak test for the animated replay: every view drawn is the spectators', and states
    that differ only in what spectators may not know give the same frames."""
    export = exports.parse(demo_export.read_text(encoding="utf-8"))
    played = replay.replay(export)
    game = registry.get(export.game)
    monkeypatch.undo()  # the real boards

    viewers = _viewers_of(game, monkeypatch)
    gif = replay.animation(export)
    assert viewers and set(viewers) == {SPECTATOR}
    monkeypatch.undo()

    rng = random.Random(8)
    compared = 0
    for turn in played[2:-1:4]:
        other = game.resample_hidden(turn.state, SPECTATOR, rng)
        if other == turn.state:
            continue
        compared += 1
        resampled = Turn(turn.step, other, turn.events, turn.finished)
        assert replay.boards(export, [resampled], "en") == replay.boards(export, [turn], "en")
    assert compared >= 3
    assert animation.frame_count(gif) == len(played)


async def _resigned_game(store: Store, kind: str, seed: int, steps: int) -> int:
    """A game of `kind` for two people, `steps` steps played through the store, then ended by the
    first player's resignation (the other wins). Returns its id."""
    game, row, state = await _new_game(store, kind, seed, "en")
    chooser = rng_for_step(f"store:{seed}", 0)
    for n in range(1, steps + 1):
        seat, action = runner.next_actor_and_action(
            game, state, lambda s, seat: complete_action(game, s, seat, chooser)
        )
        now = 1_765_000_000.0 + 60 * n
        outcome = runner.step(game, state, seat, action, seed, n, now).outcome
        state = outcome.state
        assert game.result(state) is None
        await store_step(store, row.id, game, n, seat, action, outcome, now)
    await store.finish_by_resignation(
        row.id, 0, expected_user_id=HOST, result=resignation_result(0, 1), now=1_765_100_000.0
    )
    return row.id


async def _resigned_export(tmp_path, kind: str = "spectaculum", steps: int = 7) -> str:
    store = await Store.open(str(tmp_path / "resigned.sqlite3"))
    try:
        game_id = await _resigned_game(store, kind, seed=23, steps=steps)
        row, seats = await store.get_game(game_id), await store.seats(game_id)
        assert row is not None
        result = json.loads(await store.game_result(game_id) or "{}")
        return exports.from_store(row, seats, await store.steps(game_id), ["Anna", "Bára"], result).dumps()
    finally:
        await store.close()


async def test_a_game_ended_by_a_resignation_replays_every_step_to_a_frame_saying_who_resigned(
    tmp_path, capsys, monkeypatch
):
    text = await _resigned_export(tmp_path)
    for discord_id in (GUILD, CHANNEL, HOST, GUEST):
        assert str(discord_id) not in text
    assert json.loads(text)["version"] == 2  # a Salon reading format 1 only would call its log cut short
    export = exports.parse(text)
    assert export.resigned and len(export.log) == 7
    played = replay.replay(export)
    assert played[-1].step == 7 and not played[-1].finished  # every step, stopped before the rules' end
    (tmp_path / "resigned.json").write_text(text, encoding="utf-8")
    assert bot_main(["replay", str(tmp_path / "resigned.json"), "--out", str(tmp_path / "out")]) == 0
    out = capsys.readouterr()
    assert out.err == "" and "Bára wins because Anna resigned." in out.out and "Final scores" not in out.out
    gif = (tmp_path / "out" / "replay.gif").read_bytes()
    assert animation.frame_count(gif) == len(played) + 1  # every turn, then the resignation
    assert bot_main(["replay", str(tmp_path / "resigned.json"), "--language", "cs"]) == 0
    assert "Vítězí Bára, protože Anna hru vzdává." in capsys.readouterr().out

    # the last frame is the last board once more with the resignation across it, in either language
    last_board = replay.boards(export, played, "en")[-2]
    for language in ("en", "cs"):
        frames = replay.boards(export, played, language)
        assert len(frames) == len(played) + 1 and frames[-1] != frames[-2]
    assert last_board == replay.boards(export, played, "en")[-2]
    drawn: list[tuple] = []
    monkeypatch.setattr(replay, "resignation_frame", lambda board, *names: drawn.append(names) or board)
    replay.boards(export, played, "cs")
    assert drawn == [("Anna", "Bára", "cs")]


@pytest.mark.parametrize(
    "change, says",
    [
        (lambda d: d["result"].__setitem__("resigned", 5), "reaches another result"),  # no such seat
        (lambda d: d["result"].__setitem__("winners", [0]), "reaches another result"),  # the resigner cannot win
        (lambda d: d["result"].pop("ended_by"), "ends after 7 steps"),  # no resignation: the rules' end is missing
    ],
)
async def test_a_changed_resignation_is_refused(tmp_path, capsys, change, says):
    document = json.loads(await _resigned_export(tmp_path))
    change(document)
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(document), encoding="utf-8")
    assert bot_main(["replay", str(changed)]) == 1
    assert says in capsys.readouterr().err


async def test_the_resignation_s_frames_show_the_spectators_view_alone(tmp_path, monkeypatch):
    export = exports.parse(await _resigned_export(tmp_path))
    game = registry.get(export.game)
    viewers = _viewers_of(game, monkeypatch)
    played = replay.replay(export)
    frames = replay.boards(export, played, "en")
    assert viewers and set(viewers) == {SPECTATOR}
    monkeypatch.undo()
    last = played[-1]
    other = game.resample_hidden(last.state, SPECTATOR, random.Random(3))
    assert other != last.state
    resampled = [*played[:-1], Turn(last.step, other, last.events, last.finished)]
    assert replay.boards(export, resampled, "en") == frames  # the closing frame shows nothing hidden either


# -- abuse: what no export holds, and folders that cannot take the boards ----------------------


def test_json_nested_deeper_than_the_parser_goes_is_refused_in_one_sentence(tmp_path, capsys):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    assert _refused(deep, capsys) == i18n.t("replay.not_an_export", "en", file=str(deep))


def test_a_name_longer_than_any_board_showed_is_refused_in_one_sentence(demo_export, capsys):
    def long_name(document: dict) -> None:
        document["seats"][0]["name"] = "N" * 5000

    changed = _changed(demo_export, long_name)
    assert _refused(changed, capsys, "cs") == i18n.t(
        "replay.long_name", "cs", file=str(changed), most=replay.NAME_LIMIT
    )


def test_a_path_too_long_for_a_sentence_is_shortened_in_it(tmp_path, capsys):
    missing = tmp_path / ("a" * 3000 + ".json")
    told = _refused(missing, capsys)
    assert told.endswith("a.json cannot be read.") and "…" in told and len(told) < 400


@pytest.mark.parametrize("where", ["a file", "inside a file", "a device"])
def test_an_out_that_cannot_be_a_folder_is_refused_in_one_sentence(demo_export, tmp_path, capsys, where):
    out = {"a file": demo_export, "inside a file": demo_export / "boards", "a device": Path("/dev/null")}[where]
    code = bot_main(["replay", str(demo_export), "--out", str(out)])
    told = capsys.readouterr()
    assert code == 1 and told.out == "" and "Traceback" not in told.err
    assert told.err.strip() == i18n.t("replay.cannot_write", "en", folder=str(out))
    assert not list(tmp_path.glob("**/turn-*.png"))


async def test_a_replay_leaves_the_parts_kept_of_the_games_being_played_as_they_were(tmp_path):
    """A replay draws every board of a game once: its parts are kept apart and forgotten after, so
    they neither push out nor pack the parts of the boards drawn for the games being played."""
    played = exports.parse(await _resigned_export(tmp_path, kind="rokoko", steps=3))
    for turn in replay.replay(played):  # a game being played: its boards' parts are kept
        view = presenter_for("rokoko").board_view(
            registry.get("rokoko"), turn.state, list(turn.events), "en", played.names
        )
        presenter_for("rokoko").board_png(view, "en", played.names)
    parts = regions.PARTS._kept
    kept = {key: parts.memory.bytes_of([(parts, key)]) for key in parts.items}

    replay.animation(exports.parse(await _resigned_export(tmp_path / "other", steps=7)))

    assert {key: parts.memory.bytes_of([(parts, key)]) for key in parts.items} == kept
    assert memory.MEMORY.budget > 0 and kept
