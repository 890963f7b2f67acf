"""/salon forget-me: a user asks Salon to forget them, and confirms with a button.

What goes (db.users.forget_user, one transaction): their preferences, name, language and DM
settings, their seats in lobbies, their place in finished games and statistics (the seat stays,
without the person). In a running game an AI takes their seat, so the others can finish it:
refusing would keep the user's data for as long as the slowest game lasts."""

from __future__ import annotations

import logging
import re

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.autoplay.ai_players import STAND_IN_LEVEL
from bot.delivery.after_move import AfterMove
from bot.features.lobby.message import refresh_lobby
from bot.play.host import GameHost
from bot.play.people import People
from bot.play.places import Places
from bot.runtime import clock
from bot.ui import errors
from bot.ui.slash import _
from db import Store

log = logging.getLogger(__name__)

# the user's id rides in the custom id so that the button works after a restart, and for them alone
FORGET_TEMPLATE = r"salonforget:(?P<user>\d+):(?P<answer>yes|no)"


class ForgetButton(discord.ui.DynamicItem[discord.ui.Button], template=FORGET_TEMPLATE):
    def __init__(self, user_id: int, answer: str, *, label: str = "…"):
        style = discord.ButtonStyle.danger if answer == "yes" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"salonforget:{user_id}:{answer}"))
        self.user_id, self.answer = user_id, answer

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]):
        label = item.label if isinstance(item, discord.ui.Button) else None
        return cls(int(match["user"]), match["answer"], label=label or "…")

    async def callback(self, interaction: discord.Interaction) -> None:
        # the feature of the client this route was registered on (bot.app wires it)
        feature: ForgetMe = getattr(interaction.client, "forget_me")  # noqa: B009
        try:
            await feature.answer(interaction, self.user_id, self.answer == "yes")
        except Exception:
            log.exception("forget-me for a user failed")
            await errors.refuse(feature.store, interaction, "bot.press_failed")


def confirmation(user_id: int, language: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ForgetButton(user_id, "yes", label=i18n.t("bot.forget_yes", language)))
    view.add_item(ForgetButton(user_id, "no", label=i18n.t("bot.forget_no", language)))
    return view


class ForgetMe(commands.Cog):
    slash_group = "salon"

    def __init__(self, store: Store, people: People, host: GameHost, places: Places, after_move: AfterMove):
        self.store = store
        self.people = people
        self.host = host
        self.places = places
        self.after_move = after_move  # its followers (the AI that took over, a vote) look at the seat's new holder

    @app_commands.command(name=_("commands.forget.name"), description=_("commands.forget.description"))
    async def forget_me(self, interaction: discord.Interaction):
        # no people.remember here: asking to be forgotten stores nothing new
        await self.ask(interaction)

    async def ask(self, interaction: discord.Interaction) -> None:
        """What would go, and a button to confirm. Nothing is stored about the user by asking."""
        language = await self.people.user_language(interaction)
        running = await self.store.games_of_user(interaction.user.id, ("active",))
        await interaction.response.send_message(
            i18n.t("bot.forget_ask", language, running=len(running)),
            view=confirmation(interaction.user.id, language),
            ephemeral=True,
        )

    async def answer(self, interaction: discord.Interaction, user_id: int, confirmed: bool) -> None:
        if interaction.user.id != user_id:  # the question is private; a copied button is not theirs
            await errors.refuse(self.store, interaction, "bot.unknown_button")
            return
        language = await self.people.user_language(interaction)  # before their choice of language is gone
        if not confirmed:
            await interaction.response.edit_message(content=i18n.t("bot.forget_kept", language), view=None)
            return
        await interaction.response.defer()
        forgotten = await self.store.forget_user(user_id, clock.now(), stand_in=STAND_IN_LEVEL)
        self.people.forget(user_id)
        for game_id in forgotten.left_lobbies:
            await refresh_lobby(self.places, await self.host.load(game_id))
        for game_id in forgotten.closed_lobbies:
            await self._close_lobby(game_id)
        for game_id, seat in forgotten.handed_to_ai:
            await self._hand_to_ai(game_id, seat)
        await interaction.edit_original_response(
            content=i18n.t("bot.forget_done", language, running=len(forgotten.handed_to_ai)), view=None
        )

    async def _close_lobby(self, game_id: int) -> None:
        table = await self.host.load(game_id)
        if not table.row.board_message_id:
            return
        text = i18n.t("bot.lobby_host_left", table.row.language, id=game_id)
        try:
            await (
                self.places.lobby_channel(table)
                .get_partial_message(table.row.board_message_id)
                .edit(content=text, view=None, allowed_mentions=discord.AllowedMentions.none())
            )
        except discord.HTTPException:
            pass  # the lobby message is gone; the game is closed all the same

    async def _hand_to_ai(self, game_id: int, seat: int) -> None:
        """Tell the table who plays the seat now, and let the AI move if it is that seat's turn (and
        an open vote show that the seat has no say any more)."""
        table = await self.host.load(game_id)
        text = i18n.t("bot.seat_handed_to_ai", table.row.language, player=table.names[seat])
        try:
            await self.places.channel(table).send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            log.info("game %s: the stand-in could not be announced", game_id)
        await self.after_move.follow(table)
