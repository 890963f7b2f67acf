"""Rounds and phases (R19-R38, R89): phase 1 prepare, phase 2 select, phase 3 turns,
phase 4 income, and the automatic progress between the players' decisions."""

from __future__ import annotations

from engines.core.rng import shuffle
from engines.rokoko import bonuses, scoring
from engines.rokoko.state import C, D, decorations, own_dresses

HAND = C["hand_size"]


# --- phase 1 ---------------------------------------------------------------------------------


def prepare(d) -> None:
    """R22-R27."""
    s = d.s
    if s["round"] > 1 and s["favour"] is not None:  # A (R23)
        s["start"] = s["favour"]
        s["favour"] = None
        d.event("start_player_changed", seat=s["start"])
    leftover = [c for c in s["display"] if c is not None]  # B (R24)
    if leftover:
        d.w("out").extend(leftover)
        d.event("display_cleared", cards=leftover, count=len(leftover))
    deck = d.w("hire_deck")
    display = [deck.pop(0) if deck else None for _ in d.side.display]
    s["display"] = display
    revealed = [c for c in display if c is not None]
    d.event("employees_revealed", cards=revealed, count=len(revealed))
    added = []  # C (R25): section 1 first, then 2, then 3
    for i, sec in enumerate(d.side.sections):
        while len(s["warehouse"][i]) < sec["capacity"]:
            if not s["res_supply"]:
                if not s["res_discard"]:
                    break
                pile = sorted(s["res_discard"])
                shuffle(d.rng, pile)
                s["res_supply"], s["res_discard"] = pile, []
                d._own.update(("res_supply", "res_discard"))
                d.event("resource_supply_renewed", count=len(pile))
            tid = d.w("res_supply").pop()
            d.section(i).append(tid)
            added.append(tid)
    if added:
        d.event("warehouse_filled", tiles=added, count=len(added))
    windows = d.w("windows")  # D (R27)
    for i, win in enumerate(d.side.windows):
        if win["dark"] and windows[i] is not None:
            d.w("dress_discard").append(windows[i])
            d.event("dress_discarded", dress=windows[i], sex=D.dresses[windows[i]]["sex"], window=win["id"])
            windows[i] = None
    kept = [x for x in windows if x is not None]
    windows[:] = [None] * (len(windows) - len(kept)) + kept
    drawn = []
    for i in range(len(windows) - 1, -1, -1):
        if windows[i] is not None:
            continue
        if not s["bag"]:
            if not s["dress_discard"]:
                break
            s["bag"] = sorted(s["dress_discard"])
            s["dress_discard"] = []
            d._own.update(("bag", "dress_discard"))
            d.event("bag_refilled", count=len(s["bag"]))
        bag = d.w("bag")
        windows[i] = bag.pop(int(d.rng.random() * len(bag)))
        drawn.append(windows[i])
    if drawn:
        d.event("dresses_drawn", dresses=drawn, count=len(drawn))


# --- phase 2 ---------------------------------------------------------------------------------


def begin_selection(d) -> None:
    """R31-R34: fill what is forced, leave the real choices to the players."""
    s = d.s
    s["phase"] = "select"
    s["active"] = None
    need = [None] * s["players"]
    for seat in range(s["players"]):
        supply = s["seats"][seat]["supply"]
        if len(supply) >= HAND + 1:
            need[seat] = HAND
            continue
        hand = d.pl(seat, "hand")
        taken = list(supply)
        hand.extend(taken)
        d.p(seat)["supply"] = []
        d._own.add(("pl", seat, "supply"))
        left = HAND - len(taken)
        if left:
            pile = sorted(s["seats"][seat]["discard"])
            d.p(seat)["supply"] = pile
            d.p(seat)["discard"] = []
            d._own.add(("pl", seat, "discard"))
            d.event("supply_renewed", seat=seat, count=len(pile))
            if len(pile) <= left:  # R33 defensive: take what exists
                hand.extend(pile)
                taken += pile
                d.p(seat)["supply"] = []
            else:
                need[seat] = left
        if taken:
            d.private(seat, "cards_taken", seat=seat, cards=taken)
    s["need"] = need
    d.event("selection_started", round=s["round"])


def select(d, seat: int, ids: list) -> None:
    supply = d.pl(seat, "supply")
    for cid in ids:
        supply.remove(cid)
    d.pl(seat, "hand").extend(ids)
    d.w("need")[seat] = None
    d.private(seat, "cards_selected_private", seat=seat, cards=list(ids))
    d.event("cards_selected", seat=seat)


# --- phase 3 ---------------------------------------------------------------------------------


def next_seat_with_hand(s: dict, after: int) -> int | None:
    n = s["players"]
    for k in range(1, n + 1):
        seat = (after + k) % n
        if s["seats"][seat]["hand"]:
            return seat
    return None


def finish_turn(d) -> None:
    st = d.s["stage"]
    seat = st["seat"]
    if not st["dismissed"]:
        d.pl(seat, "discard").append(st["card"])
    d.s["stage"] = None
    d.s["active"] = next_seat_with_hand(d.s, seat)


# --- phase 4 ---------------------------------------------------------------------------------


def income(d) -> None:
    """R89."""
    s, side = d.s, d.side
    upper = {s["deco"][x["id"]] for x in side.fountain["upper"] if x["id"] in s["deco"]}
    lower = {s["deco"][x["id"]] for x in side.fountain["lower"] if x["id"] in s["deco"]}
    for seat in range(s["players"]):
        money = C["base_income"]
        if seat in upper:
            money += decorations(s, seat)
        if seat in lower:
            money += len(own_dresses(s, seat))
        d.gain(seat, "money", money)
        d.event("income", seat=seat, money=money)


def begin_terrace(d) -> None:
    """R97: before the final scoring, every player with more King's-hall dresses than terrace
    spaces chooses which dresses move there; all of them at once."""
    s = d.s
    s["phase"] = "terrace"
    s["active"] = None
    s["terrace_need"] = scoring.terrace_choices(s, d.side)
    s["terrace_pick"] = [None] * s["players"]
    waiting = [seat for seat, n in enumerate(s["terrace_need"]) if n is not None]
    if waiting:
        d.event("terrace_choice_started", seats=waiting)


def choose_terrace(d, seat: int, ids: list) -> None:
    d.w("terrace_pick")[seat] = list(ids)
    d.w("terrace_need")[seat] = None
    d.event("terrace_chosen", seat=seat, dress=list(ids), count=len(ids))


def start_round(d) -> None:
    prepare(d)
    d.event("round_started", round=d.s["round"], start_seat=d.s["start"])
    begin_selection(d)


def advance(d) -> None:
    """Run every automatic step until a player must decide or the game ends."""
    s = d.s
    while True:
        if s["phase"] == "select":
            if any(n is not None for n in s["need"]):
                return
            for seat in range(s["players"]):
                if s["seats"][seat]["played"]:
                    d.p(seat)["played"] = []
            s["phase"] = "actions"
            start = s["start"]
            s["active"] = start if s["seats"][start]["hand"] else next_seat_with_hand(s, start)
            d.event("actions_started", round=s["round"], seat=s["active"])
            continue
        if s["phase"] == "terrace":
            if any(n is not None for n in s["terrace_need"]):
                return
            scoring.final(d)
            return
        if s["phase"] != "actions":
            return
        st = s["stage"]
        if st is not None:
            if st["kind"] == "bonus":
                if bonuses.resolve(d):
                    return
                continue
            if st["kind"] == "gain":
                return
            finish_turn(d)
            continue
        if s["active"] is not None:
            return
        income(d)
        d.event("round_ended", round=s["round"])
        if s["round"] >= C["rounds"]:
            begin_terrace(d)
            continue
        s["round"] += 1
        start_round(d)
