"""`python -m bot web`: the game pages in a process of their own, on the bot's database (no
Discord token needed; moves are made where the bot runs); `--demo GAME`: one game of AI seats,
offline, in memory; with `--play SEAT[,SEAT…]` those seats are played on the page by whoever opens
the addresses printed (each signs its reader in on its seat), the other seats by the AI."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import sys
import time
from pathlib import Path

import i18n
from bot.runtime.web_settings import DEFAULT_PORT, WebSettings, load_web_settings
from bot.web.companion import NO_LINKS, bound_port, open_services, serve
from bot.web.links import page_path, seat_link
from bot.web.pages import stored_names
from db import Store

DEMO_PACE = 3.0  # seconds between two moves of the demo's AI seats
DEMO_HOST = "127.0.0.1"
log = logging.getLogger(__name__)


def port_number(text: str) -> int:
    """--port: 0 (any free port) to 65535."""
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535 (0: any free one), not {text!r}")
    return int(text)


def seat_numbers(text: str) -> list[int]:
    """--play: seat numbers from 1, separated by commas, each once."""
    parts = text.split(",")
    if not all(part.strip().isdigit() and int(part) >= 1 for part in parts) or len(set(map(int, parts))) != len(parts):
        raise argparse.ArgumentTypeError(f"seats are numbers from 1, separated by commas, each once; not {text!r}")
    return [int(part) for part in parts]


def add_arguments(parser: argparse.ArgumentParser, games: list[str]) -> None:
    parser.add_argument("--demo", choices=games, metavar="GAME", help=f"serve one AI-played game offline: {games}")
    parser.add_argument("--players", type=int, default=None, help="the demo's players (default: the fewest)")
    parser.add_argument(
        "--port", type=port_number, default=None, help=f"port (default: SALON_WEB_PORT, else {DEFAULT_PORT})"
    )
    parser.add_argument("--language", choices=("en", "cs"), default="en", help="the demo's language")
    parser.add_argument("--pace", type=float, default=DEMO_PACE, help="seconds between the demo's moves")
    parser.add_argument(
        "--seed", type=int, default=None, help="the demo game's seed: the same seed deals and plays the same game"
    )
    parser.add_argument(
        "--play",
        type=seat_numbers,
        default=None,
        metavar="SEAT[,SEAT…]",
        help="the demo's seats (1 = the first) played on its page: a sign-in address is printed for each",
    )


def main(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from bot.runtime.settings import load_settings

    try:
        settings = load_settings(".env")
        web = load_web_settings()
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    port = args.port if args.port is not None else (web.port or DEFAULT_PORT)
    from bot.runtime.startup import setup_logging

    setup_logging(settings.log_level)
    from bot.presenters.drawing import start_drawing

    # the pages' images off the event loop
    start_drawing(settings.drawing_workers, settings.image_memory, settings.replay_worker)
    if args.demo:
        from engines import registry

        counts = registry.get(args.demo).player_counts
        players = args.players or min(counts)
        if players not in counts:
            parser.error(f"{args.demo} is played by {min(counts)} to {max(counts)} players")
        if args.play is not None and max(args.play) > players:
            parser.error(f"--play names seats from 1 to {players}")
        seats = tuple(number - 1 for number in args.play or ())
        run = demo(args.demo, players, port, args.language, args.pace, seats, args.seed)
    else:
        if args.play is not None:
            parser.error("--play needs --demo GAME: a game of the bot's is played where the bot runs")
        if missing := missing_database(settings.database):
            print(missing, file=sys.stderr)
            return 2
        run = pages(settings.database, web, port)
    with contextlib.suppress(KeyboardInterrupt):
        try:
            asyncio.run(run)
        except OSError as error:  # the port is taken or not ours to take, the address not this machine's
            host = DEMO_HOST if args.demo else web.host
            print(f"The web server cannot listen on {host}:{port} ({error}): choose another port.", file=sys.stderr)
            return 2
    return 0


def missing_database(database: str) -> str | None:
    """Why the pages cannot be served from `database`: an SQLite file that is not there (opening it
    would make an empty one, a new file beside wherever this was started)."""
    from db.connection import is_postgres

    if is_postgres(database) or Path(database).is_file():
        return None
    return (
        f"There is no database at {Path(database).resolve()}: the game pages only show the games of the "
        "bot's database, so run this from the bot's folder or set SALON_DATABASE to its database."
    )


async def pages(database: str, web: WebSettings, port: int) -> None:
    """Serve the pages of the games in `database` until stopped."""
    from bot.runtime.startup import StartupFailure, open_store

    try:
        store = await open_store(database)
    except StartupFailure as failure:
        print(failure, file=sys.stderr)
        raise SystemExit(failure.exit_code) from None
    async with store:
        services = await open_services(web, store, stored_names(store), time.time)
        runner = await serve(services, web.host, port)
        print(f"Game pages on http://{web.host}:{bound_port(runner)}/ (each game's link is in its thread)", flush=True)
        if web.url is None:
            log.warning(NO_LINKS)
        try:
            await asyncio.Event().wait()
        finally:
            await services.newsroom.stop()
            await runner.cleanup()


async def demo(
    kind: str,
    players: int,
    port: int,
    language: str,
    pace: float,
    seats: tuple[int, ...] = (),
    seed: int | None = None,
) -> None:
    """One game of AI seats in an in-memory database, a move every `pace` seconds, served on
    127.0.0.1:port; its page's URL is printed on a line of its own. `seats` (from 0) are played on
    the page: a line for each instead, its sign-in link, in their order. `seed` deals the game and
    the AI's choices (None: one from the clock, a new game each time)."""
    from bot.web.demo import DemoTable

    host = DEMO_HOST
    async with await Store.open(":memory:") as store:
        now = time.time()
        seed = int(now) % 100_000 if seed is None else seed
        table = await DemoTable.create(store, kind, players, seed=seed, language=language)
        people = {}
        for seat in seats:
            name = i18n.t("web.demo_player_seat", language, seat=seat + 1) if len(seats) > 1 else None
            people[seat] = await table.seat_person(seat, language, now, name=name)
        mover = table.page_move if seats else None
        settings = WebSettings(port, None, host)
        services = await open_services(settings, store, stored_names(store), time.time, mover)
        runner = await serve(services, host, port)
        token = await store.game_link(table.game_id, now)
        paths = [seat_link(token, seat, person, language, now).path(services.key) for seat, person in people.items()]
        for path in paths or [page_path(token)]:
            print(f"http://{host}:{bound_port(runner)}{path}", flush=True)
        try:
            await table.play(pace)
            await asyncio.Event().wait()  # the finished game stays on show
        finally:
            await services.newsroom.stop()
            await runner.cleanup()
