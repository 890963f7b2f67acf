"""A whole game with random legal moves, offline: no Discord, no token, no database.

Writes the thread as the bot would post it: the images of every board message, as that
message shows them in the end (board-000.png, board-001.png, …, each with the compact summary
its embed shows, board-NNN.summary.png; a board message is edited while the same turn goes
on, bot.delivery.thread), the text of every message in log.txt, each seat's private image at the end
(hand-<seat>.png, seats counted from 0), and the first and the last board, and the last
summary, as Discord previews them inline and as a phone shows them (board-NNN.preview.png,
board-NNN.phone.png, board-NNN.summary.preview.png, board-NNN.summary.phone.png), and the
game as an export (export.json) with its animated replay (replay.gif, bot.record.replay). Same
presenters, renderers and rule as the bot; returns the result."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import i18n
from bot.delivery.thread import Board, board_change
from bot.presenters import presenter_for
from bot.presenters.base import board_parts, inline_preview, phone_preview
from bot.record import export, replay
from engines import registry
from engines.core import SPECTATOR, Event, runner
from engines.core.contract import Result
from engines.core.random_player import complete_action
from engines.core.rng import rng_for_step
from engines.core.turns import begins_turn

MAX_STEPS = 10_000  # a guard against an engine that never ends


@dataclass
class Message:
    text: str
    png: bytes | None = None  # None: a message of text alone (the first parts of a long one)
    view: dict | None = None  # the board's view, of which the summary its embed shows is drawn (when written)


@dataclass
class Thread:
    """The board messages of one game, kept the way the bot keeps them (bot.delivery.board_post): the events of
    every version (0: the setup), the version the board message narrates after and the one
    its image shows."""

    kind: str
    language: str
    names: list[str]
    events: list[list[Event]] = field(default_factory=list)
    messages: list[Message] = field(default_factory=list)
    since: int = -1
    shows: int | None = None
    shown: dict | None = None  # the spectators' view the board message shows

    def board_messages(self) -> list[Message]:
        return [m for m in self.messages if m.png is not None]

    def deliver(self, game, state, change: Board, actors_before, result: Result | None) -> None:
        version = len(self.events) - 1
        since = self.since if change is Board.EDIT else (self.shows if self.shows is not None else -1)
        presenter = presenter_for(self.kind)
        events = [e for n in range(since + 1, version + 1) for e in self.events[n]]
        view = presenter.board_view(game, state, events, self.language, self.names)
        lines = presenter.board_lines(view, events, self.language, self.names)
        tail = []
        if result is None:
            newcomers = [self.names[s] for s in sorted(game.actors(state)) if s not in actors_before]
            if newcomers:
                tail.append(i18n.t("bot.your_move", self.language, players=", ".join(newcomers)))
        else:
            tail.append(i18n.t("bot.final_scores", self.language))
            tail += presenter.result_lines(result.to_json(), self.language, self.names)
        parts = board_parts(lines, tail)
        png = presenter.board_png(view, self.language, self.names)
        if change is Board.EDIT and len(parts) == 1:
            self.messages[-1] = Message(parts[0], png, view)
        else:  # a new board message (so is an edit too long for one message: the same text)
            self.messages += [Message(part) for part in parts[:-1]] + [Message(parts[-1], png, view)]
            self.since = since
        self.shows, self.shown = version, game.view_for(state, SPECTATOR)


@dataclass(frozen=True)
class Demo:
    kind: str
    names: list[str]
    steps: int
    result: Result
    setup_line: str
    language: str
    boards: int  # board messages in the thread
    turns: int  # the start, and every step after which someone must act who did not have to before


def play(kind: str, players: int, seed: int, out: Path | str, language: str = "en") -> Demo:
    game = registry.get(kind)
    presenter = presenter_for(kind)
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    names = [f"Player {i + 1}" for i in range(players)]
    config = {key: spec["default"] for key, spec in game.config_options().items()}
    config["players"] = players

    seats = runner.default_seats(game, players)
    outcome = runner.start(game, config, seats, seed)
    state = outcome.state
    thread = Thread(kind, language, names, events=[list(outcome.events)])
    thread.deliver(game, state, Board.NEW, (), None)
    chooser = rng_for_step(f"demo:{seed}", 0)  # the players' choices, reproducible anywhere
    n = turns = 0
    log = []  # (seat, action, received time) of every step, for the export
    while game.result(state) is None:
        if n >= MAX_STEPS:
            raise RuntimeError(f"{kind}: no end after {MAX_STEPS} steps")
        n += 1
        actors_before = set(game.actors(state))
        seat, action = runner.next_actor_and_action(
            game, state, lambda state, seat: complete_action(game, state, seat, chooser)
        )
        outcome = runner.step(game, state, seat, action, seed, n).outcome
        log.append((seat, action, 0.0))
        state = outcome.state
        thread.events.append(list(outcome.events))
        view = game.view_for(state, SPECTATOR)
        result = game.result(state)
        turns += begins_turn(actors_before, game.actors(state), finished=result is not None)
        change = board_change(
            shown=thread.shown,
            view=view,
            worth_showing=presenter.posts_board(outcome.events, view),
            seat=seat,
            actors_before=actors_before,
            actors_after=game.actors(state),
            people=range(players),
            finished=result is not None,
        )
        if change is not Board.QUIET:
            thread.deliver(game, state, change, actors_before, result)

    _write(out, thread)
    for seat in range(players):
        png = presenter.private_png(game.view_for(state, seat), language, names)
        (out / f"hand-{seat}.png").write_bytes(png)
    setup_line = _plain(presenter.narrate(thread.events[0], language, names))
    result = game.result(state)
    assert result is not None  # the loop above ends with the game
    replay.write(export.from_offline(kind, language, config, seats, names, seed, log, result.to_json()), out, language)
    return Demo(kind, names, n, result, setup_line, language, len(thread.board_messages()), turns + 1)


def _write(out: Path, thread: Thread) -> None:
    """The images of the board messages, their previews (first and last board, last summary)
    and log.txt."""
    log = []
    boards = thread.board_messages()
    presenter = presenter_for(thread.kind)
    summary = b""
    for message in thread.messages:
        if message.png is None:
            log.append(f"[text]\n{message.text}\n")
            continue
        name = f"board-{boards.index(message):03d}"
        (out / f"{name}.png").write_bytes(message.png)
        assert message.view is not None  # board messages carry their view
        summary = presenter.summary_png(message.view, thread.language, thread.names)
        (out / f"{name}.summary.png").write_bytes(summary)
        log.append(f"[{name}.png]\n{message.text}\n")
    for message in {id(m): m for m in (boards[0], boards[-1])}.values():
        name = f"board-{boards.index(message):03d}"
        png = message.png
        assert png is not None  # board messages carry an image
        (out / f"{name}.preview.png").write_bytes(inline_preview(png))
        (out / f"{name}.phone.png").write_bytes(phone_preview(png))
    last = f"board-{len(boards) - 1:03d}"  # the summary written last is its
    (out / f"{last}.summary.preview.png").write_bytes(inline_preview(summary))
    (out / f"{last}.summary.phone.png").write_bytes(phone_preview(summary))
    (out / "log.txt").write_text("\n".join(log), encoding="utf-8")


def result_text(demo: Demo) -> str:
    """Placings and scores, best first, each with its per-item breakdown."""
    presenter = presenter_for(demo.kind)
    lines = [i18n.t("bot.final_scores", demo.language)]
    lines += presenter.result_lines(demo.result.to_json(), demo.language, demo.names)
    return "\n".join(_plain(line) for line in lines)


def main(kind: str, players: int, seed: int, out: str, language: str) -> int:
    demo = play(kind, players, seed, out, language)
    title = i18n.t(f"games.{kind}.name", language)
    print(
        f"{title}: {players} players, seed {seed}, {demo.steps} steps, {demo.boards} board messages "
        f"for {demo.turns} turns, language {language}"
    )
    if demo.setup_line:
        print(demo.setup_line)
    print(result_text(demo))
    print(
        f"Images and log.txt in {out}: board-000.png … board-{demo.boards - 1:03d}.png (each with its "
        f".summary.png), " + ", ".join(f"hand-{seat}.png ({name})" for seat, name in enumerate(demo.names))
    )
    print(f"The game as a file, {export.FILE_NAME}, and its animated replay, {replay.ANIMATION_NAME}, in {out}")
    return 0


def main_all(players: int | None, seed: int, out: str, language: str) -> int:
    """Every game, each in its own folder of `out`, with `players` if it is played by that
    many, else by the fewest it allows."""
    for kind in sorted(registry.all_games()):
        counts = registry.get(kind).player_counts
        main(kind, players if players in counts else min(counts), seed, str(Path(out) / kind), language)
    return 0


def _plain(text: str) -> str:
    """One log line without Discord's bold markers."""
    return " ".join(text.replace("**", "").split())
