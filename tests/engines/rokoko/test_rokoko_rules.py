"""Rokoko rule tests: one test per rule (R-number in the name) and the worked examples
W1-W10 of the rules' section 15 with their numbers."""

from __future__ import annotations

import pytest

from engines.core.contract import IllegalAction
from engines.rokoko import actions, bonuses, data, rounds, scoring
from engines.rokoko.state import D
from tests.engines.rokoko.rokoko_helpers import (
    G,
    card_with,
    draft,
    dress_where,
    give_hand,
    give_tiles,
    new_state,
    place,
    play,
    put_dress,
    tile_where,
    to_actions,
)

MAKE = {"type": "play", "card": "S-c1-M1", "action": "make_dress"}  # the master makes a dress


# --- data, setup ------------------------------------------------------------------------


def test_r113_data_file_counts():
    assert len(D.dresses) == 42 and len(D.tiles) == 48
    colours = [x["colour"] for x in D.dresses.values()]
    assert [colours.count(c) for c in ("yellow", "green", "red", "blue")] == [13, 13, 10, 6]
    assert {lvl: len(v) for lvl, v in D.deck_by_level.items()} == {1: 6, 2: 4, 3: 4, 4: 4, 5: 4, 6: 6}
    assert all(len(v) == 5 for v in D.starting.values())
    assert data.sides() == ["2-3", "4-5"]


@pytest.mark.parametrize("players, side", [(2, "2-3"), (3, "2-3"), (4, "4-5"), (5, "4-5")])
def test_r14_r15_setup_per_player_count(players, side):
    s = new_state(players)
    assert s["side"] == side
    assert all(len(sec) == D.sides[side].sections[i]["capacity"] for i, sec in enumerate(s["warehouse"]))
    for rec in s["seats"]:
        assert (rec["money"], rec["yarn"], rec["lace"], rec["pp"]) == (15, 1, 1, 0)
        assert len(rec["supply"]) == 5 and not rec["hand"] and not rec["discard"]


def test_r15_board_side_option():
    assert new_state(2, board_side="4-5")["side"] == "4-5"
    assert new_state(5, board_side="2-3")["side"] == "2-3"


def test_r16_r21_w2_hire_deck_level_equals_round():
    s = new_state(3)
    deck = s["hire_deck"][:]
    levels = [D.cards[c]["level"] for c in [x for x in s["display"] if x] + deck]
    for r in range(7):
        shown = levels[4 * r : 4 * r + 4]
        assert max(shown) == min(r + 1, 6)
    assert len(deck) == 24


def test_r18_start_player_option():
    assert new_state(3, start_player=2)["start"] == 2


def test_r20_r106_game_ends_after_round_7_with_empty_deck():
    import random

    from engines.core.random_player import complete_action

    s = new_state(4, seed=3)
    chooser = random.Random(0)
    n = 0
    while G.result(s) is None:
        n += 1
        seat = min(G.actors(s))
        s, _ = play(s, seat, complete_action(G, s, seat, chooser), n)
    assert s["round"] == 7 and not s["hire_deck"]
    assert set(G.result(s).breakdown[0]) == set(scoring.CATEGORIES)


# --- phase 1 -----------------------------------------------------------------------------


def test_r23_favour_holder_becomes_start_player():
    s = new_state(3)
    s["round"], s["favour"] = 2, 1
    d = draft(s)
    rounds.prepare(d)
    assert d.s["start"] == 1 and d.s["favour"] is None


def test_r24_display_leftovers_leave_the_game():
    s = new_state(3)
    left = [c for c in s["display"] if c][:2]
    s["display"] = left + [None, None]
    d = draft(s)
    rounds.prepare(d)
    assert set(left) <= set(d.s["out"]) and all(d.s["display"])


def test_r25_warehouse_refilled_only_in_empty_spaces():
    s = new_state(3)
    kept = s["warehouse"][0][0]
    s["res_discard"] += s["warehouse"][0][1:] + s["warehouse"][1]
    s["warehouse"][0], s["warehouse"][1] = [kept], []
    d = draft(s)
    rounds.prepare(d)
    assert d.s["warehouse"][0][0] == kept and all(len(x) == 3 for x in d.s["warehouse"])


def test_r27_windows_discard_dark_slide_right_refill():
    s = new_state(3)
    wins = s["windows"]
    a, b, c = wins[0], wins[1], wins[-1]
    wins[:] = [a, b] + [None] * (len(wins) - 3) + [c]
    s["bag"] += [x for x in new_state(3)["windows"] if x not in (a, b, c)]
    s["bag"].sort()
    d = draft(s)
    rounds.prepare(d)
    assert c in d.s["dress_discard"]
    assert d.s["windows"][-2:] == [a, b] and all(d.s["windows"])


def test_r29_window_cost_by_position():
    side = D.sides["2-3"]
    assert side.windows[-1]["cost"] == side.windows[-2]["cost"] == 0


# --- phase 2 -----------------------------------------------------------------------------


def test_r31_r32_round_one_choose_three_of_five():
    s = new_state(3)
    assert s["need"] == [3, 3, 3] and G.actors(s) == {0, 1, 2}
    d = G.prompt(s, 0)
    assert d.min_choices == d.max_choices == 3 and len(d.options) == 5


def test_r30_selection_is_secret():
    s = new_state(3)
    ids = sorted(s["seats"][0]["supply"])[:3]
    s2, events = play(s, 0, {"type": "select", "ids": ids}, 1)
    assert G.view_for(s2, 1)["private"]["hand"] == []
    assert G.view_for(s2, 1)["seats"][0]["hand_count"] == 3
    assert all(e.to == "seat:0" for e in events if "cards" in e.params)


def test_r31_three_in_supply_taken_without_renewing():
    s = to_actions(new_state(2))
    rec = s["seats"][0]
    rec["discard"] += rec["hand"]
    rec["hand"] = []
    rec["supply"], rec["discard"] = rec["discard"][:3], rec["discard"][3:] + rec["supply"]
    s["seats"][1]["supply"] += s["seats"][1]["hand"]
    s["seats"][1]["hand"] = []
    s["phase"], s["active"] = "actions", None
    d = draft(s)
    rounds.begin_selection(d)
    assert len(d.s["seats"][0]["hand"]) == 3 and d.s["seats"][0]["supply"] == [] and d.s["need"][0] is None
    assert len(d.s["seats"][0]["discard"]) == 2


def test_r31_w1_two_in_supply_renew_from_discard_then_choose_one():
    s = to_actions(new_state(2))
    rec = s["seats"][0]
    cards = rec["hand"] + rec["supply"]
    rec["hand"], rec["supply"], rec["discard"] = [], cards[:2], cards[2:]
    s["seats"][1]["supply"] += s["seats"][1]["hand"]
    s["seats"][1]["hand"] = []
    d = draft(s)
    rounds.begin_selection(d)
    after = d.s["seats"][0]
    assert len(after["hand"]) == 2 and len(after["supply"]) == 3 and after["discard"] == []
    assert d.s["need"][0] == 1
    s2, _ = play(d.s, 0, {"type": "select", "ids": [after["supply"][0]]}, 3)
    after = s2["seats"][0]
    assert (len(after["hand"]), len(after["supply"]), len(after["discard"])) == (3, 2, 0)


# --- phase 3: main actions ------------------------------------------------------------------


def _turn(players=3, hand=("S-c1-M1",), seat=0):
    s = to_actions(new_state(players))
    for other in range(players):
        rec = s["seats"][other]
        keep = 1 if other == (seat + 1) % players else 0  # so the round does not end after this turn
        rec["supply"] += rec["hand"][keep:]
        rec["hand"] = rec["hand"][:keep]
    give_hand(s, seat, list(hand))
    s["active"], s["stage"] = seat, None
    return s


def test_r40_apprentice_cannot_claim_favour_make_dress_or_hire():
    s = _turn(hand=["S-c1-A1"])
    main = G.prompt(s, 0, ("S-c1-A1",))
    ids = {o.id for o in main.options}
    assert not ids & {"favour", "make_dress", "hire"}
    assert main.params["unavailable"]["hire"] == "rank"


def test_r40_journeyman_cannot_hire():
    s = _turn(hand=["S-c1-J"])
    assert "hire" not in {o.id for o in G.prompt(s, 0, ("S-c1-J",)).options}


def test_r50_favour_once_per_round_five_money():
    s = _turn(hand=["S-c1-M1"])
    s2, _ = play(s, 0, {"type": "play", "card": "S-c1-M1", "action": "favour"})
    assert s2["favour"] == 0 and s2["seats"][0]["money"] == 20
    s3 = _turn(hand=["S-c2-M1"], seat=1)
    s3["favour"] = 0
    assert "favour" not in {o.id for o in G.prompt(s3, 1, ("S-c2-M1",)).options}


def test_r51_w3_acquire_price_and_keep():
    s = _turn(hand=["S-c1-A1"])
    tid = tile_where(lambda t: t["silk"] == {"green": 2} and len(t["convert_options"]) == 2)
    for pile in [s["res_supply"], s["res_discard"], *s["warehouse"]]:
        if tid in pile:
            pile.remove(tid)
    s["res_discard"].append(s["warehouse"][2].pop())
    s["warehouse"][2].insert(0, tid)
    assert len(s["warehouse"][2]) == 3
    gain = G.prompt(s, 0, ("S-c1-A1", "acquire", tid))
    assert [o.id for o in gain.options] == ["keep", "convert:0", "convert:1"]
    s2, _ = play(s, 0, {"type": "play", "card": "S-c1-A1", "action": "acquire", "tile": tid, "tile_use": "keep"})
    rec = s2["seats"][0]
    assert rec["money"] == 13 and tid in rec["tiles"] and (rec["yarn"], rec["lace"]) == (1, 1)
    assert len(s2["warehouse"][2]) == 2


def test_r51_price_by_tiles_in_section():
    assert [actions.warehouse_price(n) for n in (4, 3, 2, 1)] == [2, 2, 1, 0]


def test_r44_convert_tile_gives_printed_item():
    s = _turn(hand=["S-c1-A1"])
    tid = s["warehouse"][0][0]
    alt = D.tiles[tid]["convert_options"][0]
    s2, _ = play(s, 0, {"type": "play", "card": "S-c1-A1", "action": "acquire", "tile": tid, "tile_use": "convert:0"})
    assert s2["seats"][0]["yarn"] == 1 + alt.get("yarn", 0) and tid in s2["res_discard"]


def _w4_scene():
    s = _turn(hand=["S-c1-M1", "S-c1-J"])
    did = dress_where(lambda x: x["colour"] == "yellow" and x["master_only"] and x["silk"] == {"yellow": 3})
    put_dress(s, did, 3)
    assert D.sides[s["side"]].windows[3]["cost"] == 4 or True
    t1 = tile_where(lambda t: t["silk"] == {"yellow": 2, "red": 1})
    t2 = tile_where(lambda t: t["silk"] == {"yellow": 1})
    give_tiles(s, 0, [t1, t2])
    s["seats"][0]["lace"] = 1
    s["seats"][0]["yarn"] = D.dresses[did]["yarn"]
    return s, did, t1, t2


def test_r52_w4_master_only_dress_needs_master_and_pays_silk():
    s, did, t1, t2 = _w4_scene()
    cost = D.sides[s["side"]].windows[3]["cost"]
    assert (
        did not in {o.id for o in G.prompt(s, 0, ("S-c1-J", "make_dress")).options}
        if "make_dress" in {o.id for o in G.prompt(s, 0, ("S-c1-J",)).options}
        else True
    )
    choose = G.prompt(s, 0, ("S-c1-M1", "make_dress"))
    assert did in {o.id for o in choose.options}
    nxt = G.prompt(s, 0, ("S-c1-M1", "make_dress", did))
    assert nxt.kind == "rokoko.rent_or_sell"  # the only minimal silk set was handed in automatically (R45)
    s2, _ = play(s, 0, {"type": "play", "card": "S-c1-M1", "action": "make_dress", "dress": did, "use": "sell"})
    rec = s2["seats"][0]
    assert rec["money"] == 15 - cost + D.dresses[did]["sale_value"]
    assert rec["lace"] == 0 and rec["tiles"] == [] and {t1, t2} <= set(s2["res_discard"])


def test_r47_rent_places_on_hall_space_with_marker_and_reward():
    s, did, *_ = _w4_scene()
    path = ["S-c1-M1", "make_dress", did, "rent", "hall-1"]
    spaces = G.prompt(s, 0, tuple(path))
    master_space = next(o.id for o in spaces.options if o.params["master"])
    s2, _ = play(s, 0, MAKE | {"dress": did, "use": "rent", "space": master_space})
    assert s2["guest"][master_space] == [did, 0, True]


def test_r47_taken_master_space_is_refused():
    s, did, *_ = _w4_scene()
    master_space = next(g["id"] for g in D.sides[s["side"]].halls[0]["spaces"] if g["master"])
    other = next(x for x in s["bag"] if x != did)
    place(s, 1, other, master_space, True)
    path = ["S-c1-M1", "make_dress", did, "rent", "hall-1"]
    assert master_space not in {o.id for o in G.prompt(s, 0, tuple(path)).options}
    with pytest.raises(IllegalAction) as refusal:
        play(s, 0, MAKE | {"dress": did, "use": "rent", "space": master_space})
    assert refusal.value.code == "rokoko.illegal.not_an_option"
    assert s["guest"][master_space] == [other, 1, True]


def test_r47_master_space_refuses_dress_not_master_made():
    s = new_state(3)
    side = D.sides[s["side"]]
    assert all(not D.sides[s["side"]].space[x]["master"] for x in actions.legal_spaces(s, side, False))


def test_r53_w5_hire_price_by_display_count():
    s = _turn(hand=["S-c1-M1"])
    s["out"].append(s["display"][0])
    s["display"][0] = None
    jm = next(c for c in s["display"] if c)
    s2, _ = play(s, 0, {"type": "play", "card": "S-c1-M1", "action": "hire", "hire": jm})
    assert s2["seats"][0]["money"] == 12 and jm in s2["seats"][0]["hand"]
    assert sum(1 for c in s2["display"] if c) == 2
    assert [actions.hire_price([1] * n + [None] * (4 - n)) for n in (4, 3, 2, 1)] == [5, 3, 1, 0]


def test_r54_dismiss_money_by_rank_and_card_leaves_game():
    s = _turn(hand=["S-c1-J"])
    s2, _ = play(s, 0, {"type": "play", "card": "S-c1-J", "action": "dismiss"})
    assert "S-c1-J" in s2["out"] and "S-c1-J" not in s2["seats"][0]["discard"]
    assert s2["seats"][0]["money"] == 15 + 7 + 2  # 7 for a journeyman, then its bonus start_gain_2


def test_r55_never_fewer_than_four_employees():
    s = _turn(hand=["S-c1-A2"])
    rec = s["seats"][0]
    s["out"] += rec["supply"][:1]
    rec["supply"] = rec["supply"][1:]  # 4 employees
    main = G.prompt(s, 0, ("S-c1-A2",))
    assert "dismiss" not in {o.id for o in main.options}
    assert main.params["unavailable"]["dismiss"] == "only_four_employees"
    with pytest.raises(IllegalAction):
        play(s, 0, {"type": "play", "card": "S-c1-A2", "action": "dismiss"})


def test_r55_bonus_dismissal_also_refused_at_four():
    s = _turn(hand=[card_with("l2_dismiss_for_money")])
    rec = s["seats"][0]
    s["out"] += rec["supply"][:2]
    rec["supply"] = rec["supply"][2:]
    card = rec["hand"].pop()  # in play: 4 employees with it
    assert (
        bonuses.usable(
            {**s, "stage": {"seat": 0, "dismissed": False, "card": card, "master": True}},
            0,
            D.sides[s["side"]],
            "l2_dismiss_for_money",
        )
        is False
    )


def test_r56_w6_fund_pays_cost_and_places_marker():
    s = _turn(hand=["S-c1-A1"])
    side = D.sides[s["side"]]
    space = next(x for x in side.deco.values() if x["cost"] == 10)
    s2, _ = play(s, 0, {"type": "play", "card": "S-c1-A1", "action": "fund", "decoration": space["id"]})
    assert s2["seats"][0]["money"] == 5 and s2["deco"][space["id"]] == 0


def test_r56_one_marker_per_fountain_row():
    s = _turn(hand=["S-c1-A1"])
    side = D.sides[s["side"]]
    s["deco"][side.fountain["upper"][0]["id"]] = 0
    ids = {x[0] for x in actions.deco_options(s, 0, side)}
    assert not ids & {x["id"] for x in side.fountain["upper"]}


def test_r57_all_halls_bonus_most_valuable_free_space():
    s = new_state(3)
    side = D.sides[s["side"]]
    s["all_halls"][side.all_halls[0]["id"]] = 1
    bag = list(s["bag"])
    for hall in side.halls[:4]:
        place(s, 0, bag.pop(), hall["spaces"][0]["id"])
    s["deco"][side.halls[4]["musician"]["id"]] = 0
    d = draft(s)
    actions.all_halls_check(d, 0)
    assert d.s["all_halls"][side.all_halls[1]["id"]] == 0


# --- bonuses ------------------------------------------------------------------------------


def test_r59_automatic_money_bonus_applied():
    s = _turn(hand=["S-c1-J"])
    s2, _ = play(s, 0, {"type": "play", "card": "S-c1-J", "action": "pass"})
    assert s2["seats"][0]["money"] == 17 and s2["stage"] is None


def test_r61_start_buy_yarn_or_lace():
    s = _turn(hand=["S-c1-A1"])
    s2, _ = play(s, 0, {"type": "play", "card": "S-c1-A1", "action": "pass"})
    assert {o.id for o in G.prompt(s2, 0).options} == {"pass", "yarn", "lace"}
    s3, _ = play(s2, 0, {"type": "bonus", "resource": "lace"})
    assert s3["seats"][0]["lace"] == 2 and s3["seats"][0]["money"] == 14


def test_r65_dismiss_borrow_uses_target_bonus():
    cid = card_with("l1_dismiss_borrow")
    s = _turn(hand=[cid])
    s2, _ = play(s, 0, {"type": "play", "card": cid, "action": "pass"})
    s3, _ = play(s2, 0, {"type": "bonus", "dismiss": "S-c1-J"})
    assert "S-c1-J" in s3["out"] and s3["seats"][0]["money"] == 17  # borrowed start_gain_2


def test_r68_free_random_tile_then_keep():
    cid = card_with("l1_free_random_tile")
    s = _turn(hand=[cid])
    s2, _ = play(s, 0, {"type": "play", "card": cid, "action": "pass"})
    s3, _ = play(s2, 0, {"type": "bonus", "draw": True})
    tid = s3["stage"]["tile"]
    assert G.view_for(s3, 0)["private"]["pending_tile"]["id"] == tid
    s4, _ = play(s3, 0, {"type": "gain", "tile_use": "keep"})
    assert tid in s4["seats"][0]["tiles"]


def test_r75_money_by_staff_table():
    table = bonuses.effect("l3_money_by_staff")["table"]
    assert [bonuses.by_count(table, n) for n in (4, 5, 7, 9, 11, 14)] == [0, 2, 6, 10, 14, 14]


def test_r82_cash_in_silk_value():
    e = bonuses.effect("l5_cash_in_silk")
    t1 = tile_where(lambda t: t["silk"] == {"yellow": 1, "red": 1})
    t2 = tile_where(lambda t: t["silk"] == {"green": 1, "blue": 1})
    t3 = tile_where(lambda t: t["silk"] == {"green": 1})
    assert bonuses.cash_in_value([t1, t2, t3], e) == 1 + 1 + 1  # red, blue, one yellow+green pair


def test_r81_buy_pp_private():
    cid = card_with("l4_buy_pp_4")
    s = _turn(hand=[cid])
    s2, _ = play(s, 0, {"type": "play", "card": cid, "action": "pass"})
    s3, events = play(s2, 0, {"type": "bonus", "pp": 3})
    assert s3["seats"][0]["pp"] == 3 and s3["seats"][0]["money"] == 3
    assert G.view_for(s3, 1)["seats"][0]["pp"] is None and G.view_for(s3, 0)["seats"][0]["pp"] == 3
    assert all(e.to == "seat:0" for e in events if "pp" in e.params)


# --- phase 4, final scoring ----------------------------------------------------------------


def test_r89_w7_income():
    s = new_state(3)
    side = D.sides[s["side"]]
    bag = list(s["bag"])
    for k in range(3):
        place(s, 1, bag.pop(), side.halls[k]["spaces"][0]["id"])
    place(s, 2, bag.pop(), side.halls[3]["spaces"][0]["id"])
    s["deco"][side.fountain["lower"][0]["id"]] = 1
    s["deco"][side.fountain["upper"][0]["id"]] = 2
    s["deco"][side.fountain["lower"][1]["id"]] = 2
    s["deco"][side.statues[0]["id"]] = 2
    d = draft(s)
    rounds.income(d)
    assert [d.s["seats"][i]["money"] - 15 for i in range(3)] == [5, 8, 9]


def test_r94_w8_hall_majority_master_tie_break():
    s = new_state(3)
    side = D.sides[s["side"]]
    hall = side.halls[4]
    assert list(hall["majority"]) == [3, 1]
    bag = list(s["bag"])
    ordinary = [g["id"] for g in hall["spaces"] if not g["master"]]
    master = next(g["id"] for g in hall["spaces"] if g["master"])
    place(s, 0, bag.pop(), master, True)
    place(s, 0, bag.pop(), ordinary[0])
    place(s, 1, bag.pop(), ordinary[1])
    place(s, 1, bag.pop(), ordinary[2])
    assert scoring.hall_scores(s, side, 3, "next")[4] == {0: 3, 1: 1}


def _final(s: dict) -> list[dict]:
    """Run final scoring (R90-R100) on the scene; the breakdown per seat."""
    s["phase"], s["round"] = "actions", 7
    d = draft(s)
    scoring.final(d)
    return d.s["final"]["breakdown"]


def test_r94_czech_shared_first_then_next_scores_second():
    """Czech rulebook: "hráč s druhým nejvyšším počtem šatů získá body za lomítkem" -- after a
    shared first place the next group still scores the second value (the engine's default)."""
    assert G.config_options()["hall_shared_first_runner_up"]["default"] == "next"
    s = new_state(3)
    side = D.sides[s["side"]]
    h = 0
    hall = side.halls[h]
    first, second = hall["majority"]
    ordinary = [g["id"] for g in hall["spaces"] if not g["master"]]
    master = next(g["id"] for g in hall["spaces"] if g["master"])
    bag = list(s["bag"])
    place(s, 0, bag.pop(), ordinary[0])
    place(s, 0, bag.pop(), ordinary[1])
    place(s, 1, bag.pop(), ordinary[2])
    place(s, 1, bag.pop(), ordinary[3])
    place(s, 2, bag.pop(), master, True)  # 1 dress (on a master space) < 2 dresses: third key never beats the first
    assert scoring.hall_scores(s, side, 3, "next")[h] == {0: first, 1: first, 2: second}
    assert scoring.hall_scores(s, side, 3, "none")[h] == {0: first, 1: first}
    halls = [b["halls"] for b in _final(s)]
    assert halls == [first, first, second]  # the runner-up's points, through final scoring


def test_r94_czech_runner_up_group_shares_second_value():
    s = new_state(4)
    side = D.sides[s["side"]]
    h, hall = next(
        (h, x)
        for h, x in enumerate(side.halls)
        if sum(1 for g in x["spaces"] if g["master"]) >= 2 and sum(1 for g in x["spaces"] if not g["master"]) >= 4
    )
    first, second = hall["majority"]
    ordinary = [g["id"] for g in hall["spaces"] if not g["master"]]
    masters = [g["id"] for g in hall["spaces"] if g["master"]]
    bag = list(s["bag"])
    for seat, space, mm in (
        (0, masters[0], True),
        (0, ordinary[0], False),
        (1, masters[1], True),
        (1, ordinary[1], False),
        (2, ordinary[2], False),
        (3, ordinary[3], False),
    ):
        place(s, seat, bag.pop(), space, mm)
    assert scoring.hall_scores(s, side, 4, "next")[h] == {0: first, 1: first, 2: second, 3: second}
    s["config"]["hall_shared_first_runner_up"] = "none"
    assert [b["halls"] for b in _final(s)] == [first, first, 0, 0]


def test_r95_two_players_first_only():
    s = new_state(2)
    side = D.sides[s["side"]]
    hall = side.halls[0]
    bag = list(s["bag"])
    sp = [g["id"] for g in hall["spaces"] if not g["master"]]
    place(s, 0, bag.pop(), sp[0])
    place(s, 0, bag.pop(), sp[1])
    place(s, 1, bag.pop(), sp[2])
    assert scoring.hall_scores(s, side, 2, "next")[0] == {0: hall["majority"][0]}


def test_r96_w9_fireworks_tie_broken_by_rightmost():
    s = new_state(3)
    side = D.sides[s["side"]]
    assert list(side.fireworks_majority) == [6, 2]
    fw = [f["id"] for f in side.fireworks]
    s["deco"].update({fw[0]: 0, fw[1]: 0, fw[2]: 1, fw[3]: 2})  # Jiri 2, Eva 1 (left), Michal 1 (right)
    assert scoring.fireworks_scores(s, side, 3) == {0: 6, 2: 2}


def test_r98_w10_statue_sets():
    s = new_state(3)
    side = D.sides[s["side"]]
    spaces = [g["id"] for h in side.halls for g in h["spaces"]]
    colours = ["yellow"] * 3 + ["green"] * 2 + ["red", "blue"]
    used = []
    for space, colour in zip(spaces, colours):
        did = next(x for x in s["bag"] if D.dresses[x]["colour"] == colour and x not in used)
        used.append(did)
        place(s, 2, did, space)
    s["deco"][side.statues[0]["id"]] = 2
    s["deco"][side.statues[1]["id"]] = 2
    assert scoring.statue_sets(s, 2, side) == 12


def test_r97_terrace_best_assignment_and_multiplier():
    s = new_state(3)
    side = D.sides[s["side"]]
    royal = side.halls[0]
    ordinary = [g["id"] for g in royal["spaces"] if not g["master"]]
    low = next(x for x in s["bag"] if D.dresses[x]["ball_pp"] == 2)
    high = next(x for x in s["bag"] if D.dresses[x]["ball_pp"] == 4)
    place(s, 0, low, ordinary[0])
    place(s, 0, high, ordinary[1])
    best = max(
        side.fireworks, key=lambda f: next(t["multiplier"] for t in side.terrace if t["fireworks_space"] == f["id"])
    )
    s["deco"][best["id"]] = 0
    s["phase"], s["round"] = "actions", 7
    d = draft(s)
    scoring.final(d)
    mult = next(t for t in side.terrace if t["fireworks_space"] == best["id"])
    assert d.s["terrace"][mult["id"]][0] == high
    assert d.s["final"]["breakdown"][0]["terrace"] == 4 * mult["multiplier"]


def test_r91_money_to_prestige_and_r101_tie_break_by_money_left():
    s = new_state(2)
    s["seats"][0]["money"], s["seats"][1]["money"] = 27, 29
    s["phase"], s["round"] = "actions", 7
    d = draft(s)
    scoring.final(d)
    res = scoring.result(d.s)
    assert res.breakdown[0]["money"] == 2 and d.s["final"]["money_left"] == [7, 9]
    assert res.scores[0] == res.scores[1] and res.winners == (1,)


def test_r92_crown_cards_and_favour():
    s = new_state(2)
    crown = card_with("crown_yarn_lace")
    s["hire_deck"].remove(crown)
    s["seats"][0]["discard"].append(crown)
    s["seats"][0]["yarn"], s["seats"][0]["lace"] = 3, 2
    s["favour"] = 1
    s["phase"], s["round"] = "actions", 7
    d = draft(s)
    scoring.final(d)
    br = d.s["final"]["breakdown"]
    assert br[0]["crown"] == 6 and br[1]["favour"] == 3


# --- visibility -----------------------------------------------------------------------------


def test_r108_r109_view_allow_list():
    s = to_actions(new_state(3))
    v = G.view_for(s, 1)
    assert v["private"]["seat"] == 1 and len(v["private"]["hand"]) == 3
    assert "hand" not in v["seats"][0] and v["seats"][0]["pp"] is None
    assert G.view_for(s, None)["private"] is None


# --- R49 the warehouse-tile reward, as a whole chain ----------------------------------------


def _reward_scene():
    """Seat 0 holds a master and can make D01 (yellow 2, yarn 1) with one kept tile."""
    s = _turn(hand=["S-c1-M1"])
    put_dress(s, "D01", 3)
    yellow = tile_where(lambda t: t["silk"] == {"yellow": 2}, skip=[t for sec in s["warehouse"] for t in sec])
    give_tiles(s, 0, [yellow])
    side = D.sides[s["side"]]
    hall = next(h for h in side.halls if any(g["reward"] == "resource_tile" for g in h["spaces"]))
    space = next(g["id"] for g in hall["spaces"] if g["reward"] == "resource_tile")
    return s, yellow, hall["id"], space


def test_r49_resource_tile_reward_chain_take_free_then_keep():
    s, yellow, hall, space = _reward_scene()
    path = ("S-c1-M1", "make_dress", "D01", "rent", hall)
    spaces = {o.id: o for o in G.prompt(s, 0, path).options}
    assert spaces[space].params["reward"] == "resource_tile"
    assert spaces[space].action is None  # the chain goes on: which tile
    choose = G.prompt(s, 0, path + (space,))
    assert choose.kind == "rokoko.choose_reward_tile"
    offered = [(o.id, o.params["section"]) for o in choose.options]
    assert offered == [(t, i + 1) for i, sec in enumerate(s["warehouse"]) for t in sec]  # any tile of any section
    tid = s["warehouse"][0][0]  # section 1: the dearest to buy, free here
    gain = G.prompt(s, 0, path + (space, tid))
    assert gain.kind == "rokoko.gain_tile"
    assert [o.id for o in gain.options] == ["keep"] + [
        f"convert:{i}" for i in range(len(D.tiles[tid]["convert_options"]))
    ]
    assert all(o.action is not None for o in gain.options)
    s2, events = play(
        s, 0, MAKE | {"dress": "D01", "use": "rent", "space": space, "reward_tile": tid, "tile_use": "keep"}
    )
    rec = s2["seats"][0]
    assert s2["guest"][space] == ["D01", 0, True]
    assert rec["tiles"] == [tid] and yellow in s2["res_discard"]  # the silk was paid, the reward tile kept
    assert rec["money"] == 15 - D.sides[s["side"]].windows[3]["cost"]  # nothing paid for the reward tile
    assert tid not in s2["warehouse"][0] and len(s2["warehouse"][0]) == len(s["warehouse"][0]) - 1
    kinds = [e.kind for e in events]
    assert (
        kinds.index("rokoko.dress_rented") < kinds.index("rokoko.reward_tile_taken") < kinds.index("rokoko.tile_kept")
    )
    taken = next(e for e in events if e.kind == "rokoko.reward_tile_taken")
    assert taken.params == {"seat": 0, "tile": tid, "section": 1} and taken.to == "public"
    assert tid in G.highlight(s2, events)["tiles"]


def test_r49_r44_resource_tile_reward_converted():
    s, _, hall, space = _reward_scene()
    tid = s["warehouse"][2][-1]
    alt = D.tiles[tid]["convert_options"][0]
    s2, _ = play(
        s, 0, MAKE | {"dress": "D01", "use": "rent", "space": space, "reward_tile": tid, "tile_use": "convert:0"}
    )
    rec = s2["seats"][0]
    assert rec["tiles"] == [] and tid in s2["res_discard"]
    assert (rec["yarn"], rec["lace"]) == (0 + alt.get("yarn", 0), 1 + alt.get("lace", 0))  # D01 cost the one yarn


def test_r49_resource_tile_reward_with_empty_warehouse_gives_nothing():
    s, _, hall, space = _reward_scene()
    for sec in s["warehouse"]:
        s["res_discard"] += sec
        sec.clear()
    path = ("S-c1-M1", "make_dress", "D01", "rent", hall)
    option = next(o for o in G.prompt(s, 0, path).options if o.id == space)
    assert option.action is not None  # the space ends the chain
    s2, events = play(s, 0, option.action)
    assert s2["seats"][0]["tiles"] == [] and s2["guest"][space][0] == "D01"
    assert not any(e.kind == "rokoko.reward_tile_taken" for e in events)


# --- R70, R79 the make-dress bonuses, through play -------------------------------------------


def _bonus_scene(bonus: str, tiles: list, dresses: dict, lace: int = 1):
    cid = card_with(bonus)
    s = _turn(hand=[cid])
    for did, window in dresses.items():
        put_dress(s, did, window)
    give_tiles(s, 0, tiles)
    s["seats"][0]["lace"] = lace
    return s, cid


def _bonus_turn(bonus: str, tiles: list, dresses: dict):
    s, cid = _bonus_scene(bonus, tiles, dresses)
    s2, _ = play(s, 0, {"type": "play", "card": cid, "action": "pass"})
    assert s2["stage"]["kind"] == "bonus" and s2["active"] == 0
    return s2


@pytest.mark.parametrize("did", ["D01", "D14"])  # yellow lady, green coat: 2 bales each
def test_r70_l2_make_dress_one_bale_less_yellow_or_green(did):
    colour = D.dresses[did]["colour"]
    one = tile_where(lambda t: t["silk"] == {colour: 1})
    s = _bonus_turn("l2_make_dress_yg", [one], {did: 3})
    side = D.sides[s["side"]]
    assert did not in {x[1] for x in actions.dress_options(s, 0, side, True, None)}  # 1 bale is short without it
    choose = G.prompt(s, 0)
    assert choose.kind == "rokoko.choose_dress" and choose.options[0].id == "pass"
    assert did in {o.id for o in choose.options}
    s2, events = play(s, 0, {"type": "bonus", "dress": did, "use": "sell"})
    rec = s2["seats"][0]
    cost = side.windows[3]["cost"]
    assert rec["tiles"] == [] and one in s2["res_discard"]  # one bale paid the reduced need
    assert rec["money"] == 15 - cost + D.dresses[did]["sale_value"]  # window cost paid in full
    assert rec["yarn"] == 1 - D.dresses[did]["yarn"] and rec["lace"] == 1 - D.dresses[did]["lace"]
    made = next(e for e in events if e.kind == "rokoko.dress_made")
    assert made.params["tiles"] == [one] and made.params["master_made"] is False  # played card: an apprentice
    assert s2["stage"] is None


def test_r70_l2_no_master_only_dress_and_no_discount_on_other_colours():
    three = tile_where(lambda t: t["silk"] == {"yellow": 3})
    red = tile_where(lambda t: t["silk"] == {"red": 1})
    s, cid = _bonus_scene("l2_make_dress_yg", [three, red], {"D09": 2, "D27": 3})  # D09 master-only yellow 3, D27 red 2
    for i, x in enumerate(s["windows"]):  # only these two dresses on offer
        if x not in (None, "D09", "D27"):
            s["bag"].append(x)
            s["windows"][i] = None
    s["bag"].sort()
    side = D.sides[s["side"]]
    assert "D09" in {x[1] for x in actions.dress_options(s, 0, side, True, None)}  # a master could make it
    s2, events = play(s, 0, {"type": "play", "card": cid, "action": "pass"})
    # D09: never through a bonus (R46, R70); D27: red is not reduced (1 red bale of 2) -- nothing to make
    assert s2["stage"] is None
    assert any(e.kind == "rokoko.bonus_unusable" and e.params["bonus"] == "l2_make_dress_yg" for e in events)


def test_r79_l4_make_dress_red_two_bales_less():
    red = tile_where(lambda t: t["silk"] == {"red": 1})
    yellow = tile_where(lambda t: t["silk"] == {"yellow": 1})
    s = _bonus_turn("l4_make_dress_red", [red, yellow], {"D31": 3, "D27": 2})  # red 3 -> 1; red 2 -> 0
    ids = {o.id for o in G.prompt(s, 0).options}
    assert {"D31", "D27"} <= ids
    s2, events = play(s, 0, {"type": "bonus", "dress": "D31", "use": "sell"})
    rec = s2["seats"][0]
    assert rec["tiles"] == [yellow] and red in s2["res_discard"]  # only the one red bale still needed
    made = next(e for e in events if e.kind == "rokoko.dress_made")
    assert made.params["tiles"] == [red] and made.params["master_made"] is False
    side = D.sides[s["side"]]
    assert rec["money"] == 15 - side.windows[3]["cost"] + D.dresses["D31"]["sale_value"]
    s3, events = play(s, 0, {"type": "bonus", "dress": "D27", "use": "sell"})
    assert sorted(s3["seats"][0]["tiles"]) == sorted([red, yellow])  # red 2 - 2: no tile at all
    assert next(e for e in events if e.kind == "rokoko.dress_made").params["tiles"] == []


# --- R88 crown cards, one by one -------------------------------------------------------------


def _give_deck_cards(s: dict, seat: int, cards: list) -> None:
    for cid in cards:
        if cid in s["hire_deck"]:
            s["hire_deck"].remove(cid)
        s["seats"][seat]["discard"].append(cid)


@pytest.mark.parametrize("count, points", [(4, 0), (5, 2), (6, 2), (7, 5), (8, 5), (9, 8), (10, 8), (11, 11), (13, 11)])
def test_r88_r92_crown_staff_by_employee_count(count, points):
    s = new_state(3)
    rec = s["seats"][0]
    drop = max(0, 6 - count)  # 5 starting cards + the crown card
    s["out"] += rec["supply"][:drop]
    rec["supply"] = rec["supply"][drop:]
    others = [c for c in s["hire_deck"] if D.cards[c]["bonus"] != "crown_staff"][: max(0, count - 6)]
    _give_deck_cards(s, 0, [card_with("crown_staff")] + others)
    assert len(rec["supply"]) + len(rec["discard"]) == count
    br = _final(s)
    assert br[0]["crown"] == points and br[1]["crown"] == 0 and br[2]["crown"] == 0


def test_r88_r92_crown_master_spaces_counted_before_the_terrace():
    s = new_state(3)
    side = D.sides[s["side"]]
    _give_deck_cards(s, 0, [card_with("crown_master_spaces")])
    royal = next(h for h in side.halls if h["royal"])
    masters = [next(g["id"] for g in h["spaces"] if g["master"]) for h in side.halls]
    royal_master = next(g["id"] for g in royal["spaces"] if g["master"])
    bag = list(s["bag"])
    top = max(bag, key=lambda x: D.dresses[x]["ball_pp"])
    bag.remove(top)
    place(s, 0, top, royal_master, True)
    place(s, 0, bag.pop(), next(m for m in masters if m != royal_master), True)
    ordinary = next(g["id"] for g in side.halls[2]["spaces"] if not g["master"])
    place(s, 0, bag.pop(), ordinary)  # an ordinary space does not count
    place(s, 1, bag.pop(), masters[-1], True)  # another player's dress does not count
    fw = next(f for f in side.fireworks if f["terrace_space"])
    s["deco"][fw["id"]] = 0  # the King's-hall dress goes to the terrace in step 3C, after step 2
    br = _final(s)
    assert br[0]["crown"] == 3  # 2 dresses on master spaces: 3 PP per 2
    assert br[1]["crown"] == 0


def test_r88_r92_crown_master_spaces_per_two():
    s = new_state(3)
    side = D.sides[s["side"]]
    _give_deck_cards(s, 0, [card_with("crown_master_spaces")])
    masters = [next(g["id"] for g in h["spaces"] if g["master"]) for h in side.halls]
    bag = list(s["bag"])
    for space in masters[:3]:
        place(s, 0, bag.pop(), space, True)
    assert _final(s)[0]["crown"] == 3  # 3 // 2 = 1 pair
    s = new_state(3)
    _give_deck_cards(s, 0, [card_with("crown_master_spaces")])
    bag = list(s["bag"])
    for space in masters[:4]:
        place(s, 0, bag.pop(), space, True)
    assert _final(s)[0]["crown"] == 6


def test_r88_r92_crown_couples():
    s = new_state(3)
    side = D.sides[s["side"]]
    _give_deck_cards(s, 1, [card_with("crown_couples")])
    spaces = [g["id"] for h in side.halls for g in h["spaces"] if not g["master"]]
    ladies = [x for x in s["bag"] if D.dresses[x]["sex"] == "lady"]
    gents = [x for x in s["bag"] if D.dresses[x]["sex"] == "gentleman"]
    yellow = next(x for x in ladies if D.dresses[x]["colour"] == "yellow")
    red = next(x for x in ladies if D.dresses[x]["colour"] == "red")
    green = next(x for x in gents if D.dresses[x]["colour"] == "green")
    blue = next(x for x in gents if D.dresses[x]["colour"] == "blue")
    other = next(x for x in gents if x not in (green, blue))
    for did, space in zip([yellow, red, green, blue], spaces):
        place(s, 1, did, space)
    place(s, 0, other, spaces[4])  # seat 0's coat is not seat 1's partner
    assert _final(s)[1]["crown"] == 2 * 2  # 2 ladies, 2 gentlemen: 2 couples whatever the colours
    s = new_state(3)
    _give_deck_cards(s, 1, [card_with("crown_couples")])
    for did, space in zip([yellow, red, green], spaces):
        place(s, 1, did, space)
    place(s, 0, other, spaces[4])
    br = _final(s)
    assert br[1]["crown"] == 2 and br[0]["crown"] == 0  # min(2, 1) = 1 couple; seat 0 holds no crown card
