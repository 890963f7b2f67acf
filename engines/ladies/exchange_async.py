"""Async exchange (Adaptation, R87-R92): ticks in which every searching gentleman makes
one secret move (keep or put back what he holds, and the slot he looks at next)."""

from __future__ import annotations

from engines.core.contract import Deadline
from engines.ladies import exchange
from engines.ladies.state import Draft, illegal


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
    order = s["order"]
    for g in s["gent_of"]:
        if order[g] is None and moves[g] is None:
            return
    resolve(d)  # every searching gentleman has moved


def resolve(d: Draft) -> None:
    """R88: keeps, then put backs, then looks (clashes settled at random)."""
    s = d.s
    ex = s["ex"]
    moves = ex["moves"]
    active = exchange.searching(s)
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
    d.set(
        "ex", {**d.s["ex"], "tick": tick + 1, "moves": [None] * s["players"], "missed": missed, "started": s["clock"]}
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
    waiting = tuple(g for g in exchange.searching(s) if ex["moves"][g] is None)
    return [Deadline("tick", ex["started"] + s["config"]["tick_hours"] * 3600, waiting)]


def timeout(d: Draft, deadline: str) -> None:
    """R89: whoever has not moved puts back and looks at nothing this tick."""
    if deadline != "tick":
        raise illegal("unknown_deadline", deadline=deadline)
    resolve(d)
