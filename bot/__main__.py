"""python -m bot [run]: start the bot (token and settings from the environment or .env).
python -m bot --version: which Salon this is.
python -m bot demo GAME|all [--players N] [--seed S] --out DIR [--language en|cs]: play a
whole game (or one of each game) with random moves offline and write the thread's board
messages, their images and the private images to DIR, with the game's export.json and replay.gif.
python -m bot replay FILE.json [--out DIR] [--language en|cs]: replay an exported game offline,
check that it reaches the result it records, print it (and write the board of every turn and
the animated replay to DIR).
python -m bot web [--port N] | web --demo GAME [--players N] [--play SEAT[,SEAT…]] [--pace S] [--seed S] [--port N]:
the game pages (bot.web); the demo's SEATs played on its page."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    from engines import registry

    parser = argparse.ArgumentParser(prog="python -m bot", description="Salon, a Discord bot for board games.")
    parser.add_argument("--version", action="version", version=f"Salon {version()}")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("run", help="start the bot (the default)")
    demo = commands.add_parser("demo", help="play a random game offline and write its images and log")
    demo.add_argument("game", choices=[*sorted(registry.all_games()), "all"], help="a game, or all of them")
    demo.add_argument("--players", type=int, default=None, help="number of players (default: the smallest)")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--out", required=True, help="folder for the images and log.txt")
    demo.add_argument("--language", choices=("en", "cs"), default="en")
    replay = commands.add_parser("replay", help="replay an exported game offline and check its result")
    replay.add_argument("file", help="the export (a game's .json file)")
    replay.add_argument("--out", default=None, help="folder for the board of every turn and replay.gif")
    replay.add_argument("--language", choices=("en", "cs"), default=None, help="default: the game's language")
    web = commands.add_parser("web", help="serve the game pages (no Discord token needed), or --demo one game")
    from bot.web import standalone as web_pages

    web_pages.add_arguments(web, sorted(registry.all_games()))
    args = parser.parse_args(argv)

    if args.command == "replay":
        from bot.record import replay as replay_game

        return replay_game.main(args.file, args.out, args.language)

    if args.command == "web":
        return web_pages.main(args, web)
    if args.command == "demo":
        from bot import demo as demo_game

        if args.game == "all":
            return demo_game.main_all(args.players, args.seed, args.out, args.language)
        game = registry.get(args.game)
        players = args.players or min(game.player_counts)
        if players not in game.player_counts:
            parser.error(f"{args.game} is played by {min(game.player_counts)} to {max(game.player_counts)} players")
        return demo_game.main(args.game, players, args.seed, args.out, args.language)
    return run()


def run(env_file: str = ".env") -> int:
    """Start the bot; a start-up problem its admin can fix is one sentence on stderr, not a traceback."""
    from bot.runtime.settings import load_settings

    try:
        settings = load_settings(env_file)
    except ValueError as error:  # a setting that cannot be read, e.g. SALON_SHARDS
        print(error, file=sys.stderr)
        return 2
    if not settings.token:
        print(missing_token(Path(env_file)), file=sys.stderr)
        return 2
    from bot.runtime.startup import setup_logging

    setup_logging(settings.log_level)
    return serve(settings)


def version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed_version

    try:
        return installed_version("salon")
    except PackageNotFoundError:  # run from a checkout that was never installed
        return "unknown"


def missing_token(env_file: Path) -> str:
    if env_file.exists():
        return (
            f"DISCORD_TOKEN is empty in {env_file.resolve()}: put your bot's token after DISCORD_TOKEN= "
            "(Discord Developer Portal, your application, Bot, Reset Token) and run ./run-bot.sh again."
        )
    return (
        f"No bot token: there is no {env_file.resolve()}. Copy .env.example to .env, put your bot's token "
        "after DISCORD_TOKEN= and run ./run-bot.sh again (or set DISCORD_TOKEN in the environment)."
    )


def serve(settings) -> int:
    """Run the bot until it is stopped (Ctrl+C, SIGTERM): 0, or after a start-up problem (told on
    stderr) 2 when a setting must change first, 75 when a later start may work
    (bot.runtime.startup.startup_problem). The database is opened first: a bad one is told even offline."""
    from bot.app import create_bot
    from bot.runtime.startup import FirstConnectionRetries, open_store, startup_problem

    log = logging.getLogger("bot")

    async def run_bot() -> None:
        store = await open_store(settings.database)
        try:
            async with create_bot(settings, store=store) as bot:
                log.info("%s", bot.summary(version()))
                # a service manager stops with SIGTERM: close as after Ctrl+C, not mid-write
                asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, bot.close_soon)
                logging.getLogger("discord.client").addFilter(FirstConnectionRetries(bot))
                await bot.web.start()  # a port it cannot listen on is told before Discord is asked
                await bot.start(settings.token)
        finally:
            await store.close()

    try:
        asyncio.run(run_bot())
    except KeyboardInterrupt:
        log.info("Salon stopped.")
        return 0
    except Exception as error:
        problem = startup_problem(error)
        if problem is None:
            raise
        sentence, code = problem
        print(sentence, file=sys.stderr)
        return code
    log.info("Salon stopped.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
