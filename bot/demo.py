"""A whole game with random legal moves, offline: no Discord, no token, no database.

Writes the board after setup and after every step (board-000.png, board-001.png, …),
each seat's private image at the end (hand-<seat>.png, seats counted from 0) and a
narrated log (log.txt, one line per step) in the chosen language, through the same
presenters and renderers the bot uses; returns the final result as text."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import i18n
from bot.presenters import presenter_for
from engines import registry
from engines.core import SPECTATOR, runner
from engines.core.contract import Result
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step

MAX_STEPS = 10_000  # a guard against an engine that never ends


@dataclass(frozen=True)
class Demo:
    kind: str
    names: list[str]
    steps: int
    result: Result
    setup_line: str
    language: str


def play(kind: str, players: int, seed: int, out: Path | str, language: str = "en") -> Demo:
    game = registry.get(kind)
    presenter = presenter_for(kind)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    names = [f"Player {i + 1}" for i in range(players)]
    config = {key: spec["default"] for key, spec in game.config_options().items()}
    config["players"] = players

    outcome = runner.start(game, config, runner.default_seats(game, players), seed)
    state = outcome.state
    setup_line = _plain(presenter.narrate(outcome.events, language, names))
    _board(out, 0, presenter, game.view_for(state, SPECTATOR), language, names)
    chooser = rng_for_step(f"demo:{seed}", 0)  # the players' choices, reproducible anywhere
    lines = []
    n = 0
    while game.result(state) is None:
        if n >= MAX_STEPS:
            raise RuntimeError(f"{kind}: no end after {MAX_STEPS} steps")
        n += 1
        seat, action = runner.next_actor_and_action(
            game, state, lambda state, seat: complete_action(game, state, seat, chooser)
        )
        outcome = runner.step(game, state, seat, action, seed, n).outcome
        state = outcome.state
        view = game.view_for(state, SPECTATOR)
        narration = _plain(presenter.narrate(outcome.events, language, names)) or "—"
        status = _plain(presenter.status_line(view, language, names))
        lines.append(f"{n:03d} {names[seat]}: {narration} | {status}")
        _board(out, n, presenter, view, language, names)

    (out / "log.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    for seat in range(players):
        png = presenter.private_png(game.view_for(state, seat), language, names)
        (out / f"hand-{seat}.png").write_bytes(png)
    result = game.result(state)
    assert result is not None  # the loop above ends with the game
    return Demo(kind, names, n, result, setup_line, language)


def result_text(demo: Demo) -> str:
    """Placings and scores, best first, each with its per-item breakdown."""
    presenter = presenter_for(demo.kind)
    lines = [i18n.t("bot.final_scores", demo.language)]
    lines += presenter.result_lines(demo.result.to_json(), demo.language, demo.names)
    return "\n".join(_plain(line) for line in lines)


def main(kind: str, players: int, seed: int, out: str, language: str) -> int:
    demo = play(kind, players, seed, out, language)
    title = i18n.t(f"games.{kind}.name", language)
    print(f"{title}: {players} players, seed {seed}, {demo.steps} steps, language {language}")
    if demo.setup_line:
        print(demo.setup_line)
    print(result_text(demo))
    print(f"Images and log.txt in {out}: board-000.png … board-{demo.steps:03d}.png, "
          + ", ".join(f"hand-{seat}.png ({name})" for seat, name in enumerate(demo.names)))
    return 0


def _board(out: Path, n: int, presenter, view: dict, language: str, names: list[str]) -> None:
    (out / f"board-{n:03d}.png").write_bytes(presenter.board_png(view, language, names))


def _plain(text: str) -> str:
    """One log line without Discord's bold markers."""
    return " ".join(text.replace("**", "").split())
