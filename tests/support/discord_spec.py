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


@cache
def validator(pointer: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator({"$ref": f"urn:discord#{pointer}"}, registry=_registry())


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


def problems(method: str, path: str, body) -> list[str]:
    """What is wrong with one request body, as readable lines (empty when valid)."""
    pointer = operation_pointer(method, path)
    if pointer is None or body is None:
        return []
    best = jsonschema.exceptions.best_match(validator(pointer).iter_errors(coerce_snowflakes(body)))
    if best is None:
        return []
    return [f"{method} {path}: {best.message} at {'/'.join(map(str, best.absolute_path))}"]


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
