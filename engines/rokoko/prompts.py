"""Decisions offered to a seat (the chains of rules §8) and the fallback action."""

from __future__ import annotations

from engines.core import build
from engines.core.contract import Decision, Option
from engines.rokoko import actions, bonuses, chain, scoring
from engines.rokoko.state import D, illegal
from engines.rokoko.view import actors, is_actor

P = "rokoko."
STAGES = {"play": actions.play_stage, "bonus": bonuses.bonus_stage, "gain": bonuses.gain_stage}


def stage_type(state: dict) -> str:
    st = state["stage"]
    return "play" if st is None else st["kind"]


def prompt(state: dict, seat: int, path: tuple = ()) -> Decision | None:
    if not is_actor(state, seat):
        return None
    if state["phase"] == "select":
        return _select(state, seat) if not path else None
    if state["phase"] == "terrace":
        return _terrace(state, seat, path)
    st = state["stage"]
    kind = "play" if st is None else st["kind"]
    return chain.decide(STAGES[kind], state, seat, path if type(path) is tuple else tuple(path), kind)


def _select(state: dict, seat: int) -> Decision:
    """R34: secret choice of the cards still needed from the supply."""
    need = state["need"][seat]
    single = need == 1  # a one-card choice is an ordinary select: each option is the action
    option, cards = build.option, D.cards
    options = tuple(
        [
            option(
                cid,
                P + "option.select_card",
                {"card": cid, "rank": cards[cid]["rank"], "bonus": cards[cid]["bonus"]},
                {"type": "select", "ids": [cid]} if single else None,
            )
            for cid in sorted(state["seats"][seat]["supply"])
        ]
    )
    return build.decision(
        P + "select_hand",
        P + "prompt.select_hand",
        {"count": need, "round": state["round"]},
        options,
        need,
        need,
        {"type": "select"},
    )


def _terrace(state: dict, seat: int, path: tuple) -> Decision | None:
    """R97: which King's-hall dresses move to the terrace. The best ones are offered first,
    as one option; "choose" opens the choice of any of them."""
    side = D.sides[state["side"]]
    need = state["terrace_need"][seat]
    best = scoring.best_terrace_dresses(state, side, seat)
    params = {"count": need}
    if not path:
        return Decision(
            P + "terrace",
            P + "prompt.terrace",
            params,
            (
                Option("best", P + "option.terrace_best", {"dress": best}, {"type": "terrace", "ids": best}),
                Option("choose", P + "option.terrace_choose", {"count": need}),
            ),
        )
    if path != ("choose",):
        return None
    single = need == 1  # a one-dress choice is an ordinary one: each option is the action
    options = tuple(
        Option(
            did,
            P + "option.terrace_dress",
            {"dress": did, "pp": D.dresses[did]["ball_pp"]},
            {"type": "terrace", "ids": [did]} if single else None,
        )
        for did in scoring.royal_dresses(state, side, seat)
    )
    return Decision(
        P + "terrace",
        P + "prompt.terrace_choose",
        params,
        options,
        min_choices=need,
        max_choices=need,
        multi_action={"type": "terrace"},
    )


def fallback_action(state: dict, seat: int) -> dict:
    """The least eventful legal action: the first cards, then pass / keep / choose nothing."""
    if seat not in actors(state):
        raise illegal("not_your_turn")
    path: tuple = ()
    while True:
        decision = prompt(state, seat, path)
        assert decision is not None
        if decision.number_range is not None:
            assert decision.multi_action is not None
            return {**decision.multi_action, "value": decision.number_range[0]}
        if decision.multi_action is not None:
            return {**decision.multi_action, "ids": [o.id for o in decision.options[: decision.min_choices]]}
        ids = [o.id for o in decision.options]
        pick = next((x for x in ("pass", "keep", "sell") if x in ids), ids[0])
        option = decision.options[ids.index(pick)]
        if option.action is not None:
            return option.action
        path = path + (pick,)
