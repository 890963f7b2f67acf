"""Playing on the board: every option the acting seat is offered either names a thing the
board drew, whose box (`render.common.spots`) lies inside the image, or is a button beside it;
the things one decision's options name are distinct and their boxes do not overlap, so a click
means one option. Whole seeded games of every registered game at every table size: each
decision an acting seat meets on its way to a random legal action (and its side decision),
at every step, with the spots of the view the game page draws its board from; and a board
in the middle of a game and at its end is drawn the size its spots say.

A game whose options all became buttons would pass the rest, so each game must point at the
board for a fair share of its options and of its decisions."""

from __future__ import annotations

import io
from collections import Counter
from itertools import combinations

import pytest
from PIL import Image

from bot.presenters import presenter_for
from engines import registry
from render.common.spots import overlap
from tests.support.spots import NAMES, every_table, moments

LANGUAGE = "en"
# at least this share of the options offered, and of the decisions, point at the board
OPTIONS_ON_BOARD, DECISIONS_ON_BOARD = 0.25, 0.2


@pytest.mark.parametrize(("name", "players"), every_table())
def test_every_option_is_a_spot_on_the_board_or_a_button(name, players):
    game, presenter = registry.get(name), presenter_for(name)
    names = NAMES[:players]
    offered, on_board = Counter(), Counter()
    views = []
    for moment in moments(game, players):
        view = presenter.board_view(game, moment.state, list(moment.events), LANGUAGE, names)
        spots = presenter.board_spots(view, LANGUAGE, names)
        assert spots is not None, f"{name} says nowhere where its board draws anything"
        for where in spots.boxes.values():
            assert spots.inside(where)
        for seat, decisions in moment.decisions.items():
            for decision in decisions:
                targets: dict = {}
                for option in decision.options:
                    thing = presenter.option_target(option, seat, view)
                    offered["options"] += 1
                    if thing is None:
                        continue
                    on_board["options"] += 1
                    where = f"{name} {players}p: {decision.kind} {option.id!r} -> {thing!r}"
                    assert thing in spots.boxes, f"{where} is not on the board"
                    assert thing not in targets, f"{where}: {targets.get(thing)!r} names it too"
                    targets[thing] = option.id
                offered["decisions"] += 1
                on_board["decisions"] += bool(targets)
                for a, b in combinations(targets, 2):
                    assert not overlap(spots.boxes[a], spots.boxes[b]), f"{name}: {decision.kind}: {a} overlaps {b}"
        views.append(view)
    for view in (views[len(views) // 2], views[-1]):
        png = presenter.board_png(view, LANGUAGE, names)
        assert Image.open(io.BytesIO(png)).size == presenter.board_spots(view, LANGUAGE, names).size
    for share, least in (("options", OPTIONS_ON_BOARD), ("decisions", DECISIONS_ON_BOARD)):
        assert on_board[share] >= least * offered[share], f"{name}: {on_board[share]} of {offered[share]} {share}"
