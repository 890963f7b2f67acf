"""The contract's frozen dataclasses, built fast.

A frozen dataclass's __init__ sets each field with object.__setattr__; a game builds
thousands of options, events and contexts, and that was a fifth of its time. These
builders fill the instance's __dict__ directly: the same object (==, hash, repr, pickle)
as the class call. Each falls back to the class if it ever stops being a plain dataclass
with exactly these fields and defaults (`PLAIN_*` says which).
"""

from __future__ import annotations

import dataclasses

from engines.core.contract import Context, Decision, Event, Option, Outcome

_new = object.__new__
_REQUIRED = object()


def plain(cls, fields: dict) -> bool:
    """Whether `cls` is a dataclass with exactly these fields and defaults (_REQUIRED for
    none), without __post_init__ or __slots__, so filling its __dict__ builds it."""
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__") or "__slots__" in vars(cls):
        return False
    have = {f.name: f.default if f.default is not dataclasses.MISSING else _REQUIRED for f in dataclasses.fields(cls)}
    return have == fields


PLAIN_OPTION = plain(Option, {"id": _REQUIRED, "label": _REQUIRED, "params": _REQUIRED, "action": None})

if PLAIN_OPTION:

    def option(id: str, label: str, params: dict, action: dict | None = None) -> Option:
        o = _new(Option)
        fields = o.__dict__
        fields["id"] = id
        fields["label"] = label
        fields["params"] = params
        fields["action"] = action
        return o
else:  # pragma: no cover

    def option(id: str, label: str, params: dict, action: dict | None = None) -> Option:
        return Option(id, label, params, action)


PLAIN_DECISION = plain(
    Decision,
    {
        "kind": _REQUIRED,
        "prompt": _REQUIRED,
        "params": _REQUIRED,
        "options": (),
        "min_choices": 1,
        "max_choices": 1,
        "multi_action": None,
        "number_range": None,
    },
)


def decision(
    kind: str,
    prompt: str,
    params: dict,
    options: tuple = (),
    min_choices: int = 1,
    max_choices: int = 1,
    multi_action: dict | None = None,
) -> Decision:
    if not PLAIN_DECISION:  # pragma: no cover
        return Decision(kind, prompt, params, options, min_choices, max_choices, multi_action)
    o = _new(Decision)
    o.__dict__.update(
        kind=kind,
        prompt=prompt,
        params=params,
        options=options,
        min_choices=min_choices,
        max_choices=max_choices,
        multi_action=multi_action,
        number_range=None,
    )
    return o


if plain(Event, {"kind": _REQUIRED, "to": "public", "params": _REQUIRED}):

    def event(kind: str, to: str, params: dict) -> Event:
        o = _new(Event)
        fields = o.__dict__
        fields["kind"] = kind
        fields["to"] = to
        fields["params"] = params
        return o
else:  # pragma: no cover
    event = Event


if plain(Outcome, {"state": _REQUIRED, "events": ()}):

    def outcome(state, events: tuple) -> Outcome:
        o = _new(Outcome)
        o.__dict__.update(state=state, events=events)
        return o
else:  # pragma: no cover

    def outcome(state, events: tuple) -> Outcome:
        return Outcome(state, events)


if plain(Context, {"step": _REQUIRED, "rng": _REQUIRED, "now": 0.0}):

    def context(step: int, rng, now: float) -> Context:
        o = _new(Context)
        fields = o.__dict__
        fields["step"] = step
        fields["rng"] = rng
        fields["now"] = now
        return o
else:  # pragma: no cover

    def context(step: int, rng, now: float) -> Context:
        return Context(step=step, rng=rng, now=now)
