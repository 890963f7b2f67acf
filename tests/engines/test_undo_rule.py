"""The kernel decides whether a step may be undone (engines/core/fairness.py), the same way
for every game: concrete steps of each game and the reason the runner gives."""

import random

from engines import registry
from engines.core import fairness, runner
from engines.core.random_player import complete_action


def first_step(name: str, players: int, wanted, seeds=range(1, 30), config=None):
    """(state, seat, action, step number, seed) of the first step of a seeded random game
    for which wanted(state, seat, action) holds."""
    game = registry.get(name)
    for seed in seeds:
        state = game.setup({**(config or {}), "players": players}, runner.default_seats(game, players), seed).state
        chooser = random.Random(seed)
        for n in range(1, 3000):
            if game.result(state) is not None:
                break
            seat, action = runner.next_actor_and_action(
                game, state, lambda s, x, chooser=chooser: complete_action(game, s, x, chooser)
            )
            if wanted(state, seat, action):
                return state, seat, action, n, seed
            state = runner.step(game, state, seat, action, seed, n).outcome.state
    raise AssertionError(f"no such step in {name}")


def refusal(name, found):
    state, seat, action, n, seed = found
    return runner.step(registry.get(name), state, seat, action, seed, n).undo_refusal


def waiting_to_visit(state):
    from engines.ladies.state import lady_seats

    return [x for x in lady_seats(state) if state["visit"][x] is None] if state["lstage"] == "visit" else []


def test_r37_a_craftsman_card_played_face_down_can_be_taken_back():
    found = first_step("ladies", 4, lambda s, seat, a: a["type"] == "craftsman")
    assert refusal("ladies", found) is None


def test_r40_a_secret_visit_can_be_taken_back_but_not_the_one_that_reveals_them_all():
    secret = first_step("ladies", 4, lambda s, seat, a: a["type"] == "visit" and len(waiting_to_visit(s)) == 2)
    assert refusal("ladies", secret) is None
    last = first_step("ladies", 4, lambda s, seat, a: a["type"] == "visit" and waiting_to_visit(s) == [seat])
    assert refusal("ladies", last) == fairness.SHOWED_OTHERS


def test_r82_a_gentleman_turning_a_token_over_is_shown_it():
    found = first_step("ladies", 4, lambda s, seat, a: a["type"] == "look", config={"exchange_mode": "live"})
    assert refusal("ladies", found) == fairness.SHOWED_YOU


def test_rokoko_playing_an_employee_shows_a_card_from_the_hand():
    found = first_step("rokoko", 3, lambda s, seat, a: a["type"] == "play")
    assert refusal("rokoko", found) == fairness.SHOWED_OTHERS


def test_spectaculum_a_draw_from_the_bag_cannot_be_taken_back_a_public_move_can():
    found = first_step("spectaculum", 3, lambda s, seat, a: a["type"] == "sponsor")
    assert refusal("spectaculum", found) is None
    drawn = first_step("spectaculum", 3, lambda s, seat, a: a["type"] == "end_turn")  # R23: the hand is refilled
    assert refusal("spectaculum", drawn) == fairness.DREW
