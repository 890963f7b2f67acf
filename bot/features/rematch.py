"""Rematch: the final board's button opens a new lobby (and thread) with the same game, options,
turn limit and players, each seated pending their own confirmation (*I'm in*), so that it works
when the others come back a day later. The game starts by itself once everyone confirmed, or
when the host starts it with those who did (AI players in the other seats if the host chooses).
However often it is pressed, a finished game has one rematch (db.table_votes)."""

from __future__ import annotations

import logging

import discord

import i18n
from bot.features.lobby.lobby import Lobby
from bot.features.lobby.message import lobby_text, lobby_view, refresh_lobby
from bot.play.host import GameHost
from bot.play.people import People
from bot.play.places import Places
from bot.play.tables import Table
from bot.runtime import clock, seeds
from bot.ui import verbs
from bot.ui.panels import WITH_AI, WITHOUT
from bot.ui.slash import say
from db import Store
from db.errors import WrongStatus
from db.table_votes import Rematch, VoteRefused
from engines import ai

log = logging.getLogger(__name__)


class Rematches:
    def __init__(self, store: Store, host: GameHost, people: People, places: Places, lobby: Lobby):
        self.store = store
        self.host = host
        self.people = people
        self.places = places  # where the new lobby goes: the channel the old table was opened in
        self.lobby = lobby  # its thread and its start are the lobby's

    async def on_press(self, interaction: discord.Interaction, game_id: int, verb: str, extra: tuple[str, ...]):
        if verb == verbs.REMATCH:
            await self.ask(interaction, game_id)
        elif verb == verbs.REMATCH_CONFIRM:
            await self.confirm(interaction, game_id)
        else:
            await self.start_anyway(interaction, game_id, extra[0] if extra else "")

    async def ask(self, interaction: discord.Interaction, game_id: int) -> None:
        """Rematch pressed on a finished game's board: its rematch, opened now or found."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = await self.people.user_language(interaction)
        user_id = interaction.user.id
        try:
            rematch = await self.store.open_rematch(game_id, user_id, seed=seeds.new_game_seed(), now=clock.now())
        except VoteRefused:
            return await say(interaction, i18n.t("rematch.not_player", language, id=game_id))
        except WrongStatus:
            return await say(interaction, i18n.t("rematch.not_finished", language, id=game_id))
        lobby_id = rematch.lobby.id
        if rematch.created:
            await self._post_lobby(rematch)
        elif user_id in rematch.pending:  # pressing Rematch again is as good as I'm in
            return await self.confirm(interaction, lobby_id)
        row = await self.store.get_game(lobby_id)
        key = "rematch.opened" if rematch.created else "rematch.exists"
        await say(interaction, i18n.t(key, language, id=lobby_id, link=_link(row) if row else "—"))

    async def _post_lobby(self, rematch: Rematch) -> None:
        """The new lobby's message in the old table's channel, pinging those who must confirm,
        and its thread."""
        table = await self.host.load(rematch.lobby.id)
        channel = self.places.channel(table)  # no thread yet: the channel
        try:
            message = await channel.send(
                lobby_text(table),
                view=lobby_view(table) or discord.utils.MISSING,
                allowed_mentions=discord.AllowedMentions(
                    users=[discord.Object(u) for u in sorted(table.pending)], roles=False, everyone=False
                ),
            )
        except discord.HTTPException as error:
            log.info("game %s: the rematch's lobby not posted (%s)", table.id, error.status)
            return
        await self.store.set_board_message(table.id, message.id)
        if isinstance(channel, discord.TextChannel):
            await self.lobby.open_thread(table.row, channel, message.id)

    async def _open_lobby(self, interaction: discord.Interaction, lobby_id: int, language: str) -> Table | None:
        """The rematch's lobby, read under its lock; None (and the presser told) once it started or closed."""
        table = await self.host.load(lobby_id)
        if table.row.status != "lobby":
            await say(interaction, i18n.t("bot.lobby_closed", language))
            return None
        return table

    async def confirm(self, interaction: discord.Interaction, lobby_id: int) -> None:
        """I'm in: the seat is confirmed; the last confirmation starts the game."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        language = await self.people.user_language(interaction)
        async with self.host.lock(lobby_id):
            if (table := await self._open_lobby(interaction, lobby_id, language)) is None:
                return
            if not await self.store.confirm_rematch(lobby_id, interaction.user.id):
                return await say(interaction, i18n.t("rematch.not_pending", language, id=lobby_id))
            table = await self.host.load(lobby_id)
            if not table.pending:
                return await self.lobby.begin(interaction, table, language)
            await refresh_lobby(self.places, table)
        await say(interaction, i18n.t("rematch.confirmed", language, id=lobby_id))

    async def start_anyway(self, interaction: discord.Interaction, lobby_id: int, choice: str) -> None:
        """The host starts with those who confirmed: the other seats go, or AI players take them."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = await self.people.user_language(interaction)
        async with self.host.lock(lobby_id):
            if (table := await self._open_lobby(interaction, lobby_id, language)) is None:
                return
            if not self.lobby.may_manage(interaction, table) or choice not in (WITH_AI, WITHOUT):
                return await say(interaction, i18n.t("bot.host_only", language))
            await self.store.drop_pending(lobby_id, _ai_level(table) if choice == WITH_AI else None)
            table = await self.host.load(lobby_id)
            await refresh_lobby(self.places, table)
            await self.lobby.begin(interaction, table, language)


def _ai_level(table: Table) -> str:
    """The level of the table's AI players, if it has some; else the usual one."""
    levels = [s.ai_level for s in table.seats if s.is_ai and s.ai_level in ai.LEVELS]
    return levels[0] if levels else "normal"


def _link(row) -> str:
    """The lobby message's address (no secret: anyone in the channel sees it)."""
    guild = row.guild_id if row.guild_id is not None else "@me"
    return f"https://discord.com/channels/{guild}/{row.channel_id}/{row.board_message_id}"
