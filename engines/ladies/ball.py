"""The ball (R101-R114) and the courtesan's end (R124-R127)."""

from __future__ import annotations

import dataclasses

from engines.core.contract import Result
from engines.ladies.gossip import count
from engines.ladies.state import RULES, Draft, illegal, lady_seats, teams

# R102: the order of the checks follows the Czech worked example ("Nejprve se … ujistí, že má šaty …
# Poté ověří, zda nepřekročila limit … návrhářů … Následně … zkontroluje, zda nemá více kusů stejné
# položky"): dress, designers, duplicates. The Czech rule list names the checks without an order.


def in_scope(card: str, scope: str) -> bool:
    """R103: the Czech rule limits clothing and accessories ("Dáma smí mít v garderóbě oděvy a doplňky
    pouze nejvýše od dvou návrhářů ze tří"); `whole_wardrobe` is the other editions' wording. The scope
    decides whether she must drop a designer; the drop itself takes every card of that designer
    ("musí odhodit všechny karty garderóby od jednoho návrháře"), jewels included."""
    return scope == "whole_wardrobe" or RULES.cards[card]["category"] in ("clothing", "accessory")


def needs_drop(wardrobe: list[str], scope: str) -> bool:
    shown = {x for c in wardrobe if in_scope(c, scope) for x in RULES.cards[c]["designers"]}
    return len(shown) >= len(RULES.designers)


def servant_points(servant: str, wardrobe: list[str], servants: int, mary: str) -> int:
    """R107."""
    goal = RULES.servants[servant]["goal"]
    if goal["kind"] == "double":
        return sum(RULES.cards[c]["elegance"] for c in wardrobe if RULES.cards[c]["kind"] == goal["target_kind"])
    if goal["kind"] == "value_set":
        values = {RULES.cards[c]["elegance"] for c in wardrobe}
        if len(values) >= goal["upper"]["min_distinct_values"]:
            return goal["upper"]["points"]
        if all(v in values for v in goal["lower"]["requires_values"]):
            return goal["lower"]["points"]
        return 0
    n = count(goal["counts"], wardrobe, servants, mary)
    if n >= goal["upper"]["min"]:
        return goal["upper"]["points"]
    if n >= goal["lower"]["min"]:
        return goal["lower"]["points"]
    return 0


def _servants_score(servants: list[str], wardrobe: list[str], mary: str) -> dict:
    return {x: servant_points(x, wardrobe, len(servants), mary) for x in servants}


def evaluate(
    wardrobe: list[str],
    servants: list[str],
    cfg: dict,
    drop: str | None,
    contract_points: int = 0,
    gossip: int = 0,
    _dups: dict | None = None,
) -> dict:
    """R102-R111 for one choice of dropped designer: the whole breakdown."""
    mary = cfg["mary_counts"]
    discarded = []
    had_dress = any(RULES.cards[c]["kind"] == "dress" for c in wardrobe)  # 1
    cards = list(wardrobe)
    if drop is not None:  # 2
        gone = [c for c in cards if drop in RULES.cards[c]["designers"]]  # every category
        discarded += [[c, "designer"] for c in gone]
        cards = [c for c in cards if c not in gone]
    dress_after = any(RULES.cards[c]["kind"] == "dress" for c in cards)
    by_kind: dict[str, list[str]] = {}
    for c in cards:
        by_kind.setdefault(RULES.cards[c]["kind"], []).append(c)
    kept = []
    for kind, group in sorted(by_kind.items()):  # 3
        best = max(RULES.cards[c]["elegance"] for c in group)
        top = sorted(c for c in group if RULES.cards[c]["elegance"] == best)
        choice = (_dups or {}).get(kind, top[0])
        if choice not in top:
            choice = top[0]
        kept.append(choice)
        discarded += [[c, "duplicate"] for c in sorted(group) if c != choice]
    kept.sort()
    stars = sum(RULES.cards[c]["elegance"] for c in kept)
    score = _servants_score(servants, kept, mary)
    lost = None
    penalty = (not had_dress) if cfg["dress_check"] == "initial_only" else (not had_dress or not dress_after)
    if penalty and servants:  # 4, R105

        def left_total(x):
            rest = [y for y in servants if y != x]
            return sum(_servants_score(rest, kept, mary).values())

        lost = sorted(servants, key=lambda x: (-score[x], -left_total(x), x))[0]
        score = _servants_score([y for y in servants if y != lost], kept, mary)
    points = sum(score.values())
    return {
        "kept": kept,
        "discarded": discarded,
        "dropped": drop,
        "wardrobe": stars,
        "servants": points,
        "servant_points": score,
        "lost_servant": lost,
        "contracts": contract_points,
        "gossip": -gossip,
        "total": stars + points + contract_points - gossip,
        "discarded_stars": sum(RULES.cards[c]["elegance"] for c, _ in discarded),
    }


def best_for(wardrobe, servants, cfg, drop, contract_points=0, gossip=0) -> dict:
    """R104: equal-star duplicates are settled for the higher total, then the lower id."""
    base = evaluate(wardrobe, servants, cfg, drop, contract_points, gossip)
    by_kind: dict[str, list] = {}
    for c in wardrobe:
        by_kind.setdefault(RULES.cards[c]["kind"], []).append(c)
    dups: dict[str, str] = {}
    for kind, group in sorted(by_kind.items()):
        group = [c for c in group if drop is None or drop not in RULES.cards[c]["designers"]]
        if len(group) < 2:
            continue
        best = max(RULES.cards[c]["elegance"] for c in group)
        top = sorted(c for c in group if RULES.cards[c]["elegance"] == best)
        if len(top) < 2:
            continue
        options = [
            (evaluate(wardrobe, servants, cfg, drop, contract_points, gossip, {**dups, kind: c})["total"], c)
            for c in top
        ]
        dups[kind] = sorted(options, key=lambda o: (-o[0], o[1]))[0][1]
    return evaluate(wardrobe, servants, cfg, drop, contract_points, gossip, dups) if dups else base


def options_for(s: dict, seat: int) -> dict:
    """R112: the breakdown for every designer she may drop (or for no drop)."""
    wardrobe, servants = s["wardrobe"][seat], s["servants"][seat]
    cfg = s["config"]
    cp, gp = contract_points(s, seat), gossip_count(s, seat)
    if not needs_drop(wardrobe, cfg["designer_limit_scope"]):
        return {"": best_for(wardrobe, servants, cfg, None, cp, gp)}
    return {x: best_for(wardrobe, servants, cfg, x, cp, gp) for x in RULES.designers}


def auto_choice(options: dict) -> str:
    """R112 auto: the highest total; then fewer stars discarded; then JpG, LL, MC."""
    order = list(RULES.designers)
    return sorted(
        options,
        key=lambda x: (-options[x]["total"], options[x]["discarded_stars"], order.index(x) if x in order else -1),
    )[0]


def contract_points(s: dict, seat: int) -> int:
    """R109: elegance bonus cards held by her gentleman (never the courtesan's)."""
    team = s["team_of"][seat]
    if team is None:
        return 0
    g = s["gent_of"][team]
    return sum(
        RULES.contracts[c]["bonus"]["points"]
        for c in s["bonus_cards"][g]
        if (RULES.contracts[c]["bonus"] or {}).get("type") == "elegance"
    )


def gossip_count(s: dict, seat: int) -> int:
    """R110/R136: every gossip card she holds, received or never passed on."""
    if not s["config"]["gossip"]:
        return 0
    return len(s["gossip_hand"][seat] or []) + len(s["gossip_recv"][seat])


# --- flow ----------------------------------------------------------------------------------------


def start_ball(d: Draft) -> None:
    """R101: deferred cards and the courtesan's unpaid cards are discarded first (R66, R124)."""
    s = d.s
    gone = []
    for seat in range(s["players"]):
        if s["deferred"][seat]:
            gone += s["deferred"][seat]
            d.w("deferred")[seat] = []
    gone += list(s["court_returned"]) + list(s["court_pending"])
    d.set("court_returned", [])
    d.set("court_pending", [])
    d.w("discard").extend(gone)
    d.set("phase", "ball")
    d.set("ball_choice", [None] * s["players"])
    pending = []
    if s["config"]["ball_choices"] == "ask":
        pending = [x for x in lady_seats(s) if needs_drop(s["wardrobe"][x], s["config"]["designer_limit_scope"])]
    d.set("ball_pending", pending)
    d.event("ball_started", discarded=len(gone), choosing=pending)


def choose_designer(d: Draft, seat: int, action: dict) -> None:
    s = d.s
    if s["phase"] != "ball" or seat not in s["ball_pending"]:
        raise illegal("not_now")
    designer = action.get("designer")
    if designer not in RULES.designers:
        raise illegal("unknown_designer", designer=str(designer))
    d.w("ball_choice")[seat] = designer
    d.w("ball_pending").remove(seat)
    d.event("designer_chosen", seat=seat)


def finish(d: Draft) -> None:
    s = d.s
    details = {}
    for seat in lady_seats(s):
        options = options_for(s, seat)
        pick = s["ball_choice"][seat]
        if pick not in options:
            pick = auto_choice(options)
        details[seat] = options[pick]
    lot = [d.rng.random() for _ in range(teams(s) + 1)] if s["config"]["final_tie"] == "lot" else None
    final = rank(s, details, lot)
    d.set("final", final)
    d.set("phase", "ended")
    d.set("lstage", None)
    d.set("gstage", None)
    d.event("game_ended", winners=final["winners"], totals={str(k): v["total"] for k, v in details.items()})


def gift_points(s: dict, details: dict) -> dict[int, int]:
    """R126: what each gentleman's payments brought the courtesan."""
    c = s["courtesan"]
    out = {g: 0 for g in s["gent_of"]}
    detail = details[c]
    for card, g in s["court_paid"]:
        if s["config"]["courtesan_gift_measure"] == "price":
            out[g] += RULES.price(card)
        elif card in RULES.servants:
            out[g] += detail["servant_points"].get(card, 0)
        elif card in detail["kept"]:
            stars = RULES.cards[card]["elegance"]
            doubled = any(
                RULES.servants[x]["goal"]["kind"] == "double"
                and RULES.servants[x]["goal"]["target_kind"] == RULES.cards[card]["kind"]
                for x in detail["servant_points"]
            )
            out[g] += stars * (2 if doubled else 1)
    return out


def rank(s: dict, details: dict, lot: list | None) -> dict:
    """R113, R114 and R127: placings (over seats: 1, 1, 3 for a tied team of two), scores and breakdowns."""
    T = teams(s)
    total = {t: details[s["lady_of"][t]]["total"] for t in range(T)}
    money = {t: s["money"][s["gent_of"][t]] for t in range(T)}
    tie = (lambda t: lot[t]) if lot else (lambda t: 0)

    def team_key(t):
        return (-total[t], -money[t], tie(t))

    c = s["courtesan"]
    entries = []  # [(seats, key for equality)] best first
    winners_note: dict[str, list] = {"scandal": [], "pair": []}
    ordered = sorted(range(T), key=team_key)
    if c is None:
        for t in ordered:
            entries.append(([s["lady_of"][t], s["gent_of"][t]], team_key(t)))
    else:
        C = details[c]["total"]
        L = max(total.values())
        gifts = gift_points(s, details)
        if C >= L:  # R127.1
            best = sorted(s["gent_of"], key=lambda g: (-gifts[g], -s["money"][g], tie(s["team_of"][g])))
            top = [
                g
                for g in best
                if (gifts[g], s["money"][g], tie(s["team_of"][g]))
                == (gifts[best[0]], s["money"][best[0]], tie(s["team_of"][best[0]]))
            ]
            winners_note["pair"] = top
            entries.append(([c] + top, ("pair",)))
            rest = list(ordered)
            # "i zde vyhrává ze zbývajících týmů ten, jehož dáma je na plese nejelegantnější": the
            # remaining teams are those whose gentleman does not win with her.
            others = [t for t in rest if s["gent_of"][t] not in top]
            if s["config"]["courtesan_win_mode"] == "pair_and_best_team" and others:
                same = [t for t in others if team_key(t) == team_key(others[0])]
                seats = [x for t in same for x in (s["lady_of"][t], s["gent_of"][t])]
                entries[0] = (entries[0][0] + seats, ("pair",))
                rest = [t for t in rest if t not in same]
            for t in rest:
                seats = [x for x in (s["lady_of"][t], s["gent_of"][t]) if x not in top]
                entries.append((seats, team_key(t)))
        elif C < min(total.values()):  # R127.2
            low = sorted(s["gent_of"], key=lambda g: (gifts[g], s["money"][g], tie(s["team_of"][g])))
            hit = [
                g
                for g in low
                if (gifts[g], s["money"][g], tie(s["team_of"][g]))
                == (gifts[low[0]], s["money"][low[0]], tie(s["team_of"][low[0]]))
            ]
            hit_teams = [s["team_of"][g] for g in hit]
            winners_note["scandal"] = hit_teams
            for t in ordered:
                if t not in hit_teams:
                    entries.append(([s["lady_of"][t], s["gent_of"][t]], team_key(t)))
            for t in ordered:
                if t in hit_teams:
                    entries.append(([s["lady_of"][t], s["gent_of"][t]], ("scandal",) + team_key(t)))
            entries.append(([c], ("courtesan",)))
        else:  # R127.3: she is placed among the teams; a tie with a lady goes to her
            placed = False
            for t in ordered:
                if not placed and C >= total[t]:
                    entries.append(([c], ("courtesan",)))
                    placed = True
                entries.append(([s["lady_of"][t], s["gent_of"][t]], team_key(t)))
            if not placed:
                entries.append(([c], ("courtesan",)))
    placings = {}
    place = 1
    previous = None
    for i, (seats, key) in enumerate(entries):
        if previous is None or key != previous:
            place = 1 + sum(len(e[0]) for e in entries[:i])
        previous = key
        for x in seats:
            placings[x] = place
    # The contract's scores rank like the placings (a higher score never places lower): a seat scores its
    # side's total, except that a team hit by the scandal (R127.2) scores the courtesan's total, which
    # puts it below every other team, and the pair's gentleman and the best team of R127.1 score hers.
    # What the table reads (each side's own total and its parts) is in `sides`, and each seat's own side
    # total, what statistics record, in the result's `totals` (`seat_totals`).
    scores = {x: total[t] for t in range(T) for x in (s["lady_of"][t], s["gent_of"][t])}
    for seats, key in entries:
        if key[0] in ("pair", "scandal", "courtesan"):
            for x in seats:
                scores[x] = details[c]["total"]
    breakdown = {}
    for seat in range(s["players"]):
        lady = seat if s["roles"][seat] != "gentleman" else s["lady_of"][s["team_of"][seat]]
        det = details[lady]
        row = {
            "wardrobe": det["wardrobe"],
            "servants": det["servants"],
            "contracts": det["contracts"],
            "gossip": det["gossip"],
            "total": det["total"],
        }
        if s["team_of"][seat] is not None:
            row["team"] = s["team_of"][seat]  # who played together, for the result's team lines
        if s["roles"][seat] == "gentleman":
            row["money"] = s["money"][seat]
            if c is not None:
                row["gifts"] = gift_points(s, details)[seat]
        if s["team_of"][seat] in winners_note["scandal"]:
            row["scandal"] = 1
        breakdown[str(seat)] = row
    return {
        "scores": {str(k): v for k, v in scores.items()},
        "placings": {str(k): v for k, v in placings.items()},
        "winners": sorted(x for x, p in placings.items() if p == 1),
        "breakdown": breakdown,
        "details": {str(k): v for k, v in details.items()},
        "scandal": winners_note["scandal"],
        "pair": winners_note["pair"],
    }


def sides(s: dict, final: dict) -> list[dict]:
    """R113, R114, R127: the result as the table reads it, best first — a side per team and one for the
    courtesan (`seats`: she first, then the gentlemen who win with her, R127.1). `place` counts sides, not
    seats (1, 2, 3 …; tied sides share it and the next skips: 1, 1, 3). Each side has its lady's total and
    its parts (R111), the designer she gave up and the servant she lost (R103, R105), and for a team the
    gentleman's money, his gift points with the courtesan (R126) and whether a scandal hit it (R127.2)."""
    placings = {int(k): v for k, v in final["placings"].items()}
    details = {int(k): v for k, v in final["details"].items()}
    winners = set(final["winners"])
    c = s["courtesan"]
    gifts = gift_points(s, details) if c is not None else {}
    out = []
    for t in range(teams(s)):
        lady, gent = s["lady_of"][t], s["gent_of"][t]
        out.append(
            _side(
                details[lady],
                placings[lady],
                [lady, gent],
                t,
                lady in winners,
                money=s["money"][gent],
                gifts=gifts.get(gent),
                scandal=t in final["scandal"],
            )
        )
    if c is not None:
        out.append(_side(details[c], placings[c], [c] + list(final["pair"]), None, c in winners))
    ahead = sorted(side["place"] for side in out)
    for side in out:
        side["place"] = 1 + sum(other < side["place"] for other in ahead)
    out.sort(key=lambda side: (side["place"], side["team"] is not None, -side["total"], side["team"] or 0))
    return out


def _side(
    detail: dict, seat_place: int, seats: list[int], team, winner: bool, money=None, gifts=None, scandal=False
) -> dict:
    return {
        "place": seat_place,
        "team": team,
        "seats": seats,
        "winner": winner,
        "total": detail["total"],
        "wardrobe": detail["wardrobe"],
        "servants": detail["servants"],
        "contracts": detail["contracts"],
        "gossip": detail["gossip"],
        "dropped": detail["dropped"],
        "lost_servant": detail["lost_servant"],
        "money": money,
        "gifts": gifts,
        "scandal": scandal,
    }


@dataclasses.dataclass(frozen=True)
class LadiesResult(Result):
    """The contract's result with the sides (`sides`) every message and image shows."""

    sides: tuple = ()

    def to_json(self) -> dict:
        return {**super().to_json(), "sides": [dict(side) for side in self.sides]}


def seat_totals(table: tuple) -> dict[int, int]:
    """R111, R127: the points each seat's side made — a team's two seats their lady's total, the courtesan
    hers. The gentleman who wins with her (R127.1) made his own team's points, not hers."""
    return {
        seat: side["total"]
        for side in table
        for seat in (side["seats"] if side["team"] is not None else side["seats"][:1])
    }


def placed_together(table: tuple) -> tuple[tuple[int, ...], ...]:
    """R127.1: the sides that placed together, each seat in exactly one — a gentleman who wins with the
    courtesan is on her side, and his lady is then a side alone."""
    with_her = {seat for side in table if side["team"] is None for seat in side["seats"]}
    out = []
    for side in table:
        seats = side["seats"] if side["team"] is None else [x for x in side["seats"] if x not in with_her]
        if seats:
            out.append(tuple(seats))
    return tuple(out)


def result(s: dict) -> Result | None:
    final = s.get("final")
    if final is None:
        return None
    table = tuple(sides(s, final))
    return LadiesResult(
        scores={int(k): v for k, v in final["scores"].items()},
        placings={int(k): v for k, v in final["placings"].items()},
        breakdown={int(k): dict(v) for k, v in final["breakdown"].items()},
        winners=tuple(final["winners"]),
        totals=seat_totals(table),
        teams=placed_together(table),
        sides=table,
    )
