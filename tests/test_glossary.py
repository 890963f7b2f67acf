"""One name for each thing, in each language (issue 33, item 2): the glossary (i18n/glossary.toml)
gives each concept its term in English and in Czech and the words that must not name it; a
Czech sentence names commands by their Czech names, an English one by their English names."""

import re
import tomllib
from pathlib import Path

import pytest
from fluent.syntax import ast

import i18n

GLOSSARY = tomllib.loads((Path(i18n.__file__).parent / "glossary.toml").read_text(encoding="utf-8"))


def _shown(node) -> str:
    """What a message shows: its text, its variables as {}, every variant of a selector
    (one after another, split by " | "), and not its id, comments or the selectors' keys."""
    if isinstance(node, ast.Message):
        return _shown(node.value) if node.value else ""
    if isinstance(node, ast.Pattern):
        return "".join(_shown(element) for element in node.elements)
    if isinstance(node, ast.TextElement):
        return node.value
    if isinstance(node, ast.Placeable):
        return _shown(node.expression)
    if isinstance(node, ast.SelectExpression):
        return " | ".join(_shown(variant.value) for variant in node.variants)
    if isinstance(node, ast.VariableReference):
        return "{}"
    if isinstance(node, ast.StringLiteral):
        return node.parse()["value"]
    if isinstance(node, ast.FunctionReference):
        return "".join(_shown(arg) for arg in node.arguments.positional)
    if isinstance(node, ast.NumberLiteral):
        return node.value
    return ""


def shown(language: str) -> dict[str, str]:
    return {name: _shown(message) for name, message in i18n._sources(language).items()}


CASES = [(concept, language) for concept in GLOSSARY for language in i18n.LANGUAGES]


@pytest.mark.parametrize("concept, language", CASES, ids=[f"{c}-{lang}" for c, lang in CASES])
def test_each_thing_has_one_name(concept, language):
    entry = GLOSSARY[concept]
    flags = 0 if entry.get("case") else re.IGNORECASE
    texts = shown(language)
    wrong = [
        (key, pattern, text)
        for pattern in entry.get(f"refuse_{language}", [])
        for key, text in texts.items()
        if re.search(pattern, text, flags)
    ]
    assert not wrong, wrong[:10]
    if language in entry:
        assert any(term in text for term in entry[language] for text in texts.values()), entry[language]


def _commands(language: str) -> tuple[set[str], set[str]]:
    """The command groups (/game, /salon) and every other command or option name of a language,
    as its catalogue names them."""
    names = {
        text
        for key, text in ((k, i18n.t(k, language)) for k in i18n.catalogue(language) if k.startswith("commands-"))
        if re.fullmatch(r"[\w-]+", text) and (key.endswith("-name") or key.count("-") == 2)
    }
    groups = {i18n.t("commands.game.name", language), i18n.t("commands.salon.name", language)}
    return groups, names


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_sentence_names_commands_in_its_own_language(language):
    """`/game new` in a Czech sentence (issue 33): every "/group sub option:" a message names is
    one of its own language's commands and options."""
    groups, names = _commands(language)
    other = next(lang for lang in i18n.LANGUAGES if lang != language)
    other_groups, other_names = _commands(other)
    foreign = (other_groups - groups) | (other_names - names)
    mentions = []
    for key, text in shown(language).items():
        if key.startswith("commands-"):
            continue
        for match in re.finditer(r"(?:^|[\s(`„“\"'])/([\w-]+)((?: [\w-]+:?)*)", text):
            group, rest = match.group(1), match.group(2).split()
            mentions.append((key, group))
            if group not in groups and group in other_groups | {"game", "hra"}:
                raise AssertionError((key, match.group(0)))
            words = [w.rstrip(":") for w in rest[:1] + [w for w in rest[1:] if w.endswith(":")]]
            bad = [w for w in words if w in foreign]
            assert not bad, (key, match.group(0))
    assert mentions
