"""The day (R34-R36): the two tracks, the points where they meet, and upkeep (R93-R100).

`advance` runs after every action and performs every automatic step that is due, so a
state handed out of `apply` always waits for somebody (or has ended).
"""

from __future__ import annotations

from engines.core.rng import shuffle
from engines.ladies import ball, bills, boutiques, sales
from engines.ladies.state import RULES, Draft, gentlemen, lady_seats, teams


def order_token(number: int) -> str:
    return f"o{number}"


def is_order(token) -> bool:
    return isinstance(token, str) and token.startswith("o")


# --- the pool (R30, R72, R97) ---------------------------------------------------------------


def refill_pool(d: Draft, first: bool = False) -> None:
    s = d.s
    T = teams(s)
    down = [tok for tok in s["slots"] if tok is not None and not is_order(tok)]
    supply = d.w("supply")
    want = RULES.goods_per_gentleman * T
    kinds = sorted(supply)
    left = sum(supply.values())
    while len(down) < want and left:
        pick = int(d.rng.random() * left)
        for kind in kinds:
            if pick < supply[kind]:
                supply[kind] -= 1
                left -= 1
                down.append(kind)
                break
            pick -= supply[kind]
    tokens = sorted(down) + [order_token(n) for n in RULES.order_numbers[:T]]
    d.set("slots", shuffle(d.rng, tokens))
    d.set("memory", [[] for _ in range(s["players"])])  # R97: memories cleared
    d.set("held", [None] * s["players"])


def start_exchange(d: Draft) -> None:
    s = d.s
    n = s["players"]
    d.set("kept_today", [0] * n)
    d.set("order", [None] * n)
    d.set("turn_order", [])
    if s["config"]["exchange_mode"] == "live":
        d.set(
            "ex",
            {
                "mode": "live",
                "open": False,
                "ready": [],
                "announced": s["clock"],
                "opened": None,
                "held_since": [None] * n,
            },
        )
    else:
        d.set(
            "ex",
            {
                "mode": "async",
                "tick": 1,
                "moves": [None] * n,
                "missed": [0] * n,
                "orders": [None] * n,  # standing orders: his secret, for this morning only
                "started": s["clock"],
            },
        )


def start_exchange_clock(d: Draft) -> None:
    """R80/R89 on day 1: setup knows no time (the engine reads no clock), so the exchange's
    ready timer or first tick starts with the game's first input, whoever makes it."""
    s = d.s
    if s["phase"] not in ("morning", "afternoon") or s["gstage"] != "exchange":
        return
    ex = s["ex"]
    key = "announced" if ex["mode"] == "live" else "started"
    if ex[key] is None and not (ex["mode"] == "live" and ex["open"]):
        d.set("ex", {**ex, key: s["clock"]})


def end_exchange(d: Draft) -> None:
    """R77: every gentleman holds an order token; the numbers fix today's turn order."""
    s = d.s
    order = sorted(range(teams(s)), key=lambda t: s["order"][s["gent_of"][t]])
    d.set("turn_order", order)
    d.set("gstage", "trade")
    d.set("trade_turn", 0)
    d.event("turn_order_set", teams=order, seats=[s["gent_of"][t] for t in order])


# --- the day's flow ----------------------------------------------------------------------------


def advance(d: Draft) -> None:
    for _ in range(100):
        if not _step(d):
            return
    raise AssertionError("advance does not settle")


def _step(d: Draft) -> bool:
    s = d.s
    phase = s["phase"]
    if phase == "morning" or phase == "afternoon":
        gstage, lstage = s["gstage"], s["lstage"]
        if gstage == "trade":
            if s["trade_turn"] >= teams(s):
                sales.end_of_trading(d)
                d.set("gstage", "done")
                return True
            if phase == "morning":
                d.set("phase", "afternoon")
                return True
        if lstage == "wait":
            if gstage == "trade" or gstage == "done":
                boutiques.start_shopping(d)  # R36
                return True
        elif lstage == "shopping":
            if all(shop is None for shop in s["shops"]):
                boutiques.end_of_shopping(d)
                return True
        elif lstage == "done" and gstage == "done":
            d.set("phase", "evening")
            bills.start_evening(d)
            return True
        return False
    if phase == "evening":
        if bills.settle(d):
            return True
        if s["estage"] == "done":
            bills.end_evening(d)
            if s["day"] >= RULES.days:
                if s["config"]["gossip"]:
                    start_last_gossip(d)
                else:
                    ball.start_ball(d)
            else:
                upkeep(d)
            return True
        return False
    if phase == "last_gossip":
        if not s["ball_pending"]:
            ball.start_ball(d)
            return True
        return False
    if phase == "ball":
        if not s["ball_pending"]:
            ball.finish(d)
            return True
        return False
    return False


def start_last_gossip(d: Draft) -> None:
    """R133: one last simultaneous gossip step for every lady who has not given on day 6 and
    holds a gossip card she may hand over. A public rule: which cards she holds is hidden
    ("Musí být drženy skrytě"), so whether one of them is playable must not open the window
    (it is judged when the gift is resolved)."""
    s = d.s
    from engines.ladies import gossip

    pending = [seat for seat in lady_seats(s) if s["gossip_given"][seat] != s["day"] and gossip.giveable(s, seat)]
    d.set("phase", "last_gossip")
    d.set("ball_pending", pending)
    d.set("ball_choice", [None] * s["players"])
    d.event("last_gossip_opened", seats=pending)


def upkeep(d: Draft) -> None:
    """R93-R100, then the next morning."""
    s = d.s
    T = teams(s)
    d.set("visit", [None] * s["players"])  # R93
    d.set("visits_shown", False)
    # R95/R96 craftsman hands pass to the lady on the right (next panel)
    hands = list(s["craft_hand"])
    by_panel = {s["panel_of"][t]: s["lady_of"][t] for t in range(T)}
    refill = s["day"] == RULES.craftsman_refill_day
    stacks = s["craft_stack"]
    if refill and s["config"]["day3_order"] == "pickup_then_pass":
        for p in range(T):
            hands[by_panel[p]] = hands[by_panel[p]] + stacks[p]
    passed = list(hands)
    for p in range(T):
        passed[by_panel[(p + 1) % T]] = hands[by_panel[p]]
    if refill and s["config"]["day3_order"] == "pass_then_pickup":
        for p in range(T):
            passed[by_panel[p]] = passed[by_panel[p]] + stacks[p]
    if refill:
        d.set("craft_stack", [[] for _ in range(T)])
    d.set("craft_hand", passed)
    # R98/R99 contracts
    display = []
    deck = list(s["contracts_deck"])
    discard = list(s["contracts_discard"])
    for place in s["display"]:
        if place["id"] is not None and not place["by"]:
            display.append({**place, "sup": place["sup"] + RULES.supplement})
            continue
        if place["id"] is not None:
            discard.append(place["id"])
        if not deck and discard:
            deck = shuffle(d.rng, sorted(discard))
            discard = []
            d.event("contracts_reshuffled")
        new = deck.pop(0) if deck else None
        display.append({"id": new, "sup": 0, "by": [], "first": None, "reward": None})
    d.set("display", display)
    d.set("contracts_deck", deck)
    d.set("contracts_discard", discard)
    # R97 the pool
    refill_pool(d)
    d.set("day", s["day"] + 1)
    d.set("phase", "morning")
    d.set("lstage", "craftsman")
    d.set("gstage", "exchange")
    d.set("estage", None)
    d.set("servant_taken", [False] * s["players"])
    start_exchange(d)
    d.event("day_started", day=s["day"], contracts=[p["id"] for p in display])
    for seat in lady_seats(s):
        if s["craft_hand"][seat] is not None:
            d.private(seat, "craftsman_hand", cards=sorted(s["craft_hand"][seat]))  # the deal's order is hidden


__all__ = ["advance", "refill_pool", "start_exchange", "start_exchange_clock", "end_exchange", "upkeep", "gentlemen"]
