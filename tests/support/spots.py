"""Seeded games walked decision by decision, for the board spots' test, and a board with its
spots drawn over it, to see by eye that each box sits on its thing.

    python -m tests.support.spots rokoko 3 1 40 board.png

draws game 1 of Rokoko at 3 players after its 40th step, with every spot outlined and named
(the spots the acting seat's first decision targets in red, the rest in blue)."""

from __future__ import annotations

import io
import sys
from collections.abc import Iterator
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engines import registry
from engines.core import runner
from engines.core.contract import Decision, Game
from engines.core.random_player import random_choice
from engines.core.rng import rng_for_step
from render.common.fonts import font
from render.common.spots import Spots

NAMES = ["Anna", "Bohdan", "Cecílie", "Dan", "Eva", "František", "Gita", "Hana", "Ivo", "Jana"]
SEEDS = (3, 4)  # the seeded games walked per table


def every_table() -> list[tuple[str, int]]:
    """(game, players) of every registered game at every table size."""
    return [(name, players) for name in sorted(registry.GAMES) for players in registry.get(name).player_counts]


def moments(game: Game, players: int) -> Iterator[Moment]:
    """Every moment of the seeded games (`SEEDS`) of `game` at `players`."""
    return (moment for seed in SEEDS for moment in walk(game, players, seed))


@dataclass
class Moment:
    """A state of a seeded game, the events of the step that led to it, and the decisions each
    acting seat met on its way to the action it chose (the first one's is the next step's)."""

    state: object
    events: tuple
    decisions: dict[int, list[Decision]]


def walk(game: Game, players: int, seed: int) -> Iterator[Moment]:
    """Every state of one seeded game of random legal moves, each acting seat's chain walked to
    an action (and any side decision's first step), to the end."""
    rng = rng_for_step(f"spots:{seed}", 0)
    outcome = runner.start(game, {"players": players}, runner.default_seats(game, players), seed)
    state, events, n = outcome.state, outcome.events, 0
    while True:
        decisions: dict[int, list[Decision]] = {}
        actions: dict[int, dict] = {}
        ended = game.result(state) is not None
        for seat in () if ended else sorted(game.actors(state)):
            path: tuple = ()
            met = decisions.setdefault(seat, [])
            while True:
                decision = game.prompt(state, seat, path)
                assert decision is not None, f"{game.name}: seat {seat} acts but has no decision at {path}"
                met.append(decision)
                choice = random_choice(decision, rng)
                if isinstance(choice, dict):
                    actions[seat] = choice
                    break
                path = path + (choice,)
        if game.side_decisions and not ended:
            for seat in range(players):
                if (side := game.side_prompt(state, seat)) is not None:
                    decisions.setdefault(seat, []).append(side)
        yield Moment(state, tuple(events), decisions)
        if ended:
            return
        n += 1
        if actions:
            seat = min(actions)
            action = actions[seat]
        else:
            seat, action = runner.next_actor_and_action(game, state, _nobody_acts)
        outcome = runner.step(game, state, seat, action, seed, n).outcome
        state, events = outcome.state, outcome.events


def _nobody_acts(state, seat: int) -> dict:
    raise AssertionError("a seat acts that walk() did not ask")


def drawn_over(png: bytes, spots: Spots, targeted=()) -> bytes:
    """The board `png` with each spot outlined and named: those in `targeted` in red."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    draw = ImageDraw.Draw(image)
    face = font(14, "bold")
    for thing, (left, top, right, bottom) in spots.boxes.items():
        colour = (220, 0, 0) if thing in targeted else (0, 70, 220)
        draw.rectangle((left, top, right - 1, bottom - 1), outline=colour, width=2)
        draw.text((left + 3, top + 2), " ".join(str(part) for part in thing), font=face, fill=colour)
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def main(name: str, players: str, seed: str, at: str, path: str) -> None:
    from bot.presenters import presenter_for
    from engines import registry
    from tests.games import pennies

    pennies.register()
    game, presenter = registry.get(name), presenter_for(name)
    names = [f"Player {i + 1}" for i in range(int(players))]
    moment = next(m for n, m in enumerate(walk(game, int(players), int(seed))) if n == int(at))
    view = presenter.board_view(game, moment.state, list(moment.events), "en", names)
    spots = presenter.board_spots(view, "en", names)
    assert spots is not None
    seat, decisions = next(iter(moment.decisions.items()), (0, []))
    first = decisions[0].options if decisions else ()
    targeted = {presenter.option_target(option, seat, view) for option in first}
    with open(path, "wb") as out:
        out.write(drawn_over(presenter.board_png(view, "en", names), spots, targeted))


if __name__ == "__main__":
    main(*sys.argv[1:])
