"""Rokoko through the bot: an illegal choice is refused with a translated sentence from the
catalogue and changes nothing (the version and the state stay as they were).

The situations are reached by playing (chosen hands, legal moves through the host), never
by storing a hand-made state; the taken master space, which would need many turns of play,
is refused by the engine in tests/engines/rokoko and here only its message path is checked."""

import pytest

import i18n
from bot.presenters import presenter_for
from engines import registry
from engines.core import IllegalAction
from tests.bot.driver import OPTION_VERB, started_table

pytestmark = pytest.mark.skipif("rokoko" not in registry.all_games(), reason="Rokoko is not registered")


async def _play(bot, gid, seat, action):
    async with bot.host.lock(gid):
        table = await bot.host.load(gid)
        return await bot.host.play(table, seat, action, table.version)


async def _refused(bot, gid, seat, action) -> str:
    """Play `action` the way a press does (bot.features.turns.turns); it must be refused and change nothing. The
    English sentence shown for it."""
    async with bot.host.lock(gid):
        table = await bot.host.load(gid)
        with pytest.raises(IllegalAction) as refusal:
            await bot.host.play(table, seat, action, table.version)
    after = await bot.host.load(gid)
    assert after.version == table.version and after.state == table.state
    code, params = refusal.value.code, refusal.value.params
    assert code.startswith("rokoko.illegal.")
    assert i18n.has(code, "en") and i18n.has(code, "cs")
    presenter = presenter_for("rokoko")
    texts = {lang: presenter.illegal_text(code, params, lang, after.names) for lang in ("en", "cs")}
    for lang, text in texts.items():
        assert text and text != i18n.t("bot.illegal_generic", lang)  # the catalogue's sentence
    assert texts["en"] != texts["cs"]
    return texts["en"]


async def _round_one(env):
    """Two players; each chooses both apprentices and the journeyman (R34) through the host.
    Returns (table driver, bot, game id, active seat, its colour)."""
    _, table = await started_table(env, players=2, game="rokoko")
    bot, gid = env.bot, table.game_id
    loaded = await table.loaded()
    for seat in sorted(loaded.actors()):
        supply = loaded.state["seats"][seat]["supply"]
        ids = sorted(c for c in supply if not c.split("-")[-1].startswith("M"))
        await _play(bot, gid, seat, {"type": "select", "ids": ids})
        loaded = await table.loaded()
    assert loaded.state["phase"] == "actions"
    seat = loaded.state["active"]
    return table, bot, gid, seat, loaded.state["colours"][seat]


async def _finish_turn(bot, gid, seat):
    """Legal least-eventful steps while `seat` is still in the middle of its turn."""
    while True:
        table = await bot.host.load(gid)
        if table.state["active"] != seat or table.state["stage"] is None:
            return table
        await _play(bot, gid, seat, table.engine.fallback_action(table.state, seat))


async def test_an_apprentice_cannot_hire(simcord_env):
    table, bot, gid, seat, colour = await _round_one(simcord_env)
    apprentice = f"S-{colour}-A1"
    loaded = await table.loaded()
    assert apprentice in loaded.state["seats"][seat]["hand"] and any(loaded.state["display"])
    text = await _refused(bot, gid, seat, {"type": "play", "card": apprentice, "action": "hire"})
    assert text == "This action is not open to the apprentice."


async def test_a_dress_you_cannot_pay_is_refused(simcord_env):
    table, bot, gid, seat, colour = await _round_one(simcord_env)
    loaded = await table.loaded()
    assert loaded.state["seats"][seat]["tiles"] == []  # no silk yet: no dress can be paid (R46)
    dress = next(d for d in loaded.state["windows"] if d)
    text = await _refused(
        bot, gid, seat, {"type": "play", "card": f"S-{colour}-J", "action": "make_dress", "dress": dress, "use": "sell"}
    )
    assert text == "There is no dress you can make and pay for with this employee."


async def test_a_dismissal_leaving_fewer_than_four_employees_is_refused(simcord_env):
    table, bot, gid, seat, colour = await _round_one(simcord_env)
    await _play(bot, gid, seat, {"type": "play", "card": f"S-{colour}-A1", "action": "dismiss"})  # 5 -> 4 employees
    loaded = await _finish_turn(bot, gid, seat)
    other = 1 - seat
    while loaded.state["active"] == other:  # the other player takes a quiet turn
        await _play(bot, gid, other, loaded.engine.fallback_action(loaded.state, other))
        loaded = await _finish_turn(bot, gid, other)
    assert loaded.state["active"] == seat and loaded.state["stage"] is None
    rec = loaded.state["seats"][seat]
    assert len(rec["supply"]) + len(rec["hand"]) + len(rec["discard"]) == 4
    for card in (f"S-{colour}-A2", f"S-{colour}-J"):
        text = await _refused(bot, gid, seat, {"type": "play", "card": card, "action": "dismiss"})
        assert text == "You cannot dismiss: you must keep at least four employees."


def test_a_taken_master_space_has_the_catalogue_sentence():
    """The engine refuses a taken master space with rokoko.illegal.not_an_option
    (test_r47_taken_master_space_is_refused); the bot shows its sentence, not the generic one."""
    presenter = presenter_for("rokoko")
    for lang in ("en", "cs"):
        text = presenter.illegal_text("rokoko.illegal.not_an_option", {"choice": "hall-1/g3"}, lang, ["A", "B"])
        assert text == i18n.t("rokoko.illegal.not_an_option", lang)
        assert text != i18n.t("bot.illegal_generic", lang)


async def test_a_stale_selection_panel_is_refused_through_the_ui(simcord_env):
    """Phase 2 through Discord: the same hand chosen again on an older panel is out of date."""
    _, table = await started_table(simcord_env, players=2, game="rokoko")
    loaded = await table.loaded()
    member = table.member(loaded.actor_users()[0])
    first = (await member.click(table.newest_board(), label="Take your turn")).response
    second = (await member.click(table.newest_board(), label="Take your turn")).response

    def select_of(panel):
        return next(
            c
            for row in panel.components
            for c in row["components"]
            if OPTION_VERB.match(c.get("custom_id", "")) and c["type"] == 3
        )

    control = select_of(first)
    values = [o["value"] for o in control["options"]][: control["min_values"]]
    await member.select(first.message, values, custom_id=control["custom_id"])
    moved_on = await table.loaded()
    assert moved_on.version == loaded.version + 1
    control = select_of(second)
    await member.select(second.message, values, custom_id=control["custom_id"])
    assert "out of date" in second.content
    assert (await table.loaded()).version == moved_on.version
