"""Board and private images of views sampled from random games, through the game's
presenter (the renderer the bot calls). Time includes PNG encoding.

Three kinds of call are told apart, because the renderers cache what a game never
changes: the first call in the process (cold: fonts, static layer), the first call of
each further game (the per-game layer), and the rest (warm).

Per game and table size, the board's drawing is also set against the PNG encoding of the same
image in process CPU time (`ratios`), beside the machine-speed reference: a ratio holds on a
busy machine where milliseconds do not."""

from __future__ import annotations

import importlib
import io
import time
from collections.abc import Iterator
from itertools import islice

from bench import Figure, median, p95, players_for, reference_ms, targets_for
from bench.engine import states
from bot.presenters import presenter_for
from engines.core.contract import SPECTATOR, Game
from render.common import regions

LANGUAGE = "en"


def sample(game: Game, players: int, seed: int, count: int) -> list[dict]:
    """About `count` states of one random game: the setup first, then states spread over
    the game and over its phases (short phases would be missed by an even spread)."""
    every = list(states(game, players, seed))
    by_phase: dict[str, list[int]] = {}
    for index, state in enumerate(every[1:], start=1):
        by_phase.setdefault(_phase(state), []).append(index)
    share = max(1, (count - 1) // len(by_phase)) if by_phase else 0
    chosen: set[int] = set()
    for indexes in by_phase.values():
        take = min(share, len(indexes))
        chosen.update(indexes[round(i * (len(indexes) - 1) / max(1, take - 1))] for i in range(take))
    return [every[0]] + [every[i] for i in sorted(chosen)][: count - 1]


def _phase(state) -> str:
    return str(state.get("phase", "?")) if isinstance(state, dict) else "?"


def measure(game: Game, quick: bool = False) -> list[Figure]:
    players = players_for(game)
    games, per_game = (2, 4) if quick else (8, 14)
    presenter = presenter_for(game.name)
    names = [f"Player {i + 1}" for i in range(players)]
    timings = {"board": Timings(), "private": Timings()}
    package = importlib.import_module(f"render.{game.name}")
    drawing, encoding, summaries = [], [], []
    phases = set()
    for seed in range(games):
        for n, state in enumerate(sample(game, players, 1000 + seed, per_game)):
            phases.add(_phase(state))
            public = game.view_for(state, SPECTATOR)
            # The sampled views lie far apart in a game, and a board keeps its parts: each board is
            # drawn from nothing kept, so that drawing a view again does not paste its own parts.
            regions.PARTS.clear()
            timings["board"].add(seed, n, lambda public=public: presenter.board_png(public, LANGUAGE, names))
            regions.PARTS.clear()
            if n and (not quick or n == 1):  # warm: drawing and PNG encoding apart (bound: drawing <= 2x encoding)
                began = time.perf_counter()
                image = package.board_image(public, LANGUAGE, names)
                drawn = time.perf_counter()
                package.encode(image)
                drawing.append((drawn - began) * 1000)
                encoding.append((time.perf_counter() - drawn) * 1000)
                began = time.perf_counter()
                package.render_summary(public, LANGUAGE, names)
                summaries.append((time.perf_counter() - began) * 1000)
            seat = min(game.actors(state) or {0})
            private = game.view_for(state, seat)
            timings["private"].add(seed, n, lambda private=private: presenter.private_png(private, LANGUAGE, names))
    figures = []
    for image, t in timings.items():
        figures += t.figures(game.name, f"{image} ({players}p, {games * per_game} views)", targets_for(game))
    figures += [
        Figure(game.name, "render board: drawing, warm median", median(drawing), "ms"),
        Figure(game.name, "render board: PNG encoding, warm median", median(encoding), "ms"),
        Figure(
            game.name, "render board: drawing / its PNG encoding", median(drawing) / median(encoding), "x", at_most=2.0
        ),
        Figure(game.name, "render summary image (PNG included), warm median", median(summaries), "ms"),
    ]
    figures += ratios(game, quick)
    figures.append(
        Figure(game.name, "render: phases sampled", len(phases), "", digits=0, detail=", ".join(sorted(phases)))
    )
    return figures


def boards(game: Game, players: int, seed: int, names: list[str], language: str = LANGUAGE) -> Iterator[dict]:
    """The board views the bot draws over one seeded random game, move after move: each state's
    public view with what its step changed framed and the latest move named."""
    from engines.core import runner
    from engines.core.random_player import complete_action
    from engines.core.rng import rng_for_step

    presenter = presenter_for(game.name)
    rng = rng_for_step(f"boards:{seed}", 0)
    config = {key: spec["default"] for key, spec in game.config_options().items()}
    state = runner.start(game, {**config, "players": players}, runner.default_seats(game, players), seed).state
    yield presenter.board_view(game, state, [], language, names)
    step = 0
    while game.result(state) is None:
        step += 1
        seat, action = runner.next_actor_and_action(game, state, lambda s, seat: complete_action(game, s, seat, rng))
        outcome = runner.step(game, state, seat, action, seed, step).outcome
        state = outcome.state
        yield presenter.board_view(game, state, list(outcome.events), language, names)


def stretches(game: Game, players: int, seed: int, names: list[str], runs: int, length: int) -> list[dict]:
    """`runs` stretches of `length` consecutive boards, spread evenly over one game (one run: the
    game's first boards, and the rest of the game is not played)."""
    if runs == 1:
        return list(islice(boards(game, players, seed, names), length))
    every = list(boards(game, players, seed, names))
    starts = [round(i * (len(every) - length) / max(1, runs - 1)) for i in range(runs)]
    return [view for start in starts for view in every[start : start + length]]


RATIO_TARGET = 1.3  # a whole board (drawing and encoding) <= 1.3 x encoding that image alone (issue 22)


def ratios(game: Game, quick: bool = False) -> list[Figure]:
    """For every table size (a quick run: the smallest and the largest): the board's render (all
    it takes from the view to the PNG's bytes, `render_board`) ÷ the PNG encoding of the same image
    (the game's `encode` of the board's RGB drawing: mapping it onto the game's palette and
    compressing it), in CPU time (sums over all boards), CPU ms per board and the largest PNG,
    with the machine-speed reference measured first. A faster encoder raises the first ratio, so
    the render is also set against a plain encoding that does not change with the renderer:
    Pillow's RGB PNG of the same image.

    The boards are the ones the bot draws, move after move (`stretches` of consecutive moves
    from a few games, each board drawn once): the renderers keep the parts of a board that a
    move left as they were, so drawing one view again, or unrelated views, would not measure
    what a move costs. The RGB drawing that is encoded apart is drawn after the render, untimed,
    and its encoding must be the render's bytes."""
    package = importlib.import_module(f"render.{game.name}")
    seeds, runs, length = (1, 1, 4) if quick else (3, 3, 8)
    figures = [Figure(game.name, "render: machine-speed reference (fixed Python workload)", reference_ms(), "ms")]
    for players in sorted({min(game.player_counts), max(game.player_counts)}) if quick else game.player_counts:
        names = [f"Player {i + 1}" for i in range(players)]
        views = [view for seed in range(seeds) for view in stretches(game, players, 2000 + seed, names, runs, length)]
        package.render_board(views[0], LANGUAGE, names)  # warm: static layer, fonts
        rendering = encoding = plain = 0.0
        largest = 0
        for view in views:
            began = time.process_time()
            png = package.render_board(view, LANGUAGE, names)
            rendered = time.process_time()
            image = package.board_image(view, LANGUAGE, names)
            done = time.process_time()
            if package.encode(image) != png:
                raise AssertionError(f"{game.name} {players}p: the render is not the encoding of its drawing")
            encoded = time.process_time()
            image.save(io.BytesIO(), "PNG")  # the plain encoding: RGB at Pillow's default level
            plain += time.process_time() - encoded
            encoding += encoded - done
            rendering += rendered - began
            largest = max(largest, len(png))
        drawn = len(views)
        figures += [
            Figure(
                game.name,
                f"render board {players}p: render / its PNG encoding (CPU)",
                rendering / encoding,
                "x",
                at_most=RATIO_TARGET,
                digits=2,
            ),
            Figure(
                game.name,
                f"render board {players}p: render / plain RGB PNG encoding (CPU)",
                rendering / plain,
                "x",
                digits=2,
            ),
            Figure(game.name, f"render board {players}p: CPU per board", rendering * 1000 / drawn, "ms"),
            Figure(game.name, f"render board {players}p: CPU of its PNG encoding", encoding * 1000 / drawn, "ms"),
            Figure(game.name, f"render board {players}p: PNG max", largest / 1024, "KB", at_most=300, digits=0),
        ]
    return figures


class Timings:
    def __init__(self):
        self.cold: float | None = None
        self.new_game: list[float] = []
        self.warm: list[float] = []
        self.sizes: list[int] = []

    def add(self, seed: int, n: int, render) -> None:
        began = time.perf_counter()
        png = render()
        ms = (time.perf_counter() - began) * 1000
        self.sizes.append(len(png))
        if self.cold is None:
            self.cold = ms
        elif n == 0:
            self.new_game.append(ms)
        else:
            self.warm.append(ms)

    def figures(self, game: str, label: str, targets) -> list[Figure]:
        RENDER_MS, PNG_KB = targets.render_ms, targets.png_kb  # noqa: N806 (the issue's numbers)
        kb = [size / 1024 for size in self.sizes]
        figures = [
            Figure(game, f"render {label}: warm median", median(self.warm), "ms", at_most=RENDER_MS),
            Figure(game, f"render {label}: warm p95", p95(self.warm), "ms", at_most=RENDER_MS),
            Figure(game, f"render {label}: cold first call", self.cold or 0.0, "ms"),
        ]
        if self.new_game:
            figures.append(
                Figure(game, f"render {label}: first of a game", median(self.new_game), "ms", at_most=RENDER_MS)
            )
        figures += [
            Figure(game, f"render {label}: PNG median", median(kb), "KB", digits=0),
            Figure(game, f"render {label}: PNG max", max(kb), "KB", at_most=PNG_KB, digits=0),
        ]
        return figures


def palette_counts(game: Game, seeds: int = 1, per_game: int = 5) -> dict:
    """How many pixels of each colour a game's boards and summaries draw over sample games of
    every table size, in both languages."""
    from render.common.summary import summary_image

    package = importlib.import_module(f"render.{game.name}")
    summary = importlib.import_module(f"render.{game.name}.summary").summary
    counts: dict = {}
    for players in game.player_counts:
        names = [f"Player {i + 1}" for i in range(players)]
        for seed in range(seeds):
            for state in sample(game, players, 3000 + 10 * players + seed, per_game):
                view = game.view_for(state, SPECTATOR)
                for language in ("en", "cs"):
                    images = (
                        package.board_image(view, language, names),
                        summary_image(summary(view, language, names), language),
                    )
                    for image in images:
                        for count, colour in image.getcolors(1 << 24) or ():
                            counts[colour] = counts.get(colour, 0) + count
    return counts


def write_palettes() -> None:
    """Each game's fixed palette (render/<game>/palette.txt), from sample games."""
    from pathlib import Path

    from engines import registry
    from render.common.png import FixedPalette, choose

    for name, game in registry.all_games().items():
        path = Path(importlib.import_module(f"render.{name}").__file__ or "").parent / "palette.txt"
        FixedPalette(choose(palette_counts(game))).write(path)
        print(f"{name}: {path}")


if __name__ == "__main__":
    write_palettes()
