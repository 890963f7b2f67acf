"""Rules the Czech rulebook decides (issue 9, parts 3a-3f): each test cites the sentence."""
from engines.core.contract import Context
from engines.ladies import ball, bills
from ladies_helpers import G, RULES, act, new, refused


def _evening_bills(day: int, money: int):
    """A 4-player state on the evening of `day`: the lady of team 0 brings one 800 bill."""
    s = new(4)
    s = dict(s, phase="evening", estage="bills", lstage="done", gstage="done", turn_order=[0, 1], day=day,
             visit=[0 if r != "gentleman" else None for r in s["roles"]])
    ben, melanie = s["gent_of"][0], s["lady_of"][0]
    card = next(c for c, v in sorted(RULES.cards.items()) if v["price"] == 800)
    s["decks"] = {k: [c for c in v if c != card] for k, v in s["decks"].items()}
    s["purchases"] = [[card] if x == melanie else [] for x in range(s["players"])]
    s["money"] = [money if m is not None else None for m in s["money"]]
    s["plan"] = [bills.new_plan(s, g) if g == ben else None for g in range(s["players"])]
    s["plan_done"] = [g != ben for g in range(s["players"])]
    return s, ben


def test_R66_no_deferral_on_the_sixth_evening_is_the_reason_given():
    """"Zaplatit …a vrátit kartu lícem dolů dámě … V dalším kole dostane kartu k zaplacení znovu" and "Na konci šestého dne se odehraje ples":
    on the sixth evening there is no next round, so a rich gentleman is told that, not that he is poor."""
    s, ben = _evening_bills(6, 5000)
    refused(s, ben, {"type": "plan", "item": "bill:0", "choice": "defer"}, "no_deferral_last_evening")
    poor, ben = _evening_bills(6, 0)
    refused(poor, ben, {"type": "plan", "item": "bill:0", "choice": "defer"}, "no_deferral_last_evening")
    fifth, ben = _evening_bills(5, 5000)
    assert act(fifth, ben, {"type": "plan", "item": "bill:0", "choice": "defer"})["plan"][ben]["bills"] == ["defer"]


def test_R103_dropping_a_designer_discards_her_jewels_too(monkeypatch):
    """"Dáma smí mít v garderóbě oděvy a doplňky pouze nejvýše od dvou návrhářů ze tří. Pokud nemá, musí
    odhodit všechny karty garderóby od jednoho návrháře": all her cards of that designer go, a jewel naming
    the designer included (no jewel of today's data names one, so the test makes one)."""
    monkeypatch.setitem(RULES.cards, "J99", {"category": "jewel", "kind": "tiara", "designers": ("JpG",),
                                             "price": 500, "elegance": 3})
    def first(category, designer):
        return next(c for c, v in sorted(RULES.cards.items())
                    if v["category"] == category and v["designers"] == (designer,))
    s = new(4, designer_limit_scope="clothing_accessories")
    lady = s["lady_of"][0]
    wardrobe = [first("clothing", "JpG"), first("accessory", "LL"), first("clothing", "MC"), "J99"]
    s["wardrobe"] = [wardrobe if x == lady else [] for x in range(s["players"])]
    options = ball.options_for(s, lady)
    assert set(options) == set(RULES.designers)  # three designers among clothes and accessories
    dropped = options["JpG"]
    assert ["J99", "designer"] in dropped["discarded"] and "J99" not in dropped["kept"]
    assert "J99" in options["LL"]["kept"]


def _courtesan_wins(win_mode: str, favourite_team: int):
    """5 players: the courtesan (12) outshines both ladies (team 0: 10, team 1: 8) and wins with the
    gentleman of `favourite_team`, who paid for her card."""
    s = new(5, courtesan_win_mode=win_mode, courtesan_gift_measure="price")
    c = s["courtesan"]
    favourite = s["gent_of"][favourite_team]
    s["court_paid"] = [[next(iter(sorted(RULES.cards))), favourite]]
    totals = {s["lady_of"][0]: 10, s["lady_of"][1]: 8, c: 12}
    details = {x: {"total": t, "servant_points": {}, "kept": [], "wardrobe": t, "servants": 0, "contracts": 0,
                   "gossip": 0} for x, t in totals.items()}
    placings = {int(k): v for k, v in ball.rank(s, details, None)["placings"].items()}
    return s, placings


def test_R127_pair_and_best_team_when_her_gentleman_belongs_to_the_best_team():
    """"Stejně jako ve standardní hře i zde vyhrává ze zbývajících týmů ten, jehož dáma je na plese
    nejelegantnější": with her favourite from the best team, the best of the remaining teams (team 1)
    wins with the pair, and his lady (who does not share the win) is placed after them, once."""
    s, placings = _courtesan_wins("pair_and_best_team", favourite_team=0)
    winners = {s["courtesan"], s["gent_of"][0], s["lady_of"][1], s["gent_of"][1]}
    assert {x for x, p in placings.items() if p == 1} == winners
    assert placings[s["lady_of"][0]] == 5 and len(placings) == 5


def test_R127_pair_and_best_team_when_her_gentleman_is_from_another_team():
    s, placings = _courtesan_wins("pair_and_best_team", favourite_team=1)
    assert {x for x, p in placings.items() if p == 1} == {s["courtesan"], s["gent_of"][1], s["lady_of"][0],
                                                          s["gent_of"][0]}
    assert placings[s["lady_of"][1]] == 5


def test_R127_pair_only_places_every_team_below_the_pair():
    s, placings = _courtesan_wins("pair_only", favourite_team=0)
    assert {x for x, p in placings.items() if p == 1} == {s["courtesan"], s["gent_of"][0]}
    assert placings[s["lady_of"][0]] == 3 and placings[s["lady_of"][1]] == placings[s["gent_of"][1]] == 4


def _first_lady_move(s, now):
    lady = s["lady_of"][0]
    return act(s, lady, {"type": "craftsman", "card": sorted(s["craft_hand"][lady])[0]}, now=now)


def test_R80_the_day_1_ready_timer_starts_with_the_first_input():
    """Spec R80: the exchange opens when every gentleman is ready or `live_ready_seconds` after the
    announcement; on day 1 too, so one absent gentleman cannot stall the first morning."""
    s = new(4, exchange_mode="live")
    assert G.deadlines(s) == []  # setup knows no time
    s = _first_lady_move(s, now=1000.0)
    assert [(x.id, x.due) for x in G.deadlines(s)] == [("exchange_open", 1060.0)]
    present = s["gent_of"][0]
    s = act(s, present, {"type": "ready"}, now=1010.0)
    assert [(x.id, x.due) for x in G.deadlines(s)] == [("exchange_open", 1060.0)]  # not restarted
    opened = G.apply(s, None, {"type": "timeout", "deadline": "exchange_open"}, Context(3, None, 1060.0)).state
    assert opened["ex"]["open"] and opened["ex"]["opened"] == 1060.0


def test_R89_the_day_1_tick_deadline_starts_with_the_first_input():
    """Spec R89: a gentleman who has not submitted when the tick's deadline passes looks at nothing."""
    s = new(4, exchange_mode="async")
    assert G.deadlines(s) == []
    s = _first_lady_move(s, now=500.0)
    assert [(x.id, x.due) for x in G.deadlines(s)] == [("tick", 500.0 + 12 * 3600)]
