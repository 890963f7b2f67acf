"""Hand-built Ladies & Gentlemen views with the keys of engines/ladies/VIEW.md."""

from __future__ import annotations

import random
from typing import Any

from engines.ladies.view import empty_highlight

PHASES = ("craftsman", "window", "visit", "exchange", "shopping", "trade", "bills", "court_give", "ball", "ended")
BOUTIQUES = [("L&K", "orange"), ("QueenShop", "pink"), ("Emporium", "blue"), ("Spencer", "red"), ("Victorian", "green")]
CARDS = [f"{p}{n:02d}" for p, top in (("C", 25), ("A", 25), ("J", 25)) for n in range(1, top + 1)]
SERVANTS = [f"S{n:02d}" for n in range(1, 21)]
CRAFT = [f"CR{n:02d}" for n in range(1, 21)]
GOODS = ("coal", "cotton", "gems", "wheat", "tea", "gold")


def sample_view(
    stage: str, players: int = 8, viewer=None, seed: int = 1, fill: float = 0.5, gossip: bool = True
) -> dict:
    rng = random.Random(seed)
    courtesan = players - 1 if players % 2 else None
    teams = players // 2
    cards = CARDS * 2  # a sample may repeat a card; the renderer does not care
    rng.shuffle(cards)
    roles = [("lady" if x % 2 == 0 else "gentleman") for x in range(players)]
    team_of: list[int | None] = [x // 2 for x in range(players)]
    if courtesan is not None:
        roles[courtesan], team_of[courtesan] = "courtesan", None
    ended = stage == "ended"
    phase = {
        "craftsman": "morning",
        "window": "morning",
        "visit": "morning",
        "exchange": "morning",
        "shopping": "afternoon",
        "trade": "afternoon",
        "bills": "evening",
        "court_give": "evening",
        "ball": "ball",
        "ended": "ended",
    }[stage]
    day = 6 if stage in ("ball", "ended") else 1 + seed % 5
    wardrobe_n = int(fill * 14)
    seats: list[dict[str, Any]] = []
    for x in range(players):
        entry: dict[str, Any] = {"seat": x, "role": roles[x], "team": team_of[x]}
        if roles[x] == "gentleman":
            entry.update(
                money=(1000 + 100 * x) if (x == viewer or ended) else None,
                goods={g: rng.randint(0, 2) for g in GOODS if rng.random() < fill},
                kept_today=rng.randint(0, 3),
                order=(x // 2 + 1) if stage not in ("craftsman", "window", "exchange") else None,
                holding=3 if stage == "exchange" and x == 1 else None,
                bonus_cards=["K06"] if fill > 0.6 and x == 1 else [],
                done=stage == "bills" and x == 3,
            )
        else:
            entry.update(
                wardrobe=[cards.pop() for _ in range(wardrobe_n + (2 if x == 0 else 0))],
                servant_count=1,
                purchase_count=1 if stage in ("shopping", "trade", "bills") else 0,
                deferred_count=1 if fill > 0.5 else 0,
                craftsman_count=2,
                craftsman_chosen=stage != "craftsman",
                visit=(x // 2) % teams if stage in ("shopping", "trade") else None,
                visit_chosen=stage in ("visit", "exchange", "shopping", "trade"),
                gossip_count=2 if gossip else 0,
                gossip_received=[[5, 2]] if fill > 0.5 and x == 0 else [],
            )
        if roles[x] != "gentleman":
            entry["wardrobe_stars"] = 8 if ended else len(entry["wardrobe"])
        seats.append(entry)
    panels: list[dict[str, Any]] = []
    for p in range(teams):
        boutique, colour = BOUTIQUES[p]
        t = (p + 1) % teams
        shopping = stage == "shopping"
        visitors = [s["seat"] for s in seats if s.get("visit") == p]
        panels.append(
            {
                "panel": p,
                "boutique": boutique,
                "colour": colour,
                "team": t,
                "lady": 2 * t,
                "gentleman": 2 * t + 1,
                "craftsman_stack": []
                if stage == "craftsman"
                else CRAFT[p : p + (day if stage != "window" else 0)][-3:],
                "window": None if stage in ("craftsman", "window") else cards.pop(),
                "under_count": 0 if stage in ("craftsman", "window") else 2 + p % 3,
                "offer": None,
                "stocking": stage == "window",
                "shop": {"queue": visitors, "holder": visitors[0], "out": visitors[2:3], "lone": len(visitors) == 1}
                if shopping and visitors
                else None,
                "unvisited": stage in ("shopping", "trade") and not visitors,
            }
        )
    if viewer is not None and stage == "shopping":
        for shown in panels:
            if shown["shop"] and shown["shop"]["holder"] == viewer:
                shown["offer"] = [cards.pop() for _ in range(3)]
    gents = [x for x in range(players) if roles[x] == "gentleman"]
    slots_n = 5 * teams
    slots = [{"slot": i + 1, "state": "down" if rng.random() < 0.6 else "kept", "holder": None} for i in range(slots_n)]
    if stage == "exchange":
        slots[2] = {"slot": 3, "state": "held", "holder": 1}
    actors = {
        "craftsman": [x for x in range(players) if roles[x] != "gentleman"][:2],
        "window": [0],
        "visit": [2],
        "exchange": gents[:2],
        "shopping": [0],
        "trade": [1],
        "bills": [1, 3],
        "court_give": [courtesan] if courtesan is not None else [],
        "ball": [0, 2],
        "ended": [],
    }[stage]
    me = None
    if viewer is not None:
        me = _me(roles[viewer], viewer, stage, cards, rng, gossip)
    result = None
    if ended:
        ladies = [x for x in range(players) if roles[x] != "gentleman"]
        scores = {x: 10 + x for x in range(players)}
        placings = {x: 1 + (players - 1 - x) // 2 for x in range(players)}
        result = {
            "scores": scores,
            "placings": placings,
            "winners": [players - 2, players - 1] if courtesan is None else [courtesan],
            "breakdown": {
                x: {"wardrobe": 8, "servants": 1, "contracts": 1, "gossip": -1, "total": 9 + x % 3}
                for x in range(players)
            },
            "details": {},
            "money": {g: 500 + g * 100 for g in gents},
            "servants": {x: ["S01"] for x in ladies},
            "gossip": {x: [] for x in ladies},
            "scandal": [],
            "pair": [],
        }
        result["sides"] = _sides(result, seats, courtesan)
    return {
        "game": "ladies",
        "viewer": viewer,
        "role": roles[viewer] if viewer is not None else None,
        "team": team_of[viewer] if viewer is not None else None,
        "players": players,
        "config": {"exchange_mode": "async" if seed % 2 else "live", "gossip": gossip, "servant_bill_reveal": "hidden"},
        "day": day,
        "days": 6,
        "phase": phase,
        "stages": {
            "ladies": stage
            if stage in ("craftsman", "window", "visit", "shopping")
            else ("wait" if stage == "exchange" else "done"),
            "gentlemen": "exchange"
            if stage in ("craftsman", "window", "visit", "exchange")
            else ("trade" if phase == "afternoon" else "done"),
            "evening": stage if stage in ("bills", "court_give") else None,
        },
        "actors": actors,
        "courtesan": courtesan,
        "seats": seats,
        "panels": panels,
        "exchange": {
            "mode": "async" if seed % 2 else "live",
            "slots": slots,
            "open": True,
            "ready": gents[:1],
            "tick": 2,
            "moved": gents[:1],
            "down": sum(s["state"] != "kept" for s in slots),
            "orders_left": [n for n in range(1, teams + 1) if n > 1] if stage == "exchange" else [],
            "supply_count": 20,
        },
        "decks": {"clothing": 10, "accessory": 10, "jewel": 10, "servant": 12},
        "market": f"M{1 + seed % 5}",
        "contracts": [
            {
                "place": i,
                "id": f"K{(seed + 3 * i) % 18 + 1:02d}" if i != 1 or fill < 0.9 else None,
                "supplement": 100 * (i % 3),
                "fulfilled_by": gents[:2] if stage == "trade" and i == 0 else [],
                "first": gents[0] if stage == "trade" and i == 0 else None,
                "reward": None,
            }
            for i in range(teams)
        ],
        "contracts_deck": 8,
        "contracts_discard": 2,
        "turn_order": gents if stage not in ("craftsman", "window", "visit", "exchange") else [],
        "turn_order_teams": list(range(len(gents)))
        if stage not in ("craftsman", "window", "visit", "exchange")
        else [],
        "trading": 1 if stage == "trade" else None,
        "courtesan_pending": 2 if courtesan is not None else 0,
        "courtesan_given": [[None, 1]] if stage == "court_give" and courtesan is not None else [],
        "courtesan_paid": [[cards.pop(), 1], [None, 3]] if courtesan is not None and fill > 0.3 else [],
        "gossip_out_count": 3,
        "gossip_discarded": 0,
        "me": me,
        "result": result,
        "highlight": _highlight(stage, seats, courtesan),
    }


def _highlight(stage, seats, courtesan):
    """A latest move typical of the stage (VIEW.md `highlight`)."""
    hl = empty_highlight()
    lady_cards = seats[0].get("wardrobe") or []
    by_stage = {
        "window": {"seat": 0, "action": "window", "panels": [0]},
        "visit": {"seat": 2, "action": "visit"},
        "exchange": {
            "seat": 1,
            "action": "tick",
            "slots": [
                {"slot": 3, "change": "taken_up", "seat": 1},
                {"slot": 5, "change": "kept", "seat": 3},
                {"slot": 6, "change": "put_back", "seat": 3},
            ],
        },
        "shopping": {"seat": 0, "action": "take", "panels": [1]},
        "trade": {"seat": 1, "action": "fulfil", "contracts": [0], "goods": ["coal", "gold"]},
        "bills": {"seat": 3, "action": "plan_confirm", "seats": [2], "cards": lady_cards[:2]},
        "court_give": {"seat": courtesan, "action": "court_give", "seats": [1]} if courtesan is not None else {},
        "ball": {"seat": 0, "action": "gossip", "seats": [2]},
        "ended": {"seat": None, "action": "timeout"},
    }
    hl.update(by_stage.get(stage) or {})
    return hl


def _me(role, viewer, stage, cards, rng, gossip):
    if role == "gentleman":
        bills = [cards.pop(), "servant", cards.pop()] if stage == "bills" else None
        return {
            "seat": viewer,
            "role": role,
            "money": 1000 + 100 * viewer,
            "holding": {"slot": 3, "token": "gems"} if stage == "exchange" and viewer == 1 else None,
            "memory": [[4, "coal"], [7, "o2"]] if stage == "exchange" else [],
            "tick_move": None,
            "deferred": [cards.pop()],
            "bills": bills,
            "courtesan_cards": [cards.pop()] if stage == "bills" else [],
            "plan": None,
            "plan_total": 900 if stage == "bills" else None,
            "window_offer": cards.pop() if stage == "bills" and viewer == 3 else None,
        }
    me = {
        "seat": viewer,
        "role": role,
        "craftsman_hand": ["CR03", "CR17"],
        "craftsman_chosen": "CR09" if stage != "craftsman" else None,
        "drawn": [cards.pop() for _ in range(4)] if stage == "window" else None,
        "stocked": [cards.pop() for _ in range(3)] if stage not in ("craftsman", "window") else [],
        "visit": 0,
        "purchases": [cards.pop(), "S05"] if stage in ("shopping", "trade", "bills") else [],
        "deferred": [cards.pop()],
        "servants": ["S12", "S20"],
        "gossip_hand": [3, 11, 18] if gossip else [],
        "gossip_given_today": False,
        "servant_taken": stage == "shopping",
        "last_gossip": None,
        "ball_choice": None,
    }
    if role == "courtesan":
        me.update(pending=[cards.pop(), "S07"], given=[[cards.pop(), 1]], paid=[])
    return me


def _sides(result, seats, courtesan):
    """The result's `sides` (engines/ladies/VIEW.md) for a hand-built result: a team per lady and her
    gentleman, the courtesan last; the last team is hit by a scandal when the courtesan plays."""
    out = []
    for lady in (s["seat"] for s in seats if s["role"] == "lady"):
        b = result["breakdown"][lady]
        out.append(
            {
                "place": 0,
                "team": seats[lady]["team"],
                "seats": [lady, lady + 1],
                "winner": False,
                **b,
                "dropped": None,
                "lost_servant": None,
                "money": result["money"].get(lady + 1),
                "gifts": 2 if courtesan is not None else None,
                "scandal": False,
            }
        )
    if courtesan is not None:
        out[-1]["scandal"] = True
        out.append(
            {
                "place": 0,
                "team": None,
                "seats": [courtesan],
                "winner": False,
                **result["breakdown"][courtesan],
                "dropped": None,
                "lost_servant": None,
                "money": None,
                "gifts": None,
                "scandal": False,
            }
        )
    for place, side in enumerate(out, 1):
        side["place"], side["winner"] = place, place == 1
    return out
