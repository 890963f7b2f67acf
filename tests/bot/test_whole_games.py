"""Whole games through Discord: lobby, every move by buttons and selects, a quiet thread
(about one board message per turn, edited while the turn goes on, never two identical
boards in a row), the final scores in the thread."""

import json

import pytest

from engines import registry
from engines.core.runner import rebuild
from tests.bot.driver import started_table


async def turns_of(table) -> tuple[int, int]:
    """How many turns the stored game had: the start, and every step after which someone
    must act who did not have to before (or the game ended); and how many steps left one
    person alone of those a shared turn waited for (who may be pinged as the last one, on a
    board message of its own: an edit pings nobody)."""
    loaded = await table.loaded()
    store, engine = table.env.bot.store, loaded.engine
    actors = [engine.actors(await store.state_at(table.game_id, n, rebuild)) for n in range(loaded.version + 1)]
    steps = list(zip(actors, actors[1:]))
    turns = 1 + sum(1 for before, after in steps if not after or set(after) - set(before))
    return turns, sum(1 for before, after in steps if len(after) == 1 < len(before) and set(after) <= set(before))


def thread_figures(table) -> dict:
    """The board messages in the thread as people see them now, and every board image uploaded."""
    cdn = table.env.backend.cdn
    boards = table.boards()
    images = [cdn.get(b.attachments[0].url) for b in boards]
    kind = boards[0].attachments[0].filename.split("-")[0]
    uploaded = sum(len(data) for url, data in cdn._blobs.items() if f"/{kind}-{table.game_id}-" in url)
    return {
        "boards": len(boards),
        "images": images,
        "uploaded_mb": uploaded / 1e6,
        "thread_mb": sum(len(image) for image in images) / 1e6,
        "identical_in_a_row": sum(a == b for a, b in zip(images, images[1:])),
    }


async def check_whole_game_thread(env, table, about_one_board_per_turn: bool = True) -> None:
    """What every whole game through Discord must leave in its thread: the game finished,
    about one board message per turn, never the same board twice in a row, the final scores
    of every seat (a line per team in Ladies & Gentlemen), a board's buttons stamped with one position of its
    own and only Rematch once the game is over. (Rokoko's whole games are played by its own tests, which
    call this on the same games.)"""
    loaded = await table.loaded()
    assert loaded.row.status == "finished"
    figures = thread_figures(table)
    turns, last_ones = await turns_of(table)
    print(
        f"{loaded.row.kind} {len(loaded.seats)}p: {figures['boards']} board messages, {turns} turns, "
        f"{loaded.version} steps, {figures['thread_mb']:.1f} MB in the thread, {figures['uploaded_mb']:.1f} MB uploaded"
    )
    assert figures["identical_in_a_row"] == 0
    if about_one_board_per_turn:
        # about one board message per turn, and one where a shared turn came down to its last one
        assert turns * 0.9 <= figures["boards"] <= turns + 1 + last_ones
    boards = table.boards()
    assert all(b.attachments[0].filename.endswith(".png") for b in boards)
    final = boards[-1].content
    assert "Final scores" in final
    result = json.loads(await env.bot.store.game_result(table.game_id))
    for seat, score in result["scores"].items():  # (Ladies & Gentlemen: a line per team)
        assert loaded.names[int(seat)] in final and f" — {score}" in final
    final_buttons = [c.label for row in boards[-1].components for c in row.children]
    assert final_buttons == ["Rematch"]  # no buttons to play once the game is over; one to play again
    # older boards keep their buttons (taking them off would cost a request), each stamped with the
    # position it was drawn at, which never comes back: a press there answers that it is out of date
    drawn_at = [{int(c.custom_id.split(":")[3]) for row in b.components for c in row.children} for b in boards]
    positions = [at for at in drawn_at if at]
    assert all(len(at) == 1 for at in positions) and len(set().union(*positions)) == len(positions)
    assert all(len(m.content) <= 2000 for m in table.thread.history())


def whole_games():
    """(game, players, options) of every game whose whole game the generic suite plays."""
    for name in sorted(registry.GAMES):
        tables = registry.tables(name)
        if tables.whole_game is not None:
            yield pytest.param(name, tables.whole_game, tables.whole_game_config, id=f"{name}-{tables.whole_game}")


@pytest.mark.parametrize("game, players, config", list(whole_games()))
async def test_whole_game_through_discord(simcord_env, game, players, config):
    _, table = await started_table(simcord_env, players=players, seed=players, game=game, config=config)
    await table.play_to_end(max_turns=5000)
    await check_whole_game_thread(simcord_env, table)
