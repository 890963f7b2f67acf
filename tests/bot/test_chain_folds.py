"""A turn in fewer presses (issue 31, item 2): a step of a chain with a single option that continues
it is no choice (taken on the way, stepped over going back), and a chain's next steps fold into one
select of complete sub-chains where they fit one; seeded games of every game walked."""

from __future__ import annotations

import itertools
import random

import pytest

from bot.play.chains import (
    FOLD_MAX,
    FOLD_SEPARATOR,
    Ahead,
    back_of,
    decision_at,
    folded,
    forced_step,
    lone_action,
    option_of,
    settled,
    unfolded,
    walk,
)
from bot.presenters import presenter_for
from bot.ui import verbs
from bot.ui.panels import FOLD_ARROW, decision_panel
from engines import registry
from engines.core import runner
from tests.support.spots import NAMES
from tests.support.spots import walk as seeded_walk


def chain_starts(name: str, steps: int = 100):
    """(engine, state, seat) of every acting seat (its turn's chain) over the first `steps` of a seeded game of `name`
    at its smallest table."""
    game = registry.get(name)
    for moment in itertools.islice(seeded_walk(game, min(game.player_counts), 3), steps):
        for seat in moment.decisions:
            if game.is_actor(moment.state, seat):  # not a side decision alone (standing orders)
                yield game, moment.state, seat


@pytest.mark.parametrize("name", ["ladies", "rokoko", "spectaculum"])  # the games with chains
def test_a_chain_is_entered_where_there_is_a_choice_and_folds_into_whole_sub_chains(name):
    forced = folds = 0
    for game, state, seat in chain_starts(name):
        start = settled(game, state, seat)
        forced += bool(start)
        assert forced_step(decision_at(game, state, seat, start)) is None
        assert walk(game, state, seat, start) is not None, "the settled path is a chain of the seat's decision"
        if start:
            assert back_of(game, state, seat, start) == (), "Back steps over the steps that were no choice"
        offered = folded(game, state, seat, start)
        if offered is None:
            continue
        folds += 1
        assert 1 < len(offered) <= FOLD_MAX
        assert len({f.value for f in offered}) == len(offered)
        for fold in offered:
            where = start + fold.ids[:-1]
            assert option_of(walk(game, state, seat, where), fold.ids[-1]) == fold.last
        assert unfolded(offered, offered[-1].value) == offered[-1]
        assert unfolded(offered, FOLD_SEPARATOR.join(("no", "such"))) is None
    assert folds, f"{name}: no chain folded"
    if name == "rokoko":
        assert forced, "Rokoko's employee chain starts with a single card at times"


def test_a_folded_select_names_each_sub_chain_by_its_steps_and_describes_its_end():
    presenter = presenter_for("spectaculum")
    for engine, state, seat in chain_starts("spectaculum"):
        offered = folded(engine, state, seat, ())
        if offered is None:
            continue
        decision = decision_at(engine, state, seat, ())
        panel = decision_panel(presenter, decision, language="en", names=NAMES[:2], can_go_back=False, folds=offered)
        (select,) = panel.controls
        assert select.verb == verbs.FOLD and [value for value, _ in select.choices] == [f.value for f in offered]
        for (_, label), fold, about in zip(select.choices, offered, select.descriptions, strict=True):
            steps = [presenter.option_label(o, "en", NAMES[:2]) for o in fold.options]
            assert label == FOLD_ARROW.join(steps) and len(steps) == 2  # a marker, then its space
            assert about == presenter.option_description(fold.last, "en", NAMES[:2])
        return
    raise AssertionError("no Spectaculum chain folded")


@pytest.mark.parametrize("name", ["ladies", "rokoko", "spectaculum"])
def test_a_single_option_is_taken_for_its_player_only_where_everyone_could_tell_it_is_the_only_one(name):
    """A lone option the game takes for its player (`Presenter.takes_alone`) stays the lone option in
    every world the other seats and the spectators cannot tell apart from the real one: taking it
    tells them nothing."""
    presenter, game = presenter_for(name), registry.get(name)
    rng = random.Random(5)
    taken = 0
    for moment in seeded_walk(game, min(game.player_counts), 3):
        for seat in moment.decisions:
            lone = lone_action(game, moment.state, seat)
            if lone is None or not presenter.takes_alone(lone[0]):
                continue
            taken += 1
            for viewer in [None, *(s for s in range(min(game.player_counts)) if s != seat)]:
                for _ in range(3):
                    world = game.resample_hidden(moment.state, viewer, rng)
                    elsewhere = lone_action(game, world, seat)
                    assert elsewhere is not None and elsewhere[1] == lone[1], (viewer, lone[0].kind)
                    assert presenter.takes_alone(elsewhere[0])
    if name == "ladies":
        assert taken, "a gentleman's trade ends by itself when nothing is left to do"


def test_a_sequence_of_steps_folds_only_where_the_player_foresees_each_step():
    """Given how the host plays the next step, a complete option folds on into the seat's next step:
    each option of several steps is the seat's own run of legal steps, and every step before its
    last drew nothing and showed the player nothing hidden."""
    game = registry.get("spectaculum")
    sequences = 0
    for n, moment in enumerate(itertools.islice(seeded_walk(game, 2, 3), 12), start=1):
        for seat in moment.decisions:
            start = settled(game, moment.state, seat)
            for fold in folded(game, moment.state, seat, start, ahead=Ahead(3, n, 0.0)) or ():
                if len(fold.actions) < 2:
                    continue
                sequences += 1
                state = moment.state
                for k, action in enumerate(fold.actions):
                    stepped = runner.step(game, state, seat, action, 3, n + k, 0.0)
                    state = stepped.outcome.state
                    if k < len(fold.actions) - 1:
                        assert stepped.foreseen and seat in game.actors(state)
    assert sequences, "no sequence of steps folded"


@pytest.mark.parametrize("name", ["rokoko", "spectaculum"])
def test_a_menu_judges_only_the_steps_of_the_sequences_it_offers(name, monkeypatch):
    """Whether a previewed step is foreseen costs most of a menu of sequences (the step is played
    again in worlds the player cannot tell apart): it is judged only for the options that unfold
    into the seat's next step, once each, not for every option previewed."""
    judged = []
    foreseen = runner.StepResult.foreseen
    monkeypatch.setattr(
        runner.StepResult, "foreseen", property(lambda step: judged.append(step) or foreseen.fget(step))
    )
    game = registry.get(name)
    sequences = 0
    for n, moment in enumerate(itertools.islice(seeded_walk(game, 2, 3), 40), start=1):
        for seat in moment.decisions:
            judged.clear()
            offered = folded(game, moment.state, seat, settled(game, moment.state, seat), ahead=Ahead(3, n, 0.0)) or ()
            steps_before_last = {repr(f.moves[:k]) for f in offered for k in range(1, len(f.moves) + 1)}
            sequences += bool(steps_before_last)
            assert len(judged) == len(steps_before_last), (n, seat)
    assert sequences, "no sequence of steps folded"


def test_a_sequence_never_folds_past_a_draw():
    """A Rokoko bonus that draws leaves its player choosing from their hand: the bonus is offered
    alone, since nobody could know the card before it is drawn."""
    game = registry.get("rokoko")
    drawing = 0
    for n, moment in enumerate(itertools.islice(seeded_walk(game, 2, 3), 30), start=1):
        for seat in moment.decisions:
            start = settled(game, moment.state, seat)
            decision = decision_at(game, moment.state, seat, start)
            for option in decision.options if decision is not None else ():
                stepped = option.action and runner.step(game, moment.state, seat, option.action, 3, n, 0.0)
                if stepped and stepped.drew and seat in game.actors(stepped.outcome.state):
                    drawing += 1
                    offered = folded(game, moment.state, seat, start, ahead=Ahead(3, n, 0.0)) or ()
                    assert all(f.actions[:1] != (option.action,) or len(f.actions) == 1 for f in offered)
    assert drawing, "no drawing step before another of the same seat"
