"""A Rokoko game stored before the final event carried `count` and `pp` (issue 23, item 9):
after an update its final board still narrates the end of the ball."""

import json

import aiosqlite

from bot.play.host import least_eventful
from tests.bot.driver import started_table


async def _play_to_the_end_unposted(bot, game_id: int) -> None:
    """The game is played to its last step without any board being posted (the bot was
    updated before it posted the final one)."""
    while True:
        async with bot.host.lock(game_id):
            table = await bot.host.load(game_id)
            if table.row.status != "active":
                return
            seat = sorted(table.actors())[0]
            await bot.host.play(table, seat, least_eventful(table, seat), table.version)


async def test_an_old_games_final_board_narrates_the_end(simcord_env, settings):
    _, table = await started_table(simcord_env, players=2, seed=2, game="rokoko")
    bot = simcord_env.bot
    await _play_to_the_end_unposted(bot, table.game_id)
    async with aiosqlite.connect(settings.database) as db:  # the final event as schema 1 stored it
        n, text = next(
            iter(
                await db.execute_fetchall(
                    "SELECT n, events FROM steps WHERE game_id = ? AND undone = 0 ORDER BY n DESC LIMIT 1",
                    (table.game_id,),
                )
            )
        )
        events = json.loads(text)
        ended = [event for event in events if event["kind"] == "rokoko.game_ended"]
        assert len(ended) == 1 and "pp" in ended[0]["params"]
        ended[0]["params"] = {k: v for k, v in ended[0]["params"].items() if k in ("scores", "winners")}
        await db.execute(
            "UPDATE steps SET events = ? WHERE game_id = ? AND n = ?", (json.dumps(events), table.game_id, n)
        )
        await db.commit()
    await bot.repairs.repair(table.game_id)
    posted = "\n".join(m.content for m in table.thread.history())
    assert "The ball is over: player" in posted and "prestige points" in posted.split("The ball is over")[1]
    assert table.boards() and (await simcord_env.bot.store.get_game(table.game_id)).delivered_version is not None
