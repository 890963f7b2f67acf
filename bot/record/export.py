"""A finished game as a file anyone can keep and replay (`python -m bot replay FILE.json`).

The document: the format and its version, the game, its options, the seats as the boards
showed them (names and AI levels, never a Discord id; a seat that changed hands also names each
of its holders with the moves they made), the seed, the step log and the result: the engine's,
or, for a game a player ended by resigning, who resigned and who won (its replay plays every
step and stops there).
A game is its options, seats, seed and log (DESIGN.md, "Randomness and replay"), so the file
replays it exactly. Only a finished game is exported: the log and the seed of a running game
would tell everyone every hidden card and what every draw will bring.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.record import resignations, seat_credit
from db.rows import GameRow, SeatRow, StepRow
from engines import registry
from engines.core import Refusal, Seat

FORMAT = "salon-game"
VERSION = 2  # raise it when a change means an older Salon would misread a file
RESIGNED_VERSION = 2  # a game ended by a resignation: format 1 readers would call its log cut short
FILE_NAME = "export.json"


class NotFinished(Exception):
    """The game has not ended: its export would reveal what is hidden (`replay.not_finished`)."""


class BadExport(Refusal, ValueError):
    """A file that is not an export this Salon can read: `code` names the sentence (`replay.<code>`)."""


@dataclass(frozen=True)
class SeatShown:
    seat: int
    name: str  # as the boards showed it
    ai: str | None  # the AI's level, None for a person
    team: int | None
    role: str | None
    holders: tuple[tuple[str, int], ...] = ()  # (name, moves made) of a seat that changed hands, the first first

    def engine_seat(self) -> Seat:
        return Seat(index=self.seat, team=self.team, role=self.role)


@dataclass(frozen=True)
class Export:
    game: str
    language: str
    options: dict
    seats: tuple[SeatShown, ...]
    seed: int
    log: tuple[tuple[int | None, dict, float], ...]  # (seat, action, received time) of steps 1, 2, …
    result: dict  # the engine's Result.to_json(), or a resignation's (bot.record.resignations)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def resigned(self) -> bool:
        """Whether a player ended the game by resigning (the log stops before the rules' end)."""
        return resignations.ended_by_resignation(self.result)

    def credited_names(self, language: str) -> list[str]:
        """The seats' names for the result: a seat that changed hands names each holder with their share."""
        return [
            seat_credit.named_by_moves(list(seat.holders), language, markdown=False) if seat.holders else seat.name
            for seat in self.seats
        ]

    def engine_seats(self) -> list[Seat]:
        return [seat.engine_seat() for seat in self.seats]

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "version": RESIGNED_VERSION if self.resigned else 1,  # the oldest format that reads it right
            "game": self.game,
            "language": self.language,
            "options": self.options,
            "seats": [_seat_json(s) for s in self.seats],
            "seed": self.seed,
            "steps": [
                {"n": n, "seat": seat, "action": action, "at": at}
                for n, (seat, action, at) in enumerate(self.log, start=1)
            ],
            "result": self.result,
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n"


def _seat_json(s: SeatShown) -> dict:
    shown: dict[str, Any] = {"seat": s.seat, "name": s.name, "ai": s.ai, "team": s.team, "role": s.role}
    if s.holders:
        shown["holders"] = [{"name": name, "moves": moves} for name, moves in s.holders]
    return shown


def from_store(
    row: GameRow,
    seats: Sequence[SeatRow],
    steps: Sequence[StepRow],
    names: Sequence[str],
    result: dict,
    holders: Mapping[int, Sequence[tuple[str, int]]] | None = None,
) -> Export:
    """The export of a finished game from its rows: `steps` its live log (store.steps),
    `names` each seat's name as the boards show it, `result` the stored result (the engine's, or a
    resignation's), `holders` the seats that changed hands (bot.record.seat_credit.holders_of).
    NotFinished for a game that has not ended (nor was finished)."""
    if row.status != "finished":
        raise NotFinished(row.id)
    live = [step for step in steps if not step.undone]
    if [step.n for step in live] != list(range(1, len(live) + 1)):
        raise ValueError(f"game {row.id}: its live steps are not numbered 1 to {len(live)}")
    shown = [
        SeatShown(
            s.seat,
            names[s.seat],
            (s.ai_level or "normal") if s.is_ai else None,
            s.team,
            s.role,
            tuple((name, moves) for name, moves in (holders or {}).get(s.seat, ())),
        )
        for s in sorted(seats, key=lambda s: s.seat)
    ]
    log = tuple((step.seat, json.loads(step.action), step.received_at) for step in live)
    return Export(row.kind, row.language, dict(row.config), tuple(shown), row.seed, log, result)


def from_offline(
    kind: str, language: str, options: dict, seats: Sequence[Seat], names: Sequence[str], seed: int, log, result: dict
) -> Export:
    """The export of a game played offline by people without Discord ids (the demo's)."""
    shown = tuple(SeatShown(s.index, names[s.index], None, s.team, s.role) for s in seats)
    return Export(kind, language, dict(options), shown, seed, tuple(log), result)


def parse(text: str) -> Export:
    """An export read back; BadExport (naming what is wrong) for anything else."""
    try:
        data = json.loads(text)
    except ValueError:
        raise BadExport("not_json") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadExport("not_an_export")
    version = data.get("version")
    if not isinstance(version, int) or version < 1:
        raise BadExport("damaged", field="version")
    if version > VERSION:
        raise BadExport("newer_version", version=version, known=VERSION)
    game = _field(data, "game", str)
    if game not in registry.GAMES:
        raise BadExport("unknown_game", game=game)
    seats = tuple(_seat(entry) for entry in _field(data, "seats", list))
    options = _field(data, "options", dict)
    if [s.seat for s in seats] != list(range(len(seats))) or options.get("players") != len(seats):
        raise BadExport("damaged", field="seats")
    steps = _field(data, "steps", list)
    return Export(
        game=game,
        language=_field(data, "language", str),
        options=options,
        seats=seats,
        seed=_field(data, "seed", int),
        log=tuple(_step(n, entry) for n, entry in enumerate(steps, start=1)),
        result=_field(data, "result", dict),
    )


def _field(data: Any, name: str, kind: type | tuple[type, ...], optional: bool = False) -> Any:
    value = data.get(name) if isinstance(data, dict) else None
    if value is None and optional:
        return None
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise BadExport("damaged", field=name)
    return value


def _seat(entry: Any) -> SeatShown:
    return SeatShown(
        seat=_field(entry, "seat", int),
        name=_field(entry, "name", str),
        ai=_field(entry, "ai", str, optional=True),
        team=_field(entry, "team", int, optional=True),
        role=_field(entry, "role", str, optional=True),
        holders=tuple(_holder(held) for held in _field(entry, "holders", list, optional=True) or ()),
    )


def _holder(entry: Any) -> tuple[str, int]:
    moves = _field(entry, "moves", int)
    if moves < 0:
        raise BadExport("damaged", field="holders")
    return _field(entry, "name", str), moves


def _step(n: int, entry: Any) -> tuple[int | None, dict, float]:
    if _field(entry, "n", int) != n:
        raise BadExport("damaged", field="steps")
    at = _field(entry, "at", (int, float))
    return _field(entry, "seat", int, optional=True), _field(entry, "action", dict), float(at)
