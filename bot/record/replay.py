"""Replaying an exported game offline (`python -m bot replay FILE.json [--out DIR]`), and its
animated replay: one frame per turn (engines.core.turns), drawn from the spectators' view by
the same presenters and renderers as the bot's boards, so a frame shows nothing hidden.

A game a player ended by resigning replays every step of its log and stops there, and its
animated replay ends on a frame saying who resigned and who wins.

`animation` is the plain function the bot calls in its render worker when a game ends: it
takes seconds, never call it on the event loop."""

from __future__ import annotations

import sys
from pathlib import Path

import i18n
from bot.presenters import boards_drawn_apart, presenter_for
from bot.presenters.animation import animated_replay, resignation_frame
from bot.record.export import FILE_NAME, BadExport, Export, parse
from bot.record.resignations import by_resignation_lines
from engines import registry
from engines.core import Refusal
from engines.core.turns import BadStep, Turn, turns

ANIMATION_NAME = "replay.gif"
NAME_LIMIT = 100  # characters of a name: Discord's are 32 at most; a longer one was written by hand
SHOWN_PATH = 200  # characters of a path a sentence names (the catalogue refuses a value over 1,000)


class ReplayFailed(Refusal):
    """The file does not replay to the game it records: `code` names the sentence (`replay.<code>`)."""


def replay(export: Export) -> list[Turn]:
    """Every turn of the exported game, checked: each step legal, the game over at the last
    step, with the result the file records; or, for a game ended by a resignation, every step
    legal, the rules' end not reached, and the one who resigned and the winner two of its seats.
    ReplayFailed otherwise."""
    game = registry.get(export.game)
    names = [*export.names, *(name for seat in export.seats for name, _ in seat.holders)]
    if any(len(name) > NAME_LIMIT for name in names):
        raise ReplayFailed("long_name", most=NAME_LIMIT)
    try:
        played = list(
            turns(game, export.options, export.engine_seats(), export.seed, export.log, stopped=export.resigned)
        )
    except BadStep as bad:
        raise ReplayFailed("bad_step", step=bad.step) from bad
    except (LookupError, TypeError, ValueError) as error:  # options or seats the game cannot set up
        raise ReplayFailed("damaged", field="options") from error
    last = played[-1]
    if export.resigned:
        if last.finished or last.step != len(export.log) or _resignation(export) is None:
            raise ReplayFailed("different_result")
        return played
    if not last.finished or last.step != len(export.log):
        raise ReplayFailed("unfinished", steps=len(export.log))
    result = game.result(last.state)
    if result is None or result.to_json() != export.result:
        raise ReplayFailed("different_result")
    return played


def _resignation(export: Export) -> tuple[int, int] | None:
    """(the seat that resigned, the winner's) of a resignation's result, if both are seats of the game."""
    seats = range(len(export.seats))
    try:
        resigned, winners = export.result["resigned"], export.result["winners"]
    except KeyError:
        return None
    if not isinstance(winners, list) or len(winners) != 1:
        return None
    winner = winners[0]
    if not all(isinstance(s, int) and not isinstance(s, bool) and s in seats for s in (resigned, winner)):
        return None
    return (resigned, winner) if resigned != winner else None


def result_lines(export: Export, language: str) -> list[str]:
    """The result as the final board tells it: who resigned and who wins, or the final scores (a seat
    that changed hands naming each of its holders with their share of its moves)."""
    if export.resigned:
        return by_resignation_lines(export.result, language, export.names)
    lines = presenter_for(export.game).result_lines(export.result, language, export.credited_names(language))
    return [i18n.t("bot.final_scores", language), *lines]


def boards(export: Export, played: list[Turn], language: str) -> list[bytes]:
    """The board image of each turn (PNG) as the thread would show it: the spectators' view,
    what changed since the turn before framed and the latest move named; for a game ended by a
    resignation, its last board once more, saying who resigned and who wins."""
    game = registry.get(export.game)
    presenter = presenter_for(export.game)
    names = export.names
    images = []
    with boards_drawn_apart():  # the boards of the games being played stay as they are
        for turn in played:
            view = presenter.board_view(game, turn.state, list(turn.events), language, names)
            images.append(presenter.board_png(view, language, names))
    if export.resigned and (seats := _resignation(export)) is not None:
        resigned, winner = seats
        images.append(resignation_frame(images[-1], names[resigned], names[winner], language))
    return images


def animation(export: Export, language: str | None = None) -> bytes:
    """The animated replay (GIF) of a finished game, one frame per turn, under Discord's upload
    limit; in the game's language unless told. ReplayFailed if the export does not replay."""
    language = language or export.language
    return animated_replay(boards(export, replay(export), language))


def main(path: str, out: str | None, language: str | None) -> int:
    """Replay the file: 0 and the result when it reaches the result it records (and, with
    `out`, the board of every turn and the animated replay written there), else 1 and one
    sentence saying why on stderr."""
    told = language or i18n.DEFAULT_LANGUAGE
    file = _shown(path)
    try:
        export = parse(Path(path).read_text(encoding="utf-8"))
        told = language or i18n.language_of(export.language)
        played = replay(export)
    except OSError:
        return _fail(i18n.t("replay.cannot_read", told, file=file))
    except UnicodeDecodeError:
        return _fail(i18n.t("replay.not_json", told, file=file))
    except RecursionError:  # JSON nested deeper than Python's parser goes: no export is
        return _fail(i18n.t("replay.not_an_export", told, file=file))
    except (BadExport, ReplayFailed) as failed:
        return _fail(i18n.t(f"replay.{failed.code}", told, file=file, **failed.params))
    folder = Path(out) if out is not None else None
    if folder is not None:
        try:  # before the drawing: a folder that cannot be made is told at once
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return _fail(i18n.t("replay.cannot_write", told, folder=_shown(out)))
    game_name = i18n.t(f"games.{export.game}.name", told)
    print(
        _plain(
            i18n.t(
                "replay.replayed",
                told,
                game=game_name,
                players=len(export.seats),
                steps=len(export.log),
                turns=len(played),
            )
        )
    )
    for line in result_lines(export, told):
        print(_plain(line))
    if folder is not None:
        images = boards(export, played, told)
        try:
            for number, png in enumerate(images):
                (folder / f"turn-{number:03d}.png").write_bytes(png)
            (folder / ANIMATION_NAME).write_bytes(animated_replay(images))
        except OSError:  # a full disk, a folder taken away meanwhile
            return _fail(i18n.t("replay.cannot_write", told, folder=_shown(out)))
        print(_plain(i18n.t("replay.wrote", told, folder=_shown(out))))
    return 0


def _shown(path: str | None) -> str:
    text = str(path)
    return text if len(text) <= SHOWN_PATH else text[: SHOWN_PATH // 2] + "…" + text[-SHOWN_PATH // 2 :]


def write(export: Export, out: Path, language: str) -> None:
    """The export and its animated replay into `out` (what the offline demo leaves beside its boards)."""
    (out / FILE_NAME).write_text(export.dumps(), encoding="utf-8")
    (out / ANIMATION_NAME).write_bytes(animation(export, language))


def _fail(sentence: str) -> int:
    print(sentence, file=sys.stderr)
    return 1


def _plain(text: str) -> str:
    """One line without Discord's bold markers."""
    return " ".join(text.replace("**", "").split())
