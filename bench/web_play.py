"""Playing on the game's page (bot/web/moves.py), as a reader does: `python -m bot web --demo GAME
--play 1` at each game's largest table in a process of its own, its first seat played through
decision.json and POST move with random choices while the AI plays the others. For each game:
the clicks a decision costs (an option on the board or beside it is one; a multi choice its
ticks and a confirmation), how many decisions point at the board, the time from a click that
completes a move to the next board the page shows (the move, the next decision, the board's
image), and the bytes that step downloads on a page following the game live (its JSON, and what
changed on the board and the summary since the step before, laid over them)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import re
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp

from bench import Figure
from engines import registry

ROOT = Path(__file__).resolve().parents[1]
STEP_MS = 300.0  # issue 30: p95 from a click to the next board shown
STEP_KB = 60.0  # and the bytes of a live step
WEBP = {"Accept": "image/avif,image/webp,image/*,*/*;q=0.8"}  # as a browser asks for an image
POLL = 0.15  # seconds between asking whether the page's seat must act (within its allowance)
# the demo's game: the same one each run (its deal and the AI's choices), so that two runs, or the
# code before and after a change, are timed on the same moves
SEED = 1


def measure(quick: bool = False, only: str | None = None) -> list[Figure]:
    """A seat played on the page of each game (`only`: of that game alone), at the largest
    table (the smallest in a smoke run)."""
    figures: list[Figure] = []
    for name in [only] if only else sorted(registry.all_games()):
        counts = registry.get(name).player_counts
        figures += asyncio.run(_play(name, min(counts) if quick else max(counts), moves=5 if quick else 30))
    return figures


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.asynccontextmanager
async def demo_served(name: str, players: int, pace: float = 0.05) -> AsyncIterator[tuple[str, str, str, int]]:
    """`python -m bot web --demo` of `name` at `players` (the game of SEED) with its first seat
    played on the page and the AI at `pace`, in a process of its own: the server's origin, the
    page's path, the seat's sign-in link and the process's id."""
    port = _free_port()
    args = ["--demo", name, "--players", str(players), "--play", "1", "--pace", str(pace), "--port", str(port)]
    args += ["--seed", str(SEED)]
    demo = subprocess.Popen(
        [sys.executable, "-m", "bot", "web", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert demo.stdout is not None
        link = (await asyncio.to_thread(demo.stdout.readline)).strip()
        found = re.fullmatch(r"(http://[^/]+)(/g/[A-Za-z0-9_-]+)/in\?.*", link)
        assert found is not None, link
        origin, page = found.groups()
        yield origin, page, link, demo.pid
    finally:
        demo.terminate()
        demo.wait(timeout=30)


async def _play(name: str, players: int, moves: int) -> list[Figure]:
    async with (
        demo_served(name, players) as (origin, page, link, _),
        aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http,
    ):
        async with http.get(link) as signed_in:
            assert signed_in.status == 200
        return await _moves(http, origin, page, name, players, moves)


class _Stale(Exception):
    """The seat's decision changed while it chose (another seat moved): as the page, start again."""


async def _decision(http: aiohttp.ClientSession, url: str, path: list[str]) -> dict | None:
    """The seat's decision at `path`, None once the game is over (its session with it)."""
    while True:
        async with http.get(url, params={"path": ",".join(path)}) as answer:
            if answer.status == 429:
                await asyncio.sleep(float(answer.headers["Retry-After"]))
                continue
            if answer.status == 403:
                return None
            if answer.status == 409:
                raise _Stale
            assert answer.status == 200, await answer.text()
            return await answer.json()


async def _chosen(
    http: aiohttp.ClientSession, decision_url: str, rng: random.Random, clicks: list[int]
) -> tuple[dict, int] | None:
    """A complete choice of the seat's next move (clicks counted into `clicks`) and how many of its
    decisions had an option on the board; None once the game is over; _Stale if it changed meanwhile."""
    path: list[str] = []
    lit = 0
    asked = await _decision(http, decision_url, path)
    while asked is not None and not asked["options"] and asked["number"] is None:
        await asyncio.sleep(POLL)
        asked = await _decision(http, decision_url, path)
    while asked is not None:
        lit += any(o["box"] for o in asked["options"])
        body: dict = {"position": asked["position"], "side": False, "path": path}
        if asked["number"] is not None:
            body["value"] = rng.randint(*asked["number"])
            clicks.append(2)  # the number, then its confirmation
        elif asked["max"] > 1:
            ids = [o["id"] for o in asked["options"]]
            body["ids"] = rng.sample(ids, rng.randint(asked["min"], min(asked["max"], len(ids))))
            clicks.append(len(body["ids"]) + 1)  # each tick, then the confirmation
        else:
            option = rng.choice(asked["options"])
            clicks.append(1)
            if not option["final"]:
                path.append(option["id"])
                asked = await _decision(http, decision_url, path)
                continue
            body["choice"] = option["id"]
        return body, lit
    return None


async def _moves(http: aiohttp.ClientSession, origin: str, page: str, name: str, players: int, moves: int):
    rng = random.Random(name)
    clicks: list[int] = []
    on_board = 0
    step_ms: list[float] = []
    step_bytes: list[int] = []
    decision_url = f"{origin}{page}/decision.json"
    for _ in range(moves):
        try:
            chosen = await _chosen(http, decision_url, rng, clicks)
        except _Stale:
            continue  # the page shows the new decision; this one counts for nothing
        if chosen is None:
            break  # the game is over
        body, lit = chosen
        on_board += lit
        while True:
            began = time.perf_counter()
            async with http.post(f"{origin}{page}/move", json=body, headers={"Origin": origin}) as moved:
                if moved.status == 429:  # quicker than a seat's allowance: as the page, wait and send it again
                    await asyncio.sleep(float(moved.headers["Retry-After"]))
                    continue
                stale = moved.status == 409
                assert stale or moved.status == 200, await moved.text()
            break
        if stale:
            continue
        following = await _decision(http, decision_url, [])
        if following is None:
            break  # that move ended the game
        async with http.get(origin + following["board"]["src"]) as image:
            await image.read()
        step_ms.append((time.perf_counter() - began) * 1000)
        step_bytes.append(await _live_step_bytes(http, origin, page, following["board"]["src"]))
    table = f"{name} {players}p"
    decisions = len(clicks)
    return [
        Figure(
            table, f"page: clicks per decision (mean of {decisions})", sum(clicks) / max(decisions, 1), "", digits=2
        ),
        Figure(table, "page: decisions with an option on the board", 100 * on_board / max(decisions, 1), "%", digits=0),
        Figure(table, f"page: a move's click to the next board shown, p50 of {len(step_ms)}", _at(step_ms, 0.5), "ms"),
        Figure(table, "page: a move's click to the next board shown, p95", _at(step_ms, 0.95), "ms", at_most=STEP_MS),
        Figure(
            table,
            "page: a live step downloads (JSON, board and summary changes), largest",
            max(step_bytes, default=0) / 1024,
            "KB",
            at_most=STEP_KB,
        ),
    ]


async def _live_step_bytes(http: aiohttp.ClientSession, origin: str, page: str, board: str) -> int:
    """The bytes step n (of the board at `board`) downloads on a page that shows step n-1, as
    the page's script asks for them: the step's JSON, then each image's change, or the whole image
    where the JSON gives none."""
    found = re.search(r"/board/(\d+)-", board)
    assert found is not None, board
    n = int(found[1])
    # a reader of its own (as the server's proxy would name one) for each step: this one client
    # asks far quicker than a person's page, and a renders allowance spent would send the whole
    # images instead of the changes
    reader = {"X-Forwarded-For": f"10.{n // 250 % 250}.{n % 250}.1"}
    json_url = f"{origin}{page}/at/{n}.json?after={n - 1}"
    async with http.get(json_url, headers={"Accept": "application/json, image/webp", **reader}) as answer:
        assert answer.status == 200, await answer.text()
        body = await answer.read()
        data = await answer.json()
    total = len(body)
    for kind in ("board", "summary"):
        change = data[f"{kind}_delta"]
        async with http.get(origin + (change["src"] if change else data[kind]), headers=WEBP | reader) as image:
            assert image.status == 200, await image.text()
            total += len(await image.read())
    return total


def cpu_ms(pid: int) -> float:
    """The CPU time a process and every process under it (its drawing workers) has taken so far."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rpartition(")")[2].split()
        with open(f"/proc/{pid}/task/{pid}/children") as listed:
            children = [int(child) for child in listed.read().split()]
    except OSError:  # gone meanwhile, or no /proc
        return 0.0
    own = (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")  # utime, stime
    return own + sum(cpu_ms(child) for child in children)


def _at(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]
