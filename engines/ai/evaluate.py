"""Position evaluators: per game, a function (game, state) -> [estimated final score per
seat], applied to determinized states only (a state sampled with resample_hidden for the
deciding seat, so its secrets are guesses). The generic fallback reads score-like numbers
from each seat's own view."""
from __future__ import annotations

import math

from engines.core.contract import Game

EVALUATORS: dict = {}  # game name -> evaluate(game, state) -> list[float]

SCORE_KEYS = ("score", "points", "prestige", "vp", "victory_points", "money")


def register_evaluator(name: str, function) -> None:
    EVALUATORS[name] = function


def players_of(game: Game, state) -> int:
    view = game.view_for(state, None)
    for key in ("players", "player_count"):
        value = view.get(key)
        if isinstance(value, int):
            return value
        if isinstance(value, list):
            return len(value)
    seats = view.get("seats")
    return len(seats) if isinstance(seats, list) else 0


def estimate(game: Game, state, players: int) -> list[float]:
    result = game.result(state)
    if result is not None:
        return [float(result.scores.get(s, 0)) for s in range(players)]
    function = EVALUATORS.get(game.name)
    if function is not None:
        return function(game, state)
    return generic(game, state, players)


def generic(game: Game, state, players: int) -> list[float]:
    """The first score-like number found for each seat in that seat's own view."""
    values = []
    for seat in range(players):
        view = game.view_for(state, seat)
        values.append(_score_in(view, seat))
    return values


def _score_in(view: dict, seat: int) -> float:
    for container_key in ("seats", "players"):
        rows = view.get(container_key)
        if isinstance(rows, list) and seat < len(rows) and isinstance(rows[seat], dict):
            row = rows[seat]
            for key in SCORE_KEYS:
                if isinstance(row.get(key), (int, float)) and not isinstance(row.get(key), bool):
                    return float(row[key])
    for key in ("scores", "score"):
        value = view.get(key)
        if isinstance(value, dict):
            for k in (seat, str(seat)):
                if isinstance(value.get(k), (int, float)):
                    return float(value[k])
        if isinstance(value, list) and seat < len(value) and isinstance(value[seat], (int, float)):
            return float(value[seat])
    return 0.0


def margin(values: list[float], seat: int) -> float:
    """How far `seat` is ahead: its estimate minus a blend of the best and the average
    opponent (beating the leader matters most, but everyone's share counts)."""
    others = [v for s, v in enumerate(values) if s != seat]
    if not others:
        return values[seat]
    return values[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def rewards(values: list[float], scale: float) -> list[float]:
    """Per seat reward in (0, 1): a squashed lead over the best opponent."""
    out = []
    for seat, value in enumerate(values):
        others = [v for s, v in enumerate(values) if s != seat]
        lead = value - max(others) if others else value
        out.append(0.5 + 0.5 * math.tanh(lead / scale))
    return out


SCALES: dict = {}  # game name -> score difference that counts as a clear lead


def scale_of(game: Game) -> float:
    return SCALES.get(game.name, 10.0)
