"""Checks what the bot sends against Discord's official OpenAPI description
(a copy kept in tests/support/discord_api/, MIT-licensed: its LICENSE lies beside it), offline."""

from __future__ import annotations

import json
import re
from functools import cache, lru_cache
from pathlib import Path

import jsonschema
from referencing import Registry
from referencing.jsonschema import DRAFT202012

SPEC_PATH = Path(__file__).resolve().parent / "discord_api" / "openapi.json"
# Discord's rule for command and option names, which the spec does not encode.
COMMAND_NAME = re.compile(r"^[-_'\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")


@lru_cache(maxsize=1)
def spec() -> dict:
    return json.loads(SPEC_PATH.read_text())


@lru_cache(maxsize=1)
def _registry() -> Registry:
    return Registry().with_resource("urn:discord", DRAFT202012.create_resource(spec()))


def _remembering_passes(check):
    """A union keyword (oneOf, anyOf) that remembers which instances passed it: a request's
    components repeat from one body to the next, and each passes the union of every component
    type once rather than once a body. A failure is not remembered (its errors carry paths)."""
    passed: set[tuple[int, str]] = set()

    def remembering(validator, union, instance, schema):
        key = (id(union), json.dumps(instance, sort_keys=True))
        if key in passed:
            return
        errors = list(check(validator, union, instance, schema))
        if not errors:
            passed.add(key)
        yield from errors

    return remembering


DiscordValidator = jsonschema.validators.extend(
    jsonschema.Draft202012Validator,
    {union: _remembering_passes(jsonschema.Draft202012Validator.VALIDATORS[union]) for union in ("oneOf", "anyOf")},
)


@cache
def validator(pointer: str) -> jsonschema.Draft202012Validator:
    return DiscordValidator({"$ref": f"urn:discord#{pointer}"}, registry=_registry())


def schema_validator(name: str) -> jsonschema.Draft202012Validator:
    return validator(f"/components/schemas/{name}")


@lru_cache(maxsize=1)
def _routes() -> list[tuple[re.Pattern, str]]:
    routes = []
    for template in spec()["paths"]:
        pattern = "^" + re.sub(r"\\\{[a-z_]+\\\}", r"[^/]+", re.escape(template)) + "$"
        routes.append((re.compile(pattern), template))
    # literal segments win over parameters (/messages/@original before /messages/{message_id})
    routes.sort(key=lambda route: route[1].count("{"))
    return routes


def operation_pointer(method: str, path: str) -> str | None:
    """JSON pointer of the request body schema for this call, None if it has none."""
    for pattern, template in _routes():
        if pattern.match(path):
            operation = spec()["paths"][template].get(method.lower())
            if operation is None or "requestBody" not in operation:
                return None
            escaped = template.replace("~", "~0").replace("/", "~1")
            return f"/paths/{escaped}/{method.lower()}/requestBody/content/application~1json/schema"
    raise AssertionError(f"{method} {path} is not a route in Discord's API description")


SNOWFLAKE_LISTS = ("users", "roles")


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def coerce_snowflakes(value):
    """discord.py sends some ids as integers (which Discord accepts); the spec types every
    snowflake as a string."""
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if (k == "id" or k.endswith("_id")) and _is_int(v):
                out[k] = str(v)
            elif k in SNOWFLAKE_LISTS and isinstance(v, list):
                out[k] = [str(x) if _is_int(x) else x for x in v]
            else:
                out[k] = coerce_snowflakes(v)
        return out
    if isinstance(value, list):
        return [coerce_snowflakes(v) for v in value]
    return value


# A string the description could name as an enum value or constant is a short identifier; a
# number's digits (a snowflake, a message's nonce) are bounded by the description's pattern of
# a snowflake and their length; any other string is a text (content, label, description, custom
# id) bounded only by its length (formats are not checked). Bodies that differ only in such
# texts or digits are checked once: each stands in by one as long as the shortest length that
# meets and misses the same bounds.
IDENTIFIER = re.compile(r"[A-Za-z0-9_.]{1,41}")
DIGITS = re.compile(r"0|[1-9][0-9]*")


@lru_cache(maxsize=1)
def _length_bounds() -> tuple[int, ...]:
    bounds: set[int] = set()

    def walk(node) -> None:
        if isinstance(node, dict):
            bounds.update(v for k, v in node.items() if k in ("minLength", "maxLength") and isinstance(v, int))
            for child in node.values():
                walk(child)
        elif isinstance(node, list):
            for child in node:
                walk(child)

    walk(spec())
    return tuple(sorted(bounds))


def _stand_in_length(length: int) -> int:
    if length in _length_bounds():
        return length
    below = [bound for bound in _length_bounds() if bound < length]
    return below[-1] + 1 if below else 0


def _as_checked(value, numbers: dict[str, str]):
    """`value` with its texts and digits stood in; `numbers` keeps each digits' stand-in, so that
    digits equal in the body stay equal and different ones different (a list of unique users)."""
    if isinstance(value, str) and DIGITS.fullmatch(value):
        return numbers.setdefault(value, _stand_in_digits(value, len(numbers) + 1))
    if isinstance(value, str) and not IDENTIFIER.fullmatch(value):
        return "x" * _stand_in_length(len(value))
    if isinstance(value, dict):
        return {k: _as_checked(v, numbers) for k, v in value.items()}
    if isinstance(value, list):
        return [_as_checked(v, numbers) for v in value]
    return value


def _stand_in_digits(digits: str, nth: int) -> str:
    """The `nth` different digits of a body: numbered, as long as their length's stand-in (the
    digits themselves if their number does not fit)."""
    length = max(1, _stand_in_length(len(digits)))
    numbered = str(nth) if length == 1 else "1" + str(nth).zfill(length - 1)
    return numbered if len(numbered) == length else digits


def problems(method: str, path: str, body) -> list[str]:
    """What is wrong with one request body, as readable lines (empty when valid)."""
    pointer = operation_pointer(method, path)
    if pointer is None or body is None:
        return []
    wrong = _problem(pointer, json.dumps(_as_checked(coerce_snowflakes(body), {}), sort_keys=True))
    return [] if wrong is None else [f"{method} {path}: {wrong}"]


@lru_cache(maxsize=4096)
def _problem(pointer: str, body: str) -> str | None:
    best = jsonschema.exceptions.best_match(validator(pointer).iter_errors(json.loads(body)))
    return None if best is None else f"{best.message} at {'/'.join(map(str, best.absolute_path))}"


def command_name_problems(payload: dict, where: str = "") -> list[str]:
    """Names and their localisations must be lowercase and match Discord's pattern."""
    found = []
    names = [payload.get("name")] + list((payload.get("name_localizations") or {}).values())
    for name in names:
        if name is None:
            continue
        if name != name.lower() or not COMMAND_NAME.match(name):
            found.append(f"{where}{payload.get('name')}: invalid name {name!r}")
    for option in payload.get("options") or []:
        found += command_name_problems(option, f"{where}{payload.get('name')} ")
    return found


def response_problems(method: str, template: str, body) -> list[str]:
    """What is wrong with one 200 answer of the route `template` (as the description names it)
    against its schema, as readable lines (empty when valid)."""
    escaped = template.replace("~", "~0").replace("/", "~1")
    pointer = f"/paths/{escaped}/{method.lower()}/responses/200/content/application~1json/schema"
    best = jsonschema.exceptions.best_match(validator(pointer).iter_errors(body))
    if best is None:
        return []
    return [f"{method} {template} answered: {best.message} at {'/'.join(map(str, best.absolute_path))}"]
