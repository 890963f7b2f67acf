"""What the AI (engines/ai) knows of Rokoko, as one hooks object (AI): the canonical
representative of an information set (view.redraw_hidden with every redrawn secret put in
sorted order instead of shuffled), the evaluators, the lead still uncertain, and the
terrace choice."""

from __future__ import annotations

import json

from engines.ai import evaluate
from engines.ai.common import SearchHooks
from engines.rokoko import view


def _order(item):
    return item if isinstance(item, int) else json.dumps(item, sort_keys=True)


def _in_order(items: list) -> list:
    items.sort(key=_order)
    return items


def canonical(state: dict, viewer: int) -> dict:
    return view.redraw_hidden(state, viewer, _in_order)


# How much a point of future potential is worth, beside the prestige the game would
# give if it ended now (the final scoring run on a copy): resources still to be turned
# into dresses and decorations, and money beyond what scores.
RESOURCE_WEIGHT = 0.3
SILK_WEIGHT = 0.35


def evaluate_state(game, state: dict, observer) -> list[float]:
    """Estimated final prestige per seat (the normal level's): the final scoring as if the
    game ended now (R90-R100, on a copy of the determinized state) plus a little for
    resources."""
    scores, _, silk = _final_now(state)
    return [
        scores[seat] + RESOURCE_WEIGHT * (record["yarn"] + record["lace"]) + SILK_WEIGHT * silk[seat]
        for seat, record in enumerate(state["seats"])
    ]


# The strong level's evaluator: the same final scoring, but money and resources are worth
# what they can still buy. At the end money scores 1 PP per 10 (R91) and resources nothing;
# early on money buys dresses and decorations and resources make dresses. The weights
# slide linearly with the share of the game left.
MONEY_FINAL = 0.1
MONEY_EARLY = 0.25
RESOURCE_FINAL = 0.05
RESOURCE_EARLY = 0.45


def evaluate_end_aware(game, state: dict, observer) -> list[float]:
    """Estimated final prestige per seat: the final scoring as if the game ended now without
    its money step (a step function of money), plus money and resources (yarn, lace, silk
    on kept tiles) weighted by how much of the game is left."""
    scores, breakdown, silk = _final_now(state)
    future = _future(state)
    money_weight = MONEY_FINAL + MONEY_EARLY * future
    resource_weight = RESOURCE_FINAL + RESOURCE_EARLY * future
    return [
        scores[seat]
        - breakdown[seat]["money"]
        + money_weight * record["money"]
        + resource_weight * (record["yarn"] + record["lace"] + silk[seat])
        for seat, record in enumerate(state["seats"])
    ]


def _final_now(state: dict) -> tuple[list, list, list]:
    """(final scores, their breakdowns, silk bales on kept tiles) per seat, as if the game
    ended now."""
    from engines.rokoko import scoring
    from engines.rokoko.state import D, Draft

    draft = Draft(state, None, probe=True)
    scoring.final(draft, quiet=True)
    final = draft.s["final"]
    bales = _bales(D.tiles)
    silk = [sum(bales[tile] for tile in record["tiles"]) for record in state["seats"]]
    return final["scores"], final["breakdown"], silk


_BALES: dict = {}


def _bales(tiles: dict) -> dict:
    """Silk bales per tile id, counted once."""
    if not _BALES:
        _BALES.update((tid, sum(tile["silk"].values())) for tid, tile in tiles.items())
    return _BALES


def _future(state: dict) -> float:
    """How much of the game is left: 1 at the start, 0 after the last turn."""
    return max(0.0, (7 - state["round"]) + _turns_left_share(state)) / 7


def _turns_left_share(state: dict) -> float:
    """The share of this round's turns still to come (cards left in hands, or 1 while selecting)."""
    if state["phase"] == "select":
        return 1.0
    if state["phase"] != "actions":
        return 0.0
    left = sum(len(record["hand"]) for record in state["seats"])
    return left / (3 * state["players"])


SPREAD_BASE = 2.0  # the lead still uncertain on the last turn
SPREAD_EARLY = 10.0  # ... and at the start (it shrinks with the square root of what is left)


def spread(state: dict) -> float:
    if state["phase"] == "ended":
        return evaluate.FINAL_SCALE
    return SPREAD_BASE + SPREAD_EARLY * _future(state) ** 0.5


def best_terrace_only(state: dict, seat: int, actions: list[dict]) -> list[dict]:
    """R97: an AI seat moves the best dresses to the terrace, the automatic choice (the
    first option of the decision), as a player out of time does."""
    return actions[:1] if state["phase"] == "terrace" else actions


def terrace_first(seen: dict, seat: int, actions: list[dict]) -> list[dict]:
    """The easy level's sense: the automatic terrace choice too (R97)."""
    return actions[:1] if seen["phase"] == "terrace" else actions


# The strong level's search: an iteration lists another seat's turn (hundreds of complete
# actions in a play decision), a few ms to tens of ms each
STRONG_ITERATIONS = 48


def complete_actions(state: dict, seat: int, max_combos: int, number_samples: int) -> list[dict] | None:
    """A seat's complete turn walked once through its chain (chain.every_action: no decisions
    built, the first deeper option goes on with the walk that asked); the card selection and
    the terrace (one multi-choice decision each) are left to the generic walk. No action is
    listed twice: every question's answer is recorded in the action or implied by a later
    answer (a guest space names its hall, a decoration its kind), a pass ends the stage, and
    the tiles handed in are listed in the order chosen, so two paths never make one action."""
    from engines.rokoko import chain, prompts

    if state["phase"] != "actions":
        return None
    if not view.is_actor(state, seat):
        return []
    kind = prompts.stage_type(state)
    return chain.every_action(prompts.STAGES[kind], state, seat, kind, max_combos, number_samples)


AI = SearchHooks(
    evaluate=evaluate_state,
    deep_evaluate=evaluate_end_aware,
    canonical=canonical,
    spread=spread,
    sensible=terrace_first,
    reduce=best_terrace_only,
    strong_iterations=STRONG_ITERATIONS,
    complete_actions=complete_actions,
)
