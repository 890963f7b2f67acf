"""The ladies' track: craftsman cards and the shop window (R37-R41), visits (R40), and
shopping in the boutiques (R43-R52, the courtesan's place R117)."""

from __future__ import annotations

from engines.ladies.state import RULES, Draft, illegal, lady_seats, team_rank, teams


def _card_arg(action: dict, key: str = "card"):
    card = action.get(key)
    if not isinstance(card, str):
        raise illegal("unknown_card", card=str(card))
    return card


def panel_of_seat(s: dict, seat: int) -> int | None:
    team = s["team_of"][seat]
    return None if team is None else s["panel_of"][team]


# --- morning: craftsman card, window, visit ---------------------------------------------------


def play_craftsman(d: Draft, seat: int, action: dict) -> None:
    """R37: a craftsman card face down in front of her favourite boutique."""
    s = d.s
    if s["lstage"] != "craftsman" or s["craft_hand"][seat] is None or s["craft_played"][seat] is not None:
        raise illegal("not_now")
    card = _card_arg(action)
    if card not in s["craft_hand"][seat]:
        raise illegal("not_in_hand", card=card)
    d.at("craft_hand", seat).remove(card)
    d.w("craft_played")[seat] = card
    d.event("craftsman_chosen", seat=seat)
    if all(s["craft_played"][x] is not None for x in range(s["players"]) if s["craft_hand"][x] is not None):
        _reveal_craftsmen(d)


def _reveal_craftsmen(d: Draft) -> None:
    """R37 reveal, R38/R39 each lady draws her offer in panel order."""
    s = d.s
    played = list(s["craft_played"])
    revealed = []
    for seat in lady_seats(s):
        panel = panel_of_seat(s, seat)
        if panel is None:
            continue
        card = played[seat]
        d.at("craft_stack", panel).append(card)
        info = RULES.craftsman[card]
        drawn = d.draw_cards(info["type"], info["n"])
        revealed.append(
            {
                "seat": seat,
                "panel": panel,
                "boutique": s["panels"][panel],
                "card": card,
                "type": info["type"],
                "n": info["n"],
                "drawn": len(drawn),
            }
        )
        d.w("stocked")[panel] = list(drawn)
        if len(drawn) == 1:
            d.w("window")[panel] = drawn[0]
            d.w("under")[panel] = []
        elif drawn:
            d.w("drawn")[panel] = drawn
            d.private(seat, "offer_drawn", cards=list(drawn))
        else:
            d.w("window")[panel] = None
            d.w("under")[panel] = []
    d.set("craft_played", [None] * s["players"])
    d.event("craftsmen_revealed", plays=revealed)
    d.set("lstage", "window")
    _maybe_visit_stage(d)


def _maybe_visit_stage(d: Draft) -> None:
    if all(x is None for x in d.s["drawn"]):
        d.set("lstage", "visit")
        d.event("windows_set", windows=list(d.s["window"]))


def choose_window(d: Draft, seat: int, action: dict) -> None:
    """R38: one drawn card face up in the window, the others face down under it."""
    s = d.s
    panel = panel_of_seat(s, seat)
    if s["lstage"] != "window" or panel is None or s["drawn"][panel] is None:
        raise illegal("not_now")
    card = _card_arg(action)
    drawn = s["drawn"][panel]
    if card not in drawn:
        raise illegal("not_in_offer", card=card)
    d.w("window")[panel] = card
    d.w("under")[panel] = [c for c in drawn if c != card]
    d.w("drawn")[panel] = None
    d.event("window_chosen", seat=seat, panel=panel, boutique=s["panels"][panel], card=card, count=len(drawn) - 1)
    _maybe_visit_stage(d)


def choose_visit(d: Draft, seat: int, action: dict) -> None:
    """R40: a secret visit marker; all are revealed together."""
    s = d.s
    if s["lstage"] != "visit" or s["visit"][seat] is not None:
        raise illegal("not_now")
    panel = action.get("panel")
    if not isinstance(panel, int) or isinstance(panel, bool) or not 0 <= panel < teams(s):
        raise illegal("unknown_boutique", panel=str(panel))
    d.w("visit")[seat] = panel
    d.event("visit_chosen", seat=seat)
    if all(s["visit"][x] is not None for x in lady_seats(s)):
        d.set("visits_shown", True)
        d.set("lstage", "wait")
        d.event(
            "visits_revealed",
            visits=list(s["visit"]),
            boutiques=[None if v is None else s["panels"][v] for v in s["visit"]],
        )


# --- afternoon: shopping -----------------------------------------------------------------------


def offer_of(s: dict, panel: int) -> list[str]:
    window = s["window"][panel]
    return ([window] if window is not None else []) + list(s["under"][panel])


def legal_cards(s: dict, seat: int, panel: int) -> list[str]:
    """R46: a servant she may not take is simply not offered."""
    cards = offer_of(s, panel)
    if s["servant_taken"][seat]:
        cards = [c for c in cards if c not in RULES.servants]
    return cards


def visitors(s: dict, panel: int) -> list[int]:
    """R45: visitors by turn order; the courtesan always second (R117)."""
    ladies = [x for x in lady_seats(s) if s["visit"][x] == panel and s["roles"][x] == "lady"]
    ladies.sort(key=lambda x: team_rank(s, s["team_of"][x]))
    c = s["courtesan"]
    if c is not None and s["visit"][c] == panel:
        ladies.insert(1, c)
    return ladies


def start_shopping(d: Draft) -> None:
    s = d.s
    d.set("lstage", "shopping")
    d.set("servant_taken", [False] * s["players"])
    shops: list[dict | None] = []
    for panel in range(teams(s)):
        queue = visitors(s, panel)
        if not queue or not offer_of(s, panel):
            shops.append(None)
            continue
        shops.append({"queue": queue, "turn": 0, "out": [], "seen": [], "lone": len(queue) == 1})
    d.set("shops", shops)
    for panel in range(teams(s)):
        if shops[panel] is not None:
            _settle_shop(d, panel)
    d.event(
        "shopping_started",
        shops=[None if x is None else list(x["queue"]) for x in d.s["shops"]],
        boutiques=list(d.s["panels"]),
    )


def holder(shop: dict) -> int:
    return shop["queue"][shop["turn"]]


def shop_of(s: dict, seat: int) -> int | None:
    if s["lstage"] != "shopping":
        return None
    panel = s["visit"][seat]
    if panel is None or s["shops"][panel] is None or holder(s["shops"][panel]) != seat:
        return None
    return panel


def must_take(s: dict, seat: int, panel: int) -> bool:
    """R45.3: in her first pass a visitor must take a card if she legally can."""
    shop = s["shops"][panel]
    return (
        not shop["lone"]
        and s["config"]["first_pick_mandatory"]
        and seat not in shop["seen"]
        and bool(legal_cards(s, seat, panel))
    )


def _settle_shop(d: Draft, panel: int) -> None:
    """Skip visitors who are out or have nothing they may take; close the shop when done."""
    s = d.s
    shop = s["shops"][panel]
    for _ in range(2 * len(shop["queue"]) + 2):
        if not offer_of(s, panel) or len(shop["out"]) == len(shop["queue"]):
            d.w("shops")[panel] = None
            d.event("boutique_closed", panel=panel, boutique=s["panels"][panel])
            return
        seat = holder(shop)
        if seat not in shop["out"] and legal_cards(s, seat, panel):
            d.private(seat, "offer_seen", panel=panel, cards=offer_of(s, panel))
            return
        if seat not in shop["out"]:
            shop = _shop_w(d, panel)
            shop["out"].append(seat)
            d.event("shopper_out", seat=seat, panel=panel, boutique=s["panels"][panel])
        shop = _pass_on(d, panel)
    raise AssertionError("shop does not settle")


def _shop_w(d: Draft, panel: int) -> dict:
    shop = d.at("shops", panel)
    for key in ("out", "seen"):
        if not isinstance(shop.get(key), list):
            continue
        shop[key] = list(shop[key])
    return shop


def _pass_on(d: Draft, panel: int) -> dict:
    shop = _shop_w(d, panel)
    shop["turn"] = (shop["turn"] + 1) % len(shop["queue"])
    return shop


def _take(d: Draft, seat: int, panel: int, card: str) -> None:
    s = d.s
    if s["window"][panel] == card:
        d.w("window")[panel] = None
    else:
        d.at("under", panel).remove(card)
    d.at("purchases", seat).append(card)
    if card in RULES.servants:
        d.w("servant_taken")[seat] = True


def take(d: Draft, seat: int, action: dict) -> None:
    """R45: take one card in a shared boutique; the rest pass on."""
    s = d.s
    panel = shop_of(s, seat)
    if panel is None or s["shops"][panel]["lone"]:
        raise illegal("not_now")
    card = _card_arg(action)
    if card not in legal_cards(s, seat, panel):
        raise illegal("servant_limit" if card in offer_of(s, panel) else "not_in_offer", card=card)
    _take(d, seat, panel, card)
    shop = _shop_w(d, panel)
    if seat not in shop["seen"]:
        shop["seen"].append(seat)
    d.event("card_taken", seat=seat, panel=panel, boutique=s["panels"][panel], count=len(s["purchases"][seat]))
    _pass_on(d, panel)
    _settle_shop(d, panel)


def decline(d: Draft, seat: int, action: dict) -> None:
    """R45.4: a visitor who declines is out of this boutique."""
    s = d.s
    panel = shop_of(s, seat)
    if panel is None or s["shops"][panel]["lone"]:
        raise illegal("not_now")
    if must_take(s, seat, panel):
        raise illegal("first_pick_mandatory")
    shop = _shop_w(d, panel)
    shop["out"].append(seat)
    if seat not in shop["seen"]:
        shop["seen"].append(seat)
    d.event("shopper_declined", seat=seat, panel=panel, boutique=s["panels"][panel])
    _pass_on(d, panel)
    _settle_shop(d, panel)


def take_set(d: Draft, seat: int, action: dict) -> None:
    """R44: a lady alone takes any set of cards, at most one servant (R46)."""
    s = d.s
    panel = shop_of(s, seat)
    if panel is None or not s["shops"][panel]["lone"]:
        raise illegal("not_now")
    ids = action.get("ids")
    plus = action.get("plus")
    if not isinstance(ids, list) or not all(isinstance(c, str) for c in ids) or len(set(ids)) != len(ids):
        raise illegal("unknown_card", card=str(ids))
    if not isinstance(plus, list) or len(plus) > RULES.servant_limit:
        raise illegal("servant_limit")
    offer = offer_of(s, panel)
    for card in ids:
        if card not in offer or card in RULES.servants:
            raise illegal("not_in_offer", card=card)
    for servant in plus:
        if not isinstance(servant, str) or servant not in offer or servant not in RULES.servants:
            raise illegal("not_in_offer", card=str(servant))
    ids = ids + plus
    for card in ids:
        _take(d, seat, panel, card)
    d.event("cards_taken", seat=seat, panel=panel, boutique=s["panels"][panel], count=len(ids))
    d.w("shops")[panel] = None
    d.event("boutique_closed", panel=panel, boutique=s["panels"][panel])


def end_of_shopping(d: Draft) -> None:
    """R50(a): untaken cards of every visited boutique go back to the bottom of their decks."""
    s = d.s
    back = []
    for panel in range(teams(s)):
        if any(s["visit"][x] == panel for x in lady_seats(s)):
            back += offer_of(s, panel)
            d.w("window")[panel] = None
            d.w("under")[panel] = []
    d.bottom(back)
    d.set("lstage", "done")
    d.event("shopping_ended", returned=len(back))
