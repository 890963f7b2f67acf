"""Discord requests per event, counted from SimCord's record for one seeded run of each game
(tests/support/discord_requests.py, as `python -m bench --section discord` counts them): the
token's global budget is what every process shares, so a request more per move is a regression.
A committed move costs at most one on average, a start at most 3 + n (people whose DM channels were
opened before), an AI move at a table of AI seats alone at most one, a DM (a turn notice) exactly
one: no user is fetched for it and its channel is remembered."""

from __future__ import annotations

import pytest

from bench.discord_requests import figures_of, lines
from bot.presenters import has_presenter
from engines import registry
from tests.support.discord_requests import Tally, requests_of_a_game

PLAYABLE = [name for name in sorted(registry.all_games()) if has_presenter(name)]

# per game and event: (global requests, exempt requests, events) over the whole seeded run
# (a move's exempt requests include the other players' panels left open, edited in place as the
# move changes their decision: these plays open a new panel at each turn, leaving the last one open)
COUNTED: dict[str, dict[str, tuple[int, int, int]]] = {
    "ladies": {
        "move": (9, 29, 13),  # a lady's window and visit, a gentleman's sales and trade end: one press each
        "ai-move": (242, 1, 259),
        "start": (6, 2, 1),
        "start-first": (10, 2, 1),
        "timeout": (9, 0, 2),
        "notice-dm": (12, 0, 12),
    },
    "pennies": {
        "move": (12, 35, 12),
        "ai-move": (6, 1, 6),
        "start": (4, 2, 1),
        "start-first": (6, 2, 1),
        "end": (1, 3, 1),
        "timeout": (3, 0, 1),
        "notice-dm": (8, 0, 8),
    },
    "rokoko": {
        "move": (13, 38, 15),  # a press may play several steps of its player (counted each)
        "ai-move": (75, 1, 75),
        "start": (4, 2, 1),
        "start-first": (6, 2, 1),
        "timeout": (6, 0, 2),
        "notice-dm": (10, 0, 10),
    },
    "spectaculum": {
        "move": (10, 24, 15),
        "ai-move": (131, 1, 131),
        "start": (5, 2, 1),
        "start-first": (8, 2, 1),
        "timeout": (6, 0, 2),
        "notice-dm": (4, 0, 4),
    },
}


@pytest.mark.parametrize("game", PLAYABLE)
async def test_requests_per_event(simcord_env, game):
    people = registry.tables(game).interactions[0]
    tally = Tally()
    await requests_of_a_game(simcord_env, tally, game, people, seed=1, quick=True)
    counted = {event: tuple(map(sum, zip(*tally.counted[event]))) for event in tally.events()}
    spent = {event: tally.mean(event)[0] for event in tally.events()}
    assert spent["move"] <= 1.0 and spent["start"] <= 3 + people and spent["ai-move"] <= 1.0
    assert spent["notice-dm"] == 1.0 and tally.most("notice-dm") == 1
    fetched = [r.path for r in simcord_env.http_requests if r.method == "GET" and r.path.startswith("/users/")]
    assert fetched == [], "a DM needs no user fetched first"
    if counted != COUNTED.get(game):
        pytest.fail(f"{game}: counted {counted!r}, expected {COUNTED.get(game)!r}")
    # the benchmark's figures of this run, as `python -m bench --section discord` prints them (its
    # quick run for Spectaculum is this very run: the suite plays it once, here)
    printed = lines(figures_of(game, people, tally))
    for event in ("move", "ai-move", "start"):
        assert any(line.startswith(f"discord {game} {people}p {event} global ") for line in printed), printed
