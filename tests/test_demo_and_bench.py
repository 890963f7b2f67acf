"""The offline demo (`python -m bot demo`) and the benchmark smoke run (`python -m bench --quick`)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from bot.__main__ import main as bot_main

ROOT = Path(__file__).resolve().parents[1]


def _subprocess_env() -> dict:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


@pytest.mark.parametrize(
    "language, final_scores, status_word", [("en", "Final scores", "Turn"), ("cs", "Konečné pořadí", "Tah")]
)
def test_demo_writes_the_board_messages_hands_log_and_result(tmp_path, capsys, language, final_scores, status_word):
    out = tmp_path / "demo"
    code = bot_main(["demo", "spectaculum", "--players", "2", "--seed", "7", "--out", str(out), "--language", language])
    assert code == 0
    stdout = capsys.readouterr().out

    steps = int(re.search(r"(\d+) steps", stdout).group(1))
    messages = int(re.search(r"(\d+) board messages", stdout).group(1))
    assert steps > 20 and 10 < messages < steps / 3  # a board message per turn, not per step
    boards = sorted(out.glob("board-[0-9][0-9][0-9].png"))
    assert [p.name for p in boards] == [f"board-{n:03d}.png" for n in range(messages)]
    images = [p.read_bytes() for p in boards]
    assert all(a != b for a, b in zip(images, images[1:]))  # never the same board twice in a row
    hands = sorted(p.name for p in out.glob("hand-*.png"))
    assert hands == ["hand-0.png", "hand-1.png"]
    for path in [boards[0], boards[len(boards) // 2], boards[-1], *(out / h for h in hands)]:
        with Image.open(path) as image:
            image.verify()
            assert image.format == "PNG"
    for board in (boards[0], boards[-1]):  # as Discord previews it inline, and on a phone
        with Image.open(board) as full, Image.open(board.with_suffix(".preview.png")) as inline:
            assert inline.width <= 550 and inline.height <= 350 and max(inline.width / 550, inline.height / 350) > 0.99
            assert abs(inline.width / inline.height - full.width / full.height) < 0.02
        with Image.open(board.with_suffix(".phone.png")) as phone:
            assert phone.width == 400
    summaries = sorted(out.glob("board-[0-9][0-9][0-9].summary.png"))
    assert [p.name for p in summaries] == [b.with_suffix(".summary.png").name for b in boards]
    with Image.open(summaries[-1]) as summary:
        assert (summary.format, summary.size) == ("PNG", (1100, 700))
    with Image.open(boards[-1].with_suffix(".summary.preview.png")) as inline:
        assert inline.size == (550, 350)
    with Image.open(boards[-1].with_suffix(".summary.phone.png")) as phone:
        assert phone.width == 400

    log = (out / "log.txt").read_text(encoding="utf-8")
    texts = re.split(r"^\[board-\d{3}\.png\]\n", log, flags=re.MULTILINE)[1:]
    assert len(texts) == messages and all(0 < len(text.strip()) <= 2000 for text in texts)
    assert all(status_word in text for text in texts[:-1])
    assert "Player 1" in texts[0] and final_scores in texts[-1]

    assert final_scores in stdout
    places = re.findall(
        r"^(\d)(?:st|nd|\.) (?:place|místo): (Player [12]) — (\d+) (?:ducats?|dukát[yů]?) \((.+)\)$",
        stdout,
        re.MULTILINE,
    )
    assert sorted(p[1] for p in places) == ["Player 1", "Player 2"]
    # the breakdown adds up to the score, in the catalogue's words
    for _, _, score, parts in places:
        assert sum(int(n) for n in re.findall(r"\d+", parts)) == int(score)
        assert "payout" not in parts
    assert [int(p[0]) for p in places] == sorted(int(p[0]) for p in places)


def _tiny_boards(monkeypatch):
    """The boards are not what these check: a small image per view keeps them quick."""
    from bot.presenters.base import Presenter
    from render.common import to_png

    def board_png(self, view, language, names):
        return to_png(Image.new("RGB", (8 + len(repr(sorted(view.items()))) % 64, 8)))

    monkeypatch.setattr(Presenter, "board_png", board_png)
    monkeypatch.setattr(Presenter, "summary_png", board_png)


def test_demo_is_reproducible(tmp_path, capsys, monkeypatch):
    _tiny_boards(monkeypatch)
    for name in ("a", "b"):
        bot_main(["demo", "spectaculum", "--players", "2", "--seed", "3", "--out", str(tmp_path / name)])
    first, second = capsys.readouterr().out.replace(str(tmp_path / "b"), str(tmp_path / "a")).split("Spectaculum:")[1:]
    assert first == second
    assert (tmp_path / "a" / "log.txt").read_text() == (tmp_path / "b" / "log.txt").read_text()


def test_demo_all_plays_every_game(tmp_path, capsys, monkeypatch):
    from engines import registry

    _tiny_boards(monkeypatch)
    assert bot_main(["demo", "all", "--players", "4", "--seed", "2", "--out", str(tmp_path)]) == 0
    stdout = capsys.readouterr().out
    for kind in registry.all_games():
        assert (tmp_path / kind / "log.txt").is_file() and (tmp_path / kind / "board-000.png").is_file()
    counts = re.findall(r"^.+: 4 players, seed 2, \d+ steps, (\d+) board messages", stdout, re.MULTILINE)
    assert len(counts) == len(registry.all_games()) and all(int(n) > 5 for n in counts)


def test_demo_refuses_a_player_count_the_game_does_not_have(tmp_path):
    with pytest.raises(SystemExit):
        bot_main(["demo", "spectaculum", "--players", "7", "--out", str(tmp_path)])


def test_run_without_token_points_to_env_example(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=_subprocess_env(), capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert ".env.example" in done.stderr


# Each section of `python -m bench --quick` runs in its own process, so the two test workers
# share them and no single test holds the end of the run; a section's headlines per run.
BENCH_HEADLINES = {
    "engine": ("engine 3p: random games/s",),
    "ai": ("ai normal 3p: median",),
    "render": ("render board (3p", "warm median", "PNG max", "render private (3p"),
    "replay": ("replay animation (", "size", "history page (", "whole page, median"),
    "bot": ("bot 2p: committed move: p95",),  # a quick run plays each game at its smallest table
    # (discord: not run here; its quick run for Spectaculum, 3 players and seed 1, is the run that
    # tests/bot/test_discord_requests plays, and that test checks the section's figures of its runs)
    "store": ("SQLite: moves/s, 4 writer", "PostgreSQL: move p95, 500 active games"),
    "web": (
        "history page, cold",
        "history page, warm",
        "games' pages open with their event streams",
        "another process's move reaches an open page, PostgreSQL",
        "another process's move reaches an open page, SQLite",
    ),
    "web-play": (
        "live step (2p",
        "board and summary, lossless WebP, median",
        "board and summary, lossless WebP, max",
        "replay drawn in the web server's worker (2p",
        "page: clicks per decision",
        "page: a move's click to the next board shown, p95",
        "page: a live step downloads",
    ),
}
# one game: tests/web plays the page's moves of every game, and tests/test_replay.py draws every
# game's animated replay at its largest table
BENCH_ONLY = {"web-play": ("--game", "spectaculum"), "replay": ("--game", "spectaculum")}
# Only a guard against a hang: a loaded CI machine runs a section several times slower than
# an idle one, and how long the suite may take is bounded by the suite, not by this test.
BENCH_HANG_S = 900


# sections that measure on PostgreSQL: on the run's server (a fresh schema each), not one started for them
ON_POSTGRES = ("store", "web")


@pytest.mark.parametrize("section", sorted(BENCH_HEADLINES))
def test_bench_quick_prints_the_headline_figures(section, request):
    env = _subprocess_env()
    if section in ON_POSTGRES:
        env["SALON_BENCH_POSTGRES"] = request.getfixturevalue("postgres_server")
    done = subprocess.run(
        [sys.executable, "-m", "bench", "--quick", "--section", section, *BENCH_ONLY.get(section, ())],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=BENCH_HANG_S,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for headline in BENCH_HEADLINES[section]:
        assert headline in out, out
    assert re.search(r"\d+ PASS, \d+ MISS", out)
    if section == "bot":
        assert re.search(r"committed move: count\s+\d+", out)
