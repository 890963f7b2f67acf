"""A newcomer's start: what `./run-bot.sh` and `python -m bot` say when the bot cannot start.

Each problem an admin can fix (no token, a wrong token, no network, a database that cannot be
opened) is one sentence on stderr with the next step, never a traceback. The bot runs as a real
process against a stand-in for Discord's REST API on this machine (discord.py's own login path)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from bot.runtime.startup import StartupFailure, open_store, startup_problem
from db import SeenUser
from tests.support.processes import web_process

ROOT = Path(__file__).resolve().parents[2]
# start the bot as `python -m bot` does, with Discord's API at `base` instead of discord.com
START = (
    "import sys, discord.http\n"
    "discord.http.Route.BASE = sys.argv[1]\n"
    "from bot.__main__ import main\n"
    "sys.exit(main([]))\n"
)


def clean_environment() -> dict[str, str]:
    """This environment without Salon's settings, importing Salon from this checkout."""
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "SALON_"))}
    environment["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    return environment


def start_bot(tmp_path: Path, base: str, **env: str) -> subprocess.CompletedProcess:
    environment = clean_environment()
    environment.update({"SALON_DATABASE": str(tmp_path / "salon.sqlite3"), "SALON_SYNC_COMMANDS": "0", **env})
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
    environment = clean_environment()
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


@pytest.mark.parametrize("database", ["a folder", "not a database"])
def test_a_database_that_cannot_be_opened_is_told_before_discord_even_offline(tmp_path, database):
    """SALON_DATABASE naming a folder fails as a read-only folder does (`unable to open database
    file`; root, who runs these tests, may write in any folder); both are told without network."""
    path = tmp_path / "games"
    if database == "a folder":
        path.mkdir()
    else:
        path.write_bytes(b"these are not the games you are looking for" * 100)
    done = start_bot(tmp_path, f"http://127.0.0.1:{closed_port()}/api/v10", DISCORD_TOKEN="t", SALON_DATABASE=str(path))
    assert done.returncode == 2, done.stderr
    sentence = one_sentence(done.stderr)
    assert sentence.startswith(f"Salon cannot use its database: cannot open database {path}: ")
    assert "SALON_DATABASE" in sentence and "./run-bot.sh again" in sentence


@pytest.mark.parametrize(
    "name, value",
    [
        ("SALON_TEST_GUILD", "abc"),
        ("SALON_TEST_GUILD", "-5"),
        ("SALON_LANGUAGE", "de"),
        ("SALON_SYNC_COMMANDS", "maybe"),
        ("SALON_AI_PACE", "fast"),
        ("SALON_AI_PACE", "-1"),
        ("SALON_AI_PACE", "nan"),
        ("SALON_SHARDS", "all"),
        ("SALON_LOG_LEVEL", "loud"),
        ("SALON_IMAGE_MEMORY", "lots"),
        ("SALON_IMAGE_MEMORY", "100000"),
        ("SALON_WEB_PORT", "99999"),
        ("SALON_WEB_PORT", "eighty"),
    ],
)
def test_a_setting_that_cannot_be_used_is_named_in_one_sentence(tmp_path, name, value):
    done = start_bot(tmp_path, f"http://127.0.0.1:{closed_port()}/api/v10", DISCORD_TOKEN="t", **{name: value})
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1
    sentence = one_sentence(done.stderr)
    assert name in sentence and value in sentence, sentence


@pytest.mark.parametrize("url", ["sqlite:///games.sqlite3", "mysql://salon:secret@db.example.org/salon"])
def test_a_database_url_salon_cannot_use_is_refused_without_its_password(tmp_path, url):
    """Not made an SQLite file named after the URL (that would start an empty database in a
    folder called `sqlite:`); the sentence names the scheme and the two forms Salon takes."""
    done = start_bot(tmp_path, f"http://127.0.0.1:{closed_port()}/api/v10", DISCORD_TOKEN="t", SALON_DATABASE=url)
    assert done.returncode == 2, done.stderr
    sentence = one_sentence(done.stderr)
    scheme = url.split(":")[0]
    expected = f"SALON_DATABASE={scheme}://… cannot be used: it must be the path of an SQLite file"
    assert sentence.startswith(expected), sentence
    assert "postgresql://user@host/database" in sentence and "secret" not in sentence
    assert not any(tmp_path.rglob("*.sqlite3")) and not (tmp_path / "sqlite:").exists()


def test_log_level_warning_leaves_only_what_went_wrong(tmp_path, discord_refusing_tokens):
    done = start_bot(tmp_path, discord_refusing_tokens, DISCORD_TOKEN="t", SALON_LOG_LEVEL="warning")
    assert done.returncode == 2
    assert done.stderr.splitlines() == [one_sentence(done.stderr)]  # no INFO line before it


def test_version():
    done = subprocess.run([sys.executable, "-m", "bot", "--version"], cwd=ROOT, capture_output=True, text=True)
    version = re.search(r'^version = "(.+)"$', (ROOT / "pyproject.toml").read_text(), re.M)
    assert done.returncode == 0 and version
    assert done.stdout == f"Salon {version[1]}\n"


CLIENT_ID = 4242
USER = {"id": str(CLIENT_ID), "username": "Salon", "discriminator": "0", "avatar": None, "bot": True}
APPLICATION = {
    "id": str(CLIENT_ID),
    "name": "Salon",
    "icon": None,
    "description": "",
    "bot_public": True,
    "bot_require_code_grant": False,
    "verify_key": "0",
    "flags": 0,
    "owner": {"id": "1", "username": "owner", "discriminator": "0", "avatar": None},
}


def fake_discord(*, gateway: bool):
    """Discord's REST login on a local port (its origin yielded), and with `gateway` a gateway
    there that says READY with two servers (still unavailable: discord.py counts them and, after
    its short wait for their details, is ready)."""
    from aiohttp import web

    async def ok(_request, body):  # exactly this content type, as discord.py reads it
        return web.Response(body=json.dumps(body).encode(), headers={"Content-Type": "application/json"})

    async def ready_with_two_servers(request):
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        await socket.send_json({"op": 10, "d": {"heartbeat_interval": 45000}})
        async for message in socket:
            if json.loads(message.data)["op"] == 2:  # IDENTIFY
                guilds = [{"id": str(9000 + i), "unavailable": True} for i in range(2)]
                ready = {"v": 10, "user": USER, "guilds": guilds, "session_id": "s", "application": APPLICATION}
                ready["resume_gateway_url"] = str(request.url.origin())
                await socket.send_json({"op": 0, "t": "READY", "s": 1, "d": ready})
        return socket

    app = web.Application()
    app.router.add_get("/api/v10/users/@me", lambda r: ok(r, USER))
    app.router.add_get("/api/v10/oauth2/applications/@me", lambda r: ok(r, APPLICATION))
    if gateway:
        app.router.add_get("/", ready_with_two_servers)
    loop = asyncio.new_event_loop()
    runner = web.AppRunner(app)
    loop.run_until_complete(runner.setup())
    site = web.TCPSite(runner, "127.0.0.1", 0)
    loop.run_until_complete(site.start())
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{runner.addresses[0][1]}"
    asyncio.run_coroutine_threadsafe(runner.cleanup(), loop).result(10)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(10)
    loop.close()


@pytest.fixture
def discord_with_two_servers():
    yield from fake_discord(gateway=True)


@pytest.fixture
def discord_without_gateway():
    """Discord's REST login answers; its gateway cannot be reached."""
    yield from fake_discord(gateway=False)


def bot_with_gateway(tmp_path: Path, origin: str, gateway: str) -> tuple[list[str], dict[str, str]]:
    """The command and environment that start the bot with Discord's API at `origin` and its
    gateway at `gateway`."""
    start = START.replace(
        "from bot.__main__",
        f"import discord.gateway, yarl\ndiscord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL('{gateway}')\n"
        "from bot.__main__",
    )
    environment = clean_environment()
    environment.update(DISCORD_TOKEN="t", SALON_DATABASE=str(tmp_path / "s.sqlite3"), SALON_SYNC_COMMANDS="0")
    environment.update(NO_COLOR="1")
    return [sys.executable, "-c", start, f"{origin}/api/v10"], environment


def test_a_gateway_that_cannot_be_reached_is_one_sentence_with_the_next_step(tmp_path, discord_without_gateway):
    """The login works, the gateway's connection fails: discord.py's own retry of a first
    connection dies on an AttributeError; the admin reads why, as when the login fails."""
    command, environment = bot_with_gateway(tmp_path, discord_without_gateway, f"http://127.0.0.1:{closed_port()}/")
    done = subprocess.run(command, cwd=tmp_path, env=environment, capture_output=True, text=True, timeout=60)
    assert done.returncode == 75, done.stderr  # EX_TEMPFAIL: a later start may work
    sentence = one_sentence(done.stderr)  # no traceback, no ERROR line before it
    assert sentence.startswith("Salon cannot reach Discord (") and "127.0.0.1" in sentence, sentence
    assert "./run-bot.sh again" in sentence


def test_a_start_is_summed_up_with_the_invite_url_and_a_stop_is_told(tmp_path, discord_with_two_servers):
    from bot.ui.permissions import INVITED

    origin = discord_with_two_servers
    command, environment = bot_with_gateway(tmp_path, origin, f"{origin}/")
    bot = subprocess.Popen(command, cwd=tmp_path, env=environment, stderr=subprocess.PIPE, text=True)
    lines = []
    try:
        assert bot.stderr is not None
        for line in bot.stderr:
            lines.append(line)
            if "is ready" in line:
                break
        bot.send_signal(signal.SIGTERM)  # what systemctl stop sends
        _, rest = bot.communicate(timeout=30)
    finally:
        bot.kill()
    said = "".join(lines) + rest
    assert bot.returncode == 0, said
    assert "Traceback" not in said and " ERROR " not in said, said
    version = re.search(r'^version = "(.+)"$', (ROOT / "pyproject.toml").read_text(), re.M)
    assert version
    assert (
        f"Salon {version[1]} starting: database SQLite {tmp_path / 's.sqlite3'}, one process, all shards, "
        "log level INFO." in said
    )
    assert (
        "Invite Salon to a server with https://discord.com/oauth2/authorize?"
        f"client_id={CLIENT_ID}&scope=bot+applications.commands&permissions={INVITED.value}\n" in said
    )
    assert INVITED.embed_links and INVITED.attach_files and INVITED.create_public_threads
    assert "Salon is ready as Salon, in 2 servers." in said
    assert said.rstrip().endswith("Salon stopped.")


def test_the_readme_shows_the_invite_url_and_every_setting():
    from bot.ui.permissions import INVITED

    readme, example = (ROOT / "README.md").read_text(), (ROOT / ".env.example").read_text()
    assert (
        "https://discord.com/oauth2/authorize?client_id=YOUR_CLIENT_ID&scope=bot+applications.commands"
        f"&permissions={INVITED.value}" in readme
    )
    settings = set(re.findall(r'"((?:SALON|DISCORD)_[A-Z_]+)"', (ROOT / "bot/runtime/settings.py").read_text()))
    assert "SALON_LOG_LEVEL" in settings and len(settings) >= 7
    for name in settings:
        assert f"| `{name}` |" in readme and f"\n{name}=" in example, name


def test_run_bot_sh_creates_env_readable_only_by_its_owner(checkout):
    run_bot_sh(checkout)
    assert (checkout / ".env").stat().st_mode & 0o777 == 0o600  # it will hold the token


# -- the game pages' port, and `python -m bot web` -------------------------------------------------


class CountsRequests(RefusesEveryToken):
    asked: list[str] = []

    def do_GET(self):
        CountsRequests.asked.append(self.path)
        super().do_GET()


def test_a_web_port_in_use_is_told_before_discord_is_asked(tmp_path):
    server = ThreadingHTTPServer(("127.0.0.1", 0), CountsRequests)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    CountsRequests.asked = []
    try:
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            port = taken.getsockname()[1]
            base = f"http://127.0.0.1:{server.server_address[1]}/api/v10"
            done = start_bot(tmp_path, base, DISCORD_TOKEN="t", SALON_WEB_PORT=str(port))
    finally:
        server.shutdown()
        server.server_close()
    assert done.returncode == 2, done.stderr
    sentence = one_sentence(done.stderr)
    assert f"127.0.0.1:{port}" in sentence and "SALON_WEB_PORT" in sentence, sentence
    assert CountsRequests.asked == [], "the token was never sent"


def bot_web(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    environment = clean_environment() | env
    return subprocess.run(
        [sys.executable, "-m", "bot", "web", *args],
        cwd=tmp_path,
        env=environment,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize("port", ["99999", "-1", "http"])
def test_a_port_out_of_range_for_the_pages_is_a_usage_error(tmp_path, port):
    done = bot_web(tmp_path, "--port", port)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.splitlines()[-1].endswith(f"a port is a number from 1 to 65535 (0: any free one), not {port!r}")


def test_the_pages_started_elsewhere_make_no_empty_database(tmp_path):
    done = bot_web(tmp_path, "--port", "0")
    assert done.returncode == 2
    sentence = one_sentence(done.stderr)
    assert sentence.startswith(f"There is no database at {tmp_path / 'salon.sqlite3'}"), sentence
    assert "SALON_DATABASE" in sentence
    assert not list(tmp_path.iterdir())


async def _a_game_with_a_person(database: Path) -> tuple[str, str]:
    """(the page token, the person's name) of a running game in a new database."""
    from bot.web.demo import DemoTable
    from db import Store

    name = "Zdeňka Nevyslovitelná"
    async with await Store.open(str(database)) as store:
        table = await DemoTable.create(store, "spectaculum", 2, seed=7, now=1_780_000_000.0)
        await table.move(now=1_780_000_001.0)
        await store.remember_user(5, SeenUser(name, "cs"))
        await store.hand_over_seat(table.game_id, 0, expected_user_id=None, user_id=5, now=1_780_000_002.0)
        return await store.game_link(table.game_id, 1_780_000_000.0), name


def test_the_pages_on_port_0_say_the_real_port_and_debug_logs_no_token_nor_name(tmp_path):
    import urllib.request

    token, name = asyncio.run(_a_game_with_a_person(tmp_path / "salon.sqlite3"))
    environment = clean_environment() | {"SALON_LOG_LEVEL": "DEBUG", "SALON_WEB_PORT": "0"}
    web = web_process(cwd=tmp_path, env=environment)
    try:
        assert web.stdout is not None
        line = web.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert found and found[1] != "0", line
        page = urllib.request.urlopen(f"http://127.0.0.1:{found[1]}/g/{token}", timeout=30).read().decode()
        assert name in page
        web.send_signal(signal.SIGINT)
        _, said = web.communicate(timeout=30)
    finally:
        web.kill()
    said = re.sub(r"\x1b\[[0-9;]*m", "", said)  # the console's colours
    assert "Traceback" not in said and not re.search(r"\bERROR\b", said), said
    assert re.search(r"\bDEBUG\b", said), "the log is at DEBUG"
    assert token not in said and name not in said, said
    assert "SALON_WEB_PORT is set but SALON_WEB_URL is not" in said
