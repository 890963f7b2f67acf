"""A resignation on the record: the result of a game of two that ended because a player
resigned (the other wins; its text says how it ended, so ratings leave it out), and the
lines a final result shows for whoever resigned (placed last)."""

from __future__ import annotations

import json
from collections.abc import Sequence

import i18n
from bot.runtime.markdown import escaped
from db import FinalResult, Store
from db.holders import Resignation
from db.rows import UserRow

ENDED_BY_RESIGNATION = "resignation"  # a result's "ended_by": not by the game's rules


def resignation_result(resigned: int, winner: int) -> FinalResult:
    """The result of a game of two whose seat `resigned` gave up: `winner` first, no points."""
    seats = (winner, resigned)
    placings = {seat: place for place, seat in enumerate(seats, start=1)}
    scores = {seat: 0 for seat in seats}
    text = json.dumps(
        {
            "ended_by": ENDED_BY_RESIGNATION,
            "resigned": resigned,
            "winners": [winner],
            "placings": {str(k): v for k, v in placings.items()},
            "scores": {str(k): v for k, v in scores.items()},
            "totals": {str(k): v for k, v in scores.items()},
            "breakdown": {},
        }
    )
    return FinalResult(text, placings=placings, scores=scores)


def ended_by_resignation(result: dict) -> bool:
    return result.get("ended_by") == ENDED_BY_RESIGNATION


def by_resignation_lines(result: dict, language: str, names: list[str]) -> list[str]:
    resigned, winner = int(result["resigned"]), int(result["winners"][0])
    return [i18n.t("seats.result_by_resignation", language, winner=names[winner], player=names[resigned])]


async def resigned_lines(
    store: Store,
    game_id: int,
    language: str,
    *,
    guild_id: int | None,
    known: tuple[Sequence[Resignation], dict[int, UserRow]] | None = None,
) -> list[str]:
    """'X resigned and is placed last' for each person who resigned and left the seat to an AI,
    the last to resign first (the first to resign is the lowest), as the game's server `guild_id`
    names them. `known`: the resignations and the people's preferences, read already for that
    server (a last move's: db.delivery.FinalNews)."""
    lines = []
    resigned, users = known if known is not None else (await store.resignations(game_id), None)
    for resignation in reversed(resigned):
        if resignation.user_id is None:
            continue  # forgotten: nobody to name
        if users is not None:
            user = users.get(resignation.user_id) or UserRow(resignation.user_id)
        else:
            user = await store.user(resignation.user_id, guild_id)
        name = user.display_name or f"#{str(resignation.user_id)[-4:]}"
        lines.append(i18n.t("seats.result_resigned", language, player=escaped(name)))
    return lines
