"""The conformance suite every game in engines.registry must pass (DESIGN.md, "Tests").

For every game, every allowed player count and every value of every config option (one
option changed from the defaults at a time), seeded random games run to the end:

* light games (per combination, see below): at every step the state passes
  check_invariants and keeps its inventory; at the end the result is sound, the final
  state survives a JSON round trip and replaying the log rebuilds it exactly;
* full games (per combination) add, at every step: actors and prompt agree;
  every option of every decision chain of every actor ends in an action that apply
  accepts; the fallback action is accepted; non-actors and made-up actions are refused
  with IllegalAction and leave the state unchanged (a side decision, taken beside the turn
  order, is accepted from any seat it is offered to and never changes who acts); apply
  never mutates its input; state,
  actions and events round-trip through JSON; and the leak test: resample_hidden for
  each seat and the spectator never changes what that viewer sees (view and decision,
  who must act, the timers of deadlines()), while over the game it does change the hidden
  data at least once; and the events of every step tell a viewer nothing the views before
  and after it do not: in a resampled world, a move of the same actor that leaves the
  viewer the same view must give the viewer the same events (a public event naming a card
  the views hide is a leak).

Players sit as the game's `default_seats(players)` seats them (roles and teams).
SALON_CONFORMANCE_SCALE (default 1) multiplies the number of games. The game's
`conformance_counts(players, config) -> (light, full)` gives the numbers of games per
combination before scaling (engines/core/game.GameBase: 30 and 1; 0 skips), fewer for a
game whose games are long.
"""

from __future__ import annotations

import copy
import functools
import itertools
import os
import random

import pytest

from engines import registry
from engines.core import codec
from engines.core.contract import Context, Decision, Event, IllegalAction, Seat, side_decision
from engines.core.fairness import complete_actions
from engines.core.random_player import complete_action, random_choice
from engines.core.rng import rng_for_step
from engines.core.runner import replay, step

SCALE = float(os.environ.get("SALON_CONFORMANCE_SCALE", "1"))
RESAMPLES = 3
EVENT_WORLDS = 1  # worlds per viewer of the events' leak test
EVENT_ALTERNATIVES = 8  # moves of the actor looked at in each
MAX_STEPS = 5000
BOGUS_VALUES = ("__bogus__", None, -1, ["__bogus__"], {"__bogus__": 1})

GAMES = registry.all_games()


def game_counts(game, players: int, config: dict) -> tuple[int, int]:
    light, full = game.conformance_counts(players, config)
    return (max(1, round(light * SCALE)) if light else 0), (max(1, round(full * SCALE)) if full else 0)


def seats_for(game, players: int) -> list[Seat]:
    return list(game.default_seats(players))


def _same(a, b) -> bool:
    return a == b and type(a) is type(b)


def configs(game):
    yield "default", {}
    for option, spec in game.config_options().items():
        for value in spec["choices"]:
            if not _same(value, spec["default"]):
                yield f"{option}={value}", {option: value}


def _valid(game, players: int, config: dict) -> bool:
    try:
        game.setup(config, seats_for(game, players), 0)
    except ValueError:
        return False  # e.g. start_player = 3 with 2 players
    return True


def combos():
    for name, game in sorted(GAMES.items()):
        for players in game.player_counts:
            for label, config in configs(game):
                if _valid(game, players, config) and any(game_counts(game, players, config)):
                    yield pytest.param(name, players, config, id=f"{name}-{players}p-{label}")


COMBOS = list(combos())


# --- checks ------------------------------------------------------------------------------


def check_events(game, events, players: int) -> None:
    for event in events:
        assert isinstance(event, Event)
        assert event.kind.startswith(f"{game.name}."), event.kind
        kind, _, who = event.to.partition(":")
        assert event.to == "public" or (kind in ("seat", "team") and who.isdigit()), event.to
        if kind == "seat":
            assert int(who) < players
        assert Event.from_json(codec.loads(codec.dumps(event.to_json()))) == event


def check_result(game, state, players: int) -> None:
    result = game.result(state)
    assert result is not None
    seats = set(range(players))
    assert set(result.scores) == seats and set(result.placings) == seats
    # what statistics record: the points each seat's side made, one whole number per seat
    assert set(result.totals) == seats and all(type(points) is int for points in result.totals.values())
    for a in seats:
        assert result.placings[a] == 1 + sum(result.placings[b] < result.placings[a] for b in seats)
        for b in seats:
            # a better score never places lower: the higher, or the lower where the lowest wins
            if (result.scores[b] if game.lowest_score_wins else result.scores[a]) > (
                result.scores[a] if game.lowest_score_wins else result.scores[b]
            ):
                assert result.placings[a] < result.placings[b]
    assert sorted(result.winners) == sorted(s for s in seats if result.placings[s] == 1)
    assert codec.loads(codec.dumps(result.to_json()))
    assert game.actors(state) == set()


def complete_options(game, state, seat, path=(), prompt=None):
    """Every complete action reachable from the decision at `path`, walking the whole chain
    (of `prompt`, the turn's decisions by default)."""
    prompt = prompt or game.prompt
    decision = prompt(state, seat, path)
    assert isinstance(decision, Decision), (seat, path)
    if decision.number_range is not None:
        low, high = decision.number_range
        assert low <= high
        return [{**(decision.multi_action or {}), "value": v} for v in sorted({low, high})]
    assert decision.options, (decision.kind, path)
    ids = [option.id for option in decision.options]
    assert len(set(ids)) == len(ids), f"duplicate option ids in {decision.kind}"
    assert all(isinstance(i, str) and 0 < len(i) <= 100 for i in ids)
    if decision.max_choices > 1:
        return [{**(decision.multi_action or {}), "ids": ids[: decision.min_choices]}]
    found = []
    for option in decision.options:
        if option.action is not None:
            found.append(option.action)
        else:
            found.extend(complete_options(game, state, seat, path + (option.id,), prompt))
    return found


def side_action(game, state, seat, rng) -> dict:
    """A random complete action of `seat`'s side decision."""
    path: tuple[str, ...] = ()
    while True:
        decision = side_decision(game, state, seat, path)
        assert decision is not None
        choice = random_choice(decision, rng)
        if isinstance(choice, dict):
            return choice
        path += (choice,)


def made_up(actions: list[dict]) -> list[dict]:
    fakes: list[dict] = [{"type": "__made_up__"}, {}]
    for action in actions[:3]:
        for key in action:
            if key != "type":
                fakes.extend({**action, key: bogus} for bogus in BOGUS_VALUES)
    return fakes


def refused(game, state, seat, action, ctx) -> None:
    with pytest.raises(IllegalAction) as error:
        game.apply(state, seat, action, ctx)
    assert isinstance(error.value.code, str) and error.value.code


def check_step(game, state, players: int, seed, n: int, changed: dict) -> None:
    encoded = game.encode_state(state)
    assert game.decode_state(encoded) == state, "state does not survive JSON"
    actors = game.actors(state)
    for seat in range(players):
        assert (game.prompt(state, seat) is not None) == (seat in actors), f"seat {seat}: actors/prompt disagree"

    def ctx():
        return Context(step=n, rng=rng_for_step(seed, n), now=float(n))

    legal = {}
    for seat in sorted(actors):
        legal[seat] = complete_options(game, state, seat)
        for action in legal[seat]:
            assert codec.loads(codec.dumps(action)) == action
            game.apply(state, seat, action, ctx())  # must be accepted
        game.apply(state, seat, game.fallback_action(state, seat), ctx())
        for action in made_up(legal[seat]):
            refused(game, state, seat, action, ctx())
    # side decisions (taken beside the turn order) are accepted from their seat, actor or not,
    # and never change whose turn it is
    side: dict[int | None, list] = {}
    for seat in range(players):
        if side_decision(game, state, seat) is None:
            continue
        side[seat] = complete_options(game, state, seat, prompt=lambda st, x, p: side_decision(game, st, x, p))
        for action in side[seat]:
            after = step(game, state, seat, action, seed, n, now=float(n)).outcome.state
            if seat not in actors:
                assert game.actors(after) == actors, f"a side action of seat {seat} changed whose turn it is"
    sample = next(iter(legal.values()))[0]
    for who in [*(s for s in range(players) if s not in actors), None]:
        for action in [sample] + [a for acts in legal.values() for a in acts[:2]]:
            if action not in side.get(who, ()):
                refused(game, state, who, action, ctx())
    assert game.encode_state(state) == encoded, "a rejected or tried action changed the state"

    # the leak test
    actors_now, deadlines = game.actors(state), game.deadlines(state)
    for viewer in [*range(players), None]:
        view = game.view_for(state, viewer)
        decision = game.prompt(state, viewer) if viewer is not None else None
        for k in range(RESAMPLES):
            other = game.resample_hidden(state, viewer, random.Random(f"{seed}:{n}:{viewer}:{k}"))
            assert game.view_for(other, viewer) == view, f"resampling changed what viewer {viewer} sees"
            if viewer is not None:
                assert game.prompt(other, viewer) == decision, f"viewer {viewer}'s decision depends on secrets"
                assert side_decision(game, other, viewer) == side_decision(
                    game, state, viewer
                ), f"viewer {viewer}'s side decision depends on secrets"
            assert game.actors(other) == actors_now, f"who must act depends on what viewer {viewer} cannot see"
            assert game.deadlines(other) == deadlines, f"the timers depend on what viewer {viewer} cannot see"
            assert game.inventory(other) == game.inventory(state)
            game.check_invariants(other)
            changed[viewer] = changed[viewer] or game.encode_state(other) != encoded
    assert game.encode_state(state) == encoded, "resample_hidden mutated its input"


def check_events_leak(game, seats, state, seat, action, outcome, seed, n: int) -> None:
    """The events of the step (state, seat, action) -> outcome that a viewer receives are
    fixed by what the viewer sees before and after it (the view, and the board's highlight of the
    step's public events: what was taken up and put back within one step is seen only there)."""
    highlight = getattr(game, "highlight", None)

    def seen(out, viewer):
        public = [e for e in out.events if e.to == "public"]
        return game.view_for(out.state, viewer), highlight(out.state, public) if highlight else None

    for viewer in [*range(len(seats)), None]:
        team = seats[viewer].team if viewer is not None else None
        view = seen(outcome, viewer)
        told = [e for e in outcome.events if e.visible_to(viewer, team)]
        if not told:
            continue  # (a move that tells what this one does not is checked when it is played)
        for k in range(EVENT_WORLDS):
            world = game.resample_hidden(state, viewer, random.Random(f"events:{seed}:{n}:{viewer}:{k}"))
            # the actor knows her own move; anyone else sees only what it showed
            moves = (
                [action]
                if seat is None or seat == viewer
                else [action]
                + [
                    m
                    for m in itertools.islice(complete_actions(game, world, seat), EVENT_ALTERNATIVES)
                    if m.get("type") == action.get("type") and m != action
                ]
            )
            for move in moves:
                try:
                    other = game.apply(world, seat, move, Context(step=n, rng=rng_for_step(seed, n), now=float(n)))
                except IllegalAction:
                    continue
                if seen(other, viewer) == view:
                    assert [
                        e for e in other.events if e.visible_to(viewer, team)
                    ] == told, f"viewer {viewer} is told more than the views show: {told}"


def play(game, players: int, config: dict, seed: int, full: bool):
    seats = seats_for(game, players)
    outcome = game.setup(config, seats, seed)
    check_events(game, outcome.events, players)
    state = outcome.state
    game.check_invariants(state)
    inventory = game.inventory(state)
    chooser = random.Random(f"chooser:{game.name}:{players}:{seed}")
    changed = {viewer: False for viewer in [*range(players), None]}
    log = []
    for n in itertools.count(1):
        if game.result(state) is not None:
            break
        assert n <= MAX_STEPS, "the game does not end"
        actors = sorted(game.actors(state))
        assert actors, "nobody can act but the game has not ended"
        if full:
            check_step(game, state, players, seed, n, changed)
        seat = actors[int(chooser.random() * len(actors))]
        action = complete_action(game, state, seat, chooser)
        if full:  # now and then someone takes a side decision instead, out of turn
            aside = [x for x in range(players) if x not in actors and side_decision(game, state, x) is not None]
            if aside and chooser.random() < 0.3:
                seat = aside[int(chooser.random() * len(aside))]
                action = side_action(game, state, seat, chooser)
        before = game.encode_state(state) if full else None
        result = step(game, state, seat, action, seed, n, now=float(n))
        if full:
            assert game.encode_state(state) == before, "apply mutated its input"
            check_events(game, result.outcome.events, players)
            check_events_leak(game, seats, state, seat, action, result.outcome, seed, n)
            assert codec.loads(codec.dumps(action)) == action
        state = result.outcome.state
        log.append((seat, action, float(n)))
        game.check_invariants(state)
        assert game.inventory(state) == inventory, "something was created or lost"
    check_result(game, state, players)
    encoded = game.encode_state(state)
    assert game.decode_state(encoded) == state
    assert game.encode_state(replay(game, config, seats, seed, log)) == encoded, "replay differs"
    return state, changed


# --- tests -------------------------------------------------------------------------------


@pytest.mark.parametrize("name, players, config", COMBOS)
def test_random_games(name, players, config):
    game = GAMES[name]
    for seed in range(game_counts(game, players, config)[0]):
        play(game, players, config, seed, full=False)


@pytest.mark.parametrize("name, players, config", COMBOS)
def test_fully_checked_games(name, players, config):
    game = GAMES[name]
    for seed in range(1000, 1000 + game_counts(game, players, config)[1]):
        _, changed = play(game, players, config, seed, full=True)
        assert all(changed.values()), f"resample_hidden never changed anything for {changed}"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_apply_never_mutates_its_input(name):
    game = GAMES[name]
    for players in game.player_counts:
        for seed in range(3):
            step = functools.partial(_applied_untouched, game, seed, random.Random(seed))
            _first_actor_plays(game, game.setup({}, seats_for(game, players), seed).state, step)


def _applied_untouched(game, seed: int, chooser: random.Random, n: int, state, seat: int):
    action = complete_action(game, state, seat, chooser)
    snapshot = copy.deepcopy(state)
    new = game.apply(state, seat, action, Context(step=n, rng=rng_for_step(seed, n)))
    assert state == snapshot, f"apply mutated its input at step {n}"
    return new.state


def _first_actor_plays(game, state, step) -> None:
    """Play from `state` to the game's end, the first actor each time: `step(n, state, seat)` is
    the state after step n."""
    for n in itertools.count(1):
        if game.result(state) is not None:
            return
        state = step(n, state, sorted(game.actors(state))[0])


def _chain(game, state, seat, choices: list, chooser: random.Random) -> tuple[list, dict]:
    """The decisions of the prompt chain that takes `choices` (an option id a step, drawn by
    `chooser` where `choices` runs out), and the action it ends in."""
    path: tuple = ()
    decisions = []
    while True:
        decision = game.prompt(state, seat, path)
        decisions.append(decision)
        if len(path) == len(choices):
            choices.append(random_choice(decision, chooser))
        choice = choices[len(path)]
        if isinstance(choice, dict):
            return decisions, choice
        path += (choice,)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_prompt_and_apply_agree_on_a_deep_copy_of_the_state(name):
    """A game may keep what a prompt worked out for the same state object (the contract: a
    state is never changed in place), so the chain prompted on a state and the action applied
    to it must be what they are on a deep copy of it, which shares nothing with it."""
    game = GAMES[name]
    for players in game.player_counts:
        step = functools.partial(_played_alike_on_a_copy, game, players, random.Random(players))
        _first_actor_plays(game, game.setup({}, seats_for(game, players), players).state, step)


def _played_alike_on_a_copy(game, seed: int, chooser: random.Random, n: int, state, seat: int):
    twin = copy.deepcopy(state)
    choices: list = []
    decisions, action = _chain(game, twin, seat, choices, chooser)
    assert _chain(game, state, seat, choices, chooser) == (decisions, action), f"step {n}"
    outcome = game.apply(twin, seat, action, Context(step=n, rng=rng_for_step(seed, n)))
    assert game.apply(state, seat, action, Context(step=n, rng=rng_for_step(seed, n))) == outcome, n
    return outcome.state


@pytest.mark.parametrize("name", sorted(GAMES))
def test_same_seed_and_choices_give_the_same_game(name):
    game = GAMES[name]
    players = game.player_counts[0]
    first, _ = play(game, players, {}, 7, full=False)
    second, _ = play(game, players, {}, 7, full=False)
    assert game.encode_state(first) == game.encode_state(second)
    assert game.encode_state(play(game, players, {}, 8, full=False)[0]) != game.encode_state(first)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_config_options_are_well_formed(name):
    options = GAMES[name].config_options()
    assert "players" not in options
    for option, spec in options.items():
        assert set(spec) >= {"default", "choices"}
        assert any(_same(spec["default"], c) for c in spec["choices"]), option
        assert codec.loads(codec.dumps(spec["choices"])) == spec["choices"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_setup_refuses_unknown_options_and_values(name):
    """One validator for every game (engines/core/config.py): an unknown option, or a value
    that is neither one of its choices nor one the option accepts, is refused at setup."""
    game = GAMES[name]
    players = min(game.player_counts)
    seats = game.default_seats(players)
    game.setup({"players": players}, seats, 1)
    with pytest.raises(ValueError):
        game.setup({"players": players, "__bogus__": 1}, seats, 1)
    for option in game.config_options():
        with pytest.raises(ValueError):
            game.setup({"players": players, option: "__bogus__"}, seats, 1)
