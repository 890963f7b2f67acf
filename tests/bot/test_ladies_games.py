"""Whole Ladies & Gentlemen games through Discord: teams by order of joining, simultaneous
secret choices for everyone at once, both exchange modes, the ball with each lady's breakdown.
(The generic whole-game suite leaves Ladies & Gentlemen to these games: the one with the
defaults is checked as tests/bot/test_whole_games.py checks every game's thread.)"""

import json

import pytest

from engines import registry
from tests.bot.driver import CUSTOM_ID, started_table
from tests.bot.test_whole_games import check_whole_game_thread

pytestmark = pytest.mark.skipif("ladies" not in registry.all_games(), reason="Ladies & Gentlemen is not registered")


TABLES: list[
    tuple[int, dict[str, object]]
] = [  # players, options chosen in the lobby: both exchange modes, with and without gossip
    (4, {}),
    (5, {"gossip": True}),  # the courtesan
    (6, {"exchange_mode": "live"}),
    (10, {"exchange_mode": "live", "gossip": True}),
]


@pytest.mark.parametrize(
    "players,config", TABLES, ids=[f"{p}p-{'-'.join(f'{k}={v}' for k, v in c.items()) or 'default'}" for p, c in TABLES]
)
async def test_whole_ladies_game_through_discord(simcord_env, players, config, monkeypatch):
    private_views = _record_private_images(monkeypatch)
    _, table = await started_table(simcord_env, players=players, seed=players, game="ladies", config=config)
    chosen = (await table.loaded()).row.config
    assert {name: chosen[name] for name in config} == config
    loaded = await table.loaded()
    assert [s.role for s in loaded.seats][:2] == ["lady", "gentleman"]
    assert (loaded.seats[-1].role == "courtesan") == (players % 2 == 1)
    lady, gentleman = table.member(loaded.seats[0].user_id), table.member(loaded.seats[1].user_id)
    her_hand = (await lady.click(table.newest_board(), label="My hand")).response.content
    his_hand = (await gentleman.click(table.newest_board(), label="My hand")).response.content
    assert "servants" in her_hand and "money" not in her_hand.lower()
    assert "money" in his_hand.lower() and "servants" not in his_hand.lower()
    table.presses = []
    await table.play_to_end(max_turns=20000)
    loaded = await table.loaded()
    assert loaded.row.status == "finished"
    if not config:  # the generic suite's checks of a whole game's thread, on the game with the defaults
        await check_whole_game_thread(simcord_env, table)
        await _check_single_options_taken(simcord_env, table)
    final = table.boards()[-1].content
    assert "Final scores" in final
    result = json.loads(await simcord_env.bot.store.game_result(table.game_id))
    # a line per side (team, courtesan) as the engine placed them, with the side's own total and its
    # parts in words (R114): the same figures the board's standings show
    lines = [line for line in final.split("\n") if " place: " in line]
    assert len(lines) == len(result["sides"])
    for line, side in zip(lines, result["sides"]):
        assert all(loaded.names[seat] in line for seat in side["seats"]), line
        assert f"— {side['total']} point" in line and f"{side['wardrobe']} from the wardrobe" in line, line
    # a lady never gets her gentleman's money by DM, a gentleman never his lady's servants
    for row in loaded.seats:
        if row.role not in ("lady", "gentleman"):
            continue
        member = table.member(row.user_id)
        notes = [m.content for m in member.user.dm_channel.history()]
        assert notes, "private notes arrive by DM"
        forbidden = "Your money" if row.role == "lady" else "Your servants"
        assert not any(forbidden in note for note in notes)
    # ... nor in any private image: each is drawn from its own seat's view, which holds
    # neither the partner's money nor her servants (a gentleman's money is public at the end)
    seats = {row.seat: row for row in loaded.seats}
    assert {view["viewer"] for view in private_views} >= {s for s, row in seats.items() if row.role != "courtesan"}
    for view in private_views:
        me = seats[view["viewer"]]
        partner = next((x for x in loaded.seats if x.team == me.team and x.seat != me.seat), None)
        if partner is None or view["phase"] == "ended":
            continue
        if me.role == "lady":
            assert view["seats"][partner.seat].get("money") is None and "money" not in view["me"]
        else:
            assert "servants" not in view["me"] and "servants" not in view["seats"][partner.seat]
    # ... nor in a custom id: those carry game, verb, position and a panel's keys only
    for message in table.thread.history() + table.channel.history():
        for row in message.components:
            for component in row.children:
                assert CUSTOM_ID.fullmatch(component.custom_id), component.custom_id


async def _check_single_options_taken(simcord_env, table) -> None:
    """Nobody presses a decision of one option: a single option the game takes for its player is
    played with the move that left it, whoever made that move (joined to it, taken back with it),
    and the thread tells it as that player's own move."""
    assert table.presses and not [p for p in table.presses if p.offered == 1]
    steps = await simcord_env.bot.store.steps(table.game_id)
    others = [s for k, s in enumerate(steps) if s.joined and s.seat != steps[k - 1].seat]
    assert others, "another seat's move left a gentleman only the end of his turn at the market"
    thread = "\n".join(m.content for m in table.thread.history())
    names = (await table.loaded()).names
    for step in others:
        if json.loads(step.action)["type"] == "end_turn":
            assert f"{names[step.seat]} ends the turn at the market" in thread


def _record_private_images(monkeypatch) -> list[dict]:
    """Every view a private image is drawn from, in order."""
    from bot.presenters.ladies import LadiesPresenter

    views = []
    draw = LadiesPresenter.private_png

    def recording(self, view, language, names):
        views.append(view)
        return draw(self, view, language, names)

    monkeypatch.setattr(LadiesPresenter, "private_png", recording)
    return views
