"""engines.ai.common.action_key: two actions share a key exactly when they are the same
action (the lister dedupes by it and the strong level's tree keys its children by it)."""

from __future__ import annotations

import itertools
import json

from engines.ai.common import action_key

ACTIONS = [
    {"type": "play", "card": "E05", "action": "acquire", "tile": "T14", "tile_use": "keep"},
    {"type": "play", "tile_use": "keep", "tile": "T14", "action": "acquire", "card": "E05"},
    {"type": "play", "card": "E05", "action": "make_dress", "dress": "D1", "silk": ["T1", "T2"], "use": "sell"},
    {"type": "play", "card": "E05", "action": "make_dress", "dress": "D1", "silk": ["T2", "T1"], "use": "sell"},
    {"use": "sell", "silk": ["T1", "T2"], "dress": "D1", "action": "make_dress", "card": "E05", "type": "play"},
    {"type": "bonus", "pass": True},
    {"type": "bonus", "pass": 1},
    {"type": "bonus", "cash_in": ["T1"], "pass": True},
    {"type": "bonus", "cash_in": ["T1"], "pass": 1},
    {"type": "bonus", "cash_in": []},
    {"type": "bonus", "cash_in": [1]},
    {"type": "bonus", "cash_in": ["1"]},
    {"type": "select", "ids": ["a", "b"]},
    {"type": "select", "ids": ("a", "b")},
    {"type": "bonus", "value": 3},
    {"type": "bonus", "value": 3.0},
    {"type": "bonus", "detail": {"a": [1]}},
    {"type": "bonus", "detail": {"a": [1]}, "ids": ["x"]},
]


def _json(action: dict) -> str:
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


def test_keys_are_hashable_and_stable():
    for action in ACTIONS:
        assert hash(action_key(action)) == hash(action_key(dict(action)))


def test_actions_with_lists_share_a_key_exactly_when_their_json_is_equal():
    nested = [a for a in ACTIONS if any(isinstance(v, (list, dict)) for v in a.values())]
    for a, b in itertools.combinations(nested, 2):
        assert (action_key(a) == action_key(b)) == (_json(a) == _json(b)), (a, b)


def test_a_flat_action_never_shares_a_key_with_a_nested_one():
    flat = [a for a in ACTIONS if not any(isinstance(v, (list, dict)) for v in a.values())]
    nested = [a for a in ACTIONS if a not in flat]
    for a in flat:
        assert all(action_key(a) != action_key(b) for b in nested)


def test_flat_actions_share_a_key_when_their_items_are_equal():
    assert action_key(ACTIONS[0]) == action_key(ACTIONS[1])
    assert action_key(ACTIONS[2]) == action_key(ACTIONS[4])
    assert action_key(ACTIONS[2]) != action_key(ACTIONS[3])  # the order of the tiles handed in counts
