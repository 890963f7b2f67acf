"""What a live step shows on screen (issue 30): a page following the game downloads only what
changed on the board since the step before, yet on a phone, where the board is shown far smaller
than its natural size, its pixels on screen are those of the step's whole image scaled by the
browser to that size: nothing of an earlier step stays visible (no ghost of a word at the edges
of what changed). Each change is shown as an image over the board, and put together with it into
one image once the page is idle."""

from __future__ import annotations

import functools
import io
import re

from PIL import Image, ImageChops

from tests.web.conftest import T0, played
from tests.web.test_browser import SIZES, served  # noqa: F401 (fixture)

MOVES = 3  # live steps shown one after the other, each laid over the one before
CLOSE = 8  # of 255: a screen pixel this near the whole image's is the same to the eye
GHOST = 24  # of 255: a difference this large is something drawn that should not be

# The board shown now, covered by the step's whole image in the same place and size: the
# browser scales that image once, as a page loading this step would show it.
COVER = """() => {
  const board = document.getElementById("board");
  const frame = board.offsetParent;
  const box = board.getBoundingClientRect(), origin = frame.getBoundingClientRect();
  const whole = new Image();
  whole.id = "whole";
  Object.assign(whole.style, {
    position: "absolute", margin: "0", zIndex: "10",
    left: box.left - origin.left - frame.clientLeft + "px", top: box.top - origin.top - frame.clientTop + "px",
    width: box.width + "px", height: box.height + "px",
  });
  whole.src = board.dataset.shows;
  frame.append(whole);
  return whole.decode();
}"""


def _differences(shown: bytes, whole: bytes) -> tuple[int, float]:
    """The largest difference of a channel between two screenshots, and the share of pixels
    differing by more than GHOST in a channel."""
    with Image.open(io.BytesIO(shown)) as a, Image.open(io.BytesIO(whole)) as b:
        difference = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    counts = functools.reduce(ImageChops.lighter, difference.split()).histogram()
    largest = max(value for value, count in enumerate(counts) if count)
    return largest, sum(counts[GHOST + 1 :]) / sum(counts)


async def test_live_steps_on_a_phone_show_on_screen_what_the_whole_image_would(chromium, served, store, shots):  # noqa: F811
    from playwright.async_api import async_playwright, expect

    table = await played(store, "spectaculum", 2, steps=3)
    token = await store.game_link(table.game_id, T0)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        try:
            page = await (await browser.new_context(**SIZES["phone"], locale="en-GB")).new_page()
            problems: list[str] = []
            page.on("console", lambda m: problems.append(m.text) if m.type in ("error", "warning") else None)
            page.on("pageerror", lambda e: problems.append(str(e)))
            changes: list[str] = []
            page.on("response", lambda r: changes.append(r.url) if "/delta/board/" in r.url else None)
            await page.goto(f"{served}/g/{token}")
            label, board = page.locator("#step-label"), page.locator("#board")
            await expect(label).to_have_text(re.compile(r"^Step 3 of 3 "))
            for k in range(MOVES):
                await table.move(now=T0 + 100 + k)
                step = 4 + k
                await expect(label).to_have_text(re.compile(rf"^Step {step} of {step} "), timeout=10_000)
                await expect(board).to_have_attribute("data-shows", re.compile(rf"/board/{step}-\d+-\w{{8}}\.png$"))
            assert len(changes) == MOVES, "each live step downloaded only what changed on the board"

            await expect(page.locator("#board ~ img.layer")).to_have_count(0)  # put together into the board
            box = await board.bounding_box()
            assert box is not None and box["width"] < 0.5 * await board.evaluate("img => img.naturalWidth")
            shown = await page.screenshot(clip=box)
            await page.evaluate(COVER)
            whole = await page.screenshot(clip=box)
            (shots / "phone-live-shown.png").write_bytes(shown)
            (shots / "phone-live-whole.png").write_bytes(whole)
            largest, ghosts = _differences(shown, whole)
            assert ghosts == 0 and largest <= CLOSE, f"{ghosts:.2%} of the board differs, by up to {largest}"
            assert not problems, problems
        finally:
            await browser.close()


HOLD_S = 2.0  # the first change is held this long on its way: the next step comes meanwhile


async def test_a_page_whose_change_is_still_on_its_way_asks_for_the_next_one_as_its_news_comes(
    chromium,
    served,  # noqa: F811
    store,
):
    """The reader's own step often comes while the change of the step before (an AI's) is still on
    its way: the page asks for the change from that step to the new one as the news comes, not
    once the change before is shown (bot/web/static/page.js, `changeComing`)."""
    import asyncio
    import time

    from playwright.async_api import async_playwright, expect

    table = await played(store, "spectaculum", 2, steps=3)
    token = await store.game_link(table.game_id, T0)
    seen: list[tuple[str, str, float]] = []  # (what, the change's address, when)
    held: list[str] = []

    async def hold_the_first(route) -> None:
        if not held:
            held.append(route.request.url)
            await asyncio.sleep(HOLD_S)
        await route.continue_()

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        try:
            page = await (await browser.new_context(**SIZES["desktop"], locale="en-GB")).new_page()
            for what in ("request", "requestfinished"):
                page.on(
                    what,
                    lambda r, what=what: seen.append((what, r.url, time.monotonic()))
                    if "/delta/board/" in r.url
                    else None,
                )
            await page.route("**/delta/board/**", hold_the_first)
            await page.goto(f"{served}/g/{token}")
            label, board = page.locator("#step-label"), page.locator("#board")
            await expect(label).to_have_text(re.compile(r"^Step 3 of 3 "))
            await table.move(now=T0 + 100)
            await expect(label).to_have_text(re.compile(r"^Step 4 of 4 "), timeout=10_000)
            assert held and not any(what == "requestfinished" for what, _, _ in seen), "the change to step 4 is held"
            await table.move(now=T0 + 101)
            await expect(board).to_have_attribute("data-shows", re.compile(r"/board/5-\d+-\w{8}\.png$"), timeout=10_000)
        finally:
            await browser.close()
    first_done = min(when for what, url, when in seen if what == "requestfinished" and url == held[0])
    next_asked = min(when for what, url, when in seen if what == "request" and url != held[0])
    assert next_asked < first_done, "the change to step 5 was asked for while the one to step 4 was on its way"
