"""What Salon must be allowed to do in a channel to host a game there."""

from __future__ import annotations

from dataclasses import dataclass

import discord

import i18n

# without these no game can be played here: boards are images posted and edited in the channel,
# and a board message's embed shows its summary (without Embed Links it is dropped)
NEEDED = ("view_channel", "send_messages", "attach_files", "embed_links", "read_message_history")
# a game started inside a thread is posted there
NEEDED_IN_THREAD = ("view_channel", "send_messages_in_threads", "attach_files", "embed_links", "read_message_history")
# without these the game is played in the channel itself instead of a thread of its own
FOR_A_THREAD = ("create_public_threads", "send_messages_in_threads")
# what the invite URL asks for: all of the above
INVITED = discord.Permissions(**dict.fromkeys({*NEEDED, *NEEDED_IN_THREAD, *FOR_A_THREAD}, True))
INVITE_SCOPES = ("bot", "applications.commands")


def invite_url(client_id: int) -> str:
    """The link that adds Salon to a server, with its slash commands and the permissions it uses."""
    return discord.utils.oauth_url(client_id, permissions=INVITED, scopes=INVITE_SCOPES)


@dataclass(frozen=True)
class ChannelAccess:
    missing: tuple[str, ...]  # no game here
    missing_for_thread: tuple[str, ...]  # a game, but in the channel

    @staticmethod
    def names(which: tuple[str, ...], language: str) -> str:
        """ "Send Messages and Attach Files" / "Odesílat zprávy a Přikládat soubory"."""
        names = [i18n.t(f"permissions.{name}", language) for name in which]
        if len(names) < 2:
            return "".join(names)
        return i18n.t("bot.permission_list", language, rest=", ".join(names[:-1]), last=names[-1])

    @classmethod
    def missing_text(cls, key: str, which: tuple[str, ...], language: str) -> str:
        """The text `key` telling which permissions (`which`) the bot lacks."""
        return i18n.t(key, language, count=len(which), permissions=cls.names(which, language))


def channel_access(channel, permissions: discord.Permissions) -> ChannelAccess:
    """What the bot (with `permissions` in `channel`, as an interaction's app_permissions) lacks."""
    in_thread = isinstance(channel, discord.Thread)
    needed = NEEDED_IN_THREAD if in_thread else NEEDED
    missing = tuple(name for name in needed if not getattr(permissions, name, False))
    wants_thread = isinstance(channel, discord.TextChannel)
    for_thread = tuple(name for name in FOR_A_THREAD if wants_thread and not getattr(permissions, name, False))
    return ChannelAccess(missing, tuple(name for name in for_thread if name not in missing))
