"""Every complete action of a seat's pending decision, for the AI: the same list as
engines/ai/common.complete_actions (same actions, same order, repeats removed alike), but
a turn's question chain is walked once, depth first, without building the decisions that
the players' prompts show (chain.every_action)."""

from __future__ import annotations

from engines.ai.common import MAX_MULTI_COMBOS, NUMBER_SAMPLES, action_key
from engines.ai.common import complete_actions as listed_by_prompts
from engines.rokoko import chain
from engines.rokoko.prompts import STAGES, stage_type
from engines.rokoko.view import is_actor


def complete_actions(game, state: dict, seat: int) -> list[dict]:
    if state["phase"] != "actions" or not is_actor(state, seat):
        return listed_by_prompts(game, state, seat)  # card and terrace choices: one question
    kind = stage_type(state)
    found = chain.every_action(STAGES[kind], state, seat, kind, MAX_MULTI_COMBOS, NUMBER_SAMPLES)
    seen, unique = set(), []
    for action in found:
        key = action_key(action)
        if key not in seen:
            seen.add(key)
            unique.append(action)
    return unique
