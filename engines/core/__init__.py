from engines.core.contract import (
    SPECTATOR,
    Context,
    Deadline,
    Decision,
    Event,
    Game,
    IllegalAction,
    Option,
    Outcome,
    Refusal,
    Result,
    Seat,
)
from engines.core.rng import StepRandom, rng_for_step, shuffle

__all__ = [
    "SPECTATOR",
    "Context",
    "Decision",
    "Deadline",
    "Event",
    "Game",
    "IllegalAction",
    "Option",
    "Outcome",
    "Refusal",
    "Result",
    "Seat",
    "StepRandom",
    "rng_for_step",
    "shuffle",
]
