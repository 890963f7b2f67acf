"""The games table."""

from __future__ import annotations

import dataclasses

import pytest

from db import CorruptRecord, GameNotFound, GameRow, StaleVersion, WrongStatus


async def test_create_and_read_back(store, make_game):
    game = await make_game(store, config={"players": 4, "jméno": "Žluťoučký kůň"}, turn_limit=86400, on_timeout="ai")
    assert isinstance(game, GameRow)
    assert game.status == "lobby" and game.version == 0
    assert game.config == {"players": 4, "jméno": "Žluťoučký kůň"}
    assert (game.kind, game.guild_id, game.channel_id, game.host_id) == ("rokoko", 100, 200, 1)
    assert (game.language, game.seed, game.turn_limit, game.on_timeout) == ("cs", 12345, 86400, "ai")
    assert game.thread_id is None and game.board_message_id is None
    assert game.created_at == game.updated_at and game.started_at is None and game.finished_at is None
    assert await store.get_game(game.id) == game
    with pytest.raises(dataclasses.FrozenInstanceError):
        game.status = "active"


async def test_discord_sized_ids_and_seeds_fit(store, make_game):
    snowflake = 1_234_567_890_123_456_789
    game = await make_game(store, guild_id=snowflake, channel_id=snowflake + 1, host_id=snowflake + 2, seed=2**63 - 1)
    again = await store.get_game(game.id)
    assert (again.guild_id, again.channel_id, again.host_id, again.seed) == (
        snowflake,
        snowflake + 1,
        snowflake + 2,
        2**63 - 1,
    )


async def test_unknown_game_is_none(store):
    assert await store.get_game(42) is None


@pytest.mark.parametrize(
    "overrides, error",
    [
        ({"on_timeout": "explode"}, ValueError),
        ({"turn_limit": 0}, ValueError),
        ({"turn_limit": 1.5}, ValueError),
        ({"seed": 2**64}, ValueError),
        ({"config": '{"players": 3}'}, TypeError),
    ],
)
async def test_bad_arguments_are_refused_before_writing(store, make_game, overrides, error):
    with pytest.raises(error):
        await make_game(store, **overrides)
    assert await store.games_with_status(("lobby",)) == []


async def test_games_in_channel_match_the_channel_or_the_thread(store, make_game, started_game):
    lobby = await make_game(store, channel_id=10)
    elsewhere = await make_game(store, channel_id=11)
    await store.set_thread(elsewhere.id, 10)  # its thread happens to be id 10
    other = await make_game(store, channel_id=12)
    done = await started_game(store, channel_id=10)
    await store.set_status(done.id, "abandoned", 5.0)

    assert [g.id for g in await store.games_in_channel(10)] == [lobby.id, elsewhere.id]
    assert [g.id for g in await store.games_in_channel(10, statuses=("abandoned",))] == [done.id]
    assert [g.id for g in await store.games_in_channel(10, statuses="abandoned")] == [done.id]
    assert [g.id for g in await store.games_in_channel(12)] == [other.id]
    assert await store.games_in_channel(13) == []
    with pytest.raises(ValueError, match="unknown game status"):
        await store.games_in_channel(10, statuses=("playing",))


async def test_games_in_guild_with_status_and_of_user(store, make_game, started_game):
    a = await make_game(store, guild_id=1)
    b = await started_game(store, guild_id=1, users=(7, 8))
    c = await started_game(store, guild_id=2, users=(7,))
    dm = await make_game(store, guild_id=None)

    assert [g.id for g in await store.games_in_guild(1)] == [a.id, b.id]
    assert [g.id for g in await store.games_in_guild(1, statuses=("active",))] == [b.id]
    assert [g.id for g in await store.games_with_status()] == [b.id, c.id]
    assert [g.id for g in await store.games_with_status(("lobby",))] == [a.id, dm.id]
    assert [g.id for g in await store.games_of_user(7)] == [b.id, c.id]
    assert await store.games_of_user(9) == []


async def test_thread_and_board_message(store, make_game):
    game = await make_game(store)
    await store.set_thread(game.id, 555)
    await store.set_board_message(game.id, 666)
    again = await store.get_game(game.id)
    assert (again.thread_id, again.board_message_id) == (555, 666)
    await store.set_board_message(game.id, None)
    assert (await store.get_game(game.id)).board_message_id is None
    with pytest.raises(GameNotFound):
        await store.set_thread(999, 1)
    with pytest.raises(GameNotFound):
        await store.set_board_message(999, 1)


async def test_set_status(store, make_game, started_game):
    game = await started_game(store, deadlines=[("turn", 100.0)])
    await store.set_status(game.id, "damaged", 50.0)
    damaged = await store.get_game(game.id)
    assert damaged.status == "damaged" and damaged.updated_at == 50.0 and damaged.finished_at is None
    assert len(await store.deadlines(game.id)) == 1  # kept, in case it is repaired

    await store.set_status(game.id, "abandoned", 60.0)
    gone = await store.get_game(game.id)
    assert gone.status == "abandoned" and gone.finished_at == 60.0
    assert await store.deadlines(game.id) == []

    lobby = await make_game(store)
    with pytest.raises(ValueError, match="start_game"):
        await store.set_status(lobby.id, "active", 1.0)
    with pytest.raises(ValueError, match="unknown game status"):
        await store.set_status(lobby.id, "paused", 1.0)
    with pytest.raises(GameNotFound):
        await store.set_status(999, "abandoned", 1.0)


async def test_update_config_only_in_the_lobby(store, make_game, started_game):
    lobby = await make_game(store)
    await store.update_config(lobby.id, {"players": 5})
    assert (await store.get_game(lobby.id)).config == {"players": 5}

    game = await started_game(store)
    with pytest.raises(WrongStatus) as caught:
        await store.update_config(game.id, {"players": 5})
    assert caught.value.status == "active"
    assert isinstance(caught.value, StaleVersion)
    with pytest.raises(GameNotFound):
        await store.update_config(999, {})


async def test_turn_limit_can_change_any_time(store, started_game):
    game = await started_game(store)
    await store.set_turn_limit(game.id, 3600, "ai")
    again = await store.get_game(game.id)
    assert (again.turn_limit, again.on_timeout) == (3600, "ai")
    await store.set_turn_limit(game.id, None, "none")
    assert (await store.get_game(game.id)).turn_limit is None
    with pytest.raises(ValueError):
        await store.set_turn_limit(game.id, 60, "maybe")


@pytest.mark.parametrize("config_text, detail", [("{not json", "not JSON"), ("[1, 2]", "not an object")])
async def test_corrupt_config_raises_a_clear_error(store, make_game, sql, config_text, detail):
    good = await make_game(store)
    bad = await make_game(store)
    await sql.run(store, "UPDATE games SET config = ? WHERE id = ?", (config_text, bad.id))

    with pytest.raises(CorruptRecord, match=detail) as caught:
        await store.get_game(bad.id)
    assert caught.value.game_id == bad.id and caught.value.table == "games"
    with pytest.raises(CorruptRecord):
        await store.games_with_status(("lobby",))

    # What the bot does at start: mark the broken game damaged and list again.
    await store.set_status(bad.id, "damaged", 1.0)
    assert [g.id for g in await store.games_with_status(("lobby",))] == [good.id]


async def test_delete_cascades_to_everything_of_the_game(store, started_game, play, moves, finished, sql):
    game = await started_game(store)
    keep = await started_game(store)
    await play(store, game.id, 2)
    await finished(store, game.id, (1, 2, 3), (9, 5, 1))
    running = await started_game(store, deadlines=[("turn", 10.0)])
    await store.commit_move(running.id, **moves(0), deadlines=[("turn", 20.0)])
    assert await store.delete_game(running.id) is True

    assert await store.delete_game(game.id) is True
    assert await store.delete_game(game.id) is False
    assert await store.get_game(game.id) is None
    for table in ("seats", "steps", "snapshots", "deadlines", "results"):
        rows = await sql.query(store, f"SELECT game_id FROM {table}")
        assert {r[0] for r in rows} <= {keep.id}, table
    assert len(await store.seats(keep.id)) == 3


async def test_ids_are_never_reused(store, make_game):
    first = await make_game(store)
    second = await make_game(store)
    await store.delete_game(second.id)
    third = await make_game(store)
    assert third.id > second.id > first.id


async def test_a_start_looks_only_into_active_games_with_ai_seats(store, make_game, started_game):
    people = await started_game(store, users=(7, 8))
    lobby_with_ai = await make_game(store)
    await store.add_seat(lobby_with_ai.id, user_id=7)
    await store.add_seat(lobby_with_ai.id, user_id=None, is_ai=True, ai_level="easy")
    with_ai = await make_game(store)
    await store.add_seat(with_ai.id, user_id=8)
    await store.add_seat(with_ai.id, user_id=None, is_ai=True, ai_level="normal")
    await store.add_seat(with_ai.id, user_id=None, is_ai=True, ai_level="strong")
    await store.start_game(with_ai.id, seats_order=None, state='{"schema": 1}', events="[]", now=2.0)
    assert [g.id for g in await store.active_games_with_ai()] == [with_ai.id]
    assert people.id not in {g.id for g in await store.active_games_with_ai()}


async def test_the_ai_mark_follows_every_seat_change(store, make_game, started_game):
    """games_with_ai reads games.has_ai: seating an AI sets it, unseating the last AI
    clears it, a person forgotten in a running game hands the game to an AI and sets it."""
    lobby = await make_game(store)
    await store.add_seat(lobby.id, user_id=7)
    await store.add_seat(lobby.id, user_id=None, is_ai=True, ai_level="easy")
    await store.add_seat(lobby.id, user_id=8)
    await store.set_seat_roles(lobby.id, [(None, None)] * 3)  # seats rewritten: the AI stays
    await store.start_game(lobby.id, seats_order=[2, 0, 1], state='{"schema": 1}', events="[]", now=2.0)
    assert [g.id for g in await store.active_games_with_ai()] == [lobby.id]

    unseated = await make_game(store)
    await store.add_seat(unseated.id, user_id=7)
    await store.add_seat(unseated.id, user_id=None, is_ai=True, ai_level="easy")
    assert await store.remove_ai_seat(unseated.id)
    await store.start_game(unseated.id, seats_order=None, state='{"schema": 1}', events="[]", now=2.0)
    assert [g.id for g in await store.active_games_with_ai()] == [lobby.id]

    people = await started_game(store, users=(5, 6))
    await store.forget_user(5, 3.0, stand_in="normal")
    assert [g.id for g in await store.active_games_with_ai()] == [lobby.id, people.id]
    await store.set_status(lobby.id, "abandoned", 4.0)
    assert [g.id for g in await store.active_games_with_ai()] == [people.id]
