"""The game page in a real browser: Debian's Chromium, driven by Playwright (the system browser
through `executable_path`; nothing is downloaded). It loads a page, sees a move arrive live,
moves the slider by keyboard and by touch and reads the right step, at desktop and phone width,
with no console error (a blocked inline script or style would be one), and is sent the step
pictures as WebP: a live step as what changed (a PNG where it is small), laid over the board and
the summary shown in the page, which together are exactly the step's whole images. Screenshots go
to the test's folder (or to SALON_WEB_SCREENSHOTS) to be looked at."""

from __future__ import annotations

import base64
import io
import re
from urllib.parse import urljoin

import pytest
from aiohttp import web
from PIL import Image

from bot.runtime.web_settings import WebSettings
from bot.web.companion import open_services
from bot.web.pages import stored_names
from bot.web.server import make_app
from tests.web.conftest import SECRET, T0, played

REPLAY_STEP = 900  # ms between two steps of the page's replay (static/page.js)
STREAM_RETRY_LATEST = 6000  # ms: the page asks for a refused stream again within this (static/page.js)
SIZES = {
    "desktop": dict(viewport={"width": 1366, "height": 900}),
    "phone": dict(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, device_scale_factor=2),
}


@pytest.fixture
async def served(store):
    """A running server (a real port) over a game of AI seats."""
    services = await open_services(WebSettings(None, None, secret=SECRET), store, stored_names(store), lambda: T0)
    runner = web.AppRunner(make_app(services), shutdown_timeout=1.0)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    yield f"http://127.0.0.1:{port}"
    await services.newsroom.stop()
    await runner.cleanup()


@pytest.mark.parametrize("size", SIZES)
async def test_a_page_follows_the_game_live_and_steps_through_its_history(size, chromium, served, store, shots):
    from playwright.async_api import async_playwright, expect

    table = await played(store, "spectaculum", 3, steps=6)
    token = await store.game_link(table.game_id, T0)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        try:
            context = await browser.new_context(**SIZES[size], locale="en-GB", timezone_id="Europe/Prague")
            page = await context.new_page()
            problems: list[str] = []
            page.on("console", lambda m: problems.append(m.text) if m.type in ("error", "warning") else None)
            page.on("pageerror", lambda e: problems.append(str(e)))
            pictures: list[str] = []  # the content types of the step pictures the browser was sent
            changes: list[str] = []  # and of what changed on them (a small change is a PNG for everyone)
            page.on(
                "response",
                lambda r: (changes if "/delta/" in r.url else pictures).append(r.headers.get("content-type", ""))
                if "/board/" in r.url or "/summary/" in r.url
                else None,
            )

            await page.goto(f"{served}/g/{token}")
            label, board = page.locator("#step-label"), page.locator("#board")
            await expect(label).to_have_text(re.compile(r"^Step 6 of 6 · Turn \d+$"))
            await expect(page.locator("#play")).to_be_visible()  # the script ran
            await board.evaluate("img => img.decode()")
            await page.screenshot(path=str(shots / f"{size}-1-loaded.png"), full_page=True)

            await table.move(now=T0 + 100)  # a move lands: the page shows it without a reload
            await expect(label).to_have_text(re.compile(r"^Step 7 of 7 · Turn \d+$"), timeout=10_000)
            await expect(page.locator("#narration li[data-n='7']")).to_have_count(1)
            await _shows_step_7_laid_together_from_step_6_and_its_change(page, served)
            await expect(page.locator("#slider")).to_have_attribute("max", "7")

            slider = page.locator("#slider")
            if size == "phone":  # a finger on the slider's start, then the step buttons
                box = await slider.bounding_box()
                assert box is not None
                await page.touchscreen.tap(box["x"] + 2, box["y"] + box["height"] / 2)
                await expect(label).to_have_text(re.compile(r"^(The start|Step 1 of 7)"))
                await page.locator("#next").tap()
                await page.locator("#next").tap()
                wanted = int(await slider.input_value())
                assert 2 <= wanted <= 3
            else:  # the keyboard: a step back on the slider, then one anywhere on the page
                await slider.focus()
                await page.keyboard.press("ArrowLeft")
                await expect(label).to_have_text(re.compile(r"^Step 6 of 7 · Turn \d+$"))
                await page.locator("h1").click()
                await page.keyboard.press("ArrowLeft")
                wanted = 5
            await expect(label).to_have_text(re.compile(rf"^Step {wanted} of 7 · Turn \d+$"))
            await expect(board).to_have_attribute("src", re.compile(rf"/board/{wanted}-\d+-\w{{8}}\.png$"))
            await expect(board).to_have_attribute("alt", re.compile(rf"after step {wanted}: "))
            assert await slider.input_value() == str(wanted)
            await expect(page.locator("#game-state")).to_have_text("Looking at an earlier step")  # not "Live"
            assert await page.locator(f"#narration li[data-n='{wanted + 1}']").is_hidden()
            assert page.url.endswith(f"?at={wanted}")
            await board.evaluate("img => img.decode()")
            await page.screenshot(path=str(shots / f"{size}-2-history.png"), full_page=True)
            assert pictures and set(pictures) == {"image/webp"}, "a browser that takes WebP is sent WebP"
            assert changes and set(changes) <= {"image/png", "image/webp"}

            await table.move(now=T0 + 200)  # while reading history, a move only lengthens the slider
            await expect(slider).to_have_attribute("max", "8", timeout=10_000)
            await expect(label).to_have_text(re.compile(rf"^Step {wanted} of 8 · Turn \d+$"))
            await page.locator("#now").click()
            await expect(label).to_have_text(re.compile(r"^Step 8 of 8 · Turn \d+$"))
            await expect(page.locator("#game-state")).to_have_text("Live")
            # the newest step, but not the one after the step shown: the whole images again
            await expect(board).to_have_attribute("src", re.compile(r"/board/8-\d+-\w{8}\.png$"))
            # the page's time stands still: the replay goes on only as far as the test runs the clock
            await page.clock.install()
            await page.clock.pause_at(await page.evaluate("Date.now() / 1000") + 1)
            await page.locator("#play").click()  # the replay starts from the beginning
            for step in (1, 2):
                await page.clock.run_for(REPLAY_STEP)
                await expect(label).to_have_text(re.compile(rf"^Step {step} of 8 · Turn \d+$"))
            await page.locator("#play").click()  # and pauses
            paused = await label.text_content(), await slider.input_value()
            await page.clock.run_for(3 * REPLAY_STEP)  # the slider would move at once, the label soon after
            assert (await label.text_content(), await slider.input_value()) == paused
            assert not problems, problems
        finally:
            await browser.close()


PICTURE = """img => {
  const canvas = document.createElement("canvas");
  [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
  canvas.getContext("2d").drawImage(img, 0, 0);
  return canvas.toDataURL("image/png").split(",")[1];
}"""  # the pixels of the image an <img> shows, as a PNG


async def _shows_step_7_laid_together_from_step_6_and_its_change(page, served: str) -> None:
    """The board and the summary show step 7, having downloaded only what changed since step 6:
    laid over step 6's image in the page, as one image (no layer over it), pixel for pixel step
    7's whole image, its alt text describing step 7."""
    from playwright.async_api import expect

    for base in ("board", "summary"):
        image = page.locator(f"#{base}")
        await expect(image).to_have_attribute("data-shows", re.compile(rf"/{base}/7-\d+-\w{{8}}\.png$"))
        await expect(image).to_have_attribute("src", re.compile(r"^blob:"))
        await expect(image).to_have_attribute("alt", re.compile(r"after step 7: " if base == "board" else "."))
        changes = await page.evaluate(
            "kind => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => u.includes(kind))",
            f"/delta/{base}/6-",
        )
        assert len(changes) == 1 and re.search(rf"/delta/{base}/6-\d+-\w{{8}}/7-\d+-\w{{8}}\.png$", changes[0])
        assert await image.evaluate("img => img.complete && img.naturalWidth > 0")
        shown = base64.b64decode(await image.evaluate(PICTURE))
        whole = await page.request.get(urljoin(served, await image.get_attribute("data-shows")))
        with Image.open(io.BytesIO(shown)) as laid, Image.open(io.BytesIO(await whole.body())) as decoded:
            assert laid.convert("RGBA").tobytes() == decoded.convert("RGBA").tobytes(), f"the {base} shown is step 7's"
    assert await page.locator("#board ~ img").count() == 0, "nothing laid over the board on the page"


async def test_a_page_refused_its_stream_follows_the_game_once_the_server_has_room(
    chromium, served, store, monkeypatch
):
    from playwright.async_api import async_playwright, expect

    from bot.web import server

    table = await played(store, "spectaculum", 3, steps=6)
    token = await store.game_link(table.game_id, T0)
    monkeypatch.setattr(server, "STREAMS_TOTAL", 0)  # full: every stream is refused (503)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        try:
            page = await (await browser.new_context(**SIZES["desktop"], locale="en-GB")).new_page()
            await page.clock.install()  # the script's wait before asking again passes when the test says
            refused = []
            page.on("response", lambda r: refused.append(r.status) if r.url.endswith("/events") else None)
            # the first stream is asked for (and refused) once the script runs
            async with page.expect_response(lambda r: r.url.endswith("/events")):
                await page.goto(f"{served}/g/{token}")
            label = page.locator("#step-label")
            await expect(label).to_have_text(re.compile(r"^Step 6 of 6 · Turn \d+$"))
            assert refused == [503]
            monkeypatch.setattr(server, "STREAMS_TOTAL", 200)  # room again
            await table.move(now=T0 + 100)
            await page.clock.run_for(STREAM_RETRY_LATEST)
            await expect(label).to_have_text(re.compile(r"^Step 7 of 7 · Turn \d+$"))  # the script asked again
        finally:
            await browser.close()
