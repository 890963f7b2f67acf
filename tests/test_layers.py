"""The layer rule of DESIGN.md, checked on every module's imports (read with `ast`, nothing is run).

Each layer names what it may import: the standard library (engines without its clocks) plus the
listed packages. An import of anything else, anywhere in a module (also inside a function), fails.
"""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from engines import registry

ROOT = Path(__file__).resolve().parents[1]
GAMES = tuple(registry.GAMES)  # every game, the test run's own among them
ENGINES = tuple(entry.module for entry in registry.GAMES.values() if entry.module.startswith("engines."))
STDLIB = sys.stdlib_module_names | {"_typeshed"}  # _typeshed: the standard library's types, for type checkers
CLOCKS = ("time", "datetime", "zoneinfo")  # the engine gets the time from its caller (ctx.now)
# Violations being removed (none now); each entry must still occur, so that the line is deleted
# when its violation is gone.
KNOWN: set[str] = set()


@dataclass(frozen=True)
class Layer:
    name: str
    may: tuple[str, ...]  # project and third-party packages (and modules) this layer may import
    stdlib_except: tuple[str, ...] = ()
    # (folder inside the layer, what only that folder may import): bot's presenters alone know games,
    # bot/web alone serves HTTP
    only_in: tuple[tuple[str, tuple[str, ...]], ...] = ()


LAYERS = {
    layer.name: layer
    for layer in (
        Layer("engines", may=("engines",), stdlib_except=CLOCKS),
        Layer("render", may=("render", "engines", "i18n", "PIL", "font_roboto", "lz4")),
        Layer("db", may=("db", "engines.core", "aiosqlite", "asyncpg")),
        Layer("i18n", may=("i18n", "fluent", "babel")),
        Layer(
            "bot",
            may=("bot", "engines", "render", "db", "i18n", "discord", "dotenv", "aiohttp", "openskill"),
            only_in=(
                ("bot/presenters", ("render", *ENGINES)),
                ("bot/web", ("aiohttp",)),  # the web companion's server
                ("bot/play/ratings.py", ("openskill",)),  # the rating arithmetic
            ),
        ),
        Layer(
            "bench",
            # the bot is driven as the tests drive it, and Discord's requests counted as they count them;
            # the game's page is played in Chromium as the browser tests play it
            may=(
                "bench",
                "bot",
                "engines",
                "render",
                "db",
                "i18n",
                "PIL",
                "simcord",
                "tests.bot.driver",
                "tests.support.discord_requests",
                "aiohttp",
                "playwright",
            ),
        ),
    )
}


def imported(source: str, module: str, is_package: bool) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in the source; relative imports resolved."""
    found = []
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                name = ".".join([*base, node.module] if node.module else base)
            else:
                name = node.module or ""
            found.append((node.lineno, name))
            # `from engines import rokoko` imports the game package too
            found += [(node.lineno, f"{name}.{alias.name}") for alias in node.names if alias.name != "*"]
    return found


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def violations(layer: Layer, path: str, source: str) -> list[str]:
    """What this module imports that its layer may not; `path` is relative to the root."""
    module = path.removesuffix(".py").replace("/", ".").removesuffix(".__init__")
    found = []
    for line, name in imported(source, module, path.endswith("__init__.py")):
        top = name.split(".")[0]
        if top == "__future__":
            continue
        if top in STDLIB:
            if top in layer.stdlib_except:
                found.append(f"{path}:{line} imports {name}")
            continue
        # a name that merely reaches into an allowed package (`from engines import core`) is fine,
        # unless only a folder of the layer may import it
        if not any(_within(name, allowed) or _within(allowed, name) for allowed in layer.may):
            found.append(f"{path}:{line} imports {name}")
            continue
        for folder, reserved in layer.only_in:
            if any(_within(name, r) for r in reserved) and not (path == folder or path.startswith(folder + "/")):
                found.append(f"{path}:{line} imports {name} (only {folder} may)")
    return found


def modules(layer: str) -> list[Path]:
    return sorted((ROOT / layer).rglob("*.py"))


@pytest.mark.parametrize("name", LAYERS)
def test_every_layer_imports_only_what_its_layer_may(name):
    layer = LAYERS[name]
    files = modules(name)
    assert files, f"no modules found in {name}/"
    found = []
    for path in files:
        found += violations(layer, path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8"))
    known = {line for line in KNOWN if line.startswith(name + "/")}
    assert known <= set(found), f"fixed, delete from KNOWN: {sorted(known - set(found))}"
    assert not set(found) - known, "\n".join(sorted(set(found) - known))


def test_no_game_is_named_in_the_bot_outside_its_presenters():
    """A fourth game adds a presenter; nothing else in bot/ knows the games by name."""
    named = re.compile("|".join(GAMES), re.IGNORECASE)
    found = [
        f"{path.relative_to(ROOT)}:{n}"
        for path in modules("bot")
        if "presenters" not in path.relative_to(ROOT).parts
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if named.search(line)
    ]
    assert not found, found


@pytest.mark.parametrize(
    ("layer", "path", "source", "forbidden"),
    [
        ("engines", "engines/core/x.py", "import discord", True),
        ("engines", "engines/ai/x.py", "def think():\n    import time\n    return time.perf_counter()", True),
        ("engines", "engines/ai/x.py", "from datetime import datetime", True),
        ("engines", "engines/rokoko/x.py", "from render.rokoko import board", True),
        ("engines", "engines/rokoko/x.py", "from PIL import Image", True),
        ("render", "render/rokoko/x.py", "from db import Store", True),
        ("render", "render/rokoko/x.py", "from ...bot import app", True),
        ("db", "db/x.py", "from engines.rokoko import game", True),
        ("db", "db/x.py", "from engines import rokoko", True),
        ("db", "db/x.py", "import PIL.Image", True),
        ("i18n", "i18n/__init__.py", "from engines.core import Event", True),
        ("bot", "bot/router.py", "from render.rokoko import render_board", True),
        ("bot", "bot/features/turns/side_actions.py", "from engines.ladies import exchange_live", True),
        ("bench", "bench/x.py", "from tests.support import postgres", True),
        ("engines", "engines/ai/x.py", "import random\nfrom engines.core import Context\nfrom . import common", False),
        ("render", "render/rokoko/x.py", "from engines.rokoko import data\nfrom PIL import Image", False),
        ("db", "db/x.py", "from engines.core import codec\nimport asyncpg", False),
        ("bot", "bot/presenters/rokoko.py", "from render.rokoko import render_board", False),
        ("bot", "bot/router.py", "from engines import registry\nimport discord", False),
    ],
)
def test_a_forbidden_import_is_found_and_an_allowed_one_passes(layer, path, source, forbidden):
    assert bool(violations(LAYERS[layer], path, source)) is forbidden


# The bot's folders, lowest first: a module imports only from its own folder and the folders
# before it (the root's modules, app, presses, demo and __main__, come last and may import any).
BOT_FOLDERS = ("runtime", "play", "presenters", "record", "ui", "web", "delivery", "autoplay", "features")


def bot_folder(module: str) -> int:
    """The place in BOT_FOLDERS of a module of bot/ (its root's modules after them all)."""
    parts = module.split(".")
    return BOT_FOLDERS.index(parts[1]) if len(parts) > 2 and parts[1] in BOT_FOLDERS else len(BOT_FOLDERS)


def upward_imports(path: str, source: str) -> list[str]:
    module = path.removesuffix(".py").replace("/", ".").removesuffix(".__init__")
    own = bot_folder(module)
    return [
        f"{path}:{line} imports {name}"
        for line, name in imported(source, module, path.endswith("__init__.py"))
        if _within(name, "bot") and name.count(".") >= 2 and bot_folder(name) > own
    ]


def test_the_bots_folders_import_only_the_folders_below_them():
    found = []
    for path in modules("bot"):
        found += upward_imports(path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8"))
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("path", "source", "upward"),
    [
        ("bot/runtime/clock.py", "from bot.play.host import GameHost", True),
        ("bot/ui/panels.py", "from bot.delivery import board_post", True),
        ("bot/presenters/base.py", "from bot.ui.panels import decision_panel", True),
        ("bot/delivery/board_post.py", "from bot.web.companion import WebCompanion", False),
        ("bot/features/seats.py", "from bot.features.lobby.lobby import Lobby", False),
        ("bot/app.py", "from bot.features.seats import Seats", False),
    ],
)
def test_an_import_up_the_bots_folders_is_found(path, source, upward):
    assert bool(upward_imports(path, source)) is upward
