"""Live exchange (R80-R86): every gentleman flips at once, one token at a time each;
inputs are served in the order received. Timers arrive as system Timeout actions."""

from __future__ import annotations

from engines.core.contract import Deadline
from engines.ladies import exchange
from engines.ladies.state import Draft, illegal


def ready(d: Draft, seat: int, action: dict) -> None:
    """R80: the exchange opens when every gentleman is ready (or at the ready deadline)."""
    ex = d.s["ex"]
    if ex["open"] or seat in ex["ready"]:
        raise illegal("not_now")
    ex = {**ex, "ready": sorted(ex["ready"] + [seat])}
    d.set("ex", ex)
    d.event("gentleman_ready", seat=seat)
    if len(ex["ready"]) == len(d.s["gent_of"]):
        _open(d)


def _open(d: Draft) -> None:
    d.set("ex", {**d.s["ex"], "open": True, "opened": d.s["clock"]})
    d.event("exchange_opened")


def look(d: Draft, seat: int, action: dict) -> None:
    """R74/R82: look at a free face-down slot."""
    s = d.s
    if not s["ex"]["open"] or s["order"][seat] is not None:
        raise illegal("not_now")
    if s["held"][seat] is not None:
        raise illegal("already_holding")
    slot = action.get("slot")
    if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < len(s["slots"]):
        raise illegal("unknown_slot", slot=str(slot))
    if slot not in exchange.free_slots(s):
        raise illegal("slot_unavailable", slot=slot + 1)  # players count slots from 1
    exchange.look(d, seat, slot)
    _held_since(d, seat, s["clock"])
    d.event("token_taken_up", seat=seat, slot=slot)


def _held_since(d: Draft, seat: int, when) -> None:
    since = list(d.s["ex"]["held_since"])
    since[seat] = when
    d.set("ex", {**d.s["ex"], "held_since": since})


def _release(d: Draft, seat: int, step) -> None:
    """`step` (keep, put back, finish) on the open exchange; `seat` holds nothing after it."""
    if not d.s["ex"]["open"]:
        raise illegal("not_now")
    step(d, seat)
    _held_since(d, seat, None)


def keep(d: Draft, seat: int, action: dict) -> None:
    _release(d, seat, exchange.keep)
    exchange.check_end(d)


def put_back(d: Draft, seat: int, action: dict) -> None:
    _release(d, seat, exchange.put_back)


def finish(d: Draft, seat: int, action: dict) -> None:
    _release(d, seat, exchange.finish)
    exchange.check_end(d)


def deadlines(s: dict) -> list[Deadline]:
    ex = s["ex"]
    cfg = s["config"]
    if not ex["open"]:
        if ex["announced"] is None:
            return []
        waiting = tuple(g for g in s["gent_of"] if g not in ex["ready"])
        return [Deadline("exchange_open", ex["announced"] + cfg["live_ready_seconds"], waiting)]
    out = []
    if ex["opened"] is not None:
        out.append(
            Deadline("exchange_close", ex["opened"] + cfg["live_deadline_seconds"], tuple(exchange.searching(s)))
        )
    for g in s["gent_of"]:
        since = ex["held_since"][g]
        if s["held"][g] is not None and since is not None:
            out.append(Deadline(f"hold:{g}", since + cfg["live_hold_seconds"], (g,)))
    return out


def timeout(d: Draft, deadline: str) -> None:
    """R80 (opening), R83 (a held token goes back), R84 (the deadline deals the order tokens)."""
    s = d.s
    if deadline == "exchange_open":
        _open(d)
    elif deadline == "exchange_close":
        exchange.deal_remaining(d)
        d.set("ex", {**s["ex"], "held_since": [None] * s["players"]})
        d.event("exchange_closed")
        exchange.check_end(d)
    elif deadline.startswith("hold:"):
        seat = int(deadline[5:])
        exchange.put_back(d, seat, forced=True)
        _held_since(d, seat, None)
    else:
        raise illegal("unknown_deadline", deadline=deadline)
