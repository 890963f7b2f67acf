"""Final scoring (R90-R101) and the result."""

from __future__ import annotations

from engines.core.contract import Result, shared_placings
from engines.rokoko.state import C, D, own_dresses

# The result's breakdown, in the order the points are scored (R90-R99; "play" is what the
# players gained during the game).
CATEGORIES = (
    "play",
    "money",
    "crown",
    "favour",
    "halls",
    "fireworks",
    "terrace",
    "statues",
    "dresses",
    "decorations",
    "all_halls",
)


def in_scoring_order(breakdown: dict) -> list[tuple[str, int]]:
    """A seat's breakdown as (category, points) in the order of CATEGORIES (a stored result
    keeps its keys sorted by name); an unknown category comes last."""
    rank = {key: k for k, key in enumerate(CATEGORIES)}
    return sorted(breakdown.items(), key=lambda item: (rank.get(item[0], len(CATEGORIES)), item[0]))


def hall_scores(s: dict, side, players: int, runner_up: str) -> list[dict]:
    """R94/R95: per hall {seat: pp}. Key: (dresses in the hall, of them on master spaces,
    musician), only players with at least one dress there."""
    result = []
    for _h, hall in enumerate(side.halls):
        keys: dict[int, list[int]] = {}
        for g in hall["spaces"]:
            placed = s["guest"].get(g["id"])
            if placed:
                k = keys.setdefault(placed[1], [0, 0, 0])
                k[0] += 1
                k[1] += 1 if g["master"] else 0
        for seat, k in keys.items():
            k[2] = 1 if s["deco"].get(hall["musician"]["id"]) == seat else 0
        scores = {}
        groups = sorted({tuple(k) for k in keys.values()}, reverse=True)
        first, second = hall["majority"]
        if groups:
            best = [seat for seat, k in keys.items() if tuple(k) == groups[0]]
            for seat in best:
                scores[seat] = first
            if players > 2 and len(groups) > 1 and (len(best) == 1 or runner_up == "next"):
                for seat, k in keys.items():
                    if tuple(k) == groups[1]:
                        scores[seat] = second
        result.append(scores)
    return result


def fireworks_scores(s: dict, side, players: int) -> dict:
    """R96: by number of fireworks markers, ties to the rightmost marker."""
    keys: dict[int, list[int]] = {}
    for f in side.fireworks:
        seat = s["deco"].get(f["id"])
        if seat is not None:
            k = keys.setdefault(seat, [0, -1])
            k[0] += 1
            k[1] = max(k[1], f["index"])
    order = sorted(keys, key=lambda seat: tuple(keys[seat]), reverse=True)
    first, second = side.fireworks_majority
    scores = {}
    if order:
        scores[order[0]] = first
    if len(order) > 1 and players > 2:
        scores[order[1]] = second
    return scores


def statue_sets(s: dict, seat: int, side) -> int:
    """R98: best partition, 2 x sum over colours of min(dresses of that colour, statues)."""
    deco = s["deco"]
    statues = sum(1 for x in side.statues if deco.get(x["id"]) == seat) if deco else 0
    if not statues:
        return 0
    colours = [D.dresses[x]["colour"] for x in own_dresses(s, seat)]
    per = C["statue_pp_per_colour"]
    return per * sum(min(colours.count(c), statues) for c in ("yellow", "green", "red", "blue"))


# per card id, the effect of its bonus when that is a crown bonus (R88)
_CROWN = {
    cid: D.bonuses[card["bonus"]]["effect"]
    for cid, card in D.cards.items()
    if D.bonuses[card["bonus"]]["effect"]["type"].startswith("crown_")
}


def crown_points(s: dict, seat: int, side) -> int:
    """R88, R92: crown cards in supply and discard pile."""
    rec = s["seats"][seat]
    cards = rec["supply"] + rec["discard"] + rec["hand"]
    total = 0
    count = len(cards)
    for cid in cards:
        e = _CROWN.get(cid)
        if e is None:
            continue  # not a crown card
        t = e["type"]
        if t == "crown_by_employee_count":
            total += next(
                (r["value"] for r in e["table"] if count >= r["min"] and (r["max"] is None or count <= r["max"])), 0
            )
        elif t == "crown_yarn_lace_pairs":
            pairs = min(rec["yarn"], rec["lace"])
            rec["yarn"] -= pairs
            rec["lace"] -= pairs
            total += pairs * e["pp_per_pair"]
        elif t == "crown_master_space_dresses":
            n = sum(1 for sid, v in s["guest"].items() if v[1] == seat and side.space[sid]["master"])
            total += n // e["per"] * e["pp"]
        elif t == "crown_couples":
            sexes = [D.dresses[x]["sex"] for x in own_dresses(s, seat)]
            total += e["pp_per_pair"] * min(sexes.count("lady"), sexes.count("gentleman"))
    return total


def terrace_spaces(s: dict, side, seat: int) -> list[dict]:
    """R97: the terrace spaces left of `seat`'s fireworks markers, highest multiplier first."""
    deco = s["deco"]
    return sorted(
        (t for fw, t in _terrace_by_fireworks(side) if deco.get(fw) == seat),
        key=_terrace_order,
    )


_TERRACE_BY_FIREWORKS: dict = {}


def _terrace_by_fireworks(side) -> tuple:
    """(fireworks space id, its terrace space) in the fireworks' order, once per side."""
    pairs = _TERRACE_BY_FIREWORKS.get(side.id)
    if pairs is None:
        by_fw = {t["fireworks_space"]: t for t in side.terrace}
        pairs = _TERRACE_BY_FIREWORKS[side.id] = tuple(
            (f["id"], by_fw[f["id"]]) for f in side.fireworks if f["id"] in by_fw
        )
    return pairs


def _terrace_order(t: dict) -> tuple:
    return (-t["multiplier"], t["id"])


def royal_dresses(s: dict, side, seat: int) -> list[str]:
    """`seat`'s dresses in the King's hall, best ball side first."""
    hall = next(h for h in side.halls if h["royal"])
    mine = [
        s["guest"][g["id"]][0] for g in hall["spaces"] if s["guest"].get(g["id"]) and s["guest"][g["id"]][1] == seat
    ]
    return sorted(mine, key=lambda did: (-D.dresses[did]["ball_pp"], guest_space_of(s, side, did)))


def guest_space_of(s: dict, side, did: str) -> str:
    return next(sid for sid, v in s["guest"].items() if v[0] == did)


def best_terrace_dresses(s: dict, side, seat: int, spaces: int | None = None) -> list[str]:
    """The automatic choice (and the one pre-selected for the player): the best dresses, as
    many as there are terrace spaces (`spaces`, when the caller has counted them). Moving is
    never worse, so every space is filled."""
    if spaces is None:
        spaces = len(terrace_spaces(s, side, seat))
    return royal_dresses(s, side, seat)[:spaces] if spaces else []


def terrace_choices(s: dict, side) -> list[int | None]:
    """R97 "Pokud máte naopak více šatů, musíte se rozhodnout, které na terasu přesunete": per
    seat, how many of its King's-hall dresses it must choose (None when there is no choice)."""
    out = []
    for seat in range(s["players"]):
        spaces = len(terrace_spaces(s, side, seat))
        out.append(spaces if 0 < spaces < len(royal_dresses(s, side, seat)) else None)
    return out


def final(d, quiet: bool = False) -> None:
    """R90-R100, in order, with events for every step; `quiet`: the same scores without the
    events (the AI's evaluators score positions that are thrown away)."""
    event = None if quiet else d.event
    s, side = d.s, d.side
    n = s["players"]
    seats = d.w("seats")
    for seat in range(n):
        d.p(seat)
    br = [{c: 0 for c in CATEGORIES} for _ in range(n)]
    for seat in range(n):
        br[seat]["play"] = seats[seat]["pp"]
    # step 1: money (R91)
    for seat in range(n):
        got = seats[seat]["money"] // C["money_per_final_pp"]
        seats[seat]["money"] -= got * C["money_per_final_pp"]
        br[seat]["money"] = got
    money_left = [seats[seat]["money"] for seat in range(n)]
    if event:
        event("final_money", points=[b["money"] for b in br])
    # step 2: crown cards and favour (R92)
    for seat in range(n):
        br[seat]["crown"] = crown_points(s, seat, side)
    if s["favour"] is not None:
        br[s["favour"]]["favour"] = C["favour_pp"]
    if event:
        event("final_crowns", points=[b["crown"] for b in br], favour_seat=s["favour"])
    # step 3A halls (R94, R95)
    for _h, per_seat in enumerate(hall_scores(s, side, n, s["config"]["hall_shared_first_runner_up"])):
        for seat, points in per_seat.items():
            br[seat]["halls"] += points
    if event:
        event("final_halls", points=[b["halls"] for b in br])
    # 3B fireworks (R96)
    for seat, points in fireworks_scores(s, side, n).items():
        br[seat]["fireworks"] = points
    if event:
        event("final_fireworks", points=[b["fireworks"] for b in br])
    # 3C terrace (R97): the dresses each player chose (R97a), else the best ones
    picks = s.get("terrace_pick") or [None] * n
    for seat in range(n):
        spaces = terrace_spaces(s, side, seat)
        if not spaces:
            continue  # no dress moves
        chosen = picks[seat] if picks[seat] is not None else best_terrace_dresses(s, side, seat, len(spaces))
        by_space = {guest_space_of(s, side, did): did for did in chosen}
        mine = sorted(by_space, key=lambda sid: (-D.dresses[by_space[sid]]["ball_pp"], sid))
        guest, terrace = d.w("guest"), d.w("terrace")
        for t, sid in zip(spaces, mine):
            terrace[t["id"]] = guest.pop(sid)
            did = terrace[t["id"]][0]
            if event:
                event(
                    "dress_to_terrace",
                    seat=seat,
                    dress=did,
                    sex=D.dresses[did]["sex"],
                    space=t["id"],
                    multiplier=t["multiplier"],
                )
    guest, terrace = s["guest"], s["terrace"]
    # 3D statues (R98)
    for seat in range(n):
        br[seat]["statues"] = statue_sets(s, seat, side)
    if event:
        event("final_statues", points=[b["statues"] for b in br])
    # 3E markers (R99)
    for v in guest.values():
        br[v[1]]["dresses"] += D.dresses[v[0]]["ball_pp"]
    mult = {t["id"]: t["multiplier"] for t in side.terrace}
    for sid, v in terrace.items():
        br[v[1]]["terrace"] += D.dresses[v[0]]["ball_pp"] * mult[sid]
    for sid, seat in s["deco"].items():
        br[seat]["decorations"] += side.deco[sid]["pp"]
    pp_of = {a["id"]: a["pp"] for a in side.all_halls}
    for sid, seat in s["all_halls"].items():
        br[seat]["all_halls"] += pp_of[sid]
    if event:
        event("final_markers", points=[b["dresses"] + b["terrace"] + b["decorations"] + b["all_halls"] for b in br])
    scores = [sum(b.values()) for b in br]
    for seat in range(n):
        seats[seat]["pp"] = scores[seat]
    s["final"] = {"breakdown": br, "money_left": money_left, "scores": scores}
    s["phase"] = "ended"
    s["active"] = None
    if not event:
        return
    res = result(s)
    assert res is not None
    event(
        "game_ended",
        scores=scores,
        winners=list(res.winners),
        seat=res.winners[0],
        count=len(res.winners),
        pp=scores[res.winners[0]],
    )


def result(s: dict) -> Result | None:
    """R101: PP, then money left; still tied = shared."""
    if s["phase"] != "ended":
        return None
    f = s["final"]
    n = s["players"]
    keys = {seat: (f["scores"][seat], f["money_left"][seat]) for seat in range(n)}
    placings = shared_placings(keys)
    return Result(
        scores={seat: f["scores"][seat] for seat in range(n)},
        placings=placings,
        breakdown={seat: dict(f["breakdown"][seat]) for seat in range(n)},
        winners=tuple(seat for seat in range(n) if placings[seat] == 1),
    )
