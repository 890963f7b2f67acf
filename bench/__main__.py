"""python -m bench [--quick] [--game NAME] [--section NAME]: engine, render and bot figures
for every registered game, and the store's figures on SQLite and PostgreSQL, with the
issues' targets beside them."""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

from bench import (
    Figure,
    ai,
    bot_moves,
    discord_requests,
    engine,
    memory,
    presses,
    process_load,
    render,
    replay,
    round_trips,
    store,
    store_growth,
    table,
    web_page,
    web_pages,
    web_play,
    web_steps,
)
from bot.presenters import has_presenter
from engines import registry

SECTIONS = (
    ("engine", engine.measure),
    ("ai", ai.measure),
    ("render", render.measure),
    ("replay", replay.measure),
    ("bot", bot_moves.measure),
    # playing on the game's page: bytes of a live step, the replay drawn in the worker
    ("web-play", web_steps.measure),
    ("presses", presses.measure),
    ("discord", discord_requests.measure),  # Discord requests per event, global and exempt
    # one process at saturation: moves a second and a press's p95 to its board, many tables at once
    ("process", process_load.measure),
)
# not per game: measured once (and not with --game), what is measured, and how
WHOLE = (
    ("store", "the store: SQLite and PostgreSQL", store.measure),
    # what stored games cost (timers, moves, listings, bytes per finished game)
    ("growth", "what stored games cost: SQLite and PostgreSQL", store_growth.measure),
    # a history page cold and warm, memory with many pages open
    ("web", "the game pages", web_pages.measure),
    # a seat played on its game's page: clicks, a click to the next board, a live step's bytes
    ("web-play", "playing on the game pages", web_play.measure),
    # the same in Chromium: a move's click to its board on screen, measured in the page
    ("page", "playing on the game pages in Chromium", web_page.measure),
    # transactions and round trips per committed move through the bot
    ("roundtrips", "round trips per move: SQLite and PostgreSQL", round_trips.measure),
    # RSS with 1, 100 and 1,000 games in rotation; render CPU per board with 1 and 100
    ("memory", "kept board images: RSS and render CPU with many games", memory.measure),
)


def main(argv: list[str] | None = None) -> int:
    games = registry.all_games()
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small samples (a smoke run for CI)")
    parser.add_argument("--game", choices=sorted(games), help="only this game (and no store figures)")
    parser.add_argument(
        "--section", choices=[name for name, _ in SECTIONS] + [name for name, _, _ in WHOLE], help="only this section"
    )
    args = parser.parse_args(argv)

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    began = time.perf_counter()
    figures: list[Figure] = []
    for name in [args.game] if args.game else sorted(games):
        for section, measure in SECTIONS:
            if args.section not in (None, section):
                continue
            if section not in ("engine", "ai") and not has_presenter(name):
                continue  # the engine exists before its images and messages
            print(f"measuring {name}: {section} ...", file=sys.stderr, flush=True)
            figures += measure(games[name], quick=args.quick)
    for section, what, measure_whole in WHOLE:
        if args.section in (None, section) and not args.game:
            print(f"measuring {what} ...", file=sys.stderr, flush=True)
            figures += measure_whole(quick=args.quick)
    if args.section == "web-play" and args.game:  # the page played for the one game asked for
        figures += web_play.measure(quick=args.quick, only=args.game)
    if args.section == "page" and args.game:
        figures += web_page.measure(quick=args.quick, only=args.game)

    mode = "quick" if args.quick else "full"
    print(
        f"Salon benchmarks ({mode}), Python {platform.python_version()}, {os.cpu_count()} CPUs, "
        f"{time.perf_counter() - began:.0f} s" + (f", load average {load:.2f} at start" if load is not None else "")
    )
    if load is not None and load > 0.5 * (os.cpu_count() or 1):
        print("note: the machine was busy; timings are slower than on an idle one")
    print(table(figures))
    for line in [f.line for f in figures if f.line] + discord_requests.lines(figures):
        print(line)
    verdicts = [f.verdict for f in figures if f.verdict]
    print(f"{verdicts.count('PASS')} PASS, {verdicts.count('MISS')} MISS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
