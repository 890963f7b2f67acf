"""Whole games played in a real browser by clicking only: Debian's Chromium (Playwright, the
system browser) signs in on one seat of an offline game whose other seats are the AI (the
demo's `--play`), and picks among the page's choices (`data-option` buttons over the board and
beside it, Confirm, Back, the side action) with a seeded random, until the page says the game
is finished; at desktop size by mouse and at phone size by taps; with no console error (a blocked
inline script or style would be one). Also: every choice a finger can tap is at least 44 px,
and the keyboard alone (Tab, Enter) makes a move."""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import time
from dataclasses import dataclass, field

import pytest
from aiohttp import web

from bot.runtime.web_settings import WebSettings
from bot.web.companion import open_services
from bot.web.demo import DemoTable
from bot.web.images import RenderLimit
from bot.web.links import seat_link
from bot.web.pages import stored_names
from bot.web.server import make_app
from engines import registry
from tests.web.conftest import SECRET
from tests.web.test_browser import SIZES as BROWSING

# the sizes: a laptop's screen (whose turn and the decision beside the whole board) and a phone's
SIZES = {**BROWSING, "desktop": dict(viewport={"width": 1366, "height": 768})}

AI_PACE = 0.02  # seconds between two moves of the AI seats
PLENTY = 1_000_000  # the allowances of one reader: a test clicks faster than a person
CHOICES_MAX = 3000  # a game longer than this many choices is stuck, not long
TOUCH = 44  # px: the smallest target a finger picks reliably
ENDED_SESSION = re.compile(r"status of 403 \(Forbidden\) \(http://[^)]*/(seat\.json|seat\.png|decision\.json)[^)]*\)$")

# (game, players, the seat played on the page; None: the last), the sizes it is played at (a
# phone by taps, zooming first where the page offers it)
GAMES = {
    "spectaculum": (3, 0, ("desktop", "phone")),
    "rokoko": (4, 1, ("desktop", "phone")),
    "ladies": (7, None, ("desktop", "phone")),  # the courtesan's seat: her trim is a multi choice
    "pennies": (3, 0, ("desktop", "phone")),
}
CASES = [(kind, size) for kind, (_, _, sizes) in GAMES.items() for size in sizes]

# What the page offers now, read the way a person sees it: visible, enabled choices.
OFFERED = """() => {
  const usable = (el) => el && !el.disabled && !el.hidden && el.getClientRects().length > 0
    && getComputedStyle(el).visibility !== "hidden";
  const status = document.body.dataset.status;
  const options = [...document.querySelectorAll("[data-option]")].filter(usable).map((el) => ({
    id: el.dataset.option, pressed: el.getAttribute("aria-pressed"), board: Boolean(el.closest("#targets")),
  }));
  const control = (id) => usable(document.getElementById(id));
  const confirm = document.getElementById("confirm");
  return {
    status, options,
    confirm: control("confirm"), confirmShown: Boolean(confirm && !confirm.hidden),
    back: control("back"), side: control("side-action"), zoom: control("zoom"),
    number: control("number") ? [Number(document.getElementById("number").min),
                                 Number(document.getElementById("number").max)] : null,
  };
}"""
READY = f"""() => {{
  const now = ({OFFERED})();
  return now.status !== "active" || now.options.length > 0 || now.confirm || now.number !== null;
}}"""


@dataclass
class Seated:
    """A served offline game with one seat held by the demo's person, and that seat's sign-in link."""

    table: DemoTable
    base: str
    link: str
    ai: asyncio.Task = field(repr=False)


@contextlib.asynccontextmanager
async def seated_game(store, kind: str, players: int, seat: int | None, seed: int, ai_pace: float | None = AI_PACE):
    """`ai_pace` None: the AI seats move only when the test moves them."""
    now = time.time()
    table = await DemoTable.create(store, kind, players, seed=seed, now=now)
    seat = players - 1 if seat is None else seat
    person = await table.seat_person(seat, "en", now)
    services = await open_services(
        WebSettings(None, None, secret=SECRET), store, stored_names(store), time.time, table.page_move
    )
    # the allowances are per reader; this reader clicks as fast as a browser can
    services.images.render_limit = services.replays.render_limit = RenderLimit(PLENTY, PLENTY)
    services.move_limit = RenderLimit(PLENTY, PLENTY)
    services.decision_limit = RenderLimit(PLENTY, PLENTY)
    runner = web.AppRunner(make_app(services), shutdown_timeout=1.0)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    base = f"http://127.0.0.1:{runner.addresses[0][1]}"
    token = await store.game_link(table.game_id, now)
    link = seat_link(token, seat, person, "en", now).path(services.key)
    ai = asyncio.create_task(table.play(ai_pace) if ai_pace is not None else asyncio.sleep(0))
    try:
        yield Seated(table, base, base + link, ai)
    finally:
        ai.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await ai
        await services.newsroom.stop()
        await runner.cleanup()


class Problems:
    """The console's errors and warnings and the uncaught exceptions of the pages watched."""

    def __init__(self, *pages):
        self.seen: list[str] = []
        for page in pages:
            self.watch(page)

    def watch(self, page) -> None:
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.seen.append(str(error)))

    def after_the_end(self) -> list[str]:
        """What was seen, but for the one refusal a finished game may leave: its end ends the seat's
        session, so the seat's data or image asked for just before the news of the end arrived is
        refused (403, which the browser logs)."""
        return [problem for problem in self.seen if not ENDED_SESSION.search(problem)]

    def _console(self, message) -> None:
        if message.type in ("error", "warning"):
            self.seen.append(f"{message.text} ({message.location.get('url', '')})")


async def _browser(playwright, chromium_path: str):
    return await playwright.chromium.launch(executable_path=chromium_path, args=["--no-sandbox"])


async def _press(locator, tap: bool) -> bool:
    """Click or tap; False when the choice went away meanwhile (the page moved on under it)."""
    from playwright.async_api import TimeoutError as PlaywrightTimeout

    try:
        await (locator.tap(timeout=3000) if tap else locator.click(timeout=3000))
    except PlaywrightTimeout:
        return False
    return True


async def until_ready(page) -> None:
    """Until the page offers something to choose or the game is over; else what it shows."""
    from playwright.async_api import TimeoutError as PlaywrightTimeout

    try:
        await page.wait_for_function(READY, timeout=30_000)
    except PlaywrightTimeout:
        shown = await page.evaluate(
            """() => [document.body.dataset.status, ...["step-label", "decide", "targets"].map(
                (id) => document.getElementById(id).outerHTML.slice(0, 3000))]"""
        )
        raise AssertionError(f"nothing to choose and the game not over: {shown}") from None


async def play_by_clicking(page, rng: random.Random, tap: bool, shot=None, enough=None) -> dict[str, int]:
    """Choose among what the page offers until the game is over (or `enough()` says so); counts of
    what was pressed. `page` may be a frame of a page."""
    counts = {"options": 0, "board": 0, "confirm": 0, "back": 0, "side": 0, "number": 0}
    for _ in range(CHOICES_MAX):
        if enough is not None and enough():
            return counts
        await until_ready(page)
        now = await page.evaluate(OFFERED)
        if now["status"] != "active":
            return counts
        if shot is not None and any(o["board"] for o in now["options"]):
            await shot()
            shot = None
        options = now["options"]
        if now["number"] is not None:
            low, high = now["number"]
            await page.locator("#number").fill(str(rng.randint(low, high)))
            counts["number"] += await _press(page.locator("#confirm"), tap)
        elif now["confirmShown"]:  # a multi choice: some toggles, then Confirm once it may be pressed
            rng.shuffle(options)
            for option in options[: rng.randint(0, len(options))]:
                await _press(page.locator(f'[data-option="{option["id"]}"]'), tap)
            for option in options:
                if await page.locator("#confirm").is_enabled():
                    break
                await _press(page.locator(f'[data-option="{option["id"]}"]'), tap)
            counts["confirm"] += await _press(page.locator("#confirm"), tap)
        elif now["side"] and counts["side"] < 3 and rng.random() < 0.2:
            counts["side"] += await _press(page.locator("#side-action"), tap)
        elif now["back"] and counts["back"] < 10 and rng.random() < 0.1:
            counts["back"] += await _press(page.locator("#back"), tap)
        elif options:
            option = rng.choice(options)
            if await _press(page.locator(f'[data-option="{option["id"]}"]'), tap):
                counts["options"] += 1
                counts["board"] += option["board"]
    raise AssertionError(f"no end after {CHOICES_MAX} choices: {counts}")


@pytest.mark.parametrize(("kind", "size"), CASES)
async def test_a_whole_game_is_played_on_the_page_by_clicking_only(kind, size, chromium, store, shots):
    from playwright.async_api import async_playwright, expect

    players, seat, _ = GAMES[kind]
    seed = sum(map(ord, kind + size))
    rng = random.Random(seed)  # the page's seat chooses otherwise than the AI would
    async with seated_game(store, kind, players, seat, seed) as game, async_playwright() as playwright:
        browser = await _browser(playwright, chromium)
        try:
            context = await browser.new_context(**SIZES[size], locale="en-GB")
            page = await context.new_page()
            problems = Problems(page)
            await page.goto(game.link)
            await expect(page.locator("#seat")).to_be_visible()
            await expect(page.locator("#decide")).to_be_visible()

            async def shot():
                await page.screenshot(path=str(shots / f"play-{kind}-{size}.png"))

            try:
                counts = await play_by_clicking(page, rng, tap=size == "phone", shot=shot)
            except AssertionError as stuck:  # what the game is, beside what the page shows
                actors = sorted(registry.get(kind).actors(game.table.state))
                raise AssertionError(
                    f"{stuck}; the game at step {game.table.version}, to act {actors}, {game.ai}"
                ) from None
            await expect(page.locator("body")).to_have_attribute("data-status", "finished")
            assert game.table.finished
            assert counts["options"] > 0
            assert await page.locator("[data-option]").count() == 0  # nothing more to choose
            assert not problems.after_the_end(), problems.seen
        finally:
            await browser.close()


async def test_every_choice_on_a_phone_is_at_least_a_finger_wide_and_the_keyboard_makes_a_move(chromium, store, shots):
    from playwright.async_api import async_playwright, expect

    async with seated_game(store, "spectaculum", 3, 0, seed=5) as game, async_playwright() as playwright:
        browser = await _browser(playwright, chromium)
        try:
            phone = await (await browser.new_context(**SIZES["phone"], locale="en-GB")).new_page()
            problems = Problems(phone)
            await phone.goto(game.link)
            await until_ready(phone)
            rng = random.Random(5)
            checked = 0
            for _ in range(12):  # a few decisions of a turn, whatever they offer
                await until_ready(phone)
                now = await phone.evaluate(OFFERED)
                if now["zoom"] and await phone.locator("#zoom").get_attribute("aria-pressed") == "false":
                    await phone.locator("#zoom").tap()  # too small to tap: the page offers a zoom first
                    await phone.screenshot(path=str(shots / "choose-phone-zoomed.png"))
                for option in now["options"]:
                    box = await phone.locator(f'[data-option="{option["id"]}"]').bounding_box()
                    assert box is not None
                    assert box["width"] >= TOUCH and box["height"] >= TOUCH, (option, box)
                    checked += 1
                if not now["options"]:
                    break
                await _press(phone.locator(f'[data-option="{rng.choice(now["options"])["id"]}"]'), tap=True)
            assert checked > 0

            desk = await (await browser.new_context(**SIZES["desktop"], locale="en-GB")).new_page()
            problems.watch(desk)
            await desk.goto(game.link)
            await until_ready(desk)
            await desk.locator("#board").evaluate("img => img.decode()")
            for seen in ("#board", "#headline", "#decide", "#slider"):  # all in the window, unscrolled
                box = await desk.locator(seen).bounding_box()
                assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 768, (seen, box)
            await desk.screenshot(path=str(shots / "choose-desktop.png"))
            before = await desk.evaluate(OFFERED)
            for _ in range(200):  # Tab until a choice has the focus, then Enter
                await desk.keyboard.press("Tab")
                if await desk.evaluate("() => document.activeElement.dataset.option !== undefined"):
                    break
            focused = desk.locator(":focus")
            name = await focused.get_attribute("aria-label")
            assert name, "a choice's label is its accessible name"
            narration = await desk.locator("#narration li").count()
            await desk.keyboard.press("Enter")
            # Enter chose: either the chain went on (other choices) or the move was made
            await desk.wait_for_function(
                f"""([before, told]) => ({OFFERED})().options.map((o) => o.id).join() !== before
                     || document.querySelectorAll("#narration li").length > told""",
                arg=[",".join(o["id"] for o in before["options"]), narration],
            )
            await expect(desk.locator("body")).to_have_attribute("data-status", "active")

            # a spectator (no session) sees the game, and nothing to choose
            spectator = await (await browser.new_context(**SIZES["desktop"], locale="en-GB")).new_page()
            problems.watch(spectator)
            await spectator.goto(desk.url)
            await expect(spectator.locator("#play")).to_be_visible()  # the script ran
            assert await spectator.locator("#decide, #seat, [data-option]").count() == 0
            assert not problems.seen, problems.seen
        finally:
            await browser.close()


async def test_the_news_of_a_step_the_page_has_already_shown_still_brings_the_seat_its_choices(chromium, store):
    """The AI moves on until the seat must act, and the page steps to that newest board (its step's
    answer tells the game's position) before the live news of the same position arrives: that
    news still asks for the seat's decision, which is no longer "waiting" (with the AI at a pace
    of 0 the page once stayed at "Waiting for AI 3" for good)."""
    from playwright.async_api import expect

    streams: list = []

    async def hold_the_news(page) -> None:  # the live news held until the test lets it through
        await page.route("**/events", lambda route: streams.append(route))

    async with _waiting_seat(chromium, store, hold_the_news) as (game, page, problems):
        assert not game.table.person_to_act
        while not game.table.person_to_act:
            async with game.table.lock:
                await game.table.move()
        position = (await store.get_game(game.table.game_id)).position
        await page.keyboard.press("ArrowRight")  # the page asks for its newest step before it hears of the moves
        await expect(page.locator("body")).to_have_attribute("data-position", str(position))
        assert await page.locator("[data-option]").count() == 0
        for stream in streams:
            await stream.continue_()
        await expect(page.locator("[data-option]").first).to_be_visible(timeout=10_000)
        assert not problems.seen, problems.seen


@contextlib.asynccontextmanager
async def _waiting_seat(chromium, store, before_opening=None):
    """A game of Spectaculum's 3 seats whose last is played on a desktop page, its AI moving only
    when the test moves it: the game, the page opened (after `before_opening(page)`) and waiting
    for the AI, and its problems watched."""
    from playwright.async_api import async_playwright, expect

    async with (
        seated_game(store, "spectaculum", 3, 2, seed=3, ai_pace=None) as game,
        async_playwright() as playwright,
    ):
        browser = await _browser(playwright, chromium)
        try:
            page = await (await browser.new_context(**SIZES["desktop"], locale="en-GB")).new_page()
            problems = Problems(page)
            if before_opening is not None:
                await before_opening(page)
            await page.goto(game.link)
            await expect(page.locator("#prompt")).to_have_text(re.compile(r"^Waiting for "))
            yield game, page, problems
        finally:
            await browser.close()


async def test_the_seat_is_asked_its_next_decision_once_the_board_it_is_made_on_is_shown(chromium, store):
    """The news of a move brings the seat its next decision only once that move's board is on the
    page (bot/web/static/page.js, `afterTheBoard`): worked out beside it, its options took the
    server's time from drawing that board. Meanwhile the choices shown before wait disabled."""
    from playwright.async_api import expect

    async with _waiting_seat(chromium, store) as (game, page, problems):
        released = asyncio.Event()
        held: list[str] = []
        decisions: list[bool] = []  # for each decision asked after the moves: whether the board was let through

        async def hold(route) -> None:
            held.append(route.request.url)
            await released.wait()
            await route.continue_()

        await page.route(re.compile(r"/(delta/)?board/"), hold)
        page.on("request", lambda r: decisions.append(released.is_set()) if "/decision.json" in r.url else None)
        while not game.table.person_to_act:
            async with game.table.lock:
                await game.table.move()
        position = (await store.get_game(game.table.game_id)).position
        await expect(page.locator("body")).to_have_attribute("data-position", str(position), timeout=10_000)
        await page.wait_for_timeout(500)  # time enough to ask for the decision, were it asked at once
        assert held, "the move's board is held on its way"
        assert decisions == [], "no decision is asked for while the board is on its way"
        released.set()
        await expect(page.locator("[data-option]").first).to_be_visible(timeout=10_000)
        assert decisions and all(decisions)
        assert not problems.seen, problems.seen
