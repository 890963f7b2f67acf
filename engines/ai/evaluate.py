"""Position evaluators: per game (its `ai.evaluate`, `ai.deep_evaluate`), a function
(game, state, observer) -> [estimated final score per seat], applied to determinized
states only (sampled with resample_hidden for the deciding seat, the observer, so other
seats' secrets are guesses). The generic fallback reads score-like numbers from the
observer's view."""

from __future__ import annotations

import math

from engines.core.contract import Game

SCORE_KEYS = ("score", "points", "prestige", "pp", "vp", "victory_points", "money")


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


class TeamValues(list):
    """Estimates per seat that know each seat's team (`team[seat]`): teammates never count
    as each other's opponents in `margin` and `rewards`."""

    team: list = []


def estimate(game: Game, state, players: int, observer: int | None = None, deep: bool = False) -> list[float]:
    """Estimated final score per seat as `observer` (the deciding seat) judges `state`, higher
    always better (negated in a game whose `lowest_score_wins`); `deep`: the strong level's
    evaluator where the game has one (`ai.deep_evaluate`)."""
    hooks = game.ai
    result = game.result(state)
    if result is not None:
        values = [float(result.scores.get(s, 0)) for s in range(players)]
    else:
        function = (deep and hooks.deep_evaluate) or hooks.evaluate
        values = function(game, state, observer) if function is not None else generic(game, state, players, observer)
    if getattr(game, "lowest_score_wins", False):
        values = [-v for v in values]  # every level maximises: fewer penalty points are more
    teams = hooks.teams
    if teams is None:
        return values
    out = TeamValues(values)
    out.team = teams(state)
    return out


def generic(game: Game, state, players: int, observer: int | None = None) -> list[float]:
    """A score-like number per seat (score, points, prestige, …) plus a little money as a
    tie-break, read from the observer's view only (a score it may not see counts 0)."""
    view = game.view_for(state, observer)
    return [_score_in(view, seat) or 0.0 for seat in range(players)]


def _number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _score_in(view: dict, seat: int) -> float | None:
    for container_key in ("seats", "players"):
        rows = view.get(container_key)
        if isinstance(rows, list) and seat < len(rows) and isinstance(rows[seat], dict):
            row = rows[seat]
            money = 0.01 * row["money"] if _number(row.get("money")) else 0.0
            for key in SCORE_KEYS:
                if _number(row.get(key)):
                    return float(row[key]) + (money if key != "money" else 0.0)
            if any(key in row for key in SCORE_KEYS):
                return None  # the score is there but hidden from this viewer
    for key in ("scores", "score"):
        value = view.get(key)
        if isinstance(value, dict):
            for k in (seat, str(seat)):
                if _number(value.get(k)):
                    return float(value[k])
        if isinstance(value, list) and seat < len(value) and _number(value[seat]):
            return float(value[seat])
    return None


def margin(values: list[float], seat: int) -> float:
    """How far `seat` is ahead: its estimate minus a blend of the best and the average
    opponent (beating the leader matters most, but everyone's share counts)."""
    others = _opponents(values, seat)
    if not others:
        return values[seat]
    return values[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


def _opponents(values: list[float], seat: int) -> list[float]:
    team = getattr(values, "team", None)
    if team:
        return [v for s, v in enumerate(values) if team[s] != team[seat]]
    return [v for s, v in enumerate(values) if s != seat]


def rewards(values: list[float], scale: float) -> list[float]:
    """Per seat reward in (0, 1): a squashed lead over the best opponent."""
    out = []
    for seat, value in enumerate(values):
        others = _opponents(values, seat)
        lead = value - max(others) if others else value
        out.append(0.5 + 0.5 * math.tanh(lead / scale))
    return out


FINAL_SCALE = 0.5  # at the end a lead is a win: rewards become (nearly) 1, 0 or 0.5 for a tie


def scale_at(game: Game, state) -> float:
    """The lead that counts as clear in `state`: small near the end (a lead of a few points
    decides the game), larger while much can still change (the game's `ai.spread`, else
    its `ai.scale`)."""
    if game.result(state) is not None:
        return FINAL_SCALE
    spread = game.ai.spread
    return spread(state) if spread is not None else game.ai.scale
