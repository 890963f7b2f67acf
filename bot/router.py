"""Everything pressed or chosen in a Salon message arrives here, by verb."""
from __future__ import annotations

import contextlib
import io
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

import i18n
from db.errors import StaleVersion
from engines.core import IllegalAction, Option

from bot.components import build_view
from bot.host import DamagedGame, GameGone
from bot.panels import Panel, clip, decision_panel
from bot.presenters import presenter_for
from bot.side_actions import SIDE_VERB, SidePanels, hand_controls
from bot.tables import Table

if TYPE_CHECKING:
    from bot.app import SalonBot

log = logging.getLogger(__name__)

DECISION_VERB_PREFIXES = ("o", "s", "m", "n", "pg")
DIRECT_VERB_PREFIX = "x"  # controls of a game's own panel that carry a whole move (presenter.direct_action)


@dataclass
class Draft:
    """Where a player is in a decision chain; kept in memory only (a restart means
    pressing *Take your turn* again, and nothing has been committed yet)."""

    version: int
    path: tuple[str, ...] = ()
    page: int = 0
    shown: str = ""  # the decision on screen, to tell whether another player's move changed it


class Refusal(Exception):
    """A polite no, already translated for the user."""


class Router:
    def __init__(self, bot: "SalonBot"):
        self.bot = bot
        self.drafts: dict[tuple[int, int], Draft] = {}
        self.option_keys: dict[tuple[int, int], str] = {}
        self.side = SidePanels(self)  # decisions beside the turn order, opened under My hand

    @property
    def host(self):
        return self.bot.host

    async def user_language(self, interaction: discord.Interaction) -> str:
        user = await self.bot.store.user(interaction.user.id)
        return user.language or i18n.language_of(str(interaction.locale))

    async def refuse(self, interaction: discord.Interaction, key: str, **params) -> None:
        language = await self.user_language(interaction)
        text = i18n.t(key, language, **params)
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    # ------------------------------------------------------------------ entry

    async def on_component(self, interaction: discord.Interaction, game_id: int, verb: str, version: int, values):
        await self.bot.people.remember(interaction)
        try:
            if verb in ("join", "leave", "start", "opts", "cfgk", "cfgv", "addai", "ailvl", "rmai"):
                await self.bot.lobby.on_component(interaction, game_id, verb, version, values)
            elif verb == "turn":
                await self.open_turn(interaction, game_id, version)
            elif verb == "hand":
                await self.show_hand(interaction, game_id)
            elif verb.startswith(SIDE_VERB):
                await self.side.on_component(interaction, game_id, verb, version, values)
            elif verb == "back" or verb.startswith(DECISION_VERB_PREFIXES):
                await self.continue_turn(interaction, game_id, verb, version, values)
            elif verb.startswith(DIRECT_VERB_PREFIX):
                await self.direct_move(interaction, game_id, verb)
            else:
                await self.refuse(interaction, "bot.unknown_button")
        except GameGone:
            await self.refuse(interaction, "bot.game_gone")
        except DamagedGame:
            await self.refuse(interaction, "bot.game_damaged")

    # ------------------------------------------------------------------ turns

    async def open_turn(self, interaction: discord.Interaction, game_id: int, version: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self.host.load(game_id)
        language = await self.user_language(interaction)
        seat = table.seat_of(interaction.user.id)
        if interaction.message is not None and interaction.message.id == table.row.board_message_id:
            version = table.version  # the newest board that reached Discord (a later post may have failed)
        if refusal := self._turn_refusal(table, seat, version):
            await interaction.followup.send(self._refusal_text(refusal, language, table), ephemeral=True)
            return
        draft = self.drafts[(game_id, interaction.user.id)] = Draft(table.version)
        panel = self._panel(table, seat, draft, language)
        await interaction.followup.send(panel.text, view=build_view(game_id, table.version, panel.controls) or discord.utils.MISSING, ephemeral=True)

    def _turn_refusal(self, table: Table, seat: int | None, version: int) -> str | None:
        if table.row.status != "active":
            return "bot.game_not_running"
        if seat is None:
            return "bot.not_a_player"
        if version != table.version:
            return "bot.stale_board"
        if seat not in table.actors():
            return "bot.not_your_turn"
        return None

    def _refusal_text(self, key: str, language: str, table: Table) -> str:
        waiting = ", ".join(table.names[s] for s in sorted(table.actors())) or "—"
        return i18n.t(key, language, players=waiting)

    def _panel(self, table: Table, seat: int, draft: Draft, language: str, header: str = "") -> Panel:
        decision = table.engine.prompt(table.state, seat, draft.path)
        if decision is None:
            return Panel(text=i18n.t("bot.nothing_to_decide", language))
        draft.shown = repr(decision)
        presenter = presenter_for(table.row.kind)
        if not draft.path:
            view = table.engine.view_for(table.state, seat)
            if own := presenter.own_panel(view, decision, language, table.names, draft.page, header):
                return own
        return decision_panel(
            presenter, decision, language=language, names=table.names,
            can_go_back=bool(draft.path), page=draft.page, header=header,
        )

    @contextlib.asynccontextmanager
    async def _locked_game(self, interaction, game_id: int):
        """Acknowledge the press, then hold the game's lock: (language, table, seat)."""
        language = await self.user_language(interaction)
        await interaction.response.defer()
        async with self.host.lock(game_id):
            table = await self.host.load(game_id)
            yield language, table, table.seat_of(interaction.user.id)

    async def continue_turn(self, interaction, game_id: int, verb: str, version: int, values) -> None:
        key = (game_id, interaction.user.id)
        async with self._locked_game(interaction, game_id) as (language, table, seat):
            draft = self.drafts.get(key)
            if draft is not None and draft.version == version:
                self._follow_others(table, seat, draft)
                version = draft.version
            refusal = self._turn_refusal(table, seat, version)
            if refusal is None and (draft is None or draft.version != version):
                refusal = "bot.stale_choice"
            if refusal:
                await self._show(interaction, game_id, table.version,
                                 Panel(self._refusal_text(refusal, language, table)))
                return
            decision = table.engine.prompt(table.state, seat, draft.path)
            if verb == "back":
                draft.path, draft.page = draft.path[:-1], 0
                await self._show(interaction, game_id, table.version, self._panel(table, seat, draft, language))
                return
            if verb.startswith("pg"):
                draft.page = int(verb[2:] or 0)
                await self._show(interaction, game_id, table.version, self._panel(table, seat, draft, language))
                return
            action = _chosen_action(decision, verb, values) if decision else None
            if action is None:
                option = _chosen_option(decision, verb, values) if decision else None
                if option is None:
                    header = i18n.t("bot.illegal_option", language)
                    await self._show(interaction, game_id, table.version,
                                     self._panel(table, seat, draft, language, header))
                    return
                draft.path, draft.page = draft.path + (option.id,), 0
                await self._show(interaction, game_id, table.version, self._panel(table, seat, draft, language))
                return
            await self._commit(interaction, table, seat, action, draft, language)

    @staticmethod
    def _follow_others(table: Table, seat: int, draft: Draft) -> None:
        """Players of simultaneous phases decide at once: when others' moves left this
        player's decision exactly as it is on screen, their panel stays valid."""
        if draft.version == table.version or seat is None or seat not in table.actors():
            return
        decision = table.engine.prompt(table.state, seat, draft.path)
        if decision is not None and repr(decision) == draft.shown:
            draft.version = table.version

    async def direct_move(self, interaction, game_id: int, verb: str) -> None:
        """A control of a game's own panel: a whole move that the rules judge as the game
        is now (others may have moved since the panel was drawn), or a page of it."""
        key = (game_id, interaction.user.id)
        async with self._locked_game(interaction, game_id) as (language, table, seat):
            if refusal := self._turn_refusal(table, seat, table.version):
                await self._show(interaction, game_id, table.version,
                                 Panel(self._refusal_text(refusal, language, table)))
                return
            presenter = presenter_for(table.row.kind)
            draft = self.drafts.get(key) or Draft(table.version)
            draft.version, draft.path = table.version, ()
            self.drafts[key] = draft
            if verb.startswith(DIRECT_VERB_PREFIX + "g") and verb[2:].isdigit():  # another page of the panel
                draft.page = int(verb[2:])
                await self._show(interaction, game_id, table.version, self._panel(table, seat, draft, language))
                return
            action = presenter.direct_action(verb)
            if action is None:
                await self._show(interaction, game_id, table.version,
                                 self._panel(table, seat, draft, language, i18n.t("bot.illegal_option", language)))
                return
            await self._commit(interaction, table, seat, action, draft, language)

    async def _commit(self, interaction, table: Table, seat: int, action: dict, draft: Draft, language: str):
        presenter = presenter_for(table.row.kind)
        try:
            played = await self.host.play(table, seat, action, table.version)
        except IllegalAction as error:
            draft.path, draft.page = (), 0
            reason = presenter.illegal_text(error.code, error.params, language, table.names)
            await self._show(interaction, table.id, table.version, self._panel(table, seat, draft, language, f"⚠️ {reason}"))
            return
        except StaleVersion:
            await self._show(interaction, table.id, table.version, Panel(i18n.t("bot.stale_choice", language)))
            return
        after = played.table
        await self.bot.delivery.after_move(played, interaction=interaction)
        done = presenter.narrate(played.events, language, after.names)
        if seat in after.actors():
            next_draft = Draft(after.version, page=draft.page if not draft.path else 0)
            self.drafts[(table.id, interaction.user.id)] = next_draft
            header = f"✅ {done}" if done else "✅"
            await self._show(interaction, table.id, after.version, self._panel(after, seat, next_draft, language, header))
        else:
            self.drafts.pop((table.id, interaction.user.id), None)
            await self._show(interaction, table.id, after.version, Panel(i18n.t("bot.turn_done", language, summary=done)))

    async def _show(self, interaction, game_id: int, version: int, panel: Panel) -> None:
        view = build_view(game_id, version, panel.controls)
        try:
            await interaction.edit_original_response(content=clip(panel.text, 2000), view=view)
        except discord.HTTPException as error:  # the ephemeral is gone (15-minute token); send a new one
            log.info("ephemeral not edited (%s); sending a new one", error.status)
            await interaction.followup.send(clip(panel.text, 2000), view=view or discord.utils.MISSING, ephemeral=True)

    # ------------------------------------------------------------------ hand

    async def show_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self.host.load(game_id)
        language = await self.user_language(interaction)
        seat = table.seat_of(interaction.user.id)
        if seat is None or table.state is None:
            await interaction.followup.send(i18n.t("bot.not_a_player", language), ephemeral=True)
            return
        text, png = await self.bot.delivery.private_message(table, seat, interaction.user.id)
        view = build_view(game_id, table.version, hand_controls(table, seat, language))
        await interaction.followup.send(text, file=discord.File(io.BytesIO(png), filename="hand.png"),
                                        view=view or discord.utils.MISSING, ephemeral=True)


def _chosen_option(decision, verb: str, values) -> Option | None:
    if verb.startswith("o") and verb[1:].isdigit():
        index = int(verb[1:])
        return decision.options[index] if index < len(decision.options) else None
    if verb.startswith("s") and values:
        return next((o for o in decision.options if o.id == values[0]), None)
    return None


def _chosen_action(decision, verb: str, values) -> dict | None:
    """The complete action a control chose, or None if it only continues the chain."""
    if verb == "m0" and decision.max_choices > 1:
        ids = {o.id for o in decision.options}
        if values and all(v in ids for v in values) and decision.min_choices <= len(values) <= decision.max_choices:
            return {**(decision.multi_action or {}), "ids": list(values)}
        return None
    if verb == "n0" and decision.number_range is not None and values:
        try:
            return {**(decision.multi_action or {}), "value": int(values[0])}
        except ValueError:
            return None
    option = _chosen_option(decision, verb, values)
    return option.action if option is not None else None
