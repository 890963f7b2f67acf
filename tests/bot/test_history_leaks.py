"""The leak test of the history pages and of the since-your-last-move summary, for every game of
the registry: every page (its words and its board) at every step, for every reader, and every
seat's summary, in both languages, are the same in a world whose hidden information was
redrawn (every stored state resampled for the spectators, every event not addressed to the
public dropped). Anything private that reached them would make the two worlds differ."""

from __future__ import annotations

import pytest

from bot.record import history_pages as history
from bot.record.step_names import step_names
from db import Store
from engines import registry
from tests.support.leaks import played_in_two_worlds

STEPS = 12
NAMES = ["Anna", "Bert", "Cyril", "Dana", "Emil", "Fanny"]


async def everything_shown(path: str, game_id: int) -> dict[tuple, object]:
    shown: dict[tuple, object] = {}
    async with await Store.open(path) as store:
        row = await store.get_game(game_id)
        assert row is not None
        log = await history.read_log(store, row)
        assert log is not None
        seats = await store.seats(game_id)
        players = len(seats)
        names = NAMES[:players]
        for language in ("en", "cs"):
            for seat in range(players):
                held = seats[seat].user_id
                user = held if held is not None else -1 - seat  # an AI's seat: read as nobody's moves
                shown["since", seat, language] = history.since_last_move(
                    row.kind, log.steps, log.held, user, language, names
                )
                shown["mine", seat] = history.last_move_of(log.steps, log.held, user)
            named = await step_names(store, log.held, names, language, guild_id=None)
            for n in range(log.last + 1):
                page = await history.page(store, log, n, None, language, named)
                assert page is not None
                shown["page", n, language] = (page.text, page.last)
                shown["board", n, language] = page.png
                shown["description", n, language] = page.description
    return shown


@pytest.mark.parametrize("kind", sorted(registry.all_games()))
async def test_history_pages_and_summaries_do_not_depend_on_hidden_information(kind, tmp_path):
    table, _, path, other = await played_in_two_worlds(tmp_path, kind, STEPS)
    seen, redrawn_world = await everything_shown(path, table.game_id), await everything_shown(other, table.game_id)
    assert seen.keys() == redrawn_world.keys()
    assert len([k for k in seen if k[0] == "board"]) == 2 * (table.version + 1)
    assert any(seen[k] for k in seen if k[0] == "since"), "some seat must have a summary to compare"
    leaks = [key for key in seen if seen[key] != redrawn_world[key]]
    assert not leaks, f"shown differently when only hidden information differs: {leaks}"
