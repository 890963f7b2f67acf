"""Every holder of a seat is credited (issue 20, item 8), through SimCord: a seat handed over mid-game
names both holders with their share of its moves in the final result and the export, and /salon
stats counts the game for both, the win by their shares, in English and Czech; a game ended by a
resignation gets its animated replay in its thread, and its export replays."""

from __future__ import annotations

import dataclasses

import pytest

import i18n
from bot.record import replay as replays
from bot.record.export import parse
from render.common import animation
from tests.bot.driver import started_table


@pytest.fixture
def settings(settings):
    """The bot of these tests posts the animated replay when a game ends."""
    return dataclasses.replace(settings, replays=True)


def shown(won: float) -> str:
    """Wins to a tenth, as a person reads them in English."""
    tenths = round(float(won), 1)
    return str(int(tenths)) if tenths.is_integer() else str(tenths)


async def test_seats_handed_over_mid_game_credit_both_holders_in_the_result_export_and_stats(simcord_env):
    """Every seat changes hands mid-game, so whichever wins, its win is shared by two people."""
    store = simcord_env.bot.store
    guild, table = await started_table(simcord_env, players=3, seed=5)
    first = list(table.members)
    then = [guild.add_member(simcord_env.create_user(name)) for name in ("dora", "emil", "fran")]
    for _ in range(60):  # until every seat made two moves
        steps = await store.steps(table.game_id)
        if all(sum(step.seat == seat for step in steps) >= 2 for seat in range(3)):
            break
        await table.play_one_turn()
    seat_of = {}
    for old, new in zip(first, then):
        seat_of[new] = seat_of[old] = (await table.loaded()).seat_of(old.id)
        answer = await first[0].slash(table.channel, "game replace", seat=str(seat_of[old] + 1), **{"with": new})
        assert answer.response.content == f"{new.user.name} now plays seat {seat_of[old] + 1}."
    table.members[:] = then
    await table.play_to_end()
    assert (await table.loaded()).row.status == "finished"
    await simcord_env.bot.history.replays_done()

    holders = await store.seat_holders(table.game_id)
    share, moves, chains = {}, {}, {}
    for old, new in zip(first, then):
        (was, moved), (now, kept) = holders[seat_of[old]]
        assert (was, now) == (old.id, new.id) and moved > 0 and kept > 0
        share[old], share[new] = moved / (moved + kept), kept / (moved + kept)
        moves[old], moves[new] = moved, kept
        chains[old] = f"{old.user.name} ({round(100 * share[old])}%) → {new.user.name} ({round(100 * share[new])}%)"
    final = table.boards()[-1].content
    assert all(chain in final for chain in chains.values()), final  # the result names both, with their shares

    # the export names both (never a Discord id), and its replay tells the result the same way
    exported = await first[1].slash(table.channel, "game export")
    text = simcord_env.backend.cdn.get(exported.response.attachments[0].url).decode()
    for member in first + then:
        assert str(member.id) not in text
    document = parse(text)
    told = "\n".join(replays.result_lines(document, "en"))
    for old, new in zip(first, then):
        held = document.seats[seat_of[old]].holders
        assert held == ((old.user.name, moves[old]), (new.user.name, moves[new]))
        assert chains[old] in told

    # /salon stats counts the game for all six, each seat's win by its holders' shares
    places = {r.seat: r for r in await store.results(table.game_id)}
    noted = 0
    for member in first + then:
        row = places[seat_of[member]]
        won = share[member] if row.place == 1 else 0
        best = row.score if share[member] >= 0.5 else "—"
        stats = (await member.slash(table.channel, "salon stats")).response.content
        expected = f"Spectaculum: 1 game, {shown(won)} {'win' if shown(won) == '1' else 'wins'}, best score {best}"
        assert expected in stats, stats
        shared = "its win is shared among the players who held it" in stats
        assert shared == (shown(won) not in ("0", "1"))
        noted += shared
    assert noted == 2 * sum(row.place == 1 for row in places.values())  # both holders of a winning seat
    winner = next(new for old, new in zip(first, then) if places[seat_of[new]].place == 1)
    await store.set_language(winner.id, "cs")
    czech = (await winner.slash(table.channel, "salon stats")).response.content
    count = shown(share[winner]).replace(".", ",")
    words = {"0": "0 výher", "1": "1 výhra"}.get(count, f"{count} výhry")  # a fraction: "0,6 výhry"
    assert f"Spectaculum: 1 odehraná hra, {words}, nejlepší skóre" in czech, czech
    assert "podle podílu tahů" in czech


async def test_a_game_ended_by_a_resignation_gets_its_replay_and_its_export_replays(simcord_env):
    guild, table = await started_table(simcord_env, players=2, seed=3)
    anna, bea = table.members
    await table.play_to_end(stop_after_moves=5)
    asked = await anna.slash(table.channel, "game resign")
    await anna.click(asked.response.message, label="Resign")
    assert (await table.loaded()).row.status == "finished"
    await simcord_env.bot.history.replays_done()

    exported = await bea.slash(table.channel, "game export")
    document = parse(simcord_env.backend.cdn.get(exported.response.attachments[0].url).decode())
    played = replays.replay(document)
    assert document.resigned and played[-1].step == len(document.log) == (await table.loaded()).version
    assert replays.result_lines(document, "en") == ["player1 wins because player0 resigned."]
    posted = [m for m in table.thread.history() if any(a.filename.endswith(".gif") for a in m.attachments)]
    assert len(posted) == 1, posted
    gif = simcord_env.backend.cdn.get(posted[0].attachments[0].url)
    assert animation.frame_count(gif) == len(played) + 1  # every turn, then who resigned
    assert i18n.t("render.resigned_frame.resigned", "en", player="player0") == "player0 resigned."
