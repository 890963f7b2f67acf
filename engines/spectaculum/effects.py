"""What a reached space does (R44-R57): track moves, payday, sickness and its settlement."""

from __future__ import annotations

from engines.spectaculum.state import COLOURS, RULES, Draft, colour_of, illegal


def resolve_space(d: Draft, colour: str, space: str) -> None:
    if space == d.board.court:
        move_track(d, colour, RULES.court_delta, "court")  # R46
        return
    tile = d.s["tiles"].get(space)
    if tile is None:
        return  # R47: blank and entry spaces
    delta = RULES.tile_delta[tile]
    if delta:
        move_track(d, colour, delta, tile)  # R45
    per_card = RULES.tile_money[tile]
    if per_card > 0:
        payday(d, colour, per_card)
    elif per_card < 0:
        sickness(d, colour, -per_card)


def move_track(d: Draft, colour: str, delta: int, tile: str) -> None:
    """R56/R57. The Czech rulebook: "Ignorujte všechny efekty, pokud by se měla značka pohnout
    přes tyto dílky" (ignore all effects if the marker would move past 0 or 25), hence the
    default track_clamp = ignore_whole_effect; `partial` stops the marker at the limit."""
    value = d.s["tracks"][colour]
    target = value + delta
    if RULES.track_min <= target <= RULES.track_max:
        d.w("tracks")[colour] = target
        d.event("reputation_changed", colour=colour, tile=tile, delta=delta, value=target)
    elif d.cfg["track_clamp"] == "partial":
        stop = min(max(target, RULES.track_min), RULES.track_max)
        if stop != value:
            d.w("tracks")[colour] = stop
        d.event("reputation_clamped", colour=colour, tile=tile, delta=delta, moved=stop - value, value=stop)
    else:
        d.event("effect_ignored", colour=colour, tile=tile, delta=delta, value=value)


def payday(d: Draft, colour: str, per_card: int) -> None:
    """R48: every holder of the colour, the active player included (R44), is paid."""
    d.event("payday", colour=colour)
    for seat, held in enumerate(d.s["cards"]):
        if held[colour]:
            amount = per_card * held[colour]
            d.pay(seat, amount)
            d.event("payday_paid", seat=seat, colour=colour, amount=amount)


def sickness(d: Draft, colour: str, per_card: int) -> None:
    """R49: every holder owes a bill; who cannot cover it settles by forced releases (R50)."""
    d.event("sickness", colour=colour)
    bills = None
    for seat, held in enumerate(d.s["cards"]):
        if not held[colour]:
            continue
        bill = per_card * held[colour]
        if d.s["money"][seat] >= bill:
            d.pay(seat, -bill)
            d.event("sickness_paid", seat=seat, colour=colour, amount=bill)
        else:
            bills = bills or [None] * d.s["players"]
            bills[seat] = bill
            d.event("sickness_short", seat=seat, colour=colour, bill=bill)
    if bills:
        d.s["sick"] = {"colour": colour, "per_card": per_card, "bills": bills}
        d.s["phase"] = "settle_sickness"


def sickness_release(d: Draft, seat: int, action: dict) -> None:
    """One forced release (R50-R53). Not an action in the sense of R20 (R54)."""
    sick = d.s["sick"]
    if d.s["phase"] != "settle_sickness" or sick["bills"][seat] is None:
        raise illegal("no_sickness_bill")
    colour = colour_of(action)
    if d.s["cards"][seat][colour] <= 0:
        raise illegal("no_card", colour=colour)
    price = d.s["tracks"][colour] // 2  # R50: half the value, rounded down
    d.cards(seat)[colour] -= 1
    d.w("decks")[colour] += 1
    d.pay(seat, price)
    d.event("forced_release", seat=seat, colour=colour, price=price)
    bill = sick["bills"][seat]
    if d.cfg["sickness_bill"] == "recompute":  # R52
        bill = sick["per_card"] * d.s["cards"][seat][sick["colour"]]
    _settle(d, seat, bill)


def _settle(d: Draft, seat: int, bill: int) -> None:
    sick_colour = d.s["sick"]["colour"]
    money = d.s["money"][seat]
    owed: int | None = bill
    if money >= bill:
        d.pay(seat, -bill)
        d.event("sickness_paid", seat=seat, colour=sick_colour, amount=bill)
        owed = None
    elif not any(d.s["cards"][seat].values()):
        d.pay(seat, -money)  # R53: all the money goes, the rest is forgiven
        d.event("sickness_forgiven", seat=seat, colour=sick_colour, amount=money, forgiven=bill - money)
        owed = None
    sick = dict(d.s["sick"])
    sick["bills"] = list(sick["bills"])
    sick["bills"][seat] = owed
    d.s["sick"] = sick


def settle_forced(d: Draft) -> None:
    """R55: settle every seat whose releases are forced: it holds a single colour, or
    (fixed bill) even releasing every card cannot cover the bill, so every card goes."""
    fixed = d.cfg["sickness_bill"] == "fixed"
    for seat in range(d.s["players"]):
        while (bill := d.s["sick"]["bills"][seat]) is not None:
            held = d.s["cards"][seat]
            colours = [c for c in COLOURS if held[c]]
            if len(colours) > 1 and not (fixed and d.s["money"][seat] + release_value(d.s, seat) < bill):
                break
            sickness_release(d, seat, {"colour": colours[0]})


def release_value(state: dict, seat: int) -> int:
    tracks = state["tracks"]
    return sum(n * (tracks[c] // 2) for c, n in state["cards"][seat].items())


def settled(state: dict) -> bool:
    return all(bill is None for bill in state["sick"]["bills"])
