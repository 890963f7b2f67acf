"""Ratings: openskill's Plackett–Luce model, one rating per entry (a person, or an AI level) for
each server and game. Pure arithmetic on a finished game's placings: the store keeps the numbers,
the bot decides which games count (rated at creation, ended by their rules).

Three things openskill does not do the way a table of friends expects, each handled here:
- a side of one (a courtesan, a lady left alone) among sides of two is over-rewarded, because a
  team's strength is the sum of its members': she is rated with a shadow partner holding a copy
  of her own rating, so she moves exactly as a team in her place would;
- `weights` are rescaled within a team (a lone player's weight always becomes the maximum), so a
  player who held a seat for 10 % of its moves would gain double: the seat is rated once and each
  holder's change is scaled by their share of the seat's moves instead;
- `limit_sigma` given to `rate()` changes the model for every later call: it is never given there.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from db.holdings import rated_holders
from db.rating_terms import Holding, Numbers, RatingRequest, ai_entry, person_entry
from engines.core.contract import Result

MODEL = PlackettLuce()
START_MU = MODEL.mu
START_SIGMA = MODEL.sigma
# A shown rating: the conservative ordinal (mu - 3 sigma) on an Elo-like scale, 1500 for a newcomer.
DISPLAY_SCALE = 200 / START_SIGMA
DISPLAY_BASE = 1500
PROVISIONAL_GAMES = 5  # fewer rated games than this: shown as provisional


@dataclass(frozen=True)
class Skill:
    mu: float = START_MU
    sigma: float = START_SIGMA

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma

    @property
    def shown(self) -> int:
        return round(DISPLAY_BASE + DISPLAY_SCALE * self.ordinal)


@dataclass(frozen=True)
class Holder:
    """Who held a seat (`entry`: a person's or an AI level's rating key) and for how many of its moves."""

    entry: str
    moves: int


def person(user_id: int) -> str:
    return person_entry(user_id)


def ai_level(level: str) -> str:
    return ai_entry(level)


def request(result: Result) -> RatingRequest:
    """How the store rates a game that ended with `result` (if its table was rated): its sides as the
    engine placed them together, each seat's place, and each holder's share of the seat's moves. Whoever
    resigned from a seat is rated as a side of their own placed last, as the result places them."""

    def rate(holdings: Mapping[int, Sequence[Holding]], numbers: Mapping[str, Numbers]) -> dict[str, Numbers]:
        sides = [tuple(side) for side in result.together()]
        placings = dict(result.placings)
        last = max(placings.values()) + 1
        holders: dict[int, list[Holder]] = {}
        for seat, all_held in holdings.items():
            held = rated_holders(all_held)
            holders[seat] = [Holder(h.entry or f"former:{seat}", h.moves) for h in held if not h.resigned]
            for h in (h for h in held if h.resigned):
                alone = min(min(placings), 0) - 1  # a seat number no seat has
                sides.append((alone,))
                placings[alone] = last
                holders[alone] = [Holder(h.entry or f"former:{seat}", h.moves)]
        skills = {entry: Skill(mu, sigma) for entry, (mu, sigma) in numbers.items()}
        new = rate_game(sides, placings, holders, skills)
        return {entry: (skill.mu, skill.sigma) for entry, skill in new.items()}

    return RatingRequest(rate, (START_MU, START_SIGMA))


def rate_game(
    sides: Sequence[Sequence[int]],
    placings: Mapping[int, int],
    holders: Mapping[int, Sequence[Holder]],
    skills: Mapping[str, Skill],
) -> dict[str, Skill]:
    """The new skill of every entry that held a seat in a finished game.

    `sides` are the groups of seats that placed together (a team; a seat alone is a side of one),
    `placings` each seat's place as the game's result gives it (so a game whose lowest score wins
    is ranked that way already), `holders` each seat's holders with their moves, `skills` the
    entries' current skills (a missing entry starts fresh)."""
    seat_skill = {seat: _blend(holders[seat], skills) for side in sides for seat in side}
    teams = []
    for side in sides:
        members = [MODEL.rating(mu=seat_skill[seat].mu, sigma=seat_skill[seat].sigma) for seat in side]
        if len(members) == 1 and any(len(other) > 1 for other in sides):
            members.append(MODEL.rating(mu=members[0].mu, sigma=members[0].sigma))  # the shadow partner
        teams.append(members)
    ranks = [float(min(placings[seat] for seat in side)) for side in sides]
    rated = MODEL.rate(teams, ranks=ranks)
    changed: dict[str, Skill] = {}
    for side, team in zip(sides, rated):
        for seat, new in zip(side, team):
            before = seat_skill[seat]
            total = sum(h.moves for h in holders[seat]) or 1
            for holder in holders[seat]:
                share = holder.moves / total
                now = changed.get(holder.entry, skills.get(holder.entry, Skill()))
                changed[holder.entry] = Skill(
                    mu=now.mu + share * (new.mu - before.mu),
                    sigma=max(now.sigma + share * (new.sigma - before.sigma), 1e-3),
                )
    return changed


def _blend(seat_holders: Sequence[Holder], skills: Mapping[str, Skill]) -> Skill:
    """The skill a seat is rated with: its holders' skills, weighted by their moves."""
    total = sum(h.moves for h in seat_holders)
    if not total:
        return skills.get(seat_holders[0].entry, Skill())
    parts = [(skills.get(h.entry, Skill()), h.moves / total) for h in seat_holders]
    return Skill(mu=sum(s.mu * w for s, w in parts), sigma=sum(s.sigma * w for s, w in parts))
