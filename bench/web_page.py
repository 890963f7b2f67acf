"""A seat played on its game's page in a real browser, as a person plays it: Debian's Chromium
(Playwright, as the browser tests drive it) opens the sign-in link of `python -m bot web --demo
GAME --play 1` at each game's largest table and clicks lit choices at random (Confirm after a
multi choice or a number) once the board the decision was made at is on screen, while the AI plays
the other seats. For each click that sends a move,
the time until the next board is on screen, measured in the page: from the click's event to the
first frame after the board of a step the page did not know of at the click (its move's, or an
AI's after it) was decoded (everything the page does on the way counts:
the move's answer, its news, the step's JSON, its image's change laid over the board). Also the
longest task that held the page's main thread meanwhile (a frame that long is a page that does
not answer). A benchmark: nothing here is a test."""

from __future__ import annotations

import asyncio
import itertools
import random
import shutil
from pathlib import Path
from typing import Any

from bench import Figure, median, p95
from bench.web_play import STEP_MS, cpu_ms, demo_served
from engines import registry

CHROMIUM = "/usr/bin/chromium"
VIEWPORT: Any = {"width": 1366, "height": 768}  # the laptop screen (a ViewportSize)
WAIT_MS = 20_000  # a move whose board is not shown within this is counted apart
TURN_MS = 180_000  # the AI's seats play this long at most before the page's seat must act again
# seconds between two moves of the AI: a move's own board is shown before the AI's next (followed
# at a pace of 0.05 the page would chase the AI's steps, and the click's board would be theirs).
# Twice the bot's own pace (2 s): at 0.5 the AI of Ladies & Gentlemen's nine other seats kept the
# demo's server busy for most of the machine's two cores, a table no bot plays.
AI_PACE = 1.0
# clicks measured at each table: the p95 of 10 is the slowest of them, of 20 the second slowest, and
# a run of Ladies & Gentlemen's 10 seats still takes a few minutes
CLICKS = 20

# Read in the page before its own script runs: when each move was clicked, when each new board was
# on screen, and the main thread's long tasks.
WATCH = r"""(() => {
  const seen = { moves: [], boards: [], tasks: [], fetched: [] };
  window.salonBench = seen;
  const stepOf = (url) => Number((String(url).match(/\/(?:at|board)\/(\d+)[-.]/) || [0, -1])[1]);
  let clicked = 0;
  let known = -1;  // the newest step the page knows of: a move makes a later one
  let knownAtClick = -1;
  addEventListener("click", (event) => {
    if (event.target.closest && event.target.closest("[data-option], #confirm")) {
      clicked = performance.now();
      knownAtClick = Math.max(known, Number(document.body.dataset.last));
    }
  }, true);
  const fetchOf = window.fetch;
  window.fetch = function (url, options) {
    known = Math.max(known, stepOf(url));
    const answer = fetchOf.apply(this, arguments);
    if (options && options.method === "POST" && String(url).endsWith("/move")) {
      // a move refused (no longer current) brings no board
      const move = { clicked, step: knownAtClick, ok: null };
      seen.moves.push(move);
      answer.then((response) => { move.ok = response.ok; }, () => { move.ok = false; });
    }
    return answer;
  };
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) seen.tasks.push([task.startTime, task.duration]);
  }).observe({ type: "longtask" });
  new PerformanceObserver((list) => {
    for (const r of list.getEntries()) {
      seen.fetched.push({ url: r.name, start: r.startTime, asked: r.requestStart, answered: r.responseStart,
        end: r.responseEnd, bytes: r.encodedBodySize });
    }
  }).observe({ type: "resource", buffered: true });
  addEventListener("DOMContentLoaded", () => {
    const board = document.getElementById("board");
    new MutationObserver(() => {
      const step = stepOf(board.dataset.shows);
      const shown = () => requestAnimationFrame(() => setTimeout(() => seen.boards.push([performance.now(), step])));
      board.decode().then(shown, shown);
    }).observe(board, { attributes: true, attributeFilter: ["data-shows"] });  // the step it shows, laid over or whole
  });
})();"""

# What the page offers now: visible, enabled choices and controls.
OFFERED = """() => {
  const usable = (el) => el && !el.disabled && !el.hidden && el.getClientRects().length > 0;
  const options = [...document.querySelectorAll("[data-option]")].filter(usable).map((el) => el.dataset.option);
  const confirm = document.getElementById("confirm");
  const number = document.getElementById("number");
  return {
    status: document.body.dataset.status, options,
    multi: Boolean(confirm && !confirm.hidden) && !usable(number), confirm: usable(confirm),
    number: usable(number) ? [Number(number.min), Number(number.max)] : null,
  };
}"""
# A person chooses looking at the board: the page's seat acts once its decision is offered and the
# board shows the step the decision was made at (the page lays the lit choices over it then, #targets
# shown), not while that board is still on its way (the AI's step before, which clicking at once
# would count into this click's time).
READY = f"""() => {{
  const now = ({OFFERED})();
  const boardShown = !document.getElementById("targets").hidden;
  return now.status !== "active" || (boardShown && (now.options.length > 0 || now.number !== null));
}}"""
SHOWN = """() => {
  const move = salonBench.moves.at(-1);
  return move.ok === false || (move.ok && salonBench.boards.some(([t, step]) => t > move.clicked && step > move.step));
}"""


def measure(quick: bool = False, only: str | None = None) -> list[Figure]:
    """The page of each game (`only`: of that game alone) at its largest table (the smallest in a
    smoke run), played in Chromium; nothing where there is no Chromium."""
    chromium = CHROMIUM if Path(CHROMIUM).exists() else shutil.which("chromium")
    if chromium is None:
        return [Figure("page", "no Chromium: `apt-get install chromium`", float("nan"), "")]
    figures: list[Figure] = []
    for name in [only] if only else sorted(registry.all_games()):
        counts = registry.get(name).player_counts
        figures += asyncio.run(_play(chromium, name, min(counts) if quick else max(counts), 5 if quick else CLICKS))
    return figures


async def _play(chromium: str, name: str, players: int, moves: int) -> list[Figure]:
    from playwright.async_api import TimeoutError as PlaywrightTimeout
    from playwright.async_api import async_playwright

    async with demo_served(name, players, AI_PACE) as (_, _, link, server), async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        try:
            context = await browser.new_context(viewport=VIEWPORT, locale="en-GB")
            await context.route("**/g/**", _as_reader_of_its_own())
            page = await context.new_page()
            await page.add_init_script(WATCH)
            await page.goto(link)
            cpu_before = cpu_ms(server)
            rng = random.Random(name)
            sent = lost = 0
            while sent < moves:
                await page.wait_for_function(READY, timeout=TURN_MS)
                now = await page.evaluate(OFFERED)
                if now["status"] != "active":
                    break
                await _choose(page, now, rng)
                if (made := await page.evaluate("() => salonBench.moves.length")) > sent:
                    sent = made
                    try:
                        await page.wait_for_function(SHOWN, timeout=WAIT_MS)
                    except PlaywrightTimeout:
                        lost += 1  # counted apart: a page that shows nothing after a move is a bug
            seen = await page.evaluate("() => salonBench")
            server_cpu = cpu_ms(server) - cpu_before
        finally:
            await browser.close()
    steps, held, parts = [], [], []
    for move in seen["moves"]:
        clicked = move["clicked"]
        # the first board on screen of a step the page did not know of at the click (its move's, or later)
        shown = min((t for t, step in seen["boards"] if t > clicked and step > move["step"]), default=None)
        if not move["ok"] or shown is None:
            continue  # refused, or the move that ended the game
        steps.append(shown - clicked)
        held.append(max((d for start, d in seen["tasks"] if clicked <= start < shown), default=0.0))
        parts.append(_parts(clicked, shown, seen["fetched"]))
    table = f"{name} {players}p"
    if not steps:
        return [Figure(table, "page: no move was made in the browser", float("nan"), "")]
    line = f"page {name} {players}p click-to-board p50 {median(steps):.0f} p95 {p95(steps):.0f}"
    line += "\n  where it went (ms after the click, p50/p95): " + ", ".join(
        f"{part} {median(values):.0f}/{p95(values):.0f}"
        for part in PARTS
        if (values := [found[part] for found in parts if part in found])
    )
    cpu = server_cpu / len(steps)
    line += f"\n  the server's CPU (process and drawing workers) a click, its move and the AI's after: {cpu:.0f} ms"
    slowest = sorted(parts, key=lambda found: found["shown"])[-3:]
    line += "\n  the slowest clicks: " + "; ".join(
        ", ".join(f"{part} {found[part]:.0f}" for part in PARTS if part in found) for found in reversed(slowest)
    )
    return [
        Figure(
            table, f"page in Chromium: a move's click to its board on screen, p50 of {len(steps)}", median(steps), "ms"
        ),
        Figure(
            table, "page in Chromium: a move's click to its board on screen, p95", p95(steps), "ms", at_most=STEP_MS
        ),
        Figure(table, "page in Chromium: the longest main-thread task meanwhile, p95", p95(held), "ms", line=line),
        Figure(
            table, f"page in Chromium: moves whose board was not shown within {WAIT_MS // 1000} s", lost, "", digits=0
        ),
    ]


# The milestones of a click's way to its board, read from the page's resource timings
PARTS = (
    "move answered",  # the POST of the move: judged, committed, stored
    "step asked",  # the news came and the page asked for the step's JSON
    "step answered",  # the server's first byte of that JSON (drawing what changed, if it was not kept)
    "board asked",  # the page asked for the board's image (or what changed on it)
    "board in",  # the board's image (or what changed on it) downloaded
    "shown",  # decoded, laid over the board and painted
    "step bytes",  # the step's JSON and images (not ms: bytes over the wire, in KB)
    "boards",  # not ms: the board images and changes downloaded on the way
)
STEP_PARTS = ("/at/", "/board/", "/summary/", "/delta/")


def _parts(clicked: float, shown: float, fetched: list[dict]) -> dict[str, float]:
    """Where the time from `clicked` to `shown` went, by the page's requests meanwhile."""
    during = [f for f in fetched if clicked <= f["start"] < shown]
    found = {"shown": shown - clicked}
    if moves := [f for f in during if f["url"].endswith("/move")]:
        found["move answered"] = moves[0]["end"] - clicked
    if steps := [f for f in during if "/at/" in f["url"]]:
        found["step asked"] = steps[0]["start"] - clicked
        found["step answered"] = steps[-1]["answered"] - clicked
    if boards := [f for f in during if "/board/" in f["url"]]:
        found["board asked"] = min(f["start"] for f in boards) - clicked
        found["board in"] = max(f["end"] for f in boards) - clicked
    found["boards"] = sum("/board/" in f["url"] for f in during)
    found["step bytes"] = sum(f["bytes"] for f in during if any(part in f["url"] for part in STEP_PARTS)) / 1000
    return found


def _as_reader_of_its_own():
    """A route handler giving each of the page's requests an address of its own (as the server's
    proxy would name one): this page follows AI seats far quicker than people play, and a reader's
    renders allowance spent would leave it waiting for the next step's board."""
    count = itertools.count()

    async def carry(route) -> None:
        n = next(count)
        address = f"10.{n // 62500 % 250}.{n // 250 % 250}.{n % 250}"
        await route.continue_(headers={**route.request.headers, "X-Forwarded-For": address})

    return carry


async def _choose(page, now: dict, rng: random.Random) -> None:
    """One of what the page offers, clicked (a number or a multi choice: then Confirm)."""
    from playwright.async_api import TimeoutError as PlaywrightTimeout

    try:
        if now["number"] is not None:
            await page.locator("#number").fill(str(rng.randint(*now["number"])))
            await page.locator("#confirm").click(timeout=3000)
        elif now["multi"]:
            options = now["options"]
            rng.shuffle(options)
            for option in options:
                if await page.locator("#confirm").is_enabled() and rng.random() < 0.5:
                    break
                await page.locator(f'[data-option="{option}"]').click(timeout=3000)
            await page.locator("#confirm").click(timeout=3000)
        else:
            await page.locator(f'[data-option="{rng.choice(now["options"])}"]').click(timeout=3000)
    except PlaywrightTimeout:
        pass  # the choice went away meanwhile (the page moved on under it): look again
