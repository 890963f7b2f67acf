"""The one shape every game engine has (see DESIGN.md, "The engine contract").

A game is an object implementing `Game`. States, actions, views and events are plain
JSON-compatible data (dicts, lists, str, int, bool, None), so encode/decode is
canonical JSON and nothing outside the engine needs to know a game's classes.

Decisions come as chains: `prompt(state, seat, path)` returns the next small decision
for the choices made so far (`path`, a tuple of option ids). An option either completes
the action (`option.action` is the dict to `apply`) or leads to a further decision
(`option.action is None`; call `prompt` again with `path + (option.id,)`). A chain is
not committed until an option with an action is chosen, so a UI can offer Back.

States are values: nothing changes a state in place once it has been given to the engine
(to change one, copy it or decode it again). A game may keep what `prompt` worked out for
the same state object and use it for the next prompt of the chain; `apply` depends on its
arguments alone, so applying an action to a deep copy of a state gives what applying it to
the state itself gives (the conformance suite checks both).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

SPECTATOR = None  # the viewer who holds no seat
SYSTEM = None  # the "seat" of system actions (timeouts)


def timeout_action(deadline_id: str) -> dict:
    """The system action the bot applies (with seat SYSTEM) when a deadline of
    `deadlines(state)` is due, e.g. a race window closing."""
    return {"type": "timeout", "deadline": deadline_id}


JSON = Any


class Refusal(Exception):
    """A no that a person is told as a sentence: `code` is machine readable and names the
    sentence in the catalogue, `params` fill its placeholders."""

    def __init__(self, code: str, **params: JSON):
        super().__init__(code)
        self.code = code
        self.params = params


class IllegalAction(Refusal):
    """A refused action. `code` (`<game>.illegal.cannot_afford`) is the catalogue key of the
    sentence the bot shows. Raising it must leave the given state untouched."""


@dataclass(frozen=True)
class Seat:
    index: int
    team: int | None = None
    role: str | None = None


@dataclass(frozen=True)
class Option:
    id: str  # short, stable within a decision, <= 100 chars (it is a select value)
    label: str  # catalogue key
    params: dict = field(default_factory=dict)  # fill the label's placeholders
    action: dict | None = None  # complete action, or None if the chain continues


@dataclass(frozen=True)
class Decision:
    kind: str  # "<game>.<decision>", e.g. "<game>.choose_action"
    prompt: str  # catalogue key of the question
    params: dict = field(default_factory=dict)
    options: tuple[Option, ...] = ()
    # multi-choice: pick between min_choices and max_choices option ids at once; the
    # action is then {**multi_action, "ids": [chosen ids]}.
    min_choices: int = 1
    max_choices: int = 1
    multi_action: dict | None = None
    # numeric choice: an integer in [low, high]; the action is {**multi_action, "value": n}
    number_range: tuple[int, int] | None = None


@dataclass(frozen=True)
class Event:
    kind: str  # past tense: "<game>.card_sponsored"
    to: str = "public"  # "public", "seat:2" or "team:1"
    params: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"kind": self.kind, "to": self.to, "params": self.params}

    @staticmethod
    def from_json(data: dict) -> Event:
        return Event(data["kind"], data.get("to", "public"), data.get("params", {}))

    def visible_to(self, seat: int | None, team_of_seat: int | None = None) -> bool:
        if self.to == "public":
            return True
        if seat is None:
            return False
        kind, _, who = self.to.partition(":")
        if kind == "seat":
            return int(who) == seat
        if kind == "team":
            return team_of_seat is not None and int(who) == team_of_seat
        return False


@dataclass(frozen=True)
class Outcome:
    state: JSON
    events: tuple[Event, ...] = ()
    # Whether the step may be undone is the kernel's to work out (engines/core/fairness.py),
    # never a game's flag.


@dataclass(frozen=True)
class Context:
    step: int  # number of the step being applied (setup is step 0)
    rng: Any  # StepRandom for this step
    now: float = 0.0  # when the bot received the input (epoch seconds); engines never read a clock


@dataclass(frozen=True)
class Deadline:
    id: str  # stable id, e.g. "turn"
    due: float  # epoch seconds
    seats: tuple[int, ...] = ()


@dataclass(frozen=True)
class Result:
    # seat -> final score, ranking like the placings: a higher score never places lower, or, in a
    # game whose `lowest_score_wins`, a lower score never places lower
    scores: dict[int, int]
    placings: dict[int, int]  # seat -> 1-based place, shared on ties (1, 1, 3)
    breakdown: dict[int, dict[str, int]] = field(default_factory=dict)  # seat -> category -> points
    winners: tuple[int, ...] = ()
    # seat -> the points its side made, what statistics record; left out, `scores`. A game gives it where a
    # seat's score is a ranking value and not its own points (a team placed by another side's total).
    totals: dict[int, int] = field(default_factory=dict)
    # The sides that placed together, each a tuple of seats: every seat in exactly one. Left out, every seat
    # is a side alone. Ratings rate a side as one team; a game of teams gives it.
    teams: tuple[tuple[int, ...], ...] = ()

    def __post_init__(self):
        if not self.totals:
            object.__setattr__(self, "totals", dict(self.scores))

    def to_json(self) -> dict:
        return {
            "scores": {str(k): v for k, v in self.scores.items()},
            "placings": {str(k): v for k, v in self.placings.items()},
            "breakdown": {str(k): v for k, v in self.breakdown.items()},
            "winners": list(self.winners),
            "totals": {str(k): v for k, v in self.totals.items()},
            **({"teams": [list(side) for side in self.teams]} if self.teams else {}),
        }

    def together(self) -> list[tuple[int, ...]]:
        """The sides that placed together: `teams`, or every seat alone."""
        return list(self.teams) if self.teams else [(seat,) for seat in sorted(self.placings)]


def side_decision(game: Game, state: JSON, seat: int | None, path: tuple[str, ...] = ()) -> Decision | None:
    """The decision `seat` may take beside the turn order now (the game's `side_prompt`)."""
    return game.side_prompt(state, seat, path) if seat is not None else None


def stored_action(game: Game, action: dict) -> dict:
    """An action read back from a stored log, as the game's `apply` reads it today (the
    `upgrade_action`); every place that replays stored actions goes through this."""
    return game.upgrade_action(action)


def shared_placings(scores: dict[int, Any], lowest_wins: bool = False) -> dict[int, int]:
    """Competition ranking: equal scores share a place, the next place skips (1, 1, 3); the
    highest score first, or the lowest in a game whose `lowest_score_wins`."""
    ordered = sorted(scores.values(), reverse=not lowest_wins)
    return {seat: ordered.index(score) + 1 for seat, score in scores.items()}


class Game(Protocol):
    """What the registry holds for every game (engines/core/game.GameBase gives every
    optional capability its default). All functions are pure."""

    name: str  # registry key (engines/registry.py)
    player_counts: tuple[int, ...]
    schema: int  # version of the encoded state
    side_decisions: bool  # whether side_prompt may offer anything
    ai: Any  # engines.core.ai_hooks.AIHooks: what the AI may know of this game
    # True when the lowest score wins (penalty points): results, placings, standings, statistics
    # and the AI read it here, the one place a game says which way its scores count
    lowest_score_wins: bool

    def config_options(self) -> dict[str, dict]:
        """option -> {"default": value, "choices": [values]} (and optionally "accepts":
        value -> bool for values beside the choices); the bot offers these at /game new."""

    def default_seats(self, players: int) -> list[Seat]:
        """The seating from the order of joining: roles and teams where the game has them."""

    def conformance_counts(self, players: int, config: dict) -> tuple[int, int]:
        """(light, fully checked) games per combination of the shared conformance suite."""

    def setup(self, config: dict, seats: list[Seat], seed: int) -> Outcome: ...

    def actors(self, state: JSON) -> set[int]: ...

    def is_actor(self, state: JSON, seat: int) -> bool:
        """`seat in actors(state)`, possibly cheaper."""

    def turn_spans(self, state: JSON) -> dict[int, str]:
        """Seats among `actors` whose acting now belongs to a longer turn of theirs, each with a
        name for that turn that stays the same through it: a stock exchange's rounds, in which a
        gentleman acts again and again, are one turn of his. A seat not named begins a new turn
        whenever it must act anew."""

    def prompt(self, state: JSON, seat: int, path: tuple[str, ...] = ()) -> Decision | None: ...

    def side_prompt(self, state: JSON, seat: int, path: tuple[str, ...] = ()) -> Decision | None:
        """A decision `seat` may take at any moment beside the turn order (a gossip card
        given "at any moment, in any phase"), whether or not the game waits for it; None
        when there is none. Its actions go to `apply` like any other, also from a seat that
        is not among `actors`, and never change whose turn it is. See `side_decision`."""

    def apply(self, state: JSON, seat: int | None, action: dict, ctx: Context) -> Outcome: ...

    def view_for(self, state: JSON, viewer: int | None) -> dict: ...

    def highlight(self, state: JSON, events: list[Event]) -> dict:
        """What the board image frames for these public events (oldest first; `state` is the
        state after them), in the shape of the game's view highlight; {} for nothing."""

    def deadlines(self, state: JSON) -> list[Deadline]: ...

    def result(self, state: JSON) -> Result | None: ...

    def fallback_action(self, state: JSON, seat: int) -> dict:
        """The least eventful legal action for `seat`, played when its turn limit runs out."""

    def resample_hidden(self, state: JSON, viewer: int | None, rng) -> JSON:
        """A state that `viewer` cannot tell apart from `state`: every secret `viewer` may not
        know is redrawn the way the rules allow (unseen markers reshuffled, …)."""

    def inventory(self, state: JSON) -> dict[str, int]:
        """Counts that the rules conserve (cards per colour, markers per colour, …)."""

    def check_invariants(self, state: JSON) -> None:
        """Raise AssertionError when the state breaks a rule invariant."""

    def encode_state(self, state: JSON) -> str: ...

    def decode_state(self, text: str) -> JSON: ...

    # For a game whose stored data changes shape (its `schema` goes up); GameBase's defaults
    # change nothing. Replaying a stored log goes through `stored_action`.
    def upgrade_action(self, action: dict) -> dict:
        """A stored action of an older schema as `apply` reads it today; a current one unchanged."""

    def upgrade(self, state: JSON, schema: int) -> JSON:
        """A state stored under the older `schema` as the current code reads it (`decode_state`)."""
