"""No import circle among the project's modules, the bot's (DESIGN.md, The bot's house) and every
other package's alike: every import counts, also under TYPE_CHECKING, inside a function and under
`if __name__ == "__main__":`. Read with `ast`, nothing is run.

`from package import module` is an edge to that module; the package's `__init__` that Python
runs on the way is not counted (bot/presenters/__init__.py finds its games lazily)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_name(path: Path) -> str:
    return path.relative_to(ROOT).as_posix().removesuffix(".py").replace("/", ".").removesuffix(".__init__")


PACKAGES = ("bot", "db", "bench", "engines", "render", "i18n", "tests")


def bot_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted((ROOT / "bot").rglob("*.py"))}


def project_modules() -> dict[str, Path]:
    return {module_name(path): path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))}


def read(modules: dict[str, Path]) -> dict[str, tuple[str, bool]]:
    return {name: (path.read_text(encoding="utf-8"), path.name == "__init__.py") for name, path in modules.items()}


def imports_of(module: str, source: str, is_package: bool, known: set[str]) -> set[str]:
    """The modules of `known` that this source imports, anywhere in it."""
    package = module if is_package else module.rpartition(".")[0]
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1])
                where = f"{base}.{node.module}" if node.module else base
            else:
                where = node.module or ""
            # `from bot.runtime import clock` imports bot.runtime.clock; `from bot.play.host import X`, bot.play.host
            for alias in node.names:
                names.append(f"{where}.{alias.name}" if f"{where}.{alias.name}" in known else where)
    found = set()
    for name in names:
        while name and name not in known:  # `import bot.play.host.x` (no such module) is bot.play.host
            name = name.rpartition(".")[0]
        if name and name != module:
            found.add(name)
    return found


def graph(sources: dict[str, tuple[str, bool]]) -> dict[str, set[str]]:
    known = set(sources)
    return {module: imports_of(module, source, is_package, known) for module, (source, is_package) in sources.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The import circles: strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(edges[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_no_module_imports_one_that_imports_it_back():
    """Across the packages too: a circle from db/ through bot/ and back is one as well."""
    sources = read(project_modules())
    for package in PACKAGES:
        assert sum(name.partition(".")[0] == package for name in sources) >= 1, f"{package}'s modules were not found"
    circles = cycles(graph(sources))
    assert not circles, "import circles:\n" + "\n".join(" <-> ".join(c) for c in circles)


def test_the_composition_root_alone_is_imported_by_nobody():
    """bot.app builds everything; a module that imports it reaches for the whole bot."""
    sources = read(bot_modules())
    importers = sorted(name for name, imported in graph(sources).items() if "bot.app" in imported)
    assert importers == ["bot.__main__"], importers


def _sources(**modules: str) -> dict[str, tuple[str, bool]]:
    return {name.replace("_", "."): (source, False) for name, source in modules.items()}


def test_a_circle_under_type_checking_is_found():
    edges = graph(
        _sources(
            bot_a="from bot.b import B\n",
            bot_b="from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.a import A\n",
        )
    )
    assert cycles(edges) == [["bot.a", "bot.b"]]


def test_a_circle_through_an_import_inside_a_function_is_found():
    edges = graph(
        _sources(
            bot_a="import bot.b\n",
            bot_b="from bot import c\n",
            bot_c="def late():\n    from bot.a import thing\n    return thing\n",
        )
    )
    assert cycles(edges) == [["bot.a", "bot.b", "bot.c"]]


def test_a_circle_through_an_import_run_as_a_script_is_found():
    edges = graph(
        {
            "bench.__main__": ("from bench import growth\n", False),
            "bench.growth": ('if __name__ == "__main__":\n    from bench.__main__ import table\n', False),
        }
    )
    assert cycles(edges) == [["bench.__main__", "bench.growth"]]


def test_imports_that_only_go_one_way_pass():
    edges = graph(
        _sources(bot_a="from bot import b\nimport bot.c\n", bot_b="from bot.c import x\n", bot_c="import discord\n")
    )
    assert cycles(edges) == []
