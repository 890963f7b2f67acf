"""The web server: an aiohttp application over the services it is given.

Routes (every game route starts with the game's capability token; a wrong token and an unknown
game look the same: 404):

    /g/<token>                      the page (``?at=n``: at step n)
    /g/<token>/at/<n>.json          step n as the page shows it (``?after=k``: narration after step k)
    /g/<token>/board/<n>-<id>-<names>.png   the board at step n (the step's row id, a digest of
                                    the seats' names); /summary/… its summary (immutable URLs)
    /g/<token>/replay.gif           the animated replay of a game that ended by its rules
    /g/<token>/events               Server-Sent Events: ``moved`` whenever the game moves
    /g/<token>/hand/<seat>          a seat's private view, for a signed link only (bot.web.links)
    /g/<token>/hand/<seat>.png      its image, for the same signed link
    /static/…                       the page's script and style sheet

Every response carries a strict content security policy (no inline script or style, nothing
from elsewhere), no referrer, no framing and no indexing. Images that must be drawn count
against the reader's address (bot.web.images).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import ipaddress
import json
import logging
import re
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError

import i18n
from bot.web import html
from bot.web.images import REPLAY_BYTES, ImageCache, RenderLimited
from bot.web.links import HandLink, Verdict, read_hand_link
from bot.web.live import Newsroom
from bot.web.pages import GamePages, History, marked, plain

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
KEEP_ALIVE = 15.0  # seconds between comments on a quiet event stream (proxies close silent ones)
STREAMS_PER_ADDRESS = 8  # open event streams one address may hold
# open event streams in all: each holds a socket and wakes on every move of its game, and the
# process (the bot's, when it serves the pages) must keep answering everything else
STREAMS_TOTAL = 200
BUSY_SECONDS = 30  # Retry-After of a refused stream
LEFT_CHECK = 1.0  # seconds between looks at whether a quiet stream's reader has gone
# What a route's parts and the query may hold, checked before any handler reads them: an int()
# of thousands of digits, a non-ASCII signature or a NUL byte in a token would reach int(),
# hmac.compare_digest or the database and fail there. A part of the path that does not fit
# names nothing (404); a query value that does not fit is a bad request (400).
PATH_PARTS = {
    "token": re.compile(r"[A-Za-z0-9_-]{1,64}"),
    "n": re.compile(r"[0-9]{1,9}"),
    "seat": re.compile(r"[0-9]{1,3}"),
    "tag": re.compile(r"[0-9]{1,9}-[0-9]{1,19}-[0-9a-f]{8}"),
}
QUERY_VALUES = {
    "at": re.compile(r"[0-9]{1,9}"),
    "after": re.compile(r"-?[0-9]{1,9}"),
    "lang": re.compile(r"[a-z]{2}"),
    "exp": re.compile(r"[0-9]{1,12}"),
    "sig": re.compile(r"[A-Za-z0-9_-]{0,64}"),  # empty or changed: the link's own page says so
}
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "X-Robots-Tag": "noindex, nofollow",
}
IMMUTABLE = "private, max-age=31536000, immutable"  # an image URL names one step for ever


@dataclass
class WebServices:
    """What the server uses, given to it whole (the bot's process and `python -m bot web` alike)."""

    pages: GamePages
    newsroom: Newsroom
    key: bytes  # signs the private links
    images: ImageCache = field(default_factory=ImageCache)
    clock: Callable[[], float] = time.time
    replays: ImageCache = field(init=False)  # the animated replays, kept apart; same renders allowance

    def __post_init__(self) -> None:
        self.replays = ImageCache(REPLAY_BYTES, self.images.render_limit)


SERVICES = web.AppKey("services", WebServices)
VERSIONS = web.AppKey("versions", dict)
STREAMS = web.AppKey("streams", Counter)
CLOSING = web.AppKey("closing", asyncio.Event)


def make_app(services: WebServices) -> web.Application:
    app = web.Application(middlewares=[_edge])
    _quiet_client_mistakes()
    app[SERVICES] = services
    app[VERSIONS] = {name: _digest(STATIC / name) for name in html.ASSETS}
    app[STREAMS] = Counter()
    app[CLOSING] = asyncio.Event()
    app.on_response_prepare.append(_secure)
    app.on_shutdown.append(_close_streams)
    app.router.add_get("/", index)
    app.router.add_get("/robots.txt", robots)
    app.router.add_get("/g/{token}", game_page)
    app.router.add_get(r"/g/{token}/at/{n:\d+}.json", step_json)
    app.router.add_get(r"/g/{token}/{kind:board|summary}/{tag:\d+-\d+-[0-9a-f]{8}}.png", step_image)
    app.router.add_get("/g/{token}/replay.gif", replay_gif)
    app.router.add_get("/g/{token}/events", events)
    app.router.add_get(r"/g/{token}/hand/{seat:\d+}", hand_page)
    app.router.add_get(r"/g/{token}/hand/{seat:\d+}.png", hand_image)
    app.router.add_static("/static/", STATIC, append_version=False)
    return app


@web.middleware
async def _edge(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]):
    """Every part of the path and every value of the query a route reads, checked in one place."""
    for name, pattern in PATH_PARTS.items():
        part = request.match_info.get(name)
        if part is not None and not pattern.fullmatch(part):
            return not_found(request)
    for name, pattern in QUERY_VALUES.items():
        if not all(pattern.fullmatch(value) for value in request.query.getall(name, ())):
            return bad_request(request)
    try:
        return await handler(request)
    except web.HTTPNotFound:  # no route, no such static file: the same sentence as a wrong token
        return not_found(request)


class _ClientMistakes(logging.Filter):
    """A request aiohttp could not even parse (a header or a line too long, not HTTP at all) is
    answered 400 by aiohttp itself; it is the client's mistake, not an error of the server."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        return not (isinstance(error, HttpProcessingError) and 400 <= (error.code or 0) < 500)


def _quiet_client_mistakes() -> None:
    server_log = logging.getLogger("aiohttp.server")
    if not any(isinstance(f, _ClientMistakes) for f in server_log.filters):
        server_log.addFilter(_ClientMistakes())


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


async def _secure(request: web.Request, response: web.StreamResponse) -> None:
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    if request.path.startswith("/static/") and response.status < 400:  # a miss is not kept for a day
        response.headers["Cache-Control"] = "public, max-age=86400"


async def _close_streams(app: web.Application) -> None:
    app[CLOSING].set()
    app[SERVICES].newsroom.wake_all()


def client_address(request: web.Request) -> str:
    """The reader's address; behind a reverse proxy on this machine, the one it passes on: the
    last entry of the last X-Forwarded-For header is the one the proxy itself appended (whatever
    the client sent comes before it, in the same header or in one of its own)."""
    peer = request.remote or ""
    if not _is_loopback(peer):
        return peer
    forwarded = request.headers.getall("X-Forwarded-For", [])
    appended = forwarded[-1].split(",")[-1].strip() if forwarded else ""
    try:
        return str(ipaddress.ip_address(appended))
    except ValueError:  # no proxy, or not an address: the connection's own
        return peer


def _is_loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False


def reader_language(request: web.Request) -> str:
    """For pages that belong to no game: the reader's first language Salon speaks."""
    for part in request.headers.get("Accept-Language", "").split(","):
        language = i18n.language_of(part.split(";")[0].strip())
        if part.strip().lower().startswith(language):
            return language
    return i18n.DEFAULT_LANGUAGE


def _html(text: str, status: int = 200) -> web.Response:
    return web.Response(text=text, status=status, content_type="text/html", headers={"Cache-Control": "no-cache"})


def not_found(request: web.Request) -> web.Response:
    return _notice(request, "web.not_found", 404)


def bad_request(request: web.Request) -> web.Response:
    return _notice(request, "web.bad_request", 400)


def _notice(request: web.Request, key: str, status: int) -> web.Response:
    """The page that says `key` (titled `key`_title) in the reader's language, with `status`."""
    language = reader_language(request)
    page = html.notice(
        language, i18n.t(f"{key}_title", language), html.esc(i18n.t(key, language)), request.app[VERSIONS]
    )
    return _html(page, status)


def too_many(request: web.Request, retry_after: float, language: str, key: str = "web.too_many") -> web.Response:
    return refused(429, retry_after, i18n.t(key, language))


def refused(status: int, retry_after: float, sentence: str) -> web.Response:
    return web.Response(
        text=sentence,
        status=status,
        headers={"Retry-After": str(max(1, round(retry_after + 0.5))), "Cache-Control": "no-store"},
    )


async def _history(request: web.Request) -> History | None:
    return await request.app[SERVICES].pages.history(request.match_info["token"])


def _not_modified(request: web.Request, etag: str) -> bool:
    return etag in [tag.strip() for tag in request.headers.get("If-None-Match", "").split(",")]


# ------------------------------------------------------------------ routes


async def index(request: web.Request) -> web.Response:
    language = reader_language(request)
    text = html.esc(i18n.t("web.index", language))
    return _html(html.notice(language, "Salon", text, request.app[VERSIONS]))


async def robots(request: web.Request) -> web.Response:
    return web.Response(text="User-agent: *\nDisallow: /\n")


async def game_page(request: web.Request) -> web.Response:
    history = await _history(request)
    if history is None:
        return not_found(request)
    n = _step(request.query.get("at"), history.last)
    data = await request.app[SERVICES].pages.step_data(history, n)
    if data is None:
        return not_found(request)
    return _html(html.game_page(history, data, request.app[VERSIONS]))


def _step(text: str | None, last: int) -> int:
    try:
        return min(max(int(text or last), 0), last)
    except ValueError:
        return last


def _after(text: str | None, n: int) -> int:
    """The step after which the narration is wanted: -1 (from the setup on) up to n."""
    try:
        return min(max(int(text or -1), -1), n)
    except ValueError:
        return -1


async def step_json(request: web.Request) -> web.Response:
    history = await _history(request)
    n = int(request.match_info["n"])
    if history is None or n > history.last:
        return not_found(request)
    after = _after(request.query.get("after"), n)
    etag = f'"{history.row.id}-{history.tag(n)}-{history.row.position}-{after}"'
    headers = {"ETag": etag, "Cache-Control": "no-cache"}
    if _not_modified(request, etag):
        return web.Response(status=304, headers=headers)
    data = await request.app[SERVICES].pages.step_data(history, n, after=after)
    if data is None:
        return not_found(request)
    return web.json_response(data, headers=headers, dumps=lambda d: json.dumps(d, ensure_ascii=False))


async def step_image(request: web.Request) -> web.Response:
    history = await _history(request)
    n_text, _, _ = request.match_info["tag"].partition("-")
    n, kind = int(n_text), request.match_info["kind"]
    if history is None or n > history.last or history.tag(n) != request.match_info["tag"]:
        return not_found(request)
    pages = request.app[SERVICES].pages
    draw = pages.board_png if kind == "board" else pages.summary_png
    etag = f'"{kind}-{history.row.id}-{history.tag(n)}"'
    return await _image(request, history, etag, IMMUTABLE, (kind, *history.key(n)), lambda: draw(history, n), "png")


async def replay_gif(request: web.Request) -> web.Response:
    """The animated replay of a finished game: drawn once (a board per step, in a worker thread),
    counted against the reader's renders as that many boards, then kept apart from the other
    images."""
    history = await _history(request)
    if history is None or history.row.status != "finished":
        return not_found(request)
    services = request.app[SERVICES]
    etag = f'"replay-{history.row.id}-{history.names_digest}"'
    key = ("replay", history.row.id, history.names_digest)
    cache = "private, max-age=3600"  # a name forgotten changes it
    draw = functools.partial(services.pages.replay_gif, history)
    cost = history.last + 1  # a board for each step, as many as the history's own pictures
    return await _image(request, history, etag, cache, key, draw, "gif", services.replays, cost)


async def _image(
    request: web.Request,
    history: History,
    etag: str,
    cache: str,
    key: tuple,
    draw: Callable[[], Awaitable[bytes | None]],
    kind: str,
    kept: ImageCache | None = None,
    cost: float = 1,
) -> web.Response:
    """An image of a game's page: "not modified" when the reader has it, else drawn by `draw`
    (or taken from the kept images under `key`), counted against the reader's renders."""
    headers = {"ETag": etag, "Cache-Control": cache}
    if _not_modified(request, etag):
        return web.Response(status=304, headers=headers)
    images = request.app[SERVICES].images if kept is None else kept
    try:
        image = await images.get(key, client_address(request), draw, cost)
    except RenderLimited as limited:
        return too_many(request, limited.retry_after, history.language)
    if image is None:
        return not_found(request)
    return web.Response(body=image, content_type=f"image/{kind}", headers=headers)


async def events(request: web.Request) -> web.StreamResponse:
    """The game's news as Server-Sent Events: ``moved`` with its last step, position and status,
    at once and whenever it changes; a comment every few seconds keeps proxies from closing it.
    A reader who leaves gives its place back at once (a reload must not find its old streams
    still counted)."""
    services = request.app[SERVICES]
    row = await services.pages.game(request.match_info["token"])
    if row is None:
        return not_found(request)
    address = client_address(request)
    streams = request.app[STREAMS]
    if streams[address] >= STREAMS_PER_ADDRESS:
        return too_many(request, KEEP_ALIVE, row.language, "web.too_many_streams")
    if streams.total() >= STREAMS_TOTAL:
        return refused(503, BUSY_SECONDS, i18n.t("web.busy", row.language))
    headers = {"Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    if request.method == "HEAD":
        return web.Response(headers=headers)
    response = web.StreamResponse(headers=headers)
    streams[address] += 1
    game_id = row.id
    woken = services.newsroom.watch(game_id, row.position)
    closing = request.app[CLOSING]
    try:
        await response.prepare(request)
        await response.write(b"retry: 3000\n\n")
        sent = None
        while not closing.is_set():
            woken.clear()
            row = await services.pages.store.get_game(game_id)
            if row is None:
                break
            news = (row.version, row.position, row.status)
            if news != sent:
                data = json.dumps({"last": row.version, "position": row.position, "status": row.status})
                await response.write(f"event: moved\ndata: {data}\n\n".encode())
                sent = news
            if not await _until_news(request, woken):
                await response.write(b": still here\n\n")
    except (ConnectionError, asyncio.CancelledError):
        pass  # the reader left (or the server is stopping): nothing to tell anyone
    finally:
        services.newsroom.unwatch(game_id, woken)
        streams[address] -= 1
        if not streams[address]:
            del streams[address]
    with contextlib.suppress(ConnectionError):
        await response.write_eof()
    return response


async def _until_news(request: web.Request, woken: asyncio.Event) -> bool:
    """True when `woken` is set, False when a keep-alive is due; ConnectionResetError as soon as
    the reader has gone (aiohttp tells a handler nothing when its client leaves: the transport
    is looked at every LEFT_CHECK seconds)."""
    loop = asyncio.get_running_loop()
    due = loop.time() + KEEP_ALIVE
    while (left := due - loop.time()) > 0:
        transport = request.transport
        if transport is None or transport.is_closing():
            raise ConnectionResetError("the reader left")
        try:
            await asyncio.wait_for(woken.wait(), min(LEFT_CHECK, left))
            return True
        except TimeoutError:
            pass
    return False


async def _hand_request(request: web.Request):
    """(history, link, verdict) of a private link, or a response saying why it shows nothing."""
    services = request.app[SERVICES]
    history = await _history(request)
    if history is None:
        return None, not_found(request)
    read = read_hand_link(history.token, request.match_info["seat"], request.query)
    verdict = Verdict.INVALID
    link = None
    if read is not None:
        link, signature = read
        verdict = link.check(services.key, signature, services.clock())
        if link.seat >= len(history.seats):
            verdict = Verdict.INVALID
    if verdict is Verdict.GOOD and link is not None:
        gone = await _no_longer_held(services, history, link)
        if gone is None:
            return (history, link), None
        return None, await _spectators_instead(request, history, i18n.t(gone, link.language))
    # only a link that was signed may choose the language: a changed one is answered in the game's
    language = link.language if verdict is Verdict.EXPIRED and link is not None else history.language
    back = f"/g/{history.token}"
    versions = request.app[VERSIONS]
    if verdict is Verdict.EXPIRED and link is not None:
        title = i18n.t("web.hand_expired_title", language)
        page = html.notice(
            language, title, html.with_time("web.hand_expired", language, link.expires), versions, back=back
        )
        return None, _private(_html(page, 410))
    title = i18n.t("web.hand_invalid_title", language)
    page = html.notice(language, title, html.esc(i18n.t("web.hand_invalid", language)), versions, back=back)
    return None, _private(_html(page, 403))


async def _no_longer_held(services: WebServices, history: History, link: HandLink) -> str | None:
    """Why a well signed link shows nothing private any more (a catalogue key), or None while its
    person holds the seat of a running game. Read afresh: a seat changing hands moves no position,
    so the page's cached history may not have seen it yet."""
    store = services.pages.store
    row = await store.get_game(history.row.id)
    if row is None or row.status != "active":
        return "web.hand_game_over"
    seats = await store.seats(history.row.id)
    held = next((s for s in seats if s.seat == link.seat), None)
    if held is None or held.is_ai or held.user_id != link.holder:
        return "web.hand_not_yours"
    return None


async def _spectators_instead(request: web.Request, history: History, why: str) -> web.Response:
    """The page as everyone sees it, and the one sentence saying why the link shows no more."""
    if request.path.endswith(".png"):
        return _private(web.Response(text=why, status=403))
    data = await request.app[SERVICES].pages.step_data(history, history.last)
    if data is None:
        return not_found(request)
    return _private(_html(html.game_page(history, data, request.app[VERSIONS], why=why), 403))


def _private(response: web.Response) -> web.Response:
    response.headers["Cache-Control"] = "no-store"
    return response


async def hand_page(request: web.Request) -> web.Response:
    found, refusal = await _hand_request(request)
    if refusal is not None:
        return refusal
    history, link = found
    game = i18n.t(f"games.{history.row.kind}.name", link.language)
    image = f"{request.path}.png?{request.query_string}"
    page = html.hand_page(
        link.language,
        game,
        plain(marked(history.names[link.seat])),
        image,
        f"/g/{history.token}",
        link.expires,
        request.app[VERSIONS],
    )
    return _private(_html(page))


async def hand_image(request: web.Request) -> web.Response:
    found, refusal = await _hand_request(request)
    if refusal is not None:
        return refusal
    history, link = found
    services = request.app[SERVICES]
    wait = services.images.render_limit.take(client_address(request))
    if wait:
        return too_many(request, wait, link.language)
    png = await services.pages.private_png(history, link.seat, link.language)
    if png is None:
        return not_found(request)
    return _private(web.Response(body=png, content_type="image/png"))
