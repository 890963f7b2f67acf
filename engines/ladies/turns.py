"""Who acts now: the seats a state waits for (the engine contract's `actors`)."""

from __future__ import annotations


def actors(s: dict) -> set[int]:
    """The morning and afternoon run two tracks at once (the ladies' and the gentlemen's),
    so both may wait for somebody; the evening, the last gossip and the ball one at a time."""
    phase = s["phase"]
    if phase == "morning" or phase == "afternoon":
        stage = s["lstage"]
        if stage == "craftsman":
            hand, played = s["craft_hand"], s["craft_played"]
            out = {x for x in range(s["players"]) if hand[x] is not None and played[x] is None}
        elif stage == "window":
            drawn = s["drawn"]
            out = {lady for lady, panel in zip(s["lady_of"], s["panel_of"]) if drawn[panel] is not None}
        elif stage == "visit":
            visit = s["visit"]
            out = {lady for lady in s["lady_of"] if visit[lady] is None}
            c = s["courtesan"]
            if c is not None and visit[c] is None:
                out.add(c)
        elif stage == "shopping":
            out = {shop["queue"][shop["turn"]] for shop in s["shops"] if shop is not None}
        else:
            out = set()
        g = s["gstage"]
        if g == "exchange":
            ex = s["ex"]
            order = s["order"]
            if ex["mode"] == "live":
                if ex["open"]:
                    for x in s["gent_of"]:
                        if order[x] is None:
                            out.add(x)
                else:
                    ready = ex["ready"]
                    for x in s["gent_of"]:
                        if x not in ready:
                            out.add(x)
            else:
                moves, orders = ex["moves"], ex["orders"]
                for x in s["gent_of"]:
                    if order[x] is None and moves[x] is None and orders[x] is None:
                        out.add(x)
        elif g == "trade":
            out.add(s["gent_of"][s["turn_order"][s["trade_turn"]]])
        return out
    if phase == "evening":
        stage = s["estage"]
        if stage == "court_trim" or stage == "court_give":
            return {s["courtesan"]}
        if stage == "gossip":
            return {x for x, c in enumerate(s["gossip_choice"]) if c == "ask"}
        if stage == "bills":
            done = s["plan_done"]
            return {x for x in s["gent_of"] if not done[x]}
        return set()
    if phase == "last_gossip" or phase == "ball":
        return set(s["ball_pending"])
    return set()


def turn_spans(s: dict) -> dict[int, str]:
    """A day's stock exchange is one turn of each gentleman searching in it, however many ticks
    (or, live, rounds of getting ready) it takes: he acts again at each, and is told once."""
    if s["phase"] not in ("morning", "afternoon") or s["gstage"] != "exchange":
        return {}
    span = f"exchange:{s['day']}"
    return {g: span for g in s["gent_of"] if is_actor(s, g)}


def is_actor(s: dict, seat) -> bool:
    """`seat in actors(s)`, without building the set."""
    if type(seat) is not int or not 0 <= seat < s["players"]:
        return seat in actors(s)
    phase = s["phase"]
    if phase == "morning" or phase == "afternoon":
        if s["roles"][seat] == "gentleman":
            g = s["gstage"]
            if g == "exchange":
                ex = s["ex"]
                if ex["mode"] == "live":
                    return s["order"][seat] is None if ex["open"] else seat not in ex["ready"]
                return s["order"][seat] is None and ex["moves"][seat] is None and ex["orders"][seat] is None
            if g == "trade":
                return s["gent_of"][s["turn_order"][s["trade_turn"]]] == seat
            return False
        stage = s["lstage"]
        if stage == "craftsman":
            return s["craft_hand"][seat] is not None and s["craft_played"][seat] is None
        if stage == "window":
            team = s["team_of"][seat]
            return team is not None and s["drawn"][s["panel_of"][team]] is not None
        if stage == "visit":
            return s["visit"][seat] is None
        if stage == "shopping":
            return any(shop is not None and shop["queue"][shop["turn"]] == seat for shop in s["shops"])
        return False
    if phase == "evening":
        stage = s["estage"]
        if stage == "bills":
            return not s["plan_done"][seat] and seat in s["gent_of"]
        if stage == "court_trim" or stage == "court_give":
            return seat == s["courtesan"]
        if stage == "gossip":
            return s["gossip_choice"][seat] == "ask"
        return False
    if phase == "last_gossip" or phase == "ball":
        return seat in s["ball_pending"]
    return False
