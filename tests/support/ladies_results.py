"""Finished Ladies & Gentlemen games built straight from the ladies' totals (R113, R114, R127), for the
tests of the result and of what is stored of it."""

from __future__ import annotations

from engines.ladies import ball
from engines.ladies.game import Ladies
from engines.ladies.setup import default_seats


def _detail(total):
    return {
        "total": total,
        "wardrobe": total,
        "servants": 0,
        "contracts": 0,
        "gossip": 0,
        "kept": [],
        "discarded": [],
        "servant_points": {},
        "lost_servant": None,
        "dropped": None,
        "discarded_stars": 0,
    }


def ended(players, totals, courtesan=None, money=None, **config):
    """A finished game whose ladies (team order) have `totals`, the courtesan `courtesan`."""
    s = Ladies().setup(config, default_seats(players), 1).state
    details = {s["lady_of"][t]: _detail(x) for t, x in enumerate(totals)}
    if s["courtesan"] is not None:
        details[s["courtesan"]] = _detail(courtesan)
    s["money"] = list(s["money"])
    for t, amount in enumerate(money or [1000] * len(totals)):
        s["money"][s["gent_of"][t]] = amount
    return {**s, "final": ball.rank(s, details, None), "phase": "ended"}
