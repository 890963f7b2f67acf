"""The stock exchange: R72-R92, the example E2 and test cases T1-T3, T18."""

from tests.engines.ladies.ladies_helpers import G, act, new, refused


def live(players=6):
    s = new(players, exchange_mode="live")
    for g in s["gent_of"]:
        s = act(s, g, {"type": "ready"})
    assert s["ex"]["open"]
    return s


def with_slots(s, tokens):
    s = dict(s)
    s["slots"] = list(tokens)
    return s


def test_e2_bens_morning_r74_r76():
    s = live()
    ben = s["gent_of"][0]
    carried = dict(s["goods"][ben])
    tokens = ["wheat", "tea", "gold", "coal", "o1", "o2", "o3"] + ["coal"] * 11
    s = with_slots(s, tokens)
    for slot in (0, 1, 2):
        s = act(s, ben, {"type": "look", "slot": slot})
        s = act(s, ben, {"type": "keep"})
    s = act(s, ben, {"type": "look", "slot": 3})  # looking is still allowed at the cap
    refused(s, ben, {"type": "keep"}, "goods_limit_reached")
    s = act(s, ben, {"type": "put_back"})
    s = act(s, ben, {"type": "look", "slot": 4})
    s = act(s, ben, {"type": "keep"})
    assert s["order"][ben] == 1
    for kind in ("wheat", "tea", "gold"):
        assert s["goods"][ben][kind] == carried.get(kind, 0) + 1
    assert ben not in G.actors(s)
    refused(s, ben, {"type": "look", "slot": 5}, "not_your_turn")  # his morning is over
    s = act(s, s["gent_of"][1], {"type": "look", "slot": 5})
    s = act(s, s["gent_of"][1], {"type": "keep"})
    s = act(s, s["gent_of"][2], {"type": "finish"})
    assert s["turn_order"][0] == 0  # Ben's team is first


def test_e2_an_order_token_as_the_first_look_ends_the_morning_without_goods():
    s = with_slots(live(), ["o1", "coal", "o2", "o3"] + ["tea"] * 14)
    g = s["gent_of"][0]
    s = act(s, g, {"type": "look", "slot": 0})
    s = act(s, g, {"type": "keep"})
    assert s["kept_today"][g] == 0 and s["order"][g] == 1


def test_t1_r82_a_held_slot_is_unavailable_until_put_back():
    s = live()
    a, b = s["gent_of"][0], s["gent_of"][1]
    s = act(s, a, {"type": "look", "slot": 5})
    refused(s, b, {"type": "look", "slot": 5}, "slot_unavailable")
    s = act(s, a, {"type": "put_back"})
    assert s["memory"][a] == [[5, s["slots"][5]]]  # exchange_memory = shown
    s = act(s, b, {"type": "look", "slot": 5})
    assert s["held"][b] == 5


def test_t2_r84_the_deadline_deals_the_order_tokens():
    s = live()
    a, b, c = s["gent_of"]
    s = with_slots(s, ["o1", "coal", "o2", "o3"] + ["tea"] * 14)
    s = act(s, c, {"type": "look", "slot": 0}, now=10)
    s = act(s, c, {"type": "keep"}, now=11)
    s = act(s, a, {"type": "look", "slot": 1}, now=12)
    ids = [x.id for x in G.deadlines(s)]
    assert "exchange_close" in ids and f"hold:{a}" in ids
    refused(s, None, {"type": "timeout", "deadline": "exchange_close"}, "too_early", now=11)
    due = next(x.due for x in G.deadlines(s) if x.id == "exchange_close")
    s = act(s, None, {"type": "timeout", "deadline": "exchange_close"}, now=due)
    assert s["held"][a] is None and sorted([s["order"][a], s["order"][b]]) == [2, 3]
    assert s["gstage"] == "trade"


def test_r83_a_token_held_too_long_goes_back():
    s = live()
    a = s["gent_of"][0]
    s = act(s, a, {"type": "look", "slot": 2}, now=5)
    due = next(x.due for x in G.deadlines(s) if x.id == f"hold:{a}")
    assert due == 5 + 30
    s = act(s, None, {"type": "timeout", "deadline": f"hold:{a}"}, now=due)
    assert s["held"][a] is None


def test_t3_r88_a_clash_is_settled_at_random_and_the_loser_looks_elsewhere():
    s = new(6)
    a, b, c = s["gent_of"]
    s = with_slots(s, ["coal"] * 7 + ["o1", "o2", "o3"] + ["tea"] * 8)
    s = act(s, a, {"type": "tick", "look": 7})
    s = act(s, b, {"type": "tick", "look": 7})
    s = act(s, c, {"type": "tick", "look": 2})
    assert s["held"][c] == 2 and 7 in (s["held"][a], s["held"][b])
    loser = a if s["held"][b] == 7 else b
    assert s["held"][loser] not in (None, 2, 7)
    assert s["ex"]["tick"] == 2


def test_r87_r75_a_fourth_goods_keep_cannot_be_submitted():
    s = new(4)
    g = s["gent_of"][0]
    s = dict(s, kept_today=[0, 3, 0, 0], held=[None, 0, None, None])
    s["slots"] = ["coal"] + s["slots"][1:]
    s["slots"] = ["coal"] + [t if t != "coal" else "tea" for t in s["slots"][1:]]
    refused(s, g, {"type": "tick", "keep": True, "look": 1}, "goods_limit_reached")


def test_r91_the_exchange_ends_after_max_ticks():
    s = new(4, max_ticks=2)
    s = with_slots(s, ["coal"] * 10 + ["o1", "o2"])
    for _ in range(2):
        for g in s["gent_of"]:
            held = s["held"][g]
            free = [i for i, t in enumerate(s["slots"]) if t == "coal" and i not in s["held"]]
            move = {"type": "tick", "look": free[0]}
            if held is not None:
                move["keep"] = False
            s = act(s, g, move)
    assert all(s["order"][g] for g in s["gent_of"]) and s["gstage"] == "trade"


def test_t18_r97_the_pool_is_refilled_at_upkeep():
    from engines.core.rng import rng_for_step
    from engines.ladies import days
    from engines.ladies.state import Draft

    s = new(6)
    s = dict(s, slots=["coal"] * 6 + [None] * 12, memory=[[[0, "coal"]]] * 6)
    d = Draft(s, rng_for_step(1, 1))
    days.refill_pool(d)
    slots = d.s["slots"]
    assert len(slots) == 18 and sorted(t for t in slots if t.startswith("o")) == ["o1", "o2", "o3"]
    assert all(m == [] for m in d.s["memory"])
    assert sum(1 for t in slots if not t.startswith("o")) == 15  # 6 stayed, 9 drawn from the supply
    assert G.inventory(d.s)["goods"] == 55 - 15 + 6  # the fixture dropped 15 pool goods and added 6


def test_r75_r87_resampling_keeps_other_gentlemen_secret_moves_possible():
    """Another gentleman, at his goods limit, submitted 'keep' for the order token he holds.
    Whatever the token is redrawn as for a viewer who cannot see it, his (equally secret)
    move stays one the rules accept: keep an order token, or put goods back."""
    import random

    s = new(4)
    a, b = s["gent_of"]
    s = with_slots(s, ["coal"] * 4 + ["o1"] + ["tea"] * 5)
    s = dict(s, kept_today=[0, 3, 0, 0] if a == 1 else [0, 0, 0, 3])
    s = act(s, a, {"type": "tick", "look": 4})
    s = act(s, b, {"type": "tick", "look": 0})
    s = act(s, a, {"type": "tick", "keep": True})  # he keeps order token 1: his morning ends
    assert s["ex"]["moves"][a]["keep"] is True
    for k in range(40):
        world = G.resample_hidden(s, b, random.Random(k))
        token = world["slots"][world["held"][a]]
        assert world["ex"]["moves"][a]["keep"] is (token == "o1")
        act(world, b, {"type": "tick", "keep": False, "look": 1})  # the tick resolves


def test_the_ticks_of_an_exchange_are_one_turn_of_each_gentleman():
    """R87: a gentleman moves once a tick, and again at the next; the day's exchange is one span of
    his turn (the bot tells him once), which ends with it."""
    s = new(4, max_ticks=2)
    s = with_slots(s, ["coal"] * 10 + ["o1", "o2"])
    first, second = s["gent_of"]
    assert G.turn_spans(s) == {first: "exchange:1", second: "exchange:1"}
    s = act(s, first, {"type": "tick", "look": 0})
    assert G.turn_spans(s) == {second: "exchange:1"}  # he waits for the tick: not acting, still the same span
    s = act(s, second, {"type": "tick", "look": 1})
    assert s["ex"]["tick"] == 2 and G.turn_spans(s) == {first: "exchange:1", second: "exchange:1"}
    for g in (first, second):
        s = act(s, g, {"type": "tick", "keep": False, "look": 2 + g})
    assert s["gstage"] == "trade" and G.turn_spans(s) == {}
