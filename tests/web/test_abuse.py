"""The web server under abuse: input nobody's link holds, floods of event streams, odd methods and
headers. Every bad request is a 4xx (or a 503 with Retry-After) with one sentence, never a 500,
and never an ERROR in the log; every other reader is still served."""

from __future__ import annotations

import asyncio
import logging
import re

import pytest

from bot.web import server
from bot.web.links import seat_link
from db import SeenUser
from tests.web.conftest import SECRET, T0

KEY = SECRET.encode()


@pytest.fixture
def errors(caplog):
    """The ERROR records logged while the test ran."""
    caplog.set_level(logging.DEBUG)
    return lambda: [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_numbers_signatures_and_tokens_nobody_gave_out_are_4xx_with_a_sentence(client, token, errors):
    good = seat_link(token, 0, 9000, "en", T0).path(KEY)
    hostile = {
        f"/g/{token}/at/{'9' * 5000}.json": 404,  # int() refuses 4,300 digits and more
        f"/g/{token}/board/{'9' * 5000}-1-abcdef12.png": 404,
        f"/g/{token}/summary/1-{'9' * 5000}-abcdef12.png": 404,
        f"/g/{token}/delta/board/{'9' * 5000}-1-abcdef12/1-1-abcdef12.png": 404,
        f"/g/{token}/delta/summary/0-1-abcdef12/{'9' * 5000}-1-abcdef12.png": 404,
        f"/g/{token}/hand/{'9' * 5000}": 404,
        f"/g/{token}/at/\u0661.json": 404,  # an Arabic-Indic digit one: no step of ours
        f"/g/{token}?at={'9' * 5000}": 400,
        f"/g/{token}/at/1.json?after=-{'9' * 5000}": 400,
        good.split("sig=")[0] + "sig=" + "é" * 43: 400,  # compare_digest refuses non-ASCII text
        good.replace("exp=", "exp=9" + "9" * 5000): 400,
        "/g/a%00b": 404,  # a NUL byte, which PostgreSQL refuses in text
        f"/g/{token}%00": 404,
    }
    for path, status in hostile.items():
        response = await client.get(path)
        assert response.status == status, path[:80]
        text = await response.text()
        assert "<h1>" in text and "Traceback" not in text, path[:80]
    assert not errors()
    assert (await client.get(f"/g/{token}")).status == 200


def test_a_non_ascii_signature_is_an_invalid_link_not_an_error():
    from bot.web.links import Verdict

    link = seat_link("token", 0, 9000, "en", T0)
    assert link.check(KEY, "é" * 43, T0) is Verdict.INVALID


async def test_a_nul_byte_in_a_token_never_reaches_postgresql(postgres_url, clock):
    from db import Store
    from tests.web.conftest import open_client, played

    store = await Store.open(postgres_url)
    try:
        table = await played(store, steps=2)
        token = await store.game_link(table.game_id, T0)
        client, services = await open_client(store, clock)
        try:
            for path in ("/g/a%00b", f"/g/{token}%00/events", f"/g/{token[:-1]}%00/at/1.json"):
                assert (await client.get(path)).status == 404, path
            assert (await client.get(f"/g/{token}")).status == 200
        finally:
            await services.newsroom.stop()
            await client.close()
    finally:
        await store.close()


async def test_the_address_is_the_one_the_trusted_proxy_appended(client, services, store, table, token):
    from bot.web.images import BURST

    services.images.render_limit.clock = lambda: 1000.0
    history = await services.pages.history(token)
    assert history is not None
    urls = [f"/g/{token}/{kind}/{history.tag(n)}.png" for n in range(history.last + 1) for kind in ("board", "summary")]
    # the client names a new address of its own in a header before the proxy's line each time
    statuses = []
    for k, url in enumerate(urls * 2):
        headers = [("X-Forwarded-For", f"198.51.100.{k % 250}"), ("X-Forwarded-For", "203.0.113.7")]
        response = await client.get(url, headers=headers)
        statuses.append(response.status)
        services.images._images.clear()  # every request a new render
    assert statuses[:BURST] == [200] * BURST and 429 in statuses[BURST:]


async def test_head_on_the_event_stream_sends_headers_only(client, token):
    response = await client.head(f"/g/{token}/events")
    assert response.status == 200 and response.headers["Content-Type"] == "text/event-stream"
    assert await response.read() == b""
    assert not client.app[server.STREAMS]


async def _until(condition, timeout: float = 10.0) -> None:
    async def wait():
        while not condition():
            await asyncio.sleep(0.05)

    await asyncio.wait_for(wait(), timeout)


async def test_a_closed_stream_gives_its_place_back_before_the_next_keep_alive(client, token, monkeypatch):
    monkeypatch.setattr(server, "KEEP_ALIVE", 3600.0)  # no keep-alive write finds the closed ones
    client.server.runner.server.handler_cancellation = False  # as served (the test server cancels)
    streams = client.app[server.STREAMS]
    for _ in range(3):  # quick reloads, each one more than one address may hold
        opened = [await client.get(f"/g/{token}/events") for _ in range(server.STREAMS_PER_ADDRESS)]
        assert [s.status for s in opened] == [200] * server.STREAMS_PER_ADDRESS
        await _until(lambda: streams.total() == server.STREAMS_PER_ADDRESS)
        for s in opened:
            s.close()
        await _until(lambda: not streams)


async def test_the_streams_of_all_readers_are_bounded_and_the_rest_told_when_to_come_back(client, token, monkeypatch):
    monkeypatch.setattr(server, "STREAMS_TOTAL", 3)
    opened = [await client.get(f"/g/{token}/events", headers={"X-Forwarded-For": f"198.51.100.{k}"}) for k in range(3)]
    assert [s.status for s in opened] == [200] * 3
    refused = await client.get(f"/g/{token}/events", headers={"X-Forwarded-For": "198.51.100.99"})
    assert refused.status == 503 and int(refused.headers["Retry-After"]) >= 1
    assert "Too many people" in await refused.text()
    assert (await client.get(f"/g/{token}")).status == 200, "the pages are still served"
    for s in opened:
        s.close()


async def test_odd_methods_long_headers_traversal_and_ranges_are_4xx_without_an_error(client, token, errors):
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        assert (await client.request(method, f"/g/{token}")).status == 405
    for path in ("/static/../server.py", "/static/%2e%2e/server.py", "/static/..%2fserver.py", "/static/"):
        response = await client.get(path)
        assert response.status in (403, 404) and b"import" not in await response.read(), path
    for value in ("bytes=0-" + "9" * 5000, "bytes=" + "9" * 5000 + "-", "bytes=-" + "9" * 5000, "bytes=x-y"):
        response = await client.get("/static/page.js", headers={"Range": value})
        assert response.status in (200, 206, 416), value
    long = await client.get(f"/g/{token}", headers={"X-Long": "a" * 20_000})
    assert long.status == 400
    query = await client.get(f"/g/{token}?" + "a=b&" * 5000)
    assert query.status in (400, 414)
    assert not errors()
    assert (await client.get(f"/g/{token}")).status == 200


# ------------------------------------------------------------------ the animated replay


async def test_the_replay_is_drawn_once_kept_apart_and_costs_a_board_per_step(client, services, store, monkeypatch):
    from tests.web.conftest import played

    table = await played(store, "spectaculum", 2, steps=10_000)
    token = await store.game_link(table.game_id, T0)
    services.images.render_limit.clock = lambda: 1000.0  # everything within one instant
    drawn = []
    real = services.pages.replay_document

    async def counted(history):
        drawn.append(history.row.id)
        return await real(history)

    monkeypatch.setattr(services.pages, "replay_document", counted)
    first = await client.get(f"/g/{token}/replay.gif", headers={"X-Forwarded-For": "198.51.100.1"})
    assert first.status == 200 and drawn == [table.game_id]
    history = await services.pages.history(token)
    assert history is not None and history.last + 1 > 20
    board = f"/g/{token}/board/{history.tag(1)}.png"
    after = await client.get(board, headers={"X-Forwarded-For": "198.51.100.1"})
    assert after.status == 429, "the replay cost its reader a board per step"

    services.images.limit = 1  # boards coming and going push every other board out ...
    for n in range(3):
        url = f"/g/{token}/board/{history.tag(n)}.png"
        assert (await client.get(url, headers={"X-Forwarded-For": f"198.51.100.{10 + n}"})).status == 200
    again = await client.get(f"/g/{token}/replay.gif", headers={"X-Forwarded-For": "198.51.100.2"})
    assert again.status == 200 and drawn == [table.game_id], "... but not the replay"


# ------------------------------------------------------------------ names as typed


async def test_a_name_is_shown_as_typed_and_keeps_its_direction_to_itself(store, clock):
    from aiohttp.test_utils import TestClient, TestServer

    from bot.runtime.web_settings import WebSettings
    from bot.web.companion import open_services
    from bot.web.server import make_app
    from tests.web.conftest import played

    boss, mirror = "**Boss**", "\u202eevil"

    async def names(seats, language, guild_id):
        return [boss, mirror][: len(seats)]

    table = await played(store, "spectaculum", 2, steps=10_000)
    token = await store.game_link(table.game_id, T0)
    services = await open_services(WebSettings(None, None, secret=SECRET), store, names, clock)
    client = TestClient(TestServer(make_app(services)))
    await client.start_server()
    try:
        page = await (await client.get(f"/g/{token}")).text()
        data = await (await client.get(f"/g/{token}/at/{table.version}.json")).json()
    finally:
        await services.newsroom.stop()
        await client.close()
    assert "<strong>Boss</strong>" not in page and "<bdi>**Boss**</bdi>" in page
    html_texts = [page, data["headline"], *data["result"], *(e["html"] for e in data["narration"])]
    assert any("<bdi>**Boss**</bdi>" in text for text in html_texts[1:])
    for text in html_texts:
        # every override stays inside the name's own isolate: none is left open after it
        assert "<strong>Boss" not in text
        for k in [m.start() for m in re.finditer("\u202e", text)]:
            # in a <bdi>, or in an attribute (an image's alt) between Unicode's isolation marks
            in_bdi = text.rfind("<bdi>", 0, k) > text.rfind("</bdi>", 0, k)
            assert in_bdi or text.rfind("\u2068", 0, k) > text.rfind("\u2069", 0, k), text
    for text in (data["latest"], data["alt"]):
        for k in [m.start() for m in re.finditer("\u202e", text)]:
            assert text.rfind("\u2068", 0, k) > text.rfind("\u2069", 0, k), text
    assert [p["name"] for p in data["players"]] == [boss, mirror]


async def test_the_names_of_a_seat_s_former_holders_are_shown_as_typed_too(client, store):
    from tests.web.conftest import played

    await store.remember_user(5, SeenUser("**Boss**", "en"))
    await store.remember_user(6, SeenUser("\u202eBea", "en"))
    await store.remember_user(7, SeenUser("_Cyril_ \\o/", "en"))
    table = await played(store, "spectaculum", 2, steps=3)
    await store.hand_over_seat(table.game_id, 0, expected_user_id=None, user_id=5, now=T0 + 10)
    await table.move(now=T0 + 11)
    await table.move(now=T0 + 12)
    await store.hand_over_seat(table.game_id, 0, expected_user_id=5, user_id=6, now=T0 + 13)
    await store.hand_over_seat(table.game_id, 1, expected_user_id=None, user_id=7, now=T0 + 14)
    await store.hand_over_seat(table.game_id, 1, expected_user_id=7, ai_level="easy", resigned=True, now=T0 + 15)
    while await table.move(now=T0 + 20):
        pass
    token = await store.game_link(table.game_id, T0)
    data = await (await client.get(f"/g/{token}/at/{table.version}.json")).json()
    result = "\n".join(data["result"])
    assert "<bdi>**Boss**</bdi> (" in result and "<strong>Boss" not in result, result
    assert "<bdi>\u202eBea</bdi>" in result
    assert "<bdi>_Cyril_ \\o/</bdi>" in result, "not escaped for Discord's Markdown"


async def test_what_no_route_names_and_another_game_s_pictures_are_the_same_404(client, store, services, token):
    from tests.web.conftest import played

    sentence = await (await client.get("/g/no-such-game-anywhere")).text()
    for path in (f"/g/{token}/", f"/g/{token}/nothing", "/static/../server.py", "/wp-login.php"):
        response = await client.get(path)
        assert response.status == 404 and await response.text() == sentence, path
    missing = await client.get("/static/nothing.js")  # aiohttp's own empty answer
    assert missing.status == 404 and "max-age" not in missing.headers.get("Cache-Control", "")
    other = await played(store, steps=3)
    theirs = await services.pages.history(await store.game_link(other.game_id, T0))
    assert theirs is not None
    for n in range(1, theirs.last + 1):  # the other game's pictures under this game's token (the
        # setup's tag names no step row: under this token it is this game's own setup)
        assert (await client.get(f"/g/{token}/board/{theirs.tag(n)}.png")).status == 404
