"""Decisions offered to a seat (R144: prompt chains, at most 25 options a step) and the
fallback action applied when a turn limit runs out (R143)."""

from __future__ import annotations

from functools import cache

from engines.core.contract import Decision, Option
from engines.ladies import ball, bills, boutiques, exchange, exchange_async, gossip, sales
from engines.ladies.state import PLAIN_OPTION, RULES, decision, lady_seats, option, teams
from engines.ladies.turns import is_actor

P = "ladies."
CHUNK = 20

# Options that depend only on a few values (a card, a token, a plan item) are built once
# and shared by every prompt that offers them: options, their params and actions are never
# written to, and a prompt is asked for at every step, by the bot, the AI and the bench.


@cache
def _act(id: str, label: str, action_type: str) -> Option:
    """An option without params whose action is only its type."""
    return option(id, P + label, {}, {"type": action_type})


@cache
def _craftsman_option(card: str) -> Option:
    info = RULES.craftsman[card]
    return option(
        card, P + "option.craftsman", {"type": info["type"], "n": info["n"]}, {"type": "craftsman", "card": card}
    )


@cache
def _card_option(card: str, action_type: str) -> Option:
    """A card of the offer, for the window ("window") or the shop ("take")."""
    return option(card, P + "option.card", {"card": card}, {"type": action_type, "card": card})


@cache
def _visit_option(panel: int, boutique: str) -> Option:
    return option(str(panel), P + "option.boutique", {"boutique": boutique}, {"type": "visit", "panel": panel})


@cache
def _token_option(id: str, token: str, action: tuple | None) -> Option:
    """Keep or put back the held `token`; `action` is the action's items (None: the chain goes on)."""
    return option(id, P + "option." + id, {"token": token}, dict(action) if action is not None else None)


@cache
def _sell_option(kind: str, price: int) -> Option:
    return option(f"sell:{kind}", P + "option.sell", {"kind": kind, "price": price}, {"type": "sell", "kind": kind})


@cache
def _fulfil_option(place: int, contract: str) -> Option:
    return option(f"fulfil:{place}", P + "option.fulfil", {"contract": contract})


@cache
def _bonus_option(card: str) -> Option:
    return option(
        f"bonus:{card}", P + "option.goods_bonus", {"contract": card}, {"type": "use_goods_bonus", "card": card}
    )


@cache
def _group_option(i: int, first: int, last: int) -> Option:
    """Group `i` of free slots, from slot `first` to slot `last` (counted from 0)."""
    return option(f"g{i}", P + "option.slot_group", {"first": first + 1, "last": last + 1})


@cache
def _plan_option(item: str, choice: str, price: int, settles: bool) -> Option:
    """`choice` for the plan's `item`; `price`: what it adds to his evening (`bills.price_of`);
    `settles`: the plan's last answer, which settles it too."""
    action: dict[str, str | bool] = {"type": "plan", "item": item, "choice": choice}
    if settles:
        action["settle"] = True
    return option(
        choice, P + "option.plan_" + choice, {"price": price, "then": "settle" if settles else "next"}, action
    )


def prompt(state: dict, seat: int, path: tuple[str, ...] = ()) -> Decision | None:
    if not is_actor(state, seat):
        return None
    if path and path[0] == "gossip":
        return _gossip_chain(state, seat, path[1:], last=False)
    base = _base(state, seat, path)
    if base is None or path:
        return base
    if (
        state["config"]["gossip"]
        and state["roles"][seat] != "gentleman"
        and base.max_choices == 1
        and base.number_range is None
        and state["phase"] not in ("last_gossip", "ball")
        and gossip.gifts(state, seat)
    ):
        extra = option("gossip", P + "option.give_gossip", {})
        return decision(base.kind, base.prompt, base.params, base.options + (extra,))
    return base


def side_prompt(state: dict, seat: int, path: tuple[str, ...] = ()) -> Decision | None:
    """R129/R134: "Kdykoli během hry a v kterékoli fázi mohou dámy předat kartu pomluvy" — giving
    gossip never waits for her turn, so it is offered beside whatever the game waits for; a
    gentleman searching by standing orders is waited for by nobody, and changes them here."""
    if type(seat) is not int or not 0 <= seat < state["players"]:
        return None
    if has_standing_orders(state, seat):
        return _standing_orders(state, seat, tuple(path))
    if not gossip.gifts(state, seat):
        return None
    return _gossip_chain(state, seat, tuple(path), last=False)


def has_standing_orders(s: dict, seat: int) -> bool:
    """He searches at the async exchange by standing orders."""
    return (
        s["phase"] in ("morning", "afternoon")
        and s["gstage"] == "exchange"
        and s["ex"]["mode"] == "async"
        and s["order"][seat] is None
        and s["ex"]["orders"][seat] is not None
    )


def _base(s: dict, seat: int, path: tuple) -> Decision | None:
    phase = s["phase"]
    if phase in ("morning", "afternoon"):
        if s["roles"][seat] == "gentleman":
            if s["gstage"] == "exchange":
                return _exchange(s, seat, path)
            return _trade(s, seat, path)
        return _ladies_day(s, seat, path)
    if phase == "evening":
        return _evening(s, seat, path)
    if phase == "last_gossip":
        return _gossip_chain(s, seat, path, last=True)
    if phase == "ball":
        return _ball(s, seat) if not path else None
    return None


# --- ladies' day ---------------------------------------------------------------------------------


def _ladies_day(s: dict, seat: int, path: tuple) -> Decision | None:
    stage = s["lstage"]
    if stage == "craftsman" and not path:
        return decision(
            P + "craftsman",
            P + "prompt.craftsman",
            {},
            tuple([_craftsman_option(c) for c in sorted(set(s["craft_hand"][seat]))]),
        )
    if stage == "window" and not path:
        panel = boutiques.panel_of_seat(s, seat)
        return decision(
            P + "window",
            P + "prompt.window",
            {"boutique": s["panels"][panel]},
            tuple([_card_option(c, "window") for c in s["drawn"][panel]]),
        )
    if stage == "visit" and not path:
        return decision(
            P + "visit",
            P + "prompt.visit",
            {},
            tuple([_visit_option(p, s["panels"][p]) for p in range(teams(s))]),
        )
    if stage == "shopping":
        panel = boutiques.shop_of(s, seat)
        assert panel is not None
        if s["shops"][panel]["lone"]:
            return _lone(s, seat, panel, path)
        if path:
            return None
        cards = boutiques.legal_cards(s, seat, panel)
        options = [_card_option(c, "take") for c in cards]
        if not boutiques.must_take(s, seat, panel):
            options.append(_act("decline", "option.decline", "decline"))
        return decision(
            P + "shop_pick",
            P + "prompt.shop_pick",
            {"boutique": s["panels"][panel], "count": len(boutiques.offer_of(s, panel))},
            tuple(options),
        )
    return None


def _lone(s: dict, seat: int, panel: int, path: tuple) -> Decision | None:
    """R44/R46: a lone lady first picks at most one servant, then any set of the wardrobe cards."""
    offer = boutiques.offer_of(s, panel)
    servants = [c for c in offer if c in RULES.servants]
    wardrobe = [c for c in offer if c not in RULES.servants]
    params = {"boutique": s["panels"][panel], "count": len(offer)}
    if servants and not path:
        options = []
        for c in servants + ["none"]:
            plus = [] if c == "none" else [c]
            act = {"type": "take_set", "plus": plus, "ids": []} if not wardrobe else None
            label = P + ("option.no_servant" if c == "none" else "option.card")
            options.append(option(c, label, {} if c == "none" else {"card": c}, act))
        return decision(P + "shop_take_servant", P + "prompt.shop_take_servant", params, tuple(options))
    if len(path) > (1 if servants else 0):
        return None
    servant = None
    if servants:
        servant = None if path[0] == "none" else path[0]
        if servant is not None and servant not in servants:
            return None
    base = {"type": "take_set", "plus": [servant] if servant else []}
    if len(wardrobe) == 1:
        c = wardrobe[0]
        return decision(
            P + "shop_take",
            P + "prompt.shop_take",
            params,
            (
                option(c, P + "option.card", {"card": c}, {**base, "ids": [c]}),
                option("none", P + "option.take_nothing", {}, {**base, "ids": []}),
            ),
        )
    return decision(
        P + "shop_take",
        P + "prompt.shop_take",
        params,
        tuple(option(c, P + "option.card", {"card": c}) for c in wardrobe),
        min_choices=0,
        max_choices=len(wardrobe),
        multi_action=base,
    )


# --- gentlemen: exchange and trade ----------------------------------------------------------------


def _slots(free: list[int], path: tuple, kind: str, params: dict, action: dict, key: str) -> Decision | None:
    """Free slots as options, in groups of 20 when there are more than 25; the action of
    slot x is `{**action, key: x}`."""
    if len(free) <= 25:
        if path:
            return None
        return decision(P + kind, P + "prompt." + kind, params, _slot_options(free, action, key))
    groups = [free[i : i + CHUNK] for i in range(0, len(free), CHUNK)]
    if not path:
        return decision(
            P + kind,
            P + "prompt." + kind,
            params,
            tuple([_group_option(i, g[0], g[-1]) for i, g in enumerate(groups)]),
        )
    if len(path) != 1 or not path[0].startswith("g") or not path[0][1:].isdigit() or int(path[0][1:]) >= len(groups):
        return None
    return decision(P + kind, P + "prompt." + kind, params, _slot_options(groups[int(path[0][1:])], action, key))


_new = object.__new__
_slot_tables: dict[tuple, list[Option]] = {}  # (key, *action items) -> the option of slot x at x
_MAX_SLOT_TABLES = 16  # the exchange offers four kinds of slot actions
_SLOTS = RULES.goods_per_gentleman * RULES.max_players // 2 + len(RULES.order_numbers)  # the most a pool holds


def _slot_options(slots: list[int], action: dict, key: str) -> tuple[Option, ...]:
    """Slot x: `option(str(x), P + "option.slot", {"slot": x + 1}, {**action, key: x})`, the
    most built options of a game (every exchange tick). An option depends only on the slot
    and the action, so each is built once and shared by every prompt that offers it
    (options, their params and actions are never written to)."""
    if not slots:
        return ()
    variant = (key, *action.items())
    table = _slot_tables.get(variant)
    if table is None or slots[-1] >= len(table):
        if len(_slot_tables) >= _MAX_SLOT_TABLES:
            _slot_tables.clear()
        # a whole new table, never one extended in place: a prompt on another thread
        # (the web demo plays in one) reads only finished tables
        table = _slot_tables[variant] = _slot_table(max(_SLOTS, slots[-1] + 1), action, key)
    return tuple([table[x] for x in slots])


def _slot_table(size: int, action: dict, key: str) -> list[Option]:
    label = P + "option.slot"
    if not PLAIN_OPTION:  # pragma: no cover
        return [Option(str(x), label, {"slot": x + 1}, {**action, key: x}) for x in range(size)]
    table = []
    for x in range(size):
        act = action.copy()
        act[key] = x
        o = _new(Option)
        fields = o.__dict__
        fields["id"] = str(x)
        fields["label"] = label
        fields["params"] = {"slot": x + 1}
        fields["action"] = act
        table.append(o)
    return table


_TICK_KEEP = (("type", "tick"), ("keep", True))
_TICK_PUT_BACK = (("type", "tick"), ("keep", False))


def _exchange(s: dict, seat: int, path: tuple) -> Decision | None:
    ex = s["ex"]
    order = s["order"]
    last = order[seat] is None  # the last gentleman searching
    if last:
        for g in s["gent_of"]:
            if order[g] is None and g != seat:
                last = False
                break
    params = {"kept": s["kept_today"][seat], "limit": RULES.goods_limit}
    held = s["held"][seat]
    if ex["mode"] == "live":
        if not ex["open"]:
            return (
                None
                if path
                else decision(
                    P + "exchange_ready",
                    P + "prompt.exchange_ready",
                    {},
                    (_act("ready", "option.ready", "ready"),),
                )
            )
        if held is not None:
            if path:
                return None
            options = []
            if exchange.may_keep(s, seat):
                options.append(_token_option("keep", s["slots"][held], (("type", "keep"),)))
            options.append(_token_option("put_back", s["slots"][held], (("type", "put_back"),)))
            if last:
                options.append(_act("finish", "option.finish", "finish"))
            return decision(
                P + "exchange_keep",
                P + "prompt.exchange_keep",
                {**params, "token": s["slots"][held], "slot": held + 1},
                tuple(options),
            )
        free = exchange.free_slots(s)
        if last and not path:
            look = _slots(free, (), "exchange_look", params, {"type": "look"}, "slot")
            choices = (look.options if look else ()) + (_act("finish", "option.finish", "finish"),)
            return decision(P + "exchange_look", P + "prompt.exchange_look", params, choices)
        return _slots(free, path, "exchange_look", params, {"type": "look"}, "slot")
    # async tick (R87): by standing orders or by hand
    if held is not None or exchange.has_free_slot(s):
        if not path:
            return decision(
                P + "exchange_search",
                P + "prompt.exchange_search",
                {**params, "tick": ex["tick"]},
                (option("orders", P + "option.standing_orders", {}), option("hand", P + "option.by_hand", {})),
            )
        if path[0] == "orders":
            return None if path[1:] else _orders(params)
        if path[0] != "hand":
            return None
        path = path[1:]
    if held is not None:
        token = s["slots"][held]
        if not path:
            any_free = exchange.has_free_slot(s)
            options = []
            if exchange.may_keep(s, seat):
                ends = exchange.is_order(token) or not any_free
                options.append(_token_option("keep", token, _TICK_KEEP if ends else None))
            options.append(_token_option("put_back", token, None if any_free else _TICK_PUT_BACK))
            if last:
                options.append(_act("finish", "option.finish", "finish"))
            return decision(
                P + "exchange_tick",
                P + "prompt.exchange_keep",
                {**params, "token": token, "slot": held + 1},
                tuple(options),
            )
        if path[0] not in ("keep", "put_back"):
            return None
        keep = path[0] == "keep"
        return _slots(
            exchange.free_slots(s),
            path[1:],
            "exchange_tick",
            {**params, "tick": ex["tick"]},
            {"type": "tick", "keep": keep},
            "look",
        )
    free = exchange.free_slots(s)
    if not free:
        if path:
            return None
        return decision(
            P + "exchange_tick",
            P + "prompt.exchange_wait",
            params,
            (_act("wait", "option.wait", "tick"),),
        )
    if last and not path:
        look = _slots(free, (), "exchange_tick", params, {"type": "tick"}, "look")
        assert look is not None
        return decision(
            P + "exchange_tick",
            P + "prompt.exchange_tick",
            {**params, "tick": ex["tick"]},
            look.options + (_act("finish", "option.finish", "finish"),),
        )
    return _slots(free, path, "exchange_tick", {**params, "tick": ex["tick"]}, {"type": "tick"}, "look")


def _orders(params: dict) -> Decision:
    """Standing orders: which tokens he keeps (see engines/ladies/exchange_async)."""
    return decision(
        P + "exchange_orders",
        P + "prompt.exchange_orders",
        params,
        tuple(
            option(x, P + "option.orders_order", {})
            if x == exchange_async.ORDER
            else option(x, P + "option.orders_goods", {"token": x})
            for x in exchange_async.ORDERS
        ),
        min_choices=1,
        max_choices=len(exchange_async.ORDERS),
        multi_action={"type": "orders"},
    )


def _standing_orders(s: dict, seat: int, path: tuple) -> Decision | None:
    """A gentleman playing by standing orders changes them or searches by hand again."""
    params = {"kept": s["kept_today"][seat], "limit": RULES.goods_limit}
    if path:
        return _orders(params) if path == ("change",) else None
    orders = s["ex"]["orders"][seat]
    options = [option("change", P + "option.orders_change", {})]
    if orders["last_tick"] is None:
        options.append(option("stop", P + "option.orders_stop", {}, {"type": "orders", "ids": []}))
    return decision(
        P + "standing_orders",
        P + "prompt.standing_orders" + ("" if orders["last_tick"] is None else "_ending"),
        {**params, "token": list(orders["keep"])},
        tuple(options),
    )


def _trade(s: dict, seat: int, path: tuple) -> Decision | None:
    if not path:
        options = []
        prices = RULES.market[s["market"]]
        for kind in sorted(s["goods"][seat]):
            options.append(_sell_option(kind, prices[kind]))
        for place, spot in enumerate(s["display"]):
            if spot["id"] is not None and seat not in spot["by"] and sales.can_fulfil(s, seat, spot["id"]):
                options.append(_fulfil_option(place, spot["id"]))
        for card in s["bonus_cards"][seat]:
            if RULES.contracts[card]["bonus"]["type"] == "goods":
                options.append(_bonus_option(card))
        options.append(_act("end", "option.end_trade", "end_turn"))
        return decision(P + "trade", P + "prompt.trade", {}, tuple(options))
    head = path[0]
    if not head.startswith("fulfil:") or not head[7:].isdigit():
        return None
    place = int(head[7:])
    if place >= len(s["display"]) or s["display"][place]["id"] is None:
        return None
    spot = s["display"][place]
    contract = spot["id"]
    ways = sales.gold_options(s, seat, contract)
    first = not spot["by"]
    named = ["premium"] + (["bonus"] if RULES.contracts[contract]["bonus"] else [])
    rewards: list[str | None] = [*named] if first else [None]  # None: a later fulfilment earns no reward

    def act(way, reward):
        out = {"type": "fulfil", "place": place, "gold_for": way}
        if reward is not None:
            out["reward"] = reward
        return out

    rest = path[1:]
    if len(ways) > 1:
        if not rest:
            return decision(
                P + "fulfil_gold",
                P + "prompt.fulfil_gold",
                {"contract": contract},
                tuple(
                    option(
                        f"w{i}",
                        P + "option.gold_for",
                        {"kinds": w, "count": len(w)},
                        act(w, rewards[0]) if len(rewards) == 1 else None,
                    )
                    for i, w in enumerate(ways)
                ),
            )
        if not rest[0].startswith("w") or not rest[0][1:].isdigit() or int(rest[0][1:]) >= len(ways):
            return None
        way = ways[int(rest[0][1:])]
        rest = rest[1:]
    else:
        way = ways[0]
    if len(rewards) == 1:
        if rest:
            return None
        return decision(
            P + "fulfil_confirm",
            P + "prompt.fulfil_confirm",
            {"contract": contract},
            (option("ok", P + "option.fulfil_confirm", {"contract": contract, "kinds": way}, act(way, rewards[0])),),
        )
    if rest:
        return None
    return decision(
        P + "fulfil_reward",
        P + "prompt.fulfil_reward",
        {"contract": contract},
        tuple(
            option(
                r,
                P + "option.reward_" + r,
                {
                    "contract": contract,
                    **({"bonus": RULES.contracts[contract]["bonus"]["type"]} if r == "bonus" else {}),
                },
                act(way, r),
            )
            for r in named
        ),
    )


# --- evening ---------------------------------------------------------------------------------------


def _evening(s: dict, seat: int, path: tuple) -> Decision | None:
    stage = s["estage"]
    if path:
        return None
    if stage == "court_trim":
        pending = s["court_pending"]
        return decision(
            P + "courtesan_trim",
            P + "prompt.courtesan_trim",
            {"limit": RULES.courtesan_keep},
            tuple(option(c, P + "option.card", {"card": c}) for c in pending),
            min_choices=0,
            max_choices=RULES.courtesan_keep,
            multi_action={"type": "court_keep"},
        )
    if stage == "court_give":
        card = s["court_pending"][0]
        gentlemen = tuple(
            option(str(g), P + "option.gentleman", {"seat": g}, {"type": "court_give", "card": card, "to": g})
            for g in s["gent_of"]
        )
        return decision(P + "courtesan_give", P + "prompt.courtesan_give", {"card": card}, gentlemen)
    if stage == "gossip":
        options = [
            option(f"g{n}", P + "option.gossip_card", {"number": n}, {"type": "gossip_discard", "card": n})
            for n in s["gossip_hand"][seat]
        ]
        options.append(option("keep", P + "option.leave_discount", {}, {"type": "gossip_keep"}))
        return decision(P + "gossip_discard", P + "prompt.gossip_discard", {}, tuple(options))
    if stage == "bills":
        return _plan(s, seat)
    return None


def _plan(s: dict, g: int) -> Decision:
    plan = s["plan"][g]
    item = bills.next_item(s, g, plan)
    cards = bills.plan_cards(s, g)
    running = bills.cost(s, g, plan, cards)
    params = {"money": s["money"][g], "total": running}
    if item is None:
        return decision(
            P + "evening_plan",
            P + "prompt.plan_confirm",
            params,
            (_act("confirm", "option.confirm", "plan_confirm"), _act("reset", "option.start_over", "plan_reset")),
        )
    kind, _, index = item.partition(":")
    show = s["config"]["servant_bill_reveal"] == "shown"
    if kind == "bill":
        card = cards[0][int(index)]
        lady = s["lady_of"][s["team_of"][g]]
        params.update(_card_params(card, show), deferred=int(index) >= len(s["purchases"][lady]))
    elif kind == "court":
        params.update(_card_params(cards[1][int(index)], show))
    elif kind == "window":
        offer = bills.window_offer(s, s["team_of"][g])
        assert offer is not None
        params.update(_card_params(offer, True), half=bills.data.half_up(RULES.price(offer)))
    else:
        card = cards[2][int(index)]
        params.update(contract=card, category=RULES.contracts[card]["bonus"]["category"])
    options = [
        _plan_option(item, c, bills.price_of(s, g, plan, item, c, cards), bills.settled_by(s, g, plan, item, c))
        for c in bills.choices(s, g, plan, item, running, cards)
    ]
    if any((o.action or {}).get("settle") for o in options) and plan != bills.answered(s, g, bills.new_plan(s, g)):
        options.append(_act("reset", "option.start_over", "plan_reset"))  # his answers so far, forgotten
    return decision(P + "evening_plan", P + "prompt.plan_" + kind, params, tuple(options))


def _card_params(card: str, show_servant: bool) -> dict:
    if card in RULES.servants:
        return {"card": card if show_servant else None, "category": "servant", "price": RULES.price(card)}
    return {"card": card, "category": RULES.cards[card]["category"], "price": RULES.price(card)}


# --- gossip and the ball --------------------------------------------------------------------------


def _gossip_chain(s: dict, seat: int, path: tuple, last: bool) -> Decision | None:
    gifts = (
        gossip.gifts(s, seat)
        if not last
        else [(n, o) for n in gossip.giveable(s, seat) for o in lady_seats(s) if o != seat]
    )
    cards = sorted({n for n, _ in gifts})
    if not path:
        options = [option(f"c{n}", P + "option.gossip_card", {"number": n}) for n in cards]
        if last:
            options.append(option("pass", P + "option.pass", {}, {"type": "gossip_pass"}))
        if not options:
            return None
        return decision(P + "gossip_give", P + "prompt.gossip_give", {}, tuple(options))
    if len(path) != 1 or not path[0].startswith("c") or not path[0][1:].isdigit() or int(path[0][1:]) not in cards:
        return None
    n = int(path[0][1:])
    ladies = tuple(
        option(str(o), P + "option.lady", {"seat": o}, {"type": "gossip", "card": n, "to": o})
        for card, o in gifts
        if card == n
    )
    return decision(P + "gossip_give", P + "prompt.gossip_to", {"number": n}, ladies)


def _ball(s: dict, seat: int) -> Decision:
    options = ball.options_for(s, seat)
    return decision(
        P + "ball_designer",
        P + "prompt.ball_designer",
        {},
        tuple(
            option(
                x,
                P + "option.drop_designer",
                {"designer": x, "total": options[x]["total"]},
                {"type": "ball_designer", "designer": x},
            )
            for x in RULES.designers
        ),
    )


# --- fallbacks (R143) -------------------------------------------------------------------------------


def fallback_action(s: dict, seat: int) -> dict:
    phase = s["phase"]
    if phase in ("morning", "afternoon"):
        if s["roles"][seat] == "gentleman":
            if s["gstage"] == "trade":
                return {"type": "end_turn"}
            held = s["held"][seat]
            if s["ex"]["mode"] == "live":
                if not s["ex"]["open"]:
                    return {"type": "ready"}
                if held is not None:
                    return {"type": "put_back"}
                if exchange.searching(s) == [seat]:
                    return {"type": "finish"}
                return {"type": "look", "slot": exchange.free_slots(s)[0]}
            free = exchange.free_slots(s)
            act: dict[str, str | bool | int] = {"type": "tick"}
            if held is not None:
                act["keep"] = False
            if free:
                act["look"] = free[0]
            return act
        stage = s["lstage"]
        if stage == "craftsman":
            return {"type": "craftsman", "card": sorted(s["craft_hand"][seat])[0]}
        if stage == "window":
            drawn = s["drawn"][boutiques.panel_of_seat(s, seat)]
            return {"type": "window", "card": sorted(drawn, key=lambda c: (-RULES.price(c), c))[0]}
        if stage == "visit":
            own = boutiques.panel_of_seat(s, seat)
            return {"type": "visit", "panel": own if own is not None else 0}
        panel = boutiques.shop_of(s, seat)
        assert panel is not None
        if s["shops"][panel]["lone"]:
            return {"type": "take_set", "plus": [], "ids": []}
        if boutiques.must_take(s, seat, panel):
            return {"type": "take", "card": boutiques.legal_cards(s, seat, panel)[0]}
        return {"type": "decline"}
    if phase == "evening":
        stage = s["estage"]
        if stage == "court_trim":
            keep = sorted(s["court_pending"], key=lambda c: (-RULES.price(c), c))[: RULES.courtesan_keep]
            return {"type": "court_keep", "ids": keep}
        if stage == "court_give":
            order = [s["gent_of"][t] for t in s["turn_order"]] or list(s["gent_of"])
            return {
                "type": "court_give",
                "card": s["court_pending"][0],
                "to": order[len(s["court_given"]) % len(order)],
            }
        if stage == "gossip":
            return {"type": "gossip_keep"}
        return {"type": "plan_fallback"}
    if phase == "last_gossip":
        return {"type": "gossip_pass"}
    return {"type": "ball_designer", "designer": ball.auto_choice(ball.options_for(s, seat))}
