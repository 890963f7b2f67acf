"""Rules the Czech rulebook decides (issue 9, parts 3a-3f): each test cites the sentence."""

from engines.core import runner
from engines.core.contract import Context
from engines.ladies import ball, bills
from tests.engines.ladies.ladies_helpers import RULES, G, act, new, play_until, refused


def _evening_bills(day: int, money: int):
    """A 4-player state on the evening of `day`: the lady of team 0 brings one 800 bill."""
    s = new(4)
    s = dict(
        s,
        phase="evening",
        estage="bills",
        lstage="done",
        gstage="done",
        turn_order=[0, 1],
        day=day,
        visit=[0 if r != "gentleman" else None for r in s["roles"]],
    )
    ben, melanie = s["gent_of"][0], s["lady_of"][0]
    card = next(c for c, v in sorted(RULES.cards.items()) if v["price"] == 800)
    s["decks"] = {k: [c for c in v if c != card] for k, v in s["decks"].items()}
    s["purchases"] = [[card] if x == melanie else [] for x in range(s["players"])]
    s["money"] = [money if m is not None else None for m in s["money"]]
    s["plan"] = [bills.new_plan(s, g) if g == ben else None for g in range(s["players"])]
    s["plan_done"] = [g != ben for g in range(s["players"])]
    return s, ben


def test_R66_no_deferral_on_the_sixth_evening_is_the_reason_given():
    """ "Zaplatit …a vrátit kartu lícem dolů dámě … V dalším kole dostane kartu k zaplacení znovu" and
    "Na konci šestého dne se odehraje ples":
    on the sixth evening there is no next round, so a rich gentleman is told that, not that he is poor."""
    s, ben = _evening_bills(6, 5000)
    refused(s, ben, {"type": "plan", "item": "bill:0", "choice": "defer"}, "no_deferral_last_evening")
    poor, ben = _evening_bills(6, 0)
    refused(poor, ben, {"type": "plan", "item": "bill:0", "choice": "defer"}, "no_deferral_last_evening")
    fifth, ben = _evening_bills(5, 5000)
    assert act(fifth, ben, {"type": "plan", "item": "bill:0", "choice": "defer"})["plan"][ben]["bills"] == ["defer"]


def test_R103_dropping_a_designer_discards_her_jewels_too(monkeypatch):
    """ "Dáma smí mít v garderóbě oděvy a doplňky pouze nejvýše od dvou návrhářů ze tří. Pokud nemá, musí
    odhodit všechny karty garderóby od jednoho návrháře": all her cards of that designer go, a jewel naming
    the designer included (no jewel of today's data names one, so the test makes one)."""
    monkeypatch.setitem(
        RULES.cards, "J99", {"category": "jewel", "kind": "tiara", "designers": ("JpG",), "price": 500, "elegance": 3}
    )

    def first(category, designer):
        return next(
            c for c, v in sorted(RULES.cards.items()) if v["category"] == category and v["designers"] == (designer,)
        )

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
    details = {
        x: {"total": t, "servant_points": {}, "kept": [], "wardrobe": t, "servants": 0, "contracts": 0, "gossip": 0}
        for x, t in totals.items()
    }
    placings = {int(k): v for k, v in ball.rank(s, details, None)["placings"].items()}
    return s, placings


def test_R127_pair_and_best_team_when_her_gentleman_belongs_to_the_best_team():
    """ "Stejně jako ve standardní hře i zde vyhrává ze zbývajících týmů ten, jehož dáma je na plese
    nejelegantnější": with her favourite from the best team, the best of the remaining teams (team 1)
    wins with the pair, and his lady (who does not share the win) is placed after them, once."""
    s, placings = _courtesan_wins("pair_and_best_team", favourite_team=0)
    winners = {s["courtesan"], s["gent_of"][0], s["lady_of"][1], s["gent_of"][1]}
    assert {x for x, p in placings.items() if p == 1} == winners
    assert placings[s["lady_of"][0]] == 5 and len(placings) == 5


def test_R127_pair_and_best_team_when_her_gentleman_is_from_another_team():
    s, placings = _courtesan_wins("pair_and_best_team", favourite_team=1)
    assert {x for x, p in placings.items() if p == 1} == {
        s["courtesan"],
        s["gent_of"][1],
        s["lady_of"][0],
        s["gent_of"][0],
    }
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


def _lady_waiting_during_the_exchange():
    """Day 1, the ladies' morning done, the gentlemen still at the exchange; the lady of team 0 holds
    gossip card 20 ("Mám více karet než ona") and one wardrobe card more than the others."""
    s = play_until(
        new(4, gossip=True, exchange_mode="async"), lambda s: s["lstage"] == "wait" and s["gstage"] == "exchange"
    )
    lady, other = s["lady_of"][0], s["lady_of"][1]
    hands = [list(h) if h is not None else None for h in s["gossip_hand"]]
    out = list(s["gossip_out"])
    if 20 not in hands[lady]:  # swapped with whoever holds it (or the cards out of the game)
        pile = next((h for h in hands if h is not None and 20 in h), out)
        pile.remove(20)
        pile.append(hands[lady].pop(0))
        hands[lady].append(20)
    card = s["decks"]["clothing"][0]
    decks = {**s["decks"], "clothing": s["decks"]["clothing"][1:]}
    wardrobe = [list(w) + ([card] if x == lady else []) for x, w in enumerate(s["wardrobe"])]
    s = dict(s, gossip_hand=hands, gossip_out=sorted(out), decks=decks, wardrobe=wardrobe)
    G.check_invariants(s)
    return s, lady, other


def test_R129_a_lady_gives_gossip_while_the_gentlemen_are_at_the_exchange():
    """ "Kdykoli během hry a v kterékoli fázi mohou dámy předat kartu pomluvy jiné dámě": she needs no
    turn, and her gift disturbs nobody who is acting."""
    s, lady, other = _lady_waiting_during_the_exchange()
    actors = G.actors(s)
    assert lady not in actors and actors <= set(s["gent_of"])
    assert G.prompt(s, lady) is None  # nothing the game waits for …
    side = G.side_prompt(s, lady)  # … but gossip she may give
    assert "c20" in [o.id for o in side.options]
    assert [o.action for o in G.side_prompt(s, lady, ("c20",)).options] == [{"type": "gossip", "card": 20, "to": other}]
    before = {g: G.prompt(s, g) for g in actors}
    after = runner.step(G, s, lady, {"type": "gossip", "card": 20, "to": other}, "t", 1).outcome
    assert [e.kind for e in after.events] == ["ladies.gossip_given"]
    assert after.state["gossip_recv"][other] == [[20, lady]]
    assert G.actors(after.state) == actors and {g: G.prompt(after.state, g) for g in actors} == before
    assert G.side_prompt(after.state, lady) is None  # one card a day
    refused(
        after.state,
        lady,
        {"type": "gossip", "card": after.state["gossip_hand"][lady][0], "to": other},
        "gossip_once_a_day",
    )


def test_R129_gossip_in_the_evening_while_the_gentlemen_settle_their_bills():
    s, lady, other = _lady_waiting_during_the_exchange()
    s = dict(s, phase="evening", estage="bills", lstage="done", gstage="done")
    assert lady not in G.actors(s) and G.side_prompt(s, lady) is not None
    assert act(s, lady, {"type": "gossip", "card": 20, "to": other})["gossip_recv"][other] == [[20, lady]]


def test_R134_nobody_else_gives_gossip_out_of_turn():
    s, lady, other = _lady_waiting_during_the_exchange()
    gentleman = s["gent_of"][1]
    assert G.side_prompt(s, gentleman) is None
    refused(s, other, {"type": "gossip", "card": 20, "to": lady}, "not_in_hand")
    refused(s, gentleman, {"type": "gossip", "card": 20, "to": lady}, "not_now")
    refused(s, lady, {"type": "look", "slot": 0}, "not_your_turn")
    for seat in (None, 99, -1):
        refused(s, seat, {"type": "gossip", "card": 20, "to": other}, "not_your_turn")
    ball = dict(s, phase="ball", ball_pending=[])
    assert G.side_prompt(ball, lady) is None
    refused(ball, lady, {"type": "gossip", "card": 20, "to": other}, "not_now")
