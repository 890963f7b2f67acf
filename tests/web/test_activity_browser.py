"""The page inside Discord, in a real browser: Debian's Chromium opens a parent page standing
for Discord's client (served as https://discord.com by the test; it speaks the Embedded App SDK's
message protocol: the handshake answered with READY, then each command answered with its nonce:
AUTHORIZE with a code, AUTHENTICATE, the SDK's console captures). Its frame loads Salon's
Activity entry with Discord's query parameters; the page signs in, plays moves of a small
Spectaculum game as the seated user without ever leaving the frame's first document, follows the
AI's moves over its WebSocket, and steps through the history keeping Discord's parameters in its
address. Another user, signed in through the same frame, is shown the spectators' page and why,
and where the proxy carries no WebSocket the page asks for the news every few seconds instead,
and tries the WebSocket again later.
Every request of the frame goes to the application's address on Discord's proxy, which the test
carries to Salon (as the portal's URL mapping does), and Discord's API is the offline one of
tests/support/discord_activity.py."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, urlsplit

import aiohttp
from aiohttp import web

import i18n
from bot.runtime.web_settings import WebSettings
from bot.web.activity import ActivityConfig
from bot.web.companion import open_services
from bot.web.demo import DemoTable
from bot.web.images import RenderLimit
from bot.web.pages import stored_names
from bot.web.server import make_app
from tests.support.discord_activity import ActivityDiscord
from tests.web.conftest import SECRET
from tests.web.test_browser_play import AI_PACE, PLENTY, SIZES, Problems, _browser, play_by_clicking

CLIENT_ID = "1100000000000000001"
CLIENT_SECRET = "the-client-secret-of-the-browser-test"
BOT_TOKEN = "the.bot-token.of-the-browser-test"
GUILD, CHANNEL, FRAME = 1200000000000000002, 1300000000000000003, "f-1"
STRANGER = 1400000000000000004  # a member of the game's server without a seat
DISCORD = "https://discord.com/activities/test"  # the parent page's address: Discord's own origin
PROXY = f"https://{CLIENT_ID}.discordsays.com"  # the application's address on Discord's proxy
PROXY_SOCKETS = f"wss://{CLIENT_ID}.discordsays.com"
MOVES = 2  # moves the seated user makes on the page
POLL = 4000  # ms between two looks at the news of a page in Discord without a WebSocket (static/page.js)
SOCKET_RETRY = 6000  # ms after which a page that could not open its WebSocket tries again, at the first

# Discord's client, as far as the SDK's message protocol goes: [opcode, payload] messages; 0 is
# the SDK's handshake (answered with the READY event), 1 a command frame answered with its nonce
PARENT = """<!doctype html><html><head><title>Discord</title></head><body>
<iframe id="activity" src="%(src)s" width="1280" height="820"></iframe>
<script>
  const frame = document.getElementById("activity");
  window.said = [];
  window.addEventListener("message", (event) => {
    if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
    const [opcode, payload] = event.data;
    window.said.push([opcode, payload.cmd || null, payload.args || payload]);
    const answer = (message) => frame.contentWindow.postMessage(message, "*");
    if (opcode === 0) {
      answer([1, { cmd: "DISPATCH", evt: "READY", nonce: null,
                   data: { v: 1, config: { api_endpoint: "//discord.com/api", environment: "production" } } }]);
    } else if (opcode === 1 && payload.cmd === "AUTHORIZE") {
      answer([1, { cmd: "AUTHORIZE", evt: null, nonce: payload.nonce, data: { code: %(code)s } }]);
    } else if (opcode === 1 && payload.cmd === "AUTHENTICATE") {
      answer([1, { cmd: "AUTHENTICATE", evt: null, nonce: payload.nonce, data: {
        access_token: payload.args.access_token, scopes: ["identify"], expires: "2030-01-01T00:00:00.000Z",
        user: { id: %(user)s, username: "player", discriminator: "0", public_flags: 0 },
        application: { id: %(client)s, name: "Salon", description: "" } } }]);
    } else if (opcode === 1) {
      answer([1, { cmd: payload.cmd, evt: null, nonce: payload.nonce, data: null }]);
    }
  });
</script></body></html>"""


def entry(instance: str, token: str) -> str:
    """Salon's Activity entry as Discord loads it in its frame (launched in the game's thread from
    the turn notice's deep link, which carries the game's page token as custom_id), at the
    application's address on Discord's proxy."""
    query = f"frame_id={FRAME}&instance_id={instance}&platform=desktop&guild_id={GUILD}&channel_id={CHANNEL}"
    return f"{PROXY}/?{query}&custom_id={token}"


@dataclass
class InDiscord:
    """A tab of Discord's client (the parent page), its frame's requests carried to Salon as
    Discord's proxy carries them, and the messages Salon sent on the frame's WebSockets."""

    page: Any
    instance: str  # the activity instance Discord launched
    news: list[dict] = field(default_factory=list)
    carried: list[tuple[str, bytes]] = field(default_factory=list)  # each request's address and its answer
    carrying: list[asyncio.Task] = field(default_factory=list)  # a task per WebSocket carried


async def open_in_discord(context, served: Served, user: int, *, sockets: bool = True) -> InDiscord:
    """Discord's client and proxy for `user`, who launches the Activity in the game's thread: the
    parent page answers the SDK with the code Discord gives `user`; every request of the frame to
    the application's address is carried to Salon, WebSockets too unless `sockets` is False (a
    request to any other address fails: the page's addresses are relative)."""
    base = served.base
    instance = served.discord.launch(int(CHANNEL), int(GUILD), user)
    parent = PARENT % {
        "src": entry(instance, served.token),
        "code": json.dumps(served.discord.authorize(user)),
        "user": json.dumps(str(user)),
        "client": json.dumps(CLIENT_ID),
    }
    await context.route(DISCORD, lambda route: route.fulfill(body=parent, content_type="text/html"))

    http = served.http

    async def carry(route):
        request = route.request
        headers = {k: v for k, v in (await request.all_headers()).items() if k not in ("host", ":authority")}
        async with http.request(
            request.method, base + request.url.removeprefix(PROXY), headers=headers, data=request.post_data_buffer
        ) as answer:
            body = await answer.read()
            discord.carried.append((request.url, body))
            kept = {k: v for k, v in answer.headers.items() if k.lower() not in ("content-length", "transfer-encoding")}
            await route.fulfill(status=answer.status, headers=kept, body=body)

    await context.route(f"{PROXY}/**", carry)
    discord = InDiscord(await context.new_page(), instance)

    async def carry_socket(socket):
        salon = await http.ws_connect("ws" + base.removeprefix("http") + socket.url.removeprefix(PROXY_SOCKETS))

        async def down():
            async for message in salon:
                discord.news.append(json.loads(message.data))
                socket.send(message.data)

        socket.on_close(lambda code, reason: asyncio.ensure_future(salon.close()))
        discord.carrying.append(asyncio.ensure_future(down()))

    if sockets:
        await context.route_web_socket(re.compile(re.escape(PROXY_SOCKETS) + "/"), carry_socket)
    return discord


@dataclass
class Served:
    """A small Spectaculum game in the thread CHANNEL of GUILD, served with the Activity on against Discord's
    side offline: seat 0 held by `player`, seat 1 the AI."""

    table: DemoTable
    base: str
    token: str
    player: int
    discord: ActivityDiscord
    http: aiohttp.ClientSession  # what carries the frame's requests to Salon (Discord's proxy)


@contextlib.asynccontextmanager
async def served_activity(store, seed: int = 11):
    now = time.time()
    discord = ActivityDiscord(CLIENT_ID, CLIENT_SECRET, BOT_TOKEN, time.time)
    discord_server = await discord.serve()
    table = await DemoTable.create(store, "spectaculum", 2, seed=seed, now=now, guild_id=GUILD, channel_id=CHANNEL - 1)
    await store.set_thread(table.game_id, CHANNEL)
    player = await table.seat_person(0, "en", now)
    discord.member(GUILD, player)
    discord.member(GUILD, STRANGER)
    activity = ActivityConfig(CLIENT_ID, CLIENT_SECRET, BOT_TOKEN, api=discord.api)
    services = await open_services(
        WebSettings(None, None, secret=SECRET), store, stored_names(store), time.time, table.page_move, activity
    )
    services.images.render_limit = services.replays.render_limit = RenderLimit(PLENTY, PLENTY)
    services.move_limit = RenderLimit(PLENTY, PLENTY)
    services.decision_limit = RenderLimit(PLENTY, PLENTY)
    token = await store.game_link(table.game_id, now)
    runner = web.AppRunner(make_app(services), shutdown_timeout=1.0)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    base = f"http://127.0.0.1:{runner.addresses[0][1]}"
    ai = asyncio.create_task(table.play(AI_PACE))
    http = aiohttp.ClientSession(auto_decompress=False)
    try:
        yield Served(table, base, token, player, discord, http)
    finally:
        await http.close()
        ai.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await ai
        await services.newsroom.stop()
        await runner.cleanup()
        await discord_server.close()
    assert not discord.problems, discord.problems


def _frame(page):
    return next(frame for frame in page.frames if frame is not page.main_frame)


SEAT_ROUTES = ("/seat.json", "/seat.png", "/decision.json", "/move")
SEAT_IMAGE_SHOWN = """() => { const image = document.getElementById("seat-image");
  return image.src.startsWith("blob:") && image.complete && image.naturalWidth > 0; }"""
# counts the live steps the page shows as its board laid together with what changed (in a canvas,
# which the browser gives back only when nothing in it came from another site than the page's)
COUNT_LAID_TOGETHER = """() => { const board = document.getElementById("board");
  window.laidTogether = 0;
  new MutationObserver(() => { if (board.src.startsWith("blob:")) window.laidTogether += 1; })
    .observe(board, { attributes: true, attributeFilter: ["src"] }); }"""


async def test_the_activity_plays_moves_in_discords_frame_and_keeps_its_parameters(chromium, store, shots):
    from playwright.async_api import async_playwright, expect

    async with served_activity(store) as served, async_playwright() as playwright:
        browser = await _browser(playwright, chromium)
        try:
            context = await browser.new_context(**SIZES["desktop"], locale="en-GB")
            discord = await open_in_discord(context, served, served.player)
            page = discord.page
            problems = Problems(page)
            seat_requests: list = []  # the seat's own requests, with all their headers
            page.on(
                "request", lambda r: seat_requests.append(r) if urlsplit(r.url).path.endswith(SEAT_ROUTES) else None
            )
            streams: list[str] = []
            page.on("request", lambda r: streams.append(r.url) if r.url.endswith("/events") else None)
            moves: list = []
            page.on("response", lambda r: moves.append(r) if r.url.endswith("/move") and r.ok else None)

            await page.goto(DISCORD)
            frame = page.frame_locator("#activity")
            await expect(frame.locator("#seat")).to_be_visible(timeout=20_000)
            await expect(frame.locator("#decide")).to_be_visible()
            app = _frame(page)
            await app.wait_for_function(SEAT_IMAGE_SHOWN)  # fetched with the session: the browser could not
            await app.evaluate("() => { window.firstDocument = true; }")  # gone if the frame loads another
            await app.evaluate(COUNT_LAID_TOGETHER)
            said = await page.evaluate("() => window.said")  # what the SDK said to Discord's client
            assert said[0][0] == 0 and (said[0][2]["client_id"], said[0][2]["frame_id"]) == (CLIENT_ID, FRAME)
            commands = {command: args for opcode, command, args in said if opcode == 1}
            assert commands["AUTHORIZE"] == {
                "client_id": CLIENT_ID,
                "response_type": "code",
                "state": "",
                "prompt": "none",
                "scope": ["identify"],
            }
            assert commands["AUTHENTICATE"]["access_token"] in served.discord.tokens
            await play_by_clicking(app, random.Random(3), tap=False, enough=lambda: len(moves) >= MOVES)
            told = max(news["position"] for news in discord.news)
            await app.wait_for_function(f"() => Number(document.body.dataset.position) >= {told}")
            await page.screenshot(path=str(shots / "activity-played.png"))
            assert len(discord.news) > MOVES and told > discord.news[0]["position"], "the moves came over the WebSocket"
            assert not streams, "no event stream inside Discord"
            assert await app.evaluate("() => window.laidTogether") > 0, "live steps laid together through the proxy"

            # the history: a step back, then live again, in place, with Discord's parameters kept
            await frame.locator("#prev").click()
            await expect(frame.locator("#game-state")).to_have_text("Looking at an earlier step")
            shown = int(await app.evaluate("() => document.body.dataset.n"))
            address = urlsplit(app.url)
            assert address.path == "/" and parse_qs(address.query) == {
                "frame_id": [FRAME],
                "instance_id": [discord.instance],
                "platform": ["desktop"],
                "guild_id": [str(GUILD)],
                "channel_id": [str(CHANNEL)],
                "custom_id": [served.token],
                "at": [str(shown)],
            }
            assert "frame_id=" in (await frame.locator("#next").get_attribute("href") or "")
            await frame.locator("#now").click()
            await expect(frame.locator("#game-state")).to_have_text("Live")
            assert "at" not in parse_qs(urlsplit(app.url).query) and "frame_id=" in app.url
            assert await app.evaluate("() => window.firstDocument === true"), "the frame never left its document"

            assert len(moves) >= MOVES and seat_requests
            session = json.loads(next(body for url, body in discord.carried if url.endswith("/activity/session")))
            assert session["session"], "the seat's session was given"
            for url, body in discord.carried:  # the secrets reach no page, the session no address
                assert CLIENT_SECRET.encode() not in body and BOT_TOKEN.encode() not in body, url
                assert session["session"] not in url
            for request in seat_requests:
                headers = await request.all_headers()
                assert headers.get("x-salon-session"), request.url
                assert "cookie" not in headers, "no cookie inside Discord's frame"
            assert not problems.seen, problems.seen
        finally:
            await browser.close()


async def test_another_user_in_the_activity_sees_the_spectators_page_and_why_and_it_polls_without_websocket(
    chromium, store
):
    """A member of the game's server without a seat, where the proxy carries no WebSocket: the
    spectators' page and the sentence why; nothing of a seat asked; the game's moves still arrive,
    asked for every few seconds, and the WebSocket is tried again a little later."""
    from playwright.async_api import async_playwright, expect

    async with served_activity(store) as served, async_playwright() as playwright:
        browser = await _browser(playwright, chromium)
        try:
            context = await browser.new_context(**SIZES["desktop"], locale="en-GB")
            discord = await open_in_discord(context, served, STRANGER, sockets=False)
            page = discord.page
            await page.clock.install()  # the page's wait between two polls passes when the test says
            problems = Problems(page)
            asked: list[str] = []
            page.on("request", lambda r: asked.append(r.url) if urlsplit(r.url).path.endswith(SEAT_ROUTES) else None)
            polls: list[str] = []
            page.on("request", lambda r: polls.append(r.url) if r.url.endswith("/live") else None)
            sockets: list[str] = []
            page.on("websocket", lambda socket: sockets.append(socket.url))
            await page.goto(DISCORD)
            frame = page.frame_locator("#activity")
            await expect(frame.locator("#play")).to_be_visible(timeout=20_000)  # the game's page, its script running
            await expect(frame.locator("#why")).to_have_text(i18n.t("activity.spectator", "en"))
            assert await frame.locator("#decide, #seat, [data-option]").count() == 0
            shown = int(await _frame(page).evaluate("() => document.body.dataset.last"))
            async with served.table.lock:
                await served.table.move()  # the seated player moves (elsewhere)
            await page.clock.run_for(POLL)
            await expect(frame.locator("body")).to_have_attribute("data-last", str(shown + 1))
            assert polls, "the news was asked for"
            tried = len(sockets)
            assert tried >= 1, "the WebSocket was tried first"
            await page.clock.run_for(SOCKET_RETRY)
            for _ in range(100):  # the attempt's event reaches the test a moment later
                if len(sockets) > tried:
                    break
                await asyncio.sleep(0.05)
            assert len(sockets) > tried, "the WebSocket is tried again"
            assert not asked, "nothing of a seat is asked for"

            alone = await context.new_page()  # the entry opened outside Discord: it says so, and waits for nothing
            problems.watch(alone)
            await alone.goto(entry(discord.instance, served.token))
            await expect(alone.locator("#activity-status")).to_have_text(i18n.t("web.activity_failed", "en"))
            failed_socket = re.compile(r"^WebSocket connection to 'wss://[^']*/live' failed")
            assert [problem for problem in problems.seen if not failed_socket.search(problem)] == []
            assert problems.seen, "the WebSocket was tried first"
        finally:
            await browser.close()
