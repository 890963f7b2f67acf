"""The evening (R63-R71): the courtesan's cards (R118-R123), the gossip discard (R132),
every gentleman's bill plan (R64-R69, built step by step, applied atomically on confirm)."""

from __future__ import annotations

from engines.ladies import data
from engines.ladies.state import RULES, Draft, illegal, lady_seats, teams

# --- stages ------------------------------------------------------------------------------------


def start_evening(d: Draft) -> None:
    s = d.s
    c = s["courtesan"]
    d.set("estage", "court_trim")
    if c is not None:
        pending = list(s["court_returned"]) + list(s["purchases"][c])
        d.set("court_pending", sorted(pending))
        d.set("court_returned", [])
        d.w("purchases")[c] = []
        d.set("court_given", [])
    d.event("evening_started", day=s["day"])


def unvisited(s: dict, team: int) -> bool:
    """R51: nobody (the courtesan included) visited the team's favourite boutique."""
    panel = s["panel_of"][team]
    return not any(v == panel for v in s["visit"])


def window_offer(s: dict, team: int) -> str | None:
    """R67: the window card his lady's unvisited favourite boutique still shows."""
    if not unvisited(s, team):
        return None
    return s["window"][s["panel_of"][team]]


def settle(d: Draft) -> bool:
    s = d.s
    stage = s["estage"]
    if stage == "court_trim" and len(s["court_pending"]) <= RULES.courtesan_keep:
        d.set("estage", "court_give")
        return True
    if stage == "court_give" and not s["court_pending"]:
        _start_gossip(d)
        return True
    if stage == "gossip" and "ask" not in s["gossip_choice"]:
        _start_bills(d)
        return True
    if stage == "bills":
        done = s["plan_done"]
        for g in s["gent_of"]:
            if not done[g]:
                return False
        d.set("estage", "done")
        return True
    return False


def _start_gossip(d: Draft) -> None:
    s = d.s
    choice: list[str | None] = [None] * s["players"]
    if s["config"]["gossip"]:
        for t in range(teams(s)):
            lady = s["lady_of"][t]
            if window_offer(s, t) is not None and s["gossip_hand"][lady]:
                choice[lady] = "ask"
    d.set("gossip_choice", choice)
    d.set("estage", "gossip")


def gossip_discard(d: Draft, seat: int, action: dict) -> None:
    """R132: discard one original gossip card instead of the half-price window purchase."""
    s = d.s
    if s["estage"] != "gossip" or s["gossip_choice"][seat] != "ask":
        raise illegal("not_now")
    card = action.get("card")
    if action["type"] == "gossip_keep":
        d.w("gossip_choice")[seat] = "keep"
        d.event("gossip_not_discarded", seat=seat)
        return
    if card not in s["gossip_hand"][seat]:
        raise illegal("not_in_hand", card=str(card))
    d.at("gossip_hand", seat).remove(card)
    d.w("gossip_gone").append(card)
    d.w("gossip_choice")[seat] = "discard"
    d.event("gossip_discarded", seat=seat)


def _start_bills(d: Draft) -> None:
    s = d.s
    d.set("estage", "bills")
    plans, done = [None] * s["players"], [False] * s["players"]
    for g in s["gent_of"]:
        plan = answered(s, g, new_plan(s, g))
        if next_item(s, g, plan) is None and plan == new_plan(s, g):
            done[g] = True
        else:
            plans[g] = plan
    d.set("plan", plans)
    d.set("plan_done", done)


# --- the plan ----------------------------------------------------------------------------------


def bills_of(s: dict, g: int) -> list[str]:
    """R64: this afternoon's purchases, then the deferred cards."""
    lady = s["lady_of"][s["team_of"][g]]
    return s["purchases"][lady] + s["deferred"][lady]


def court_cards(s: dict, g: int) -> list[str]:
    return [card for card, to in s["court_given"] if to == g]


# contract id -> the category its discount bonus halves, for every discount contract
_DISCOUNT_CATEGORY = {
    c: info["bonus"]["category"]
    for c, info in RULES.contracts.items()
    if (info["bonus"] or {}).get("type") == "discount"
}


def discount_cards(s: dict, g: int) -> list[str]:
    return [c for c in s["bonus_cards"][g] if c in _DISCOUNT_CATEGORY]


def may_buy_window(s: dict, g: int) -> bool:
    team = s["team_of"][g]
    return window_offer(s, team) is not None and s["gossip_choice"][s["lady_of"][team]] != "discard"


def new_plan(s: dict, g: int) -> dict:
    return {
        "discount": [None] * len(discount_cards(s, g)),
        "bills": [None] * len(bills_of(s, g)),
        "window": None if may_buy_window(s, g) else "none",
        "court": [None] * len(court_cards(s, g)),
    }


def answered(s: dict, g: int, plan: dict) -> dict:
    """The plan with its next items that have a single legal answer answered: a question with
    one answer is no choice, and answering it within his own step (or, for his plan's first
    items, the step that opens the evening) shows nobody anything, the plan being secret (R69)."""
    while (item := next_item(s, g, plan)) is not None:
        legal = choices(s, g, plan, item)
        if len(legal) != 1:
            break
        plan = _with(plan, item, legal[0])
    return plan


def settled_by(s: dict, g: int, plan: dict, item: str, choice: str) -> bool:
    """Whether answering `item` with `choice` leaves no question open: the answer settles the plan."""
    return next_item(s, g, answered(s, g, _with(plan, item, choice))) is None


def next_item(s: dict, g: int, plan: dict) -> str | None:
    for i, x in enumerate(plan["discount"]):
        if x is None:
            return f"discount:{i}"
    for i, x in enumerate(plan["bills"]):
        if x is None:
            return f"bill:{i}"
    if plan["window"] is None:
        return "window"
    for i, x in enumerate(plan["court"]):
        if x is None:
            return f"court:{i}"
    return None


def _discounted(s: dict, g: int, plan: dict) -> set:
    cards = discount_cards(s, g)
    return {_DISCOUNT_CATEGORY[cards[i]] for i, x in enumerate(plan["discount"]) if x == "use"}


_PRICE = {
    **{card: info["price"] for card, info in RULES.cards.items()},
    **{card: info["price"] for card, info in RULES.servants.items()},
}  # RULES.price
_CATEGORY = {card: info["category"] for card, info in RULES.cards.items()}  # servants have none


def pay_price(card: str, cats: set | frozenset) -> int:
    """R68: a category discount halves the price (rounded up); servants are never discounted."""
    price = _PRICE[card]
    if cats and _CATEGORY.get(card) in cats:
        return data.half_up(price)
    return price


def plan_cards(s: dict, g: int) -> tuple[list[str], list[str], list[str]]:
    """What a plan's items answer: his bills, his courtesan cards and his discount cards."""
    return bills_of(s, g), court_cards(s, g), discount_cards(s, g)


def cost(s: dict, g: int, plan: dict, cards: tuple | None = None) -> int:
    """The plan's total; `cards` may pass `plan_cards(s, g)` when the caller has them."""
    return _cost(s, g, plan, *(cards or plan_cards(s, g)))


_NO_CATEGORIES: frozenset[str] = frozenset()


def _categories(plan: dict, discounts: list[str]) -> set | frozenset:
    """The categories the plan's discounts halve (`_discounted` with the cards given)."""
    marks = plan["discount"]
    if not marks:
        return _NO_CATEGORIES
    return {_DISCOUNT_CATEGORY[discounts[i]] for i, x in enumerate(marks) if x == "use"}


def _cost(s: dict, g: int, plan: dict, bills: list[str], court: list[str], discounts: list[str]) -> int:
    """`cost` with the gentleman's bills, courtesan cards and discount cards given (they do
    not depend on the plan, so `choices` looks them up once for all its trials)."""
    cats = _categories(plan, discounts)
    total = 0
    for card, x in zip(bills, plan["bills"]):
        if x == "pay":
            total += pay_price(card, cats)
        elif x == "defer":
            total += RULES.deferral_fee
    if plan["window"] == "buy":
        total += _window_price(s, g)
    for card, x in zip(court, plan["court"]):
        if x == "pay":
            total += pay_price(card, cats)
    return total


def lady_paid(plan: dict) -> int:
    return plan["bills"].count("pay") + (plan["window"] == "buy")


_ANSWERS = {
    "discount": ("use", "skip"),
    "bill": ("pay", "defer", "refuse"),
    "window": ("buy", "skip"),
    "court": ("pay", "return"),
}
_PLAN_KEY = {"discount": "discount", "bill": "bills", "court": "court"}


def choices(
    s: dict, g: int, plan: dict, item: str, running: int | None = None, cards: tuple | None = None
) -> list[str]:
    """Legal answers for the next item: every choice keeps the plan affordable (R61, R69)
    and within the courtesan rule (R121), so a finished plan is always valid. `running`
    and `cards` may pass `cost(s, g, plan)` and `plan_cards(s, g)` when the caller has them."""
    kind, _, index = item.partition(":")
    options = _ANSWERS[kind]
    if kind == "bill" and s["day"] >= RULES.days:
        options = ("pay", "refuse")  # R66: no deferral on the sixth evening
    money = s["money"][g]
    bills, court, discounts = cards or plan_cards(s, g)
    legal = []
    if kind == "discount":  # a discount changes the price of everything else
        for choice in options:
            if choice == "use":
                legal.append(choice)  # activating never costs; later choices are checked with it
            elif _cost(s, g, _with(plan, item, choice), bills, court, discounts) <= money:
                legal.append(choice)
        return legal
    # the other items add their own price to the rest of the plan
    i = int(index) if index else None
    current = plan["window"] if kind == "window" else plan["bills" if kind == "bill" else "court"][i]
    if current is not None:
        rest = _cost(s, g, _with(plan, item, None), bills, court, discounts)
    else:
        rest = running if running is not None else _cost(s, g, plan, bills, court, discounts)
    for choice in options:
        if kind == "court" and choice == "pay":
            trial = _with(plan, item, choice)
            if trial["court"].count("pay") > lady_paid(trial):
                continue
        if rest + _price_of(s, g, plan, kind, i, choice, bills, court, discounts) <= money:
            legal.append(choice)
    return legal


def price_of(s: dict, g: int, plan: dict, item: str, choice: str, cards: tuple | None = None) -> int:
    """What answering `choice` to the plan's next `item` adds to his evening: a bill paid (with the
    plan's discounts) or deferred, the window card bought; a discount's own answer costs nothing.
    `cards` may pass `plan_cards(s, g)` when the caller has them."""
    kind, _, index = item.partition(":")
    if kind == "discount":
        return 0
    bills, court, discounts = cards or plan_cards(s, g)
    return _price_of(s, g, plan, kind, int(index) if index else None, choice, bills, court, discounts)


def _window_price(s: dict, g: int) -> int:
    """R67: the price of the window card gentleman `g` may buy; never stacked (R68)."""
    offer = window_offer(s, s["team_of"][g])
    assert offer is not None  # the window is bought only while it shows a card
    return data.half_up(RULES.price(offer))


def _price_of(s: dict, g: int, plan: dict, kind: str, i, choice: str, bills, court, discounts) -> int:
    """What answering `choice` to a bill, the window or a courtesan card adds to `cost`."""
    if kind == "window":
        return _window_price(s, g) if choice == "buy" else 0
    cards = bills if kind == "bill" else court
    if i >= len(cards) or i >= len(plan["bills" if kind == "bill" else "court"]):
        return 0  # `cost` pairs cards and answers up to the shorter list
    if choice == "pay":
        return pay_price(cards[i], _categories(plan, discounts))
    if choice == "defer" and kind == "bill":
        return RULES.deferral_fee
    return 0


def _with(plan: dict, item: str, choice: str | None) -> dict:
    kind, _, index = item.partition(":")
    key = _PLAN_KEY.get(kind)
    if key is None:
        return {**plan, "window": choice}
    values = list(plan[key])
    values[int(index)] = choice
    return {**plan, key: values}


def _plan_of(s: dict, g: int) -> dict:
    if s["estage"] != "bills" or s["plan_done"][g] or s["plan"][g] is None:
        raise illegal("not_now")
    return s["plan"][g]


def plan_step(d: Draft, g: int, action: dict) -> None:
    s = d.s
    plan = _plan_of(s, g)
    item = next_item(s, g, plan)
    if action.get("item") != item or item is None:
        raise illegal("plan_item", item=str(action.get("item")))
    choice = action.get("choice")
    if choice not in choices(s, g, plan, item):
        kind = item.partition(":")[0]
        if kind == "court" and choice == "pay" and cost(s, g, _with(plan, item, choice)) <= s["money"][g]:
            raise illegal("courtesan_quota")
        if kind == "bill" and choice == "defer" and s["day"] >= RULES.days:
            raise illegal("no_deferral_last_evening")  # R66
        raise illegal("not_enough_money" if choice in ("pay", "defer", "buy") else "plan_choice")
    settle = action.get("settle", False)
    if settle is not True and settle is not False:
        raise illegal("plan_choice")
    d.w("plan")[g] = answered(s, g, _with(plan, item, choice))
    if settle:  # the last answer settles the plan at once (R69)
        plan_confirm(d, g, action)


def plan_reset(d: Draft, g: int, action: dict) -> None:
    s = d.s
    _plan_of(s, g)
    d.w("plan")[g] = answered(s, g, new_plan(s, g))


def plan_fallback(d: Draft, g: int, action: dict) -> None:
    """R143: refuse every bill, buy nothing, activate nothing (return the courtesan's cards)."""
    s = d.s
    plan = _plan_of(s, g)
    d.w("plan")[g] = {
        "discount": ["skip"] * len(plan["discount"]),
        "bills": ["refuse"] * len(plan["bills"]),
        "window": "skip" if plan["window"] != "none" else "none",
        "court": ["return"] * len(plan["court"]),
    }
    plan_confirm(d, g, action)


def plan_confirm(d: Draft, g: int, action: dict) -> None:
    """R69: the whole plan at once; it was kept valid while it was built."""
    s = d.s
    plan = _plan_of(s, g)
    if next_item(s, g, plan) is not None:
        raise illegal("plan_unfinished")
    total = cost(s, g, plan)
    if total > s["money"][g]:
        raise illegal("not_enough_money")
    if plan["court"].count("pay") > lady_paid(plan):
        raise illegal("courtesan_quota")
    team = s["team_of"][g]
    lady = s["lady_of"][team]
    reveal_servants = s["config"]["servant_bill_reveal"] == "shown"
    d.w("money")[g] -= total
    used = [c for c, x in zip(discount_cards(s, g), plan["discount"]) if x == "use"]
    for card in used:
        d.at("bonus_cards", g).remove(card)
        d.w("contracts_discard").append(card)
    outcome, deferred, refused = [], [], []
    for card, x in zip(bills_of(s, g), plan["bills"]):
        if x == "pay":
            _own(d, lady, card)
        elif x == "defer":
            deferred.append(card)
        else:
            refused.append(card)
        outcome.append(
            {
                "card": card if (card in RULES.cards or reveal_servants) else None,
                "servant": card in RULES.servants,
                "result": x,
            }
        )
    d.w("purchases")[lady] = []
    d.w("deferred")[lady] = deferred
    d.w("returns").extend(refused)
    bought = None
    if plan["window"] == "buy":
        panel = s["panel_of"][team]
        bought = s["window"][panel]
        d.w("window")[panel] = None
        _own(d, lady, bought)
    court_paid, court_back = [], []
    c = s["courtesan"]
    for card, x in zip(court_cards(s, g), plan["court"]):
        if x == "pay":
            _own(d, c, card)
            d.w("court_paid").append([card, g])
            court_paid.append(card if card in RULES.cards else None)
        elif s["config"]["courtesan_returns"] == "discard":
            d.w("returns").append(card)
            court_back.append(card)
        else:
            d.w("court_returned").append(card)
            court_back.append(card)
    if c is not None and court_paid + court_back:
        d.w("court_given")[:] = [[card, to] for card, to in s["court_given"] if to != g]
    d.w("plan")[g] = None
    d.w("plan_done")[g] = True
    d.private(g, "bills_paid", amount=total)
    d.team_event(team, "bills_settled", bills=outcome, window=bought)
    d.event(
        "bills_settled_public",
        seat=g,
        lady_seat=lady,
        paid=[x["card"] for x in outcome if x["result"] == "pay" and not x["servant"]],
        paid_servants=sum(1 for x in outcome if x["result"] == "pay" and x["servant"]),
        deferred=len(deferred),
        refused=len(refused),
        window=bought if bought in RULES.cards else None,
        window_servant=bought in RULES.servants,
        courtesan_paid=[x for x in court_paid if x is not None],
        courtesan_paid_servants=court_paid.count(None),
        courtesan_returned=len(court_back),
    )
    if used:
        d.event("discount_used", seat=g, contracts=used)


def _own(d: Draft, seat: int, card: str) -> None:
    """R65: a paid wardrobe card goes face up to her wardrobe; a servant to her secret hand."""
    if card in RULES.servants:
        d.at("servants", seat).append(card)
    else:
        d.at("wardrobe", seat).append(card)


# --- the courtesan (R118, R119) ----------------------------------------------------------------


def court_keep(d: Draft, seat: int, action: dict) -> None:
    s = d.s
    if s["estage"] != "court_trim" or seat != s["courtesan"]:
        raise illegal("not_now")
    ids = action.get("ids")
    pending = s["court_pending"]
    if (
        not isinstance(ids, list)
        or len(set(map(str, ids))) != len(ids)
        or not all(i in pending for i in ids)
        or len(ids) > RULES.courtesan_keep
    ):
        raise illegal("keep_at_most", count=RULES.courtesan_keep)
    d.set("court_pending", sorted(ids))
    dropped = [x for x in pending if x not in ids]
    d.w("returns").extend(dropped)
    d.event("courtesan_trimmed", seat=seat, kept=len(ids), dropped=len(dropped))


def court_give(d: Draft, seat: int, action: dict) -> None:
    s = d.s
    if s["estage"] != "court_give" or seat != s["courtesan"]:
        raise illegal("not_now")
    card, to = action.get("card"), action.get("to")
    if card not in s["court_pending"]:
        raise illegal("not_in_hand", card=str(card))
    if to not in s["gent_of"]:
        raise illegal("not_a_gentleman", to=str(to))
    assert to is not None
    d.w("court_pending").remove(card)
    d.w("court_given").append([card, to])
    d.event("courtesan_card_handed", seat=seat, to_seat=to)  # which card: only the courtesan and he know (R119)
    d.private(
        to,
        "courtesan_card_received",
        card=card if (card in RULES.cards or s["config"]["servant_bill_reveal"] == "shown") else None,
    )


def end_evening(d: Draft) -> None:
    """R50(b)/R71: refused bills, unvisited offers and trimmed cards go to the decks."""
    s = d.s
    back = list(s["returns"])
    for t in range(teams(s)):
        if unvisited(s, t):
            panel = s["panel_of"][t]
            back += ([s["window"][panel]] if s["window"][panel] is not None else []) + list(s["under"][panel])
            d.w("window")[panel] = None
            d.w("under")[panel] = []
    d.set("returns", [])
    d.bottom(back)
    d.set("gossip_choice", [None] * s["players"])
    d.event("evening_ended", day=s["day"], returned=len(back))


__all__ = ["start_evening", "settle", "end_evening", "lady_seats"]
