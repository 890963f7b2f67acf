"""The catalogue of every user-facing text, in English and Czech.

Texts live in TOML files, one folder per language (`i18n/en/*.toml`, `i18n/cs/*.toml`);
all files of a language merge into one flat catalogue (a key may be defined once).
Keys are dotted: table `[spectaculum.colour]` with `red = "red"` is `spectaculum.colour.red`.
Placeholders use str.format syntax: "{player} paid {amount} ducats".
"""
from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

LANGUAGES = ("en", "cs")
DEFAULT_LANGUAGE = "en"
_HERE = Path(__file__).parent


class MissingText(KeyError):
    pass


def _flatten(table: dict, prefix: str, into: dict, source: str) -> None:
    for key, value in table.items():
        full = f"{prefix}{key}"
        if isinstance(value, dict):
            _flatten(value, f"{full}.", into, source)
        else:
            if full in into:
                raise ValueError(f"text {full!r} is defined twice (again in {source})")
            into[full] = value


@lru_cache(maxsize=None)
def catalogue(language: str) -> dict[str, str]:
    texts: dict[str, str] = {}
    for path in sorted((_HERE / language).glob("*.toml")):
        with path.open("rb") as handle:
            _flatten(tomllib.load(handle), "", texts, path.name)
    return texts


def language_of(locale: str | None) -> str:
    """Map a Discord locale ('cs', 'en-US', 'en-GB', …) to a catalogue language."""
    if locale:
        base = str(locale).split("-")[0].lower()
        if base in LANGUAGES:
            return base
    return DEFAULT_LANGUAGE


def has(key: str, language: str = DEFAULT_LANGUAGE) -> bool:
    return key in catalogue(language)


def t(key: str, language: str = DEFAULT_LANGUAGE, /, **params) -> str:
    """The text for `key` in `language` with its placeholders filled. Parameters whose
    value is itself a catalogue key reference (`{"$t": key, ...params}`) are translated first."""
    texts = catalogue(language_of(language))
    if key not in texts:
        texts = catalogue(DEFAULT_LANGUAGE)
        if key not in texts:
            raise MissingText(key)
    resolved = {name: _resolve(value, language) for name, value in params.items()}
    return texts[key].format(**resolved)


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
      (colours, tiles, …); a list of such strings becomes a comma-separated list."""
    return t(key, language, **game_params(language, game, params, names))


def game_params(language: str, game: str, params: dict, names: list[str] | None = None) -> dict:
    resolved: dict = {}
    for name, value in params.items():
        resolved[name] = _game_value(language, game, name, value)
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
