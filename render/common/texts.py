"""The catalogue's texts as images draw them: `t` of the i18n package, remembered.

A board asks for the same few hundred texts (captions, counts, names of pieces) on every
draw, and formatting a Fluent message costs more than drawing it. The catalogue does not
change while the bot runs, so a text is formatted once per key, language and parameters."""

from __future__ import annotations

from functools import lru_cache

import i18n

TEXT_CACHE_SIZE = 8192


def t(key: str, language: str = i18n.DEFAULT_LANGUAGE, /, **params) -> str:
    """`i18n.t`, remembered for parameters that can be a key (numbers and strings)."""
    try:
        return _formatted(key, language, tuple(sorted(params.items())))
    except TypeError:  # a parameter that is no key (a list): formatted afresh
        return i18n.t(key, language, **params)


@lru_cache(maxsize=TEXT_CACHE_SIZE)
def _formatted(key: str, language: str, params: tuple) -> str:
    return i18n.t(key, language, **dict(params))
