"""What the AI (engines/ai) may know of one game, declared in one object.

A game exposes its hooks as `game.ai` (engines/<game>/ai.py builds them); every field has
a default that needs no knowledge of the game, so a new game plays with the generic AI
before it has any. engines/ai reads these fields and nothing else of a game's insides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Actions = list  # of complete actions (dicts for `apply`)


@dataclass(frozen=True)
class AIHooks:
    # (game, state, observer) -> estimated final score per seat, on a determinized state of
    # the deciding seat `observer`; None: score-like numbers read from the observer's view
    evaluate: Callable[[Any, dict, int | None], list[float]] | None = None
    # the strong level's evaluator (same signature); None: `evaluate`
    deep_evaluate: Callable[[Any, dict, int | None], list[float]] | None = None
    # (state, viewer) -> a representative of the viewer's information set that depends only on
    # what the viewer may know (resample_hidden with every redrawn secret put in order); None:
    # the state as given, so a choice depends on others' secrets only through the samples
    canonical: Callable[[dict, int], dict] | None = None
    # state -> a key per seat; seats with one key share a result (teams); None: every seat alone
    teams: Callable[[dict], list] | None = None
    # the score difference that counts as a clear lead
    scale: float = 10.0
    # state -> the lead still uncertain in this position; None: `scale`
    spread: Callable[[dict], float] | None = None
    # the easy level's sense: (view, seat, actions) -> the actions that are not obvious waste
    sensible: Callable[[dict, int, Actions], Actions] | None = None
    # (state, seat, actions) -> one action of each kind of equivalent ones (chosen from what
    # the seat may know), for the normal and strong levels
    reduce: Callable[[dict, int, Actions], Actions] | None = None
    # (state, seat, actions) -> whether the strong level searches a tree here (False: one ply
    # on the deep evaluator)
    search: Callable[[dict, int, Actions], bool] | None = None
    # (state, seat, max_combos, number_samples) -> every complete action of the seat's pending
    # decision once, in the order in which walking its prompts depth first first finds it
    # (engines.ai.common.complete_actions, with its bounds for multi-choice and number
    # decisions), listed cheaper by the game; None from it or no hook: walk the prompts
    complete_actions: Callable[[dict, int, int, int], Actions | None] | None = None


NO_HOOKS = AIHooks()
