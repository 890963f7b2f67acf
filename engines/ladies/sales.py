"""The gentlemen's afternoon (R53-R62): selling goods, fulfilling contracts, bonuses."""

from __future__ import annotations

from engines.ladies.state import RULES, Draft, illegal


def current(s: dict) -> int | None:
    if s["gstage"] != "trade" or s["trade_turn"] >= len(s["turn_order"]):
        return None
    return s["gent_of"][s["turn_order"][s["trade_turn"]]]


def _earn(d: Draft, seat: int, amount: int, why: str) -> None:
    if amount:
        d.w("money")[seat] += amount
        d.private(seat, "money_received", amount=amount, reason=why)


def sell(d: Draft, seat: int, action: dict) -> None:
    """R54: one goods token back to the supply for the market card's price."""
    s = d.s
    kind = action.get("kind")
    if not isinstance(kind, str) or s["goods"][seat].get(kind, 0) <= 0:
        raise illegal("no_such_goods", kind=str(kind))
    _spend(d, seat, {kind: 1})
    _earn(d, seat, RULES.market[s["market"]][kind], "sale")
    d.event("goods_sold", seat=seat, kind=kind)


def _spend(d: Draft, seat: int, tokens: dict) -> None:
    goods = d.at("goods", seat)
    supply = d.w("supply")
    for kind, n in tokens.items():
        goods[kind] -= n
        if not goods[kind]:
            del goods[kind]
        supply[kind] += n


def gold_options(s: dict, seat: int, contract: str) -> list[list[str]]:
    """R55: every way to pay a contract with his tokens, as the sorted list of required
    goods replaced by gold ingots (fewest ingots first)."""
    need = RULES.contracts[contract]["goods"]
    have = s["goods"][seat]
    gold = have.get(RULES.gold, 0)
    ways: list[list[str]] = [[]]
    for kind in sorted(need):
        low = max(0, need[kind] - have.get(kind, 0))
        ways = [w + [kind] * r for w in ways for r in range(low, need[kind] + 1)]
    ways = [w for w in ways if len(w) <= gold]
    return sorted(ways, key=lambda w: (len(w), w))


def can_fulfil(s: dict, seat: int, contract: str) -> bool:
    """`gold_options` is not empty: he has gold for every required good he lacks."""
    have = s["goods"][seat]
    missing = 0
    for kind, n in RULES.contracts[contract]["goods"].items():
        lack = n - have.get(kind, 0)
        if lack > 0:
            missing += lack
    return missing <= have.get(RULES.gold, 0)


def fulfil(d: Draft, seat: int, action: dict) -> None:
    """R55-R59."""
    s = d.s
    place = action.get("place")
    if not isinstance(place, int) or isinstance(place, bool) or not 0 <= place < len(s["display"]):
        raise illegal("unknown_contract", place=str(place))
    spot = s["display"][place]
    contract = spot["id"]
    if contract is None:
        raise illegal("unknown_contract", place=place)
    if seat in spot["by"]:
        raise illegal("already_fulfilled", contract=contract)  # R57
    gold_for = action.get("gold_for")
    if (
        not isinstance(gold_for, list)
        or sorted(gold_for) != gold_for
        or gold_for not in gold_options(s, seat, contract)
    ):
        raise illegal("missing_goods", contract=contract)
    info = RULES.contracts[contract]
    first = not spot["by"]
    reward = action.get("reward")
    if first:
        allowed = ["premium"] + (["bonus"] if info["bonus"] else [])
        if reward not in allowed:
            raise illegal("choose_reward", contract=contract)
    elif reward is not None:
        raise illegal("not_first", contract=contract)
    tokens = dict(info["goods"])
    for kind in gold_for:
        tokens[kind] -= 1
    tokens = {k: n for k, n in tokens.items() if n}
    if gold_for:
        tokens[RULES.gold] = len(gold_for)
    _spend(d, seat, tokens)
    amount = info["payout"]
    if first:
        amount += spot["sup"] + (info["premium"] if reward == "premium" else 0)  # R56
    _earn(d, seat, amount, "contract")
    new = {**spot, "by": spot["by"] + [seat]}
    if first:
        new["first"] = seat
        new["reward"] = reward
    d.w("display")[place] = new
    d.event("contract_fulfilled", seat=seat, place=place, contract=contract, first=first, reward=reward, spent=tokens)
    if first and reward == "bonus" and info["bonus"]["type"] == "servants":  # R59
        lady = s["lady_of"][s["team_of"][seat]]
        drawn = d.draw_cards("servant", info["bonus"]["count"])
        d.at("servants", lady).extend(drawn)
        d.private(lady, "servants_received", cards=drawn)
        d.event("servant_bonus_used", seat=seat, lady_seat=lady, count=len(drawn))


def use_goods_bonus(d: Draft, seat: int, action: dict) -> None:
    """R58: a goods bonus card draws tokens at random from the supply, then is discarded."""
    s = d.s
    card = action.get("card")
    if card not in s["bonus_cards"][seat] or (RULES.contracts[card]["bonus"] or {}).get("type") != "goods":
        raise illegal("no_such_bonus", card=str(card))
    drawn = []
    supply = d.w("supply")
    for _ in range(RULES.contracts[card]["bonus"]["count"]):
        total = sum(supply.values())
        if not total:
            break
        pick = int(d.rng.random() * total)
        for kind in sorted(supply):
            if pick < supply[kind]:
                supply[kind] -= 1
                drawn.append(kind)
                break
            pick -= supply[kind]
    goods = d.at("goods", seat)
    for kind in drawn:
        goods[kind] = goods.get(kind, 0) + 1
    d.at("bonus_cards", seat).remove(card)
    d.w("contracts_discard").append(card)
    d.event("goods_bonus_used", seat=seat, contract=card, kinds=sorted(drawn))


def end_turn(d: Draft, seat: int, action: dict) -> None:
    d.set("trade_turn", d.s["trade_turn"] + 1)
    d.event("trade_ended", seat=seat)


def end_of_trading(d: Draft) -> None:
    """R58: a first fulfiller who took the bonus receives the card at the end of the afternoon."""
    s = d.s
    for place, spot in enumerate(s["display"]):
        if spot["id"] is None or spot["reward"] != "bonus":
            continue
        card = spot["id"]
        if RULES.contracts[card]["bonus"]["type"] == "servants":
            d.w("contracts_discard").append(card)
        else:
            d.at("bonus_cards", spot["first"]).append(card)
            d.event("bonus_card_received", seat=spot["first"], contract=card)
        d.w("display")[place] = {**spot, "id": None}
