"""Rokoko knowledge for the AI: the canonical representative of an information set, the
mirror of engines/rokoko/view.resample_hidden with every redrawn secret put in sorted
order instead of shuffled. If that resampling changes, change this with it; the AI's
leak test (tests/engines/ai) fails until both agree."""
from __future__ import annotations

import json

from engines.ai import common, evaluate

NAME = "rokoko"


def _key(item) -> str:
    return json.dumps(item, sort_keys=True)


def canonical(state: dict, viewer: int) -> dict:
    from engines.rokoko.state import D

    s = dict(state)
    others = [seat for seat in range(s["players"]) if seat != viewer]
    by_level: dict = {}
    for cid in s["hire_deck"]:
        by_level.setdefault(D.cards[cid]["level"], []).append(cid)
    s["hire_deck"] = [cid for level in sorted(by_level) for cid in sorted(by_level[level], key=_key)]
    seats = [dict(rec) for rec in s["seats"]]
    st = s["stage"]
    pool = list(s["res_supply"])
    pending_hidden = st is not None and st["kind"] == "gain" and st["seat"] != viewer
    if pending_hidden:
        pool.append(st["tile"])
    for seat in others:
        pool += seats[seat]["tiles"]
    pool.sort(key=_key)
    if pending_hidden:
        s["stage"] = {**st, "tile": pool.pop()}
    for seat in others:
        k = len(seats[seat]["tiles"])
        seats[seat]["tiles"], pool = pool[:k], pool[k:]
    s["res_supply"] = pool
    if not (s["config"]["open_prestige"] or s["phase"] == "ended"):
        points = sorted(seats[seat]["pp"] for seat in others)
        for seat, p in zip(others, points):
            seats[seat]["pp"] = p
    for seat in others:
        rec = seats[seat]
        cards = sorted(rec["hand"] + rec["supply"], key=_key)
        h = len(rec["hand"])
        rec["hand"], rec["supply"] = cards[:h], cards[h:]
    s["seats"] = seats
    return s


common.register_canonical(NAME, canonical)


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
    return [scores[seat] + RESOURCE_WEIGHT * (record["yarn"] + record["lace"]) + SILK_WEIGHT * silk[seat]
            for seat, record in enumerate(state["seats"])]


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
    return [scores[seat] - breakdown[seat]["money"] + money_weight * record["money"]
            + resource_weight * (record["yarn"] + record["lace"] + silk[seat])
            for seat, record in enumerate(state["seats"])]


def _final_now(state: dict) -> tuple[list, list, list]:
    """(final scores, their breakdowns, silk bales on kept tiles) per seat, as if the game
    ended now."""
    from engines.rokoko import scoring
    from engines.rokoko.state import Draft

    draft = Draft(state, None, probe=True)
    scoring.final(draft)
    final = draft.s["final"]
    silk = [sum(sum(tile["silk"].values()) for tile in map(_tile, record["tiles"])) for record in state["seats"]]
    return final["scores"], final["breakdown"], silk


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


def _tile(tile_id):
    from engines.rokoko import data

    return data.tile(tile_id)


SPREAD_BASE = 2.0  # the lead still uncertain on the last turn
SPREAD_EARLY = 10.0  # ... and at the start (it shrinks with the square root of what is left)


def spread(state: dict) -> float:
    if state["phase"] == "ended":
        return evaluate.FINAL_SCALE
    return SPREAD_BASE + SPREAD_EARLY * _future(state) ** 0.5


evaluate.register_evaluator(NAME, evaluate_state, deep=evaluate_end_aware)
evaluate.SPREADS[NAME] = spread


def worth_searching(state: dict, seat: int, actions: list[dict]) -> bool:
    """Strong decides with one ply here, on its end-aware evaluator: every tree search tried
    lost to normal's one ply (4 players, 12 games each, both sides end-aware: full tree 1
    win, top-5 root with widening 3, own-turn tree with greedy replies 3, where strong
    playing exactly like normal wins 6 on those seeds). A play decision has hundreds of
    complete actions (0.2 s just to list them), so a tree gets 100-300 iterations in 1.8 s."""
    return False


def best_terrace_only(state: dict, seat: int, actions: list[dict]) -> list[dict]:
    """R97: an AI seat moves the best dresses to the terrace, the automatic choice (the
    first option of the decision), as a player out of time does."""
    return actions[:1] if state["phase"] == "terrace" else actions


def _register_search() -> None:
    from engines.ai import levels

    levels.SEARCH[NAME] = worth_searching
    levels.REDUCE[NAME] = best_terrace_only


_register_search()


SENSE = {NAME: lambda view, seat, actions: actions[:1] if view["phase"] == "terrace" else actions}
