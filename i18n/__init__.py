"""The catalogue of every user-facing text, in English and Czech, on Project Fluent.

Texts live in Fluent files, one folder per language (`i18n/en/*.ftl`, `i18n/cs/*.ftl`); all
files of a language form one bundle (a message may be defined once). In Python a text is named
by a dotted key, `spectaculum.colour.red`; its Fluent id is the key with every `.` replaced by
`-` (`spectaculum-colour-red`; a character Fluent ids cannot hold becomes `_<hex>_`).

Parameters: numbers stay numbers, so Fluent picks the plural form through CLDR's rules (Czech
one / few / many / other) and Babel formats them per locale (1,700 / 1 700). Parameters named
`id` or ending in `_id` are identifiers and reach Fluent as text (never grouped, never counted).
The bundle also knows ORDINAL($n) (1st, 2nd / 1.), MONEY($n) (£1,700 / 1 700 £) and
SIGNED($n) (+3, -2); `NUMBER($n, useGrouping: 0)` prints a number raw (a step, a year).

Game vocabulary that recurs is a Fluent term with case variants, and Czech sentences use the
present tense, which has no gender. `ref(key, **params)` is a parameter translated first;
`game_params` adds the raw id of a translated value (`colour_id`), so that a message can pick a
case or a gender by it. A test-only game adds its own folder of texts (`add_folder`). The
catalogue's tests check that both languages have every message with the same variables, and
render the messages that take a number with 0, 1, 2, 3, 5 and 21 against sentences a person checked.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from pathlib import Path

from babel import Locale
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Visitor

LANGUAGES = ("en", "cs")
DEFAULT_LANGUAGE = "en"
_HERE = Path(__file__).parent
_NOT_IN_ID = re.compile(r"[^a-zA-Z0-9_.-]")
FORMATTED_KEPT = 4096  # texts formatted lately, kept with their parameters


class MissingText(KeyError):
    pass


class TextError(ValueError):
    """A message that Fluent could not format completely (a missing parameter, a bad
    reference): raised rather than showing "{$x}" to a player."""


def fluent_id(key: str) -> str:
    return _NOT_IN_ID.sub(lambda m: f"_{ord(m.group()):x}_", key).replace(".", "-")


def _ordinal(language: str):
    locale = Locale.parse(language)
    suffixes = {"one": "st", "two": "nd", "few": "rd"}

    def ordinal(number, *_args, **_options) -> str:
        n = int(number)
        if language == "en":
            return f"{n}{suffixes.get(locale.ordinal_form(n), 'th')}"
        return f"{n}."

    return ordinal


def _money(language: str):
    def money(number, *_args, **_options) -> str:
        n = number
        amount = format_decimal(n, locale=language)
        return f"£{amount}" if language == "en" else f"{amount} £"

    return money


def _signed(language: str):
    def signed(number, *_args, **_options) -> str:
        n = number
        text = format_decimal(abs(n), locale=language)
        return f"+{text}" if n >= 0 else f"-{text}"

    return signed


_FOLDERS = [_HERE]  # each holds a folder per language; the test run adds its own game's


def add_folder(folder: Path) -> None:
    """Adds the texts of `folder`/<language>/*.ftl to the catalogue (the test run's own game,
    tests/games; the real games' texts all live here)."""
    if folder not in _FOLDERS:
        _FOLDERS.append(folder)
        for cached in (_resources, _sources, bundle, catalogue, _formatted):
            cached.cache_clear()


def _files(language: str) -> list[Path]:
    return [path for folder in _FOLDERS for path in sorted((folder / language).glob("*.ftl"))]


@cache
def _resources(language: str) -> tuple[tuple[Path, ast.Resource], ...]:
    """A language's files, each parsed once (without the source positions of its nodes, which
    nothing reads): the bundle formats from these, and `_sources` lists their messages. (A
    process keeps them while it runs: parsing them twice, with positions, kept about half of the
    objects a full garbage collection walks in a process that draws boards.)"""
    parser = FluentParser(with_spans=False)
    return tuple((path, parser.parse(path.read_text(encoding="utf-8"))) for path in _files(language))


@cache
def _sources(language: str) -> dict[str, ast.Message]:
    """Fluent id -> the parsed message, for every message of a language."""
    texts: dict[str, ast.Message] = {}
    for path, resource in _resources(language):
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                raise ValueError(f"{path.name}: {entry.annotations[0].message} in {(entry.content or '')[:80]!r}")
            if isinstance(entry, ast.Message):
                name = entry.id.name
                if name in texts:
                    raise ValueError(f"text {name!r} is defined twice (again in {path.name})")
                texts[name] = entry
    return texts


@cache
def bundle(language: str) -> FluentBundle:
    functions = {"ORDINAL": _ordinal(language), "MONEY": _money(language), "SIGNED": _signed(language)}
    result = FluentBundle([language], functions=functions, use_isolating=False)
    _sources(language)  # refuses junk and duplicates
    for _, resource in _resources(language):
        result.add_resource(resource)
    return result


@cache
def catalogue(language: str) -> dict[str, str]:
    """Fluent id -> the message's source (what follows `=`), for every message of a language:
    for listing and comparing languages; `t` formats a message."""
    serializer = FluentSerializer()
    return {
        name: serializer.serialize_entry(entry).split("=", 1)[1].strip() for name, entry in _sources(language).items()
    }


def variables(key: str, language: str = DEFAULT_LANGUAGE) -> set[str]:
    """The names of the variables a message uses (in its value, selectors and functions)."""
    found: set[str] = set()

    class Collect(Visitor):
        def visit_VariableReference(self, node):
            found.add(node.id.name)

    Collect().visit(_sources(language)[fluent_id(key)])
    return found


def language_of(locale: str | None) -> str:
    """Map a Discord locale ('cs', 'en-US', 'en-GB', …) to a catalogue language."""
    if locale:
        base = str(locale).split("-")[0].lower()
        if base in LANGUAGES:
            return base
    return DEFAULT_LANGUAGE


def has(key: str, language: str = DEFAULT_LANGUAGE) -> bool:
    return bundle(language_of(language)).has_message(fluent_id(key))


def t(key: str, language: str = DEFAULT_LANGUAGE, /, **params) -> str:
    """The text for `key` in `language` with its variables filled. Parameters whose value is
    itself a catalogue key reference (`ref(key, ...params)`) are translated first."""
    language = language_of(language)
    ident = fluent_id(key)
    if not bundle(language).has_message(ident):
        language = DEFAULT_LANGUAGE
    args = tuple((name, _argument(name, _resolve(value, language))) for name, value in params.items())
    return _formatted(key, language, tuple((name, type(value), value) for name, value in args))


@lru_cache(maxsize=FORMATTED_KEPT)
def _formatted(key: str, language: str, args: tuple[tuple[str, type, str | int | float], ...]) -> str:
    """`key`'s message in `language` formatted with `args` ((name, type, value): 1 and 1.0 are
    formatted apart). Kept: a move's board describes every seat, and most of it as before."""
    texts = bundle(language)
    ident = fluent_id(key)
    if not texts.has_message(ident):
        raise MissingText(key)
    message = texts.get_message(ident)
    if message.value is None:  # a message of attributes only: nothing to say
        raise MissingText(key)
    text, errors = texts.format_pattern(message.value, {name: value for name, _, value in args})
    if errors:
        raise TextError(f"{key} ({language}): {'; '.join(map(str, errors))}")
    return str(text)


def _argument(name: str, value):
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int | float):
        return str(value) if name == "id" or name.endswith("_id") else value
    if isinstance(value, str):
        return value
    return str(value)


def ref(key: str, **params) -> dict:
    """A translatable parameter: t("x", lang, colour=ref("spectaculum.colour.red"))."""
    return {"$t": key, **params}


def _resolve(value, language: str):
    if isinstance(value, dict) and "$t" in value:
        inner = {k: v for k, v in value.items() if k != "$t"}
        return t(value["$t"], language, **inner)
    return value


def game_text(key: str, language: str, game: str, params: dict, names: list[str] | None = None) -> str:
    """A game text with the shared parameter conventions applied:
    - a param `seat` / `<x>_seat` (seat index) also provides `player` / `<x>_player` (a name);
    - a string param `n` with value `v` is translated through `<game>.<n>.<v>` when that key exists
      (colours, tiles, …), and `n_id` keeps `v` so a message can choose a case or gender by it
      (`{ $colour_id -> [red] červeného *[blue] modrého }`); a list of such strings becomes a
      comma-separated list."""
    return t(key, language, **game_params(language, game, params, names))


def game_params(language: str, game: str, params: dict, names: list[str] | None = None) -> dict:
    resolved: dict = {}
    for name, value in params.items():
        resolved[name] = _game_value(language, game, name, value)
        if isinstance(value, str) and resolved[name] is not value:
            resolved.setdefault(f"{name}_id", value)  # the raw value, for choosing a grammatical form
        if name == "seat" or name.endswith("_seat"):
            player_key = name[: -len("seat")] + "player"
            if isinstance(value, int) and names and 0 <= value < len(names):
                resolved[player_key] = names[value]
            else:
                resolved[player_key] = t("core.nobody", language)
    return resolved


def _game_value(language: str, game: str, name: str, value):
    if isinstance(value, str) and has(f"{game}.{name}.{value}"):
        return t(f"{game}.{name}.{value}", language)
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return ", ".join(_game_value(language, game, name, v) for v in value)
    return value
