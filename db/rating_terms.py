"""What a finished game is rated by: who held each seat, the numbers, and the arithmetic the
caller gives with the result (`RatingRequest`). It imports nothing of the store, so `db.rows` (whose
`FinalResult` carries the request) and `db.ratings` (which reads and writes the ratings) both can."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Holding:
    """Who held a seat (a person, or an AI level; neither: a person since forgotten) and for how many
    of its moves."""

    user_id: int | None
    ai_level: str | None
    moves: int
    resigned: bool = False  # they gave the seat up by resigning: rated as placed last

    @property
    def entry(self) -> str | None:
        """The rating this holder plays for; None for a forgotten person (rated, never stored)."""
        if self.user_id is not None:
            return person_entry(self.user_id)
        return ai_entry(self.ai_level) if self.ai_level is not None else None


def person_entry(user_id: int) -> str:
    return f"user:{user_id}"


def ai_entry(level: str) -> str:
    return f"ai:{level}"


Numbers = tuple[float, float]  # (mu, sigma)
#: rate(each seat's holders, the current numbers of the stored entries among them) -> each entry's new numbers
RateGame = Callable[[Mapping[int, Sequence[Holding]], Mapping[str, Numbers]], Mapping[str, Numbers]]


@dataclass(frozen=True)
class RatingRequest:
    """How to rate a finished game, given with its result: the arithmetic, and a newcomer's numbers."""

    rate: RateGame
    start: Numbers
