"""/game status, hand and undo: a running game's board, a player's hand, a move taken back."""

from __future__ import annotations

from dataclasses import dataclass

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.autoplay.scheduler import Scheduler
from bot.delivery import board_message
from bot.delivery.board_post import BoardPoster
from bot.delivery.repair import Repairs
from bot.features.lobby.message import lobby_text
from bot.features.turns.turns import Turns
from bot.play.host import GameHost, Refused
from bot.play.tables import Table
from bot.presenters import presenter_for
from bot.presenters.base import MESSAGE_LIMIT, shorten
from bot.ui.slash import _, say, table_command
from bot.ui.table_finder import TableFinder
from bot.web.companion import WebCompanion
from db import Store
from db.errors import StaleVersion


@dataclass(eq=False)
class PlayCommands(commands.Cog):
    slash_group = "game"

    store: Store
    host: GameHost
    finder: TableFinder
    turns: Turns  # My hand
    boards: BoardPoster  # the board after an undo
    repairs: Repairs  # a fresh board message for /game status when the stored one is gone
    scheduler: Scheduler  # the timers after an undo
    web: WebCompanion  # the game page's link in /game status

    @table_command("status")
    @app_commands.rename(text=_("commands.status.text"))
    @app_commands.describe(text=_("commands.status.text_help"))
    async def status(self, interaction: discord.Interaction, game_id: int | None = None, text: bool = False):
        found = await self.finder.find_deferred(interaction, game_id, ("lobby", "active", "finished"))
        if found is None:
            return
        table, language = found
        if table.state is None:
            await say(interaction, lobby_text(table), allowed_mentions=discord.AllowedMentions.none())
            return
        if text:
            await say(
                interaction, await self.text_board(table, language), allowed_mentions=discord.AllowedMentions.none()
            )
            return
        # the board with its controls, a fresh board message first if the stored one is gone
        reply = await self.status_reply(table, language)
        await say(interaction, reply.pop("content"), **reply)

    async def status_reply(self, table: Table, language: str) -> dict:
        """What /game status shows a user (privately): the board with its summary, as a board
        message shows them, its controls, and a link to the board message, posting a fresh one
        first if it is gone."""
        board = await self.repairs.current_board(table) if table.row.status == "active" else None
        table = await self.host.load(table.id)
        presenter = presenter_for(table.row.kind)
        events = await board_message.events_since(self.store, table, board_message.narrated_since(table))
        view = presenter.board_view(table.engine, table.state, events, table.row.language, table.plain_names)
        images = await board_message.board_images(table, view)
        lines = [presenter.status_line(view, language, table.names)]
        if table.row.status == "finished":
            lines += await board_message.result_lines(self.store, table)
        if page := await self.web.page_line(table.id, language):
            lines.append(page)
        if board is not None:
            lines.append(board.jump_url)
        return {
            "content": shorten("\n".join(lines), MESSAGE_LIMIT),
            "files": board_message.board_files(table, images),
            "embed": board_message.summary_embed(),
            "view": board_message.board_buttons(
                table, language, active=table.row.status == "active", activity=self.web.activity() is not None
            ),
        }

    async def text_board(self, table: Table, language: str) -> str:
        """The position as text in the reader's language, for a screen reader or a slow phone: the
        board's words without its images (`Presenter.text_board`, from the spectators' view)."""
        presenter = presenter_for(table.row.kind)
        events = await board_message.events_since(self.store, table, board_message.narrated_since(table))
        view = presenter.board_view(table.engine, table.state, events, language, table.names)
        lines = [
            i18n.t("bot.describe.heading", language, id=table.id),
            *presenter.text_board(view, language, table.names),
        ]
        if page := await self.web.page_line(table.id, language):
            lines.append(page)
        return shorten("\n".join(lines), MESSAGE_LIMIT)

    @table_command("hand")
    async def hand(self, interaction: discord.Interaction, game_id: int | None = None):
        await self.finder.hand_to(interaction, game_id, ("active",), self.turns.show_hand)

    @table_command("undo")
    async def undo(self, interaction: discord.Interaction, game_id: int | None = None):
        found = await self.finder.find_deferred(interaction, game_id, ("active",))
        if found is None:
            return
        table, language = found
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            return await say(interaction, i18n.t("bot.not_a_player", language))
        async with self.host.lock(table.id):
            try:
                table = await self.host.undo(table, seat)  # as found: a move since makes the undo stale
            except Refused as refusal:
                return await say(interaction, i18n.t(refusal.key, language))
            except StaleVersion:
                return await say(interaction, i18n.t("bot.stale_choice", language))
            header = "↩️ " + i18n.t("bot.undone", table.row.language, player=table.names[seat])
            await self.boards.post(table, header=header, actors_before=frozenset(table.actors()))
            await self.scheduler.schedule(table)
            await self.turns.refresh_panels(table)  # the decision taken back is open again on its panel
        await say(interaction, i18n.t("bot.undo_done", language))
