"""The seats' names at each step of a game's history: whoever held each seat at that step, by the
one answer to "who held seat S at step N" (db.holdings.SeatTimeline). Every history surface (the
/game history pages, the game's web page) names a step's seats so, never today's holder for a
move somebody else made."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.record.seat_credit import holder_name
from db import SeatHolder, Store
from db.holdings import SeatTimeline


@dataclass(frozen=True)
class StepNames:
    present: tuple[str, ...]  # each seat's name as the boards show it now
    held: SeatTimeline
    holders: dict[int, tuple[str, ...]]  # a seat that changed hands: its holders' names, the first first

    def at(self, n: int) -> list[str]:
        """The seats' names at step n (0: the setup)."""
        names = list(self.present)
        for seat, shown in self.holders.items():
            held = self.held.holding_at(seat, n)
            if held is not None:
                names[seat] = shown[held]
        return names

    def all(self) -> tuple[str, ...]:
        """Every name any step shows: what changes when a name on some step's board does."""
        return self.present + tuple(name for seat in sorted(self.holders) for name in self.holders[seat])


async def step_names(
    store: Store, held: SeatTimeline, present: Sequence[str], language: str, *, guild_id: int | None
) -> StepNames:
    """The per-step names from the seats' present names (plain, as the boards show them) and the
    timeline: a former holder is named as a seat of theirs would be (a person by their stored name,
    an AI by its level, a person since forgotten as a former player); the present holder keeps the
    name the boards show. A person is named as server `guild_id` names them."""
    holders = {}
    for seat, spans in held.changes.items():
        if not 0 <= seat < len(present):
            continue
        names = []
        for i, (_from_step, user_id, level) in enumerate(spans):
            if i == len(spans) - 1:
                names.append(present[seat])
            else:
                entry = user_id if user_id is not None else level
                names.append(await holder_name(store, SeatHolder(entry, 0), seat, language, guild_id=guild_id))
        holders[seat] = tuple(names)
    return StepNames(tuple(present), held, holders)
