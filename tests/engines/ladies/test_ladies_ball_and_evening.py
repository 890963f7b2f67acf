"""The afternoon trades (E5, T5), the evening (E6, E8, T7, T8) and the ball (E7, T10-T13)."""

import re
from pathlib import Path

import i18n
from engines.ladies import ball, bills, data
from tests.engines.ladies.ladies_helpers import RULES, G, act, new, refused, servant_named

CFG = {"designer_limit_scope": "clothing_accessories", "mary_counts": "wardrobe", "dress_check": "after_designers"}


def test_e7_melanies_ball_r102_r111():
    wardrobe = ["C13", "C16", "A22", "A11", "A07", "J05", "J01"]
    bessie = servant_named("Bessie")
    out = {x: ball.best_for(wardrobe, [bessie], CFG, x, contract_points=1) for x in RULES.designers}
    assert out["JpG"]["total"] == 16 and out["MC"]["total"] == 11 and out["LL"]["total"] == 6
    assert out["JpG"]["wardrobe"] == 12 and out["JpG"]["servants"] == 3
    assert ["A07", "designer"] in out["JpG"]["discarded"] and ["J01", "duplicate"] in out["JpG"]["discarded"]
    assert ball.auto_choice(out) == "JpG"  # R112 auto


def test_t10_r105_no_dress_loses_the_best_servant():
    jpg = [c for c, v in sorted(RULES.cards.items()) if v["designers"] == ("JpG",) and v["kind"] != "dress"]
    kinds, four = set(), []
    for c in jpg:
        if RULES.cards[c]["kind"] not in kinds and RULES.cards[c]["kind"] != "hat":
            kinds.add(RULES.cards[c]["kind"])
            four.append(c)
    four = four[:4]
    hat = next(c for c, v in sorted(RULES.cards.items()) if v["kind"] == "hat" and "JpG" not in v["designers"])
    out = ball.best_for(four + [hat], [servant_named("Abigale"), servant_named("Nelly")], CFG, None)
    assert out["lost_servant"] == servant_named("Abigale")
    assert out["servants"] == RULES.cards[hat]["elegance"]  # Nelly doubles the hat


def test_t12_r102_designer_check_before_duplicates():
    jpg_hat = next(c for c, v in sorted(RULES.cards.items()) if v["kind"] == "hat" and "JpG" in v["designers"])
    neutral_hat = next(c for c, v in sorted(RULES.cards.items()) if v["kind"] == "hat" and not v["designers"])
    ll = next(c for c, v in sorted(RULES.cards.items()) if v["designers"] == ("LL",) and v["kind"] == "dress")
    mc = next(c for c, v in sorted(RULES.cards.items()) if v["designers"] == ("MC",) and v["kind"] == "shoes")
    out = ball.best_for([jpg_hat, neutral_hat, ll, mc], [], CFG, "JpG")
    assert neutral_hat in out["kept"] and jpg_hat not in out["kept"]


def test_t11_r102_dress_check_config():
    dress = next(c for c, v in sorted(RULES.cards.items()) if v["kind"] == "dress" and v["designers"] == ("JpG",))
    ll = next(c for c, v in sorted(RULES.cards.items()) if v["designers"] == ("LL",) and v["kind"] == "coat")
    mc = next(c for c, v in sorted(RULES.cards.items()) if v["designers"] == ("MC",) and v["kind"] == "shoes")
    servants = [servant_named("Agnes")]
    after = ball.best_for([dress, ll, mc], servants, CFG, "JpG")
    initial = ball.best_for([dress, ll, mc], servants, {**CFG, "dress_check": "initial_only"}, "JpG")
    assert after["lost_servant"] == servants[0] and initial["lost_servant"] is None


def ready_for_bills(players=6, **config):
    s = new(players, **config)
    return dict(
        s,
        phase="evening",
        estage="bills",
        lstage="done",
        gstage="done",
        turn_order=list(range(players // 2)),
        visit=[0 if r != "gentleman" else None for r in s["roles"]],
    )


def plan(s, g, choices):
    s = dict(s, plan=[None] * s["players"], plan_done=[True] * s["players"])
    s["plan"][g] = bills.new_plan(s, g)
    s["plan_done"][g] = False
    for item, choice in choices:
        s = act(s, g, {"type": "plan", "item": item, "choice": choice})
    return s


def test_e6_bens_evening_r64_r66():
    s = ready_for_bills()
    ben, melanie = s["gent_of"][0], s["lady_of"][0]
    cards = [next(c for c, v in sorted(RULES.cards.items()) if v["price"] == p) for p in (600, 800, 1100)]
    s["purchases"] = [list(p) for p in s["purchases"]]
    s["purchases"][melanie] = cards
    s["money"] = list(s["money"])
    s["money"][ben] = 900
    s["decks"] = {k: [c for c in v if c not in cards] for k, v in s["decks"].items()}
    mid = plan(s, ben, [("bill:0", "pay")])
    refused(mid, ben, {"type": "plan", "item": "bill:1", "choice": "pay"}, "not_enough_money")
    done = act(
        plan(s, ben, [("bill:0", "pay"), ("bill:1", "defer"), ("bill:2", "refuse")]), ben, {"type": "plan_confirm"}
    )
    assert done["money"][ben] == 200
    assert cards[0] in done["wardrobe"][melanie] and done["deferred"][melanie] == [cards[1]]
    assert cards[2] in done["decks"][RULES.cards[cards[2]]["category"]] or cards[2] in done["returns"]
    assert G.view_for(done, melanie)["seats"][ben]["money"] is None  # R137


def test_t7_r66_no_deferral_on_the_sixth_evening():
    s = ready_for_bills()
    ben, melanie = s["gent_of"][0], s["lady_of"][0]
    card = next(c for c, v in sorted(RULES.cards.items()) if v["price"] == 800)
    s["purchases"] = [list(p) for p in s["purchases"]]
    s["purchases"][melanie] = [card]
    s["decks"] = {k: [c for c in v if c != card] for k, v in s["decks"].items()}
    s = dict(s, day=6, money=[1000 if m is not None else None for m in s["money"]])
    s2 = plan(s, ben, [])
    assert bills.choices(s2, ben, s2["plan"][ben], "bill:0") == ["pay", "refuse"]


def test_t8_r67_unvisited_favourite_window_at_half_price():
    assert [data.half_up(p) for p in (500, 1100, 200)] == [300, 600, 100]
    s = ready_for_bills()
    g = s["gent_of"][1]
    panel = s["panel_of"][1]
    window = next(c for c, v in sorted(RULES.cards.items()) if v["price"] == 500)
    s["decks"] = {k: [c for c in v if c != window] for k, v in s["decks"].items()}
    s["window"] = list(s["window"])
    s["window"][panel] = window
    s["visit"] = [None if v is None else (panel + 1) % 3 for v in s["visit"]]
    s = plan(s, g, [("window", "buy")])
    assert bills.cost(s, g, s["plan"][g]) == 300


def test_e8_r121_courtesan_quota():
    s = ready_for_bills(5)
    ben, melanie, alexandra = s["gent_of"][0], s["lady_of"][0], s["courtesan"]
    mine, hers = [next(c for c, v in sorted(RULES.cards.items()) if v["price"] == p) for p in (300, 400)]
    s["decks"] = {k: [c for c in v if c not in (mine, hers)] for k, v in s["decks"].items()}
    s["purchases"] = [list(p) for p in s["purchases"]]
    s["purchases"][melanie] = [mine]
    s["court_given"] = [[hers, ben]]
    refusing = plan(s, ben, [("bill:0", "refuse")])
    # paying her card is no answer once his lady's bill is refused: the only one is given for him
    assert refusing["plan"][ben]["court"] == ["return"]
    refused(refusing, ben, {"type": "plan", "item": "court:0", "choice": "pay"}, "plan_item")
    done = act(plan(s, ben, [("bill:0", "pay"), ("court:0", "pay")]), ben, {"type": "plan_confirm"})
    assert hers in done["wardrobe"][alexandra] and done["court_paid"] == [[hers, ben]]


def test_e5_bens_afternoon_r54_r56():
    k01, m1 = RULES.contracts["K01"], RULES.market["M1"]
    assert k01["payout"] + k01["premium"] + m1["coal"] == 900  # the rulebook's total
    s = new(6)
    ben = s["gent_of"][0]
    s = dict(
        s,
        phase="afternoon",
        gstage="trade",
        lstage="done",
        turn_order=[0, 1, 2],
        trade_turn=0,
        market="M1",
        display=[{"id": "K01", "sup": 0, "by": [], "first": None, "reward": None}] + s["display"][1:],
        contracts_deck=[c for c in s["contracts_deck"] if c != "K01"]
        + [c["id"] for c in s["display"][:1] if c["id"] != "K01"],
    )
    s["contracts_deck"] = [c for c in s["contracts_deck"] if c not in [d["id"] for d in s["display"]]]
    s["goods"] = [dict(g) if g is not None else None for g in s["goods"]]
    s["goods"][ben] = {"wheat": 1, "gold": 1, "coal": 1, "tea": 1}
    s["supply"] = dict(
        s["supply"],
        wheat=s["supply"]["wheat"] - 1,
        gold=s["supply"]["gold"] - 1,
        coal=s["supply"]["coal"] - 1,
        tea=s["supply"]["tea"] - 1,
    )
    before = s["money"][ben]
    s = act(s, ben, {"type": "fulfil", "place": 0, "gold_for": ["cotton"], "reward": "premium"})
    refused(s, ben, {"type": "fulfil", "place": 0, "gold_for": []}, "already_fulfilled")
    s = act(s, ben, {"type": "sell", "kind": "coal"})
    assert s["money"][ben] - before == 900 and s["goods"][ben] == {"tea": 1}


def test_every_text_the_engine_names_exists_in_both_languages():
    source = "".join(p.read_text() for p in Path(ball.__file__).parent.glob("*.py"))
    codes = set(re.findall(r'illegal\("([a-z_]+)"', source))
    events = set(re.findall(r'(?:event|private|team_event)\((?:\w+, )?"([a-z_]+)"', source))
    labels = set(re.findall(r'P \+ "((?:prompt|option)\.[a-z_]+)"', source))
    for language in i18n.LANGUAGES:
        for code in codes:
            assert i18n.has(f"ladies.illegal.{code}", language), code
        for kind in events:
            assert i18n.has(f"events.ladies.{kind}", language), kind
        for label in labels:
            if not label.endswith("_"):
                assert i18n.has(f"ladies.{label}", language), label
    assert set(k for k in i18n.catalogue("en") if "ladies" in k) == set(
        k for k in i18n.catalogue("cs") if "ladies" in k
    )


def test_r69_the_last_answer_settles_the_plan_and_start_over_stands_beside_it():
    s = ready_for_bills(4)
    ben, melanie = s["gent_of"][0], s["lady_of"][0]
    cards = sorted(c for c, v in RULES.cards.items() if v["price"] == 300)[:2]
    s["decks"] = {k: [c for c in v if c not in cards] for k, v in s["decks"].items()}
    s["purchases"] = [list(p) for p in s["purchases"]]
    s["purchases"][melanie] = cards
    s = plan(s, ben, [("bill:0", "pay")])
    last = G.prompt(s, ben)
    assert [o.action.get("settle") for o in last.options[:-1]] == [True] * (len(last.options) - 1)
    assert last.options[-1].action == {"type": "plan_reset"}
    refused(s, ben, {**last.options[0].action, "settle": "yes"}, "plan_choice")
    money = s["money"][ben]
    done = act(s, ben, last.options[0].action)
    assert done["plan_done"][ben] and done["money"][ben] < money and cards[0] in done["wardrobe"][melanie]
