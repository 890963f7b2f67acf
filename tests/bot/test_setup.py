"""A newcomer's start: what `./run-bot.sh` and `python -m bot` say when the bot cannot start.

Each problem an admin can fix (no token, a wrong token, no network, a database that cannot be
opened) is one sentence on stderr with the next step, never a traceback. The bot runs as a real
process against a stand-in for Discord's REST API on this machine (discord.py's own login path)."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from bot.app import StartupFailure, open_store, startup_problem

ROOT = Path(__file__).resolve().parents[2]
# start the bot as `python -m bot` does, with Discord's API at `base` instead of discord.com
START = (
    "import sys, discord.http\n"
    "discord.http.Route.BASE = sys.argv[1]\n"
    "from bot.__main__ import main\n"
    "sys.exit(main([]))\n"
)


def start_bot(tmp_path: Path, base: str, **env: str) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "SALON_"))}
    environment.update(SALON_DATABASE=str(tmp_path / "salon.sqlite3"), SALON_SYNC_COMMANDS="0", **env)
    return subprocess.run(
        [sys.executable, "-c", START, base], cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=60
    )


def one_sentence(stderr: str) -> str:
    """The last line of stderr, after asserting that nothing before it is a traceback or an error."""
    assert "Traceback" not in stderr, stderr
    lines = [line for line in stderr.splitlines() if line.strip()]
    assert lines and not any(" ERROR " in line for line in lines), stderr
    return lines[-1]


class RefusesEveryToken(BaseHTTPRequestHandler):
    """Discord's answer to a token it does not know."""

    def do_GET(self):
        body = json.dumps({"message": "401: Unauthorized", "code": 0}).encode()
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def discord_refusing_tokens():
    server = ThreadingHTTPServer(("127.0.0.1", 0), RefusesEveryToken)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/api/v10"
    server.shutdown()
    server.server_close()


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_a_wrong_token_is_one_sentence_with_the_next_step(tmp_path, discord_refusing_tokens):
    done = start_bot(tmp_path, discord_refusing_tokens, DISCORD_TOKEN="not-a-real-token")
    assert done.returncode == 2  # a setting to fix: a service manager should not restart it
    sentence = one_sentence(done.stderr)
    assert sentence.startswith("Discord refused the bot token (DISCORD_TOKEN in .env)")
    assert "Reset Token" in sentence and "./run-bot.sh again" in sentence


@pytest.mark.parametrize("where", ["refused", "no such host"])
def test_no_network_is_one_sentence_with_the_next_step(tmp_path, where):
    base = (
        f"http://127.0.0.1:{closed_port()}/api/v10"
        if where == "refused"
        else "http://discord.salon-test.invalid/api/v10"
    )
    done = start_bot(tmp_path, base, DISCORD_TOKEN="some-token")
    assert done.returncode == 75  # EX_TEMPFAIL: a later start may work
    sentence = one_sentence(done.stderr)
    assert sentence.startswith("Salon cannot reach Discord (")
    assert "internet connection" in sentence and "./run-bot.sh again" in sentence


def test_a_database_that_cannot_be_opened_is_one_sentence(tmp_path):
    """setup_hook opens the store through open_store: what the admin reads if it cannot."""
    blocked = tmp_path / "file"
    blocked.write_text("")
    with pytest.raises(StartupFailure) as failure:
        asyncio.run(open_store(str(blocked / "salon.sqlite3")))  # its folder would be a file
    sentence, code = startup_problem(failure.value)
    assert (sentence, code) == (str(failure.value), 2)
    assert sentence.startswith("Salon cannot use its database") and "SALON_DATABASE" in sentence
    assert "\n" not in sentence


@pytest.fixture
def checkout(tmp_path):
    """run-bot.sh in a folder of its own, with an installed .venv (its python is this one)."""
    for name in ("run-bot.sh", "venv.sh", ".env.example", "pyproject.toml"):
        shutil.copy2(ROOT / name, tmp_path / name)
    (tmp_path / ".venv/bin").mkdir(parents=True)
    python = tmp_path / ".venv/bin/python"
    python.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    python.chmod(0o755)
    (tmp_path / ".venv/.installed-bot").touch()
    return tmp_path


def run_bot_sh(folder: Path) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "SALON_"))}
    return subprocess.run(
        ["bash", str(folder / "run-bot.sh")], cwd=folder, env=environment, capture_output=True, text=True, timeout=60
    )


def test_run_bot_sh_first_creates_env_then_asks_for_the_token_in_it(checkout):
    first = run_bot_sh(checkout)
    assert first.returncode == 2 and (checkout / ".env").exists()
    assert "Created .env from .env.example" in first.stdout + first.stderr
    second = run_bot_sh(checkout)  # .env is there now, its DISCORD_TOKEN still empty
    assert second.returncode == 2
    sentence = one_sentence(second.stderr)
    assert sentence.startswith(f"DISCORD_TOKEN is empty in {checkout / '.env'}")
    assert ".env.example" not in sentence and "./run-bot.sh again" in sentence


def test_without_env_file_or_token_it_says_to_copy_the_example(tmp_path):
    done = start_bot(tmp_path, "http://127.0.0.1:9/api/v10")
    assert done.returncode == 2
    assert one_sentence(done.stderr).startswith(f"No bot token: there is no {tmp_path / '.env'}. Copy .env.example")


def test_a_postgresql_server_that_does_not_answer_may_answer_a_later_start():
    with pytest.raises(StartupFailure) as failure:
        asyncio.run(open_store(f"postgresql://salon:secret@127.0.0.1:{closed_port()}/salon"))
    sentence, code = startup_problem(failure.value)
    assert code == 75 and sentence.startswith("Salon cannot use its database: cannot open database")
    assert "secret" not in sentence  # the password stays out of the console
