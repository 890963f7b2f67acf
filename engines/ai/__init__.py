"""AI players for every registered game, through the engine contract only.

    from engines import ai
    action = ai.choose(game, state, seat, "normal", seed=game_seed, step=n)
    outcome = game.apply(state, seat, action, ctx)   # or runner.step(...)

`choose` returns one complete action (a dict for `apply`) for `seat`'s pending decision,
walking the prompt chain itself. It reads only what the seat may know: the seat's
prompt and view, and states sampled with `resample_hidden` from a canonical
representative of the seat's information set. The same (state as the seat sees it,
seat, level, seed, step) gives the same action; randomness comes from
engines.core.rng seeded with (seed, step, seat). What the AI knows of a game comes from
the game's hooks (`game.ai`, engines/core/ai_hooks.AIHooks).

Levels: "easy" (random legal moves minus obvious waste), "normal" (one ply with the
game's evaluator, ~ms), "strong" (information-set MCTS over normal's best candidates, in
every game; `iterations` caps its work, by default the game's `strong_iterations`
(common.SearchHooks), a `budget` from the caller its time; only the iteration cap keeps
it reproducible). Nothing
here reads a clock: the caller measures time and hands it in as a Budget.
"""

from __future__ import annotations

from collections.abc import Callable

from engines.ai import common, evaluate, levels
from engines.ai.common import complete_actions
from engines.core.contract import Game

LEVELS = ("easy", "normal", "strong")


class Budget:
    """A time limit for one decision, measured on the caller's clock (the bot passes its monotonic clock):
    spent once `seconds` have passed since it was made."""

    def __init__(self, clock: Callable[[], float], seconds: float):
        self._clock = clock
        self._end = clock() + seconds

    def spent(self) -> bool:
        return self._clock() > self._end


def choose(
    game: Game,
    state,
    seat: int,
    level: str,
    seed,
    step: int,
    budget: Budget | None = None,
    iterations: int | None = None,
) -> dict:
    """A complete legal action for `seat`'s pending decision.

    game: the registry's game object; state: the current state (the AI only looks at it
    through the seat's prompt, view and resample_hidden); seed: the game's seed; step: the
    number of the step this action will be (keeps choices reproducible and varied);
    budget: time limit for "strong" (anything with `spent() -> bool`; the other levels
    ignore it); iterations: work cap for "strong" (default levels.STRONG_ITERATIONS).
    Raises ValueError when the seat has no pending decision or the level is unknown."""
    if level == "easy":
        return levels.easy(game, state, seat, seed, step)
    if level == "normal":
        return levels.normal(game, state, seat, seed, step)
    if level == "strong":
        return levels.strong(game, state, seat, seed, step, budget, iterations)
    raise ValueError(f"unknown AI level {level!r}; choose one of {LEVELS}")


def exact_information_sets(game: Game) -> bool:
    """True when the game's hooks give a canonical representative of a seat's information
    set (`game.ai.canonical`): then a choice is exactly the same for every state the seat
    cannot tell apart. Without one, a choice still uses only resample_hidden's samples, so
    it depends on others' secrets in no informative way, but it may differ between such
    states."""
    return common.has_canonical(game)


__all__ = ["LEVELS", "Budget", "choose", "exact_information_sets", "complete_actions", "common", "evaluate", "levels"]
