"""The web companion as the bot's process holds it: the server (with SALON_WEB_PORT) and the
lines that carry the links into Discord (with SALON_WEB_URL): the page's on the thread's first
board and in /game status, a seat's sign-in link under *Take your turn* and *My hand* and in a
turn notice by DM."""

from __future__ import annotations

import logging
from collections.abc import Callable

from aiohttp import web

import i18n
from bot.play.people import People
from bot.runtime import clock
from bot.runtime.startup import StartupFailure
from bot.runtime.web_settings import WebSettings, load_web_settings
from bot.web.activity import ActivityConfig
from bot.web.links import KEY_NAME, page_path, seat_link
from bot.web.live import Newsroom
from bot.web.moves import Mover
from bot.web.pages import GamePages, Names
from bot.web.server import WebServices, make_app
from db import Store

log = logging.getLogger(__name__)

SHUTDOWN_SECONDS = 2.0  # open event streams are told to end; nothing else takes long
NO_LINKS = (
    "SALON_WEB_PORT is set but SALON_WEB_URL is not: the game pages are served, but no message links "
    "to them; set SALON_WEB_URL to their public address (README, The game pages)."
)


async def signing_key(settings: WebSettings, store: Store, now: float) -> bytes:
    """SALON_WEB_SECRET, else the key every process finds in the database."""
    return (settings.secret or await store.web_key(KEY_NAME, now)).encode()


async def open_services(
    settings: WebSettings,
    store: Store,
    names: Names,
    clock: Callable[[], float],
    mover: Mover | None = None,
    activity: ActivityConfig | None = None,
) -> WebServices:
    """The server's services over `store`; `mover`: who commits the moves made on the pages (None:
    this process makes none); `activity`: the application's Discord Activity (None: off)."""
    newsroom = Newsroom(store)
    await newsroom.start()
    key = await signing_key(settings, store, clock())
    secure = settings.url is not None and settings.url.startswith("https://")
    pages = GamePages(store, names)
    return WebServices(
        pages,
        newsroom,
        key,
        secure_cookies=secure,
        public_url=settings.url,
        clock=clock,
        mover=mover,
        activity=activity,
    )


async def serve(services: WebServices, host: str, port: int) -> web.AppRunner:
    """Start serving the pages on host:port; stop with `await runner.cleanup()`."""
    runner = web.AppRunner(make_app(services), shutdown_timeout=SHUTDOWN_SECONDS, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    return runner


def bound_port(runner: web.AppRunner) -> int:
    """The port the server listens on (the one the system chose for port 0)."""
    return runner.addresses[0][1]


class WebCompanion:
    def __init__(self, settings: WebSettings, store: Callable[[], Store], names: Names, clock: Callable[[], float]):
        self.settings = settings
        self._store = store  # the bot opens its store in setup_hook: asked for when needed
        self._names = names
        self._clock = clock
        self._runner: web.AppRunner | None = None
        self._services: WebServices | None = None
        # set by the composition root (bot.app) before start: the bot's turns commit the pages' moves
        self.mover: Mover | None = None
        # set by the composition root once logged in: the application's id and the bot's token
        self.application: tuple[int, str] | None = None

    def activity(self) -> ActivityConfig | None:
        """The application's Discord Activity when SALON_ACTIVITY is on (and the bot logged in)."""
        if not self.settings.activity or self.settings.client_secret is None or self.application is None:
            return None
        application_id, bot_token = self.application
        return ActivityConfig(str(application_id), self.settings.client_secret, bot_token)

    async def start(self) -> None:
        """Serve the pages in this process if SALON_WEB_PORT is set."""
        if self.settings.port is None or self._runner is not None:
            return
        self._services = await open_services(
            self.settings, self._store(), self._names, self._clock, self.mover, self.activity()
        )
        try:
            self._runner = await serve(self._services, self.settings.host, self.settings.port)
        except OSError as error:  # the port is taken, or the address is not this machine's
            raise StartupFailure(
                f"The game pages cannot listen on {self.settings.host}:{self.settings.port} ({error}): "
                "choose another SALON_WEB_PORT (or SALON_WEB_HOST) in .env and run ./run-bot.sh again."
            ) from error
        log.info("game pages served on %s:%s", self.settings.host, bound_port(self._runner))
        if self.settings.url is None:
            log.warning(NO_LINKS)

    async def stop(self) -> None:
        if self._services is not None:
            await self._services.newsroom.stop()
        if self._runner is not None:
            await self._runner.cleanup()
        self._runner = self._services = None

    async def page_url(self, game_id: int) -> str | None:
        base = self.settings.link_base()
        if base is None:
            return None
        return base + page_path(await self._store().game_link(game_id, self._clock()))

    async def page_line(self, game_id: int, language: str) -> str | None:
        """ "Watch this game in a browser: <link>", when SALON_WEB_URL is set."""
        url = await self.page_url(game_id)
        return None if url is None else i18n.t("web.page_link", language, url=f"<{url}>")  # <>: no preview

    async def activity_line(self, game_id: int, language: str) -> str | None:
        """ "Play on the board without leaving Discord: <link>": Discord's link that opens the
        Activity on this game (its page token as the launch's custom_id), where it is on."""
        activity = self.activity()
        if activity is None:
            return None
        url = activity.deep_link(await self._store().game_link(game_id, self._clock()))
        return i18n.t("activity.deep_link", language, url=f"<{url}>")

    async def seat_line(self, game_id: int, seat: int, holder: int, language: str) -> str | None:
        """The seat's sign-in link for its holder (a user id), for a private message only: whoever
        opens it is signed in as that seat (SALON_WEB_URL set)."""
        base = self.settings.link_base()
        if base is None:
            return None
        store, now = self._store(), self._clock()
        token = await store.game_link(game_id, now)
        key = await signing_key(self.settings, store, now)
        url = base + seat_link(token, seat, holder, language, now).path(key)
        return i18n.t("web.seat_link", language, url=f"<{url}>")


def for_bot(store: Store, people: People) -> WebCompanion:
    """The companion of a SalonBot: its store, its names for seats, its clock."""

    async def names(seats, language: str, guild_id: int | None) -> list[str]:
        return [await people.seat_name(seat, language, guild_id=guild_id) for seat in seats]

    try:
        settings = load_web_settings()
    except ValueError as error:  # a setting its admin must fix: one sentence, exit code 2
        raise StartupFailure(f"{error} (in .env; see README, The game pages).") from error
    return WebCompanion(settings, lambda: store, names, clock.now)
