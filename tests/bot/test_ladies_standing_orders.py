"""Standing orders at the async exchange through Discord: *Take your turn* opens at the choice
between standing orders and the tick by hand; the orders are one multi-select of what he
keeps, changed from *My hand*; what they say reaches only him."""

import pytest

from engines import registry
from tests.bot.driver import copy_of, press, started_table

pytestmark = pytest.mark.skipif("ladies" not in registry.all_games(), reason="Ladies & Gentlemen is not registered")


def buttons(panel) -> dict[str, dict]:
    return {c["label"]: c for row in panel.components for c in row["components"] if c["type"] == 2}


def selects(panel) -> list[dict]:
    return [c for row in panel.components for c in row["components"] if c["type"] == 3]


async def test_a_gentleman_gives_standing_orders_in_one_visit(simcord_env):
    _, table = await started_table(simcord_env, players=4, seed=4, game="ladies")
    loaded = await table.loaded()
    first, second = loaded.state["gent_of"]
    assert {first, second} <= loaded.actors()
    him, other = table.member(loaded.user_of(first)), table.member(loaded.user_of(second))

    panel = (await him.click(table.newest_board(), label="Take your turn")).response
    assert set(buttons(panel)) >= {"Standing orders", "Search this round yourself"}, panel.content
    await him.click(panel.message, label="Standing orders")
    (kinds,) = selects(panel)
    assert [o["label"] for o in kinds["options"]][-1] == "Keep the first order token"
    assert all(o.get("description") for o in kinds["options"]) and kinds["max_values"] == 7
    shown = copy_of(him, panel.message)  # the panel as his client shows it, for a doubled press
    await him.select(panel.message, ["coal", "order"], custom_id=kinds["custom_id"])

    loaded = await table.loaded()
    assert loaded.state["ex"]["orders"][first] == {"keep": ["coal", "order"], "last_tick": None}
    assert first not in loaded.actors() and loaded.state["ex"]["moves"][first] is not None, "this round's move made"
    version = loaded.version
    await press(him, shown, kinds["custom_id"], ["gems"])  # the same select pressed again: stale
    assert (await table.loaded()).version == version

    hand = (await him.click(table.newest_board(), label="My hand")).response
    side = (await him.click(hand.message, label="Standing orders")).response
    assert "coal" in side.content and set(buttons(side)) >= {"Change the orders", "Search by hand again"}

    # the other gentleman's move resolves the tick: his own is played from his orders
    theirs = (await other.click(table.newest_board(), label="Take your turn")).response
    await other.click(theirs.message, label="Search this round yourself")
    (slots,) = selects(theirs)
    await other.select(theirs.message, [slots["options"][-1]["value"]], custom_id=slots["custom_id"])
    loaded = await table.loaded()
    assert loaded.state["ex"]["tick"] == 2 and loaded.state["held"][first] is not None

    # what his orders say reaches nobody else: not the thread, not the other gentleman's notes
    thread = [message.content for message in table.thread.history()]
    for text in thread:
        assert "orders keep" not in text and "coal" not in text.lower(), text
    notes = [m.content for m in other.user.dm_channel.history()] if other.user.dm_channel else []
    assert not any("orders keep" in note for note in notes)
