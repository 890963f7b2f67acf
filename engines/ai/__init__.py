"""AI players for every registered game, through the engine contract only.

    from engines import ai
    action = ai.choose(game, state, seat, "normal", seed=game_seed, step=n)
    outcome = game.apply(state, seat, action, ctx)   # or runner.step(...)

`choose` returns one complete action (a dict for `apply`) for `seat`'s pending decision,
walking the prompt chain itself. It reads only what the seat may know: the seat's
prompt and view, and states sampled with `resample_hidden` from a canonical
representative of the seat's information set. The same (state as the seat sees it,
seat, level, seed, step) gives the same action; randomness comes from
engines.core.rng seeded with (seed, step, seat), never from the clock.

Levels: "easy" (random legal moves minus obvious waste), "normal" (one ply with a
per-game evaluator, ~ms), "strong" (information-set MCTS, ~1-2 s; `budget_s` caps its
time, `iterations` its work; only the iteration cap keeps it fully reproducible).
"""
from __future__ import annotations

from engines.ai import common, evaluate, levels
from engines.ai.common import complete_actions, register_canonical
from engines.ai.evaluate import register_evaluator
from engines.core.contract import Game

LEVELS = ("easy", "normal", "strong")


def choose(game: Game, state, seat: int, level: str, seed, step: int,
           budget_s: float | None = None, iterations: int | None = None) -> dict:
    """A complete legal action for `seat`'s pending decision.

    game: the registry's game object; state: the current state (the AI only looks at it
    through the seat's prompt, view and resample_hidden); seed: the game's seed; step: the
    number of the step this action will be (keeps choices reproducible and varied);
    budget_s: time cap for "strong" (default 1.8 s, a safety cap; the other levels ignore it);
    iterations: work cap for "strong" (default 3000, ~1.2 s here).
    Raises ValueError when the seat has no pending decision or the level is unknown."""
    _load_game_knowledge()
    if level == "easy":
        return levels.easy(game, state, seat, seed, step)
    if level == "normal":
        return levels.normal(game, state, seat, seed, step)
    if level == "strong":
        return levels.strong(game, state, seat, seed, step, budget_s, iterations)
    raise ValueError(f"unknown AI level {level!r}; choose one of {LEVELS}")


def exact_information_sets(game: Game) -> bool:
    """True when the AI has a canonical representative of a seat's information set for
    `game` (the game's `canonical_hidden`, or one in engines.ai): then a choice is exactly
    the same for every state the seat cannot tell apart. Without one, a choice still uses
    only resample_hidden's samples, so it depends on others' secrets in no informative
    way, but it may differ between such states."""
    _load_game_knowledge()
    return common.has_canonical(game)


_loaded = False


def _load_game_knowledge() -> None:
    """Per-game evaluators, canonicalizers and easy-level sense, imported on first use."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    import importlib

    for module in ("engines.ai.spectaculum", "engines.ai.rokoko", "engines.ai.ladies"):
        try:
            loaded = importlib.import_module(module)
        except ImportError:  # the game is not installed
            continue
        levels.SENSE.update(getattr(loaded, "SENSE", {}))
        levels.REDUCE.update(getattr(loaded, "REDUCE", {}))
        levels.SEARCH.update(getattr(loaded, "SEARCH", {}))


__all__ = ["LEVELS", "choose", "exact_information_sets", "complete_actions", "register_canonical", "register_evaluator",
           "common", "evaluate", "levels"]
