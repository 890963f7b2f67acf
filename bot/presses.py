"""Every button pressed or option chosen in a Salon message arrives here (from the persistent
routes of bot.ui.components) and goes, by its verb, to the feature that drew it. Whatever goes
wrong is answered here (bot.ui.errors): nobody is left "thinking…"."""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.features.cancel_vote import CancelVotes
from bot.features.history import History
from bot.features.lobby.lobby import Lobby
from bot.features.my_games import MyGames
from bot.features.rematch import Rematches
from bot.features.seats import Seats
from bot.features.turns.turns import Turns
from bot.play.people import People
from bot.ui import errors, verbs
from bot.web.companion import WebCompanion
from db import Store


@dataclass(eq=False)
class Presses:
    store: Store
    people: People
    lobby: Lobby
    turns: Turns
    seats: Seats  # a resignation's question
    votes: CancelVotes
    rematches: Rematches
    history: History
    my_games: MyGames
    web: WebCompanion  # whether the Activity is on, for Open board

    async def on_press(
        self,
        interaction: discord.Interaction,
        game_id: int,
        verb: str,
        position: int,
        values: tuple[str, ...],
        extra: tuple[str, ...] = (),
    ) -> None:
        try:
            await self.people.remember(interaction)
            turns = self.turns
            if verb in verbs.MY_GAMES:
                await self.my_games.on_press(interaction, game_id, verb, position)
            elif verb in verbs.HISTORY:
                await self.history.step(interaction, game_id, verb, position)
            elif verb in verbs.LOBBY:
                await self.lobby.on_component(interaction, game_id, verb, values, extra)
            elif verb in verbs.SEATS:
                await self.seats.on_press(interaction, game_id, verb)
            elif verb in verbs.VOTES:
                await self.votes.answer(interaction, game_id, verb, extra)
            elif verb in verbs.REMATCHES:
                await self.rematches.on_press(interaction, game_id, verb, extra)
            elif verb == verbs.TURN:
                await turns.open_turn(interaction, game_id, position)
            elif verb == verbs.HAND:
                await turns.show_hand(interaction, game_id)
            elif verb == verbs.BOARD:
                await self.open_board(interaction)
            elif verb == verbs.SIDE:
                await turns.open_turn(interaction, game_id, position, side=True)
            elif verb.startswith(verbs.SIDE):
                await turns.continue_turn(
                    interaction, game_id, verb[len(verbs.SIDE) :], position, values, extra, side=True
                )
            elif verb == verbs.BACK or verb.startswith(verbs.DECISION_PREFIXES):
                await turns.continue_turn(interaction, game_id, verb, position, values, extra)
            elif verb.startswith(verbs.DIRECT):
                await turns.direct_move(interaction, game_id, verb, extra)
            else:
                await turns.refuse(interaction, "bot.unknown_button")
        except Exception as error:  # never leave the player "thinking…"
            await errors.handle(self.store, interaction, error, game_id=game_id, what=f"press {verb!r}")

    async def open_board(self, interaction: discord.Interaction) -> None:
        """Open board: Discord launches the Activity in the pressed message's channel, the game's
        thread, where its page finds the game (bot.web.activity). Discord wants this as the first
        answer, so nothing is asked before it."""
        if self.web.activity() is None:  # turned off since the button was drawn
            await self.turns.refuse(interaction, "bot.unknown_button")
            return
        await interaction.response.launch_activity()
