"""Telling a player, once, that a turn became theirs: a ping in the game's thread, a direct
message, or nothing (`/salon notices`); and, in a simultaneous phase, that they are the last
one the game waits for.

The store records every seat's turn with the move that gave it (db.turns). A new board
message carries the pings of the turns it shows (bot.delivery.board_post); every other notice is told
here, after the board: as a follower of each move, and by the sweep (a restart between a move
and its notice, a board posted late). Each notice is claimed in the database before it is
told, so several processes tell it once. A notice names the game, its server and a link to
its board: nothing of anyone's hand."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.delivery.private_notes import DM_CLOSED_CODES
from bot.play.people import People
from bot.play.places import Places, jump_url
from bot.play.tables import Table
from bot.runtime import clock
from bot.ui.slash import _, choice
from bot.web.companion import WebCompanion
from db import Store, UserRow
from db.turns import DueNotice

log = logging.getLogger(__name__)

NOTICE_LEASE = 60.0  # how long a claim on telling one notice keeps other processes off it


class Notices(commands.Cog):
    slash_group = "salon"

    def __init__(
        self, store: Store, people: People, places: Places, client: discord.Client, instance: str, web: WebCompanion
    ):
        self.store = store
        self.people = people
        self.places = places  # the server's name, the link to the board
        self.client = client  # the game's thread
        self.instance = instance  # who claims a notice, among the processes on this database
        self.web = web  # a DM's sign-in link to the game's page

    # ------------------------------------------------------------------ the command

    @app_commands.command(name=_("commands.notices.name"), description=_("commands.notices.description"))
    @app_commands.rename(how=_("commands.notices.how"))
    @app_commands.describe(how=_("commands.notices.how_help"))
    @app_commands.choices(how=[choice(f"commands.notices.{c}", c) for c in ("ping", "dm", "none")])
    async def notices(self, interaction: discord.Interaction, how: str):
        await self.people.remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.store.set_notices(interaction.user.id, how)
        language = await self.people.user_language(interaction)
        text = i18n.t(f"notices.set-{how}", language)
        if how == "dm":
            await self.people.dms_worth_trying_again(interaction.user.id)
            if not await self._dm(interaction.user.id, i18n.t("notices.dm_test", language)):
                text = f"{text}\n{i18n.t('notices.dm_closed', language)}"
        await interaction.followup.send(text, ephemeral=True)

    # ------------------------------------------------------------------ telling

    async def follow(self, table: Table) -> None:
        """A follower of every move: tell the game's turns that its board did not carry."""
        if table.notices_due is not None:  # claimed for this process when the move's board was recorded
            await self.tell(list(table.notices_due), claimed=True, table=table)
        else:
            await self.tell(await self.store.due_notices(table.id, delivered_only=True))

    async def sweep(self) -> int:
        """Tell every notice still due (after a restart, a board posted late); how many were told."""
        return await self.tell(await self.store.due_notices(delivered_only=True))

    async def tell(self, due: list[DueNotice], *, claimed: bool = False, table: Table | None = None) -> int:
        """Claim each notice (unless `claimed` already), tell it, mark it done; how many were told.
        `table`: the game as its move left it (its row and people's preferences, read already)."""
        told = 0
        for notice in due:
            if not claimed and not await self.store.claim_notice(
                notice, owner=self.instance, now=clock.now(), lease=NOTICE_LEASE
            ):
                continue  # told already, moved on, or another process is telling it
            try:
                await self._tell(notice, table)
            except discord.HTTPException as error:  # the claim lapses: the sweep tries again
                log.info("game %s: turn notice not sent (%s); the sweep tries again", notice.game_id, error.status)
                continue
            await self.store.notice_done(notice)
            told += 1
        return told

    async def _tell(self, notice: DueNotice, table: Table | None = None) -> None:
        if notice.choice == "none":
            return
        row = (
            table.row if table is not None and table.id == notice.game_id else await self.store.get_game(notice.game_id)
        )
        if row is None:
            return
        known = table.preferences(notice.user_id) if table is not None else None
        language = await self.people.language(notice.user_id, row.language, known=known)
        game = i18n.t(f"games.{row.kind}.name", language)
        link = jump_url(row)
        closed = False
        if notice.choice == "dm":
            key = "notices.dm_last" if notice.last else "notices.dm"
            server = self.places.server_name(row.guild_id, language)
            text = i18n.t(key, language, game=game, id=row.id, server=server, link=link)
            if seat_line := await self.web.seat_line(row.id, notice.seat, notice.user_id, language):
                text = f"{text}\n{seat_line}"
            if activity_line := await self.web.activity_line(row.id, language):
                text = f"{text}\n{activity_line}"
            if await self._dm(notice.user_id, text, known):
                return
            closed = True  # the DM did not go out: the ping in the thread stands in for it
        key = "notices.ping_last" if notice.last else "notices.ping_dms_closed" if closed else "notices.ping"
        thread_language = row.language  # the thread's language: others read it too
        game = i18n.t(f"games.{row.kind}.name", thread_language)
        text = i18n.t(key, thread_language, player=f"<@{notice.user_id}>", game=game, id=row.id, link=link)
        channel = self.client.get_partial_messageable(row.thread_id or row.channel_id)
        await channel.send(
            text,
            allowed_mentions=discord.AllowedMentions(
                users=[discord.Object(notice.user_id)], roles=False, everyone=False
            ),
        )

    async def _dm(self, user_id: int, text: str, known: UserRow | None = None) -> bool:
        """Send `text` by DM; False if the user's DMs are closed (remembered) or it failed.
        `known`: the user's preferences, read already."""
        if not await self.people.may_dm(user_id, known=known):
            return False
        try:
            await self.people.send_dm(user_id, text)
        except discord.Forbidden as error:
            if error.code in DM_CLOSED_CODES:
                await self.store.set_dms_ok(user_id, False)
            return False
        except discord.HTTPException as error:
            log.info("turn notice not sent by DM (status %s)", error.status)
            return False
        if known is None or known.dms_ok is not True:  # already known to work: nothing to write
            await self.store.set_dms_ok(user_id, True)
        return True
