"""AI players (engines.ai) through the engine contract, for every registered game."""

from __future__ import annotations

import functools
import itertools
import random

import pytest

from engines import ai, registry
from engines.ai import common
from engines.core.contract import SYSTEM, Context, Decision, Option, Seat, timeout_action
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from engines.core.runner import step as run_step

GAMES = registry.all_games()
STRONG_ITERATIONS = 12  # keeps the strong level fast in tests
MAX_STEPS = 5000


def seats_for(game, players: int) -> list[Seat]:
    return list(game.default_seats(players))


@functools.cache
def trajectory(name: str, players: int, seed: int) -> tuple:
    """(step, state) before every step of a seeded random game that has an actor; timers
    are fired as system actions when nobody can act."""
    game = GAMES[name]
    state = game.setup({}, seats_for(game, players), seed).state
    chooser = random.Random(f"ai-test:{name}:{players}:{seed}")
    found: list[tuple[int, dict]] = []
    for n in itertools.count(1):
        if game.result(state) is not None or n > MAX_STEPS:
            return tuple(found)
        actors = sorted(game.actors(state))
        if not actors:
            deadline = min(game.deadlines(state), key=lambda d: (d.due, d.id))
            state = run_step(game, state, SYSTEM, timeout_action(deadline.id), seed, n, now=deadline.due).outcome.state
            continue
        found.append((n, state))
        seat = actors[int(chooser.random() * len(actors))]
        state = run_step(game, state, seat, complete_action(game, state, seat, chooser), seed, n).outcome.state
    raise AssertionError("itertools.count never ends")


def sample_states(game, players: int, seed: int, count: int):
    """`count` states spread evenly over a seeded random game (so every game costs alike)."""
    states = trajectory(game.name, players, seed)
    if len(states) <= count:
        return list(states)
    return [states[(len(states) - 1) * k // (count - 1)] for k in range(count)]


def decide(game, state, seat, level, seed, n):
    return ai.choose(game, state, seat, level, seed, n, iterations=STRONG_ITERATIONS)


def player_counts(game):
    counts = game.player_counts
    return sorted({counts[0], counts[-1]})


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("level", ai.LEVELS)
def test_ai_returns_a_legal_action_in_random_states(name, level):
    game = GAMES[name]
    count = {"easy": 30, "normal": 12, "strong": 6}[level]
    checked = 0
    for players in player_counts(game):
        for seed in range(2):
            for n, state in sample_states(game, players, seed, count):
                for seat in sorted(game.actors(state)):
                    action = decide(game, state, seat, level, seed, n)
                    assert (
                        action in common.complete_actions(game, state, seat) or game.prompt(state, seat).max_choices > 1
                    )
                    game.apply(state, seat, action, Context(step=n, rng=rng_for_step(seed, n)))  # accepted
                    checked += 1
    assert checked > 10


@pytest.mark.parametrize("name", sorted(GAMES))
def test_same_seed_same_choice(name):
    game = GAMES[name]
    players = player_counts(game)[-1]
    for n, state in sample_states(game, players, 3, 5):
        seat = min(game.actors(state))
        for level in ai.LEVELS:
            first = decide(game, state, seat, level, 11, n)
            assert decide(game, state, seat, level, 11, n) == first
            copy = game.decode_state(game.encode_state(state))
            assert decide(game, copy, seat, level, 11, n) == first


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("level", ai.LEVELS)
def test_decision_does_not_depend_on_other_seats_secrets(name, level):
    """The AI's leak test: resampling what the seat cannot see never changes its choice."""
    game = GAMES[name]
    if level != "easy" and not ai.exact_information_sets(game):
        pytest.skip(f"{name} has no ai.canonical: its AI choice is only independent in distribution")
    compared = 0
    for players in player_counts(game):
        count = {"easy": 12, "normal": 8, "strong": 4}[level]
        for n, state in sample_states(game, players, 5, count):
            for seat in sorted(game.actors(state)):
                choice = decide(game, state, seat, level, 2, n)
                for k in range(3):
                    other = game.resample_hidden(state, seat, random.Random(f"leak:{n}:{seat}:{k}"))
                    assert decide(game, other, seat, level, 2, n) == choice, (level, n, seat)
                compared += 1
    assert compared > 5


def play(game, levels, seed, iterations=None):
    state = game.setup({}, seats_for(game, len(levels)), seed).state
    n = 0
    while game.result(state) is None:
        n += 1
        seat = min(game.actors(state))
        action = ai.choose(game, state, seat, levels[seat], seed, n, iterations=iterations)
        state = run_step(game, state, seat, action, seed, n).outcome.state
    return game.result(state)


def test_spectaculum_normal_beats_easy():
    game = GAMES["spectaculum"]
    wins = 0
    for seed in range(6):
        at = seed % 3
        levels = ["normal" if s == at else "easy" for s in range(3)]
        wins += at in play(game, levels, seed).winners
    assert wins >= 5


def test_unknown_level_and_idle_seat_are_refused():
    game = GAMES["spectaculum"]
    state = game.setup({}, [Seat(i) for i in range(3)], 1).state
    actor = min(game.actors(state))
    with pytest.raises(ValueError):
        ai.choose(game, state, actor, "grandmaster", 1, 1)
    idle = next(s for s in range(3) if s not in game.actors(state))
    for level in ai.LEVELS:
        with pytest.raises(ValueError):
            ai.choose(game, state, idle, level, 1, 1)


class ChainGame:
    """A stub with a chain, a multi-choice and a numeric decision, to walk prompts."""

    name = "stub"

    def prompt(self, state, seat, path=()):
        if path == ():
            return Decision(
                "stub.pick",
                "stub.pick",
                options=(
                    Option("done", "x", action={"type": "done"}),
                    Option("multi", "x"),
                    Option("number", "x"),
                ),
            )
        if path == ("multi",):
            return Decision(
                "stub.multi",
                "stub.multi",
                options=tuple(Option(i, "x") for i in "abc"),
                min_choices=1,
                max_choices=2,
                multi_action={"type": "multi"},
            )
        if path == ("number",):
            return Decision("stub.number", "stub.number", number_range=(0, 100), multi_action={"type": "number"})
        return None


def test_complete_actions_walk_chains_multi_choice_and_numbers():
    actions = common.complete_actions(ChainGame(), {}, 0)
    assert {"type": "done"} in actions
    multi = [a["ids"] for a in actions if a["type"] == "multi"]
    assert ["a"] in multi and ["a", "b"] in multi and len(multi) == 6
    values = [a["value"] for a in actions if a["type"] == "number"]
    assert values[0] == 0 and values[-1] == 100 and len(values) == common.NUMBER_SAMPLES


# --- what the strong level judges with ---------------------------------------------------------


@pytest.mark.parametrize(
    "name,players",
    [(name, max(registry.tables(name).narration)) for name in sorted(GAMES) if GAMES[name].ai.spread is not None],
)
def test_a_lead_counts_more_as_the_end_approaches(name, players):
    """Rewards judge a lead by what can still change: the spread shrinks over a game, and
    at the end a lead is a win."""
    from engines.ai import evaluate

    game = GAMES[name]
    states = [state for _, state in trajectory(name, players, 1)]
    spreads = [evaluate.scale_at(game, state) for state in states]
    assert spreads[0] > spreads[-1] > evaluate.FINAL_SCALE
    assert all(later <= earlier + 1e-9 for earlier, later in zip(spreads[::10], spreads[10::10]))
    low, high = evaluate.rewards([10.0, 9.0, 0.0], evaluate.FINAL_SCALE)[:2]
    assert low > 0.95 and high < 0.05 or high > 0.95 and low < 0.05


def test_spectaculum_cards_are_worth_their_track_when_the_game_ends_this_turn():
    """R58-R62: once the end check after this turn will end the game and no revealed marker
    is left, a card is worth exactly its colour's value."""
    from engines.spectaculum import ai as knowledge
    from engines.spectaculum import data

    game = GAMES["spectaculum"]
    checked = 0
    for seed in range(6):
        for _, state in trajectory("spectaculum", 3, seed):
            board = data.load_board(state["board"])
            free_red = sum(1 for sid in knowledge._red_spaces(state["tiles"]) if sid not in state["markers"])
            if (
                state["phase"] != "after_travel"
                or state["sick"]
                or not knowledge._ends_this_turn(state, board, free_red)
            ):
                continue
            values = knowledge.evaluate_state(game, state, state["active"])
            for seat in range(3):
                worth = state["money"][seat] + sum(n * state["tracks"][c] for c, n in state["cards"][seat].items())
                assert values[seat] == pytest.approx(worth)
            checked += 1
    assert checked


def test_rokoko_strong_judges_with_its_end_aware_evaluator():
    """Rokoko's strong level values money and resources by what is left of the game
    (normal reads the final scoring's money step)."""
    game = GAMES["rokoko"]
    assert game.ai.deep_evaluate is not game.ai.evaluate


@pytest.mark.parametrize("name", sorted(GAMES))
def test_strong_searches_in_every_game(name):
    """No game's hooks refuse the search: wherever a decision has a choice, the strong level
    runs its iterations (it asks its budget before each one) and picks a legal action, the
    same with a budget as with that many iterations."""
    from engines.ai import levels

    game = GAMES[name]
    players = {"ladies": 4}.get(name, min(game.player_counts))
    searched = 0
    for n, state in sample_states(game, players, 2, 6):
        seat = min(game.actors(state))
        actions = levels._reduced(game, state, seat, levels.legal(game, state, seat))
        if len(actions) < 2:
            continue
        budget = CountingBudget(4)
        choice = ai.choose(game, state, seat, "strong", 2, n, budget=budget)
        assert budget.asked == 5
        assert choice in actions
        assert choice == ai.choose(game, state, seat, "strong", 2, n, iterations=4)
        searched += 1
    assert searched


# --- Ladies & Gentlemen: teams ------------------------------------------------------------------


def test_teammates_are_not_opponents():
    """A lady and her gentleman share one result: their margins count only the other teams."""
    from engines.ai import evaluate

    game = GAMES["ladies"]
    state = game.setup({}, seats_for(game, 8), 1).state
    values = evaluate.estimate(game, state, 8, 0)
    assert values[0] == values[1] and values[2] == values[3]
    teams = evaluate.TeamValues([10.0, 10.0, 4.0, 4.0, 6.0, 6.0, 2.0, 2.0])
    teams.team = [0, 0, 1, 1, 2, 2, 3, 3]
    assert evaluate.margin(teams, 0) == evaluate.margin(teams, 1) == 10.0 - 0.5 * 6.0 - 0.5 * 4.0
    assert evaluate.rewards(teams, 3.0)[0] > 0.5 > evaluate.rewards(teams, 3.0)[2]


def test_ladies_normal_team_beats_easy_teams():
    """Eight players, the normal team rotating over the four teams: it outscores most easy teams."""
    game = GAMES["ladies"]
    beaten = pairs = 0
    for seed in range(4):
        mine = (2 * seed, 2 * seed + 1)
        levels = ["normal" if s in mine else "easy" for s in range(8)]
        scores = play(game, levels, seed).scores
        for other in range(0, 8, 2):
            if other != mine[0]:
                pairs += 1
                beaten += scores[mine[0]] > scores[other]
    assert beaten >= 0.75 * pairs, f"{beaten} of {pairs}"


def test_ladies_strong_judges_after_a_look_ahead():
    """Ladies' strong level judges a position after the normal level's play of the next
    decisions (normal judges it as it is)."""
    game = GAMES["ladies"]
    assert game.ai.deep_evaluate is not game.ai.evaluate


# --- time and game knowledge reach the AI from outside -----------------------------------------


class CountingBudget:
    """Spent after `calls` questions; counts how often the search asks."""

    def __init__(self, calls: int):
        self.calls, self.asked = calls, 0

    def spent(self) -> bool:
        self.asked += 1
        return self.asked > self.calls


def test_strong_stops_when_its_budget_is_spent():
    """The strong level asks its caller's budget before every iteration and stops once it is
    spent: the same choice as an iteration cap at that point."""
    game = GAMES["spectaculum"]
    checked = 0
    for n, state in sample_states(game, 3, 4, 12):
        seat = min(game.actors(state))
        budget = CountingBudget(3)
        choice = ai.choose(game, state, seat, "strong", 4, n, budget=budget)
        if budget.asked:  # a decision with a single sensible action asks nothing
            assert budget.asked == 4
            assert choice == ai.choose(game, state, seat, "strong", 4, n, iterations=3)
            checked += 1
    assert checked


def _sources(*folders):
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    for folder in folders:
        yield from sorted((root / folder).rglob("*.py"))


def test_engines_read_no_clock():
    """Time reaches the engines and the AI from their callers (ctx.now, a Budget), never a clock."""
    import re

    clock = re.compile(r"\b(time\.(time|monotonic|perf_counter|process_time)|datetime\.now|import time\b)")
    assert [str(p) for p in _sources("engines") if clock.search(p.read_text())] == []


def test_the_ai_and_the_kernel_name_no_game():
    """engines/ai keeps the algorithms and engines/core the kernel: a game's knowledge is the game's own."""
    import re

    names = re.compile("|".join(GAMES), re.IGNORECASE)
    assert [str(p) for p in _sources("engines/ai", "engines/core") if names.search(p.read_text())] == []
