"""python -m bot [run]: start the bot (token and settings from the environment or .env).
python -m bot demo GAME|all [--players N] [--seed S] --out DIR [--language en|cs]: play a
whole game (or one of each game) with random moves offline and write the thread's board
messages, their images and the private images to DIR."""
from __future__ import annotations

import argparse
import logging
import sys


def main(argv: list[str] | None = None) -> int:
    from engines import registry

    parser = argparse.ArgumentParser(prog="python -m bot", description="Salon, a Discord bot for board games.")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("run", help="start the bot (the default)")
    demo = commands.add_parser("demo", help="play a random game offline and write its images and log")
    demo.add_argument("game", choices=[*sorted(registry.all_games()), "all"], help="a game, or all of them")
    demo.add_argument("--players", type=int, default=None, help="number of players (default: the smallest)")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--out", required=True, help="folder for the images and log.txt")
    demo.add_argument("--language", choices=("en", "cs"), default="en")
    args = parser.parse_args(argv)

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


def run() -> int:
    from bot.app import create_bot
    from bot.settings import load_settings

    try:
        settings = load_settings()
    except ValueError as error:  # a setting that cannot be read, e.g. SALON_SHARDS
        print(error, file=sys.stderr)
        return 2
    if not settings.token:
        print("No bot token: set DISCORD_TOKEN in the environment or in a .env file "
              "(copy .env.example to .env and fill it in).", file=sys.stderr)
        return 2
    create_bot(settings).run(settings.token, log_handler=logging.StreamHandler(), log_level=logging.INFO,
                             root_logger=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
