"""The page inside Discord without a browser: its entry document (the shell that signs in through
Discord's Embedded App SDK), the SDK served by Salon itself under the policy, and the live news:
a WebSocket at /g/<token>/live carrying the event stream's `moved` data (Discord's proxy documents
WebSocket, not Server-Sent Events), the same route asked without an upgrade as the page's polling
fallback, counted with the event streams, and closed as "going away" when the server stops."""

from __future__ import annotations

import asyncio
import logging
import math
import posixpath
import re
from pathlib import Path

import aiohttp
import pytest

from bot.web import html, server
from tests.web.conftest import T0
from tests.web.test_routes import next_event


@pytest.fixture
def errors(caplog):
    caplog.set_level(logging.DEBUG)
    return lambda: [r for r in caplog.records if r.levelno >= logging.ERROR]


STATIC = Path(server.__file__).parent / "static"
JAVASCRIPT = ("text/javascript", "application/javascript")
IMPORTS = re.compile(
    r"""(?:^|[;\s])(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|^import\s*['"]([^'"]+)['"]""", re.M
)


async def test_the_activity_shell_names_the_application_and_runs_its_one_module_script(client):
    versions = client.app[server.VERSIONS]
    page = html.activity_shell("cs", "1100000000000000001", versions)
    assert '<meta name="salon-client-id" content="1100000000000000001">' in page
    assert re.findall(r"<script[^>]*>", page) == [
        f'<script src="/static/activity.js?v={versions["activity.js"]}" type="module">'
    ]
    assert not re.search(r"<style|<[^>]+\s(style|on\w+)=", page), "no inline style or event handler"
    assert "Otevírám herní plán…" in page and 'lang="cs"' in page
    assert "Discord vás nepřihlásil" in page, "the sentence shown when the sign-in fails is the reader's language"


async def test_the_activity_script_and_every_module_of_the_vendored_sdk_are_served_by_salon(client):
    """From activity.js, every module it imports (the SDK's ES build and the libraries it bundles),
    relative and served here as JavaScript under the pages' policy: nothing from elsewhere."""
    seen, waiting = set(), ["/static/activity.js"]
    while waiting:
        path = waiting.pop()
        if path in seen:
            continue
        seen.add(path)
        response = await client.get(path)
        assert response.status == 200, path
        assert response.content_type in JAVASCRIPT, (path, response.content_type)  # else no module runs
        assert "script-src 'self'" in response.headers["Content-Security-Policy"]
        for found in IMPORTS.finditer(await response.text()):
            target = found.group(1) or found.group(2)
            assert target.startswith("./") or target.startswith("../"), (path, target)
            waiting.append(posixpath.normpath(posixpath.join(posixpath.dirname(path), target)))
    assert len(seen) > 50, "the SDK's modules and those it bundles"
    assert (STATIC / "vendor" / "embedded-app-sdk-2.5.0" / "LICENSE.md").read_text().startswith("MIT License")


async def _news(socket) -> dict:
    return await asyncio.wait_for(socket.receive_json(), 10)


async def test_the_activity_websocket_tells_each_move_as_the_event_stream_does(client, services, token, table, errors):
    services.newsroom.poll = math.inf  # only the store's word about the commit can bring the move
    socket = await client.ws_connect(f"/g/{token}/live")
    stream = await client.get(f"/g/{token}/events")
    first = await _news(socket)
    assert (
        first
        == await next_event(stream)
        == {"last": table.version, "position": first["position"], "status": "active", "tag": first["tag"]}
    )
    await table.move(now=T0 + 50)
    news = await _news(socket)
    assert news == await next_event(stream)
    assert news["last"] == table.version == first["last"] + 1 and news["position"] == first["position"] + 1
    stream.close()
    await socket.close()
    assert not errors()


async def test_the_activity_live_route_without_an_upgrade_answers_the_news_once_for_polling(client, token, table):
    response = await client.get(f"/g/{token}/live")
    assert response.status == 200 and response.headers["Cache-Control"] == "no-store"
    before = await response.json()
    assert before["last"] == table.version and before["status"] == "active"
    await table.move(now=T0 + 50)
    after = await (await client.get(f"/g/{token}/live")).json()
    assert after["last"] == before["last"] + 1 and after["position"] == before["position"] + 1
    assert not client.app[server.STREAMS], "a poll holds no stream"
    assert (await client.get(f"/g/{token[:-1]}x/live")).status == 404


async def test_the_activity_websockets_count_with_the_event_streams_and_give_their_place_back(client, token):
    streams = client.app[server.STREAMS]
    sockets = [await client.ws_connect(f"/g/{token}/live") for _ in range(server.STREAMS_PER_ADDRESS - 1)]
    stream = await client.get(f"/g/{token}/events")
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        await client.ws_connect(f"/g/{token}/live")
    assert refused.value.status == 429
    for socket in sockets:
        await socket.close()
    stream.close()
    await _until(lambda: not streams)
    again = await client.ws_connect(f"/g/{token}/live")
    assert (await _news(again))["status"] == "active"
    await again.close()


async def test_the_activity_websocket_is_closed_as_going_away_when_the_server_stops(client, token, errors):
    socket = await client.ws_connect(f"/g/{token}/live")
    await _news(socket)
    await client.app.shutdown()  # what the server's runner does first when it stops
    closed = await asyncio.wait_for(socket.receive(), 10)
    assert closed.type is aiohttp.WSMsgType.CLOSE and closed.data == aiohttp.WSCloseCode.GOING_AWAY
    await socket.close()
    await _until(lambda: not client.app[server.STREAMS])
    assert not errors()


async def _until(condition, timeout: float = 10.0) -> None:
    async def wait():
        while not condition():
            await asyncio.sleep(0.05)

    await asyncio.wait_for(wait(), timeout)
