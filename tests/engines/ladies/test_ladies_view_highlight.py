"""The latest moves' highlight (VIEW.md `highlight`, `Ladies.highlight(state, events)`): what the
public events of one step or several changed, and never a secret (R137/R138: held token faces, hidden
cards, money)."""

import json
import random

from engines.core.contract import Context
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from tests.engines.ladies.ladies_helpers import G, new
from tests.engines.ladies.test_ladies_exchange import live, with_slots


def view(state, viewer=None):
    return G.view_for(state, viewer)


def public(outcome):
    return [e for e in outcome.events if e.to == "public"]


def hl(outcome):
    return G.highlight(outcome.state, public(outcome))


def play(state, seat, action, step=1, now=0.0):
    return G.apply(state, seat, action, Context(step=step, rng=rng_for_step("t", step), now=now))


def steps(players=6, seed=1, limit=3000, **config):
    """(state before, seat, action, outcome) of one seeded random game."""
    state = new(players, seed=seed, **config)
    rng = random.Random(seed)
    for n in range(1, limit):
        if G.result(state) is not None:
            return
        actors = sorted(G.actors(state))
        if not actors:
            return
        seat = actors[int(rng.random() * len(actors))]
        action = complete_action(G, state, seat, rng)
        outcome = G.apply(state, seat, action, Context(step=n, rng=rng_for_step("hl", n), now=float(n)))
        yield state, seat, action, outcome
        state = outcome.state


def first(kind, players=6, seeds=range(1, 6), when=lambda e: True, **config):
    """The first step of a random game whose public events include `ladies.<kind>`."""
    for seed in seeds:
        for before, seat, action, outcome in steps(players, seed, **config):
            for e in outcome.events:
                if e.kind == f"ladies.{kind}" and e.to == "public" and when(e):
                    return before, seat, action, outcome, e
    raise AssertionError(f"no {kind} step found")


def test_no_event_highlights_nothing():
    h = G.highlight(new(6), [])
    assert h["seat"] is None and not any(h[k] for k in ("panels", "slots", "contracts", "seats", "cards", "goods"))


def test_the_highlight_is_plain_json_and_neither_in_the_state_nor_in_the_view():
    s = live()
    g = s["gent_of"][0]
    out = play(s, g, {"type": "look", "slot": 4})
    assert json.loads(json.dumps(hl(out))) == hl(out)
    assert "highlight" not in out.state and "highlight" not in view(out.state)


def test_r82_looking_at_a_token_highlights_its_slot():
    s = live()
    g = s["gent_of"][0]
    h = hl(play(s, g, {"type": "look", "slot": 4}))
    assert h["seat"] == g and h["action"] == "look"
    assert h["slots"] == [{"slot": 5, "change": "taken_up", "seat": g}]


def test_the_events_of_several_steps_frame_every_change_and_name_the_last_mover():
    s = with_slots(live(), ["wheat", "o1"] + ["tea"] * 16)
    g, h2 = s["gent_of"][0], s["gent_of"][1]
    events = []
    for seat, action in ((g, {"type": "look", "slot": 0}), (h2, {"type": "look", "slot": 2}), (g, {"type": "keep"})):
        out = play(s, seat, action)
        events += public(out)
        s = out.state
    h = G.highlight(s, events)
    assert h["seat"] == g and h["action"] == "keep" and h["seats"] == [h2]
    assert h["slots"] == [
        {"slot": 1, "change": "taken_up", "seat": g},
        {"slot": 3, "change": "taken_up", "seat": h2},
        {"slot": 1, "change": "kept", "seat": g},
    ]


def test_r83_a_token_put_back_when_its_time_ran_out_is_nobodys_move():
    s = live()
    g = s["gent_of"][0]
    s = play(s, g, {"type": "look", "slot": 4}, now=s["clock"]).state
    hold = next(x for x in G.deadlines(s) if x.id == f"hold:{g}")
    h = hl(play(s, None, {"type": "timeout", "deadline": hold.id}, now=hold.due))
    assert h["seat"] is None and h["action"] == "timeout"
    assert h["slots"] == [{"slot": 5, "change": "put_back", "seat": g}]


def test_schema_1_states_load_without_their_stored_highlight():
    s = new(4)
    old = json.dumps({"game": "ladies", "schema": 1, "state": {**s, "highlight": {"seat": 0}}})
    assert G.decode_state(old) == s


def test_r78_r79_the_looked_at_token_stays_secret_from_the_spectator_and_other_seats():
    base = live()
    g = base["gent_of"][0]
    a = play(with_slots(base, ["o1"] + base["slots"][1:]), g, {"type": "look", "slot": 0})
    b = play(with_slots(base, ["coal"] + base["slots"][1:]), g, {"type": "look", "slot": 0})
    for viewer in [None] + [x for x in range(base["players"]) if x != g]:
        assert view(a.state, viewer) == view(b.state, viewer)  # the face of the held token changes nothing
    assert view(a.state, g)["me"]["holding"] != view(b.state, g)["me"]["holding"]
    assert hl(a) == hl(b) and "o1" not in json.dumps(hl(a)) and "coal" not in json.dumps(hl(b))


def test_r73_keeping_and_putting_back_highlight_the_slot():
    s = with_slots(live(), ["wheat", "o1"] + ["tea"] * 16)
    g = s["gent_of"][0]
    s = play(s, g, {"type": "look", "slot": 0}).state
    out = play(s, g, {"type": "keep"})
    assert hl(out)["slots"] == [{"slot": 1, "change": "kept", "seat": g}]
    s = play(out.state, g, {"type": "look", "slot": 2}).state
    out = play(s, g, {"type": "put_back"})
    assert hl(out)["slots"] == [{"slot": 3, "change": "put_back", "seat": g}]
    assert hl(out)["action"] == "put_back"


def test_r88_a_resolved_tick_highlights_the_slots_taken_up():
    before, seat, action, outcome, e = first("tick_resolved", players=4)
    s = outcome.state
    h = hl(outcome)
    held = {x["seat"]: x["slot"] for x in h["slots"] if x["change"] == "taken_up"}
    for g in s["gent_of"]:
        if s["held"][g] is not None:
            assert held[g] == s["held"][g] + 1
    assert h["seat"] == seat


def test_r87_a_secret_tick_move_shows_who_moved_but_not_the_move():
    s = new(4)
    g = s["gent_of"][0]
    h = hl(play(s, g, {"type": "tick", "look": 3}))
    # the slot he named stays secret until the tick resolves
    assert h["seat"] == g and h["action"] == "tick" and h["slots"] == []


def test_r38_choosing_the_window_card_highlights_the_boutique():
    before, seat, action, outcome, e = first("window_chosen")
    h = hl(outcome)
    assert h["seat"] == seat and h["panels"] == [e.params["panel"]]
    assert h["cards"] == []


def test_r37_the_craftsman_reveal_highlights_every_stocked_boutique():
    before, seat, action, outcome, e = first("craftsmen_revealed")
    assert hl(outcome)["panels"] == sorted({p["panel"] for p in e.params["plays"]})


def test_r40_a_secret_visit_choice_highlights_only_the_lady():
    s = new(4)
    for x in range(s["players"]):
        if s["craft_hand"][x] is not None:
            s = play(s, x, {"type": "craftsman", "card": sorted(s["craft_hand"][x])[0]}).state
    while s["lstage"] == "window":
        x = min(a for a in G.actors(s) if s["roles"][a] != "gentleman")
        drawn = s["drawn"][s["panel_of"][s["team_of"][x]]]
        s = play(s, x, {"type": "window", "card": drawn[0]}).state
    lady = s["lady_of"][0]
    a = play(s, lady, {"type": "visit", "panel": 0})
    b = play(s, lady, {"type": "visit", "panel": 1})
    assert hl(a) == hl(b) and hl(a)["seat"] == lady and hl(a)["panels"] == []


def test_r45_r47_taking_a_card_highlights_the_boutique_never_the_card():
    before, seat, action, outcome, e = first("card_taken")
    h = hl(outcome)
    assert h["seat"] == seat and e.params["panel"] in h["panels"]
    assert action["card"] not in json.dumps(h)  # a purchase is face down (R47)


def test_r44_a_lone_visitor_taking_a_set_highlights_the_boutique():
    before, seat, action, outcome, e = first("cards_taken")
    h = hl(outcome)
    assert h["panels"] == [e.params["panel"]]
    for card in action["ids"] + action["plus"]:
        assert card not in json.dumps(h)


def test_r54_selling_highlights_the_goods_kind():
    before, seat, action, outcome, e = first("goods_sold")
    h = hl(outcome)
    assert h["seat"] == seat and h["goods"] == [action["kind"]]
    assert "money" not in json.dumps(h)


def test_r55_fulfilling_a_contract_highlights_its_place():
    before, seat, action, outcome, e = first("contract_fulfilled", seeds=range(1, 12))
    h = hl(outcome)
    assert h["contracts"] == [action["place"]] and h["seat"] == seat


def test_r65_settled_bills_highlight_the_lady_and_her_newly_paid_cards():
    before, seat, action, outcome, e = first(
        "bills_settled_public", seeds=range(1, 12), when=lambda e: bool(e.params["paid"])
    )
    h = hl(outcome)
    lady = e.params["lady_seat"]
    assert h["seat"] == seat and lady in h["seats"]
    assert set(e.params["paid"]) <= set(h["cards"])
    assert all(
        c in outcome.state["wardrobe"][lady] or c in outcome.state["wardrobe"][outcome.state["courtesan"] or 0]
        for c in h["cards"]
    )


def test_r69_a_step_of_a_secret_bill_plan_highlights_nothing():
    for _before, _seat, action, outcome in steps(4, 2):
        if action["type"] == "plan":
            h = hl(outcome)
            assert h["seat"] is None and h["cards"] == [] and h["seats"] == []
            return
    raise AssertionError("no plan step")


def test_r131_giving_gossip_highlights_the_receiver():
    before, seat, action, outcome, e = first("gossip_given", gossip=True)
    h = hl(outcome)
    assert h["seat"] == seat and h["seats"] == [e.params["to_seat"]]


def test_r119_a_courtesan_card_handed_out_highlights_the_gentleman_not_the_card():
    before, seat, action, outcome, e = first("courtesan_card_handed", players=5, seeds=range(1, 12))
    h = hl(outcome)
    assert h["seats"] == [action["to"]] and h["cards"] == []
    assert action["card"] not in json.dumps(h)


def _ended(players, seed, **config):
    state = None
    for _before, _seat, _action, outcome in steps(players, seed, limit=6000, **config):
        state = outcome.state
    assert G.result(state) is not None
    return state


def test_r114_the_result_in_the_view_has_every_breakdown_key_for_every_seat():
    s = _ended(4, 3)
    r = view(s)["result"]
    for seat in range(s["players"]):
        b = r["breakdown"][seat]
        assert {"wardrobe", "servants", "contracts", "gossip", "total"} <= set(b)
        assert b["total"] == b["wardrobe"] + b["servants"] + b["contracts"] + b["gossip"]
        assert ("money" in b) == (s["roles"][seat] == "gentleman")
        assert seat in r["placings"]
    for _lady, det in r["details"].items():
        assert {"kept", "discarded", "servant_points", "lost_servant", "dropped"} <= set(det)
    assert set(r["money"]) == set(s["gent_of"])  # R114: money public with the result


def test_r126_with_the_courtesan_every_gentleman_has_gift_points():
    s = _ended(5, 4)
    r = view(s)["result"]
    assert all("gifts" in r["breakdown"][g] for g in s["gent_of"])
    assert s["courtesan"] in r["placings"]
