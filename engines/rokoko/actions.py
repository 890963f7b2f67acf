"""The six main actions (R50-R56) and the shared procedures they use (R44-R49, R57).

Each function takes the draft, the seat and the chain walker (chain.Walk) and asks for
its sub-decisions in rule order; one that asks is a generator (`yield from w.ask(...)`,
see chain.py), and so is every function that calls it.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from engines.rokoko.chain import Asks
from engines.rokoko.state import C, Complete, D, decorations, employee_count, illegal, own_dresses, silk_totals

P = "rokoko."
MIN_EMPLOYEES = C["min_employees_after_dismissal"]


# --- prices ------------------------------------------------------------------------------


_WAREHOUSE_PRICE = {int(n): price for n, price in C["warehouse_price_by_tiles_in_section"].items()}


def warehouse_price(tiles_in_section: int) -> int:
    """R51: by the section's count before taking."""
    return _WAREHOUSE_PRICE[min(tiles_in_section, 4)]


def hire_price(display: list) -> int | None:
    """R53: by the number of cards in the display before taking."""
    n = sum(1 for c in display if c is not None)
    return C["hire_price_by_cards_left"][str(n)] if n else None


# --- R44 gaining a tile ------------------------------------------------------------------


# per tile, the options of keeping or converting it (R44): "keep", "convert:<i>"
_USES = {tid: ("keep", *(f"convert:{i}" for i in range(len(t["convert_options"])))) for tid, t in D.tiles.items()}


def then_tile_use(tid: str) -> tuple[str, tuple]:
    """What follows taking tile `tid` as the last thing a turn does (a warehouse tile bought,
    a reward tile taken): only gain_tile's question, each of whose answers ends the turn
    (chain.Walk.ask's `then`)."""
    return "tile_use", _USES[tid]


def ask_tile(w, slot: str, question: str, options: list, final) -> Asks[str]:
    """Which warehouse tile to take (bought or a reward), asked as `question` (its kind, and its
    prompt under prompt.) in `slot`: the tile's use is asked next (then_tile_use)."""
    return w.ask(slot, P + question, P + "prompt." + question, {}, options, final=final, then=then_tile_use)


def gain_tile(d, seat: int, w, tid: str, public: bool) -> Asks[None]:
    """Keep the tile or convert it to the yarn/lace printed at its bottom (R44). `public`:
    the tile was face up (warehouse) so others know which tile it is."""
    t = D.tiles[tid]
    options = [("keep", P + "option.keep_tile", {"tile": tid})]
    for i, alt in enumerate(t["convert_options"]):
        options.append(
            (
                f"convert:{i}",
                P + "option.convert_tile",
                {"tile": tid, "yarn": alt.get("yarn", 0), "lace": alt.get("lace", 0)},
            )
        )
    choice = yield from w.ask("tile_use", P + "gain_tile", P + "prompt.gain_tile", {"tile": tid}, options, final=True)
    if choice == "keep":
        d.pl(seat, "tiles").append(tid)
        if public:
            d.event("tile_kept", seat=seat, tile=tid)
        else:
            d.event("tile_kept_hidden", seat=seat)
            d.private(seat, "tile_kept_private", seat=seat, tile=tid)
    else:
        alt = t["convert_options"][int(choice.split(":")[1])]
        d.w("res_discard").append(tid)
        d.gain(seat, "yarn", alt.get("yarn", 0))
        d.gain(seat, "lace", alt.get("lace", 0))
        d.event("tile_converted", seat=seat, tile=tid, yarn=alt.get("yarn", 0), lace=alt.get("lace", 0))


def draw_supply_tile(d) -> str | None:
    """The top tile of the resource supply; an empty supply is first renewed from the
    discard pile (R25, R59). None when both are empty."""
    if d.probe:
        raise Complete
    if not d.s["res_supply"]:
        if not d.s["res_discard"]:
            return None
        _renew_supply(d)
    return d.w("res_supply").pop()


def _renew_supply(d) -> None:
    from engines.core.rng import shuffle

    pile = sorted(d.s["res_discard"])
    shuffle(d.rng, pile)
    d.s["res_supply"] = pile
    d.s["res_discard"] = []
    d._own.update(("res_supply", "res_discard"))
    d.event("resource_supply_renewed", count=len(pile))


def supply_tile_available(s: dict) -> bool:
    return bool(s["res_supply"] or s["res_discard"])


# --- R51 acquire -------------------------------------------------------------------------


def can_acquire(s: dict, seat: int) -> bool:
    money = s["seats"][seat]["money"]
    return any(sec and warehouse_price(len(sec)) <= money for sec in s["warehouse"])


def acquire(d, seat: int, w, with_pass: bool = False) -> Asks[None]:
    money = d.s["seats"][seat]["money"]
    chosen = w.peek("tile")  # answered already: only that tile needs to be checked
    options: list[tuple[str, str, dict]] = [("pass", P + "option.pass", {})] if with_pass else []
    for i, sec in enumerate(d.s["warehouse"]):
        if sec:
            price = warehouse_price(len(sec))
            if price <= money:
                options += [
                    (tid, P + "option.warehouse_tile", {"tile": tid, "section": i + 1, "price": price})
                    for tid in sec
                    if chosen is None or tid == chosen
                ]
    choice = yield from ask_tile(w, "tile", "choose_warehouse_tile", options, final={"pass"})
    if choice == "pass":
        return
    i = next(k for k, sec in enumerate(d.s["warehouse"]) if choice in sec)
    price = warehouse_price(len(d.s["warehouse"][i]))
    d.section(i).remove(choice)
    d.gain(seat, "money", -price)
    d.event("tile_bought", seat=seat, tile=choice, section=i + 1, price=price)
    yield from gain_tile(d, seat, w, choice, public=True)


# --- R45, R46 paying silk -----------------------------------------------------------------


def discounted(dress: dict, discount: dict | None, choice: str | None = None) -> dict:
    """The dress's silk requirement after a bonus discount (R70, R79)."""
    need = dict(dress["silk"])
    if discount:
        colours = [c for c in discount["colours"] if need.get(c)]
        if colours:
            c = choice if choice in colours else colours[0]
            need[c] = max(0, need[c] - discount["bales"])
    return {c: n for c, n in need.items() if n > 0}


def affordable(s: dict, seat: int, dress: dict, cost: int, discount: dict | None, have: dict | None = None) -> bool:
    """R46. `have`: the seat's silk totals when the caller has them already."""
    rec = s["seats"][seat]
    if rec["money"] < cost or rec["yarn"] < dress["yarn"] or rec["lace"] < dress["lace"]:
        return False
    if have is None:
        have = silk_totals(rec["tiles"])
    if discount and len([c for c in discount["colours"] if dress["silk"].get(c)]) > 1:
        return any(
            all(have.get(c, 0) >= n for c, n in discounted(dress, discount, ch).items()) for ch in discount["colours"]
        )
    return all(have.get(c, 0) >= n for c, n in discounted(dress, discount).items())


def _meets(tids, need: dict) -> bool:
    have = silk_totals(tids)
    return all(have.get(c, 0) >= n for c, n in need.items())


def minimal_sets(candidates: list, need: dict, stop_at: int = 2) -> list:
    """Minimal sets of tiles meeting `need` (R45), at most `stop_at` of them."""
    found: list[tuple] = []
    for size in range(1, len(candidates) + 1):
        for combo in combinations(candidates, size):
            if any(set(f) <= set(combo) for f in found):
                continue
            if _meets(combo, need):
                found.append(combo)
                if len(found) >= stop_at:
                    return found
    return found


@lru_cache(maxsize=4096)
def _minimal_sets_of(candidates: tuple, need: tuple) -> tuple:
    """minimal_sets, remembered: a turn's question chain is walked again and again (the
    AI lists every complete turn) and meets the same payments."""
    return tuple(minimal_sets(list(candidates), dict(need)))


# per tile, the colours it has silk of
_SILK_COLOURS = {tid: frozenset(c for c, n in tile["silk"].items() if n) for tid, tile in D.tiles.items()}


def pay_silk(d, seat: int, w, need: dict, final=None) -> Asks[list]:
    """R45: hand in whole kept tiles until the requirement is met; the only minimal set is
    handed in without asking. Returns the tiles handed in. `final`: as the question's (the
    caller knows when a question always follows)."""
    paid = []
    need = {c: n for c, n in need.items() if n > 0}
    while need:
        tiles = d.s["seats"][seat]["tiles"]
        candidates = [t for t in tiles if not _SILK_COLOURS[t].isdisjoint(need)]
        sets = _minimal_sets_of(tuple(candidates), tuple(need.items())) if len(candidates) <= 10 else ((), ())
        if len(sets) == 1:
            picks = list(sets[0])
        else:
            answered = w.peek("silk")  # a path's answer: only that tile needs to be offered
            options = [
                (t, P + "option.silk_tile", {"tile": t}) for t in candidates if answered is None or t == answered
            ]
            picks = [
                (
                    yield from w.ask(
                        "silk",
                        P + "pay_silk",
                        P + "prompt.pay_silk",
                        {"need": dict(need)},
                        options,
                        final=final,
                        repeat=True,
                    )
                )
            ]
        for t in picks:
            d.pl(seat, "tiles").remove(t)
            d.w("res_discard").append(t)
            paid.append(t)
            for c, n in D.tiles[t]["silk"].items():
                if c in need:
                    need[c] -= n
        need = {c: n for c, n in need.items() if n > 0}
    return paid


# --- R47-R49, R52 make a dress -------------------------------------------------------------


def legal_spaces(s: dict, side, master_made: bool) -> list:
    guest = s["guest"]
    return [
        g["id"] for h in side.halls for g in h["spaces"] if g["id"] not in guest and (master_made or not g["master"])
    ]


# per dress, its silk requirement without a discount: ((colour, bales), ...)
_SILK_NEED = {did: tuple((c, n) for c, n in dress["silk"].items() if n > 0) for did, dress in D.dresses.items()}


def dress_options(
    s: dict, seat: int, side, master: bool, bonus: dict | None, only: str | None = None, first: bool = False
) -> list:
    """(window index, dress id) of the dresses this card may make now. `only`: look at that
    dress alone (the path's answer); `first`: stop at the first one (an availability test)."""
    found = []
    discount = bonus.get("silk_discount") if bonus else None
    rec = s["seats"][seat]
    have = None  # the seat's silk totals, counted once and only when a dress gets that far
    for i, did in enumerate(s["windows"]):
        if did is None or (only is not None and did != only):
            continue
        dress = D.dresses[did]
        if dress["master_only"] and (bonus is not None or not master):
            continue  # R46/R52 needs_master; R70/R79 never through a bonus
        cost = side.windows[i]["cost"]
        if rec["money"] < cost or rec["yarn"] < dress["yarn"] or rec["lace"] < dress["lace"]:
            continue
        if have is None:
            have = silk_totals(rec["tiles"])
        if (
            all(have.get(c, 0) >= n for c, n in _SILK_NEED[did])
            if discount is None
            else affordable(s, seat, dress, cost, discount, have)
        ):
            found.append((i, did))
            if first:
                break
    return found


def make_dress(d, seat: int, w, master: bool, bonus: dict | None = None, with_pass: bool = False) -> Asks[None]:
    """R52 (bonus: the effect of R70/R79, which forbid master-only dresses and discount silk)."""
    s, side = d.s, d.side
    master_made = master and (bonus is None or s["config"]["bonus_dress_master_made"] == "played_card")
    # with a free guest space the rent-or-sell question follows whatever is chosen until then,
    # so no answer before it completes the action (else looking ahead finds out which does)
    spaces = legal_spaces(s, side, master_made)  # paying changes no guest space
    asked_later: set[str] | None = set() if spaces else None
    options: list[tuple[str, str, dict]] = [("pass", P + "option.pass", {})] if with_pass else []
    for i, did in dress_options(s, seat, side, master, bonus, only=w.peek("dress")):
        dress = D.dresses[did]
        options.append(
            (
                did,
                P + "option.dress",
                {
                    "dress": did,
                    "colour": dress["colour"],
                    "cost": side.windows[i]["cost"],
                    "silk": dress["silk"],
                    "yarn": dress["yarn"],
                    "lace": dress["lace"],
                    "sale_value": dress["sale_value"],
                    "master_only": dress["master_only"],
                },
            )
        )
    choice = yield from w.ask(
        "dress",
        P + "choose_dress",
        P + "prompt.choose_dress",
        {},
        options,
        final=None if asked_later is None else {"pass"},
    )
    if choice == "pass":
        return
    i = s["windows"].index(choice)
    dress = D.dresses[choice]
    cost = side.windows[i]["cost"]
    discount = bonus.get("silk_discount") if bonus else None
    colour_choice = None
    if discount and len([c for c in discount["colours"] if dress["silk"].get(c)]) > 1:
        opts = [
            (c, P + "option.discount_colour", {"colour": c})
            for c in discount["colours"]
            if dress["silk"].get(c) and affordable_with(s, seat, dress, discount, c)
        ]
        colour_choice = yield from w.ask(
            "discount", P + "choose_discount", P + "prompt.choose_discount", {}, opts, final=asked_later
        )
    d.w("windows")[i] = None
    d.gain(seat, "money", -cost)
    d.gain(seat, "yarn", -dress["yarn"])
    d.gain(seat, "lace", -dress["lace"])
    paid = yield from pay_silk(d, seat, w, discounted(dress, discount, colour_choice), asked_later)
    d.event(
        "dress_made",
        seat=seat,
        dress=choice,
        sex=dress["sex"],
        window=side.windows[i]["id"],
        cost=cost,
        yarn=dress["yarn"],
        lace=dress["lace"],
        tiles=paid,
        master_made=master_made,
    )
    if spaces:
        value = dress["sale_value"]
        rent = yield from w.ask(
            "use",
            P + "rent_or_sell",
            P + "prompt.rent_or_sell",
            {"dress": choice, "sale_value": value},
            [("rent", P + "option.rent", {}), ("sell", P + "option.sell", {"sale_value": value})],
            final={"sell"},
        )
    else:
        rent = "sell"  # R47 decision: no legal space, the engine sells without asking
    if rent == "sell":
        d.gain(seat, "money", dress["sale_value"])
        d.w("dress_discard").append(choice)
        d.event("dress_sold", seat=seat, dress=choice, sex=dress["sex"], money=dress["sale_value"])
        return
    yield from place_dress(d, seat, w, choice, master_made, spaces)


def affordable_with(s, seat, dress, discount, colour) -> bool:
    have = silk_totals(s["seats"][seat]["tiles"])
    return all(have.get(c, 0) >= n for c, n in discounted(dress, discount, colour).items())


def place_dress(d, seat: int, w, did: str, master_made: bool, spaces: list) -> Asks[None]:
    """R47: choose a hall, then a free legal guest space of it; reward (R49); All-halls (R57)."""
    side = d.side
    legal = set(spaces)
    chosen = w.named("space")  # apply: the space names its hall
    implied = side.halls[side.space_hall[chosen]]["id"] if chosen in side.space_hall else None
    known = implied if implied is not None else w.peek("hall")  # answered already: only that hall is checked
    halls = []
    for h in side.halls:
        if known is None or h["id"] == known:
            free = sum(1 for g in h["spaces"] if g["id"] in legal)
            if free:
                halls.append((h["id"], P + "option.hall", {"hall": h["id"], "free": free}))
    hall_id = yield from w.ask(
        None, P + "choose_hall", P + "prompt.choose_hall", {"dress": did}, halls, final=False, implied=implied
    )
    hall = next(h for h in side.halls if h["id"] == hall_id)
    more = bool(any(d.s["warehouse"]))
    options, final = [], set()
    answered = w.peek("space")  # answered already: only that space needs to be checked
    for g in hall["spaces"]:
        if g["id"] in legal and (answered is None or g["id"] == answered):
            label = P + ("option.guest_space_master" if g["master"] else "option.guest_space")  # this board's data
            options.append((g["id"], label, {"space": g["id"], "master": g["master"], "reward": g["reward"] or "none"}))
            if g["reward"] != "resource_tile" or not more:
                final.add(g["id"])
    space = yield from w.ask(
        "space", P + "choose_guest_space", P + "prompt.choose_guest_space", {"hall": hall_id}, options, final=final
    )
    d.w("guest")[space] = [did, seat, master_made]
    d.event(
        "dress_rented",
        seat=seat,
        dress=did,
        sex=D.dresses[did]["sex"],
        space=space,
        hall=hall_id,
        master_made=master_made,
    )
    reward = side.space[space]["reward"]
    if reward == "money_2":
        d.gain(seat, "money", 2)
    elif reward in ("yarn", "lace"):
        d.gain(seat, reward, 1)
    if reward and reward != "resource_tile":
        d.event("reward_gained", seat=seat, reward=reward)
    elif reward == "resource_tile" and more:
        answered = w.peek("reward_tile")
        options = [
            (tid, P + "option.reward_tile", {"tile": tid, "section": i + 1})
            for i, sec in enumerate(d.s["warehouse"])
            for tid in sec
            if answered is None or tid == answered
        ]
        tid = yield from ask_tile(w, "reward_tile", "choose_reward_tile", options, final=False)
        i = next(k for k, sec in enumerate(d.s["warehouse"]) if tid in sec)
        d.section(i).remove(tid)
        d.event("reward_tile_taken", seat=seat, tile=tid, section=i + 1)
        yield from gain_tile(d, seat, w, tid, public=True)
    all_halls_check(d, seat)


def all_halls_check(d, seat: int) -> None:
    """R57."""
    s, side = d.s, d.side
    if seat in s["all_halls"].values():
        return
    for _h, hall in enumerate(side.halls):
        if s["deco"].get(hall["musician"]["id"]) == seat:
            continue
        if not any(s["guest"].get(g["id"], (None, None))[1] == seat for g in hall["spaces"]):
            return
    for space in side.all_halls:
        if space["id"] not in s["all_halls"]:
            d.w("all_halls")[space["id"]] = seat
            d.event("all_halls_bonus", seat=seat, space=space["id"], pp=space["pp"])
            return


# --- R53 hire, R54 dismiss, R50 favour ------------------------------------------------------


def hire(d, seat: int, w) -> Asks[None]:
    display = d.s["display"]
    price = hire_price(display)
    options = [
        (
            cid,
            P + "option.hire_card",
            {"card": cid, "rank": D.cards[cid]["rank"], "bonus": D.cards[cid]["bonus"], "price": price},
        )
        for cid in display
        if cid is not None
    ]
    cid = yield from w.ask(
        "hire", P + "choose_hire_card", P + "prompt.choose_hire_card", {"price": price}, options, final=True
    )
    d.w("display")[display.index(cid)] = None
    assert price is not None
    d.gain(seat, "money", -price)
    d.pl(seat, "hand").append(cid)
    card = D.cards[cid]
    d.event("employee_hired", seat=seat, card=cid, rank=card["rank"], bonus=card["bonus"], price=price)


def can_dismiss(s: dict, seat: int) -> bool:
    """R55: at least 5 employees now, so at least 4 remain."""
    return employee_count(s, seat) > MIN_EMPLOYEES


def dismiss_played(d, seat: int) -> None:
    st = dict(d.s["stage"])
    card = D.cards[st["card"]]
    money = C["dismiss_money"][card["rank"]]
    st["dismissed"] = True
    d.s["stage"] = st
    d.gain(seat, "money", money)
    d.w("out").append(card["id"])
    d.event("employee_dismissed", seat=seat, card=card["id"], rank=card["rank"], bonus=card["bonus"], money=money)


def favour(d, seat: int) -> None:
    d.s["favour"] = seat
    d.gain(seat, "money", C["favour_money"])
    d.event("favour_claimed", seat=seat, money=C["favour_money"])


# --- R56 fund --------------------------------------------------------------------------------

_DECO_SPACES: dict = {}


def _deco_spaces(side) -> tuple:
    """(space id, kind, fountain row or None, cost, pp) in board order, once per side."""
    spaces = _DECO_SPACES.get(side.id)
    if spaces is None:
        spaces = _DECO_SPACES[side.id] = tuple(
            (
                sid,
                side.deco[sid]["kind"],
                side.deco[sid]["kind"][len("fountain_") :] if side.deco[sid]["kind"].startswith("fountain_") else None,
                side.deco[sid]["cost"],
                side.deco[sid]["pp"],
            )
            for sid in side.deco_order
        )
    return spaces


def deco_options(s: dict, seat: int, side, reduction: int = 0, first: bool = False) -> list:
    """(space id, kind, cost, pp) of the decorations the seat can fund now; `first`: stop at
    the first one (an availability test)."""
    money = s["seats"][seat]["money"]
    deco = s["deco"]
    taken_rows = None  # the fountain rows with the seat's marker, looked at when a row is
    found = []
    for sid, kind, row, cost, pp in _deco_spaces(side):
        if sid in deco:
            continue  # taken
        if row is not None:
            if taken_rows is None:
                taken_rows = {r for r in ("upper", "lower") if any(deco.get(x["id"]) == seat for x in side.fountain[r])}
            if row in taken_rows:
                continue  # fountain_row_taken
        cost = max(0, cost - reduction)
        if cost <= money:
            found.append((sid, kind, cost, pp))
            if first:
                break
    return found


def fund(d, seat: int, w, reduction: int = 0, with_pass: bool = False) -> Asks[None]:
    found = deco_options(d.s, seat, d.side, reduction)
    head: list[tuple[str, str, dict]] = [("pass", P + "option.pass", {})] if with_pass else []
    if len(found) + len(head) > 25:  # R58: split by type
        kinds = []
        for _, kind, _, _ in found:
            if kind not in kinds:
                kinds.append(kind)
        chosen = d.side.deco.get(w.named("decoration"))  # apply: the space names its kind
        kind = yield from w.ask(
            None,
            P + "choose_decoration_kind",
            P + "prompt.choose_decoration_kind",
            {},
            head + [(k, P + "option.decoration_kind", {"kind": k}) for k in kinds],
            final={"pass"},
            implied=chosen and chosen["kind"],
        )
        if kind == "pass":
            return
        found = [f for f in found if f[1] == kind]
        head = []
    options = head + [
        (sid, P + "option.decoration", {"space": sid, "kind": kind, "cost": cost, "pp": pp, "printed": printed})
        for sid, kind, cost, pp in found
        for printed in [d.side.deco[sid]["cost"]]  # the cost the board shows, before a reduction
    ]
    sid = yield from w.ask(
        "decoration",
        P + "choose_decoration_space",
        P + "prompt.choose_decoration_space",
        {"reduction": reduction},
        options,
        final=True,
    )
    if sid == "pass":
        return
    item = d.side.deco[sid]
    cost = max(0, item["cost"] - reduction)
    d.gain(seat, "money", -cost)
    d.w("deco")[sid] = seat
    d.event("decoration_funded", seat=seat, space=sid, kind=item["kind"], cost=cost)
    if item["kind"] == "musician":
        all_halls_check(d, seat)


# --- R36, R40 the turn: card, then the main action -----------------------------------------


def main_options(s: dict, seat: int, side, card: dict, only: str | None = None) -> tuple[list, dict]:
    """(allowed main actions, {action: reason} for the unavailable ones). `only`: judge that
    action alone (the path's answer; the others are then left out of both)."""
    allowed_by_rank = D_RANK[card["rank"]]
    reasons = {}
    allowed = []
    for action in MAIN_ACTIONS:
        if only is not None and action != only:
            continue
        if action not in allowed_by_rank:
            reasons[action] = "rank"
            continue
        reason = _unavailable(s, seat, side, card, action)
        if reason is None:
            allowed.append(action)
        else:
            reasons[action] = reason
    return allowed, reasons


def _unavailable(s: dict, seat: int, side, card: dict, action: str) -> str | None:
    """Why a main action the card's rank allows cannot be taken now, or None."""
    if action == "favour":
        return None if s["favour"] is None else "favour_taken"
    if action == "acquire":
        if not any(s["warehouse"]):
            return "warehouse_empty"
        return None if can_acquire(s, seat) else "not_enough_money"
    if action == "make_dress":
        ok = dress_options(s, seat, side, card["rank"] == "master", None, first=True)
        return None if ok else "no_affordable_dress"
    if action == "hire":
        price = hire_price(s["display"])
        if price is None:
            return "display_empty"
        return None if price <= s["seats"][seat]["money"] else "not_enough_money"
    if action == "dismiss":
        return None if employee_count(s, seat) > MIN_EMPLOYEES else "only_four_employees"
    if action == "fund":
        return None if deco_options(s, seat, side, first=True) else "no_free_decoration"
    raise AssertionError(action)


MAIN_ACTIONS = ("favour", "acquire", "make_dress", "hire", "dismiss", "fund")
D_RANK = {r["id"]: tuple(r["main_actions"]) for r in __import__("engines.rokoko.data", fromlist=["raw"]).raw()["ranks"]}


def play_stage(d, seat: int, w) -> Asks[None]:
    """Stage `play`: choose a hand card (R36.1), a main action (R36.2) and its details."""
    hand = d.s["seats"][seat]["hand"]
    chosen = w.peek("card")  # answered already: only that card needs to be checked
    options: list[tuple[str, str, dict]] = []
    for cid in hand if chosen is None else [x for x in hand if x == chosen]:
        card = D.cards[cid]
        options.append((cid, P + "option.card", {"card": cid, "rank": card["rank"], "bonus": card["bonus"]}))
    cid = yield from w.ask("card", P + "choose_card", P + "prompt.choose_card", {}, options, final=False)
    card = D.cards[cid]
    d.pl(seat, "hand").remove(cid)
    d.pl(seat, "played").append(cid)
    d.s["stage"] = {
        "seat": seat,
        "card": cid,
        "kind": "main",
        "bonus": card["bonus"],
        "dismissed": False,
        "master": card["rank"] == "master",
        "tile": None,
    }
    chosen = w.peek("action")
    allowed, reasons = main_options(d.s, seat, d.side, card, only=chosen)
    if chosen in reasons:  # a refused main action says why (R36, R50-R55)
        raise illegal(f"unavailable.{reasons[chosen]}", rank=card["rank"])
    paid = {"favour": C["favour_money"], "dismiss": C["dismiss_money"][card["rank"]]}  # what the action pays
    options = [(a, P + "option.main." + a, {"money": paid[a]} if a in paid else {}) for a in allowed]
    options.append(("pass", P + "option.pass", {}))
    action = yield from w.ask(
        "action",
        P + "choose_main_action",
        P + "prompt.choose_main_action",
        {"card": cid, "unavailable": reasons},
        options,
        final={"favour", "dismiss", "pass"},
    )
    d.event("card_played", seat=seat, card=cid, rank=card["rank"], bonus=card["bonus"], action=action)
    if action == "favour":
        favour(d, seat)
    elif action == "acquire":
        yield from acquire(d, seat, w)
    elif action == "make_dress":
        yield from make_dress(d, seat, w, card["rank"] == "master")
    elif action == "hire":
        yield from hire(d, seat, w)
    elif action == "dismiss":
        dismiss_played(d, seat)
    elif action == "fund":
        yield from fund(d, seat, w)
    d.s["stage"] = {**d.s["stage"], "kind": "bonus"}


def dresses_count(s: dict, seat: int) -> int:
    return len(own_dresses(s, seat))


__all__ = ["decorations"]
