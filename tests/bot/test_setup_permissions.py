"""A channel that denies Salon a permission: /game new names what is missing and what to do."""

import discord
import pytest

from tests.bot.driver import Table


def channel_denying(simcord_env, **denied):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel(
        "games", overwrites={guild.me: discord.PermissionOverwrite(**{name: False for name in denied})}
    )
    return guild, channel


@pytest.mark.parametrize(
    "denied, name",
    [
        ("view_channel", "View Channel"),
        ("send_messages", "Send Messages"),
        ("attach_files", "Attach Files"),
        ("embed_links", "Embed Links"),  # a board's summary is its embed
        ("read_message_history", "Read Message History"),
    ],
)
async def test_a_missing_permission_is_named_with_what_to_do(simcord_env, denied, name):
    guild, channel = channel_denying(simcord_env, **{denied: True})
    host = guild.add_member(simcord_env.create_user("host"))
    result = await host.slash(channel, "game new", game="spectaculum")
    answer = result.response.content
    assert result.ephemeral
    assert answer == (
        f"I cannot host a game in this channel: I am missing the permission {name}. Ask a "
        "moderator to give it to Salon here (channel settings → Permissions), or start the game "
        "in another channel."
    )
    assert await simcord_env.bot.store.games_in_channel(channel.id, ("lobby", "active")) == []


async def test_two_missing_permissions_are_both_named(simcord_env):
    guild, channel = channel_denying(simcord_env, send_messages=True, attach_files=True)
    host = guild.add_member(simcord_env.create_user("host"))
    result = await host.slash(channel, "game new", game="rokoko")
    assert "the permissions Send Messages and Attach Files." in result.response.content


async def test_without_threads_the_game_is_played_in_the_channel_and_the_host_is_told(simcord_env):
    guild, channel = channel_denying(simcord_env, create_public_threads=True)
    members = [guild.add_member(simcord_env.create_user(f"p{i}")) for i in range(2)]
    table = Table(simcord_env, channel, members)
    opened = await table.open()
    notes = [f for f in opened.followups if f.ephemeral]
    assert [n.content for n in notes] == [
        "I cannot open a thread for this game (I am missing the permission Create Public Threads), so it is "
        "played right here in the channel. To keep games in threads, ask a moderator to give Salon that "
        "permission in this channel."
    ]
    assert channel.threads == [] and (await table.loaded()).row.thread_id is None
    await table.seat_everyone()
    await table.start()
    boards = [m for m in channel.history() if m.attachments]
    assert len(boards) == 1 and boards[0].components  # the board, with its buttons, in the channel


def options_of(payload: dict):
    for option in payload.get("options", []):
        if option["type"] in (1, 2):  # a subcommand (group): its own options
            yield from options_of(option)
        else:
            yield payload["name"], option


async def test_every_command_option_is_described_in_both_languages(simcord_env):
    """discord.py shows "…" for an option nobody described."""
    from bot.ui.slash import CatalogueTranslator

    tree = simcord_env.bot.tree
    described = [
        (command, option["name"], option["description"], option.get("description_localizations", {}).get("cs"))
        for top in tree.get_commands()
        for command, option in options_of(await top.get_translated_payload(tree, CatalogueTranslator()))
    ]
    assert len(described) > 10
    for command, name, english, czech in described:
        assert english not in ("", "…") and czech not in (None, "", "…", english), (command, name, english, czech)
