"""Ratings through Discord: the host's rated-table choice, a rated game that ends by its rules, the
leaderboard (people and AI levels, provisional marks, my own place) and the ratings /salon stats adds;
nothing of a game's hidden information reaches them."""

from __future__ import annotations

from bot.play.ratings import Skill, person
from tests.bot.driver import new_table, started_table
from tests.support.leaks import redrawn


def embed_text(answer) -> str:
    """Everything the answer shows: its text and its embeds' title, description and footer."""
    message = answer.response
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or "", embed.footer.text if embed.footer else ""]
    return "\n".join(parts)


async def rated_pennies(env, players=2, seed=3, **options):
    """A rated game of the test game (lowest score wins, secret pennies) played to its end."""
    guild, table = await started_table(env, players=players, seed=seed, game="pennies", rated=True, **options)
    await table.play_to_end()
    assert (await env.bot.store.get_game(table.game_id)).status == "finished"
    return guild, table


async def test_a_table_is_not_rated_unless_its_host_chooses_so(simcord_env):
    table = new_table(simcord_env, ["host", "guest"], seed=1)
    await table.open("pennies")
    assert not (await simcord_env.bot.store.get_game(table.game_id)).rated
    assert "rated" not in table.lobby.message.content.lower()
    second = new_table(simcord_env, ["host", "guest"], seed=1)
    await second.open("pennies", rated=True)
    assert (await simcord_env.bot.store.get_game(second.game_id)).rated
    assert "This game is rated" in second.lobby.message.content


async def test_the_host_chooses_a_rated_table_in_the_lobbys_options(simcord_env):
    table = new_table(simcord_env, ["host", "guest"], seed=1)
    await table.open("pennies")
    await table.choose_options({"rated": "yes"})
    assert (await simcord_env.bot.store.get_game(table.game_id)).rated
    assert "This game is rated" in table.lobby.message.content
    await table.choose_options({"rated": "no"})
    assert not (await simcord_env.bot.store.get_game(table.game_id)).rated


async def test_a_guest_cannot_make_the_table_rated(simcord_env):
    table = new_table(simcord_env, ["host", "guest"], seed=1)
    await table.open("pennies")
    guest = table.members[1]
    answer = await guest.click(table.lobby.message, label="Options")
    assert "host" in answer.response.content.lower()
    assert not (await simcord_env.bot.store.get_game(table.game_id)).rated


async def test_a_rated_game_that_ends_by_its_rules_is_on_the_leaderboard(simcord_env):
    guild, table = await rated_pennies(simcord_env)
    store = simcord_env.bot.store
    top = await store.top_ratings(guild.id, "pennies")
    assert sorted(row.entry for row in top) == sorted(person(m.id) for m in table.members)
    loaded = await table.loaded()
    winner = next(seat for seat, place in loaded.engine.result(loaded.state).placings.items() if place == 1)
    assert top[0].entry == person(loaded.user_of(winner)), "the fewest points won, and leads"
    answer = await table.members[0].slash(table.channel, "salon leaderboard", game="pennies")
    text = embed_text(answer)
    assert "Leaderboard · Pennies" in text
    assert "**1.** player" in text and "**2.** player" in text
    assert text.count("provisional") == 3  # both rows, and the legend
    assert "Your place: **" in text and " of 2 — " in text
    assert answer.response.flags.ephemeral


async def test_ai_levels_are_among_the_leaders_marked_as_ai(simcord_env):
    guild, table = await rated_pennies(simcord_env, players=1, ai_players=1, ai_level="strong")
    answer = await table.members[0].slash(table.channel, "salon leaderboard", game="pennies")
    assert "AI (strong)" in embed_text(answer)


async def test_an_abandoned_rated_game_changes_no_rating(simcord_env):
    guild, table = await started_table(simcord_env, players=2, seed=3, game="pennies", rated=True)
    await table.play_to_end(stop_after_moves=2)
    await table.members[0].slash(table.channel, "game abandon", table=table.game_id)
    assert (await simcord_env.bot.store.get_game(table.game_id)).status == "abandoned"
    assert await simcord_env.bot.store.top_ratings(guild.id, "pennies") == []
    answer = await table.members[0].slash(table.channel, "salon leaderboard", game="pennies")
    assert "Nobody on this server has finished a rated game of Pennies" in embed_text(answer)


async def test_an_unrated_game_leaves_no_rating_and_stats_say_so(simcord_env):
    guild, table = await started_table(simcord_env, players=2, seed=3, game="pennies")
    await table.play_to_end()
    assert await simcord_env.bot.store.top_ratings(guild.id, "pennies") == []
    stats = await table.members[0].slash(table.channel, "salon stats")
    assert "Ratings on this server" not in stats.response.content
    assert "median time to move" in stats.response.content  # their moves count, rated or not


async def test_stats_add_my_rating_games_wins_and_median_time_to_move(simcord_env):
    guild, table = await rated_pennies(simcord_env)
    for member in table.members:
        mine = (await simcord_env.bot.store.user_ratings(guild.id, member.id))["pennies"]
        text = (await member.slash(table.channel, "salon stats")).response.content
        assert "**Ratings on this server**" in text
        assert f"Pennies: **{Skill(mine.mu, mine.sigma).shown}** (provisional)" in text
        assert "(provisional) · 1 rated game, " + ("1 win" if mine.wins else "0 wins") in text
        assert "Your median time to move: " in text


async def test_leaderboard_and_stats_show_nothing_hidden(simcord_env, make_bot, settings):
    """The leak test: with a rated game finished and another under way, everyone's leaderboard and
    stats are the same in a world whose hidden information was redrawn (and after a restart: the
    ratings are read back, never recomputed from what is secret)."""
    guild, table = await rated_pennies(simcord_env, players=3, seed=4)
    running = new_table(simcord_env, [], seed=2)
    running.channel, running.members = guild.create_text_channel("second"), table.members
    await running.open("pennies", rated=True)
    await running.seat_everyone()
    await running.start()
    await running.play_to_end(stop_after_moves=3)
    assert (await running.loaded()).row.status == "active"

    async def everything() -> list[str]:
        seen = []
        for member in table.members:
            seen.append(embed_text(await member.slash(table.channel, "salon leaderboard", game="pennies")))
            seen.append((await member.slash(table.channel, "salon stats")).response.content)
        return seen

    before = await everything()
    assert redrawn(settings.database, views_kept=False) > 0  # the finished game's pennies too
    await simcord_env.restart_bot(make_bot())
    assert await everything() == before
    for text in before:
        assert "penn" not in text.lower().replace("pennies", "") and "chips" not in text.lower()


async def test_the_rated_choice_is_refused_once_the_game_has_started(simcord_env):
    """An options panel left open in the lobby: after the start its rated choice changes nothing."""
    table = new_table(simcord_env, ["host", "guest"], seed=1)
    await table.open("pennies")
    host = table.members[0]
    panel = (await host.click(table.lobby.message, label="Options")).response
    select = panel.components[0]["components"][0]["custom_id"]
    await host.select(panel.message, ["rated"], custom_id=select)
    await table.seat_everyone()
    await table.start()
    answer = await host.select(panel.message, ["yes"], custom_id=panel.components[0]["components"][0]["custom_id"])
    assert "no longer taking players" in (answer.followups[-1].content if answer.followups else answer.response.content)
    assert not (await simcord_env.bot.store.get_game(table.game_id)).rated


async def test_the_leaderboard_speaks_czech_and_shows_names_as_typed(simcord_env):
    guild, table = await started_table(simcord_env, players=2, seed=3, game="pennies", rated=True)
    await table.play_to_end()
    czech = table.members[1]
    await czech.slash(table.channel, "salon language", language="cs")
    text = embed_text(await czech.slash(table.channel, "salon leaderboard", game="pennies"))
    assert "Žebříček · " in text and "Jste **" in text and "prozatímní" in text
    stats = (await czech.slash(table.channel, "salon stats")).response.content
    assert "**Hodnocení na tomto serveru**" in stats and "1 hodnocená hra" in stats


async def test_a_name_on_the_leaderboard_is_never_markdown(simcord_env):
    table = new_table(simcord_env, ["*star*", "[link](https://example.org)"], seed=3)
    await table.open("pennies", rated=True)
    await table.seat_everyone()
    await table.start()
    await table.play_to_end()
    text = embed_text(await table.members[0].slash(table.channel, "salon leaderboard", game="pennies"))
    assert "\\*star\\*" in text and "\\[link\\]" in text


async def test_the_leaderboard_in_a_direct_message_says_ratings_belong_to_a_server(simcord_env):
    _, table = await started_table(simcord_env, players=2, seed=3, game="pennies")
    answer = await table.members[1].user.slash("salon leaderboard", game="pennies")
    assert "Ratings are kept for each server separately" in answer.response.content
