"""`python -m bot web --demo GAME --port N` on a real process: it prints the page's URL on a line
of its own, answers it with the page, serves the page's board as a PNG, and its AI seats move."""

from __future__ import annotations

import asyncio
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


async def test_the_offline_demo_serves_a_live_game(tmp_path):
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SALON_", "DISCORD_"))}
    demo = web_process("--demo", "spectaculum", "--port", str(port), "--pace", "0.5", cwd=ROOT, env=env)
    try:
        assert demo.stdout is not None
        url = (await asyncio.wait_for(asyncio.to_thread(demo.stdout.readline), 60)).strip()
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
            for _ in range(40):
                await asyncio.sleep(0.5)
                async with http.get(f"{url}/at/0.json") as data:
                    if (await data.json())["last"] > first:
                        break
            else:
                raise AssertionError("the demo's AI seats made no move")
    finally:
        demo.terminate()
        _, errors = demo.communicate(timeout=30)
    assert "Traceback" not in errors, errors


async def test_the_demo_s_seat_is_played_on_its_page(tmp_path):
    """`--play 1`: the address printed signs its reader in on seat 1, whose decision the page is
    given and whose move, sent as the page sends it, is played; the AI plays the other seat."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SALON_", "DISCORD_"))}
    args = ("--demo", "spectaculum", "--play", "1", "--port", str(port), "--pace", "0.2")
    demo = web_process(*args, cwd=ROOT, env=env)
    try:
        assert demo.stdout is not None
        url = (await asyncio.wait_for(asyncio.to_thread(demo.stdout.readline), 60)).strip()
        found = re.fullmatch(rf"(http://127\.0\.0\.1:{port})(/g/[A-Za-z0-9_-]{{22}})/in\?s=0&.*", url)
        assert found is not None, url
        origin, page = found.groups()
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
            async with http.get(url) as signed_in:
                assert signed_in.status == 200 and str(signed_in.url) == origin + page
                assert "Signed in as <bdi>You</bdi>" in await signed_in.text()
            for _ in range(100):
                async with http.get(f"{origin}{page}/decision.json") as answer:
                    assert answer.status == 200
                    decision = await answer.json()
                if any(option["final"] for option in decision["options"]):
                    break
                assert not decision["options"] or decision["path"] == [], "the page's seat waits at a chain's start"
                await asyncio.sleep(0.3)
            else:
                raise AssertionError("the page's seat was never asked to move")
            choice = next(option["id"] for option in decision["options"] if option["final"])
            body = {"position": decision["position"], "side": False, "path": [], "choice": choice}
            async with http.post(f"{origin}{page}/move", json=body, headers={"Origin": origin}) as moved:
                assert moved.status == 200, await moved.text()
                answer = await moved.json()
            assert answer["ok"] and answer["position"] > decision["position"] and answer["done"]
            async with http.get(f"{origin}{page}/decision.json") as after:
                assert (await after.json())["position"] >= answer["position"]
    finally:
        demo.terminate()
        _, errors = demo.communicate(timeout=30)
    assert "Traceback" not in errors, errors


async def test_the_demo_s_seats_are_each_played_on_the_page_by_their_own_reader(tmp_path):
    """`--play 1,2`: a sign-in address per seat, in their order; with every seat played on the page
    nothing moves but what the readers choose, each on their own seat's turn."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SALON_", "DISCORD_"))}
    args = ("--demo", "spectaculum", "--play", "1,2", "--port", str(port), "--pace", "0.1")
    demo = web_process(*args, cwd=ROOT, env=env)
    try:
        assert demo.stdout is not None
        links = [(await asyncio.wait_for(asyncio.to_thread(demo.stdout.readline), 60)).strip() for _ in range(2)]
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
    finally:
        demo.terminate()
        _, errors = demo.communicate(timeout=30)
    assert "Traceback" not in errors, errors
