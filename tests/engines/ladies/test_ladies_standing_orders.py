"""Standing orders at the async exchange (Adaptation beside R87, engines/ladies/exchange_async):
a gentleman says once which tokens he keeps; his ticks are then played from them, as his
own secret moves, until he changes them or his morning ends."""

import random

from engines import ai
from engines.core import SPECTATOR
from engines.core.contract import Context
from engines.core.rng import rng_for_step
from engines.ladies import exchange_async
from tests.engines.ladies.ladies_helpers import G, act, new, refused

TICK_SECONDS = 12 * 3600  # tick_hours' default


def with_slots(s, tokens):
    return dict(s, slots=list(tokens))


def timeout(s, now):
    ctx = Context(step=9, rng=rng_for_step("t", 9), now=now)
    return G.apply(s, None, {"type": "timeout", "deadline": "tick"}, ctx).state


def test_r87_orders_play_his_ticks_and_only_his():
    s = with_slots(new(4), ["tea", "coal", "wheat"] + ["gems"] * 9 + ["o1", "o2"])
    a, b = s["gent_of"]
    s = act(s, a, {"type": "orders", "ids": ["coal", "order"]})
    assert a not in G.actors(s) and b in G.actors(s)  # nobody waits for him
    assert s["ex"]["tick"] == 1 and s["held"] == [None] * 4  # the tick waits for the other
    s = act(s, b, {"type": "tick", "look": 2})
    assert s["held"][a] == 0 and s["held"][b] == 2  # the first slot he has not seen; b's own choice
    s = act(s, b, {"type": "tick", "keep": False, "look": 3})
    assert s["goods"][a].get("tea", 0) == new(4)["goods"][a].get("tea", 0)  # tea is not his to keep
    assert s["held"][a] == 1 and s["held"][b] == 3 and s["memory"][a] == [[0, "tea"]]
    s = act(s, b, {"type": "tick", "keep": False, "look": 4})
    assert s["kept_today"][a] == 1 and s["kept_today"][b] == 0  # his coal; b keeps only what b chose


def test_r87_r76_orders_keep_their_goods_and_end_the_morning_with_an_order_token():
    s = with_slots(new(4), ["coal", "tea", "coal", "o1", "gems", "o2"] + ["wheat"] * 8)
    a, b = s["gent_of"]
    s = act(s, b, {"type": "orders", "ids": ["order"]})
    s = act(s, a, {"type": "orders", "ids": ["coal", "order"]})  # nobody is waited for: the ticks run
    assert s["gstage"] == "trade"
    assert s["kept_today"][a] == 2 and s["order"][a] is not None and s["order"][b] is not None
    assert s["kept_today"][b] == 0


def test_r75_orders_take_an_order_token_once_the_goods_are_full():
    s = with_slots(new(4), ["coal", "coal", "o1", "coal", "tea", "o2"] + ["wheat"] * 8)
    a, b = s["gent_of"]
    s = act(s, b, {"type": "orders", "ids": ["order"]})
    s = act(s, a, {"type": "orders", "ids": ["coal"]})
    assert s["kept_today"][a] == 3 and s["order"][a] is not None and s["gstage"] == "trade"


def test_r89_a_gentleman_with_orders_misses_no_tick():
    s = new(4)
    a, b = s["gent_of"]
    s = act(s, a, {"type": "orders", "ids": ["gold"]})
    started = s["ex"]["started"]
    assert [d.seats for d in G.deadlines(s)] == [(b,)]
    s = timeout(s, started + TICK_SECONDS)
    assert s["ex"]["missed"][a] == 0 and s["ex"]["missed"][b] == 1 and s["held"][a] is not None
    s = timeout(s, s["ex"]["started"] + TICK_SECONDS)
    assert s["order"][b] is not None  # R89: dealt an order token after two missed ticks
    assert s["order"][a] is not None and s["gstage"] == "trade"  # then his orders search alone


def test_r87_his_orders_are_his_secret():
    s = new(4)
    a, b = s["gent_of"]
    coal = act(s, a, {"type": "orders", "ids": ["coal"]})
    tea = act(s, a, {"type": "orders", "ids": ["tea", "order"]})
    for viewer in [*range(4), SPECTATOR]:
        if viewer != a:
            assert G.view_for(coal, viewer) == G.view_for(tea, viewer)
            for other in (coal, tea):  # what another seat's AI may assume of them
                assert G.resample_hidden(other, viewer, random.Random(1))["ex"]["orders"][a]["keep"] == ["order"]
    assert G.view_for(coal, a)["me"]["standing_orders"] == ["coal"]
    assert G.view_for(tea, a)["me"]["standing_orders"] == ["tea", "order"]
    outcome = G.apply(s, a, {"type": "orders", "ids": ["coal"]}, Context(step=1, rng=rng_for_step("t", 1), now=0.0))
    told = [(e.kind, e.to) for e in outcome.events]
    assert told == [("ladies.orders_given", f"seat:{a}"), ("ladies.tick_move_made", "public")]
    assert outcome.events[1].params == {"seat": a, "tick": s["ex"]["tick"]}, "his move is told as any, not what it is"
    assert outcome.state["ex"]["moves"][a] == exchange_async.ordered_move(outcome.state, a), "made from them at once"


def test_r87_orders_are_changed_or_ended_beside_the_turn_order():
    s = new(4)
    a, b = s["gent_of"]
    s = act(s, a, {"type": "orders", "ids": ["coal"]})
    side = G.side_prompt(s, a)
    assert [o.id for o in side.options] == ["change", "stop"]
    assert [o.id for o in G.side_prompt(s, a, ("change",)).options][-1] == "order"
    actors = G.actors(s)
    s = act(s, a, {"type": "orders", "ids": []})  # ends after this tick: whose turn it is stays
    assert G.actors(s) == actors and s["ex"]["orders"][a]["last_tick"] == 1
    refused(s, a, {"type": "orders", "ids": []}, "no_orders")
    s = act(s, b, {"type": "tick", "look": 5})
    assert s["held"][a] is not None  # this tick was still played by his orders
    assert s["ex"]["orders"][a] is None and a in G.actors(s) and G.side_prompt(s, a) is None


def test_r87_stale_doubled_and_made_up_orders_are_refused():
    s = new(4)
    a, b = s["gent_of"]
    refused(s, a, {"type": "orders", "ids": ["coal", "coal"]}, "unknown_orders")
    refused(s, a, {"type": "orders", "ids": ["diamonds"]}, "unknown_orders")
    refused(s, a, {"type": "orders", "ids": []}, "no_orders")
    moved = act(s, a, {"type": "tick", "look": 0})
    refused(moved, a, {"type": "orders", "ids": ["coal"]}, "not_your_turn")  # his tick is chosen by hand
    refused(new(4, exchange_mode="live"), a, {"type": "orders", "ids": ["coal"]}, "not_in_this_mode")


def test_an_ai_gentleman_searches_by_hand():
    s = new(4)
    g = s["gent_of"][0]
    assert any(x["type"] == "orders" for x in ai.complete_actions(G, s, g))
    for level in ("easy", "normal"):
        for seed in range(4):
            assert ai.choose(G, s, g, level, seed=seed, step=1)["type"] == "tick"
