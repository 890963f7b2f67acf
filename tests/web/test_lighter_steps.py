"""Lighter steps (issue 30): a step's board and summary are sent as a lossless WebP to a browser
that takes it and as a PNG otherwise, at the same immutable URL (content negotiation); a
finished game's animated replay is drawn once, in a worker process, while the pages keep
answering."""

from __future__ import annotations

import asyncio
import functools
import io
import multiprocessing

import pytest
from PIL import Image

from bot.presenters.drawing import Drawing
from bot.record.replay import animation
from bot.web.server import takes_webp
from tests.web.conftest import T0, played
from tests.web.test_routes import PNG, assert_secure

HANG_S = 300  # only a guard against a hang (a worker's start on a loaded machine), never a measure
BROWSER = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"  # what Chromium sends for an <img>


def _is_webp(body: bytes) -> bool:
    return body[:4] == b"RIFF" and body[8:12] == b"WEBP"


def _pixels(body: bytes) -> bytes:
    with Image.open(io.BytesIO(body)) as image:
        return image.convert("RGB").tobytes()


async def test_a_browser_that_takes_webp_gets_the_same_pixels_in_fewer_bytes_at_the_same_url(client, token):
    data = await (await client.get(f"/g/{token}/at/3.json")).json()
    for url in (data["board"], data["summary"]):
        webp = await client.get(url, headers={"Accept": BROWSER})
        png = await client.get(url, headers={"Accept": "image/png,image/*;q=0.8"})
        webp_body, png_body = await webp.read(), await png.read()
        assert webp.status == png.status == 200
        assert webp.content_type == "image/webp" and _is_webp(webp_body)
        assert png.content_type == "image/png" and png_body.startswith(PNG)
        assert _pixels(webp_body) == _pixels(png_body), "lossless: not a pixel changed"
        assert len(webp_body) < len(png_body)
        for response in (webp, png):
            assert response.headers["Vary"] == "Accept"
            assert response.headers["Cache-Control"] == "private, max-age=31536000, immutable"
            assert_secure(response)
        assert webp.headers["ETag"] != png.headers["ETag"], "a cache must not answer one with the other"

        cached = await client.get(url, headers={"Accept": BROWSER, "If-None-Match": webp.headers["ETag"]})
        assert cached.status == 304 and cached.headers["Vary"] == "Accept"
        other = await client.get(url, headers={"If-None-Match": webp.headers["ETag"]})
        assert other.status == 200 and (await other.read()).startswith(PNG), "no Accept: the PNG, not a 304"


@pytest.mark.parametrize(
    ("accept", "webp"),
    [
        (BROWSER, True),
        ("image/webp", True),
        ("IMAGE/WebP ; q=0.5", True),
        ("image/webp;q=0, image/png", False),
        ("image/webp;q=0.0", False),
        ("image/webp;q=nonsense", False),
        ("image/*,*/*;q=0.8", False),  # a wildcard promises nothing about WebP
        ("image/png", False),
        ("", False),
    ],
)
def test_webp_is_sent_only_where_the_accept_header_names_it(accept, webp):
    from aiohttp.test_utils import make_mocked_request

    headers = {"Accept": accept} if accept else {}
    assert takes_webp(make_mocked_request("GET", "/", headers=headers)) is webp


# ------------------------------------------------------------------ the replay, in a worker process


def _drawn_once_let(gate, document, language: str) -> bytes:
    """The replay's drawing, in the worker, once the test lets it start."""
    gate.wait()
    return animation(document, language)


async def test_a_replay_is_drawn_once_in_a_worker_process_while_the_pages_keep_answering(
    client, services, store, monkeypatch
):
    table = await played(store, "spectaculum", 2, steps=10_000)
    token = await store.game_link(table.game_id, T0)
    replay_url = f"/g/{token}/replay.gif"

    drawn, asked = [], []
    handed_over, both_asked = asyncio.Event(), asyncio.Event()
    manager = multiprocessing.get_context("spawn").Manager()
    gate = manager.Event()
    services.drawing = Drawing(1)  # as a server with worker processes has it (tests draw in threads)
    replay, get = services.drawing.replay, services.replays.get

    async def held_replay(game_id, function, *args):
        drawn.append(function)
        handed_over.set()
        return await replay(game_id, functools.partial(_drawn_once_let, gate), *args)

    async def counted_get(*args, **kwargs):
        asked.append(args[1])
        if len(asked) == 2:
            both_asked.set()
        return await get(*args, **kwargs)

    monkeypatch.setattr(services.drawing, "replay", held_replay)
    monkeypatch.setattr(services.replays, "get", counted_get)
    try:
        first = asyncio.ensure_future(client.get(replay_url, headers={"X-Forwarded-For": "198.51.100.1"}))
        await asyncio.wait_for(handed_over.wait(), HANG_S)
        second = asyncio.ensure_future(client.get(replay_url, headers={"X-Forwarded-For": "198.51.100.2"}))
        await asyncio.wait_for(both_asked.wait(), HANG_S)

        # the replay is being drawn (its worker waits for the gate): the page and a board are answered
        step = await client.get(f"/g/{token}/at/1.json")
        assert step.status == 200
        board = await client.get((await step.json())["board"], headers={"Accept": BROWSER})
        assert board.status == 200 and _is_webp(await board.read())
        assert not first.done() and not second.done()

        gate.set()
        one, two = await first, await second
        gif = await one.read()
        assert one.status == two.status == 200 and gif.startswith(b"GIF8") and await two.read() == gif
        assert drawn == [animation], "two readers, one drawing"
        assert services.drawing._replays._executor is not None, "drawn in the worker process"
    finally:
        gate.set()
        manager.shutdown()

    await client.close()
    assert services.drawing._replays._executor is None, "the worker stops with the server"
