"""Async exchange (Adaptation, R87-R92): ticks in which every searching gentleman makes
one secret move (keep or put back what he holds, and the slot he looks at next).

Standing orders (Adaptation beside R87): a gentleman may say once which tokens he keeps
(kinds of goods, an order token); until he changes them or his morning ends, each tick's
move is made from them when the tick resolves, as his own secret move: keep what he holds
if it is one of them (an order token also once he may keep no more goods), then look at a
free slot he remembers holding one of them, else at the first free slot he has not seen,
else at the first free slot. The real game's live exchange is played in real time (R80-R86);
orders spare a gentleman a visit per tick, and nobody waits for him.

The orders are his secret in the state (``ex.orders``: his view alone shows them,
`resample_hidden` gives other seats a plain stand-in). A tick resolves as soon as everyone else
has moved (several ticks in one step when every searching gentleman has orders); in the tick he
gives them, his move is made from them at once, told as any tick's move. He changes or ends them
as a side decision; ending takes effect after the tick, so a side action never changes whose turn
it is."""

from __future__ import annotations

from engines.core.contract import Deadline
from engines.ladies import exchange
from engines.ladies.state import RULES, Draft, goods_count, illegal

ORDER = "order"  # in standing orders: an order token
ORDERS = (*sorted(RULES.goods), ORDER)  # what standing orders may name, in the order offered


def submit(d: Draft, seat: int, action: dict) -> None:
    """R87: one move per tick."""
    s = d.s
    ex = s["ex"]
    if s["order"][seat] is not None or ex["moves"][seat] is not None:
        raise illegal("not_now")
    keep = action.get("keep")
    slot = action.get("look")
    holding = s["held"][seat]
    ends = False
    if holding is None:
        if keep is not None:
            raise illegal("holding_nothing")
    else:
        if not isinstance(keep, bool):
            raise illegal("keep_or_put_back")
        order_token = exchange.is_order(s["slots"][holding])
        if keep and not order_token and not exchange.may_keep_goods(s, seat):
            raise illegal("goods_limit_reached")
        ends = keep and order_token
    if ends or not exchange.has_free_slot(s):
        if slot is not None:
            raise illegal("no_look_now")
    elif not isinstance(slot, int) or isinstance(slot, bool) or not exchange.is_free(s, slot):
        raise illegal("slot_unavailable", slot=slot + 1 if isinstance(slot, int) else str(slot))
    moves = list(ex["moves"])
    moves[seat] = {"keep": keep, "look": slot}
    d.set("ex", {**ex, "moves": moves})
    d.event("tick_move_made", seat=seat, tick=ex["tick"])
    settle(d)


def give_orders(d: Draft, seat: int, action: dict) -> None:
    """Standing orders: `ids`, what he keeps; none: he searches by hand again from the next
    tick (this tick's move is still made from them: nobody waits for him now)."""
    ids = action.get("ids")
    if not isinstance(ids, list) or any(x not in ORDERS for x in ids) or len(set(ids)) != len(ids):
        raise illegal("unknown_orders")
    ex = d.s["ex"]
    was = ex["orders"][seat]
    waited = seat in waited_for(d.s)
    if ids:
        now = {"keep": sorted(ids, key=ORDERS.index), "last_tick": None}
    elif was is not None and was["last_tick"] is None:
        now = {**was, "last_tick": ex["tick"]}
    else:
        raise illegal("no_orders")
    orders = list(ex["orders"])
    orders[seat] = now
    d.set("ex", {**ex, "orders": orders})
    if ids:
        d.private(seat, "orders_given", token=now["keep"])
    if waited:  # this round's move is made from them at once and told as any move is (what it is stays his)
        ex = d.s["ex"]
        moves = list(ex["moves"])
        moves[seat] = ordered_move(d.s, seat)
        d.set("ex", {**ex, "moves": moves})
        d.event("tick_move_made", seat=seat, tick=ex["tick"])
    else:
        d.private(seat, "orders_dropped")
    settle(d)


def waited_for(s: dict) -> list[int]:
    """Searching gentlemen who have neither moved this tick nor given standing orders."""
    ex = s["ex"]
    return [g for g in exchange.searching(s) if ex["moves"][g] is None and ex["orders"][g] is None]


def settle(d: Draft) -> None:
    """Ticks resolve while nobody is waited for (several in a row when every searching
    gentleman plays by standing orders; R91 ends them)."""
    while d.s["gstage"] == "exchange" and exchange.searching(d.s) and not waited_for(d.s):
        resolve(d)


def ordered_move(s: dict, seat: int) -> dict:
    """His move this tick from his standing orders (see the module's docstring); an order
    token is also kept once he may keep no more goods or has seen every free slot."""
    wanted = set(s["ex"]["orders"][seat]["keep"])
    free = exchange.free_slots(s)
    seen = dict((slot, token) for slot, token in s["memory"][seat])
    unseen = [slot for slot in free if slot not in seen]
    if s["config"]["goods_cap_scope"] == "total_holding":
        room = RULES.goods_limit - goods_count(s["goods"][seat])
    else:
        room = RULES.goods_limit - s["kept_today"][seat]
    keep = None
    holding = s["held"][seat]
    if holding is not None:
        token = s["slots"][holding]
        if exchange.is_order(token):
            keep = ORDER in wanted or room <= 0 or not unseen
            if keep:
                return {"keep": True, "look": None}
        else:
            keep = token in wanted and room > 0
            room -= keep
    if not free:
        return {"keep": keep, "look": None}
    if room <= 0:
        wanted = {ORDER}
    for want in (wanted, {ORDER}):
        for slot in free:
            token = seen.get(slot)
            if token is not None and (ORDER if exchange.is_order(token) else token) in want:
                return {"keep": keep, "look": slot}
        if unseen:
            return {"keep": keep, "look": unseen[0]}
    return {"keep": keep, "look": free[0]}


def resolve(d: Draft) -> None:
    """R88: keeps, then put backs, then looks (clashes settled at random)."""
    s = d.s
    ex = s["ex"]
    active = exchange.searching(s)
    moves = list(ex["moves"])
    for g in active:
        if moves[g] is None and ex["orders"][g] is not None:
            moves[g] = ordered_move(s, g)
    free_at_start = exchange.free_slots(s)
    for g in active:
        m = moves[g]
        if m is not None and m["keep"] is True:
            exchange.keep(d, g)
    for g in active:
        m = moves[g]
        if s["held"][g] is not None and (m is None or m["keep"] is False):
            exchange.put_back(d, g, forced=m is None)
    named: dict[int, list[int]] = {}
    for g in active:
        m = moves[g]
        if m is not None and m["look"] is not None:
            named.setdefault(m["look"], []).append(g)
    unnamed = [x for x in free_at_start if x not in named]
    losers = []
    for slot in sorted(named):
        seats = named[slot]
        winner = seats[int(d.rng.random() * len(seats))] if len(seats) > 1 else seats[0]
        exchange.look(d, winner, slot)
        losers += [g for g in seats if g != winner]
    for g in sorted(losers):
        if unnamed:
            slot = unnamed.pop(int(d.rng.random() * len(unnamed)))
            exchange.look(d, g, slot)
    missed = list(ex["missed"])
    for g in active:
        missed[g] = missed[g] + 1 if moves[g] is None else 0
    tick = ex["tick"]
    orders = [None if x is None or x["last_tick"] == tick else x for x in ex["orders"]]
    d.set(
        "ex",
        {
            **d.s["ex"],
            "tick": tick + 1,
            "moves": [None] * s["players"],
            "missed": missed,
            "orders": orders,
            "started": s["clock"],
        },
    )
    held = [g for g in active if d.s["held"][g] is not None]
    d.event("tick_resolved", tick=tick, held=held, slots=[d.s["held"][g] for g in held])
    late = [g for g in exchange.searching(d.s) if missed[g] >= s["config"]["tick_missed_limit"]]
    if late:
        exchange.deal_to(d, late)  # R89
    if exchange.searching(d.s) and tick >= s["config"]["max_ticks"]:
        exchange.deal_remaining(d)  # R91
    exchange.check_end(d)


def finish(d: Draft, seat: int, action: dict) -> None:
    exchange.finish(d, seat)
    exchange.check_end(d)


def deadlines(s: dict) -> list[Deadline]:
    ex = s["ex"]
    if ex["started"] is None:
        return []
    waiting = tuple(waited_for(s))
    return [Deadline("tick", ex["started"] + s["config"]["tick_hours"] * 3600, waiting)]


def timeout(d: Draft, deadline: str) -> None:
    """R89: whoever has not moved puts back and looks at nothing this tick."""
    if deadline != "tick":
        raise illegal("unknown_deadline", deadline=deadline)
    resolve(d)
    settle(d)
