"""Commands in a direct message with the bot (issue 23, item 5): the /game commands, which are
about a server's tables, are not offered there at all; every command that is offered works."""

from tests.bot.driver import started_table

GAME_GROUP = "game"
OPTIONS = {  # what a person would fill in
    "rules": {"game": "spectaculum"},
    "salon language": {"language": "cs"},
    "salon notices": {"how": "none"},
    "salon leaderboard": {"game": "spectaculum"},
}


async def test_game_commands_are_not_offered_in_a_dm_and_the_others_work_there(simcord_env):
    _, table = await started_table(simcord_env, players=2)  # someone who plays somewhere
    user = table.members[1].user
    offered = user.available_commands()
    assert offered, "the personal commands are offered in a DM"
    assert [name for name in offered if name.split()[0] == GAME_GROUP] == []
    for name in offered:
        result = await user.slash(name, **OPTIONS.get(name, {}))
        assert result.response is not None and result.response.content, name  # answered, in words
