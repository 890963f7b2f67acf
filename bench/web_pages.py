"""The game pages (bot/web), served by `python -m bot web` in a process of its own on an SQLite
file of GAMES copies of one Spectaculum game with a history: a history page (the page at a past
step, its board and its summary) served cold (nothing kept yet) and warm (drawn before), and the
server's memory with every game's page opened, each holding its live event stream as a browser
tab does; and how long a move committed by another process takes to reach an open page's watcher,
woken by NOTIFY on PostgreSQL and by a look at the positions on an SQLite file."""

from __future__ import annotations

import asyncio
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

from bench import Figure
from bot.web.demo import DemoTable
from bot.web.live import Newsroom
from db import Store, pgserver
from db.bulk import copy_game

ROOT = Path(__file__).resolve().parents[1]
GAMES = 1000
HISTORY_STEPS = 40
T0 = 1_780_000_000.0


def measure(quick: bool = False) -> list[Figure]:
    figures = asyncio.run(_measure(games=200 if quick else GAMES, samples=5 if quick else 20))
    return figures + _news(samples=5 if quick else 20)


def _news(samples: int) -> list[Figure]:
    with tempfile.TemporaryDirectory(prefix="salon-news-") as folder, pgserver.server("SALON_BENCH_POSTGRES") as pg:
        with pgserver.schema(pg, prefix="news") as pg_url:
            notified = asyncio.run(_news_ms(pg_url, samples))
        looked = asyncio.run(_news_ms(str(Path(folder) / "news.sqlite3"), samples))
    return [
        Figure(
            "web",
            f"another process's move reaches an open page, PostgreSQL (NOTIFY), median of {samples}",
            notified,
            "ms",
        ),
        Figure(
            "web",
            f"another process's move reaches an open page, SQLite (a look every 2 s), median of {samples}",
            looked,
            "ms",
        ),
    ]


async def _news_ms(url: str, samples: int) -> float:
    """Milliseconds from a move committed through one store to the watcher of a newsroom on another
    store of the same database (two processes' connections), the median of `samples` moves."""
    waits = []
    async with await Store.open(url) as bot_store, await Store.open(url) as web_store:
        table = await DemoTable.create(bot_store, "spectaculum", 2, seed=3, now=T0)
        newsroom = Newsroom(web_store)
        await newsroom.start()
        try:
            game = await web_store.get_game(table.game_id)
            assert game is not None
            watched = newsroom.watch(table.game_id, game.position)
            for k in range(samples):
                began = time.perf_counter()
                if not await table.move(now=T0 + k + 1):
                    break
                await asyncio.wait_for(watched.wait(), 60)
                waits.append((time.perf_counter() - began) * 1000)
                watched.clear()
        finally:
            await newsroom.stop()
    return _median(waits)


async def _measure(games: int, samples: int) -> list[Figure]:
    with tempfile.TemporaryDirectory(prefix="salon-web-") as folder:
        database = str(Path(folder) / "web.sqlite3")
        tokens = await _games(database, games)
        port = _free_port()
        server = subprocess.Popen(
            [sys.executable, "-m", "bot", "web", "--port", str(port)],
            env={**os.environ, "SALON_DATABASE": database, "SALON_WEB_PORT": str(port), "SALON_WEB_SECRET": "bench"},
            cwd=ROOT,  # this checkout's code (its .env, if any, gives way to the settings above)
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        try:
            assert server.stdout is not None
            server.stdout.readline()  # "Game pages on …": it listens
            base = f"http://127.0.0.1:{port}"
            started_mb = _rss_mb(server.pid)
            connector = aiohttp.TCPConnector(limit=0)
            async with aiohttp.ClientSession(connector=connector) as http:
                cold, warm = [], []
                for i in range(samples):
                    reader = {"X-Forwarded-For": f"198.51.100.{i + 1}"}  # each sample its own reader
                    cold.append(await _history_page(http, base, tokens[i], 5 + i, reader))
                    warm.append(await _history_page(http, base, tokens[i], 5 + i, reader))
                drawn_mb = _rss_mb(server.pid)  # the catalogues, fonts and drawing caches are loaded now
                opened = await _open_every_page(http, base, tokens)
                opened_mb = _rss_mb(server.pid)
                for stream in opened:
                    stream.close()
        finally:
            server.terminate()
            server.wait(timeout=30)
    return [
        Figure("web", f"history page, cold (page, board, summary), median of {samples}", _median(cold), "ms"),
        Figure("web", f"history page, warm (drawn before), median of {samples}", _median(warm), "ms"),
        Figure("web", "server memory at start (RSS)", started_mb, "MB"),
        Figure("web", f"server memory after the {samples} history pages", drawn_mb, "MB"),
        Figure("web", f"server memory, {games:,} games' pages open with their event streams", opened_mb, "MB"),
        Figure("web", "memory per open page (over the history pages')", (opened_mb - drawn_mb) * 1024 / games, "KB"),
    ]


async def _games(database: str, games: int) -> list[str]:
    """GAMES copies of one Spectaculum game of HISTORY_STEPS steps, each with its page's token."""
    async with await Store.open(database) as store:
        table = await DemoTable.create(store, "spectaculum", 3, seed=11, now=T0)
        for k in range(HISTORY_STEPS):
            await table.move(now=T0 + k + 1)
        ids = [table.game_id] + await copy_game(store, table.game_id, games - 1, with_steps=True)
        return [await store.game_link(game_id, T0) for game_id in ids]


async def _history_page(http: aiohttp.ClientSession, base: str, token: str, n: int, headers: dict) -> float:
    """Milliseconds to get the page at step n and the two images it shows."""
    began = time.perf_counter()
    async with http.get(f"{base}/g/{token}?at={n}", headers=headers) as page:
        text = await page.text()
        assert page.status == 200, page.status
    for image in re.findall(r'<img id="(?:board|summary)" src="([^"]+)"', text):
        async with http.get(base + image, headers=headers) as response:
            await response.read()
            assert response.status == 200, response.status
    return (time.perf_counter() - began) * 1000


async def _open_every_page(http: aiohttp.ClientSession, base: str, tokens: list[str]) -> list:
    """Every game's page, and its event stream left open (each from a reader of its own)."""
    streams = []
    for i, token in enumerate(tokens):
        reader = {"X-Forwarded-For": f"10.{i >> 16 & 255}.{i >> 8 & 255}.{i & 255}"}
        async with http.get(f"{base}/g/{token}", headers=reader) as page:
            await page.read()
        stream = await http.get(f"{base}/g/{token}/events", headers=reader)
        await stream.content.readuntil(b"\n\n")  # retry:
        await stream.content.readuntil(b"\n\n")  # the first `moved`
        streams.append(stream)
    return streams


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _median(values: list[float]) -> float:
    return statistics.median(values)
