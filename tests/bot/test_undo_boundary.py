"""`/game undo` through Discord, on the test run's own game: a paid penny shows that its payer
had one, which the others could not know for sure (an opponent might have had none: the
boundary world random sampling rarely reaches), so it is refused every time, and the
refusal says why."""

from tests.bot.driver import OPTION_VERB, started_table


async def pay_a_penny(table) -> int:
    """The player on turn pays a penny through their panel; their seat."""
    loaded = await table.loaded()
    seat = sorted(loaded.actors())[0]
    member = table.member(loaded.user_of(seat))
    panel = (await member.click(table.newest_board(), label="Take your turn")).response
    pay = next(
        c
        for row in panel.components
        for c in row["components"]
        if OPTION_VERB.match(c.get("custom_id", "")) and c.get("label", "").startswith("Pay a penny")
    )
    await member.click(panel.message, custom_id=pay["custom_id"])
    assert (await table.loaded()).version == loaded.version + 1
    return seat


async def test_a_paid_penny_cannot_be_taken_back(simcord_env):
    _, table = await started_table(simcord_env, players=3, seed=4, game="pennies")
    for _ in range(3):  # every payer, whoever the sample would have left with pennies
        seat = await pay_a_penny(table)
        payer = table.member((await table.loaded()).user_of(seat))
        refused = await payer.slash(table.thread, "game undo")
        assert refused.ephemeral
        assert refused.response.content == "This move showed other players something, so it cannot be taken back."
