"""Private notes: what a player's own view shows (their hand): in an ephemeral answer to the
press that changed it; for a player whose turn the move begins, at the top of the *Take your
turn* panel they open to act (`since_last_move`); else by DM (else ephemeral, if the DM fails
and they pressed something themselves: the start). An interaction's answers are exempt from the
token's budget of requests, a DM is not: a round dealt to a table of eight was eight DMs. Nothing
here is ever posted in a channel."""

from __future__ import annotations

import io
import logging
from collections.abc import Collection, Sequence
from typing import NamedTuple

import discord

import i18n
from bot.play.people import People
from bot.play.tables import Table
from bot.presenters import presenter_for
from bot.presenters.base import MESSAGE_LIMIT, shorten
from bot.presenters.controls import clip
from bot.presenters.drawing import DrawingFailed, drawing
from bot.record.history_pages import LINE_LIMIT, last_move_of, step_events
from db import Store
from db.holdings import SeatTimeline
from db.rows import StepRow

log = logging.getLogger(__name__)

DM_CLOSED_CODES = (50007, 50278)
PANEL_NOTES = 4  # the seat's latest private lines a turn's panel opens with


class Note(NamedTuple):
    """A seat's private note: its text, its image, and what the image shows in words."""

    text: str
    png: bytes | None  # None: the hand could not be drawn (bot.presenters.drawing); the text tells it
    description: str

    def file(self) -> discord.File:
        if self.png is None:
            return discord.utils.MISSING
        return discord.File(io.BytesIO(self.png), filename="hand.png", description=self.description)


class PrivateNotes:
    def __init__(self, store: Store, people: People):
        self.store = store
        self.people = people  # their languages, and their DMs

    async def notify(
        self,
        table: Table,
        events,
        *,
        interaction: discord.Interaction | None = None,
        turns_begun: Collection[int] = (),
    ) -> None:
        """DM every seat whose private state changed. The player who pressed (`interaction`) is shown
        theirs in the answer to their press instead: they are looking at it, and an interaction's
        answers do not count against the token's budget of requests as a DM does. So are the seats
        whose turn the move began (`turns_begun`): they open their *Take your turn* panel to act,
        and it opens with their news (`since_last_move`), or their panel left open shows it as it
        follows them (`of_move`, bot.features.turns)."""
        seats = sorted({int(e.to.split(":")[1]) for e in events if e.to.startswith("seat:")})
        for seat in seats:
            user_id = table.user_of(seat)
            if user_id is None:
                continue
            if (
                interaction is not None
                and interaction.user.id == user_id
                and await self.answer(interaction, table, seat, events)
            ):
                continue
            if seat in turns_begun:
                continue
            await self.send(table, seat, user_id, events)

    @staticmethod
    def since_last_move(
        table: Table, seat: int, steps: Sequence[StepRow], held: SeatTimeline, user_id: int, language: str
    ) -> list[str]:
        """What happened to the seat's own hand since the person's last move, while they held it, as
        its notes tell it (the latest PANEL_NOTES lines): the opening of their *Take your turn*
        panel, under what the others did (bot.record.history_pages.since_last_move). Nothing when
        nothing did."""
        presenter = presenter_for(table.row.kind)
        after = last_move_of(steps, held, user_id) or 0
        lines = [
            line
            for step in steps
            if step.n > after and not step.undone and held.holder_at(seat, step.n) == user_id
            for line in presenter.private_lines(step_events(step.events), seat, language, table.names)
        ]
        return _for_the_panel(lines, language)

    @staticmethod
    def of_move(table: Table, seat: int, events, language: str) -> list[str]:
        """What a move did to the seat's own hand, as the panel it refreshes tells it (a seat whose
        turn the move began gets no DM of it: `notify`)."""
        lines = presenter_for(table.row.kind).private_lines(events, seat, language, table.names)
        return _for_the_panel(lines, language)

    async def answer(self, interaction: discord.Interaction, table: Table, seat: int, events=()) -> bool:
        """Show the presser their seat's note privately, in a followup of their press; False if
        the press can no longer be answered (then it goes by DM)."""
        note = await self.message(table, seat, interaction.user.id, events)
        try:
            await interaction.followup.send(note.text, file=note.file(), ephemeral=True)
        except discord.HTTPException as error:
            log.info("game %s: private note not shown with the press (status %s)", table.id, error.status)
            return False
        return True

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
        try:
            png = await drawing().image(table.id, table.row.kind, "private", view, language, table.plain_names)
        except DrawingFailed:
            png = None
        return Note(
            clip("\n".join(lines), MESSAGE_LIMIT), png, presenter.describe_private(view, language, table.plain_names)
        )

    async def send(self, table: Table, seat: int, user_id: int, events=(), *, fallback=None) -> bool:
        """DM the note; if that fails and `fallback` is the user's own interaction, answer it
        privately instead. True if the DM went out."""
        note = await self.message(table, seat, user_id, events)
        store = self.store
        known = table.preferences(user_id)
        if await self.people.may_dm(user_id, known=known):
            try:
                await self.people.send_dm(user_id, note.text, file=note.file())
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
            await fallback.followup.send(
                clip(f"{closed}\n{note.text}", MESSAGE_LIMIT), file=note.file(), ephemeral=True
            )
        return False


def _for_the_panel(lines: list[str], language: str) -> list[str]:
    """A seat's note lines as a panel opens with them (the latest PANEL_NOTES); nothing if none."""
    if not lines:
        return []
    return [i18n.t("bot.for_you_alone", language)] + [f"> {shorten(line, LINE_LIMIT)}" for line in lines[-PANEL_NOTES:]]
