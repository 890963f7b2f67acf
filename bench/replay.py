"""The animated replay of a whole random game at the game's largest table (bot.record.replay: every
turn's board drawn from the spectators' view, then the GIF), its size against Discord's upload
limit, and one page of a game's history: the spectators' board at step n (the state replayed
from the log, then drawn). The bot's history starts from the nearest stored snapshot; here
the state is replayed from the setup, the slowest case."""

from __future__ import annotations

import time

from bench import Figure, median, players_for
from bot.presenters import presenter_for
from bot.presenters.animation import UPLOAD_LIMIT, animated_replay
from bot.record import export as exports
from bot.record import replay
from engines.core import runner
from engines.core.contract import Game, stored_action
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step

LANGUAGE = "en"
MIB = 1024 * 1024


def random_export(game: Game, players: int, seed: int) -> exports.Export:
    """A whole random game as its export (the demo's players and seating)."""
    config = {key: spec["default"] for key, spec in game.config_options().items()}
    config["players"] = players
    seats = runner.default_seats(game, players)
    state = runner.start(game, config, seats, seed).state
    chooser = rng_for_step(f"bench-replay:{seed}", 0)
    log: list[tuple[int | None, dict, float]] = []
    while game.result(state) is None:
        seat, action = runner.next_actor_and_action(
            game, state, lambda s, seat: complete_action(game, s, seat, chooser)
        )
        state = runner.step(game, state, seat, action, seed, len(log) + 1).outcome.state
        log.append((seat, action, 0.0))
    result = game.result(state)
    assert result is not None
    names = [f"Player {i + 1}" for i in range(players)]
    return exports.from_offline(game.name, LANGUAGE, config, seats, names, seed, log, result.to_json())


def measure(game: Game, quick: bool = False) -> list[Figure]:
    players = min(game.player_counts) if quick else max(game.player_counts)
    export = random_export(game, players, seed=7)
    began = time.perf_counter()
    played = replay.replay(export)
    boards = replay.boards(export, played, LANGUAGE)
    drawn = time.perf_counter()
    gif = animated_replay(boards)
    done = time.perf_counter()
    label = f"replay animation ({players}p, {len(played)} turns, {len(export.log)} steps)"
    figures = [
        Figure(game.name, f"{label}: whole game", done - began, "s", digits=1),
        Figure(game.name, f"{label}: boards drawn", drawn - began, "s", digits=1),
        Figure(game.name, f"{label}: GIF written", done - drawn, "s", digits=1),
        Figure(game.name, f"{label}: size", len(gif) / MIB, "MiB", at_most=UPLOAD_LIMIT / MIB, digits=2),
    ]
    return figures + history_pages(game, 3 if quick else 12)


def history_pages(game: Game, pages: int) -> list[Figure]:
    """Pages of one game's history spread over the game: the state at step n replayed from the
    log, and the spectators' board of it naming step n's move."""
    players = players_for(game)
    export = random_export(game, players, seed=11)
    presenter = presenter_for(game.name)
    seats = export.engine_seats()
    replaying, drawing = [], []
    for page in range(1, pages + 1):
        n = max(1, len(export.log) * page // (pages + 1))
        began = time.perf_counter()
        state = runner.replay(game, export.options, seats, export.seed, list(export.log[: n - 1]))
        seat, action, at = export.log[n - 1]
        outcome = runner.step(game, state, seat, stored_action(game, action), export.seed, n, at).outcome
        replayed = time.perf_counter()
        view = presenter.board_view(game, outcome.state, list(outcome.events), LANGUAGE, export.names)
        presenter.board_png(view, LANGUAGE, export.names)
        done = time.perf_counter()
        replaying.append((replayed - began) * 1000)
        drawing.append((done - replayed) * 1000)
    label = f"history page ({players}p, {pages} steps of {len(export.log)})"
    return [
        Figure(game.name, f"{label}: whole page, median", median([a + b for a, b in zip(replaying, drawing)]), "ms"),
        Figure(game.name, f"{label}: state replayed from the setup, median", median(replaying), "ms"),
        Figure(game.name, f"{label}: spectators' board drawn, median", median(drawing), "ms"),
    ]
