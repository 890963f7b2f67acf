"""The three levels. Each decides from what the seat may know: its own pending decision
(prompt), its view, and states sampled with resample_hidden from a canonical
representative of its information set (engines.ai.common.canonical)."""

from __future__ import annotations

import math
import random

from engines.ai import common, evaluate
from engines.core import build
from engines.core.contract import Context, Game, IllegalAction

NORMAL_SAMPLES = 4  # determinizations averaged per action by the normal level
NORMAL_EVALUATIONS = 160  # ... fewer when there are many actions, to stay quick


def _reduced(game: Game, state, seat: int, actions: list[dict]) -> list[dict]:
    reduce = game.ai.reduce
    return reduce(state, seat, actions) if reduce is not None and len(actions) > 1 else actions


def legal(game: Game, state, seat: int) -> list[dict]:
    actions = common.complete_actions(game, state, seat)
    if not actions:
        raise ValueError(f"{game.name}: seat {seat} has no pending decision")
    return actions


def easy(game: Game, state, seat: int, seed, step: int) -> dict:
    """A random legal action, minus the obviously wasteful ones the game's sense rejects."""
    actions = legal(game, state, seat)
    sense = game.ai.sensible
    if sense is not None and len(actions) > 1:
        actions = sense(game.view_for(state, seat), seat, actions)
    generator = common.rng(seed, step, seat, "easy")
    return actions[int(generator.random() * len(actions))]


def _ctx(seed, step: int, seat: int, *purpose) -> Context:
    return build.context(step, common.lazy_rng(seed, step, seat, *purpose))


def one_ply_scores(
    game: Game,
    state,
    seat: int,
    seed,
    step: int,
    actions: list[dict],
    samples: int = NORMAL_SAMPLES,
    deep: bool = False,
) -> list[float]:
    """Mean margin of `seat` after each action, over `samples` determinizations; every
    action meets the same determinizations and the same step randomness."""
    root = common.canonical(game, state, seat)
    players = evaluate.players_of(game, root)
    worlds = [
        common.determinize(game, root, seat, common.rng(seed, step, seat, "normal-world", k)) for k in range(samples)
    ]
    scores = []
    for action in actions:
        total = 0.0
        for k, world in enumerate(worlds):
            after = game.apply(world, seat, action, _ctx(seed, step, seat, "normal-apply", k)).state
            total += evaluate.margin(evaluate.estimate(game, after, players, seat, deep), seat)
        scores.append(total / samples)
    return scores


def normal(game: Game, state, seat: int, seed, step: int, deep: bool = False) -> dict:
    """One ply: the action whose evaluated result is best on average."""
    actions = _reduced(game, state, seat, legal(game, state, seat))
    if len(actions) == 1:
        return actions[0]
    samples = max(1, min(NORMAL_SAMPLES, NORMAL_EVALUATIONS // len(actions)))
    scores = one_ply_scores(game, state, seat, seed, step, actions, samples, deep)
    best = max(range(len(actions)), key=lambda i: (scores[i], -i))
    return actions[best]


# --- strong: information-set Monte Carlo tree search ---------------------------------------


class Node:
    __slots__ = ("mover", "action", "children", "visits", "avail", "total")

    def __init__(self, mover, action):
        self.mover = mover  # the seat whose action led here
        self.action = action
        self.children: dict = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


STRONG_ITERATIONS = 48  # the default iteration cap (about 0.1-0.5 s a decision here; the bot's budget stops it sooner)
ROOT_WIDTH = 5  # the root searches the normal level's best few actions ...
WIDEN_EVERY = 16  # ... and one more for every this many iterations (progressive widening)
EXPLORATION = 0.25  # rewards are tanh(lead / scale): small gaps, so explore less


def strong(game: Game, state, seat: int, seed, step: int, budget=None, iterations: int | None = None) -> dict:
    """Single-observer ISMCTS: every iteration samples a world consistent with the seat's
    view, walks the tree over complete actions with UCT (availability counted, so a
    child only competes in the worlds where it is legal), expands one action and scores
    the new position with the game's deep evaluator (evaluate.estimate(deep=True)). A new
    node of another seat first tries that seat's greedy answer (the normal level's
    choice on the sampled world), so replies are realistic from the first visit; rewards
    judge a lead by what can still change (evaluate.scale_at). The root searches the
    normal level's own ranking of the seat's actions (its one ply, same samples), its
    best ROOT_WIDTH first and one more every WIDEN_EVERY iterations, so a short search
    re-ranks normal's best candidates instead of spreading thin over hundreds. Stops after
    `iterations` (default STRONG_ITERATIONS) or once `budget.spent()` (a time limit the
    caller measures, engines.ai.Budget); the most visited root action wins (then the
    best mean, then normal's order). A game's `ai.search` may refuse the tree for a
    decision (one ply on the deep evaluator instead); no game here does."""
    actions = _reduced(game, state, seat, legal(game, state, seat))
    if len(actions) == 1:
        return actions[0]
    worth = game.ai.search
    if worth is not None and not worth(state, seat, actions):
        return normal(game, state, seat, seed, step, deep=True)  # one ply, with strong's evaluator
    cap = iterations if iterations is not None else getattr(game.ai, "strong_iterations", None) or STRONG_ITERATIONS
    root_state = common.canonical(game, state, seat)
    players = evaluate.players_of(game, root_state)
    samples = max(1, min(NORMAL_SAMPLES, NORMAL_EVALUATIONS // len(actions)))
    prior = one_ply_scores(game, state, seat, seed, step, actions, samples)
    ranked = [actions[i] for i in sorted(range(len(actions)), key=lambda i: (-prior[i], i))]
    root = Node(None, None)
    search = _Search(game, seat, root, ranked, [common.action_key(a) for a in ranked], players)
    for i in range(cap):
        if budget is not None and budget.spent():
            break
        search.width = min(len(ranked), ROOT_WIDTH + i // WIDEN_EVERY)
        generator = common.rng(seed, step, seat, "strong", i)
        world = common.determinize(game, root_state, seat, generator)
        ctx = Context(step=step, rng=generator)
        search.iterate(world, ctx, generator)
    keys = search.root_keys
    best = max(range(len(ranked)), key=lambda k: (_visits(root, keys[k]), _mean(root, keys[k]), -k))
    return ranked[best]


def _visits(node: Node, key: str) -> int:
    child = node.children.get(key)
    return child.visits if child else 0


def _mean(node: Node, key: str) -> float:
    child = node.children.get(key)
    return child.total / child.visits if child and child.visits else 0.0


GREEDY_MAX = 40  # the in-search greedy policy compares at most about this many actions


def greedy(game: Game, world, mover: int, ctx: Context, players: int, actions: list | None = None) -> dict | None:
    """The normal level's choice on one known world: the action whose evaluated result
    is best for `mover` (first on ties)."""
    if actions is None:
        actions = _reduced(game, world, mover, common.complete_actions(game, world, mover))
    if not actions:
        return None
    if len(actions) == 1:
        return actions[0]
    best, best_value = actions[0], -math.inf
    stride = -(-len(actions) // GREEDY_MAX)  # very wide decisions: every stride-th action
    for action in actions[::stride]:
        try:
            after = game.apply(world, mover, action, ctx).state
        except IllegalAction:  # listed, but refused in this sampled world (a guessed secret)
            continue
        value = evaluate.margin(evaluate.estimate(game, after, players, mover), mover)
        if value > best_value:
            best, best_value = action, value
    return best


def greedy_rollout(game: Game, state: dict, steps: int) -> dict:
    """Up to `steps` decisions, every seat's the normal level's choice on this (determinized)
    world; the game's randomness on the way comes from a fixed seed, so the same world
    always rolls out the same."""
    ctx = Context(step=0, rng=random.Random(0))
    players = state["players"]
    for _ in range(steps):  # a timer that fires takes a step too
        step = None if game.result(state) is not None else common.mover_or_timer(game, state, ctx)
        if step is None:
            break
        mover, state = step
        if mover is not None:
            action = greedy(game, state, mover, ctx, players)
            if action is None:
                break
            try:
                state = game.apply(state, mover, action, ctx).state
            except IllegalAction:  # refused in this sampled world: judge the position reached
                break
    return state


def _settle(game: Game, world, ctx: Context):
    """The world once someone can act: the rules' timers fired while nobody can."""
    while game.result(world) is None and common.to_move(game, world) is None:
        advanced = common.advance_timers(game, world, ctx)
        if advanced is None:
            break
        world = advanced
    return world


class _Search:
    def __init__(self, game, seat, root, root_actions, root_keys, players):
        self.game, self.seat, self.root = game, seat, root
        self.root_actions, self.root_keys = root_actions, root_keys  # best first
        self.width = len(root_actions)  # the root considers only its first `width` actions
        self.players = players

    def iterate(self, world, ctx, generator):
        """One iteration; a sampled world may refuse an action listed from the seat's own
        state (a guessed secret, like someone's money): then the iteration is dropped."""
        try:
            self._iterate(world, ctx, generator)
        except IllegalAction:
            pass

    def _iterate(self, world, ctx, generator):
        game, seat, root = self.game, self.seat, self.root
        node = root
        path = []
        depth = 0
        while True:
            if game.result(world) is not None:
                break
            if depth == 0:
                mover, actions, keys = seat, self.root_actions[: self.width], self.root_keys[: self.width]
            else:
                step = common.mover_or_timer(game, world, ctx)
                if step is None:
                    break
                mover, world = step
                if mover is None:
                    continue
                actions = _reduced(game, world, mover, common.complete_actions(game, world, mover))
                if not actions:
                    break  # an actor without options (the game's business): judge the position here
                keys = [common.action_key(a) for a in actions]
            depth += 1
            untried = [k for k in range(len(actions)) if keys[k] not in node.children]
            if untried:
                if node is root:
                    pick = untried[0]  # the best ranked first
                elif not node.children and mover != seat:
                    # another seat's first answer tried is the normal level's: a realistic line at once
                    pick = actions.index(greedy(game, world, mover, ctx, self.players, actions))
                else:
                    pick = untried[int(generator.random() * len(untried))]
                world = game.apply(world, mover, actions[pick], ctx).state  # first: it may be refused
                child = Node(mover, actions[pick])
                node.children[keys[pick]] = child
                for key in keys:
                    if key in node.children:
                        node.children[key].avail += 1
                path.append(child)
                world = _settle(game, world, ctx)
                break
            best, best_value = 0, -math.inf
            for k in range(len(actions)):
                child = node.children[keys[k]]
                child.avail += 1
                value = child.total / child.visits + EXPLORATION * math.sqrt(math.log(child.avail) / child.visits)
                if value > best_value:
                    best, best_value = k, value
            child = node.children[keys[best]]
            world = game.apply(world, mover, actions[best], ctx).state
            path.append(child)
            node = child
        values = evaluate.estimate(game, world, self.players, seat, deep=True)
        reward = evaluate.rewards(values, evaluate.scale_at(game, world))
        for child in path:
            child.visits += 1
            if child.mover is not None and child.mover < len(reward):
                child.total += reward[child.mover]
