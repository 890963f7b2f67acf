"""/salon forget-me through SimCord: a confirmation first; then Salon forgets the user, an AI takes
their seat in a running game (the table is told), the lobby they sat in no longer shows them, and
a game they played names them "Former player N"."""

from db import UserRow
from tests.bot.driver import Table, started_table


async def test_forget_me_asks_first_and_keeping_changes_nothing(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    anna = guild.add_member(simcord_env.create_user("anna"))
    await anna.slash(channel, "salon notices", how="none")
    asked = await anna.slash(channel, "salon forget-me")
    assert asked.ephemeral
    assert [c["label"] for row in asked.response.components for c in row["components"]] == ["Forget me", "Keep my data"]
    kept = await anna.click(asked.response.message, label="Keep my data")
    assert kept.response.content == "Nothing was deleted." and not kept.response.components
    assert (await simcord_env.bot.store.user(anna.id)).pings is False


async def test_forget_me_hands_the_seat_to_an_ai_and_forgets_the_user(simcord_env):
    store = simcord_env.bot.store
    guild, table = await started_table(simcord_env, players=2, seed=3)
    anna, bea = table.members
    await anna.slash(table.channel, "salon notices", how="none")
    # a lobby where Anna sits behind its host, and an old game of hers
    lobby = Table(simcord_env, table.channel, [bea, anna])
    await lobby.open("rokoko")
    await anna.click(lobby.lobby.message, label="Join")
    old = await store.create_game(
        kind="rokoko",
        guild_id=guild.id,
        channel_id=table.channel.id,
        host_id=anna.id,
        config={},
        language="en",
        seed=1,
        turn_limit=None,
        on_timeout="none",
        now=1.0,
    )
    await store.add_seat(old.id, user_id=anna.id)
    await store.set_status(old.id, "abandoned", 2.0)
    seat = (await table.loaded()).seat_of(anna.id)

    asked = await anna.slash(table.channel, "salon forget-me")
    assert "You are playing 1 running game: an AI takes over your seat in it." in asked.response.content
    done = await anna.click(asked.response.message, label="Forget me")

    assert done.response.content == (
        "Salon has forgotten you. An AI now plays your seat in the game you were playing. If you use Salon again, "
        "it remembers your name and language from then on."
    )
    assert not done.response.components
    assert await store.user(anna.id) == UserRow(anna.id)
    running = await table.loaded()
    assert running.row.status == "active" and running.seat_of(anna.id) is None
    assert running.is_ai(seat) and running.names[seat] == f"AI {seat + 1} (normal)"
    told = [m.content for m in table.thread.history() if "has left Salon" in m.content]
    assert told == [f"A player has left Salon; AI {seat + 1} (normal) plays their seat from now on."]
    if seat in running.actors():  # the stand-in has moved on already
        assert running.version > 0
    seated = await lobby.loaded()
    assert [s.user_id for s in seated.seats] == [bea.id]
    assert "anna" not in next(m for m in table.channel.history() if m.id == lobby.lobby.message.id).content
    assert (await simcord_env.bot.host.load(old.id)).names == ["Former player 1"]
    # the game goes on for Bea; a press of Anna's on the board is no longer hers
    refused = await anna.click(table.newest_board(), label="Take your turn")
    assert "not playing" in refused.response.content
