"""Hidden information stays hidden in what every viewer is shown: the last gossip window
(R133) and the events of the evening (R119, R133)."""

import random

from engines.core.contract import Context
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from engines.ladies import days
from engines.ladies.state import RULES, Draft, lady_seats
from tests.engines.ladies.ladies_helpers import G, new, play_until


def sixth_evening_over(seed=2, players=6):
    """A gossip game at the last step of the sixth evening: the next step opens R133."""
    return play_until(
        new(players, seed, gossip=True),
        lambda s: s["day"] == RULES.days and s["phase"] == "evening" and s["estage"] == "bills",
    )


def opened_for(state) -> list:
    d = Draft(state)
    days.start_last_gossip(d)
    return d.s["ball_pending"]


def test_R133_the_last_gossip_window_opens_by_a_public_rule():
    """ "Karty pomluv … Musí být drženy skrytě" and "Kdykoli během hry a v kterékoli fázi mohou
    dámy předat kartu pomluvy jiné dámě": the last window opens for every lady who has not
    given today and holds a gossip card, whichever card it is, so nobody learns from the
    pause whether hers can be played now."""
    state = sixth_evening_over()
    ladies = lady_seats(state)
    holder, empty = ladies[0], ladies[1]
    given = list(state["gossip_given"])
    given[holder] = given[empty] = state["day"] - 1
    windows = set()
    for card in RULES.gossip_ids:  # the holder holds one gossip card: any of them
        hands = [list(h) if h is not None else None for h in state["gossip_hand"]]
        hands[holder], hands[empty] = [card], []
        pending = opened_for({**state, "gossip_hand": hands, "gossip_given": given})
        assert holder in pending and empty not in pending
        windows.add(tuple(pending))
    assert len(windows) == 1, "which card she holds decides who is asked"


def test_R133_who_is_asked_is_the_same_in_every_world_the_spectators_cannot_rule_out():
    state = sixth_evening_over(seed=4, players=5)
    asked = opened_for(state)
    for k in range(20):
        world = G.resample_hidden(state, None, random.Random(k))
        assert opened_for(world) == asked


def first_event(kind, players=5, seeds=range(1, 12), **config):
    """(event, outcome) of the first step of a seeded random game whose events include `kind`."""
    for seed in seeds:
        state = new(players, seed, **config)
        rng = random.Random(seed)
        for n in range(1, 5000):
            if G.result(state) is not None:
                break
            seat = min(G.actors(state))
            outcome = G.apply(
                state, seat, complete_action(G, state, seat, rng), Context(step=n, rng=rng_for_step(seed, n))
            )
            found = [e for e in outcome.events if e.kind == f"ladies.{kind}"]
            if found:
                return found[0], outcome
            state = outcome.state
    raise AssertionError(f"no {kind} in the seeded games")


def test_R119_the_card_the_courtesan_hands_over_is_told_to_the_gentleman_only():
    event, outcome = first_event("courtesan_card_handed")
    assert event.to == "public" and "card" not in event.params
    to = event.params["to_seat"]
    private = next(e for e in outcome.events if e.kind == "ladies.courtesan_card_received")
    assert private.to == f"seat:{to}"


def test_R133_a_gift_that_fails_names_no_card_still_in_her_hand():
    event, outcome = first_event("gossip_failed", players=6, seeds=range(1, 40), gossip=True)
    assert event.to == "public" and "card" not in event.params and "to_seat" not in event.params
    own = next(e for e in outcome.events if e.kind == "ladies.gossip_failed_own")
    assert (
        own.to == f"seat:{event.params['seat']}"
        and own.params["card"] in outcome.state["gossip_hand"][event.params["seat"]]
    )
