"""What a viewer may know (R108-R111), built from an allow-list (see VIEW.md), and the
resampling of what not."""

from __future__ import annotations

from engines.core.rng import shuffle
from engines.rokoko import actions, scoring
from engines.rokoko.state import D, decorations, employee_count, own_dresses, silk_totals


def actors(state: dict) -> set[int]:
    phase = state["phase"]
    if phase == "select":
        return {seat for seat, n in enumerate(state["need"]) if n is not None}
    if phase == "actions" and state["active"] is not None:
        return {state["active"]}
    if phase == "terrace":
        return {seat for seat, n in enumerate(state["terrace_need"]) if n is not None}
    return set()


def is_actor(state: dict, seat) -> bool:
    """`seat in actors(state)`, without building the set during the turns."""
    if state["phase"] == "actions":
        active = state["active"]
        return active is not None and seat == active
    return seat in actors(state)


def _dress(did):
    return dict(D.dresses[did]) if did is not None else None


def _tile(tid):
    t = D.tiles[tid]
    return {
        "id": tid,
        "silk": dict(t["silk"]),
        "convert_options": [dict(o) for o in t["convert_options"]],
        "convert_symbol": t["convert_symbol"],
    }


def _card(cid):
    return dict(D.cards[cid]) if cid is not None else None


def _placed(v):
    return {"dress": _dress(v[0]), "owner": v[1], "master_made": v[2]} if v else None


def view_for(state: dict, viewer: int | None) -> dict:
    side = D.sides[state["side"]]
    s = state
    deco = s["deco"]
    ended = s["phase"] == "ended"
    open_pp = ended or s["config"]["open_prestige"]
    halls = [
        {
            "id": h["id"],
            "number": h["number"],
            "royal": h["royal"],
            "majority": list(h["majority"]),
            "spaces": [
                {
                    "id": g["id"],
                    "master": g["master"],
                    "reward": g["reward"],
                    "placed": _placed(s["guest"].get(g["id"])),
                }
                for g in h["spaces"]
            ],
            "musician": {
                "id": h["musician"]["id"],
                "cost": h["musician"]["cost"],
                "pp": h["musician"]["pp"],
                "owner": deco.get(h["musician"]["id"]),
            },
        }
        for h in side.halls
    ]

    def dec(x, extra=()):
        out = {"id": x["id"], "cost": x["cost"], "pp": x["pp"], "owner": deco.get(x["id"])}
        for k in extra:
            out[k] = x[k]
        return out

    st = s["stage"]
    seats = []
    for seat, rec in enumerate(s["seats"]):
        seats.append(
            {
                "seat": seat,
                "colour": s["colours"][seat],
                "money": rec["money"],
                "yarn": rec["yarn"],
                "lace": rec["lace"],
                "tiles_count": len(rec["tiles"]),
                "supply_count": len(rec["supply"]),
                "hand_count": len(rec["hand"]),
                "employee_count": employee_count(s, seat),
                "discard": [_card(c) for c in rec["discard"]],
                "played": [_card(c) for c in rec["played"]],
                "dresses_on_board": len(own_dresses(s, seat)),
                "decorations": decorations(s, seat),
                "has_favour": s["favour"] == seat,
                "is_start": s["start"] == seat,
                "selecting": s["phase"] == "select" and s["need"][seat] is not None,
                "pp": rec["pp"] if open_pp or seat == viewer else None,
            }
        )
    private = None
    if viewer is not None and 0 <= viewer < s["players"]:
        rec = s["seats"][viewer]
        pending = st["tile"] if st is not None and st["seat"] == viewer and st["kind"] == "gain" else None
        private = {
            "seat": viewer,
            "hand": [_card(c) for c in rec["hand"]],
            "supply": [_card(c) for c in sorted(rec["supply"])],
            "discard": [_card(c) for c in rec["discard"]],
            "tiles": [_tile(t) for t in sorted(rec["tiles"])],
            "silk": silk_totals(rec["tiles"]),
            "pp": rec["pp"],
            "pending_tile": _tile(pending) if pending else None,
            "select_need": s["need"][viewer] if s["phase"] == "select" else None,
        }
    result = None
    if ended:
        res = scoring.result(s)
        assert res is not None
        result = {
            "scores": dict(res.scores),
            "placings": dict(res.placings),
            "breakdown": {k: dict(v) for k, v in res.breakdown.items()},
            "money_left": {seat: m for seat, m in enumerate(s["final"]["money_left"])},
        }
    return {
        "game": "rokoko",
        "viewer": viewer,
        "players": s["players"],
        "side": s["side"],
        "colours": list(s["colours"]),
        "config": dict(s["config"]),
        "round": s["round"],
        "phase": s["phase"],
        "actors": sorted(actors(s)),
        "active": s["active"],
        "start_seat": s["start"],
        "favour_taken_by": s["favour"],
        "halls": halls,
        "terrace": [
            {
                "id": t["id"],
                "fireworks_space": t["fireworks_space"],
                "multiplier": t["multiplier"],
                "placed": _placed(s["terrace"].get(t["id"])),
            }
            for t in side.terrace
        ],
        "fireworks": {
            "majority": list(side.fireworks_majority),
            "spaces": [dec(f, ("index", "terrace_space")) for f in side.fireworks],
        },
        "statues": [dec(x) for x in side.statues],
        "fountain": {row: [dec(x) for x in side.fountain[row]] for row in ("upper", "lower")},
        "all_halls": [{"id": a["id"], "pp": a["pp"], "owner": s["all_halls"].get(a["id"])} for a in side.all_halls],
        "windows": [
            {"id": w["id"], "index": w["index"], "cost": w["cost"], "dark": w["dark"], "dress": _dress(s["windows"][i])}
            for i, w in enumerate(side.windows)
        ],
        "warehouse": [
            {
                "id": sec["id"],
                "number": sec["number"],
                "capacity": sec["capacity"],
                "price": actions.warehouse_price(len(s["warehouse"][i])) if s["warehouse"][i] else None,
                "tiles": [_tile(t) for t in s["warehouse"][i]],
            }
            for i, sec in enumerate(side.sections)
        ],
        "display": [{"id": sid, "card": _card(s["display"][i])} for i, sid in enumerate(side.display)],
        "hire_price": actions.hire_price(s["display"]),
        "hire_deck_count": len(s["hire_deck"]),
        "resource_supply_count": len(s["res_supply"]),
        "resource_discard": [_tile(t) for t in s["res_discard"]],
        "bag_count": len(s["bag"]),
        "dress_discard": [_dress(x) for x in s["dress_discard"]],
        "out_of_game": [_card(c) for c in s["out"]],
        "seats": seats,
        "in_play": {"seat": st["seat"], "card": _card(st["card"]), "stage": "main" if st["kind"] == "main" else "bonus"}
        if st is not None
        else None,
        "private": private,
        "result": result,
    }


def resample_hidden(state: dict, viewer: int | None, rng) -> dict:
    """Redraw what `viewer` cannot know (R109, R110): the order of the hire deck within its
    levels and of the resource supply; which of another seat's undiscarded cards are in hand
    and which in supply; the contents of other seats' kept tiles (pooled with the supply);
    other seats' PP totals (unless public). Sizes and everything public stay."""
    return redraw_hidden(state, viewer, lambda items: shuffle(rng, items))


def redraw_hidden(state: dict, viewer: int | None, arrange) -> dict:
    """The state with everything `viewer` cannot know put in the order `arrange(items)` (in
    place, returning them) gives: a shuffle for resample_hidden, a sort for the AI's
    representative of what the viewer knows."""
    s = dict(state)
    others = [seat for seat in range(s["players"]) if seat != viewer]
    deck = list(s["hire_deck"])
    by_level: dict = {}
    for cid in deck:
        by_level.setdefault(D.cards[cid]["level"], []).append(cid)
    s["hire_deck"] = [cid for level in sorted(by_level) for cid in arrange(by_level[level])]
    seats = [dict(rec) for rec in s["seats"]]
    st = s["stage"]
    pool = list(s["res_supply"])
    pending_hidden = st is not None and st["kind"] == "gain" and st["seat"] != viewer
    if pending_hidden:
        pool.append(st["tile"])
    for seat in others:
        pool += seats[seat]["tiles"]
    arrange(pool)
    if pending_hidden:
        s["stage"] = {**st, "tile": pool.pop()}
    for seat in others:
        k = len(seats[seat]["tiles"])
        seats[seat]["tiles"], pool = pool[:k], pool[k:]
    s["res_supply"] = pool
    if not (s["config"]["open_prestige"] or s["phase"] == "ended"):
        points = [seats[seat]["pp"] for seat in others]
        arrange(points)
        for seat, p in zip(others, points):
            seats[seat]["pp"] = p
    for seat in others:
        rec = seats[seat]
        cards = rec["hand"] + rec["supply"]
        arrange(cards)
        h = len(rec["hand"])
        rec["hand"], rec["supply"] = cards[:h], cards[h:]
    s["seats"] = seats
    return s
