"""The test-only game itself, and what it shows of the generic layers: a lowest-score-wins
result read the right way round, undo fairness that does not depend on sampling luck, and
generic checks that fail when the game drops a hook the contract asks for."""

from __future__ import annotations

import random
import subprocess
import sys
import types
from pathlib import Path

import pytest

from bot.presenters import presenter_for
from bot.ui.slash import GAME_CHOICES
from engines import ai, registry
from engines.core import fairness, runner
from engines.core.game import GameBase
from engines.core.random_player import complete_action
from tests.conformance import test_conformance as conformance
from tests.games.pennies.game import Pennies

GAME = registry.get("pennies")


def ended(cards: list[list[int]], chips: list[int]) -> dict:
    players = len(cards)
    return {
        "players": players,
        "chips_start": 2,
        "turn": 0,
        "card": None,
        "pot": 0,
        "stack": [],
        "out": [],
        "chips": chips,
        "cards": cards,
    }


def test_it_is_registered_for_the_test_run_only():
    assert isinstance(GAME, Pennies) and presenter_for("pennies").game == "pennies"
    assert "pennies" in [choice.value for choice in GAME_CHOICES]  # the bot offers it in this run
    production = subprocess.run(
        [
            sys.executable,
            "-c",
            "from engines import registry; import bot.ui.slash as c; "
            "print(sorted(registry.GAMES), sorted(x.value for x in c.GAME_CHOICES))",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).parents[2],
    ).stdout
    assert "pennies" not in production and "rokoko" in production, production


def test_the_lowest_score_wins_and_ties_share_a_place():
    result = GAME.result(ended([[9, 10], [3], [2, 1]], [0, 1, 0]))
    assert result is not None
    assert result.scores == {0: 19, 1: 2, 2: 3}
    assert result.placings == {0: 3, 1: 1, 2: 2} and result.winners == (1,)
    tied = GAME.result(ended([[4], [5]], [2, 3]))
    assert tied is not None and tied.placings == {0: 1, 1: 1} and tied.winners == (0, 1)


def test_the_result_is_told_best_first():
    result = GAME.result(ended([[9, 10], [3], [2, 1]], [0, 1, 0]))
    assert result is not None
    lines = presenter_for("pennies").result_lines(result.to_json(), "en", ["Anna", "Bedřich", "Cyril"])
    assert [line.split(": ")[1].split(" — ")[0] for line in lines] == ["Bedřich", "Cyril", "Anna"], lines


def test_the_ai_counts_fewer_points_as_better():
    state = ended([[9, 10], [3]], [0, 1])
    values = ai.evaluate.estimate(GAME, state, 2)
    assert values[1] > values[0]


def test_the_ai_pays_rather_than_take_a_high_card_for_nothing():
    state = GAME.setup({"chips": 4}, runner.default_seats(GAME, 2), 3).state
    state = {**state, "card": 10, "pot": 0}
    assert ai.choose(GAME, state, 0, "normal", 3, 1) == {"type": "pay"}


def pay_steps(players: int, seeds: range):
    """(step result, state before) of every penny paid in seeded random games."""
    for seed in seeds:
        state = GAME.setup({}, runner.default_seats(GAME, players), seed).state
        chooser = random.Random(f"pennies:{players}:{seed}")
        n = 0
        while GAME.result(state) is None:
            n += 1
            seat, action = runner.next_actor_and_action(
                GAME, state, lambda s, x, chooser=chooser: complete_action(GAME, s, x, chooser)
            )
            result = runner.step(GAME, state, seat, action, seed, n, now=float(n))
            if action == {"type": "pay"}:
                yield result, state
            state = result.outcome.state


def test_a_penny_paid_is_never_undoable():
    """A paid penny shows that its payer had one: the world where she had none is ruled out."""
    refusals = [result.undo_refusal for players in (3, 4) for result, _ in pay_steps(players, range(6))]
    assert refusals and set(refusals) == {fairness.SHOWED_OTHERS}


def test_random_worlds_alone_would_have_let_some_paid_penny_be_undone(monkeypatch):
    """What the edge worlds are for: without them the same decisions depend on which worlds
    the sample happened to draw, and some paid penny passes as showing nothing."""

    def random_worlds_only(self, viewer):
        for k in range(fairness.WORLDS):
            yield self.game.resample_hidden(
                self.before, viewer, random.Random(f"undo:{self.seed}:{self.n}:{viewer}:{k}")
            )

    monkeypatch.setattr(fairness._Step, "worlds", random_worlds_only)
    refusals = [result.undo_refusal for players in (3, 4) for result, _ in pay_steps(players, range(6))]
    assert None in refusals


def test_the_edge_worlds_leave_an_opponent_with_no_pennies():
    state = GAME.setup({}, runner.default_seats(GAME, 3), 1).state
    for high in (False, True):
        world = GAME.resample_hidden(state, 0, fairness.Extreme(high))
        assert world["chips"][0] == state["chips"][0] and 0 in world["chips"][1:]
        assert sum(world["chips"]) == sum(state["chips"])


# --- a game that drops a hook of the contract fails the generic checks -----------------------


class NoResample(Pennies):
    """Pennies without its own resample_hidden: GameBase's default passes through to a view
    module the game has not got."""

    resample_hidden = GameBase.resample_hidden


class NoRedraw(Pennies):
    """Pennies whose resample_hidden redraws nothing: the leak test could never see a leak."""

    def resample_hidden(self, state, viewer, rng):
        return state


class HighestWins(Pennies):
    """Pennies that does not say its lowest score wins."""

    lowest_score_wins = False


@pytest.fixture
def registered(monkeypatch):
    """Registers a copy of Pennies in its place for one test, the way the real one is
    registered for the run, and hands the registry's game to the generic conformance suite."""

    def register(game_class) -> str:
        module = types.ModuleType(f"tests.games.{game_class.__name__.lower()}")
        module.GAME = game_class()  # type: ignore[attr-defined]
        monkeypatch.setitem(sys.modules, module.__name__, module)
        monkeypatch.setitem(registry.GAMES, "pennies", registry.Entry(module.__name__, registry.tables("pennies")))
        monkeypatch.setitem(conformance.GAMES, "pennies", registry.get("pennies"))
        return "pennies"

    return register


def test_the_real_game_passes_the_generic_checks_its_copies_fail():
    conformance.test_fully_checked_games("pennies", 3, {})
    conformance.test_random_games("pennies", 3, {})


def test_a_game_without_its_resample_hidden_fails_the_conformance_suite(registered):
    name = registered(NoResample)
    with pytest.raises(AttributeError, match="view_module"):
        conformance.test_fully_checked_games(name, 3, {})


def test_a_game_whose_resample_hidden_redraws_nothing_fails_the_leak_test(registered):
    name = registered(NoRedraw)
    with pytest.raises(AssertionError, match="resample_hidden never changed anything"):
        conformance.test_fully_checked_games(name, 3, {})


def test_a_game_that_does_not_say_its_lowest_score_wins_fails_the_result_check(registered):
    name = registered(HighestWins)
    with pytest.raises(AssertionError, match=r"assert \d+ < \d+"):  # a better score placed lower
        conformance.test_random_games(name, 3, {})
