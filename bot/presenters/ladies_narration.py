"""Ladies & Gentlemen told in sentences: each public event becomes one sentence with the names the
board shows (players, boutiques, cards, goods), counts and public numbers; the final result becomes
one line per side with its breakdown in words.

Amounts of money stay out of every public sentence (R62, R139: a gentleman's trades and payments are
secret; the rulebook: "nesmí dávat přesné informace o svém majetku"); only the final result shows money
(R114). Texts: `events.ladies.*` (ladies.ftl) and `present.ladies.*` (present_ladies.ftl)."""

from __future__ import annotations

import i18n
from engines.core import Event
from engines.ladies import data

RULES = data.rules()
EVENTS = "events.ladies."
WORDS = "present.ladies."


def sentence(event, language: str, names: list[str]) -> tuple[str, dict] | None:
    """The catalogue key and params of an event's sentence, or None when it has no text."""
    short = event.kind[len("ladies.") :]
    params = dict(event.params)
    build = _BUILDERS.get(short)
    key = EVENTS + short
    if build is not None:
        key, params = build(key, params, language, names)
    if not i18n.has(key, language):
        return None
    return key, params


def batched(events) -> list:
    """The events with every gentleman's secret move of one exchange round told once: the
    `tick_move_made` events of a tick become one event (at the place of the first) naming all
    their seats, so a thread reads "A and B have chosen their moves for round 3" once; and not at
    all beside that round's resolution, which shows every move."""
    resolved = {e.params.get("tick") for e in events if e.kind == "ladies.tick_resolved" and e.to == "public"}
    events = [e for e in events if not (e.kind == "ladies.tick_move_made" and e.params.get("tick") in resolved)]
    out: list = []
    rounds: dict[int, int] = {}  # tick -> index in out of its batched event
    for event in events:
        if event.kind != "ladies.tick_move_made" or event.to != "public":
            out.append(event)
            continue
        tick, seat = event.params["tick"], event.params["seat"]
        if tick in rounds:
            merged = out[rounds[tick]]
            out[rounds[tick]] = Event(
                merged.kind, merged.to, {**merged.params, "seats": [*merged.params["seats"], seat]}
            )
        else:
            rounds[tick] = len(out)
            out.append(Event(event.kind, event.to, {"tick": tick, "seats": [seat]}))
    return out


def _t(key: str, language: str, names: list[str], **params) -> str:
    return i18n.game_text(WORDS + key, language, "ladies", params, names)


def _name(names: list[str], seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return i18n.t("core.nobody")


def _boutique(boutique: str, language: str) -> str:
    return i18n.t(f"ladies.boutique.{boutique}", language)


def _listing(items: list[str], language: str) -> str:
    """ "A, B and C" / "A, B a C"."""
    if len(items) < 2:
        return "".join(items)
    return i18n.t(WORDS + "and", language, first=", ".join(items[:-1]), last=items[-1])


def _bonus_of(contract: str) -> str:
    return (RULES.contracts[contract]["bonus"] or {}).get("type", "none")


# --- events whose sentence needs more than their params ---------------------------------------


def _slot(key, p, language, names):
    return key + ("_forced" if p.get("forced") else ""), {**p, "slot": p["slot"] + 1}


def _order_dealt(key, p, language, names):
    return key + ("_last" if p.get("last") else ""), p


def _game_started(key, p, language, names):
    return key, {"boutiques": _listing([_boutique(b, language) for b in p["panels"]], language), "days": RULES.days}


def _day_started(key, p, language, names):
    return key, {"day": p["day"], "days": RULES.days}


def craftsman_cards(card: str, language: str) -> str:
    """A craftsman card as its face shows it: "3 clothing cards"."""
    info = RULES.craftsman[card]
    return _t("craftsman_cards", language, [], n=info["n"], type=info["type"])


def _craftsmen_revealed(key, p, language, names):
    plays = [
        _t(
            "craftsman_play",
            language,
            names,
            boutique=_boutique(x["boutique"], language),
            cards=craftsman_cards(x["card"], language),
        )
        for x in p["plays"]
    ]
    return key, {"plays": "; ".join(plays)}


def _craftsman_hand(key, p, language, names):
    return key, {"cards": _listing([craftsman_cards(c, language) for c in p["cards"]], language)}


def _visits_revealed(key, p, language, names):
    """Who goes where, one clause per boutique (in the order the ladies sit)."""
    visitors: dict[str, list[str]] = {}
    for seat, boutique in enumerate(p["boutiques"]):
        if boutique is not None:
            visitors.setdefault(boutique, []).append(_name(names, seat))
    visits = [
        _t(
            "visit",
            language,
            names,
            players=_listing(ladies, language),
            count=len(ladies),
            boutique=_boutique(b, language),
        )
        for b, ladies in visitors.items()
    ]
    return key, {"visits": "; ".join(visits)}


def _shopping_started(key, p, language, names):
    shops = [
        _t("shop", language, names, boutique=_boutique(b, language), players=", ".join(_name(names, x) for x in queue))
        for queue, b in zip(p["shops"], p["boutiques"])
        if queue
    ]
    return key, {"shops": "; ".join(shops)}


def _tick_moves(key, p, language, names):
    seats = p["seats"] if "seats" in p else [p["seat"]]
    players = _listing([_name(names, x) for x in seats], language)
    return key, {"tick": p["tick"], "count": len(seats), "players": players}


def _tick_resolved(key, p, language, names):
    taken = [
        _t("slot_taken", language, names, player=_name(names, g), slot=slot + 1)
        for g, slot in zip(p["held"], p["slots"])
    ]
    return key, {"tick": p["tick"], "count": len(taken), "taken": ", ".join(taken)}


def _names_of(param):
    def build(key, p, language, names):
        seats = p[param]
        return key, {
            **{k: v for k, v in p.items() if k != param},
            "players": _listing([_name(names, x) for x in seats], language),
            "count": len(seats),
        }

    return build


def _contract(key, p, language, names):
    out = {"seat": p["seat"], "contract": p["contract"], "bonus": _bonus_of(p["contract"])}
    if "first" in p:
        out["reward"] = (p["reward"] or "none") if p["first"] else "later"
    return key, out


def _goods_bonus(key, p, language, names):
    kinds = [i18n.t(f"ladies.kind.{k}", language) for k in p["kinds"]]
    return key, {"seat": p["seat"], "contract": p["contract"], "count": len(kinds), "kinds": _listing(kinds, language)}


def _discount(key, p, language, names):
    categories = [RULES.contracts[c]["bonus"]["category"] for c in p["contracts"]]
    return key, {
        "seat": p["seat"],
        "categories": _listing([i18n.t(f"ladies.type.{c}", language) for c in categories], language),
    }


def _card_names(cards, language) -> str:
    return _listing([i18n.t(f"ladies.card.{c}", language) for c in cards], language)


def _bills(key, p, language, names):
    parts = []
    if p["paid"]:
        parts.append(_t("bills.paid", language, names, cards=_card_names(p["paid"], language)))
    if p["paid_servants"]:
        parts.append(_t("bills.servants", language, names, count=p["paid_servants"]))
    if p["window"] is not None:
        parts.append(_t("bills.window", language, names, card=i18n.t(f"ladies.card.{p['window']}", language)))
    elif p["window_servant"]:
        parts.append(_t("bills.window_servant", language, names))
    if p["deferred"]:
        parts.append(_t("bills.deferred", language, names, count=p["deferred"]))
    if p["refused"]:
        parts.append(_t("bills.refused", language, names, count=p["refused"]))
    if p["courtesan_paid"]:
        parts.append(_t("bills.courtesan_paid", language, names, cards=_card_names(p["courtesan_paid"], language)))
    if p["courtesan_paid_servants"]:
        parts.append(_t("bills.courtesan_servants", language, names, count=p["courtesan_paid_servants"]))
    if p["courtesan_returned"]:
        parts.append(_t("bills.courtesan_returned", language, names, count=p["courtesan_returned"]))
    if not parts:
        parts.append(_t("bills.nothing", language, names))
    return key, {"seat": p["seat"], "lady_seat": p["lady_seat"], "parts": "; ".join(parts)}


def _ball_started(key, p, language, names):
    return key + ("_choosing" if p["choosing"] else ""), {
        "discarded": p["discarded"],
        "count": len(p["choosing"]),
        "players": _listing([_name(names, x) for x in p["choosing"]], language),
    }


def _game_ended(key, p, language, names):
    return key, {"count": len(p["winners"]), "players": _listing([_name(names, x) for x in p["winners"]], language)}


def _gossip_given(key, p, language, names):
    return key, {**p, "card": int(p["card"])}


_BUILDERS = {
    "token_taken_up": _slot,
    "token_put_back": _slot,
    "token_seen": _slot,
    "goods_kept": _slot,
    "order_kept": _slot,
    "order_dealt": _order_dealt,
    "game_started": _game_started,
    "day_started": _day_started,
    "craftsmen_revealed": _craftsmen_revealed,
    "craftsman_hand": _craftsman_hand,
    "visits_revealed": _visits_revealed,
    "shopping_started": _shopping_started,
    "tick_move_made": _tick_moves,
    "tick_resolved": _tick_resolved,
    "turn_order_set": _names_of("seats"),
    "last_gossip_opened": _names_of("seats"),
    "contract_fulfilled": _contract,
    "bonus_card_received": _contract,
    "goods_bonus_used": _goods_bonus,
    "discount_used": _discount,
    "bills_settled_public": _bills,
    "ball_started": _ball_started,
    "game_ended": _game_ended,
    "gossip_given": _gossip_given,
}


# --- the final result -----------------------------------------------------------------------------


def result_lines(result: dict, language: str, names: list[str]) -> list[str]:
    """One line per side (R114), best first, from the engine's `sides`: place, names, total and the
    total's parts in words, then the designer given up, the servant lost, money, gifts, a scandal."""
    return [side_line(side, language, names) for side in result["sides"]]


def side_line(side: dict, language: str, names: list[str]) -> str:
    seats = side["seats"]
    courtesan = side["team"] is None
    players = (
        _t("result.courtesan_name", language, names, player=_name(names, seats[0]))
        if courtesan
        else _listing([_name(names, x) for x in seats], language)
    )
    if courtesan and seats[1:]:
        players = _t(
            "result.pair",
            language,
            names,
            courtesan=players,
            players=_listing([_name(names, x) for x in seats[1:]], language),
        )
    parts = [
        _t("result.wardrobe", language, names, points=side["wardrobe"]),
        _t("result.servants", language, names, points=side["servants"]),
    ]
    if not courtesan:
        parts.append(_t("result.contracts", language, names, points=side["contracts"]))
    if side["gossip"]:
        parts.append(_t("result.gossip", language, names, count=-side["gossip"]))
    # each note names whom it is about: the lady (or the courtesan) first in `seats`, a team's gentleman second
    lady = _name(names, seats[0])
    gentleman = _name(names, seats[1]) if not courtesan and seats[1:] else lady
    notes = []
    if side["dropped"]:
        designer = i18n.t(f"ladies.designer.{side['dropped']}", language)
        notes.append(_t("result.dropped", language, names, player=lady, designer=designer))
    if side["lost_servant"]:
        notes.append(_t("result.lost_servant", language, names, player=lady))
    if side["gifts"] is not None:
        notes.append(_t("result.gifts", language, names, player=gentleman, points=side["gifts"]))
    if side["money"] is not None:
        notes.append(_t("result.money", language, names, player=gentleman, amount=side["money"]))
    if side["scandal"]:
        notes.append(_t("result.scandal", language, names))
    text = _t(
        "result.side",
        language,
        names,
        place=side["place"],
        players=players,
        total=side["total"],
        parts=", ".join(parts),
    )
    return text + "".join(_t("result.note", language, names, note=note) for note in notes)
