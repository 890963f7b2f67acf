"""`python -m bot web --demo GAME --port N` on a real process: it prints the page's URL on a line
of its own, answers it with the page, serves the page's board as a PNG, and its AI seats move."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import socket
from pathlib import Path

import aiohttp

from tests.support.processes import web_process

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@contextlib.asynccontextmanager
async def demo_serving(*args: str, lines: int = 1):
    """`python -m bot web --demo ARGS` in a process of its own, with no SALON_ or DISCORD_ setting
    of this machine: the first `lines` it prints (its addresses). Stopped after; it must have
    written no traceback."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SALON_", "DISCORD_"))}
    demo = web_process("--demo", *args, cwd=ROOT, env=env)
    try:
        assert demo.stdout is not None
        yield [(await asyncio.wait_for(asyncio.to_thread(demo.stdout.readline), 60)).strip() for _ in range(lines)]
    finally:
        demo.terminate()
        _, errors = demo.communicate(timeout=30)
    assert "Traceback" not in errors, errors


async def on_news(http: aiohttp.ClientSession, page: str, look, limit: float = 20.0):
    """`look` at the news of `page`'s game as its live page hears them (its event stream): now and
    after each move, until it finds something (not None), which is returned; woken by the moves,
    not asking again and again."""
    async with asyncio.timeout(limit), http.get(f"{page}/events") as stream:
        async for line in stream.content:
            if line.startswith(b"data: ") and (found := await look(json.loads(line.removeprefix(b"data: ")))):
                return found
    raise AssertionError("the stream ended")


async def test_the_offline_demo_serves_a_live_game(tmp_path):
    port = free_port()
    async with demo_serving("spectaculum", "--port", str(port), "--pace", "0.5") as (url,):
        assert re.fullmatch(rf"http://127\.0\.0\.1:{port}/g/[A-Za-z0-9_-]{{22}}", url), url
        async with aiohttp.ClientSession() as http:
            async with http.get(url) as page:
                assert page.status == 200 and page.content_type == "text/html"
                text = await page.text()
            assert "Spectaculum" in text and "AI 1 (easy)" in text
            board = re.search(r'<img id="board" src="([^"]+)"', text)
            assert board is not None
            async with http.get(f"http://127.0.0.1:{port}{board.group(1)}") as image:
                assert image.status == 200 and image.content_type == "image/png"
                assert (await image.read()).startswith(b"\x89PNG\r\n\x1a\n")
            last = re.search(r'data-last="(\d+)"', text)
            assert last is not None
            first = int(last.group(1))

            async def moved(news: dict) -> dict | None:
                return news if news["last"] > first else None

            await on_news(http, url, moved)  # the demo's AI seats moved


async def test_the_demo_s_seat_is_played_on_its_page(tmp_path):
    """`--play 1`: the address printed signs its reader in on seat 1, whose decision the page is
    given and whose move, sent as the page sends it, is played; the AI plays the other seat."""
    port = free_port()
    async with demo_serving("spectaculum", "--play", "1", "--port", str(port), "--pace", "0.2") as (url,):
        found = re.fullmatch(rf"(http://127\.0\.0\.1:{port})(/g/[A-Za-z0-9_-]{{22}})/in\?s=0&.*", url)
        assert found is not None, url
        origin, page = found.groups()
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
            async with http.get(url) as signed_in:
                assert signed_in.status == 200 and str(signed_in.url) == origin + page
                assert "Signed in as <bdi>You</bdi>" in await signed_in.text()

            async def asked(news: dict) -> dict | None:
                async with http.get(f"{origin}{page}/decision.json") as answer:
                    assert answer.status == 200
                    decision = await answer.json()
                if any(option["final"] for option in decision["options"]):
                    return decision
                assert not decision["options"] or decision["path"] == [], "the page's seat waits at a chain's start"
                return None

            decision = await on_news(http, origin + page, asked)  # the page's seat is asked to move
            choice = next(option["id"] for option in decision["options"] if option["final"])
            body = {"position": decision["position"], "side": False, "path": [], "choice": choice}
            async with http.post(f"{origin}{page}/move", json=body, headers={"Origin": origin}) as moved:
                assert moved.status == 200, await moved.text()
                answer = await moved.json()
            assert answer["ok"] and answer["position"] > decision["position"] and answer["done"]
            async with http.get(f"{origin}{page}/decision.json") as after:
                assert (await after.json())["position"] >= answer["position"]


async def test_the_demo_s_seats_are_each_played_on_the_page_by_their_own_reader(tmp_path):
    """`--play 1,2`: a sign-in address per seat, in their order; with every seat played on the page
    nothing moves but what the readers choose, each on their own seat's turn."""
    port = free_port()
    args = ("spectaculum", "--play", "1,2", "--port", str(port), "--pace", "0.1")
    async with demo_serving(*args, lines=2) as links:
        assert [re.search(r"/in\?s=(\d)&", link).group(1) for link in links] == ["0", "1"], links
        origin = f"http://127.0.0.1:{port}"
        page = re.search(r"(/g/[A-Za-z0-9_-]+)/in\?", links[0]).group(1)
        readers = [aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) for _ in links]
        try:
            for reader, link, name in zip(readers, links, ("You (seat 1)", "You (seat 2)"), strict=True):
                async with reader.get(link) as signed_in:
                    assert f"Signed in as <bdi>{name}</bdi>" in await signed_in.text()
            positions = []
            for _ in range(4):
                decisions = []
                for reader in readers:
                    async with reader.get(f"{origin}{page}/decision.json") as answer:
                        decisions.append(await answer.json())
                acting = [k for k, d in enumerate(decisions) if d["options"]]
                assert len(acting) == 1, decisions
                asked, path = decisions[acting[0]], []
                while not any(option["final"] for option in asked["options"]):  # a chain: its first option
                    path.append(asked["options"][0]["id"])
                    url = f"{origin}{page}/decision.json?path={','.join(path)}"
                    async with readers[acting[0]].get(url) as answer:
                        asked = await answer.json()
                choice = next(option["id"] for option in asked["options"] if option["final"])
                body = {"position": asked["position"], "side": False, "path": path, "choice": choice}
                await asyncio.sleep(0.3)  # the demo's pace passes: its AI plays no seat of a reader
                async with readers[acting[0]].post(
                    f"{origin}{page}/move", json=body, headers={"Origin": origin}
                ) as moved:
                    assert moved.status == 200, await moved.text()
                    positions.append((await moved.json())["position"])
            assert positions == sorted(set(positions)), positions
        finally:
            for reader in readers:
                await reader.close()


async def test_the_demo_s_seed_deals_the_same_game_again(capsys):
    """`--seed S`: the same seed deals the same game (as the page shows it), another seed another."""
    from bot.web.standalone import demo

    boards = []
    for seed in (5, 5, 6):
        serving = asyncio.ensure_future(demo("spectaculum", 3, 0, "en", 1000.0, seed=seed))  # the AI waits
        async with asyncio.timeout(30):
            while not (printed := capsys.readouterr().out.strip()):
                await asyncio.sleep(0.05)
        async with aiohttp.ClientSession() as http, http.get(f"{printed}/at/0.json") as step:
            boards.append((await step.json())["text_board"])
        serving.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await serving
    assert boards[0] == boards[1] != boards[2]
