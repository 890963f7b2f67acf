"""Static board data the renderer lays out: `engines.rokoko.data.board_layout(side)`
(see engines/rokoko/VIEW.md). The engine package is the one place component numbers live."""
from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=4)
def board_layout(side: str) -> dict:
    try:
        from engines.rokoko import data as engine_data
    except ImportError:  # TEMPORARY until the engine's data module lands
        return _from_shared(side)
    return engine_data.board_layout(side)


def _from_shared(side_id: str) -> dict:
    import json
    from pathlib import Path

    raw = json.loads(Path("/work/shared/rules/rokoko-components.json").read_text())
    side = next(s for s in raw["board"]["sides"] if s["id"] == side_id)
    pick = lambda d, *ks: {k: d[k] for k in ks}  # noqa: E731
    return {
        "side": side_id,
        "halls": [{**pick(h, "id", "number", "royal"), "majority": [h["majority"]["first"], h["majority"]["second"]],
                   "guest_spaces": [pick(g, "id", "master", "reward") for g in h["guest_spaces"]],
                   "musician": pick(h["musician"], "id", "cost", "pp")} for h in side["halls"]],
        "terrace": [pick(t, "id", "multiplier", "fireworks_space") for t in side["terrace"]["spaces"]],
        "fireworks": [pick(f, "id", "index", "cost", "pp", "terrace_space") for f in side["fireworks"]["spaces"]],
        "statues": [pick(s, "id", "cost", "pp") for s in side["statues"]["spaces"]],
        "fountain": {r["id"]: [pick(s, "id", "cost", "pp") for s in r["spaces"]] for r in side["fountain"]["rows"]},
        "all_halls": [pick(a, "id", "pp") for a in side["all_halls_bonus"]["spaces"]],
        "windows": [{**pick(w, "id", "index", "cost"), "dark": w["dark_discard_at_refill"]} for w in side["dress_windows"]["windows"]],
        "warehouse": [pick(s, "id", "number", "capacity") for s in side["warehouse"]["sections"]],
        "display": [s["id"] for s in side["employee_display"]["spaces"]],
        "fireworks_majority": [side["fireworks"]["majority"]["first"], side["fireworks"]["majority"]["second"]],
    }
