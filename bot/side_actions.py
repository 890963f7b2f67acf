"""Side decisions: what a player may do beside the turn order, whoever the game waits for
(an engine's optional `side_prompt`, e.g. handing over gossip in Ladies & Gentlemen).

The **My hand** panel carries a button for it when the player has one; it opens a private
panel of its own, worked like a turn's panel (Back, pages). Its controls' verbs are the
turn panel's verbs behind "y" and the panel's number, so the router sends them here and a
press in an older panel of the same player is refused rather than read in the newer one.
A side panel stays valid while others move, as long as its own question is unchanged.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import replace
from typing import TYPE_CHECKING

import discord

import i18n
from db.errors import StaleVersion
from engines.core import IllegalAction
from engines.core.contract import side_decision

from bot.components import build_view
from bot.panels import Control, Panel, decision_panel
from bot.presenters import presenter_for

if TYPE_CHECKING:
    from bot.router import Router
    from bot.tables import Table

SIDE_VERB = "y"
_PANEL_VERB = re.compile(r"y(\d+)([a-z].*)")  # "y" + panel number + the decision panel's verb


def hand_controls(table: "Table", seat: int, language: str) -> tuple[Control, ...]:
    """The button under a player's hand that opens their side decision, if they have one now."""
    if table.row.status != "active" or table.state is None:
        return ()
    decision = side_decision(table.engine, table.state, seat)
    if decision is None:
        return ()
    label = presenter_for(table.row.kind).side_label(decision, language, table.names)
    return (Control("button", SIDE_VERB, label=label, style="primary"),)


class SidePanels:
    def __init__(self, router: "Router"):
        self.router = router
        self.drafts = {}  # (game id, user id) -> (panel number, router.Draft of the side panel)
        self._numbers = itertools.count(1)

    async def on_component(self, interaction: discord.Interaction, game_id: int, verb: str, version: int, values):
        if verb == SIDE_VERB:
            await self.open(interaction, game_id)
            return
        match = _PANEL_VERB.fullmatch(verb)
        number, inner = (int(match[1]), match[2]) if match else (0, "")
        await self.press(interaction, game_id, number, inner, version, values)

    async def open(self, interaction: discord.Interaction, game_id: int) -> None:
        from bot.router import Draft

        await interaction.response.defer(ephemeral=True, thinking=True)
        router = self.router
        table = await router.host.load(game_id)
        language = await router.user_language(interaction)
        seat = table.seat_of(interaction.user.id)
        if refusal := self._refusal(table, seat):
            await interaction.followup.send(i18n.t(refusal, language), ephemeral=True)
            return
        number, draft = self.drafts[(game_id, interaction.user.id)] = next(self._numbers), Draft(table.version)
        panel = self._panel(table, seat, number, draft, language)
        await interaction.followup.send(panel.text, view=build_view(game_id, table.version, panel.controls)
                                        or discord.utils.MISSING, ephemeral=True)

    @staticmethod
    def _refusal(table: "Table", seat: int | None) -> str | None:
        if table.row.status != "active":
            return "bot.game_not_running"
        if seat is None:
            return "bot.not_a_player"
        if side_decision(table.engine, table.state, seat) is None:
            return "bot.side_nothing"
        return None

    def _panel(self, table: "Table", seat: int, number: int, draft, language: str, header: str = "") -> Panel:
        decision = side_decision(table.engine, table.state, seat, draft.path)
        if decision is None:
            return Panel(text=i18n.t("bot.side_nothing", language))
        draft.shown = repr(decision)
        panel = decision_panel(presenter_for(table.row.kind), decision, language=language, names=table.names,
                               can_go_back=bool(draft.path), page=draft.page, header=header)
        return Panel(panel.text, tuple(replace(c, verb=f"{SIDE_VERB}{number}{c.verb}") for c in panel.controls))

    async def press(self, interaction, game_id: int, number: int, verb: str, version: int, values) -> None:
        from bot.router import _chosen_action, _chosen_option

        router = self.router
        key = (game_id, interaction.user.id)
        async with router._locked_game(interaction, game_id) as (language, table, seat):
            number_now, draft = self.drafts.get(key, (None, None))
            if number != number_now:
                draft = None  # an older panel of this player, or one from before a restart
            refusal = self._refusal(table, seat)
            if refusal is None and draft is not None and draft.version == version and version != table.version:
                decision = side_decision(table.engine, table.state, seat, draft.path)
                if decision is not None and repr(decision) == draft.shown:  # others moved; this is unchanged
                    draft.version = version = table.version
            if refusal is None and (draft is None or draft.version != version or version != table.version):
                refusal = "bot.side_stale"
            if refusal:
                await router._show(interaction, game_id, table.version, Panel(i18n.t(refusal, language)))
                return
            decision = side_decision(table.engine, table.state, seat, draft.path)
            if decision is None or verb == "back" or verb.startswith("pg"):
                if verb == "back" or decision is None:
                    draft.path, draft.page = draft.path[:-1], 0
                elif verb[2:].isdigit():
                    draft.page = int(verb[2:])
                await router._show(interaction, game_id, table.version, self._panel(table, seat, number, draft, language))
                return
            action = _chosen_action(decision, verb, values)
            if action is None:
                option = _chosen_option(decision, verb, values)
                header = "" if option is not None else i18n.t("bot.illegal_option", language)
                if option is not None:
                    draft.path, draft.page = draft.path + (option.id,), 0
                await router._show(interaction, game_id, table.version,
                                   self._panel(table, seat, number, draft, language, header))
                return
            await self._commit(interaction, table, seat, action, number, draft, language)

    async def _commit(self, interaction, table: "Table", seat: int, action: dict, number: int, draft,
                      language: str) -> None:
        router = self.router
        presenter = presenter_for(table.row.kind)
        try:
            played = await router.host.play(table, seat, action, table.version)
        except IllegalAction as error:
            draft.path, draft.page = (), 0
            reason = presenter.illegal_text(error.code, error.params, language, table.names)
            await router._show(interaction, table.id, table.version,
                               self._panel(table, seat, number, draft, language, f"⚠️ {reason}"))
            return
        except StaleVersion:
            await router._show(interaction, table.id, table.version, Panel(i18n.t("bot.side_stale", language)))
            return
        self.drafts.pop((table.id, interaction.user.id), None)
        await router.bot.delivery.after_move(played, interaction=interaction)
        done = presenter.narrate(played.events, language, played.table.names)
        await router._show(interaction, table.id, played.table.version,
                           Panel(i18n.t("bot.turn_done", language, summary=done)))
