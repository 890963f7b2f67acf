"""The web server: an aiohttp application over the services it is given.

Routes (every game route starts with the game's capability token; a wrong token and an unknown
game look the same: 404):

    /g/<token>                      the page (``?at=n``: at step n)
    /g/<token>/at/<n>.json          step n as the page shows it (``?after=k``: narration after step k)
    /g/<token>/board/<n>-<id>-<names>.png   the board at step n (the step's row id, a digest of
                                    the seats' names); /summary/… its summary (immutable URLs;
                                    a lossless WebP when the request's Accept names image/webp,
                                    else a PNG: Vary: Accept)
    /g/<token>/delta/board/<from>/<to>.png  what changed from one step's board to a later one's
                                    (the steps' tags, m and n, m at most 3 steps before n): the
                                    new pixels, the others fully transparent, to lay over the
                                    board shown; /delta/summary/…
                                    the same for the summary (a PNG; a large change negotiated
                                    as the boards are)
    /g/<token>/replay.gif           the animated replay of a finished game (drawn once, in a
                                    worker process)
    /g/<token>/events               Server-Sent Events: ``moved`` whenever the game moves (its
                                    last step, position, status and the last step's tag)
    /g/<token>/live                 the same news over a WebSocket (the page inside Discord); asked
                                    without an upgrade, the news now, once (its polling fallback)
    /g/<token>/in                   a seat's sign-in link (bot.web.links): sets the seat's session,
                                    then 303 to the page; /g/<token>/hand/<seat>: the same, as
                                    *My hand* gave it before there were sessions
    /g/<token>/seat.json            the session's seat as the page shows it beside the board
    /g/<token>/seat.png             its image (``?at=position``: a new one after each move)
    /g/<token>/decision.json        the session's seat's pending decision as the page offers it
                                    (``?path=id,id&side=0|1``: further along its chain; bot.web.moves)
    POST /g/<token>/move            a move chosen on the page (JSON), committed as a press is
    POST /activity/session          the Activity's sign-in inside Discord (bot.web.activity); `/`
                                    with Discord's launch parameters is the Activity's entry
                                    document (only with SALON_ACTIVITY: else 404 and the index)
    /static/…                       the page's script and style sheet

Every response carries a strict content security policy (no inline script or style, nothing
from elsewhere), no referrer, no framing (but by Discord's clients when the Activity is on) and
no indexing. A seat's session comes in its cookie, or inside Discord's frame (which keeps no
cookie of the pages') in the X-Salon-Session header, read the same way. Images that must be
drawn count against the reader's address (bot.web.images).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import ipaddress
import json
import logging
import mimetypes
import re
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import WSCloseCode, web
from aiohttp.http_exceptions import HttpProcessingError

import i18n
from bot.play.chains import Unchosen
from bot.presenters import presenter_for
from bot.presenters.drawing import Drawing, DrawingFailed, drawing
from bot.record.replay import animation
from bot.web import html
from bot.web.activity import (
    BODY_BYTES,
    FRAME_ANCESTORS,
    SESSION_HEADER,
    ActivityConfig,
    Discord,
    Instance,
    Launch,
    Refused,
    client_session,
    read_launch,
)
from bot.web.images import REPLAY_BYTES, ImageCache, RenderLimit, RenderLimited
from bot.web.links import COOKIE, SESSION_SECONDS, Session, Verdict, page_path, read_seat_link, session_for
from bot.web.live import Newsroom
from bot.web.moves import (
    DECISIONS_BURST,
    DECISIONS_PER_SECOND,
    MOVE_BYTES,
    MOVES_BURST,
    MOVES_PER_SECOND,
    Board,
    Mover,
    MoveRefused,
    PageMove,
    decision_data,
    foreign_origin,
    page_text,
    read_move,
    read_path,
    unchosen,
)
from bot.web.pages import GamePages, History, marked, plain, rich
from db import GameRow

log = logging.getLogger(__name__)

STATIC = Path(__file__).parent / "static"
# the vendored SDK's ES modules: a browser runs a module only when it is sent as JavaScript, and not
# every system's MIME table names .mjs
mimetypes.add_type("text/javascript", ".mjs")
KEEP_ALIVE = 15.0  # seconds between comments on a quiet event stream (proxies close silent ones)
STREAMS_PER_ADDRESS = 8  # open event streams one address may hold
# open event streams in all: each holds a socket and wakes on every move of its game, and the
# process (the bot's, when it serves the pages) must keep answering everything else
STREAMS_TOTAL = 200
BUSY_SECONDS = 30  # Retry-After of a refused stream
LIVE_MESSAGE_BYTES = 1024  # the page sends nothing on its WebSocket: anything longer closes it
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
    "before": re.compile(r"[0-9]{1,9}-[0-9]{1,19}-[0-9a-f]{8}"),
}
QUERY_VALUES = {
    "at": re.compile(r"[0-9]{1,9}"),
    "after": re.compile(r"-?[0-9]{1,9}"),
    "lang": re.compile(r"[a-z]{2}"),
    "s": re.compile(r"[0-9]{1,3}"),
    "u": re.compile(r"[0-9]{1,20}"),
    "exp": re.compile(r"[0-9]{1,12}"),
    "sig": re.compile(r"[A-Za-z0-9_-]{0,64}"),  # empty or changed: the link's own page says so
    "side": re.compile(r"[01]"),
    "path": re.compile(r"[\x21-\x7e]{0,1700}"),  # option ids (printable ASCII) joined by commas
}
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; "
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
# sign-ins inside Discord one address may start: each makes four calls to Discord's API, whose
# limits count against the whole application
ACTIVITY_BURST, ACTIVITY_PER_SECOND = 6, 0.1
# Discord's launch parameters on `/` (its frame's address): checked like the rest of the query
LAUNCH_VALUE = re.compile(r"[A-Za-z0-9_.:-]{1,128}")
LAUNCH_PARAMETERS = ("frame_id", "instance_id", "guild_id", "channel_id", "platform", "custom_id", "location_id")


@dataclass
class WebServices:
    """What the server uses, given to it whole (the bot's process and `python -m bot web` alike)."""

    pages: GamePages
    newsroom: Newsroom
    key: bytes  # signs the sign-in links and the sessions
    secure_cookies: bool = False  # the pages' public address is https: a session's cookie goes over it alone
    public_url: str | None = None  # SALON_WEB_URL: the pages' public address (a move's Origin may name it)
    images: ImageCache = field(default_factory=ImageCache)
    clock: Callable[[], float] = time.time
    # commits a move sent from a page (the bot's turns, the offline demo's table); None where this
    # process makes no moves (`python -m bot web` beside the bot)
    mover: Mover | None = None
    # where the animated replays are drawn: the process's drawing (a worker process, started at the first one)
    drawing: Drawing = field(default_factory=drawing)
    replays: ImageCache = field(init=False)  # the animated replays, kept apart; same renders allowance
    # per seat: the moves sent and the decisions asked (bot.web.moves)
    move_limit: RenderLimit = field(default_factory=lambda: RenderLimit(MOVES_BURST, MOVES_PER_SECOND))
    decision_limit: RenderLimit = field(default_factory=lambda: RenderLimit(DECISIONS_BURST, DECISIONS_PER_SECOND))
    activity: ActivityConfig | None = None  # SALON_ACTIVITY: the pages are the application's Discord Activity
    activity_limit: RenderLimit = field(default_factory=lambda: RenderLimit(ACTIVITY_BURST, ACTIVITY_PER_SECOND))

    def __post_init__(self) -> None:
        self.replays = ImageCache(REPLAY_BYTES, self.images.render_limit)


SERVICES = web.AppKey("services", WebServices)
VERSIONS = web.AppKey("versions", dict)
STREAMS = web.AppKey("streams", Counter)
CLOSING = web.AppKey("closing", asyncio.Event)
AHEAD = web.AppKey("drawing ahead", set)  # the drawings of boards told of (kept till done: the loop holds tasks weakly)


def make_app(services: WebServices) -> web.Application:
    app = web.Application(middlewares=[_edge])
    _quiet_client_mistakes()
    app[SERVICES] = services
    app[VERSIONS] = {name: _digest(STATIC / name) for name in html.ASSETS}
    app[STREAMS] = Counter()
    app[CLOSING] = asyncio.Event()
    app[AHEAD] = set()
    app.on_response_prepare.append(_secure)
    app.on_shutdown.append(_close_streams)
    app.on_cleanup.append(_stop_drawing)
    app.router.add_get("/", index)
    app.router.add_get("/robots.txt", robots)
    app.router.add_get("/g/{token}", game_page)
    app.router.add_get(r"/g/{token}/at/{n:\d+}.json", step_json)
    app.router.add_get(r"/g/{token}/{kind:board|summary}/{tag:\d+-\d+-[0-9a-f]{8}}.png", step_image)
    app.router.add_get(
        r"/g/{token}/delta/{kind:board|summary}/{before:\d+-\d+-[0-9a-f]{8}}/{tag:\d+-\d+-[0-9a-f]{8}}.png",
        delta_image_route,
    )
    app.router.add_get("/g/{token}/replay.gif", replay_gif)
    app.router.add_get("/g/{token}/events", events)
    app.router.add_get("/g/{token}/live", live)
    app.router.add_get("/g/{token}/in", sign_in)
    app.router.add_get(r"/g/{token}/hand/{seat:\d+}", sign_in)
    app.router.add_get("/g/{token}/seat.json", seat_json)
    app.router.add_get("/g/{token}/seat.png", seat_image)
    app.router.add_get("/g/{token}/decision.json", decision_json)
    app.router.add_post("/g/{token}/move", move)
    app.router.add_post("/activity/session", activity_session)
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
    for name in LAUNCH_PARAMETERS:
        if not all(LAUNCH_VALUE.fullmatch(value) for value in request.query.getall(name, ())):
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
    if request.app[SERVICES].activity is not None:  # Discord's clients frame the pages
        policy = response.headers["Content-Security-Policy"]
        response.headers["Content-Security-Policy"] = policy.replace(
            "frame-ancestors 'none'", f"frame-ancestors {FRAME_ANCESTORS}"
        )
        response.headers.popall("X-Frame-Options", None)
        if response.headers.get("Vary") == "Cookie":  # a seat's own answer: the session may come in the header
            response.headers["Vary"] = f"Cookie, {SESSION_HEADER}"
    if request.path.startswith("/static/") and response.status < 400:  # a miss is not kept for a day
        response.headers["Cache-Control"] = "public, max-age=86400"


async def _close_streams(app: web.Application) -> None:
    app[CLOSING].set()
    app[SERVICES].newsroom.wake_all()


async def _stop_drawing(app: web.Application) -> None:
    for task in app[AHEAD]:
        task.cancel()
    await asyncio.gather(*app[AHEAD], return_exceptions=True)
    app[SERVICES].drawing.close()


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
    """The index; inside Discord's frame (the Activity on, the frame's launch parameters given)
    the Activity's entry document, which signs in and shows the game in place."""
    language = reader_language(request)
    activity = request.app[SERVICES].activity
    if activity is not None and "frame_id" in request.query and "instance_id" in request.query:
        return _html(html.activity_shell(language, activity.client_id, request.app[VERSIONS]))
    text = html.esc(i18n.t("web.index", language))
    return _html(html.notice(language, "Salon", text, request.app[VERSIONS]))


async def robots(request: web.Request) -> web.Response:
    return web.Response(text="User-agent: *\nDisallow: /\n")


async def game_page(request: web.Request) -> web.Response:
    history = await _history(request)
    if history is None:
        return not_found(request)
    n = _step(request.query.get("at"), history.last)
    data = await request.app[SERVICES].pages.page_data(history, n)
    if data is None:
        return not_found(request)
    if _session_value(request) is None:  # nobody signed in: the page as everyone sees it
        return _html(html.game_page(history, data, request.app[VERSIONS]))
    session, why = await _session(request, history)
    seat = None if session is None else await _seat_data(request, history, session)
    page = html.game_page(history, data, request.app[VERSIONS], why=why, seat=seat)
    response = _private(_html(page))
    if session is None:
        _end_session(response, history.token)
    return response


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
    # a page following the game live (it has a step shortly before; its Accept names WebP images,
    # as the page's script asks) is told where to find what changed since, to lay over what it shows
    live = max(n - CATCH_UP, 0) <= after < n and takes_webp(request)
    etag = f'"{history.row.id}-{history.tag(n)}-{history.row.position}-{after}-{int(live)}"'
    headers = {"ETag": etag, "Cache-Control": "no-cache", "Vary": "Accept"}
    if _not_modified(request, etag):
        return web.Response(status=304, headers=headers)
    data = await request.app[SERVICES].pages.step_data(history, n, after=after)
    if data is None:
        return not_found(request)
    if live:
        for kind in ("board", "summary"):
            data[f"{kind}_delta"] = _change(history, after, n, kind, data[kind])
    return web.json_response(data, headers=headers, dumps=lambda d: json.dumps(d, ensure_ascii=False))


# A change is sent when it is under this share of the step's whole image as a PNG. Judged against
# the PNG, which is drawn anyway, and not the whole lossless WebP the reader would load instead:
# encoding that costs several times the drawing (a board's 500 ms against 70 ms on this 2-core
# machine), and the WebP is 35 to 75 % of the PNG, so a change under 35 % of it is no larger (and
# far quicker to make: a whole WebP costs that encoding on the click's way to its board).
WORTHWHILE_SHARE = 0.35
# A change over this many bytes as a PNG is sent as a lossless WebP (render.common.delta), by the
# image it changes. The board's change is on a click's way to its board on screen, where the WebP's
# encoding cost 80 to 170 ms and the PNG's 12 (a table of ten seats, where a seat's own move
# often changes the board by 25 to 30 KB); the summary's is asked for once the board is shown,
# so its encoding delays nothing the reader waits for and its bytes make room for the board's. A
# live step (the JSON of at most some 6 KB and both changes) stays under issue 30's 60 KB: at the
# largest tables, 47 KB at the 99th percentile of a whole seeded game's steps.
LARGE_CHANGE = {"board": 40 * 1024, "summary": 8 * 1024}
# The steps a page may be behind and still be sent what changed since the step it shows (the AI's
# moves come close after the reader's own, and a page catching up would else load whole images,
# whose WebP the server encodes then); further behind, the change is nearly the whole image.
CATCH_UP = 3
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _change(history: History, before: int, n: int, kind: str, full: str) -> dict:
    """What the page lays over step `before`'s `kind` to show step n's: the image it goes over and
    the URL of the change. Named, not made: the change is made as the page asks for it, and the
    step's JSON waits for no drawing (delta_image_route)."""
    return {
        "over": full.replace(history.tag(n), history.tag(before)),
        "src": f"/g/{history.token}/delta/{kind}/{history.tag(before)}/{history.tag(n)}.png",
    }


def worth_sending(change: bytes, whole: bytes) -> bool:
    """Whether a page is sent `change` rather than the whole WebP of the step whose PNG is `whole`.
    A change small enough to stay a PNG (made in tens of milliseconds) is, even where the whole
    WebP would be lighter: that WebP's encoding, on the click's way to its board, costs more than
    the few kilobytes, and a live step stays under 60 KB."""
    if len(change) >= len(whole):
        return False
    return change.startswith(PNG_SIGNATURE) or len(change) < WORTHWHILE_SHARE * len(whole)


async def _kept(
    request: web.Request, key: tuple, draw: Callable[[], Awaitable[bytes | None]], *, charged: bool = True
) -> bytes | None:
    """The image of `key` from the images cache, drawn by `draw` if it is not kept: on the reader's
    renders, or (`charged` False) as the server's own drawing."""
    return await request.app[SERVICES].images.get(key, client_address(request) if charged else None, draw)


def _step_drawing(
    request: web.Request, history: History, n: int, kind: str, image_format: str, *, charged: bool = True
) -> tuple[tuple, Callable[[], Awaitable[bytes | None]]]:
    """The images cache's key of step n's `kind` in `image_format`, and how it is drawn: a WebP
    from the step's PNG, which is kept too (the first change a page is sent after it loads is made
    from the PNG of the step it shows, then already there); `charged` as for `_kept`."""
    key = (kind, image_format, *history.key(n))
    if image_format == "png":
        return key, functools.partial(request.app[SERVICES].pages.step_image, history, n, kind)

    async def draw() -> bytes | None:
        png = await _kept(request, *_step_drawing(request, history, n, kind, "png"), charged=charged)
        return None if png is None else await drawing().lossless_webp(history.row.id, png)

    return key, draw


def _delta_drawing(
    request: web.Request,
    history: History,
    before: int,
    n: int,
    kind: str,
    image_format: str,
    *,
    charged: bool = True,
) -> tuple[tuple, Callable[[], Awaitable[bytes | None]]]:
    """The images cache's key of what changed from step `before`'s `kind` to step n's, as a PNG (a
    large change as an `image_format`: render.common.delta), and how it is made: from both steps'
    PNGs (the same pixels as their WebPs, and far quicker to make; kept, or drawn now, each counted
    as its own render unless `charged` is False, as for `_kept`). A change not `worth_sending` is
    step n's whole image in `image_format` instead: opaque, laid over step `before`'s it shows step
    n's all the same."""

    def kept(step: int, image_format: str) -> Awaitable[bytes | None]:
        return _kept(
            request, *_step_drawing(request, history, step, kind, image_format, charged=charged), charged=charged
        )

    async def draw() -> bytes | None:
        old = await kept(before, "png")
        new = await kept(n, "png")
        if old is None or new is None:
            return None
        change = await drawing().delta(history.row.id, old, new, image_format, LARGE_CHANGE[kind])
        if change is not None and worth_sending(change, new):
            return change
        return await kept(n, image_format)

    return ("delta", kind, image_format, *history.key(before), *history.key(n)), draw


async def step_image(request: web.Request) -> web.Response:
    """A step's board or summary: a lossless WebP to a reader whose browser takes it, else a PNG,
    at the same immutable URL (the page's script builds it from the step's JSON)."""
    history = await _history(request)
    n_text, _, _ = request.match_info["tag"].partition("-")
    n, kind = int(n_text), request.match_info["kind"]
    if history is None or n > history.last or history.tag(n) != request.match_info["tag"]:
        return not_found(request)
    image_format = "webp" if takes_webp(request) else "png"
    etag = f'"{kind}-{image_format}-{history.row.id}-{history.tag(n)}"'
    key, draw = _step_drawing(request, history, n, kind, image_format)
    response = await _image(request, history, etag, IMMUTABLE, key, draw, image_format)
    response.headers["Vary"] = "Accept"  # a cache between keeps the WebP and the PNG apart
    return response


async def delta_image_route(request: web.Request) -> web.Response:
    """What changed from step m's board or summary to step n's, to lay over it (a PNG; a large
    change, or step n's whole image where the change would weigh about as much, negotiated as the
    steps' images are); 404 unless both tags name this game's steps m and n, m one to CATCH_UP
    steps before n."""
    history = await _history(request)
    n_text, _, _ = request.match_info["tag"].partition("-")
    m_text, _, _ = request.match_info["before"].partition("-")
    m, n, kind = int(m_text), int(n_text), request.match_info["kind"]
    if (
        history is None
        or not max(n - CATCH_UP, 0) <= m < n <= history.last
        or history.tag(n) != request.match_info["tag"]
        or history.tag(m) != request.match_info["before"]
    ):
        return not_found(request)
    image_format = "webp" if takes_webp(request) else "png"
    etag = f'"delta-{kind}-{image_format}-{history.row.id}-{history.tag(m)}-{history.tag(n)}"'
    key, draw = _delta_drawing(request, history, m, n, kind, image_format)
    response = await _image(request, history, etag, IMMUTABLE, key, draw, image_format)
    if isinstance(response.body, bytes) and response.body.startswith(PNG_SIGNATURE):
        response.content_type = "image/png"  # a change small as a PNG is one for every reader
    response.headers["Vary"] = "Accept"
    return response


def takes_webp(request: web.Request) -> bool:
    """Whether the request's Accept header names image/webp (and does not refuse it with q=0)."""
    for entry in request.headers.get("Accept", "").split(","):
        media_type, *parameters = (part.strip() for part in entry.split(";"))
        if media_type.lower() != "image/webp":
            continue
        for parameter in parameters:
            name, _, value = parameter.partition("=")
            if name.strip().lower() == "q":
                try:
                    return float(value) > 0
                except ValueError:
                    return False
        return True
    return False


async def replay_gif(request: web.Request) -> web.Response:
    """The animated replay of a finished game: drawn once, in a worker process (seconds of
    drawing: never on the event loop; readers asking meanwhile wait for that one drawing),
    counted against the first reader's renders as that many boards, then kept apart from the
    other images."""
    history = await _history(request)
    if history is None or history.row.status != "finished":
        return not_found(request)
    services = request.app[SERVICES]
    etag = f'"replay-{history.row.id}-{history.names_digest}"'
    key = ("replay", history.row.id, history.names_digest)
    cache = "private, max-age=3600"  # a name forgotten changes it
    draw = functools.partial(_drawn_replay, services, history)
    cost = history.last + 1  # a board for each step, as many as the history's own pictures
    return await _image(request, history, etag, cache, key, draw, "gif", services.replays, cost)


async def _drawn_replay(services: WebServices, history: History) -> bytes | None:
    document = await services.pages.replay_document(history)
    if document is None:
        return None
    return await services.drawing.replay(history.row.id, animation, document, history.language)


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


async def _news(request: web.Request, row: GameRow, sent: dict | None = None) -> dict:
    """What a live page is told of its game: its last step, position and status, and that step's
    tag (what names its images: a page following the game asks at once for what changed on its
    board, beside the step's JSON, not a round trip after it). `sent`, the news told before, is
    told again where the game has not moved since (its history is not read again for a keep-alive)."""
    if sent is not None and (sent["last"], sent["position"], sent["status"]) == (row.version, row.position, row.status):
        return sent
    history = await request.app[SERVICES].pages.history_of(row, request.match_info["token"])
    tag = history.tag(row.version) if row.version <= history.last else None
    return {"last": row.version, "position": row.position, "status": row.status, "tag": tag}


def _draw_ahead(request: web.Request, row: GameRow) -> None:
    """The game's newest board drawn as its news is sent, not once the page asks for it, and what
    changed on it since the step before, where that step's board is kept (a page showed it, or it
    was drawn as its own news went out): a page following the game asks next for that change
    (delta_image_route), and finds it made or under way rather than start it after the step's
    JSON, a round trip later. Made as a page's script asks for it (a WebP where the change is
    large: every browser running the script takes it)."""
    if row.status != "active":
        return

    async def draw() -> None:
        history = await _history(request)
        if history is None or history.row.position != row.position:
            return  # moved on meanwhile: its own news draws that board
        # once a move, however many read the game: the server's own drawing, on no reader's renders
        n = history.last
        with contextlib.suppress(DrawingFailed):  # the page's own request says so
            await _kept(request, *_step_drawing(request, history, n, "board", "png"), charged=False)
            shown = _step_drawing(request, history, n - 1, "board", "png")[0] if n > 0 else None
            if shown in request.app[SERVICES].images:
                change = _delta_drawing(request, history, n - 1, n, "board", "webp", charged=False)
                await _kept(request, *change, charged=False)

    ahead = request.app[AHEAD]
    task = asyncio.ensure_future(draw())
    ahead.add(task)
    task.add_done_callback(ahead.discard)


def _stream_refused(request: web.Request, row: GameRow) -> web.Response | None:
    """The refusal of one more live stream to the reader (its address holds enough, or the server
    does), else None."""
    streams = request.app[STREAMS]
    if streams[client_address(request)] >= STREAMS_PER_ADDRESS:
        return too_many(request, KEEP_ALIVE, row.language, "web.too_many_streams")
    if streams.total() >= STREAMS_TOTAL:
        return refused(503, BUSY_SECONDS, i18n.t("web.busy", row.language))
    return None


@contextlib.contextmanager
def _stream_held(request: web.Request, row: GameRow) -> Iterator[asyncio.Event]:
    """A live stream's place, counted against its reader's address, and the event set whenever its
    game may have moved; both given back as the stream ends, however it ends."""
    services = request.app[SERVICES]
    address = client_address(request)
    streams = request.app[STREAMS]
    streams[address] += 1
    woken = services.newsroom.watch(row.id, row.position)
    try:
        yield woken
    finally:
        services.newsroom.unwatch(row.id, woken)
        streams[address] -= 1
        if not streams[address]:
            del streams[address]


async def events(request: web.Request) -> web.StreamResponse:
    """The game's news as Server-Sent Events: ``moved`` with its last step, position and status,
    at once and whenever it changes; a comment every few seconds keeps proxies from closing it.
    A reader who leaves gives its place back at once (a reload must not find its old streams
    still counted)."""
    services = request.app[SERVICES]
    row = await services.pages.game(request.match_info["token"])
    if row is None:
        return not_found(request)
    if (refusal := _stream_refused(request, row)) is not None:
        return refusal
    headers = {"Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    if request.method == "HEAD":
        return web.Response(headers=headers)
    response = web.StreamResponse(headers=headers)
    closing = request.app[CLOSING]
    with _stream_held(request, row) as woken:
        try:
            await response.prepare(request)
            await response.write(b"retry: 3000\n\n")
            sent = None
            while not closing.is_set():
                woken.clear()
                row = await services.pages.store.get_game(row.id)
                if row is None:
                    break
                if (news := await _news(request, row, sent)) != sent:
                    await response.write(f"event: moved\ndata: {json.dumps(news)}\n\n".encode())
                    if sent is not None:
                        _draw_ahead(request, row)
                    sent = news
                if not await _until_news(request, woken):
                    await response.write(b": still here\n\n")
        except (ConnectionError, asyncio.CancelledError):
            pass  # the reader left (or the server is stopping): nothing to tell anyone
    with contextlib.suppress(ConnectionError):
        await response.write_eof()
    return response


async def live(request: web.Request) -> web.StreamResponse:
    """The game's news over a WebSocket (the way Discord's proxy carries to a page inside Discord):
    the events stream's ``moved`` data as a text message, at once and whenever it changes; pings
    keep proxies from closing it. Asked without an upgrade, the news now, once (a page whose
    WebSocket fails asks this now and then instead). Counted with the event streams; closed
    (1001, going away) when the server stops."""
    services = request.app[SERVICES]
    row = await services.pages.game(request.match_info["token"])
    if row is None:
        return not_found(request)
    socket = web.WebSocketResponse(heartbeat=KEEP_ALIVE, max_msg_size=LIVE_MESSAGE_BYTES)
    if not socket.can_prepare(request).ok:
        return web.json_response(await _news(request, row), headers={"Cache-Control": "no-store"})
    if (refusal := _stream_refused(request, row)) is not None:
        return refusal
    closing = request.app[CLOSING]
    with _stream_held(request, row) as woken:
        await socket.prepare(request)
        # the page sends nothing; reading is what answers pings and notices the reader leaving
        reading = asyncio.ensure_future(_until_closed(socket))
        try:
            sent = None
            while not closing.is_set() and not reading.done():
                woken.clear()
                row = await services.pages.store.get_game(row.id)
                if row is None:
                    break
                if (news := await _news(request, row, sent)) != sent:
                    await socket.send_json(news)
                    if sent is not None:
                        _draw_ahead(request, row)
                    sent = news
                news_or_left = asyncio.ensure_future(woken.wait())
                await asyncio.wait((news_or_left, reading), return_when=asyncio.FIRST_COMPLETED)
                news_or_left.cancel()
        except (ConnectionError, asyncio.CancelledError):
            pass  # the reader left (or the server is stopping): nothing to tell anyone
        finally:
            await socket.close(code=WSCloseCode.GOING_AWAY if closing.is_set() else WSCloseCode.OK)
            await reading
    return socket


async def _until_closed(socket: web.WebSocketResponse) -> None:
    async for _ in socket:
        pass


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


# ------------------------------------------------------------------ a seat's session


def _private(response: web.Response) -> web.Response:
    response.headers["Cache-Control"] = "no-store"
    response.headers["Vary"] = "Cookie"
    return response


def _session_value(request: web.Request) -> str | None:
    """The reader's session as sent: the X-Salon-Session header inside Discord's frame (when the
    Activity is on; it wins over a cookie), else the cookie; None when neither is sent."""
    if request.app[SERVICES].activity is not None and SESSION_HEADER in request.headers:
        return request.headers[SESSION_HEADER]
    return request.cookies.get(COOKIE)


def _end_session(response: web.StreamResponse, token: str) -> None:
    response.del_cookie(COOKIE, path=page_path(token))


async def sign_in(request: web.Request) -> web.Response:
    """A seat's sign-in link: a good one sets the seat's session and sends its reader to the
    page's plain address (303), so the signature leaves the address bar and the history; any
    other is refused with one sentence and sets nothing."""
    services = request.app[SERVICES]
    history = await _history(request)
    if history is None:
        return not_found(request)
    read = read_seat_link(history.token, request.match_info.get("seat"), request.query)
    verdict, link = Verdict.INVALID, None
    if read is not None:
        link, signature = read
        verdict = link.check(services.key, signature, services.clock())
        if link.seat >= len(history.seats):
            verdict = Verdict.INVALID
    page = page_path(history.token)
    if verdict is Verdict.GOOD and link is not None:
        since = await services.pages.store.held_since(
            history.row.id, link.seat
        )  # first: a change after it ends the session
        gone = await _no_longer_held(request, history, link.seat, link.holder)
        if gone is not None:
            return await _spectators_instead(request, history, i18n.t(gone, link.language))
        response = _private(web.Response(status=303, headers={"Location": page}))
        session = session_for(link, since, services.clock())
        response.set_cookie(
            COOKIE,
            session.cookie(services.key),
            max_age=SESSION_SECONDS,
            path=page,
            httponly=True,
            # Lax: the link is opened from Discord, another site, and Strict would keep the cookie
            # off the redirect's own request, so the page would open signed out
            samesite="Lax",
            secure=services.secure_cookies,
        )
        return response
    # only a link that was signed may choose the language: a changed one is answered in the game's
    language = link.language if verdict is Verdict.EXPIRED and link is not None else history.language
    versions = request.app[VERSIONS]
    if verdict is Verdict.EXPIRED and link is not None:
        title = i18n.t("web.link_expired_title", language)
        text = html.with_time("web.link_expired", language, link.expires)
        return _private(_html(html.notice(language, title, text, versions, back=page), 410))
    title = i18n.t("web.link_invalid_title", language)
    text = html.esc(i18n.t("web.link_invalid", language))
    return _private(_html(html.notice(language, title, text, versions, back=page), 403))


async def _session(request: web.Request, history: History) -> tuple[Session | None, str | None]:
    """The session of the page's reader and None, or None and the sentence saying why it ended
    (in the session's language when the cookie is ours, else the game's)."""
    services = request.app[SERVICES]
    value = _session_value(request) or ""
    session, verdict = Session.read(services.key, history.token, value, services.clock())
    if session is None or verdict is Verdict.INVALID:
        return None, i18n.t("web.session_invalid", history.language)
    if verdict is Verdict.EXPIRED:
        return None, i18n.t("web.session_expired", session.language)
    if (gone := await _no_longer_held(request, history, session.seat, session.holder, session.since)) is not None:
        return None, i18n.t(gone, session.language)
    return session, None


FRESH_SEATS = web.RequestKey("seats", list)  # the request's own read of the game's seats (_no_longer_held)


async def _no_longer_held(
    request: web.Request, history: History, seat: int, holder: int, since: int | None = None
) -> str | None:
    """Why a signed link or session shows nothing private (a catalogue key), or None while its
    person holds the seat (since step `since`, when given) of a running game. Read afresh: a seat
    changing hands moves no position, so the page's cached history may not have seen it yet; the
    seats read are kept with the request, for the names the seat's part of the page shows."""
    store = request.app[SERVICES].pages.store
    row = await store.get_game(history.row.id)
    if row is None or row.status != "active":
        return "web.seat_game_over"
    request[FRESH_SEATS] = seats = await store.seats(history.row.id)
    held = next((s for s in seats if s.seat == seat), None)
    if held is None or held.is_ai or held.user_id != holder:
        return "web.seat_not_yours"
    if since is not None and await store.held_since(history.row.id, seat) != since:
        return "web.seat_not_yours"  # they gave it up and were given it again: a new holding
    return None


async def _spectators_instead(request: web.Request, history: History, why: str) -> web.Response:
    """The page as everyone sees it, and the one sentence saying why the link shows no more."""
    data = await request.app[SERVICES].pages.page_data(history, history.last)
    if data is None:
        return not_found(request)
    response = _private(_html(html.game_page(history, data, request.app[VERSIONS], why=why), 403))
    _end_session(response, history.token)
    return response


async def _fresh_names(request: web.Request, history: History, language: str) -> list[str]:
    """The seats' names as read when the session was checked: a seat changing hands moves no
    position, so the cached history may still name the seat's previous holder."""
    pages = request.app[SERVICES].pages
    seats = request.get(FRESH_SEATS) or await pages.store.seats(history.row.id)
    return await pages.names(seats, language, history.row.guild_id)


async def _seat_data(request: web.Request, history: History, session: Session) -> dict | None:
    """What the page shows of the session's seat beside the board (None if its state is not stored)."""
    pages = request.app[SERVICES].pages
    view = await pages.private_view(history, session.seat)
    if view is None:
        return None
    language = session.language
    names = await _fresh_names(request, history, language)
    player = marked(names[session.seat])
    described = presenter_for(history.row.kind).describe_private(view, language, [marked(name) for name in names])
    return {
        "language": language,
        "signed_in": rich(i18n.t("web.signed_in", language, player=player)),
        "hand": pages.hand_html(history, view, language, names),
        "image": f"{page_path(history.token)}/seat.png?at={history.row.position}",
        "alt": plain(f"{i18n.t('web.hand_alt', language, player=player)}\n{described}"),
    }


async def _seat_request(request: web.Request) -> tuple[History | None, Session | None, web.Response | None]:
    """(history, session, None) for a reader signed in on a seat they hold, else a refusal with
    one sentence that ends whatever session the reader had."""
    history = await _history(request)
    if history is None:
        return None, None, not_found(request)
    if _session_value(request) is None:
        return history, None, _private(web.Response(text=i18n.t("web.session_none", history.language), status=403))
    session, why = await _session(request, history)
    if session is None:
        response = _private(web.Response(text=why or "", status=403))
        _end_session(response, history.token)
        return history, None, response
    return history, session, None


async def seat_json(request: web.Request) -> web.Response:
    """The session's seat as the page shows it, for the page's script after each move."""
    history, session, refusal = await _seat_request(request)
    if refusal is not None or history is None or session is None:
        return refusal or not_found(request)
    seat = await _seat_data(request, history, session)
    if seat is None:
        return not_found(request)
    return _private(web.json_response(seat, dumps=lambda d: json.dumps(d, ensure_ascii=False)))


async def seat_image(request: web.Request) -> web.Response:
    history, session, refusal = await _seat_request(request)
    if refusal is not None or history is None or session is None:
        return refusal or not_found(request)
    services = request.app[SERVICES]
    wait = services.images.render_limit.take(client_address(request))
    if wait:
        return too_many(request, wait, session.language)
    names = await _fresh_names(request, history, session.language)
    png = await services.pages.private_png(history, session.seat, session.language, names)
    if png is None:
        return not_found(request)
    return _private(web.Response(body=png, content_type="image/png"))


# ------------------------------------------------------------------ playing on the page


def _json(data: dict, status: int = 200, headers: dict | None = None) -> web.Response:
    response = web.json_response(
        data, status=status, headers=headers, dumps=lambda d: json.dumps(d, ensure_ascii=False)
    )
    return _private(response)


def _refusal(status: int, sentence: str, position: int, retry_after: float | None = None) -> web.Response:
    """A refused decision or move: its one sentence and the game's position now."""
    headers = None if retry_after is None else {"Retry-After": str(max(1, round(retry_after + 0.5)))}
    return _json({"error": sentence, "position": position}, status, headers)


def _seat_key(history: History, session: Session) -> str:
    return f"{history.row.id}:{session.seat}"


async def _seat_json_request(request: web.Request) -> tuple[History, Session] | web.Response:
    """The history and session of a seat's own JSON request, else its refusal (as seat.json's, in
    JSON: one sentence and the game's position)."""
    history, session, refusal = await _seat_request(request)
    if history is None:
        return refusal or not_found(request)
    if refusal is not None or session is None:
        sentence = (
            refusal.text if refusal is not None and refusal.text else i18n.t("web.session_none", history.language)
        )
        response = _refusal(403, sentence, history.row.position)
        if refusal is not None and COOKIE in refusal.cookies:
            _end_session(response, history.token)
        return response
    return history, session


async def decision_json(request: web.Request) -> web.Response:
    """The session's seat's decision at ``path`` of its chain (``side=1``: its side decision's),
    as the page offers it on the board and beside it."""
    asked = await _seat_json_request(request)
    if isinstance(asked, web.Response):
        return asked
    history, session = asked
    services = request.app[SERVICES]
    language, position = session.language, history.row.position
    if wait := services.decision_limit.take(_seat_key(history, session)):
        return _refusal(429, i18n.t("web.move_too_many", language), position, wait)
    path = read_path(request.query.get("path", ""))
    if path is None:
        return _refusal(400, i18n.t("web.move_malformed", language), position)
    state = await services.pages.state_at(history, history.last)
    picture = await services.pages.picture(history, history.last)
    if state is None or picture is None:
        return not_found(request)
    board = Board(
        f"{page_path(history.token)}/board/{history.tag(history.last)}.png",
        picture.view,
        history.language,
        history.names_at(history.last),
    )
    names = await _fresh_names(request, history, language)
    try:
        data = decision_data(
            history.row.kind,
            state,
            session.seat,
            position=position,
            status=history.row.status,
            path=path,
            side=request.query.get("side") == "1",
            language=language,
            names=names,
            board=board,
        )
    except Unchosen as error:
        refusal = unchosen(error, language, position)
        return _refusal(refusal.status, refusal.sentence, position)
    return _json(data)


async def _small_body(request: web.Request, limit: int) -> bytes | None:
    """The request's body, or None when it is longer than `limit` bytes (read no further than that,
    however it arrives: whole, in chunks, or without a length)."""
    if (request.content_length or 0) > limit:
        return None
    body = b""
    while len(body) <= limit:
        chunk = await request.content.read(limit + 1 - len(body))
        if not chunk:
            return body
        body += chunk
    return None


async def move(request: web.Request) -> web.Response:
    """A move chosen on the page: judged from the engine and committed by the process's mover as a
    press is (bot.web.moves); any refusal is one sentence, and nothing is stored."""
    history = await _history(request)
    if history is None:
        return not_found(request)
    services = request.app[SERVICES]
    game_language, position = history.language, history.row.position
    if _foreign(request):
        return _refusal(403, i18n.t("web.move_foreign", game_language), position)
    if request.content_type != "application/json":
        return _refusal(415, i18n.t("web.move_not_json", game_language), position)
    body = await _small_body(request, MOVE_BYTES)
    if body is None:
        return _refusal(413, i18n.t("web.move_too_large", game_language), position)
    asked = await _seat_json_request(request)
    if isinstance(asked, web.Response):
        return asked
    history, session = asked
    language = session.language
    if wait := services.move_limit.take(_seat_key(history, session)):
        return _refusal(429, i18n.t("web.move_too_many", language), position, wait)
    read = read_move(body)
    if read is None:
        return _refusal(400, i18n.t("web.move_malformed", language), position)
    if services.mover is None:
        return _refusal(403, i18n.t("web.move_elsewhere", language), position)
    moving = PageMove(history.row.id, session.seat, session.holder, language, *read)
    try:
        moved = await services.mover(moving)
    except MoveRefused as refusal:
        return _refusal(refusal.status, refusal.sentence, refusal.position)
    names = [marked(name) for name in await _fresh_names(request, history, language)]
    done = page_text(presenter_for(history.row.kind).narrate(moved.events, language, names))
    return _json({"ok": True, "position": moved.position, "done": done})


def _foreign(request: web.Request) -> bool:
    """Whether a POST comes from another site than the pages' own (bot.web.moves.foreign_origin);
    inside Discord the pages' own is the Activity's address."""
    services = request.app[SERVICES]
    inside_discord = None if services.activity is None else services.activity.origin
    origin, site = request.headers.get("Origin"), request.headers.get("Sec-Fetch-Site")
    return foreign_origin(origin, site, request.host, services.public_url, inside_discord)


# ------------------------------------------------------------------ the board inside Discord


def _activity_refusal(status: int, key: str, language: str, retry_after: float | None = None) -> web.Response:
    headers = None if retry_after is None else {"Retry-After": str(max(1, round(retry_after + 0.5)))}
    return _json({"error": i18n.t(key, language)}, status, headers)


async def activity_session(request: web.Request) -> web.Response:
    """The Activity's sign-in (bot.web.activity): the SDK's code exchanged, the user found in the
    activity instance and the game's guild; a seat's holder gets the seat's session, anyone
    else the spectators' page and one sentence why. Any refusal is one sentence, and sets nothing."""
    services = request.app[SERVICES]
    activity = services.activity
    if activity is None:
        return not_found(request)
    language = reader_language(request)
    if _foreign(request):
        return _activity_refusal(403, "web.move_foreign", language)
    if request.content_type != "application/json":
        return _activity_refusal(415, "web.move_not_json", language)
    if wait := services.activity_limit.take(client_address(request)):
        return _activity_refusal(429, "activity.too_many", language, wait)
    body = await _small_body(request, BODY_BYTES)
    if body is None:
        return _activity_refusal(413, "web.move_too_large", language)
    launch = read_launch(body)
    if launch is None:
        return _activity_refusal(400, "activity.malformed", language)
    async with client_session() as http:
        discord = Discord(activity, http)
        try:
            access_token = await discord.access_token(launch.code)
            person = await discord.person(access_token)
            language = i18n.language_of(person.locale) if person.locale else language
            instance = await discord.instance(launch.instance_id)
            if instance is None or person.user_id not in instance.users:
                raise Refused("activity.not_in_instance")
            if instance.channel_id != launch.channel_id or instance.guild_id != launch.guild_id:
                raise Refused("activity.malformed", 400)  # the page names another place than Discord's
            row = await _launched_game(services, launch, instance)
            if row is None:
                raise Refused("activity.no_game", 404)
            if row.guild_id is not None and row.guild_id != instance.guild_id:
                # launched elsewhere (a DM, from the turn notice): the person must be of the game's server
                if instance.guild_id is not None or not await discord.is_member(row.guild_id, person.user_id):
                    raise Refused("activity.other_guild")
        except Refused as refusal:
            return _activity_refusal(refusal.status, refusal.key, language)
    token = await services.pages.store.game_link(row.id, services.clock())
    session, notice = await _activity_seat(services, row, token, person.user_id, language)
    log.info("game %s opened inside Discord (%s)", row.id, "a seat" if session else "spectating")
    return _json({"access_token": access_token, "page": page_path(token), "session": session, "notice": notice})


async def _launched_game(services: WebServices, launch: Launch, instance: Instance):
    """The game the Activity was launched for: the page token's (the turn notice's link), else
    the game of the thread it was launched from, else the one game running in that channel."""
    if launch.page_token is not None:
        return await services.pages.game(launch.page_token)
    games = await services.pages.store.games_in_channel(instance.channel_id, ("active", "finished", "abandoned"))
    threads = [game for game in games if game.thread_id == instance.channel_id]
    running = [game for game in games if game.status == "active"]
    if threads:
        return threads[-1]
    return running[0] if len(running) == 1 else None


async def _activity_seat(
    services: WebServices, row, token: str, user_id: int, language: str
) -> tuple[str | None, str | None]:
    """The session of the seat `user_id` holds in the game (as its sign-in link's cookie holds
    it) and None, or None and the sentence saying why the page shows what everyone sees."""
    if row.status != "active":
        return None, i18n.t("web.seat_game_over", language)
    store = services.pages.store
    held = next((s for s in await store.seats(row.id) if not s.is_ai and s.user_id == user_id), None)
    if held is None:
        return None, i18n.t("activity.spectator", language)
    since = await store.held_since(row.id, held.seat)
    now = services.clock()
    session = Session(token, held.seat, user_id, language, since, int(now) + SESSION_SECONDS)
    return session.cookie(services.key), None
