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
import hashlib
import ipaddress
import json
import logging
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import web

import i18n
from bot.web import html
from bot.web.images import ImageCache, RenderLimited
from bot.web.links import HandLink, Verdict, read_hand_link
from bot.web.live import Newsroom
from bot.web.pages import GamePages, History

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
KEEP_ALIVE = 15.0  # seconds between comments on a quiet event stream (proxies close silent ones)
STREAMS_PER_ADDRESS = 8  # open event streams one address may hold
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


SERVICES = web.AppKey("services", WebServices)
VERSIONS = web.AppKey("versions", dict)
STREAMS = web.AppKey("streams", Counter)
CLOSING = web.AppKey("closing", asyncio.Event)


def make_app(services: WebServices) -> web.Application:
    app = web.Application()
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


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


async def _secure(request: web.Request, response: web.StreamResponse) -> None:
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    if request.path.startswith("/static/"):
        response.headers["Cache-Control"] = "public, max-age=86400"


async def _close_streams(app: web.Application) -> None:
    app[CLOSING].set()
    app[SERVICES].newsroom.wake_all()


def client_address(request: web.Request) -> str:
    """The reader's address; behind a reverse proxy on this machine, the one it passes on (the
    last X-Forwarded-For entry is the one the proxy itself added)."""
    peer = request.remote or ""
    forwarded = request.headers.get("X-Forwarded-For", "")
    try:
        loopback = ipaddress.ip_address(peer).is_loopback
    except ValueError:
        loopback = False
    if forwarded and loopback:
        return forwarded.split(",")[-1].strip()
    return peer


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
    language = reader_language(request)
    page = html.notice(
        language,
        i18n.t("web.not_found_title", language),
        html.esc(i18n.t("web.not_found", language)),
        request.app[VERSIONS],
    )
    return _html(page, 404)


def too_many(request: web.Request, retry_after: float, language: str) -> web.Response:
    return web.Response(
        text=i18n.t("web.too_many", language),
        status=429,
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
    """The animated replay of a finished game: drawn once (seconds), counted against the reader's
    renders, then kept with the other images."""
    history = await _history(request)
    if history is None or history.row.status != "finished":
        return not_found(request)
    pages = request.app[SERVICES].pages
    etag = f'"replay-{history.row.id}-{history.names_digest}"'
    key = ("replay", history.row.id, history.names_digest)
    cache = "private, max-age=3600"  # a name forgotten changes it
    return await _image(request, history, etag, cache, key, lambda: pages.replay_gif(history), "gif")


async def _image(
    request: web.Request,
    history: History,
    etag: str,
    cache: str,
    key: tuple,
    draw: Callable[[], Awaitable[bytes | None]],
    kind: str,
) -> web.Response:
    """An image of a game's page: "not modified" when the reader has it, else drawn by `draw`
    (or taken from the kept images under `key`), counted against the reader's renders."""
    headers = {"ETag": etag, "Cache-Control": cache}
    if _not_modified(request, etag):
        return web.Response(status=304, headers=headers)
    try:
        image = await request.app[SERVICES].images.get(key, client_address(request), draw)
    except RenderLimited as limited:
        return too_many(request, limited.retry_after, history.language)
    if image is None:
        return not_found(request)
    return web.Response(body=image, content_type=f"image/{kind}", headers=headers)


async def events(request: web.Request) -> web.StreamResponse:
    """The game's news as Server-Sent Events: ``moved`` with its last step, position and status,
    at once and whenever it changes; a comment every few seconds keeps proxies from closing it."""
    services = request.app[SERVICES]
    row = await services.pages.game(request.match_info["token"])
    if row is None:
        return not_found(request)
    address = client_address(request)
    streams = request.app[STREAMS]
    if streams[address] >= STREAMS_PER_ADDRESS:
        return too_many(request, KEEP_ALIVE, row.language)
    response = web.StreamResponse(
        headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    )
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
            try:
                await asyncio.wait_for(woken.wait(), KEEP_ALIVE)
            except TimeoutError:
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
        history.names[link.seat],
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
