"""Reading what older schemas stored, for games saved before a change.

Schema 1 stored a `play`, `bonus` or `gain` action as the path of option ids through the
question chain: `{"type": "play", "path": ["S-c1-A1", "acquire", "T14", "keep"]}` (a
multi-choice answer as "ids", a number as "value"). Schema 2 names every answer
(engines/rokoko/chain.py). This module reads a schema-1 path by what each id is, as the
schema-1 chain asked them, without the state and without the chain's code, so that a
later change of the questions' order cannot change what an old path means."""

from __future__ import annotations

from engines.rokoko.state import D

COLOURS = ("yellow", "green", "red", "blue")
TILE_USES = ("keep",)  # and "convert:<i>"


def _halls() -> set:
    return {h["id"] for side in D.sides.values() for h in side.halls}


def _decorations() -> tuple[set, set]:
    kinds, spaces = set(), set()
    for side in D.sides.values():
        for sid, item in side.deco.items():
            spaces.add(sid)
            kinds.add(item["kind"])
    return kinds, spaces


HALLS = _halls()
DECO_KINDS, DECO_SPACES = _decorations()


def _tile_use(x) -> bool:
    return isinstance(x, str) and (x in TILE_USES or x.startswith("convert:"))


def upgrade_action(action):
    """The schema-2 action for a stored schema-1 action; anything else unchanged."""
    if not isinstance(action, dict) or "path" not in action or action.get("type") not in ("play", "bonus", "gain"):
        return action
    path = action["path"]
    if not isinstance(path, list) or not all(isinstance(x, str) for x in path):
        return action
    kind = action["type"]
    try:
        if kind == "play":
            named = _play(path)
        elif kind == "bonus":
            named = _bonus(path, action)
        else:
            named = _gain_tile(path)
    except (IndexError, ValueError):
        return action  # not a path schema 1 could have stored: apply refuses it
    return {"type": kind, **named}


def _play(path: list) -> dict:
    card, main, rest = path[0], path[1], path[2:]
    named = {"card": card, "action": main}
    if main == "acquire":
        named.update(_acquired(rest))
    elif main == "make_dress":
        named.update(_dress(rest))
    elif main == "hire":
        named["hire"] = _only(rest)
    elif main == "fund":
        named["decoration"] = _decoration(rest)
    elif rest:
        raise ValueError(main)
    return named


def _bonus(path: list, action: dict) -> dict:
    if not path:  # a multi-choice (cash in tiles) or number (prestige bought) answer, as today
        for alias in ("ids", "value"):
            if alias in action:
                return {alias: action[alias]}
        raise ValueError("empty")
    first = path[0]
    if first == "pass":
        _only(path)
        return {"pass": True}
    if first in ("yarn", "lace"):
        return {"resource": _only(path)}
    if first == "draw":
        _only(path)
        return {"draw": True}
    if first.isdigit():
        return {"pp": int(_only(path))}
    if first in D.cards:
        return {"dismiss": _only(path)}
    if first in D.tiles:
        return {"cash_in": [first]} if len(path) == 1 else _acquired(path)
    if first in D.dresses:
        return _dress(path)
    if first in DECO_KINDS or first in DECO_SPACES:
        return {"decoration": _decoration(path)}
    raise ValueError(first)


def _only(rest: list) -> str:
    if len(rest) != 1:
        raise ValueError(rest)
    return rest[0]


def _acquired(rest: list) -> dict:
    tile, use = rest
    if tile not in D.tiles or not _tile_use(use):
        raise ValueError(rest)
    return {"tile": tile, "tile_use": use}


def _gain_tile(rest: list) -> dict:
    use = _only(rest)
    if not _tile_use(use):
        raise ValueError(use)
    return {"tile_use": use}


def _decoration(rest: list) -> str:
    """[kind,] space: the kind was asked only when the list was long (R58)."""
    if len(rest) == 2 and rest[0] in DECO_KINDS:
        rest = rest[1:]
    space = _only(rest)
    if space not in DECO_SPACES:
        raise ValueError(space)
    return space


def _dress(rest: list) -> dict:
    """dress, [discount colour], [silk tiles...], [rent|sell], [hall, space, [reward tile, keep|convert]]."""
    named = {"dress": rest[0]}
    if rest[0] not in D.dresses:
        raise ValueError(rest[0])
    i = 1
    if i < len(rest) and rest[i] in COLOURS:
        named["discount"] = rest[i]
        i += 1
    silk = []
    while i < len(rest) and rest[i] in D.tiles:
        silk.append(rest[i])
        i += 1
    if silk:
        named["silk"] = silk
    if i < len(rest):
        named["use"] = rest[i]
        if rest[i] not in ("rent", "sell"):
            raise ValueError(rest[i])
        i += 1
    if named.get("use") == "rent":
        hall, space = rest[i], rest[i + 1]
        if hall not in HALLS:
            raise ValueError(hall)
        named["space"] = space
        i += 2
        if i < len(rest):
            named["reward_tile"] = rest[i]
            named["tile_use"] = rest[i + 1]
            if not _tile_use(rest[i + 1]):
                raise ValueError(rest[i + 1])
            i += 2
    if i != len(rest):
        raise ValueError(rest)
    return named


def upgrade_state(state: dict, schema: int) -> dict:
    """A state stored under `schema` as schema 2 has it: schema 1 kept the board's
    latest-move frame in the state (now derived from events, engines/rokoko/highlight.py)."""
    if schema < 2:
        state = {k: v for k, v in state.items() if k != "highlight"}
    return state
