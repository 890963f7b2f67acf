"""python -m bench [--quick] [--game NAME] [--section NAME]: engine, render and bot figures
for every registered game, and the store's figures on SQLite and PostgreSQL, with the
issues' targets beside them."""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

from bench import Figure, ai, bot_moves, engine, render, replay, round_trips, store, store_growth, table, web_pages
from bot.presenters import has_presenter
from engines import registry

SECTIONS = (
    ("engine", engine.measure),
    ("ai", ai.measure),
    ("render", render.measure),
    ("replay", replay.measure),
    ("bot", bot_moves.measure),
)
STORE = "store"  # not per game: measured once, on both backends
GROWTH = "growth"  # what stored games cost (timers, moves, listings, bytes per finished game), both backends
WEB = "web"  # the game pages: a history page cold and warm, memory with many pages open
TRIPS = "roundtrips"  # transactions and round trips per committed move through the bot, both backends


def main(argv: list[str] | None = None) -> int:
    games = registry.all_games()
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="small samples (a smoke run for CI)")
    parser.add_argument("--game", choices=sorted(games), help="only this game (and no store figures)")
    parser.add_argument(
        "--section", choices=[name for name, _ in SECTIONS] + [STORE, GROWTH, WEB, TRIPS], help="only this section"
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
    if args.section in (None, STORE) and not args.game:
        print("measuring the store: SQLite and PostgreSQL ...", file=sys.stderr, flush=True)
        figures += store.measure(quick=args.quick)
    if args.section in (None, GROWTH) and not args.game:
        print("measuring what stored games cost: SQLite and PostgreSQL ...", file=sys.stderr, flush=True)
        figures += store_growth.measure(quick=args.quick)
    if args.section in (None, WEB) and not args.game:
        print("measuring the game pages ...", file=sys.stderr, flush=True)
        figures += web_pages.measure(quick=args.quick)

    if args.section in (None, TRIPS) and not args.game:
        print("measuring round trips per move: SQLite and PostgreSQL ...", file=sys.stderr, flush=True)
        figures += round_trips.measure(quick=args.quick)

    mode = "quick" if args.quick else "full"
    print(
        f"Salon benchmarks ({mode}), Python {platform.python_version()}, {os.cpu_count()} CPUs, "
        f"{time.perf_counter() - began:.0f} s" + (f", load average {load:.2f} at start" if load is not None else "")
    )
    if load is not None and load > 0.5 * (os.cpu_count() or 1):
        print("note: the machine was busy; timings are slower than on an idle one")
    print(table(figures))
    verdicts = [f.verdict for f in figures if f.verdict]
    print(f"{verdicts.count('PASS')} PASS, {verdicts.count('MISS')} MISS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
