"""Everything that follows a stored move: the board (a new message, the one shown edited, or
nothing yet: bot.delivery.thread), private notes, then the followers — the timers and the AI seats —
each looking at the table. The host (bot.play.host) stored the move; this is the delivery half of
the one loop."""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable, Sequence

import discord

from bot.delivery import board_message
from bot.delivery.board_post import BoardPoster
from bot.delivery.private_notes import PrivateNotes
from bot.delivery.thread import Board, board_change
from bot.play.host import Played
from bot.play.tables import Table
from bot.presenters import presenter_for
from db import Store
from engines.core import SPECTATOR, Event

Follower = Callable[[Table], Awaitable[None]]  # looks at a table once its news is out (timers, AI seats)


class AfterMove:
    def __init__(self, store: Store, boards: BoardPoster, notes: PrivateNotes):
        self.store = store
        self.boards = boards
        self.notes = notes
        # set by the composition root (bot.app): the scheduler and the AI seats, which themselves
        # deliver their moves here, so they cannot be given to this constructor
        self.followers: list[Follower] = []
        # set by the composition root: the players' panels left open follow the move, with what it
        # did to each one's hand (bot.features.turns.turns.Turns.refresh_panels)
        self.panels: Callable[[Table, Sequence[Event]], Awaitable[None]] | None = None

    async def deliver(
        self, played: Played, *, interaction: discord.Interaction | None = None, header: str = ""
    ) -> None:
        """The board, the private notes, the followers. `interaction`: the press that made the
        move (its player's notes may fall back to it); `header`: a line opening a new board
        message (a timeout)."""
        table = played.table
        presenter = presenter_for(table.row.kind)
        view = table.engine.view_for(table.state, SPECTATOR)
        change = await self._change(table, played, view, forced=bool(header))
        due: list = []  # the turn notices still due once the board is recorded, if the move's news is known
        if change is Board.QUIET:  # the board message shown stays as it is; the next one tells this step
            await self.boards.quiet(table, table.news, due=due)
        else:
            await self.boards.post(
                table, actors_before=played.actors_before, header=header, edit=change is Board.EDIT, due=due
            )
        if table.news is not None and due:
            table = dataclasses.replace(table, notices_due=tuple(due[0]))
        worthy = [e for e in played.events if e.to == "public" or presenter.private_worthy(e, view)]
        begun = table.actors() - played.actors_before  # they come to their panel, which tells their notes
        await self.notes.notify(table, worthy, interaction=interaction, turns_begun=begun)
        if self.panels is not None:
            await self.panels(table, worthy)
        await self.follow(table)

    async def follow(self, table: Table) -> None:
        """The followers look at the table (its timers were stored with the move)."""
        for follower in self.followers:
            await follower(table)

    async def _change(self, table: Table, played: Played, view: dict, *, forced: bool) -> Board:
        """What the step does to the thread (bot.delivery.thread), judged against the picture the board
        message shows. A board that was not delivered before this step (its post failed, an
        undo's board is missing) is never built on: a new one is posted."""
        row = table.row
        shown = None
        delivered_before = row.delivered_position is not None and row.delivered_position >= row.position - 1
        shows = row.board_shows
        if delivered_before and row.board_message_id and shows is not None and shows < table.version:
            if played.before is not None and shows == played.before_version:  # the state the move was played on
                shown = table.engine.view_for(played.before, SPECTATOR)
            elif table.news is not None and table.news.shown is not None and table.news.shown[0] == shows:
                shown = _view_of(table, table.news.shown[1])  # read back by the move's own transaction
            else:
                shown = await self._view_at(table, shows)
        return board_change(
            shown=shown,
            view=view,
            worth_showing=presenter_for(row.kind).posts_board(played.events, view),
            seat=played.seat,
            actors_before=played.actors_before,
            actors_after=table.actors(),
            people={s.seat for s in table.seats if not s.is_ai},
            finished=row.status != "active",
            forced=forced,
            pings=table.news is not None and bool(table.news.pings),
        )

    async def _view_at(self, table: Table, version: int) -> dict | None:
        """The spectators' view of the stored state of `version`; None if it cannot be read
        (then nothing is built on it)."""
        state = await board_message.past_state(self.store, table, version)
        try:
            return None if state is None else table.engine.view_for(state, SPECTATOR)
        except Exception:  # a state of the wrong shape (rebuilt from the log when the game is loaded)
            return None


def _view_of(table: Table, text: str) -> dict | None:
    """The spectators' view of a stored snapshot's state; None if it cannot be read (then
    nothing is built on it)."""
    try:
        return table.engine.view_for(table.engine.decode_state(text), SPECTATOR)
    except Exception:  # a state of the wrong shape (rebuilt from the log when the game is loaded)
        return None
