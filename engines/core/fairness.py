"""Whether a step showed anyone something, worked out by the kernel for every game.

A step may be taken back only if nobody learned from it anything hidden before it:
otherwise the one who undoes it keeps what was seen (the last player to make a simultaneous
secret choice reads every choice, undoes and chooses again), or the others keep what the actor showed
them (a card from a hidden hand).

The test is the one the conformance suite states (tests/conformance/test_undo_fairness.py),
on fewer worlds. For each viewer (the spectators and every other seat first, then the
actor) it takes worlds that viewer cannot tell apart from the real one (`resample_hidden`):
two at the edges of what the rules allow and WORLDS random ones. Random worlds rarely reach
an edge (the one opponent left with no chips at all, whom a chip paid rules out), so the
edge worlds come from generators whose every draw is its smallest value, or its largest
(`Extreme`): a game whose `resample_hidden` draws each secret from the generator (a seat
for each unseen chip, a place for each unseen card) reaches its boundaries there, every
time, with no sampling luck (docs/DESIGN.md, "Undo is decided by the kernel").

The step showed the viewer nothing if, in each world, the actor could have played a move
that leaves the viewer the same observation: the same action for the actor herself (she
knows what she did), a move of the same type for the others (they see only its effects,
e.g. a card played face down). A world where no such move exists is one the viewer can now
rule out.

Random worlds rarely remove the one card the actor names (a hand of six cards out
of seven), so where the actor's own decision differs in a world - her options depend on
what the viewer cannot see - the viewer must also be unable to tell her moves of this
type apart in the real world. Searching her moves stops at MAX_ALTERNATIVES; beyond it the
step counts as showing something (a step kept is never unfair, only less convenient).
"""

from __future__ import annotations

import itertools
import random

from engines.core.contract import Context, Decision, IllegalAction

WORLDS = 4
MAX_ALTERNATIVES = 400

DREW = "drew"  # the step drew at random
SHOWED_OTHERS = "showed_others"  # another player or the spectators learned something
SHOWED_YOU = "showed_you"  # the actor learned something hidden from her


def observation(game, state, events, viewer) -> tuple:
    """What `viewer` is shown of a state and of the step's events that led to it: the view,
    the viewer's own decision, who must act, the timers, the public and own events."""
    own = f"seat:{viewer}"
    return (
        game.view_for(state, viewer),
        game.prompt(state, viewer) if viewer is not None else None,
        game.actors(state),
        game.deadlines(state),
        [e for e in events if e.to == "public" or e.to == own],
    )


def what_it_showed(game, before, seat, action, outcome, seed, n: int, now: float, players: int) -> str | None:
    """SHOWED_OTHERS, SHOWED_YOU or None (the step showed nobody anything)."""
    step = _Step(game, before, seat, action, outcome, seed, n, now)
    for viewer in [None] + [v for v in range(players) if v != seat]:  # the spectators see most reveals first
        if not _hidden_from_other(step, viewer):
            return SHOWED_OTHERS
    if seat is not None and not all(step.looks_the_same(world, action, seat) for world in step.worlds(seat)):
        return SHOWED_YOU
    return None


def showed_the_actor(game, before, seat, action, outcome, seed, n: int, now: float) -> bool:
    """Whether the step showed its actor something hidden from them before it (what it showed the
    others does not count: it may be the actor's own secret, which they chose to show)."""
    step = _Step(game, before, seat, action, outcome, seed, n, now)
    return not all(step.looks_the_same(world, action, seat) for world in step.worlds(seat))


class Extreme(random.Random):
    """A generator whose every draw is its smallest possible value (`high`: its largest):
    `resample_hidden` with it gives a world at an edge of what the rules allow (every unseen
    chip with one seat, none with the others). Every helper of random.Random goes through
    `random` or `_randbelow`, both answered here."""

    def __init__(self, high: bool):
        super().__init__(0)
        self.high = high

    def random(self) -> float:
        return 1.0 - 2.0**-53 if self.high else 0.0

    def _randbelow(self, n: int) -> int:
        return n - 1 if self.high else 0


class _Drew(Exception):
    pass


class _NoDraws(random.Random):
    """The generator of a step tried in another world: that step must not draw at all."""

    def random(self):
        raise _Drew

    def getrandbits(self, k):
        raise _Drew


class _Step:
    """The step under test, with what is worked out once for all viewers."""

    def __init__(self, game, before, seat, action, outcome, seed, n, now):
        self.game, self.before, self.seat, self.action, self.outcome = game, before, seat, action, outcome
        self.seed, self.n, self.now = seed, n, now
        self._seen = {}
        self._looked = False  # whether _alternatives is worked out (None is an answer: they draw, or too many)
        self._alternatives: tuple[list, list] | None = None
        self.decision = game.prompt(before, seat) if seat is not None else None

    def seen(self, viewer):
        """What the step left `viewer`."""
        if viewer not in self._seen:
            self._seen[viewer] = observation(self.game, self.outcome.state, self.outcome.events, viewer)
        return self._seen[viewer]

    def worlds(self, viewer):
        for high in (False, True):
            yield self.game.resample_hidden(self.before, viewer, Extreme(high))
        for k in range(WORLDS):
            rng = random.Random(f"undo:{self.seed}:{self.n}:{viewer}:{k}")
            yield self.game.resample_hidden(self.before, viewer, rng)

    def apply(self, world, action):
        """The outcome of `action` in `world`; None if it is refused or draws."""
        try:
            return self.game.apply(world, self.seat, action, Context(step=self.n, rng=_NoDraws(0), now=self.now))
        except (IllegalAction, _Drew):
            return None

    def looks_the_same(self, world, action, viewer) -> bool:
        """Whether `action` in `world` is legal, draws nothing and leaves `viewer` what the step did."""
        other = self.apply(world, action)
        return other is not None and observation(self.game, other.state, other.events, viewer) == self.seen(viewer)

    def alternatives(self):
        """The outcomes of the actor's other moves of this type in the real world, worked
        out as far as asked, once; None for one that draws, and for "too many to look at"."""
        if not self._looked:
            self._looked = True
            moves = _same_type_actions(self.game, self.before, self.seat, self.action)
            self._alternatives = None if moves is None else (moves, [])
        if self._alternatives is None:
            yield None
            return
        moves, outcomes = self._alternatives
        yield from outcomes
        while len(outcomes) < len(moves):
            outcomes.append(self.apply(self.before, moves[len(outcomes)]))
            yield outcomes[-1]


def _hidden_from_other(step: _Step, viewer) -> bool:
    """Whether the step showed `viewer` (not the actor) nothing. Where the actor's own
    decision differs in a world, the action may name what the viewer cannot see (a card
    from her hand) and be legal there only by chance; so then the viewer must also be
    unable to tell the actor's moves of this type apart (a card played face down)."""
    game, seat, action = step.game, step.seat, step.action
    choice_unseen = None
    for world in step.worlds(viewer):
        if seat is None or game.prompt(world, seat) == step.decision:
            if not step.looks_the_same(world, action, viewer):
                return False
            continue
        if choice_unseen is None:
            choice_unseen = all(
                o is not None and observation(game, o.state, o.events, viewer) == step.seen(viewer)
                for o in step.alternatives()
            )
        if not choice_unseen:
            return False
        moves = _same_type_actions(game, world, seat, action) or []
        if not any(step.looks_the_same(world, m, viewer) for m in [action, *moves]):
            return False
    return True


def _same_type_actions(game, state, seat, action) -> list | None:
    """The seat's other complete actions of the type of `action`; None when its decision
    chain has more than MAX_ALTERNATIVES of them."""
    kind = action.get("type")
    found = []
    for other in complete_actions(game, state, seat):
        if other.get("type") == kind and other != action:
            found.append(other)
            if len(found) > MAX_ALTERNATIVES:
                return None
    return found


def complete_actions(game, state, seat, path=()):
    """Every complete action of `seat`'s decision chain from `path`, depth first."""
    decision: Decision | None = game.prompt(state, seat, path)
    if decision is None:
        return
    base = decision.multi_action or {}
    if decision.number_range is not None:
        low, high = decision.number_range
        for value in range(low, high + 1):
            yield {**base, "value": value}
        return
    if decision.max_choices > 1:
        ids = [option.id for option in decision.options]
        for size in range(decision.min_choices, min(decision.max_choices, len(ids)) + 1):
            for chosen in itertools.combinations(ids, size):
                yield {**base, "ids": list(chosen)}
        return
    for option in decision.options:
        if option.action is not None:
            yield option.action
        else:
            yield from complete_actions(game, state, seat, path + (option.id,))
