"""The gossip variant (R128-R136): handing a gossip card to another lady, one per day."""

from __future__ import annotations

from engines.ladies.state import RULES, Draft, illegal, lady_seats


def count(descriptor: dict, wardrobe: list[str], servants: int, mary_counts: str = "wardrobe") -> int:
    """R108: the count descriptor of the data file, on a list of wardrobe card ids."""
    what = descriptor.get("what")
    if what == "servants":
        return servants
    if what == "distinct_kinds":
        have = {RULES.cards[c]["kind"] for c in wardrobe}
        return sum(1 for kind in descriptor["kinds"] if kind in have)
    n = 0
    filters = [k for k in descriptor if k != "what"]
    for c in wardrobe:
        info = RULES.cards[c]
        ok = True
        for key in filters:
            want = descriptor[key]
            if key == "category":
                ok = info["category"] == want
            elif key == "kind":
                ok = info["kind"] == want
            elif key == "designer":
                ok = want in info["designers"]
            elif key == "designer_count":
                ok = len(info["designers"]) == want
            elif key == "designer_count_min":
                ok = len(info["designers"]) >= want
            elif key == "elegance":
                ok = info["elegance"] == want
            elif key == "elegance_in":
                ok = info["elegance"] in want
            if not ok:
                break
        n += ok
    if not filters and mary_counts == "wardrobe_and_servants":  # R108 `mary_counts`
        n += servants
    return n


def _test(spec: dict, wardrobe, servants, mary) -> bool:
    n = count(spec["counts"], wardrobe, servants, mary)
    return ("min" not in spec or n >= spec["min"]) and ("max" not in spec or n <= spec["max"])


def condition_holds(s: dict, number: int, giver: int, receiver: int) -> bool:
    """R130: judged on the current (paid, face-up) wardrobes and servant counts."""
    cond = RULES.gossip[number]
    mary = s["config"]["mary_counts"]
    gw, rw = s["wardrobe"][giver], s["wardrobe"][receiver]
    gs, rs = len(s["servants"][giver]), len(s["servants"][receiver])
    if cond["type"] == "compare":
        return count(cond["counts"], gw, gs, mary) > count(cond["counts"], rw, rs, mary)
    return _test(cond["receiver"], rw, rs, mary) and _test(cond["giver"], gw, gs, mary)


def giveable(s: dict, seat: int) -> list[int]:
    cards = list(s["gossip_hand"][seat] or [])
    if s["config"]["regift_gossip"]:
        cards += [n for n, _ in s["gossip_recv"][seat]]
    return sorted(cards)


def gifts(s: dict, seat: int) -> list[tuple[int, int]]:
    """Every (card, receiver) she may hand over now (R129: one per day, condition true), in a
    day's phases: after the sixth evening the last window (R133) takes over."""
    if not s["config"]["gossip"] or s["roles"][seat] == "gentleman" or s["gossip_given"][seat] == s["day"]:
        return []
    if s["phase"] not in ("morning", "afternoon", "evening"):
        return []
    out = []
    for card in giveable(s, seat):
        for other in lady_seats(s):
            if other != seat and condition_holds(s, card, seat, other):
                out.append((card, other))
    return out


def give(d: Draft, seat: int, action: dict) -> None:
    s = d.s
    if not s["config"]["gossip"] or s["roles"][seat] == "gentleman":
        raise illegal("not_now")
    if s["gossip_given"][seat] == s["day"]:
        raise illegal("gossip_once_a_day")
    card, to = action.get("card"), action.get("to")
    if card not in giveable(s, seat):
        raise illegal("not_in_hand", card=str(card))
    if to not in lady_seats(s) or to == seat:
        raise illegal("not_a_lady", to=str(to))
    if not condition_holds(s, card, seat, to):
        raise illegal("gossip_condition_false", card=card)
    _hand_over(d, seat, card, to)


def _hand_over(d: Draft, seat: int, card: int, to: int) -> None:
    s = d.s
    if card in (s["gossip_hand"][seat] or []):
        d.at("gossip_hand", seat).remove(card)
    else:
        recv = d.at("gossip_recv", seat)
        recv.remove(next(x for x in recv if x[0] == card))
    d.at("gossip_recv", to).append([card, seat])
    d.w("gossip_given")[seat] = s["day"]
    d.event("gossip_given", seat=seat, to_seat=to, card=card)  # R131: received cards are public


def last_window(d: Draft, seat: int, action: dict) -> None:
    """R133: a last gift (or a pass), resolved when every lady has answered."""
    s = d.s
    if s["phase"] != "last_gossip" or seat not in s["ball_pending"]:
        raise illegal("not_now")
    if action["type"] == "gossip":
        card, to = action.get("card"), action.get("to")
        if card not in giveable(s, seat) or to not in lady_seats(s) or to == seat:
            raise illegal("not_in_hand", card=str(card))
        choice: list | str = [card, to]
    else:
        choice = "pass"
    d.w("ball_choice")[seat] = choice
    d.w("ball_pending").remove(seat)
    d.event("last_gossip_answered", seat=seat)
    if not d.s["ball_pending"]:
        for lady in lady_seats(s):  # resolved in panel order, the courtesan last
            pick = d.s["ball_choice"][lady]
            if isinstance(pick, list):
                card, to = pick
                if card in giveable(d.s, lady) and condition_holds(d.s, card, lady, to):
                    _hand_over(d, lady, card, to)
                else:
                    # the card stays in her hidden hand; whom she meant is hers to know (no view shows it)
                    d.event("gossip_failed", seat=lady)
                    d.private(lady, "gossip_failed_own", to_seat=to, card=card)
        d.set("ball_choice", [None] * s["players"])
