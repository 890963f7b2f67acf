"""Ladies & Gentlemen's component data, read from components.json beside this file (R13).

The JSON (a copy of shared/rules/ladies-and-gentlemen-components.json with its
confirmed / inferred / reconstructed marks) is the only place for printed numbers:
cards, counts, prices, thresholds, starting money. Correct a value there and the
engine follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from engines.core.components import json_reader

raw = json_reader(Path(__file__).with_name("components.json"))

CATEGORIES = ("clothing", "accessory", "jewel")
DECKS = ("clothing", "accessory", "jewel", "servant")


@dataclass(frozen=True)
class Rules:
    cards: dict  # wardrobe card id -> {category, kind, designers, price, elegance}
    servants: dict  # servant id -> {name, price, goal}
    craftsman: dict  # craftsman id -> {type, n}
    kinds_of: dict  # category -> kinds
    category_of_kind: dict
    designers: tuple
    boutiques: dict  # id -> colour
    panel_order: tuple
    goods: dict  # kind -> count (gold included)
    gold: str
    market: dict  # id -> {kind: price}
    contracts: dict  # id -> {goods, payout, premium, bonus}
    gossip: dict  # number -> condition
    gossip_ids: tuple
    days: int
    goods_limit: int
    goods_per_gentleman: int
    deferral_fee: int
    supplement: int
    discount_percent: int
    servant_limit: int
    servants_dealt: int
    craftsman_dealt: int
    craftsman_refill_day: int
    gossip_dealt: int
    gossip_per_day: int
    courtesan_keep: int
    money_by_teams: dict  # str(T) -> money
    money_by_players: dict  # str(players) -> money (courtesan games)
    contracts_by_teams: dict
    contracts_by_players: dict
    order_numbers: tuple
    min_players: int
    max_players: int
    servant_price: int

    def deck_of(self, card: str) -> str:
        return "servant" if card in self.servants else self.cards[card]["category"]

    def price(self, card: str) -> int:
        return self.servants[card]["price"] if card in self.servants else self.cards[card]["price"]


def half_up(amount: int) -> int:
    """Half a price, rounded up to the next multiple of £100 (R67, R68)."""
    return -(-amount // 200) * 100


@lru_cache(maxsize=1)
def rules() -> Rules:
    d = raw()
    cards = {
        c["id"]: {
            "category": c["category"],
            "kind": c["kind"],
            "designers": tuple(c["designers"]),
            "price": c["price"],
            "elegance": c["elegance"],
        }
        for c in d["wardrobe"]["cards"]
    }
    servants = {s["id"]: {"name": s["name"], "price": s["price"], "goal": s["goal"]} for s in d["servants"]["cards"]}
    craftsman = {c["id"]: {"type": c["type"], "n": c["cards_offered"]} for c in d["craftsman_cards"]["cards"]}
    kinds_of = {c["id"]: tuple(c["kinds"]) for c in d["wardrobe"]["categories"]}
    goods = {k["id"]: k["count"] for k in d["goods_tokens"]["kinds"]}
    gold = next(k["id"] for k in d["goods_tokens"]["kinds"] if k["joker"])
    contracts = {
        k["id"]: {"goods": dict(k["goods"]), "payout": k["payout"], "premium": k["premium"], "bonus": k["bonus"]}
        for k in d["contracts"]["cards"]
    }
    setup = d["setup"]
    rnd = d["round"]
    gv = d["gossip_variant"]
    return Rules(
        cards=cards,
        servants=servants,
        craftsman=craftsman,
        kinds_of=kinds_of,
        category_of_kind={kind: cat for cat, kinds in kinds_of.items() for kind in kinds},
        designers=tuple(x["id"] for x in d["designers"]["items"]),
        boutiques={b["id"]: b["colour"] for b in d["boutiques"]["items"]},
        panel_order=tuple(d["boutiques"]["panel_order"]["order"]),
        goods=goods,
        gold=gold,
        market={m["id"]: dict(m["prices"]) for m in d["market_cards"]["cards"]},
        contracts=contracts,
        gossip={g["number"]: g["condition"] for g in gv["cards"]},
        gossip_ids=tuple(g["number"] for g in gv["cards"]),
        days=rnd["days"],
        goods_limit=rnd["morning"]["goods_limit"],
        goods_per_gentleman=setup["stock_exchange"]["goods_per_gentleman"],
        deferral_fee=rnd["evening"]["deferral_fee"],
        supplement=rnd["end_of_round"]["contract_supplement"],
        discount_percent=rnd["evening"]["favourite_boutique_discount"]["percent"],
        servant_limit=rnd["afternoon"]["servant_limit"],
        servants_dealt=setup["servants_per_lady"],
        craftsman_dealt=setup["craftsman_cards_per_lady"],
        craftsman_refill_day=d["craftsman_cards"]["play"]["refill_after_round"],
        gossip_dealt=gv["dealt_per_lady"],
        gossip_per_day=gv["max_given_per_round"],
        courtesan_keep=d["courtesan_variant"]["evening"]["max_purchases_kept"],
        money_by_teams=dict(setup["starting_money"]["normal"]["by_team_count"]),
        money_by_players=dict(setup["starting_money"]["courtesan"]["by_player_count"]),
        contracts_by_teams=dict(setup["contracts_on_display"]["normal"]["by_team_count"]),
        contracts_by_players=dict(setup["contracts_on_display"]["courtesan"]["by_player_count"]),
        order_numbers=tuple(t["number"] for t in d["turn_order_tokens"]["tokens"]),
        min_players=d["players"]["min"],
        max_players=d["players"]["max"],
        servant_price=d["servants"]["price_each"],
    )


def card(card_id: str) -> dict:
    """Static data of one wardrobe or servant card, for the renderer and the bot."""
    r = rules()
    if card_id in r.servants:
        s = r.servants[card_id]
        return {"id": card_id, "category": "servant", "name": s["name"], "price": s["price"], "goal": s["goal"]}
    return {"id": card_id, **{k: (list(v) if isinstance(v, tuple) else v) for k, v in r.cards[card_id].items()}}
