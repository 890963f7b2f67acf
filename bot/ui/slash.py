"""What every slash command shares: names and descriptions from the catalogue (translated per
locale by the tree's Translator), the choices several commands offer, and the groups (/game,
/salon) the features' commands are put in.

A feature's commands live in its own cog (bot/features/); its class attribute `slash_group`
names the group they belong to (None: top level, like /rules). The composition root (bot.app)
puts them in place with `install`: the cogs are not added with add_cog, whose commands would
all land at the top level.
"""

from __future__ import annotations

from collections.abc import Iterable

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

import i18n
from bot.presenters import has_presenter
from engines import registry

TURN_LIMITS = {"none": None, "1h": 3600, "12h": 43200, "1d": 86400, "3d": 259200}


def _(key: str) -> locale_str:
    """A command text: the English default, with the catalogue key for the Translator."""
    return locale_str(i18n.t(key, "en"), key=key)


def choice(key: str, value) -> app_commands.Choice:
    return app_commands.Choice(name=_(key), value=value)


# a game is offered once its engine and its presenter (messages, images) both exist
GAME_CHOICES = [choice(f"games.{name}.name", name) for name in sorted(registry.all_games()) if has_presenter(name)]
LANGUAGE_CHOICES = [choice("commands.language.en", "en"), choice("commands.language.cs", "cs")]

# group -> the catalogue keys of its name and description, and whether it is for servers only
# (guild_only on the group: Discord reads it there, and ignores it on subcommands)
GROUPS = {"game": ("commands.game", True), "salon": ("commands.salon", False)}


def table_command(name: str):
    """A /game subcommand about one table, named in its optional `table` option (else the channel's)."""

    def decorate(function):
        function = app_commands.describe(game_id=_("commands.game_id.help"))(function)
        function = app_commands.rename(game_id=_("commands.game_id.name"))(function)
        return app_commands.command(name=_(f"commands.{name}.name"), description=_(f"commands.{name}.description"))(
            function
        )

    return decorate


def game_command(name: str, game_name: str):
    """A command whose option `game` is one of the games (named by the catalogue's `game_name`,
    described by commands.<name>.game_help)."""

    def decorate(function):
        function = app_commands.choices(game=GAME_CHOICES)(function)
        function = app_commands.describe(game=_(f"commands.{name}.game_help"))(function)
        function = app_commands.rename(game=_(game_name))(function)
        return app_commands.command(name=_(f"commands.{name}.name"), description=_(f"commands.{name}.description"))(
            function
        )

    return decorate


async def say(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """A private answer, whether the command was acknowledged (deferred) or not."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


def install(tree: app_commands.CommandTree, features: Iterable[commands.Cog]) -> None:
    """Put every feature's commands in the tree: in its group, or at the top level."""
    groups: dict[str, app_commands.Group] = {}
    for feature in features:
        where = getattr(feature, "slash_group", None)
        for command in feature.get_app_commands():
            if where is None:
                tree.add_command(command)
                continue
            if where not in groups:
                key, guild_only = GROUPS[where]
                groups[where] = app_commands.Group(
                    name=_(f"{key}.name"), description=_(f"{key}.description"), guild_only=guild_only
                )
                tree.add_command(groups[where])
            groups[where].add_command(command)


class CatalogueTranslator(app_commands.Translator):
    """Command names and descriptions from the catalogue (keys in locale_str extras)."""

    async def translate(self, string: locale_str, locale: discord.Locale, context) -> str | None:
        key = string.extras.get("key")
        language = str(locale.value).split("-")[0]
        if key is None or language not in i18n.LANGUAGES or language == "en":
            return None
        return i18n.t(key, language) if i18n.has(key, language) else None


# Discord's PRIMARY_ENTRY_POINT command type: the command that launches the application's Activity,
# made by Discord itself when Activities are enabled in the developer portal
ENTRY_POINT = 4
# what a command sent back in a bulk overwrite may carry (Discord's ApplicationCommandUpdateRequest)
UPDATE_FIELDS = (
    "id",
    "type",
    "name",
    "name_localizations",
    "description",
    "description_localizations",
    "options",
    "default_member_permissions",
    "dm_permission",
    "contexts",
    "integration_types",
    "handler",
)


async def sync_global(tree: app_commands.CommandTree) -> None:
    """The tree's global commands as one bulk overwrite, with the application's entry point
    command sent back as it is: Discord refuses a bulk overwrite that would remove it
    ("You cannot remove this app's Entry Point command in a bulk update operation"), and
    discord.py's CommandTree.sync sends only the tree's own commands."""
    client = tree.client
    if client.application_id is None:
        raise app_commands.MissingApplicationID
    existing = await client.http.get_global_commands(client.application_id)
    kept = [
        {name: command[name] for name in UPDATE_FIELDS if name in command}  # type: ignore[literal-required]
        for command in existing
        if command.get("type") == ENTRY_POINT
    ]
    translator = tree.translator
    payload = [
        await command.get_translated_payload(tree, translator) if translator else command.to_dict(tree)
        for command in tree.get_commands()
    ]
    await client.http.bulk_upsert_global_commands(client.application_id, payload=payload + kept)
