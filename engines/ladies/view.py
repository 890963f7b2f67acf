"""What a viewer may know (R137-R140, built from an allow-list), and the
resampling of everything a viewer may not know. See VIEW.md for the keys."""

from __future__ import annotations

from typing import Any

from engines.core.rng import shuffle
from engines.ladies import ball, exchange
from engines.ladies.state import RULES, lady_seats, teams
from engines.ladies.turns import actors

# --- who may see which card ---------------------------------------------------------------------


def _role(s, viewer):
    return s["roles"][viewer] if viewer is not None else None


def sees_offer(s: dict, viewer, panel: int) -> bool:
    """R41/R52: the stocking lady in the morning; a visitor while the offer is in her hands."""
    if viewer is None:
        return False
    team = s["team_of"][viewer]
    if s["lstage"] in ("window", "visit", "wait") and _role(s, viewer) == "lady" and s["panel_of"][team] == panel:
        return True
    shop = s["shops"][panel] if s["lstage"] == "shopping" else None
    return shop is not None and shop["queue"][shop["turn"]] == viewer


def _bill_card_visible(s: dict, card: str) -> bool:
    return card in RULES.cards or s["config"]["servant_bill_reveal"] == "shown"


def sees_purchases_of(s: dict, viewer, seat: int) -> str:
    """'all', 'bills' (wardrobe cards and, if shown, servants) or 'none'."""
    if viewer == seat:
        return "all"
    if (
        viewer is not None
        and _role(s, viewer) == "gentleman"
        and s["team_of"][viewer] == s["team_of"][seat]
        and s["phase"] == "evening"
        and s["estage"] == "bills"
        and s["roles"][seat] == "lady"
    ):
        return "bills"
    return "none"


def sees_deferred_of(s: dict, viewer, seat: int) -> str:
    if viewer == seat:
        return "all"
    if viewer is not None and s["team_of"][seat] is not None and s["team_of"][viewer] == s["team_of"][seat]:
        return "bills"
    return "none"


def _card_positions(s: dict, viewer):
    """Yield (key, index, position, card, visible) for every wardrobe/servant card outside
    the decks (which nobody sees: see redraw_hidden); key/index/position locate it in the state."""
    ended = s["phase"] == "ended"
    T = teams(s)
    for p in range(T):
        seen = sees_offer(s, viewer, p)
        for i, c in enumerate(s["under"][p]):
            yield ("under", p, i, c, seen)
        if s["drawn"][p] is not None:
            mine = (
                viewer is not None
                and s["team_of"][viewer] is not None
                and _role(s, viewer) == "lady"
                and s["panel_of"][s["team_of"][viewer]] == p
            )
            for i, c in enumerate(s["drawn"][p]):
                yield ("drawn", p, i, c, mine)
    for seat in range(s["players"]):
        mode = sees_purchases_of(s, viewer, seat)
        for i, c in enumerate(s["purchases"][seat]):
            yield ("purchases", seat, i, c, mode == "all" or (mode == "bills" and _bill_card_visible(s, c)))
        mode = sees_deferred_of(s, viewer, seat)
        for i, c in enumerate(s["deferred"][seat]):
            yield ("deferred", seat, i, c, mode == "all" or (mode == "bills" and _bill_card_visible(s, c)))
        for i, c in enumerate(s["servants"][seat]):
            yield ("servants", seat, i, c, ended or viewer == seat)
    court = viewer is not None and viewer == s["courtesan"]
    for i, c in enumerate(s["court_pending"]):
        yield ("court_pending", None, i, c, court)
    for i, c in enumerate(s["court_returned"]):
        yield ("court_returned", None, i, c, court)
    for i, (c, to) in enumerate(s["court_given"]):
        yield ("court_given", None, i, c, court or (viewer == to and _bill_card_visible(s, c)))
    for i, c in enumerate(s["returns"]):
        yield ("returns", None, i, c, False)
    for i, c in enumerate(s["discard"]):
        yield ("discard", None, i, c, False)


def resample_hidden(s: dict, viewer, rng) -> dict:
    """Redraw every secret `viewer` may not know, the way the rules allow: unseen cards of
    one deck kind swap places, other ladies' craftsman and gossip hands are redealt, the
    unseen pool tokens and the supply are reshuffled, other gentlemen's money changes, and
    visit choices not yet revealed are chosen anew."""
    out = redraw_hidden(s, viewer, lambda items: shuffle(rng, items))
    _keep_tick_moves_possible(out, viewer)
    if s["ex"].get("orders"):
        out["ex"] = {**out["ex"], "orders": plain_orders(s["ex"]["orders"], viewer)}
    # money of other gentlemen (R137: secret even from his lady)
    if s["phase"] != "ended":
        money = list(s["money"])
        for g in s["gent_of"]:
            if g != viewer:
                money[g] = money[g] + 100 * int(rng.random() * 5)
        out["money"] = money
    # visit choices before the reveal
    if s["lstage"] == "visit":
        visit = list(s["visit"])
        for x in lady_seats(s):
            if x != viewer and visit[x] is not None:
                visit[x] = int(rng.random() * teams(s))
        out["visit"] = visit
    return out


def redraw_hidden(s: dict, viewer, arrange) -> dict:
    """The state with every card, craftsman card, gossip card and pool token `viewer` may
    not see put back in the order `arrange(items)` (in place) gives: a shuffle for
    resample_hidden, a sort for a canonical representative of the viewer's knowledge.
    Only the keys it redraws are copied."""
    out = dict(s)
    copied = set()

    def slot_list(key, index):
        mark = (key, index)
        if key not in copied:
            out[key] = dict(out[key]) if isinstance(out[key], dict) else list(out[key])
            copied.add(key)
        if index is None:
            return out[key]
        if mark not in copied:
            out[key][index] = list(out[key][index])
            copied.add(mark)
        return out[key][index]

    # cards: unseen cards change places within their deck kind; a deck's cards (all of its
    # kind, hidden from everyone) come first, then the others in _card_positions' order
    decks = s["decks"]
    hidden: dict[str, list] = {}
    for key, index, pos, card, visible in _card_positions(s, viewer):
        if not visible:
            hidden.setdefault(RULES.deck_of(card), []).append((key, index, pos, card))
    for deck in sorted(hidden.keys() | {deck for deck, cards in decks.items() if cards}):
        in_deck = len(decks.get(deck, ()))
        places = hidden.get(deck, [])
        cards = [*decks.get(deck, ()), *(p[3] for p in places)]
        arrange(cards)
        if in_deck:
            slot_list("decks", None)[deck] = cards[:in_deck]
        for (key, index, pos, _), card in zip(places, cards[in_deck:]):
            target = slot_list(key, index)
            if key == "court_given":
                target[pos] = [card, target[pos][1]]
            else:
                target[pos] = card
    # craftsman hands and face-down plays of other ladies
    spots: list[tuple[str, int, Any]] = []  # (part, seat, index in the hand or None)
    for seat in range(s["players"]):
        if seat == viewer:
            continue
        if s["craft_hand"][seat] is not None:
            spots += [("craft_hand", seat, i) for i in range(len(s["craft_hand"][seat]))]
        if s["craft_played"][seat] is not None:
            spots.append(("craft_played", seat, None))
    if spots:
        hands: list = [list(h) if h is not None else None for h in s["craft_hand"]]
        played = list(s["craft_played"])
        cards = [hands[x][i] if k == "craft_hand" else played[x] for k, x, i in spots]
        arrange(cards)
        for (k, x, i), c in zip(spots, cards):
            if k == "craft_hand":
                hands[x][i] = c
            else:
                played[x] = c
        out["craft_hand"], out["craft_played"] = hands, played
    # gossip hands of others and the cards out of the game
    if s["config"]["gossip"] and s["phase"] != "ended":
        hands = [list(h) if h is not None else None for h in s["gossip_hand"]]
        pool = list(s["gossip_out"])
        others = [x for x in range(s["players"]) if x != viewer and hands[x] is not None]
        for x in others:
            pool += hands[x]
        arrange(pool)
        for x in others:
            n = len(hands[x])
            hands[x], pool = sorted(pool[:n]), pool[n:]
        out["gossip_hand"], out["gossip_out"] = hands, sorted(pool)
    # the pool: unseen face-down or held tokens, with the supply
    known = set()
    if viewer is not None and s["roles"][viewer] == "gentleman":
        known = {m[0] for m in s["memory"][viewer]}
        if s["held"][viewer] is not None:
            known.add(s["held"][viewer])
    unseen = [i for i, tok in enumerate(s["slots"]) if tok is not None and i not in known]
    if unseen:
        slots = list(s["slots"])
        orders = [slots[i] for i in unseen if slots[i].startswith("o")]
        goods = [slots[i] for i in unseen if not slots[i].startswith("o")]
        goods += [k for k, n in sorted(s["supply"].items()) for _ in range(n)]
        for items in (orders, goods, unseen):
            arrange(items)
        for i, tok in zip(unseen, orders):
            slots[i] = tok
        rest = unseen[len(orders) :]
        for i, tok in zip(rest, goods):
            slots[i] = tok
        supply = {k: 0 for k in sorted(s["supply"])}
        for k in goods[len(rest) :]:
            supply[k] += 1
        out["slots"], out["supply"] = slots, supply
        # other gentlemen remember what they saw (R78); keep their memories true to the slots
        out["memory"] = [
            [[slot, slots[slot]] for slot, _ in mem] if x != viewer else mem for x, mem in enumerate(s["memory"])
        ]
    return out


def plain_orders(orders: list, viewer) -> list:
    """Standing orders as `viewer` may know them: his own; of another gentleman only that he
    has some (he is not waited for) and whether they end this tick, as a plain stand-in: he
    keeps the first order token he sees."""
    return [x if x is None or g == viewer else {**x, "keep": ["order"]} for g, x in enumerate(orders)]


def _keep_tick_moves_possible(out: dict, viewer) -> None:
    """An async tick move of another gentleman is as secret as the token he holds: where
    the redrawn token is goods he may no longer keep (R75), his move puts it back instead."""
    moves = out["ex"].get("moves")
    if not moves:
        return
    fixed = list(moves)
    for g in out["gent_of"]:
        move, held = moves[g], out["held"][g]
        if g == viewer or not move or not move.get("keep") or held is None:
            continue
        if not exchange.is_order(out["slots"][held]) and not exchange.may_keep_goods(out, g):
            fixed[g] = {**move, "keep": False}
    if fixed != list(moves):
        out["ex"] = {**out["ex"], "moves": fixed}


# --- the view --------------------------------------------------------------------------------------


def _card_or_mask(card: str, visible: bool) -> dict | str:
    if visible:
        return card
    return "servant" if card in RULES.servants else RULES.cards[card]["category"]


def view_for(s: dict, viewer) -> dict:
    T = teams(s)
    ended = s["phase"] == "ended"
    role = _role(s, viewer)
    team = s["team_of"][viewer] if viewer is not None else None
    reveal_servants = s["config"]["servant_bill_reveal"] == "shown"
    seats = []
    for x in range(s["players"]):
        r = s["roles"][x]
        entry = {"seat": x, "role": r, "team": s["team_of"][x]}
        if r == "gentleman":
            entry.update(
                money=s["money"][x] if (x == viewer or ended) else None,
                goods=dict(s["goods"][x]),
                kept_today=s["kept_today"][x],
                order=s["order"][x],
                holding=s["held"][x] + 1 if s["held"][x] is not None else None,
                bonus_cards=list(s["bonus_cards"][x]),
                done=s["phase"] == "evening" and s["estage"] == "bills" and s["plan_done"][x],
            )
        else:
            hand = s["craft_hand"][x]
            entry.update(
                wardrobe=list(s["wardrobe"][x]),
                wardrobe_stars=_wardrobe_stars(s, x),
                servant_count=len(s["servants"][x]),
                purchase_count=len(s["purchases"][x]),
                deferred_count=len(s["deferred"][x]),
                craftsman_count=len(hand) if hand is not None else 0,
                craftsman_chosen=s["craft_played"][x] is not None,
                visit=s["visit"][x] if s["visits_shown"] else None,
                visit_chosen=s["visit"][x] is not None,
                gossip_count=len(s["gossip_hand"][x] or []),
                gossip_received=[list(g) for g in s["gossip_recv"][x]],
            )
        seats.append(entry)
    panels = []
    for p in range(T):
        t = s["panel_of"].index(p)
        shop = s["shops"][p] if s["lstage"] == "shopping" else None
        offer_visible = sees_offer(s, viewer, p)
        panels.append(
            {
                "panel": p,
                "boutique": s["panels"][p],
                "colour": RULES.boutiques[s["panels"][p]],
                "team": t,
                "lady": s["lady_of"][t],
                "gentleman": s["gent_of"][t],
                "craftsman_stack": list(s["craft_stack"][p]),
                "window": s["window"][p],
                "under_count": len(s["under"][p]),
                "offer": ([s["window"][p]] if s["window"][p] else []) + list(s["under"][p]) if offer_visible else None,
                "stocking": s["drawn"][p] is not None,
                "shop": None
                if shop is None
                else {
                    "queue": list(shop["queue"]),
                    "holder": shop["queue"][shop["turn"]],
                    "out": list(shop["out"]),
                    "lone": shop["lone"],
                },
                "unvisited": s["visits_shown"] and not any(v == p for v in s["visit"]),
            }
        )
    ex = s["ex"]
    slots = []
    holders = {h: g for g, h in enumerate(s["held"]) if h is not None}
    for i, tok in enumerate(s["slots"]):
        state = "kept" if tok is None else ("held" if i in holders else "down")
        slots.append({"slot": i + 1, "state": state, "holder": holders.get(i)})
    exchange = {
        "mode": ex["mode"],
        "slots": slots,
        "open": ex.get("open", True),
        "ready": list(ex.get("ready", [])),
        "tick": ex.get("tick"),
        "moved": [g for g in s["gent_of"] if ex.get("moves") and ex["moves"][g] is not None],
        "down": sum(1 for x in slots if x["state"] != "kept"),
        "orders_left": sorted(set(RULES.order_numbers[:T]) - {s["order"][g] for g in s["gent_of"]}),
        "supply_count": sum(s["supply"].values()),
    }
    me = None
    if viewer is not None:
        me = _private(s, viewer, role, team, reveal_servants)
    return {
        "game": "ladies",
        "viewer": viewer,
        "role": role,
        "team": team,
        "players": s["players"],
        "config": dict(s["config"]),
        "day": s["day"],
        "days": RULES.days,
        "phase": s["phase"],
        "stages": {"ladies": s["lstage"], "gentlemen": s["gstage"], "evening": s["estage"]},
        "actors": sorted(actors(s)),
        "courtesan": s["courtesan"],
        "seats": seats,
        "panels": panels,
        "exchange": exchange,
        "decks": {k: len(v) for k, v in s["decks"].items()},
        "market": s["market"],
        "contracts": [
            {
                "place": i,
                "id": c["id"],
                "supplement": c["sup"],
                "fulfilled_by": list(c["by"]),
                "first": c["first"],
                "reward": c["reward"],
            }
            for i, c in enumerate(s["display"])
        ],
        "contracts_deck": len(s["contracts_deck"]),
        "contracts_discard": len(s["contracts_discard"]),
        "turn_order": [s["gent_of"][t] for t in s["turn_order"]],
        "turn_order_teams": list(s["turn_order"]),
        "trading": s["gent_of"][s["turn_order"][s["trade_turn"]]] if s["gstage"] == "trade" else None,
        "courtesan_pending": len(s["court_pending"])
        + (len(s["purchases"][s["courtesan"]]) if s["courtesan"] is not None else 0),
        "courtesan_given": [[None, to] for _, to in s["court_given"]],
        "courtesan_paid": [[c if c in RULES.cards else None, g] for c, g in s["court_paid"]],
        "gossip_out_count": len(s["gossip_out"]),
        "gossip_discarded": len(s["gossip_gone"]),
        "me": me,
        "result": _result(s) if ended else None,
    }


def _wardrobe_stars(s: dict, seat: int) -> int:
    """The stars of her wardrobe: while playing, of every card in it; after the ball, of the cards the
    ball counted (R102-R106), the figure in her total."""
    if s["phase"] == "ended":
        return s["final"]["details"][str(seat)]["wardrobe"]
    return sum(RULES.cards[c]["elegance"] for c in s["wardrobe"][seat])


def _private(s: dict, viewer: int, role: str, team, reveal_servants: bool) -> dict:
    me = {"seat": viewer, "role": role}
    if role == "gentleman":
        lady = s["lady_of"][team]
        me["money"] = s["money"][viewer]
        me["holding"] = None
        if s["held"][viewer] is not None:
            me["holding"] = {"slot": s["held"][viewer] + 1, "token": s["slots"][s["held"][viewer]]}
        me["memory"] = (
            [[slot + 1, tok] for slot, tok in s["memory"][viewer]] if s["config"]["exchange_memory"] == "shown" else []
        )
        if s["ex"].get("moves") and s["ex"]["moves"][viewer] is not None:
            me["tick_move"] = dict(s["ex"]["moves"][viewer])
        else:
            me["tick_move"] = None
        orders = s["ex"].get("orders")
        me["standing_orders"] = list(orders[viewer]["keep"]) if orders and orders[viewer] is not None else None
        me["deferred"] = [_card_or_mask(c, _bill_card_visible(s, c)) for c in s["deferred"][lady]]
        bills = None
        if s["phase"] == "evening" and s["estage"] == "bills":
            from engines.ladies import bills as b

            bills = [_card_or_mask(c, _bill_card_visible(s, c)) for c in b.bills_of(s, viewer)]
            me["courtesan_cards"] = [_card_or_mask(c, _bill_card_visible(s, c)) for c in b.court_cards(s, viewer)]
            me["plan"] = s["plan"][viewer]
            me["plan_total"] = b.cost(s, viewer, s["plan"][viewer]) if s["plan"][viewer] else None
            me["window_offer"] = b.window_offer(s, team) if b.may_buy_window(s, viewer) else None
        elif s["phase"] == "evening":
            me["courtesan_cards"] = [
                _card_or_mask(c, _bill_card_visible(s, c)) for c, to in s["court_given"] if to == viewer
            ]
        me["bills"] = bills
        return me
    panel = s["panel_of"][team] if team is not None else None
    me.update(
        craftsman_hand=sorted(s["craft_hand"][viewer]) if s["craft_hand"][viewer] is not None else [],
        craftsman_chosen=s["craft_played"][viewer],
        drawn=list(s["drawn"][panel]) if panel is not None and s["drawn"][panel] is not None else None,
        stocked=list(s["stocked"][panel]) if panel is not None else [],
        visit=s["visit"][viewer],
        purchases=list(s["purchases"][viewer]),
        deferred=list(s["deferred"][viewer]),
        servants=list(s["servants"][viewer]),
        gossip_hand=list(s["gossip_hand"][viewer] or []),
        gossip_given_today=s["gossip_given"][viewer] == s["day"],
        servant_taken=s["servant_taken"][viewer],
        last_gossip=s["ball_choice"][viewer] if s["phase"] == "last_gossip" else None,
        ball_choice=s["ball_choice"][viewer] if s["phase"] == "ball" else None,
    )
    if role == "courtesan":
        me["pending"] = sorted(list(s["court_pending"]) + list(s["court_returned"]))
        me["given"] = [[c, to] for c, to in s["court_given"]]
        me["paid"] = [[c, g] for c, g in s["court_paid"]]
    return me


def _result(s: dict) -> dict:
    final = s["final"]
    return {
        "scores": {int(k): v for k, v in final["scores"].items()},
        "placings": {int(k): v for k, v in final["placings"].items()},
        "winners": list(final["winners"]),
        "details": {int(k): v for k, v in final["details"].items()},
        "breakdown": {int(k): v for k, v in final["breakdown"].items()},
        "money": {g: s["money"][g] for g in s["gent_of"]},
        "servants": {x: list(s["servants"][x]) for x in lady_seats(s)},
        "gossip": {x: list(s["gossip_hand"][x] or []) for x in lady_seats(s)},
        "scandal": list(final["scandal"]),
        "pair": list(final["pair"]),
        "sides": ball.sides(s, final),
    }


# --- the latest moves' highlight ---------------------------------------------------------------

EMPTY_HIGHLIGHT: dict[str, Any] = {
    "seat": None,
    "action": None,
    "panels": [],
    "slots": [],
    "contracts": [],
    "seats": [],
    "cards": [],
    "goods": [],
}


def empty_highlight() -> dict[str, Any]:
    """A highlight of no move, with lists of its own (a caller may fill them)."""
    return {key: list(value) if isinstance(value, list) else value for key, value in EMPTY_HIGHLIGHT.items()}


# The public event each move makes, and the move (the action's type) it stands for. In the async exchange
# keeps and put-backs are the rules resolving a tick (the move was `tick`); a token put back because its
# time ran out (R83) and order tokens dealt by the rules (R84, R89, R91) are nobody's move.
_MOVES = {
    "craftsman_chosen": "craftsman",
    "window_chosen": "window",
    "visit_chosen": "visit",
    "card_taken": "take",
    "cards_taken": "take_set",
    "shopper_declined": "decline",
    "gentleman_ready": "ready",
    "tick_move_made": "tick",
    "goods_sold": "sell",
    "contract_fulfilled": "fulfil",
    "goods_bonus_used": "use_goods_bonus",
    "trade_ended": "end_turn",
    "courtesan_trimmed": "court_keep",
    "courtesan_card_handed": "court_give",
    "gossip_discarded": "gossip_discard",
    "gossip_not_discarded": "gossip_keep",
    "bills_settled_public": "plan_confirm",
    "gossip_given": "gossip",
    "last_gossip_answered": "gossip_pass",
    "designer_chosen": "ball_designer",
}
_LIVE_MOVES = {"token_taken_up": "look", "goods_kept": "keep", "order_kept": "keep", "token_put_back": "put_back"}
_SLOT_CHANGE = {"token_taken_up": "taken_up", "order_kept": "kept", "goods_kept": "kept", "token_put_back": "put_back"}
_PANEL_EVENTS = frozenset(("window_chosen", "card_taken", "cards_taken", "shopper_declined"))


def _move_of(s: dict, short: str, p: dict) -> str | None:
    if short in _MOVES:
        return _MOVES[short]
    if s["ex"]["mode"] == "live" and short in _LIVE_MOVES and not p.get("forced"):
        return _LIVE_MOVES[short]
    if short == "order_dealt" and p.get("last"):
        return "finish"
    return None


def highlight(s: dict, events) -> dict:
    """What the latest moves changed that everybody may see: `events` are the public events of one step or
    several, oldest first; `s` the state after them. Built from public events only (R62, R137: they carry
    no secret), and of those only places and seats, never a hidden card, token face or amount: the
    boutique panels touched, exchange slots taken up / kept / put back (1-based), contract places
    fulfilled, other seats concerned (a gossip receiver, the lady whose bills were settled, a gentleman
    handed a courtesan card, earlier movers), wardrobe cards newly paid (face up, R65) and goods kinds
    sold. `seat`/`action` name the last move (a seat of None and `timeout`: only the rules or a timer
    acted); no public event (a step of a secret bill plan) highlights nothing."""
    panels, slots, contracts, seats, cards, goods = [], [], [], [], [], []
    seat = action = None
    public = False
    for event in events:
        if event.to != "public" or not event.kind.startswith("ladies."):
            continue
        public = True
        short, p = event.kind[7:], event.params
        move = _move_of(s, short, p)
        if move is not None:
            if seat is not None:
                seats.append(seat)
            seat = p["seat"]
            action = move
        if short in _PANEL_EVENTS:
            panels.append(p["panel"])
        elif short in _SLOT_CHANGE:
            slots.append({"slot": p["slot"] + 1, "change": _SLOT_CHANGE[short], "seat": p["seat"]})
        elif short == "tick_resolved":
            for g, slot in zip(p["held"], p["slots"]):
                slots.append({"slot": slot + 1, "change": "taken_up", "seat": g})
        elif short == "craftsmen_revealed":
            panels.extend(play["panel"] for play in p["plays"])
        elif short == "contract_fulfilled":
            contracts.append(p["place"])
        elif short == "goods_sold":
            goods.append(p["kind"])
        elif short == "bills_settled_public":
            seats.append(p["lady_seat"])
            cards.extend(p["paid"])
            cards.extend(p["courtesan_paid"])
            if p["window"] is not None:
                cards.append(p["window"])
        elif short in ("gossip_given", "courtesan_card_handed"):
            seats.append(p["to_seat"])
        elif short == "servant_bonus_used":
            seats.append(p["lady_seat"])
        elif short == "order_dealt":
            seats.append(p["seat"])
    if not public:
        return empty_highlight()
    return {
        "seat": seat,
        "action": action or "timeout",
        "panels": sorted(set(panels)),
        "slots": slots,
        "contracts": sorted(set(contracts)),
        "seats": sorted(set(seats) - {seat}),
        "cards": cards,
        "goods": sorted(set(goods)),
    }
