"""What the AI (engines/ai) knows of Ladies & Gentlemen, as one hooks object (AI): the
canonical representative of an information set, the team evaluator, the easy level's
sense and the hooks that keep wide but trivial decisions cheap.

The canonical state is engines/ladies/view.redraw_hidden with every secret a seat may
not see sorted instead of shuffled (cards within their deck kind, other craftsman and
gossip hands, the unseen pool tokens), plus other gentlemen's money replaced by a public
estimate, their secret exchange moves and standing orders by plain ones, and visits not yet revealed set to
the lady's own boutique.

The evaluator scores a team (lady and gentleman share a result) as if the ball were
now: the lady's ball total (engines/ladies/ball) on her wardrobe and servants after
her gentleman pays, best first, for the bills he can afford (this afternoon's purchases,
deferred cards, the half-price window card, the cards she is about to take), plus
money, goods and the order token as future elegance while there are days left to
spend them. The strong level's evaluator (evaluate_deep) first plays the next decisions
of every seat as the normal level would; strong's search scores its positions with it.
"""

from __future__ import annotations

from engines.ai import levels
from engines.ai.common import SearchHooks
from engines.ladies import ball, bills, data, view
from engines.ladies.state import RULES, lady_seats, teams

# What the AI guesses a gentleman holds when it may not know (R137: his money is secret,
# even from his lady): a public estimate, by day, below the typical balance because
# resample_hidden adds up to £400 on top of it.
MONEY_GUESS = (400, 500, 600, 600, 600, 500)
# A lady shops for her gentleman's purse without seeing it: a card he cannot pay is only
# refused, so she guesses high.
PARTNER_HOPE = 700

STAR_PRICE = 350  # £ that buy about one star of elegance in a later afternoon
SHOP_WEIGHT_ALONE = 0.85  # share of an offer's value a lady alone in a boutique is credited
SHOP_WEIGHT_SHARED = 0.6  # ... and per card when she shares it
ORDER_STARS = 0.8  # what holding order token 1 rather than the last one is worth today
TIE = 1e-5  # money per £ at the very end: only the tie-break (R113)


# --- the canonical representative ------------------------------------------------------------


def money_guess(state: dict, gentleman: int) -> int:
    """A public estimate of a gentleman's money: a base by day plus what he is seen to
    have earned from contracts today (payouts are printed; premium and supplement too)."""
    base = MONEY_GUESS[min(len(MONEY_GUESS), max(1, state["day"])) - 1]
    earned = 0
    for spot in state["display"]:
        if spot["id"] is not None and gentleman in spot["by"]:
            info = RULES.contracts[spot["id"]]
            earned += info["payout"]
            if spot["first"] == gentleman:
                earned += spot["sup"] + (info["premium"] if spot["reward"] == "premium" else 0)
    return base + earned


def canonical(state: dict, viewer: int) -> dict:
    s = dict(state)
    # dicts in key order, as a decoded state has them, so that the seeded resampling
    # (which walks them in order) gives the same worlds for a state and its stored copy
    s["decks"] = {k: state["decks"][k] for k in sorted(state["decks"])}
    s["supply"] = {k: state["supply"][k] for k in sorted(state["supply"])}
    s["goods"] = [dict(sorted(g.items())) if g is not None else None for g in state["goods"]]
    s = view.redraw_hidden(s, viewer, list.sort)
    # other gentlemen's moves of this tick are secret (only that they moved is public):
    # they put back what they hold and look at the first free slot
    ex = state["ex"]
    if ex.get("moves"):
        held = {h for h in state["held"] if h is not None}
        free = [i for i, tok in enumerate(state["slots"]) if tok is not None and i not in held]
        moves = list(ex["moves"])
        for g in state["gent_of"]:
            if g != viewer and moves[g] is not None:
                moves[g] = {"keep": False if state["held"][g] is not None else None, "look": free[0] if free else None}
        s["ex"] = {**ex, "moves": moves}
    if ex.get("orders"):
        s["ex"] = {**s["ex"], "orders": view.plain_orders(ex["orders"], viewer)}
    if state["phase"] != "ended":
        money = list(state["money"])
        team = state["team_of"][viewer] if viewer is not None else None
        partner = state["gent_of"][team] if team is not None else None
        for g in state["gent_of"]:
            if g != viewer:
                money[g] = money_guess(state, g) + (PARTNER_HOPE if g == partner else 0)
        s["money"] = money
    if state["lstage"] == "visit":
        visit = list(state["visit"])
        for x in lady_seats(state):
            if x != viewer and visit[x] is not None:
                team = state["team_of"][x]
                visit[x] = state["panel_of"][team] if team is not None else 0
        s["visit"] = visit
    return s


# --- the evaluator -----------------------------------------------------------------------------

_CACHE: dict = {}
_CACHE_LIMIT = 50000


def _score(wardrobe: tuple, servants: tuple, cfg_key: tuple, points: int, gossip: int) -> float:
    """The lady's ball total on this wardrobe and these servants (best designer drop)."""
    key = (wardrobe, servants, cfg_key, points, gossip)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    cfg = {"designer_limit_scope": cfg_key[0], "mary_counts": cfg_key[1], "dress_check": cfg_key[2]}
    w, sv = list(wardrobe), list(servants)
    if ball.needs_drop(w, cfg_key[0]):
        total = max(ball.evaluate(w, sv, cfg, x, points, gossip)["total"] for x in RULES.designers)
    else:
        total = ball.evaluate(w, sv, cfg, None, points, gossip)["total"]
    if len(_CACHE) > _CACHE_LIMIT:
        _CACHE.clear()
    _CACHE[key] = float(total)
    return float(total)


def _days_after(s: dict) -> int:
    """Afternoons still to come after today's."""
    return max(0, RULES.days - s["day"])


def _shopping_ahead(s: dict) -> bool:
    """Today's ladies still shop (their purchases become tonight's bills)."""
    return s["phase"] in ("morning", "afternoon") and s["lstage"] != "done"


def _money_rate(s: dict) -> float:
    """Stars per £ of money kept past tonight's bills."""
    return 1.0 / STAR_PRICE if _days_after(s) > 0 else 0.0


def _goods_cash(s: dict, g: int, goods: dict) -> float:
    """£ the goods will bring: contracts he can fulfil now (best first, the first
    fulfiller's premium and supplement if still open), the rest at the market, or
    a share of a contract they go towards when that is worth more."""
    if not goods:
        return 0.0
    late = not (_days_after(s) or s["gstage"] != "done")
    key = (
        "cash",
        g,
        tuple(sorted(goods.items())),
        s["market"],
        late,
        tuple((spot["id"], g in spot["by"], bool(spot["by"]), spot["sup"]) for spot in s["display"]),
    )
    hit = _CACHE.get(key)
    if hit is None:
        hit = _CACHE[key] = _goods_cash_of(s, g, goods, late)
    return hit


def _goods_cash_of(s: dict, g: int, goods: dict, late: bool) -> float:
    market = RULES.market[s["market"]]
    have = dict(goods)
    cash = 0.0
    offers = []
    for spot in s["display"]:
        cid = spot["id"]
        if cid is None or g in spot["by"]:
            continue
        info = RULES.contracts[cid]
        value = info["payout"] + (0 if spot["by"] else info["premium"] + spot["sup"])
        offers.append((value, cid, info["goods"]))
    offers.sort(key=lambda o: (-o[0] / sum(o[2].values()), o[1]))
    gold = RULES.gold
    for value, _cid, need in offers:
        short = sum(max(0, n - have.get(k, 0)) for k, n in need.items())
        if short > have.get(gold, 0):
            continue
        if value <= sum(market[k] * n for k, n in need.items()):
            continue
        for k, n in need.items():
            use = min(n, have.get(k, 0))
            have[k] = have.get(k, 0) - use
            have[gold] = have.get(gold, 0) - (n - use)
        cash += value
    best_share: dict = {}
    for value, _cid, need in offers:
        per = 0.45 * value / sum(need.values())
        for k in need:
            best_share[k] = max(best_share.get(k, 0.0), per)
    for k, n in have.items():
        if n > 0:
            cash += n * max(market[k], 0.0 if late else best_share.get(k, 0.0))
    return cash


def _trade_ahead(s: dict, g: int) -> bool:
    """He still has an afternoon turn today or on a later day."""
    if _days_after(s) > 0:
        return True
    if s["phase"] not in ("morning", "afternoon"):
        return False
    if s["gstage"] == "exchange":
        return True
    if s["gstage"] == "trade":
        team = s["team_of"][g]
        return s["turn_order"].index(team) >= s["trade_turn"]
    return False


def _order_value(s: dict, g: int) -> float:
    """Today's turn order: first pick in shared boutiques and first go at contracts."""
    if s["phase"] not in ("morning", "afternoon") or s["lstage"] in ("shopping", "done") and s["gstage"] != "exchange":
        return 0.0
    T = teams(s)
    if T < 2:
        return 0.0

    def worth(n):
        return ORDER_STARS * (T - n) / (T - 1)

    order = s["order"][g]
    if order is None and s["gstage"] == "exchange":
        held = s["held"][g]
        move = s["ex"].get("moves") and s["ex"]["moves"][g]
        if held is not None and move and move.get("keep") and s["slots"][held].startswith("o"):
            return worth(int(s["slots"][held][1:]))
        left = sorted(set(RULES.order_numbers[:T]) - {s["order"][x] for x in s["gent_of"]})
        # still searching: the numbers left, the worse ones likelier (rivals keep good ones)
        return 0.8 * sum(worth(n) for n in left) / len(left) if left else 0.0
    if order is None:
        return 0.0
    return worth(order)


def _pending_goods(s: dict, g: int) -> dict:
    """His goods, with a token he has chosen to keep this tick (async exchange)."""
    goods = dict(s["goods"][g])
    if s["gstage"] == "exchange" and s["phase"] in ("morning", "afternoon"):
        held = s["held"][g]
        move = s["ex"].get("moves") and s["ex"]["moves"][g]
        if held is not None and move and move.get("keep"):
            tok = s["slots"][held]
            if not tok.startswith("o"):
                goods[tok] = goods.get(tok, 0) + 1
    return goods


def _offer_prospects(s: dict, lady: int) -> list[tuple[str, int, float]]:
    """Cards she may still take today: (card, price, weight)."""
    phase, stage = s["phase"], s["lstage"]
    if phase not in ("morning", "afternoon") or stage not in ("visit", "wait", "shopping"):
        return []
    panel = s["visit"][lady]
    if panel is None:
        return []
    offer = ([s["window"][panel]] if s["window"][panel] else []) + list(s["under"][panel])
    if not offer:
        return []
    if stage == "shopping":
        shop = s["shops"][panel]
        if shop is None or lady not in shop["queue"] or lady in shop["out"]:
            return []
        active = [x for x in shop["queue"] if x not in shop["out"]]
    else:
        active = [x for x in lady_seats(s) if s["visit"][x] == panel]
    if len(active) <= 1:
        weight, room = SHOP_WEIGHT_ALONE, len(offer)
    else:
        weight, room = SHOP_WEIGHT_SHARED, max(1, -(-len(offer) // len(active)))
    servants = [c for c in offer if c in RULES.servants]
    if s["servant_taken"][lady] and stage == "shopping":
        servants = []
    ranked = sorted((c for c in offer if c in RULES.cards), key=lambda c: (-RULES.cards[c]["elegance"], c))
    picks = ranked[:room] + servants[:1]
    return [(c, RULES.price(c), weight) for c in picks]


def _team_value(s: dict, lady: int, g: int | None, cfg_key: tuple) -> float:
    wardrobe = list(s["wardrobe"][lady])
    servants = list(s["servants"][lady])
    points = ball.contract_points(s, lady) if g is not None else 0
    if g is not None:
        # an elegance bonus chosen today reaches him at the end of the afternoon (R58)
        for spot in s["display"]:
            if spot["id"] is not None and spot["first"] == g and spot["reward"] == "bonus":
                bonus = RULES.contracts[spot["id"]]["bonus"]
                if bonus["type"] == "elegance":
                    points += bonus["points"]
    gossip = ball.gossip_count(s, lady)
    money = s["money"][g] if g is not None else 0
    candidates: list[tuple[str, int, float]] = []  # (card, price, weight) he may still pay for
    cats: set = set()
    evening_bills = s["phase"] == "evening" and s["estage"] == "bills" and g is not None
    plan = s["plan"][g] if evening_bills and s["plan"][g] is not None else None
    if g is not None:
        discounts = bills.discount_cards(s, g)
        if plan is not None:
            cats = bills._discounted(s, g, plan)
            money -= bills.cost(s, g, plan)
            for card, x in zip(bills.bills_of(s, g), plan["bills"]):
                if x == "pay":
                    (servants if card in RULES.servants else wardrobe).append(card)
                elif x is None:
                    candidates.append((card, bills.pay_price(card, cats), 1.0))
                elif x == "defer":
                    candidates.append((card, RULES.price(card), 0.7))
            if plan["window"] == "buy":
                window = bills.window_offer(s, s["team_of"][g])
                (servants if window in RULES.servants else wardrobe).append(window)
            elif plan["window"] is None:
                window = bills.window_offer(s, s["team_of"][g])
                assert window is not None
                candidates.append((window, data.half_up(RULES.price(window)), 1.0))
        else:
            if discounts and (s["phase"] == "evening" or _shopping_ahead(s)):
                cats = {RULES.contracts[c]["bonus"]["category"] for c in discounts}
            for card in list(s["purchases"][lady]) + list(s["deferred"][lady]):
                candidates.append((card, bills.pay_price(card, cats), 1.0))
            if s["phase"] == "evening" and s["estage"] != "done" and bills.may_buy_window(s, g):
                window = bills.window_offer(s, s["team_of"][g])
                assert window is not None
                candidates.append((window, data.half_up(RULES.price(window)), 1.0))
            for card, _price, weight in _offer_prospects(s, lady):
                candidates.append((card, bills.pay_price(card, cats), weight))
    else:  # the courtesan: gentlemen pay for some of her cards; count them at a discount
        for card in list(s["purchases"][lady]) + list(s["court_pending"]) + [c for c, _ in s["court_given"]]:
            candidates.append((card, 0, 0.5))
        for card, _price, weight in _offer_prospects(s, lady):
            candidates.append((card, 0, 0.5 * weight))
    rate = _money_rate(s)
    base = _score(tuple(sorted(wardrobe)), tuple(sorted(servants)), cfg_key, points, gossip)
    uncertain = 0.0  # the share of the gains below that may not come true
    while candidates:
        best, best_value, best_gain = None, 0.0, 0.0
        for i, (card, price, weight) in enumerate(candidates):
            if price > money:
                continue
            if card in RULES.servants:
                gain = _score(tuple(sorted(wardrobe)), tuple(sorted(servants + [card])), cfg_key, points, gossip) - base
                gain = max(gain, 0.6)  # a servant's goal may still be met later
            else:
                gain = _score(tuple(sorted(wardrobe + [card])), tuple(sorted(servants)), cfg_key, points, gossip) - base
            value = weight * gain - price * rate
            if value > best_value:
                best, best_value, best_gain = i, value, gain
        if best is None:
            break
        card, price, weight = candidates.pop(best)
        (servants if card in RULES.servants else wardrobe).append(card)
        money -= price
        uncertain += (1.0 - weight) * best_gain
        base = _score(tuple(sorted(wardrobe)), tuple(sorted(servants)), cfg_key, points, gossip)
    value = base - uncertain
    if g is None:
        return value
    goods = _pending_goods(s, g)
    cash = _goods_cash(s, g, goods) if _trade_ahead(s, g) else 0.0
    future = rate
    if not future and _trade_ahead(s, g) and (s["phase"] in ("morning", "afternoon")):
        future = 1.0 / STAR_PRICE  # goods sold today still pay tonight's bills
    extra = 0.0
    for card in s["bonus_cards"][g]:
        bonus = RULES.contracts[card]["bonus"]
        if bonus["type"] == "discount" and (_days_after(s) or s["phase"] != "evening" or s["estage"] != "done"):
            extra += 300 * future
        elif bonus["type"] == "goods" and _days_after(s):
            extra += 2 * 150 * rate
    return value + money * rate + cash * future + extra + _order_value(s, g) + money * TIE


def evaluate_state(game, state: dict, observer=None) -> list[float]:
    """Estimated ball total per seat (a gentleman gets his lady's): see the module text."""
    cfg = state["config"]
    cfg_key = (cfg["designer_limit_scope"], cfg["mary_counts"], cfg["dress_check"])
    out = [0.0] * state["players"]
    for t in range(teams(state)):
        lady, g = state["lady_of"][t], state["gent_of"][t]
        out[lady] = out[g] = _team_value(state, lady, g, cfg_key)
    c = state["courtesan"]
    if c is not None:
        out[c] = _team_value(state, c, None, cfg_key)
    return out


# The strong level's evaluator: the position a few decisions later, every seat playing the
# normal level's choice on the determinized world (the rest of the lady's shopping, the
# other visitors' picks, the trades and bills that follow), judged by the normal evaluator,
# or by the result when the game ends on the way. One ply on it with longer look-aheads was
# stronger (8 players, strong team vs normal teams, 32 games each: 4 decisions 40.6% first
# places, 12 60.9%, 30 56.2%, 60 71.9%), but the search scores every iteration with it, so
# it looks 12 decisions ahead (about 8 ms instead of 40).
ROLLOUT_DECISIONS = 12


def evaluate_deep(game, state: dict, observer=None) -> list[float]:
    """The normal evaluator after ROLLOUT_DECISIONS decisions of the normal level's play."""
    state = levels.greedy_rollout(game, state, ROLLOUT_DECISIONS)
    result = game.result(state)
    if result is not None:
        return [float(result.scores.get(x, 0)) for x in range(state["players"])]
    return evaluate_state(game, state, observer)


def team_keys(state: dict) -> list:
    """A key per seat: the team, or the courtesan's own seat."""
    return [t if t is not None else -1 - x for x, t in enumerate(state["team_of"])]


# --- cheap decisions ---------------------------------------------------------------------------


def reduce(state: dict, seat: int, actions: list[dict]) -> list[dict]:
    """Exchange looks: every face-down slot the seat has not seen is alike to it, so one
    of them (the lowest) stands for all; remembered slots stay distinct. The AI searches by
    hand: standing orders are for players who cannot come to every tick."""
    actions = without_start_over(by_hand(actions))
    kind = actions[0].get("type")
    if kind not in ("tick", "look"):
        return actions
    memory = {m[0] for m in state["memory"][seat]} if state["roles"][seat] == "gentleman" else set()
    kept, seen_unknown = [], set()
    for action in actions:
        slot = action.get("look") if action.get("type") == "tick" else action.get("slot")
        if action.get("type") not in ("tick", "look") or slot is None or slot in memory:
            kept.append(action)
            continue
        group = (action.get("type"), action.get("keep"))
        if group not in seen_unknown:
            seen_unknown.add(group)
            kept.append(action)
    return kept


def without_start_over(actions: list[dict]) -> list[dict]:
    """Starting the bill plan over again could only loop."""
    return [a for a in actions if a.get("type") != "plan_reset"] or actions


def by_hand(actions: list[dict]) -> list[dict]:
    """The actions without standing orders (all of them if there is nothing else)."""
    return [a for a in actions if a.get("type") != "orders"] or actions


# --- the easy level's sense --------------------------------------------------------------------


def sensible(view: dict, seat: int, actions: list[dict]) -> list[dict]:
    """Never refuse a bill that can be paid, never end a trading turn with a contract
    that can be fulfilled; search the exchange by hand (`reduce`)."""
    actions = without_start_over(by_hand(actions))
    kinds = {a.get("type") for a in actions}
    kept = actions
    if "plan" in kinds:
        choices = {a.get("choice") for a in actions}
        if "pay" in choices:
            kept = [a for a in actions if a.get("choice") != "refuse"]
    elif "end_turn" in kinds and "fulfil" in kinds:
        kept = [a for a in actions if a.get("type") != "end_turn"]
    return kept or actions


# The strong level's search: every iteration ends in a look-ahead of ROLLOUT_DECISIONS
# decisions (about 8 ms), so a few dozen iterations fit in a fraction of a second
STRONG_ITERATIONS = 24

AI = SearchHooks(
    evaluate=evaluate_state,
    deep_evaluate=evaluate_deep,
    canonical=canonical,
    teams=team_keys,
    scale=3.0,
    sensible=sensible,
    reduce=reduce,
    strong_iterations=STRONG_ITERATIONS,
)
