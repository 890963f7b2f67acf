"""What a process's kept board images cost and save (`SALON_IMAGE_MEMORY`, render/common/memory.py).

Active games in rotation, as the bot draws them: each game is a seeded random game of one of the
registered games (its target table size, every fourth in Czech, its own players' names) from a
seeded point of it, and each round draws every game's next move, its board and its summary, through
the game's presenter, one game after another.

- RSS: one fresh process per count (1, 100 and 1,000 games of all the games, in turn), at the
  default budget, after a few rounds: its resident memory at the end (and its peak), with the
  views of every game held; and at 1,000 games drawn as the bot draws them, in its drawing worker
  processes (`SALON_DRAWING_WORKERS` at its default, sharing the budget): the process and its
  workers together.
- Render CPU per board: for each game, in a fresh process, the same 100 games of it drawn one
  game at a time (each game all its rounds before the next: what drawing one game costs) and in
  rotation (each round every game's next move), in turn `CPU_PASSES` times each, each pass from
  an emptied memory (so a change of the machine's load weighs on both alike); in every pass the
  board and summary of every move after a game's first (the first draws its parts), in process
  CPU time (`time.process_time`), not wall time: other work on the machine slows a drawing's
  wall time, not its CPU time. So the ratio, in rotation / one at a time, is what drawing games
  in rotation costs, not which game's boards were drawn; in a line of its own:
  `render-scale <game> <N>p ratio <r> kept-per-game <KB>`, where a game's kept bytes are those of
  the entries its last board used (packed ones as packed): what the budget must hold per game for
  the games in rotation to draw from what they kept.

Run alone with `python -m bench.memory GAMES ROUNDS [GAME [--passes=P]|--workers=N]`: one line of
JSON (`--passes`: one at a time and in rotation, P passes each, `cpu_ms_one` and `cpu_ms`)."""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import subprocess
import sys
import time
from pathlib import Path

from bench import Figure, players_for
from bot.presenters import has_presenter, presenter_for
from bot.presenters.drawing import Drawing
from bot.runtime.settings import IMAGE_MEMORY
from engines import registry
from engines.core import runner
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from render.common import memory

ROOT = Path(__file__).resolve().parents[1]
RSS_GAMES = (1, 100, 1000)
RSS_TARGET_MB = 600  # at 1,000 games, at the default budget (issue 32)
MEASURED_WORKERS = 2  # drawing workers measured beside the default (the bot's threads)
CPU_GAMES = 100  # drawn one at a time, then in rotation
CPU_ROUNDS = 4
CPU_PASSES = 2  # of each order, in turn
CPU_TARGET = 1.2  # render CPU per board at 100 games in rotation / one at a time (issue 32)


def measure(quick: bool = False) -> list[Figure]:
    figures = []
    for games in RSS_GAMES[:2] if quick else RSS_GAMES:
        run = _run(games, rounds=2 if quick else 3)
        detail = f"peak {run['peak_mb']:.0f} MB, images kept {run['kept_mb']:.0f} MB"
        figures.append(_rss(games, f"(all games, {IMAGE_MEMORY} MB budget)", run, detail))
    games = RSS_GAMES[1 if quick else 2]
    run = _run(games, 2 if quick else 3, f"--workers={MEASURED_WORKERS}")
    detail = f"the process {run['process_mb']:.0f} MB, each worker {run['worker_mb']:.0f} MB"
    what = f"in {MEASURED_WORKERS} drawing workers: the process and its workers"
    figures.append(_rss(games, what, run, detail, default=False))
    for name in sorted(registry.all_games()):
        if not has_presenter(name):
            continue
        rounds, passes = (3, 1) if quick else (CPU_ROUNDS, CPU_PASSES)
        run = _run(CPU_GAMES, rounds, name, f"--passes={passes}")
        one, rotation, kept = run["cpu_ms_one"], run["cpu_ms"], run["kept_per_game_kb"]
        figures.append(Figure(name, f"render CPU per board and summary, {CPU_GAMES} games one at a time", one, "ms"))
        figures.append(Figure(name, f"render CPU per board and summary, {CPU_GAMES} games in rotation", rotation, "ms"))
        ratio = rotation / one
        players = players_for(registry.get(name))
        figures.append(
            Figure(
                name,
                f"render CPU per board: {CPU_GAMES} games in rotation / one at a time",
                ratio,
                "x",
                at_most=CPU_TARGET,
                digits=2,
                detail=f"kept per game {kept:.0f} KB",
                line=f"render-scale {name} {players}p ratio {ratio:.2f} kept-per-game {kept:.0f}",
            )
        )
    return figures


def _rss(games: int, what: str, run: dict, detail: str, default: bool = True) -> Figure:
    """The RSS figure of a run; the issue's target is of 1,000 games with the default settings."""
    target = RSS_TARGET_MB if games == 1000 and default else None
    label = f"RSS after drawing {games} games in rotation {what}"
    return Figure("memory", label, run["rss_mb"], "MB", at_most=target, digits=0, detail=detail)


def _run(games: int, rounds: int, *options: str) -> dict:
    """The figures of `games` games drawn for `rounds` rounds in a fresh process."""
    command = [sys.executable, "-m", "bench.memory", str(games), str(rounds), *options]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def moves(name: str, index: int, count: int) -> tuple[str, list[str], list[dict]]:
    """`count` consecutive board views of game number `index` (one seeded random game of `name`,
    from a seeded point of it), with its language and its players' names."""
    game = registry.get(name)
    presenter = presenter_for(name)
    players = players_for(game)
    language = "cs" if index % 4 == 3 else "en"
    person = "Hráč" if language == "cs" else "Player"
    names = [f"{person} {index}.{seat + 1}" for seat in range(players)]
    rng = rng_for_step(f"bench-memory:{name}:{index}", 0)
    config = {key: spec["default"] for key, spec in game.config_options().items()}
    seed = 5000 + index
    state = runner.start(game, {**config, "players": players}, runner.default_seats(game, players), seed).state
    played: list[tuple[dict, list]] = [(state, [])]
    while game.result(state) is None:
        seat, action = runner.next_actor_and_action(game, state, lambda s, seat: complete_action(game, s, seat, rng))
        outcome = runner.step(game, state, seat, action, seed, len(played)).outcome
        state = outcome.state
        played.append((state, list(outcome.events)))
    start = rng.randrange(max(1, len(played) - count))
    chosen = played[start : start + count]
    views = [presenter.board_view(game, state, events, language, names) for state, events in chosen]
    return language, names, views


def _rss_mb(field: str, process: str = "self") -> float:
    for line in Path(f"/proc/{process}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return 0.0


def _draw(games: int, rounds: int, game: str | None) -> dict:
    """The games drawn in rotation."""
    memory.keep_at_most(IMAGE_MEMORY)
    tables = _tables(games, rounds, game)
    used: dict[tuple[memory.Kept, object], int] = {}  # entry -> its bytes when last used
    cpu, drawn = _draw_in_order(tables, rounds, False, used)
    return {
        "rss_mb": _rss_mb("VmRSS"),
        "peak_mb": _rss_mb("VmHWM"),
        "kept_mb": memory.kept_bytes() / memory.MEGABYTE,
        "cpu_ms": cpu * 1000 / max(1, drawn),
        "kept_per_game_kb": sum(used.values()) / 1024 / games,
    }


def _compare(games: int, rounds: int, game: str, passes: int) -> dict:
    """The same games drawn one at a time and in rotation, in turn `passes` times each, each pass
    from an emptied memory: the CPU per board of each order."""
    tables = _tables(games, rounds, game)
    spent = {False: [0.0, 0], True: [0.0, 0]}  # in turn? -> [CPU, boards]
    used: dict[tuple[memory.Kept, object], int] = {}
    for _ in range(passes):
        for in_turn in (True, False):
            memory.keep_at_most(0)
            memory.keep_at_most(IMAGE_MEMORY)
            used.clear()
            cpu, drawn = _draw_in_order(tables, rounds, in_turn, used)
            spent[in_turn][0] += cpu
            spent[in_turn][1] += drawn
    return {
        "cpu_ms_one": spent[True][0] * 1000 / max(1, spent[True][1]),
        "cpu_ms": spent[False][0] * 1000 / max(1, spent[False][1]),
        "kept_per_game_kb": sum(used.values()) / 1024 / games,
    }


def _tables(games: int, rounds: int, game: str | None) -> list:
    names = [game] if game else sorted(name for name in registry.all_games() if has_presenter(name))
    return [(names[i % len(names)], *moves(names[i % len(names)], i, rounds)) for i in range(games)]


def _draw_in_order(tables: list, rounds: int, in_turn: bool, used: dict) -> tuple[float, int]:
    """The games drawn in rotation, or `in_turn`: one at a time, each all its rounds; the CPU
    spent on the boards after each game's first, and their count. In rotation, the entries the
    games' last boards used go into `used`."""
    if in_turn:
        order = [(turn, table) for table in tables for turn in range(rounds)]
    else:
        order = [(turn, table) for turn in range(rounds) for table in tables]
    cpu, drawn = 0.0, 0
    get, put = memory.Kept.get, memory.Kept.put
    try:
        for turn, (name, language, players, views) in order:
            if turn == rounds - 1 and not in_turn and memory.Kept.get is get:
                _record_use(used)
            presenter = presenter_for(name)
            view = views[min(turn, len(views) - 1)]
            began = time.process_time()
            presenter.board_png(view, language, players)
            presenter.summary_png(view, language, players)
            if turn:
                cpu += time.process_time() - began
                drawn += 1
    finally:
        memory.Kept.get, memory.Kept.put = get, put  # type: ignore[method-assign]
    return cpu, drawn


def _record_use(used: dict) -> None:
    """From now on, every entry of the memory got or kept goes into `used` with its bytes then."""
    get, put = memory.Kept.get, memory.Kept.put

    def getting(store, key):
        thing = get(store, key)
        if thing is not None:
            used[(store, key)] = store.memory.bytes_of([(store, key)])
        return thing

    def putting(store, key, thing, size):
        put(store, key, thing, size)
        used[(store, key)] = store.memory.bytes_of([(store, key)])

    memory.Kept.get, memory.Kept.put = getting, putting  # type: ignore[method-assign]


async def _draw_in_workers(games: int, rounds: int, workers: int) -> dict:
    """As `_draw`, all the games, each drawn in its drawing worker (bot.presenters.drawing)."""
    tables = _tables(games, rounds, None)
    drawing = Drawing(workers, IMAGE_MEMORY)
    try:
        for turn in range(rounds):
            await asyncio.gather(
                *(
                    drawing.board_and_summary(i, name, views[min(turn, len(views) - 1)], language, players)
                    for i, (name, language, players, views) in enumerate(tables)
                )
            )
        each = [_rss_mb("VmRSS", str(child.pid)) for child in multiprocessing.active_children()]
        process = _rss_mb("VmRSS")
        return {"rss_mb": process + sum(each), "process_mb": process, "worker_mb": max(each, default=0.0)}
    finally:
        drawing.close()


if __name__ == "__main__":
    arguments = sys.argv[1:]
    games, rounds, last = int(arguments[0]), int(arguments[1]), arguments[2] if len(arguments) > 2 else None
    if last is not None and last.startswith("--workers="):
        print(json.dumps(asyncio.run(_draw_in_workers(games, rounds, int(last.removeprefix("--workers="))))))
    elif last is not None and arguments[3:4] and arguments[3].startswith("--passes="):
        print(json.dumps(_compare(games, rounds, last, int(arguments[3].removeprefix("--passes=")))))
    else:
        print(json.dumps(_draw(games, rounds, last)))
