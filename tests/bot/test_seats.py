"""Seats changing hands through SimCord: /game resign (after a confirmation; in a game of two the
other wins, in a larger one an AI plays on and the resigner is placed last), /game replace (by
the host or the seat's own player; to a member, to an AI and back; every refusal), a lobby whose
host left the server, and what the old and the new holder of a seat can see."""

from __future__ import annotations

import json

from bot.features.seats import table_level
from tests.bot.driver import Table, copy_of, new_table, press, started_table


def labels(message) -> list[str]:
    return [c["label"] for row in message.components for c in row["components"]]


def custom_id_of(message, label: str) -> str:
    return next(c["custom_id"] for row in message.components for c in row["components"] if c["label"] == label)


def dms(member) -> list[str]:
    channel = member.user.dm_channel
    return [m.content for m in channel.history()] if channel else []


def texts(result) -> list[str]:
    """Every message an interaction was answered with."""
    messages = ([result.response] if result.response else []) + list(result.followups)
    return list(dict.fromkeys(m.content for m in messages))


def said(table: Table, text: str) -> list[str]:
    return [m.content for m in table.thread.history() if text in m.content]


# --------------------------------------------------------------------------- resign


async def test_resigning_from_a_game_of_two_ends_it_and_the_other_wins(simcord_env):
    store = simcord_env.bot.store
    guild, table = await started_table(simcord_env, players=2, seed=3)
    anna, bea = table.members
    asked = await anna.slash(table.channel, "game resign")
    assert asked.ephemeral
    assert "The game ends and player1 wins." in asked.response.content
    assert labels(asked.response) == ["Resign", "Keep playing"]
    kept = await anna.click(asked.response.message, label="Keep playing")
    assert kept.response.content == "You keep your seat." and not kept.response.components
    assert (await table.loaded()).row.status == "active"

    asked = await anna.slash(table.channel, "game resign")
    question, resign_id = copy_of(anna, asked.response.message), custom_id_of(asked.response, "Resign")
    done = await anna.click(asked.response.message, label="Resign")
    assert done.response.content == f"You have resigned from game #{table.game_id}."
    finished = await table.loaded()
    assert finished.row.status == "finished"
    result = json.loads(await store.game_result(table.game_id))
    assert result["ended_by"] == "resignation" and result["winners"] == [1]
    assert [(r.user_id, r.place) for r in await store.results(table.game_id)] == [(anna.id, 2), (bea.id, 1)]
    assert [(r.seat, r.user_id) for r in await store.resignations(table.game_id)] == [(0, anna.id)]
    final = table.boards()[-1]
    assert "🏳️ player0 has resigned, so player1 wins." in final.content
    assert "player1 wins because player0 resigned." in final.content
    assert (await store.user_stats(anna.id))["spectaculum"]["won"] == 0
    # a second press of the old question, and a resignation from a finished game: refused, nothing changes
    again = await press(anna, question, resign_id)
    assert again.response.content == "This game is over, so its seats can no longer be handed over."
    late = await bea.slash(table.channel, "game resign", table=table.game_id)
    assert late.response.content == "This game is over, so its seats can no longer be handed over."
    assert [(r.user_id, r.place) for r in await store.results(table.game_id)] == [(anna.id, 2), (bea.id, 1)]


async def test_resigning_from_a_larger_game_hands_the_seat_to_an_ai_which_plays_on(simcord_env):
    store = simcord_env.bot.store
    # the table's own AI plays at the easy level: so does the one taking the seat
    guild, table = await started_table(simcord_env, players=3, seed=5, ai_players=1, ai_level="easy")
    anna, bea, cleo = table.members
    seat = (await table.loaded()).seat_of(bea.id)
    outsider = guild.add_member(simcord_env.create_user("dora"))
    watched = await outsider.slash(table.channel, "game resign")
    assert watched.response.content == "You are not playing in this game — but you are welcome to watch."

    asked = await bea.slash(table.channel, "game resign")
    assert "An AI (easy) plays your seat to the end and you finish last." in asked.response.content
    await bea.click(asked.response.message, label="Resign")
    running = await table.loaded()
    assert running.row.status == "active" and running.seat_of(bea.id) is None
    assert running.is_ai(seat) and table_level(running) == "easy"
    assert said(table, "🏳️ player1 has resigned; from now on an AI (easy) plays their seat.")
    await table.play_to_end()
    assert (await table.loaded()).row.status == "finished"
    assert [r.user_id for r in await store.resignations(table.game_id)] == [bea.id]
    assert "player1 resigned and finishes last." in table.boards()[-1].content
    holders = await store.seat_holders(table.game_id)
    assert [entry for entry, _moves in holders[seat]] == [bea.id, "easy"]
    assert sum(moves for _entry, moves in holders[seat]) > 0
    assert (await store.user_stats(bea.id))["spectaculum"] == {"played": 1, "won": 0, "best": None}


async def test_a_resignation_confirmed_after_a_restart_still_applies(simcord_env, make_bot):
    guild, table = await started_table(simcord_env, players=3, seed=5)
    bea = table.members[1]
    asked = await bea.slash(table.channel, "game resign")
    await simcord_env.restart_bot(make_bot())
    done = await press(bea, asked.response.message, custom_id_of(asked.response, "Resign"))
    assert done.response.content == f"You have resigned from game #{table.game_id}."
    assert (await table.loaded()).seat_of(bea.id) is None


# --------------------------------------------------------------------------- replace


async def test_the_host_hands_a_seat_to_a_member_who_gets_its_hand_and_the_old_player_nothing(simcord_env):
    store = simcord_env.bot.store
    guild, table = await started_table(simcord_env, players=3, seed=5)
    anna, bea, cleo = table.members
    dora = guild.add_member(simcord_env.create_user("dora"))
    seat = (await table.loaded()).seat_of(bea.id)
    bea_notes = len(dms(bea))

    answer = await anna.slash(table.channel, "game replace", seat=str(seat + 1), **{"with": dora})
    assert answer.response.content == f"dora now plays seat {seat + 1}."
    after = await table.loaded()
    assert after.seat_of(dora.id) == seat and after.seat_of(bea.id) is None
    assert said(table, f"🔁 Seat {seat + 1} has a new player: player1 → <@{dora.id}>.")
    # her private note is her seat's, drawn for that seat from the state as it is
    own = (await simcord_env.bot.private_notes.message(after, seat, dora.id)).text
    assert dms(dora) == [own] and own.startswith(f"**Spectaculum #{table.game_id}** — only you can see this.")
    table.members[1] = dora
    hand = await dora.slash(table.channel, "game hand")
    assert hand.ephemeral and "not playing" not in hand.response.content
    gone = await bea.slash(table.channel, "game hand")
    assert gone.response.content == "You are not playing in this game — but you are welcome to watch."
    await table.play_to_end(stop_after_moves=6)
    assert len(dms(bea)) == bea_notes  # the old player learns nothing more of the seat
    holders = await store.seat_holders(table.game_id)
    assert [entry for entry, _moves in holders[seat]] == [bea.id, dora.id]


async def test_a_player_hands_their_own_seat_over_and_an_ai_seat_goes_to_a_person_and_back(simcord_env):
    store = simcord_env.bot.store
    guild, table = await started_table(simcord_env, players=3, seed=5)
    anna, bea, cleo = table.members
    dora = guild.add_member(simcord_env.create_user("dora"))
    mine = await bea.slash(table.channel, "game replace", seat=f"<@{bea.id}>", **{"with": dora})
    seat = (await table.loaded()).seat_of(dora.id)
    assert mine.response.content == f"dora now plays seat {seat + 1}."
    to_ai = await anna.slash(table.channel, "game replace", seat=str(seat + 1), ai="easy")
    assert to_ai.response.content == f"AI {seat + 1} (easy) now plays seat {seat + 1}."
    assert (await table.loaded()).is_ai(seat)
    back = await anna.slash(table.channel, "game replace", seat=str(seat + 1), **{"with": bea})
    assert back.response.content == f"player1 now plays seat {seat + 1}."
    assert (await table.loaded()).seat_of(bea.id) == seat
    holders = await store.seat_holders(table.game_id)
    assert [entry for entry, _moves in holders[seat]] == [bea.id, dora.id, "easy", bea.id]
    assert await store.resignations(table.game_id) == []


async def test_a_host_who_resigned_takes_no_seat_of_the_game_again(simcord_env):
    store = simcord_env.bot.store
    guild, table = await started_table(simcord_env, players=3, seed=5)
    anna, bea, cleo = table.members
    seat = (await table.loaded()).seat_of(anna.id)
    asked = await anna.slash(table.channel, "game resign")
    assert "You cannot take this back." in asked.response.content
    await anna.click(asked.response.message, label="Resign")
    refused = (
        "player0 has resigned from this game. "
        "A resignation cannot be taken back, so they cannot take a seat in it again."
    )
    back = await anna.slash(table.channel, "game replace", seat=str(seat + 1), **{"with": anna})
    assert back.response.content == refused
    handed = await bea.slash(table.channel, "game replace", seat=f"<@{bea.id}>", **{"with": anna})
    assert handed.response.content == refused
    running = await table.loaded()
    assert running.is_ai(seat) and running.seat_of(anna.id) is None and running.seat_of(bea.id) is not None
    assert [r.user_id for r in await store.resignations(table.game_id)] == [anna.id]


async def test_every_refused_replacement_says_why_and_changes_nothing(simcord_env):
    guild, table = await started_table(simcord_env, players=3, seed=5)
    anna, bea, cleo = table.members
    robot = guild.add_member(simcord_env.create_user("robot", bot=True))
    stranger = simcord_env.create_user("stranger")  # not a member of this server
    dora = guild.add_member(simcord_env.create_user("dora"))
    before = [(s.user_id, s.is_ai) for s in (await table.loaded()).seats]

    async def answer(member, **options):
        return (await member.slash(table.channel, "game replace", **options)).response.content

    assert await answer(anna, seat="2", **{"with": cleo}) == "player2 already sits at this table."
    assert await answer(anna, seat="2", **{"with": robot}) == (
        "robot is a bot. Only people and Salon's own AI can take a seat."
    )
    assert await answer(anna, seat="2", **{"with": stranger}) == "stranger is not a member of this server."
    assert await answer(cleo, seat="2", **{"with": dora}) == (
        "Only the table's host or the player in that seat can hand it over."
    )
    assert await answer(bea, seat="2", ai="easy") == (
        "To let an AI play your seat, resign with /game resign (you then finish last). "
        "To hand your seat to another member, use “with”."
    )
    assert await answer(anna, seat="9", **{"with": dora}) == (
        "This table has no seat “9”. Give a number from 1 to 3, or the member who plays the seat."
    )
    assert await answer(anna, seat=f"<@{dora.id}>", **{"with": dora}) == f"<@{dora.id}> does not sit at this table."
    lobby = Table(simcord_env, table.channel, [anna, dora])
    await lobby.open("rokoko")
    assert await answer(anna, table=lobby.game_id, seat="1", **{"with": dora}) == (
        f"Game #{lobby.game_id} has not started yet: to leave the table, use /game leave."
    )
    resigned = await anna.slash(table.channel, "game resign", table=lobby.game_id)
    told = f"Game #{lobby.game_id} has not started yet: to leave the table, use /game leave."
    assert resigned.response.content == told
    assert await answer(anna, seat="2") == (
        "Say who takes over the seat: either a member (“with”) or an AI level (“ai”), not both."
    )
    assert await answer(anna, seat="2", ai="easy", **{"with": dora}) == (
        "Say who takes over the seat: either a member (“with”) or an AI level (“ai”), not both."
    )
    assert [(s.user_id, s.is_ai) for s in (await table.loaded()).seats] == before
    await table.play_to_end()
    finished = await anna.slash(table.channel, "game replace", table=table.game_id, seat="2", **{"with": dora})
    assert finished.response.content == "This game is over, so its seats can no longer be handed over."
    assert [(s.user_id, s.is_ai) for s in (await table.loaded()).seats] == before


# --------------------------------------------------------------------------- a host who left


async def test_a_lobby_whose_host_left_the_server_passes_to_the_next_seated_person(simcord_env):
    store = simcord_env.bot.store
    table = new_table(simcord_env, ["anna", "bea", "cleo"])
    anna, bea, cleo = table.members
    await table.open("spectaculum")
    await table.seat_everyone()
    guild = table.channel.guild
    guild.remove_member(anna)
    # Cleo presses Start first: the lobby passes to Bea (the next seat), and Cleo is told
    pressed = await cleo.click(table.lobby.message, label="Start")
    assert texts(pressed) == ["anna has left this server, so bea is now the host of this table."]
    lobby = await table.loaded()
    assert lobby.row.status == "lobby" and lobby.row.host_id == bea.id
    assert lobby.seat_of(anna.id) is None and [s.user_id for s in lobby.seats] == [bea.id, cleo.id]
    # Bea, the host now, starts it
    await bea.click(table.lobby.message, label="Start")
    assert (await table.loaded()).row.status == "active"
    assert (await store.get_game(table.game_id)).host_id == bea.id


async def test_options_pass_a_lobby_whose_host_left_and_skip_the_seated_who_left_too(simcord_env):
    table = new_table(simcord_env, ["anna", "bea", "cleo", "dan"])
    anna, bea, cleo, dan = table.members
    await table.open("spectaculum")
    await table.seat_everyone()
    guild = table.channel.guild
    guild.remove_member(anna)
    guild.remove_member(bea)
    pressed = await dan.click(table.lobby.message, label="Options")
    assert texts(pressed) == ["anna has left this server, so cleo is now the host of this table."]
    lobby = await table.loaded()
    assert lobby.row.host_id == cleo.id and lobby.seat_of(anna.id) is None


async def test_the_host_still_here_keeps_the_lobby(simcord_env):
    table = new_table(simcord_env, ["anna", "bea"])
    anna, bea = table.members
    await table.open("spectaculum")
    await table.seat_everyone()
    pressed = await bea.click(table.lobby.message, label="Start")
    assert texts(pressed) == ["Only the host of this table can do that."]
    assert (await table.loaded()).row.host_id == anna.id


async def test_the_seat_s_new_holder_cannot_take_back_the_move_of_the_one_before(simcord_env):
    store = simcord_env.bot.store
    guild, table = await started_table(simcord_env, players=2, seed=3)
    anna, bea = table.members
    seat = (await table.loaded()).seat_of(bea.id)
    for _ in range(10):
        steps = await store.steps(table.game_id)
        if steps and steps[-1].seat == seat:
            break
        await table.play_one_turn()
    assert (await store.steps(table.game_id))[-1].seat == seat
    dora = guild.add_member(simcord_env.create_user("dora"))
    await anna.slash(table.channel, "game replace", seat=f"<@{bea.id}>", **{"with": dora})
    refused = await dora.slash(table.channel, "game undo")
    assert refused.response.content == "Only the player who made the last move can take it back."
    assert (await store.steps(table.game_id))[-1].seat == seat


async def test_a_host_discord_cannot_tell_about_keeps_the_lobby(simcord_env):
    """A failing membership lookup (not Discord saying "unknown member") takes nobody's table."""
    table = new_table(simcord_env, ["anna", "bea"])
    anna, bea = table.members
    await table.open("spectaculum")
    await table.seat_everyone()
    guild = table.channel.guild
    guild.remove_member(anna)  # gone, but Discord does not say so: the lookup fails otherwise
    simcord_env.inject_error("GET", f"/guilds/{guild.id}/members/{anna.id}", status=403, code=50001, times=None)
    pressed = await bea.click(table.lobby.message, label="Start")
    assert texts(pressed) == ["Only the host of this table can do that."]
    lobby = await table.loaded()
    assert lobby.row.host_id == anna.id and [s.user_id for s in lobby.seats] == [anna.id, bea.id]
