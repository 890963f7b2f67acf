"""Private notes: what a player's own view shows (their hand), by DM, else in an ephemeral
message when they pressed something themselves. Nothing here is ever posted in a channel."""

from __future__ import annotations

import asyncio
import io
import logging
from typing import NamedTuple

import discord

import i18n
from bot.play.people import People
from bot.play.tables import Table
from bot.presenters import presenter_for
from bot.presenters.controls import clip
from db import Store

log = logging.getLogger(__name__)

DM_CLOSED_CODES = (50007, 50278)


class Note(NamedTuple):
    """A seat's private note: its text, its image, and what the image shows in words."""

    text: str
    png: bytes
    description: str

    def file(self) -> discord.File:
        return discord.File(io.BytesIO(self.png), filename="hand.png", description=self.description)


class PrivateNotes:
    def __init__(self, store: Store, people: People, client: discord.Client):
        self.store = store
        self.people = people
        self.client = client  # to find a user for a DM

    async def notify(self, table: Table, events, *, interaction: discord.Interaction | None = None) -> None:
        """DM every seat whose private state changed; if the acting player's DMs are
        closed, show them the same in an ephemeral message instead."""
        seats = sorted({int(e.to.split(":")[1]) for e in events if e.to.startswith("seat:")})
        for seat in seats:
            user_id = table.user_of(seat)
            if user_id is None:
                continue
            own = interaction is not None and interaction.user.id == user_id
            await self.send(table, seat, user_id, events, fallback=interaction if own else None)

    async def message(self, table: Table, seat: int, user_id: int, events=()) -> Note:
        """The text and image of a seat's private note: what just happened to it, and its hand."""
        language = await self.people.language(user_id, table.row.language, known=table.preferences(user_id))
        presenter = presenter_for(table.row.kind)
        view = table.engine.view_for(table.state, seat)
        lines = [
            i18n.t("bot.private_header", language, game=i18n.t(f"games.{table.row.kind}.name", language), id=table.id)
        ]
        lines += presenter.private_lines(events, seat, language, table.names)
        lines.append(presenter.hand_text(view, language, table.names))
        png = await asyncio.to_thread(presenter.private_png, view, language, table.plain_names)
        return Note(clip("\n".join(lines), 2000), png, presenter.describe_private(view, language, table.plain_names))

    async def send(self, table: Table, seat: int, user_id: int, events=(), *, fallback=None) -> bool:
        """DM the note; if that fails and `fallback` is the user's own interaction, answer it
        privately instead. True if the DM went out."""
        note = await self.message(table, seat, user_id, events)
        store = self.store
        known = table.preferences(user_id)
        if await self.people.may_dm(user_id, known=known):
            try:
                user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
                await user.send(note.text, file=note.file())
                if known is None or known.dms_ok is not True:  # already known to work: nothing to write
                    await store.set_dms_ok(user_id, True)
                return True
            except discord.Forbidden as error:
                if error.code in DM_CLOSED_CODES:
                    await store.set_dms_ok(user_id, False)
                log.info("game %s: private note not delivered by DM (code %s)", table.id, error.code)
            except discord.HTTPException as error:
                log.info("game %s: private note not delivered by DM (status %s)", table.id, error.status)
        if fallback is not None:
            language = await self.people.language(user_id, table.row.language)
            closed = i18n.t("bot.dms_closed", language)
            await fallback.followup.send(clip(f"{closed}\n{note.text}", 2000), file=note.file(), ephemeral=True)
        return False
