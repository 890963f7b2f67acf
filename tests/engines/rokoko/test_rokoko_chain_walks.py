"""The question chain goes on from where the last prompt stopped (engines/rokoko/chain.py
holds that walk): every decision and every applied action must be exactly what a walk
run from the start gives, whatever path was prompted before."""

from __future__ import annotations

from engines.ai import common
from engines.ai.common import complete_actions
from engines.core.contract import Context, IllegalAction
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from engines.rokoko import ai as rokoko_ai
from engines.rokoko.actions import MAIN_ACTIONS
from engines.rokoko.state import D
from tests.engines.rokoko.rokoko_helpers import G, give_hand, new_state, seeded_game, to_actions


def _fresh(state: dict) -> dict:
    """The same state as another object: the walk held for `state` is not used for it."""
    return dict(state)


def _turns(players: int, seed: int, every: int):
    """Every `every`-th state of a seeded random game where a seat plays its turn."""
    k = 0
    for outcome in seeded_game(players, seed, "walks", lambda s, seat, rng: complete_action(G, s, seat, rng)):
        state = outcome.state
        if state["phase"] == "actions" and state["active"] is not None:
            k += 1
            if k % every == 0:
                yield state


def _paths(state: dict, seat: int, path: tuple = ()):
    """Every path to an open question of the turn, the tree walked depth first."""
    decision = G.prompt(_fresh(state), seat, path)
    if decision is None:
        return
    yield path
    if decision.max_choices == 1 and decision.number_range is None:
        for option in decision.options:
            if option.action is None:
                yield from _paths(state, seat, path + (option.id,))


def _applied(state: dict, seat: int, action: dict):
    try:
        outcome = G.apply(state, seat, action, Context(7, rng_for_step(3, 7)))
    except IllegalAction as refusal:
        return ("refused", refusal.code, refusal.params)
    return ("applied", outcome.state, outcome.events)


def _variants(action: dict) -> list[dict]:
    """The action, and near misses a caller might send: another main action, an extra
    pass, an answer of the wrong type, an answer too many."""
    out = [action, {**action, "pass": True}, {**action, "extra": "x"}]
    if "action" in action:
        out += [{**action, "action": other} for other in MAIN_ACTIONS if other != action["action"]]
    for slot, value in action.items():
        if isinstance(value, str) and slot != "type":
            out.append({**action, slot: [value]})
        if value is True:
            out.append({**action, slot: 1})
    return out


def test_prompts_that_go_on_from_the_last_one_match_prompts_from_the_start():
    for players, seed in ((2, 1), (4, 2)):
        for state in _turns(players, seed, every=8):
            seat = state["active"]
            for path in _paths(state, seat):
                assert G.prompt(state, seat, path) == G.prompt(_fresh(state), seat, path), path


def test_an_action_applied_after_any_prompt_is_what_a_run_from_the_start_gives():
    """The bot and the random player prompt, then apply the chosen option's action; any
    action (another card, a space of another hall than the prompted one, a pass, a malformed
    answer) must give what a walk from the start gives, whatever walk a prompt held."""
    seen: dict[str, int] = {}
    for players, seed in ((3, 3), (5, 4)):
        for state in _turns(players, seed, every=15):
            seat = state["active"]
            actions = complete_actions(G, _fresh(state), seat)
            paths = list(_paths(state, seat))
            for path in paths[:: max(1, len(paths) // 8)]:
                for action in actions[:: max(1, len(actions) // 5)] + actions[-1:]:
                    for variant in _variants(action):
                        expected = _applied(_fresh(state), seat, variant)
                        G.prompt(state, seat, path)  # holds the walk at `path`
                        assert _applied(state, seat, variant) == expected, (path, variant)
                        outcome = expected[0] if expected[0] == "applied" else expected[1]
                        seen[outcome] = seen.get(outcome, 0) + 1
    assert seen["applied"] > 100 and seen["rokoko.illegal.not_an_option"] > 100
    assert any(code.startswith("rokoko.illegal.unavailable.") for code in seen), seen


def _walked(state: dict, seat: int) -> list[dict]:
    """What the AI's generic lister finds walking the prompts, repeats and all."""
    decision = G.prompt(_fresh(state), seat)
    out: list[dict] = []
    if decision is not None:
        common._walk(G, _fresh(state), seat, (), decision, out)
    return out


def test_the_turn_lister_lists_what_walking_the_prompts_lists():
    """Rokoko's AI hook lists a turn by walking its chain once (chain.every_action): the
    actions and their order are those of walking the prompts, each action once (the AI's
    lister leaves the hook's list undeduplicated), for the seat in turn and for one that is
    not, at every stage of turns of every table size."""
    listed = stages = rewards = 0
    for players, seed in ((2, 5), (3, 6), (4, 7), (5, 8)):
        for state in _turns(players, seed, 2):
            seat = state["active"]
            actions = rokoko_ai.complete_actions(state, seat, common.MAX_MULTI_COMBOS, common.NUMBER_SAMPLES)
            walked = _walked(state, seat)
            assert actions == walked
            assert [list(a) for a in actions] == [list(a) for a in walked]  # their answers in the same order
            assert len({common.action_key(a) for a in actions}) == len(actions)  # each once
            rewards += sum(1 for a in actions if "reward_tile" in a)
            other = (seat + 1) % players
            assert rokoko_ai.complete_actions(state, other, common.MAX_MULTI_COMBOS, common.NUMBER_SAMPLES) == []
            assert _walked(state, other) == []
            listed += len(actions)
            stages += state["stage"] is not None
    assert listed > 2000 and stages > 20 and rewards > 100  # reward tiles: listed without walking there


def test_the_lister_leaves_the_card_selection_to_the_prompts():
    for outcome in seeded_game(3, 9, "walks", lambda s, seat, rng: complete_action(G, s, seat, rng)):
        state = outcome.state
        if state["phase"] == "select":
            seat = min(G.actors(state))
            assert rokoko_ai.complete_actions(state, seat, 24, 5) is None
            walked = _walked(state, seat)
            assert walked and complete_actions(G, state, seat) == walked  # no repeats here
            return
    raise AssertionError("no card selection")


def test_an_action_applied_to_a_state_changed_in_place_after_its_prompt_reads_the_state_as_it_is_now():
    """apply reads only the state it is given: a walk a prompt held for the same object, which
    read the money before it changed, is not finished by it."""
    state = to_actions(new_state(3))
    for other in range(3):
        rec = state["seats"][other]
        keep = 1 if other == 1 else 0  # so the round does not end after this turn
        rec["supply"] += rec["hand"][keep:]
        rec["hand"] = rec["hand"][:keep]
    give_hand(state, 0, ["S-c1-A1"])
    state["active"], state["stage"] = 0, None
    space = next(x for x in D.sides[state["side"]].deco.values() if x["cost"] == 10)
    state["seats"][0]["money"] = 18
    decision = G.prompt(state, 0, ("S-c1-A1", "fund"))
    fund = next(o.action for o in decision.options if o.id == space["id"])
    assert fund is not None
    state["seats"][0]["money"] = 10
    after = G.apply(state, 0, fund, Context(7, rng_for_step(3, 7))).state
    assert after["seats"][0]["money"] == 0 and after["deco"][space["id"]] == 0
