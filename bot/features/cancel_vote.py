"""/game cancel: the people at a running table cancel it together.

The vote is among the people seated when it is counted (no AI seat, no spectator: a threshold
that counts them can be gamed), unanimous, open for 48 hours. It is counted whenever that can
change (a ballot, a seat changing hands, the expiry: db.table_votes.count_cancel_vote), and a
seat's new holder has not answered, whatever the one before said. Its public message
in the game's place carries Yes and No, the board message says that a vote is open and how
many agreed, and its expiry is a timer in the database that the scheduler fires once
(db.table_votes). A cancelled game is abandoned and marked as cancelled, so no rating counts
it; the host or a server manager can still close a game alone with /game abandon."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

import i18n
from bot.delivery.board_post import BoardPoster
from bot.play.host import GameHost
from bot.play.people import People
from bot.play.places import Places
from bot.play.tables import Table
from bot.presenters.controls import Control
from bot.runtime import clock
from bot.ui import verbs
from bot.ui.components import build_view
from bot.ui.slash import say, table_command
from bot.ui.table_finder import TableFinder
from db import Store
from db.rows import DeadlineRow
from db.table_votes import CancelVote, VoteRefused

log = logging.getLogger(__name__)

VOTE_SECONDS = 48 * 3600
VOTE_MARK = "🗳️"  # opens every line of a vote: the board's line is found by it
REFUSALS = {
    "not_active": "vote.not_running",
    "not_voter": "vote.not_voter",
    "open": "vote.already_open",
    "closed": "vote.closed",
}
CLOSED = {
    "cancelled": "vote.cancelled",
    "refused": "vote.refused",
    "expired": "vote.expired",
    "ended": "vote.game_ended",
}


def vote_controls(vote: CancelVote, language: str) -> tuple[Control, ...]:
    """Yes and No, carrying the vote's number: a button of an older vote counts for nothing."""
    extra = (str(vote.number),)
    return (
        Control("button", verbs.VOTE_YES, label=i18n.t("vote.yes", language), style="danger", extra=extra),
        Control("button", verbs.VOTE_NO, label=i18n.t("vote.no", language), style="secondary", extra=extra),
    )


def vote_text(table: Table, vote: CancelVote, closed_by: str = "") -> str:
    """The vote's public message: who asked, until when, how many agreed, and how it ended."""
    language = table.row.language
    opener = f"<@{vote.opened_by}>" if vote.opened_by is not None else "—"
    lines = [
        i18n.t("vote.opened", language, player=opener, id=table.id, until=f"<t:{int(vote.due)}:f>"),
        i18n.t("vote.tally", language, yes=len(vote.yes & vote.voters), count=len(vote.voters)),
    ]
    if vote.outcome:
        lines = lines[:1] + [i18n.t(CLOSED[vote.outcome], language, id=table.id, player=closed_by or "—")]
    return "\n".join(lines)


class CancelVotes(commands.Cog):
    slash_group = "game"

    def __init__(
        self, store: Store, host: GameHost, people: People, finder: TableFinder, places: Places, boards: BoardPoster
    ):
        self.store = store
        self.host = host
        self.people = people
        self.finder = finder
        self.places = places  # where the vote's message goes
        self.boards = boards  # the board message shows the open vote

    @table_command("cancel")
    async def cancel(self, interaction: discord.Interaction, game_id: int | None = None):
        await self.people.remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self.finder.find(interaction, game_id, ("lobby", "active", "finished", "abandoned"))
        if table is None:
            return
        language = await self.people.user_language(interaction)
        now = clock.now()
        async with self.host.lock(table.id):
            try:
                vote = await self.store.open_cancel_vote(table.id, interaction.user.id, now, now + VOTE_SECONDS)
            except VoteRefused as refusal:
                return await say(interaction, i18n.t(REFUSALS[refusal.reason], language, id=table.id))
            table = await self.host.load(table.id)
            message = await self._post_vote(table, vote)
            if message is not None:
                await self.store.set_cancel_vote_message(table.id, vote.number, message.id)
            await self._show(table, vote, closed_by=interaction.user.mention)
        await say(interaction, i18n.t("vote.opened_done", language, id=table.id))

    async def answer(self, interaction: discord.Interaction, game_id: int, verb: str, extra: tuple[str, ...]) -> None:
        """Yes or No pressed on a vote's message."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = await self.people.user_language(interaction)
        number = int(extra[0]) if extra and extra[0].isdigit() else 0
        async with self.host.lock(game_id):
            try:
                vote = await self.store.cast_cancel_ballot(
                    game_id, number, interaction.user.id, verb == verbs.VOTE_YES, clock.now()
                )
            except VoteRefused as refusal:
                return await say(interaction, i18n.t(REFUSALS[refusal.reason], language, id=game_id))
            await self._show(await self.host.load(game_id), vote, closed_by=interaction.user.mention)
        await say(interaction, i18n.t("vote.counted", language))

    async def expire(self, deadline: DeadlineRow) -> bool:
        """The vote's 48 hours are over (a table timer of bot.autoplay.scheduler): it closes, once."""
        game_id = deadline.game_id
        async with self.host.lock(game_id):
            if not await self.store.expire_cancel_vote(game_id, clock.now()):
                return False  # another process closed it, or an answer did
            vote = await self.store.cancel_vote(game_id)
            if vote is not None:
                await self._show(await self.host.load(game_id), vote)
        return True

    async def follow(self, table: Table) -> None:
        """After a move, and after a seat changed hands (a follower of bot.delivery.after_move).
        A game that ended has no vote open. A table looked at again without a move (a seat
        handed over, resigned or forgotten: the transaction that did it counted the vote against
        the seat's new holder) shows its vote as it is now."""
        if table.news is None:
            vote = await self.store.cancel_vote(table.id)
            if vote is None:
                return
            if vote.is_open or (vote.outcome == "cancelled" and table.row.status == "abandoned"):
                await self._show(table, vote)  # a cancelled game was loaded after the change that cancelled it
            return
        if table.row.status == "active" or not table.news.vote_open:
            return  # running, or its last move's transaction found no vote open
        vote = await self.store.close_vote_of_ended_game(table.id, clock.now())
        if vote is not None:
            await self._show(table, vote)

    async def _post_vote(self, table: Table, vote: CancelVote) -> discord.Message | None:
        language = table.row.language
        view = build_view(table.id, table.position, vote_controls(vote, language)) if vote.is_open else None
        try:
            return await self.places.channel(table).send(
                vote_text(table, vote),
                view=view or discord.utils.MISSING,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as error:
            log.info("game %s: the vote's message not posted (%s)", table.id, error.status)
            return None

    async def _show(self, table: Table, vote: CancelVote, closed_by: str = "") -> None:
        """The vote's message and the board message show the vote as it is now; a cancelled
        game is announced."""
        vote = await self.store.cancel_vote(table.id) or vote  # with its message, if it has one now
        if vote.message_id:
            view = build_view(table.id, table.position, vote_controls(vote, table.row.language))
            try:
                await (
                    self.places.channel(table)
                    .get_partial_message(vote.message_id)
                    .edit(
                        content=vote_text(table, vote, closed_by),
                        view=(view if vote.is_open else None),
                        allowed_mentions=discord.AllowedMentions.none(),
                    )
                )
            except discord.HTTPException as error:
                log.info("game %s: the vote's message not edited (%s)", table.id, error.status)
        if table.row.status == "active" and table.row.board_message_id:
            await self.boards.post(table, edit=True, claim=False)  # with its vote line while the vote is open
        if vote.outcome == "cancelled":
            await self._retire_board(table)
            try:
                await self.places.channel(table).send(
                    i18n.t("vote.cancelled", table.row.language, id=table.id),
                    allowed_mentions=discord.AllowedMentions.none(),
                )
            except discord.HTTPException as error:
                log.info("game %s: the cancellation not announced (%s)", table.id, error.status)

    async def _retire_board(self, table: Table) -> None:
        """A cancelled game's board keeps its picture and loses its buttons and its vote line."""
        if not table.row.board_message_id:
            return
        try:
            message = await self.places.channel(table).fetch_message(table.row.board_message_id)
            content = "\n".join(line for line in message.content.split("\n") if not line.startswith(VOTE_MARK))
            await message.edit(content=content, view=None, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.info("game %s: the board's buttons not removed (%s)", table.id, error.status)
