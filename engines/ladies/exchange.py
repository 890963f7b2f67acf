"""The stock exchange, rules common to both modes (R72-R79)."""

from __future__ import annotations

from engines.ladies.state import RULES, Draft, goods_count, illegal


def is_order(token) -> bool:
    return isinstance(token, str) and token.startswith("o")


def searching(s: dict) -> list[int]:
    """Gentlemen who have not kept an order token."""
    order = s["order"]
    return [g for g in s["gent_of"] if order[g] is None]


def free_slots(s: dict) -> list[int]:
    """Face-down slots nobody holds."""
    held = set(s["held"])  # None among them matches no slot
    return [i for i, tok in enumerate(s["slots"]) if tok is not None and i not in held]


def has_free_slot(s: dict) -> bool:
    """`free_slots(s)` is not empty."""
    held = s["held"]
    for i, tok in enumerate(s["slots"]):
        if tok is not None and i not in held:
            return True
    return False


def is_free(s: dict, slot: int) -> bool:
    """`slot in free_slots(s)` for an int `slot`."""
    return 0 <= slot < len(s["slots"]) and s["slots"][slot] is not None and slot not in s["held"]


def may_keep_goods(s: dict, seat: int) -> bool:
    """R75 and `goods_cap_scope`."""
    if s["config"]["goods_cap_scope"] == "total_holding":
        return goods_count(s["goods"][seat]) < RULES.goods_limit
    return s["kept_today"][seat] < RULES.goods_limit


def may_keep(s: dict, seat: int) -> bool:
    slot = s["held"][seat]
    if slot is None:
        return False
    return is_order(s["slots"][slot]) or may_keep_goods(s, seat)


def look(d: Draft, seat: int, slot: int) -> None:
    d.w("held")[seat] = slot
    d.private(seat, "token_seen", slot=slot, token=d.s["slots"][slot])


def keep(d: Draft, seat: int) -> None:
    """R73/R75/R76: keep the held token face up; an order token ends his morning."""
    s = d.s
    slot = s["held"][seat]
    if slot is None:
        raise illegal("holding_nothing")
    token = s["slots"][slot]
    if not is_order(token) and not may_keep_goods(s, seat):
        raise illegal("goods_limit_reached")
    d.w("slots")[slot] = None
    d.w("held")[seat] = None
    if is_order(token):
        d.w("order")[seat] = int(token[1:])
        d.event("order_kept", seat=seat, number=int(token[1:]), slot=slot)
    else:
        goods = d.at("goods", seat)
        goods[token] = goods.get(token, 0) + 1
        d.w("kept_today")[seat] += 1
        d.event("goods_kept", seat=seat, kind=token, slot=slot)
    _forget(d, slot)


def _forget(d: Draft, slot: int) -> None:
    for g, memory in enumerate(d.s["memory"]):
        for m in memory:
            if m[0] == slot:
                d.w("memory")[g] = [m for m in memory if m[0] != slot]
                break


def put_back(d: Draft, seat: int, forced: bool = False) -> None:
    """R74/R72: the held token returns face down to its own slot (`forced`: by the rules, not his choice)."""
    s = d.s
    slot = s["held"][seat]
    if slot is None:
        raise illegal("holding_nothing")
    d.w("held")[seat] = None
    memory = [m for m in s["memory"][seat] if m[0] != slot] + [[slot, s["slots"][slot]]]
    d.w("memory")[seat] = sorted(memory)
    d.event("token_put_back", seat=seat, slot=slot, forced=forced)


def deal_remaining(d: Draft) -> None:
    """R84/R89/R91: held tokens go back; order tokens left are dealt at random to those without one."""
    s = d.s
    for g in s["gent_of"]:
        if s["held"][g] is not None:
            put_back(d, g, forced=True)
    deal_to(d, searching(s))


def deal_to(d: Draft, seats: list[int], last: bool = False) -> None:
    """Order tokens dealt at random (`last`: the last searching gentleman takes the last one himself)."""
    s = d.s
    for g in seats:
        if s["held"][g] is not None:
            put_back(d, g, forced=True)
        left = [i for i, tok in enumerate(s["slots"]) if is_order(tok)]
        slot = left[int(d.rng.random() * len(left))]
        token = s["slots"][slot]
        d.w("slots")[slot] = None
        d.w("order")[g] = int(token[1:])
        _forget(d, slot)
        d.event("order_dealt", seat=g, number=int(token[1:]), last=last)


def finish(d: Draft, seat: int) -> None:
    """R85/R90: the last searching gentleman takes the single remaining order token."""
    s = d.s
    if searching(s) != [seat]:
        raise illegal("not_last")
    deal_to(d, [seat], last=True)


def check_end(d: Draft) -> None:
    if d.s["gstage"] == "exchange" and not searching(d.s):
        from engines.ladies import days

        days.end_exchange(d)
