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


@pytest.mark.parametrize("language, final_scores, status_word", [("en", "Final scores", "Turn"), ("cs", "Konečné pořadí", "Tah")])
def test_demo_writes_boards_hands_log_and_result(tmp_path, capsys, language, final_scores, status_word):
    out = tmp_path / "demo"
    code = bot_main(["demo", "spectaculum", "--players", "2", "--seed", "7", "--out", str(out), "--language", language])
    assert code == 0
    stdout = capsys.readouterr().out

    steps = int(re.search(r"(\d+) steps", stdout).group(1))
    assert steps > 20
    boards = sorted(out.glob("board-*.png"))
    assert [p.name for p in boards] == [f"board-{n:03d}.png" for n in range(steps + 1)]
    hands = sorted(p.name for p in out.glob("hand-*.png"))
    assert hands == ["hand-0.png", "hand-1.png"]
    for path in [boards[0], boards[len(boards) // 2], boards[-1], *(out / h for h in hands)]:
        with Image.open(path) as image:
            image.verify()
            assert image.format == "PNG"

    log = (out / "log.txt").read_text(encoding="utf-8").splitlines()
    assert len(log) == steps
    assert log[0].startswith("001 Player ")
    assert all(status_word in line for line in log[:-1])
    assert all("**" not in line for line in log)

    assert final_scores in stdout
    places = re.findall(r"^(\d)(?:st|nd|\.) (?:place|místo): (Player [12]) — (\d+) \((.+)\)$", stdout, re.MULTILINE)
    assert sorted(p[1] for p in places) == ["Player 1", "Player 2"]
    # the breakdown adds up to the score, in the catalogue's words
    for _, _, score, parts in places:
        assert sum(int(n) for n in re.findall(r"\d+", parts)) == int(score)
        assert "payout" not in parts
    assert [int(p[0]) for p in places] == sorted(int(p[0]) for p in places)


def test_demo_is_reproducible(tmp_path, capsys, monkeypatch):
    import bot.demo

    monkeypatch.setattr(bot.demo, "_board", lambda *args: None)  # the boards are not what this checks
    for name in ("a", "b"):
        bot_main(["demo", "spectaculum", "--players", "2", "--seed", "3", "--out", str(tmp_path / name)])
    first, second = capsys.readouterr().out.replace(str(tmp_path / "b"), str(tmp_path / "a")).split("Spectaculum:")[1:]
    assert first == second
    assert (tmp_path / "a" / "log.txt").read_text() == (tmp_path / "b" / "log.txt").read_text()


def test_demo_refuses_a_player_count_the_game_does_not_have(tmp_path):
    with pytest.raises(SystemExit):
        bot_main(["demo", "spectaculum", "--players", "7", "--out", str(tmp_path)])


def test_run_without_token_points_to_env_example(tmp_path):
    done = subprocess.run([sys.executable, "-m", "bot"], cwd=tmp_path, env=_subprocess_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert ".env.example" in done.stderr


def test_bench_quick_prints_the_headline_figures():
    done = subprocess.run([sys.executable, "-m", "bench", "--quick"], cwd=ROOT, env=_subprocess_env(),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for headline in ("engine 3p: random games/s", "render board (3p", "warm median", "PNG max",
                     "render private (3p", "bot 3p: committed move: p95",
                     "SQLite: moves/s, 4 writer", "PostgreSQL: move p95, 500 active games"):
        assert headline in out, out
    assert re.search(r"\d+ PASS, \d+ MISS", out)
    assert re.search(r"committed move: count\s+\d+", out)
