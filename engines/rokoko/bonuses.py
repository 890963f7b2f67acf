"""Employee bonuses (R59-R88): the in-turn bonus stage and the automatic ones."""

from __future__ import annotations

from engines.rokoko import actions
from engines.rokoko.chain import Asks
from engines.rokoko.state import C, D, decorations, employee_count, own_dresses

P = "rokoko."
PASS: tuple[str, str, dict] = ("pass", P + "option.pass", {})
AUTOMATIC = {
    "gain_money",
    "per_own_dress_colour",
    "pp_per_own_decorations",
    "money_per_own_decorations",
    "pp_per_own_dresses",
    "money_per_own_dresses",
    "money_by_employee_count",
}


def effect(bonus_id: str) -> dict:
    return D.bonuses[bonus_id]["effect"]


def by_count(table: list, count: int) -> int:
    """R75/R78/R88 tables; below the first row (4 employees) gives 0."""
    for row in table:
        if count >= row["min"] and (row["max"] is None or count <= row["max"]):
            return row["value"]
    return 0


def pp(d, seat: int, amount: int, bonus: str) -> None:
    """PP gained during play are private (R109)."""
    if amount:
        d.gain(seat, "pp", amount)
        d.private(seat, "pp_gained", seat=seat, pp=amount, bonus=bonus)


def staff_count(s: dict, seat: int) -> int:
    """R59/R54: counts include the card in play unless this turn's main action dismissed it;
    option dismissed_card_counts_for_own_bonus counts it anyway."""
    n = employee_count(s, seat)
    st = s["stage"]
    if st["dismissed"] and s["config"]["dismissed_card_counts_for_own_bonus"] and not st.get("borrowed"):
        n += 1
    return n


def usable(s: dict, seat: int, side, bonus_id: str) -> bool:
    """Whether an interactive bonus can do anything now (else it is skipped, R59)."""
    e = effect(bonus_id)
    t = e["type"]
    rec = s["seats"][seat]
    if t == "buy_yarn_or_lace":
        return rec["money"] >= e["price"]
    if t == "gain_yarn_or_lace":
        return True
    if t == "extra_action":
        if e["action"] == "acquire":
            return actions.can_acquire(s, seat)
        if e["action"] == "make_dress":
            return bool(actions.dress_options(s, seat, side, s["stage"]["master"], e, first=True))
        if e["action"] == "fund":
            return bool(actions.deco_options(s, seat, side, e.get("cost_reduction", 0), first=True))
    if t == "dismiss_other":
        return actions.can_dismiss(s, seat) and bool(_targets(s, seat))
    if t == "random_resource_tile":
        return rec["money"] >= e["price"] and actions.supply_tile_available(s)
    if t == "buy_pp":
        return rec["money"] >= e["price"]
    if t == "cash_in_silk":
        return bool(rec["tiles"])
    return False


def automatic(d, seat: int, bonus_id: str) -> None:
    """R59: a bonus that only gains money and/or PP is applied without asking."""
    e = effect(bonus_id)
    t = e["type"]
    s = d.s
    money = points = 0
    if t == "gain_money":
        money = e["amount"]
    elif t == "per_own_dress_colour":
        colours = [D.dresses[x]["colour"] for x in own_dresses(s, seat)]
        money = sum(n * colours.count(c) for c, n in e.get("money", {}).items())
        points = sum(n * colours.count(c) for c, n in e.get("pp", {}).items())
    elif t == "pp_per_own_decorations":
        points = decorations(s, seat) // e["per"]
    elif t == "money_per_own_decorations":
        money = decorations(s, seat) // e["per"]
    elif t == "pp_per_own_dresses":
        points = len(own_dresses(s, seat)) // e["per"]
    elif t == "money_per_own_dresses":
        money = len(own_dresses(s, seat)) // e["per"]
    elif t == "money_by_employee_count":
        money = by_count(e["table"], staff_count(s, seat))
    d.gain(seat, "money", money)
    pp(d, seat, points, bonus_id)
    d.event("bonus_used", seat=seat, bonus=bonus_id, use="money", gained=money, paid=0)


def _targets(s: dict, seat: int) -> list:
    rec = s["seats"][seat]
    return [(cid, zone) for zone in ("hand", "supply", "discard") for cid in rec[zone]]


def bonus_stage(d, seat: int, w) -> Asks[None]:
    """Stage `bonus`: the card's (or a borrowed) interactive bonus; first option `pass`."""
    st = d.s["stage"]
    bonus_id = st["bonus"]
    e = effect(bonus_id)
    t = e["type"]
    rec = d.s["seats"][seat]
    kind = P + "bonus." + bonus_id
    done = {**st, "kind": "done"}
    if t in ("buy_yarn_or_lace", "gain_yarn_or_lace"):
        price = e.get("price", 0)
        choice = yield from w.ask(
            "resource",
            kind,
            P + "prompt.bonus." + t,
            {"price": price},
            [
                PASS,
                ("yarn", P + "option.take_yarn", {"price": price}),
                ("lace", P + "option.take_lace", {"price": price}),
            ],
            final=True,
        )
        if choice != "pass":
            d.gain(seat, "money", -price)
            d.gain(seat, choice, 1)
            d.event("bonus_used", seat=seat, bonus=bonus_id, use="resource", gained=0, paid=price, item=choice)
    elif t == "extra_action" and e["action"] == "acquire":
        yield from actions.acquire(d, seat, w, with_pass=True)
    elif t == "extra_action" and e["action"] == "make_dress":
        yield from actions.make_dress(d, seat, w, st["master"], bonus=e, with_pass=True)
    elif t == "extra_action" and e["action"] == "fund":
        yield from actions.fund(d, seat, w, e.get("cost_reduction", 0), with_pass=True)
    elif t == "dismiss_other":
        options = [PASS] + [
            (
                cid,
                P + "option.dismiss_target",
                {
                    "card": cid,
                    "zone": zone,
                    "rank": D.cards[cid]["rank"],
                    "bonus": D.cards[cid]["bonus"],
                    "money": e["money"][D.cards[cid]["rank"]] if e["money"] else 0,  # what dismissing it pays
                    "borrow": bool(e["use_target_bonus"]),  # its bonus is then yours to use
                },
            )
            for cid, zone in _targets(d.s, seat)
        ]
        cid = yield from w.ask(
            "dismiss",
            kind,
            P + "prompt.bonus.dismiss_other",
            {"with_bonus": bool(e["use_target_bonus"])},
            options,
            final=True,
        )
        if cid != "pass":
            zone = next(z for z in ("hand", "supply", "discard") if cid in d.s["seats"][seat][z])
            d.pl(seat, zone).remove(cid)
            d.w("out").append(cid)
            card = D.cards[cid]
            money = e["money"][card["rank"]] if e["money"] else 0
            d.gain(seat, "money", money)
            d.event(
                "employee_dismissed_by_bonus",
                seat=seat,
                card=cid,
                rank=card["rank"],
                bonus=card["bonus"],
                zone=zone,
                money=money,
                by_bonus=bonus_id,
            )
            if e["use_target_bonus"]:
                d.s["stage"] = {**st, "kind": "bonus", "bonus": card["bonus"], "borrowed": True}
                return
    elif t == "random_resource_tile":
        choice = yield from w.ask(
            "draw",
            kind,
            P + "prompt.bonus.random_tile",
            {"price": e["price"]},
            [PASS, ("draw", P + "option.draw_tile", {"price": e["price"]})],
            final=True,
            cast=_drawn,
        )
        if choice == "draw":
            tid = actions.draw_supply_tile(d)
            d.gain(seat, "money", -e["price"])
            d.event("tile_drawn", seat=seat, bonus=bonus_id, price=e["price"])
            d.private(seat, "tile_drawn_private", seat=seat, tile=tid)
            d.s["stage"] = {**st, "kind": "gain", "tile": tid}
            return
    elif t == "buy_pp":
        top = rec["money"] // e["price"]
        if top <= 24:
            options = [PASS] + [
                (str(k), P + "option.buy_pp", {"pp": k, "price": k * e["price"]}) for k in range(1, top + 1)
            ]
            choice = yield from w.ask(
                "pp", kind, P + "prompt.bonus.buy_pp", {"price": e["price"]}, options, final=True, cast=int
            )
            k = 0 if choice == "pass" else int(choice)
        else:
            k = yield from w.ask_number("pp", kind, P + "prompt.bonus.buy_pp", {"price": e["price"]}, 0, top)
        if k:
            d.gain(seat, "money", -k * e["price"])
            pp(d, seat, k, bonus_id)
            d.event("bonus_used", seat=seat, bonus=bonus_id, use="pp", gained=0, paid=k * e["price"])
    elif t == "cash_in_silk":
        tiles = rec["tiles"]
        options = [(tid, P + "option.cash_tile", {"tile": tid}) for tid in tiles]
        if len(tiles) == 1:
            chosen = yield from w.ask(
                "cash_in", kind, P + "prompt.bonus.cash_in_silk", {}, [PASS] + options, final=True, cast=_listed
            )
            chosen = [] if chosen == "pass" else [chosen]
        else:
            chosen = yield from w.ask_multi(
                "cash_in", kind, P + "prompt.bonus.cash_in_silk", {}, options, 0, len(tiles)
            )
        if chosen:
            points = cash_in_value(chosen, e)
            for tid in chosen:
                d.pl(seat, "tiles").remove(tid)
                d.w("res_discard").append(tid)
            pp(d, seat, points, bonus_id)
            d.event("tiles_cashed_in", seat=seat, tiles=sorted(chosen), count=len(chosen))
    d.s["stage"] = {**d.s["stage"], "kind": "done"} if d.s["stage"]["kind"] == "bonus" else d.s["stage"]
    del done


def _drawn(option_id: str) -> bool:
    return True  # the action says {"draw": true}


def _listed(option_id: str) -> list:
    return [option_id]  # one tile cashed in, named like several: {"cash_in": [tile]}


def cash_in_value(tids, e: dict) -> int:
    """R82: 1 PP per blue and per red bale; yellow and green pooled, 1 PP per pair."""
    total: dict[str, int] = {}
    for tid in tids:
        for c, n in D.tiles[tid]["silk"].items():
            total[c] = total.get(c, 0) + n
    points = sum(total.get(c, 0) * v for c, v in e["pp_per_bale"].items())
    pairs = sum(total.get(c, 0) for c in e["pair_colours"]) // 2
    return points + pairs * e["pp_per_pair"]


def gain_stage(d, seat: int, w) -> Asks[None]:
    """Stage `gain`: keep or convert a tile drawn at random (R44, R66, R68)."""
    st = d.s["stage"]
    yield from actions.gain_tile(d, seat, w, st["tile"], public=False)
    d.s["stage"] = {**st, "kind": "done", "tile": None}


def resolve(d) -> bool:
    """Settle the bonus stage as far as it goes without a choice. True when a player must choose."""
    st = d.s["stage"]
    seat = st["seat"]
    e = effect(st["bonus"])
    t = e["type"]
    if t in AUTOMATIC:
        automatic(d, seat, st["bonus"])
    elif D.bonuses[st["bonus"]]["timing"] == "turn" and usable(d.s, seat, d.side, st["bonus"]):
        return True
    elif D.bonuses[st["bonus"]]["timing"] == "turn":
        d.event("bonus_unusable", seat=seat, bonus=st["bonus"])
    d.s["stage"] = {**st, "kind": "done"}
    return False


__all__ = ["C"]
