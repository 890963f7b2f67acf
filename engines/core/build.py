"""The contract's frozen dataclasses, built fast.

A frozen dataclass's __init__ sets each field with object.__setattr__; a game builds
thousands of options, events and contexts, and that was a fifth of its time. These
builders fill the instance's __dict__ directly: the same object (==, hash, repr, pickle)
as the class call. Each builder's parameters are its class's fields; `fast` checks that,
and builds with the class itself if the class ever stops being a plain dataclass with
exactly these fields and defaults.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from typing import Any, TypeVar, cast

from engines.core.contract import Context, Decision, Event, Option, Outcome

Builder = TypeVar("Builder", bound=Callable[..., Any])

_new = object.__new__


def fills(cls: type, builder: Callable) -> bool:
    """Whether filling a `cls` instance's __dict__ with the builder's arguments builds it:
    `cls` is a dataclass without __post_init__ or __slots__, its fields are the builder's
    parameters in order, and each default the builder has is the field's (a builder may
    require a field the class defaults)."""
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__") or "__slots__" in vars(cls):
        return False
    fields = {f.name: f.default for f in dataclasses.fields(cls)}
    params = inspect.signature(builder).parameters
    if list(fields) != list(params):
        return False
    return all(p.default is p.empty or p.default == fields[name] for name, p in params.items())


def _filled(cls: type, fields: dict) -> Any:
    """An instance of `cls` whose __dict__ is `fields` (what `fast` checked the builder may do)."""
    made: Any = _new(cls)
    made.__dict__.update(fields)
    return made


def fast(cls: type) -> Callable[[Builder], Builder]:
    """The decorated builder where it `fills` `cls`, else `cls` itself."""

    def choose(builder: Builder) -> Builder:
        return builder if fills(cls, builder) else cast(Builder, cls)

    return choose


# Every builder fills the new instance's __dict__ from its arguments, skipping the dataclass's
# __init__ (options and events are built by the thousand, decisions, outcomes and contexts
# several times a step).


@fast(Option)
def option(id: str, label: str, params: dict, action: dict | None = None) -> Option:
    return _filled(Option, {"id": id, "label": label, "params": params, "action": action})


PLAIN_OPTION = option is not Option


@fast(Event)
def event(kind: str, to: str, params: dict) -> Event:
    return _filled(Event, {"kind": kind, "to": to, "params": params})


@fast(Decision)
def decision(
    kind: str,
    prompt: str,
    params: dict,
    options: tuple = (),
    min_choices: int = 1,
    max_choices: int = 1,
    multi_action: dict | None = None,
    number_range: tuple[int, int] | None = None,
) -> Decision:
    return _filled(
        Decision,
        {
            "kind": kind,
            "prompt": prompt,
            "params": params,
            "options": options,
            "min_choices": min_choices,
            "max_choices": max_choices,
            "multi_action": multi_action,
            "number_range": number_range,
        },
    )


@fast(Outcome)
def outcome(state: Any, events: tuple = ()) -> Outcome:
    return _filled(Outcome, {"state": state, "events": events})


@fast(Context)
def context(step: int, rng: Any, now: float = 0.0) -> Context:
    return _filled(Context, {"step": step, "rng": rng, "now": now})
