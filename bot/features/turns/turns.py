"""Taking a turn: the private *Take your turn* panel, worked step by step through the seat's
decision chain (and a side decision's panel, opened under *My hand*) until an option completes
an action, which the host plays and the news delivers; and the *My hand* message.

A press reaches `continue_turn` from bot.presses; the path of a move is told in DESIGN.md.

A panel pressed after the game moved on under it opens again at the seat's decision now; a
committed move that leaves the player nothing to decide says who moves next. Older board
messages keep their buttons (taking them off costs a request): pressed, they answer that the
board is out of date. Where a game folds steps (`Presenter.folds_steps`), an option may be a
sequence of the seat's steps (bot.play.chains.folded with `Ahead`): its press takes the very
menu its panel showed (`shown_folds`, by game, position, version, seat and path) or works it
out again against the game as it is, and `commit` plays the sequence as one move, which the host
refuses as stale, storing nothing, if a step before its last is no longer foreseen.

A panel left open follows its player (`refresh_panels`, after every move and undo): the newest
turn panel of each seat is edited in place, through the token of the interaction that last drew
it, when the seat's decision comes or changes, and says what it waits for when the seat has none.
The token is kept in memory only, by game and seat with its user, and only while Discord honours
it (15 minutes from the press): a seat that changed hands, a game that ended, a lapsed token or a
restart forget it, and the player opens the panel again with *Take your turn*. A refreshed panel
has a new id, so a press on what it showed before is refused as handled."""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import secrets
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace

import discord

import i18n
from bot.delivery.after_move import AfterMove
from bot.delivery.private_notes import PrivateNotes
from bot.features.turns.side_actions import hand_controls
from bot.play.chains import (
    Ahead,
    Folded,
    back_of,
    decision_at,
    fingerprint,
    folded,
    multi_action,
    number_action,
    settled,
    unfolded,
)
from bot.play.host import DamagedGame, GameGone, GameHost, Played
from bot.play.people import People
from bot.play.tables import Table
from bot.presenters import presenter_for
from bot.presenters.base import MESSAGE_LIMIT
from bot.presenters.controls import Panel, clip
from bot.record.history_pages import since_last_move
from bot.runtime import clock
from bot.runtime.lru import Bounded
from bot.ui import errors, verbs
from bot.ui.components import build_view
from bot.ui.panels import decision_panel, open_board, press_key, stamped
from bot.web.companion import WebCompanion
from bot.web.moves import Moved, PageMove, illegal, public, refused, settle
from db import Store
from db.errors import StaleVersion
from engines.core import Event, IllegalAction, Option
from engines.core.contract import side_decision

log = logging.getLogger(__name__)

OPEN_PANELS_MAX = 4096  # panels remembered; a forgotten one is found again from its key (see _restore)
FOLDS_KEPT = 1024  # panels' folded menus remembered; a forgotten one is worked out again
RESTORE_BUDGET = 300  # decisions looked at to find where a forgotten panel's press belongs
# how long a press's token edits its panel: Discord honours it 15 minutes; a minute is left for
# the edit to arrive in time
LIVE_PANEL_S = 14 * 60


@dataclass
class OpenPanel:
    """One *Take your turn* panel: where its player is in a decision chain. Kept in
    memory only; nothing of it is committed until an option completes an action."""

    panel: str  # the panel's id, carried by its controls
    position: int  # the game position its controls carry
    path: tuple[str, ...] = ()
    trail: tuple[tuple[str, ...], ...] = ()  # the paths shown before, for Back
    page: int = 0
    shown: str = ""  # the decision on screen, to tell whether another player's move changed it
    done: bool = False  # its chain was committed and the seat had nothing more to decide
    side: bool = False  # a side decision (beside the turn order, opened under My hand), not the turn
    # the sequences its folded menu offered (bot.play.chains.folded; () for none), None for a game's
    # own panel: a later move may let the same decision fold on further (a lady's window into her
    # visit once every other window is set), and the panel left open is drawn again for it
    menu: tuple[str, ...] | None = None


@dataclass
class LivePanel:
    """The newest turn panel a seat's player has open, and how to edit it: the interaction that
    last drew it, whose token Discord honours for 15 minutes. Memory only; never stored or logged."""

    user_id: int
    panel: str  # the OpenPanel it shows
    interaction: discord.Interaction
    since: float  # when the interaction came (bot.runtime.clock)
    language: str
    position: int  # the game's position it was drawn at: an older table's news never redraws it


def new_panel_id() -> str:
    return secrets.token_hex(4)


@dataclass(eq=False)
class Turns:
    store: Store
    host: GameHost
    people: People
    after_move: AfterMove  # the news of a move: board, notes, timers, AI seats
    notes: PrivateNotes  # the hand shown under My hand
    web: WebCompanion  # the seat's sign-in link to the game's page, under Take your turn and My hand
    open_panels: Bounded[tuple[int, int, str], OpenPanel] = field(
        default_factory=lambda: Bounded(OPEN_PANELS_MAX), init=False
    )
    # a panel's folded menu, for the press that follows: its sequences' previews step the game and
    # cost far more than the press's own work (key: `_folds`)
    shown_folds: Bounded[tuple, list[Folded] | None] = field(default_factory=lambda: Bounded(FOLDS_KEPT), init=False)
    # each seat's panel left open, by (game, seat), to follow its player (`refresh_panels`)
    live_panels: Bounded[tuple[int, int], LivePanel] = field(
        default_factory=lambda: Bounded(OPEN_PANELS_MAX), init=False
    )
    # (game, user) whose press is being answered: its own answer shows their panel
    answering: set[tuple[int, int]] = field(default_factory=set, init=False)
    # set by the composition root (bot.app): someone away pressed, which brings them back
    came_back: Callable[[int], Awaitable[None]] | None = field(default=None, init=False)

    async def refuse(self, interaction: discord.Interaction, key: str, **params) -> None:
        await errors.refuse(self.store, interaction, key, **params)

    @staticmethod
    async def tell(interaction: discord.Interaction, text: str) -> None:
        """A private answer that leaves the pressed message as it is."""
        await errors.answer(interaction, text)

    # ------------------------------------------------------------------ turns

    async def open_turn(
        self, interaction: discord.Interaction, game_id: int, position: int, *, side: bool = False
    ) -> None:
        """A new private panel of the seat's decision: its turn, or (`side`) what it may do
        beside the turn order."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        table, language = await self._load(interaction, game_id)
        seat = table.seat_of(interaction.user.id)
        if interaction.message is not None and interaction.message.id == table.row.board_message_id:
            position = table.position  # the newest board that reached Discord (a later post may have failed)
        if side:
            position = table.position  # a hand shown earlier still opens what the player may do now
        if refusal := self._turn_refusal(table, seat, position, side=side):
            await interaction.followup.send(self._refusal_text(refusal, language, table), ephemeral=True)
            return
        assert seat is not None  # refused above otherwise
        opened = OpenPanel(new_panel_id(), table.position, side=side)
        self.open_panels[(game_id, interaction.user.id, opened.panel)] = opened
        # a turn opens with what the others did since the seat's last move (public narration), then
        # what happened to the seat's own hand meanwhile (its notes: not sent by DM as the turn began)
        summary = []
        if not side:
            steps, held = await self.store.steps(game_id), await self.store.seat_timeline(game_id)
            user_id = interaction.user.id
            summary = since_last_move(table.row.kind, steps, held, user_id, language, table.names)
            summary += self.notes.since_last_move(table, seat, steps, held, user_id, language)
        panel = self._panel(table, seat, opened, language, "\n".join(summary))
        await interaction.followup.send(
            await self._with_seat_link(panel.text, game_id, seat, interaction.user.id, language),
            view=build_view(
                game_id, opened.position, panel.controls, open_board(language, self.web.activity() is not None)
            )
            or discord.utils.MISSING,
            ephemeral=True,
        )
        if not side:  # the panel is this interaction's original response now
            self._keep_live(interaction, game_id, seat, opened, language)

    def _keep_live(
        self, interaction: discord.Interaction, game_id: int, seat: int, opened: OpenPanel, language: str
    ) -> None:
        """The seat's newest turn panel is `opened`, drawn by `interaction`: it follows its player."""
        live = LivePanel(interaction.user.id, opened.panel, interaction, clock.now(), language, opened.position)
        self.live_panels[(game_id, seat)] = live

    async def refresh_panels(self, table: Table, events: Sequence[Event] = ()) -> None:
        """After a move (bot.delivery.after_move) or an undo: each seat's panel left open shows the
        seat's decision as it is now, opening with what the move's `events` did to the seat's hand,
        or what it waits for. A panel whose decision is still the one on screen is left as it is
        (its press follows the game); the panel of a press being answered is that press's to show.
        The panels are edited at once, not one after another: what follows the move (an AI seat's
        move, a timer) waits for the slowest edit only."""
        refreshed = []
        for row in table.seats:
            key = (table.id, row.seat)
            live = self.live_panels.get(key)
            if live is None or (table.id, live.user_id) in self.answering or table.position <= live.position:
                continue
            if table.row.status != "active" or row.user_id != live.user_id or clock.now() - live.since > LIVE_PANEL_S:
                self.live_panels.pop(key)  # the game ended, the seat changed hands, or the token lapses
                continue
            refreshed.append(self._refresh(table, row.seat, live, events))
        await asyncio.gather(*refreshed)

    async def _refresh(self, table: Table, seat: int, live: LivePanel, events: Sequence[Event]) -> None:
        shown = self.open_panels.get((table.id, live.user_id, live.panel))
        if (
            shown is not None
            and not shown.done
            and self._still_shows(table, seat, shown)
            and not self._folds_further(table, seat, shown)
        ):
            return
        if seat in table.actors():
            opened = OpenPanel(new_panel_id(), table.position)
            self.open_panels[(table.id, live.user_id, opened.panel)] = opened
            notes = self.notes.of_move(table, seat, events, live.language)
            header = "\n".join([*notes, i18n.t("bot.panel_next_decision", live.language)])
            panel = self._panel(table, seat, opened, live.language, header)
        elif shown is None or shown.done:
            return  # it says already that it waits
        else:  # the decision it shows is gone (an undo, a timer): nothing to press
            opened = None
            panel = Panel(self._waiting_text(table, live.language))
        if shown is not None:
            shown.done = True  # a press on what it showed before is handled
        try:
            await live.interaction.edit_original_response(
                content=clip(panel.text, MESSAGE_LIMIT), view=build_view(table.id, table.position, panel.controls)
            )
        except discord.HTTPException as error:
            log.info("game %s: an open panel not refreshed (%s); its player opens it again", table.id, error.status)
            self.live_panels.pop((table.id, seat))
            return
        live.position = table.position
        if opened is not None:
            live.panel = opened.panel

    def _folds_further(self, table: Table, seat: int, opened: OpenPanel) -> bool:
        """Whether the panel's decision, still the one it shows, now folds into other sequences."""
        if opened.menu is None or not presenter_for(table.row.kind).folds(self._decision(table, seat, opened)):
            return False
        return _menu(self._folds(table, seat, opened.path, opened.side)) != opened.menu

    async def _with_seat_link(self, text: str, game_id: int, seat: int, user_id: int, language: str) -> str:
        """A private message's text with the seat's sign-in link under it (SALON_WEB_URL set)."""
        if link := await self.web.seat_line(game_id, seat, user_id, language):
            return f"{clip(text, MESSAGE_LIMIT - len(link) - 1)}\n{link}"
        return clip(text, MESSAGE_LIMIT)

    def _turn_refusal(self, table: Table, seat: int | None, position: int, *, side: bool = False) -> str | None:
        if table.row.status != "active":
            return "bot.game_not_running"
        if seat is None:
            return "bot.not_a_player"
        if position != table.position:
            return "bot.stale_board"
        if side:
            return None if side_decision(table.engine, table.state, seat) is not None else "bot.side_nothing"
        if seat not in table.actors():
            return "bot.not_your_turn"
        return None

    @staticmethod
    def _decision(table: Table, seat: int | None, opened: OpenPanel, path: tuple[str, ...] | None = None):
        """The decision a panel is about, at `path` (default: where the panel is)."""
        return decision_at(table.engine, table.state, seat, opened.path if path is None else path, side=opened.side)

    def _refusal_text(self, key: str, language: str, table: Table) -> str:
        waiting = ", ".join(table.names[s] for s in sorted(table.actors())) or "—"
        return i18n.t(key, language, players=waiting)

    def _panel(self, table: Table, seat: int, opened: OpenPanel, language: str, header: str = "") -> Panel:
        opened.path = settled(table.engine, table.state, seat, opened.path, side=opened.side)
        decision = self._decision(table, seat, opened)
        if decision is None:
            return Panel(text=i18n.t("bot.side_nothing" if opened.side else "bot.nothing_to_decide", language))
        opened.shown = fingerprint(decision)
        presenter = presenter_for(table.row.kind)
        panel = None
        if not opened.path and not opened.side:
            view = table.engine.view_for(table.state, seat)
            panel = presenter.own_panel(view, decision, language, table.names, opened.page, header)
        opened.menu = None
        if panel is None:
            folds = self._folds(table, seat, opened.path, opened.side) if presenter.folds(decision) else None
            opened.menu = _menu(folds)
            panel = decision_panel(
                presenter,
                decision,
                language=language,
                names=table.names,
                can_go_back=self._back_path(table, seat, opened) != opened.path,
                page=opened.page,
                header=header,
                folds=folds,
            )
        controls = stamped(panel.controls, opened.panel, table.row.seed, opened.path)
        if opened.side:  # bot.presses tells a side panel's controls by their verb
            controls = tuple(replace(c, verb=verbs.SIDE + c.verb) for c in controls)
        return replace(panel, controls=controls)

    def _folds(self, table: Table, seat: int, path: tuple[str, ...], side: bool) -> list[Folded] | None:
        """`folded` at `path` of the seat's chain, worked out once per position of the game (its
        position never repeats, not even after an undo): a press finds the very menu its panel
        showed."""
        key = (table.id, table.position, table.version, seat, side, path)
        if key not in self.shown_folds:
            folds = folded(table.engine, table.state, seat, path, side=side, ahead=_ahead(table))
            # the states the previews stepped into are not kept: a press needs only ids and actions
            self.shown_folds[key] = None if folds is None else [replace(f, at=None) for f in folds]
            return folds
        return self.shown_folds[key]

    @staticmethod
    def _back_path(table: Table, seat: int, opened: OpenPanel) -> tuple[str, ...]:
        """Where Back goes: the step shown before this one (a panel restored from its key knows
        none: one choice back), carried on through the steps that are no choice."""
        back = (
            opened.trail[-1]
            if opened.trail
            else back_of(table.engine, table.state, seat, opened.path, side=opened.side)
        )
        return settled(table.engine, table.state, seat, back, side=opened.side)

    @staticmethod
    def _forward(opened: OpenPanel, ids: tuple[str, ...]) -> None:
        """The panel goes on down its chain by `ids`; Back returns to where it is now."""
        opened.trail, opened.path, opened.page = opened.trail + (opened.path,), opened.path + ids, 0

    @contextlib.asynccontextmanager
    async def _locked_game(self, interaction, game_id: int):
        """Acknowledge the press, then hold the game's lock: (language, table, seat)."""
        await interaction.response.defer()
        async with self.host.lock(game_id):
            answering = (game_id, interaction.user.id)
            self.answering.add(answering)
            try:
                table, language = await self._load(interaction, game_id)
                yield language, table, table.seat_of(interaction.user.id)
            finally:
                self.answering.discard(answering)

    async def _load(self, interaction: discord.Interaction, game_id: int) -> tuple[Table, str]:
        """The table with who pressed, in one round trip, and the language of their answer."""
        table = await self._table(game_id, interaction.user.id)
        return table, self.people.answer_language(table.asker, interaction)

    async def _table(self, game_id: int, user_id: int) -> Table:
        """The table with who acts on it (a press, a move on the game's page); someone away who acts
        is back (bot.features.away.absences.ends_absence leaves a turn's press to this)."""
        table = await self.host.load(game_id, user_id=user_id)
        if table.asker_away is not None and self.came_back is not None:
            await self.came_back(user_id)
        return table

    async def continue_turn(
        self, interaction, game_id: int, verb: str, position: int, values, extra: tuple[str, ...], *, side: bool = False
    ) -> None:
        async with self._locked_game(interaction, game_id) as (language, table, seat):
            if len(extra) != 2:  # a control of an older Salon
                return await self._show(
                    interaction, game_id, table.position, Panel(i18n.t("bot.stale_choice", language))
                )
            panel_id, key = extra
            opened = self.open_panels.get((game_id, interaction.user.id, panel_id))
            if opened is None:
                opened = self._restore(table, seat, interaction.user.id, panel_id, position, verb, key, side)
                if opened is None:  # not a panel of this user at this position: the message stays as it is
                    why = self._turn_refusal(table, seat, table.position, side=side) or (
                        "bot.side_stale" if side else "bot.stale_choice"
                    )
                    return await self.tell(interaction, self._refusal_text(why, language, table))
            elif opened.side != side:
                return await self.refuse(interaction, "bot.stale_choice")
            elif opened.done or position != opened.position:
                # pressed twice (or an older step of this very panel): the panel already shows what is next
                return await self.refuse(interaction, "bot.press_handled")
            if seat is not None and not side:
                self._keep_live(interaction, game_id, seat, opened, language)
            refusal = self._turn_refusal(table, seat, table.position, side=side)
            if table.row.status == "active" and not self._follow_others(table, seat, opened):
                # the game moved on under this panel: it opens again where the seat decides now
                if refusal is None:
                    assert seat is not None  # refused otherwise
                    opened.position, opened.path, opened.trail, opened.page = table.position, (), (), 0
                    header = i18n.t("bot.side_stale_reopened" if side else "bot.stale_reopened", language)
                    return await self._show(
                        interaction, game_id, opened.position, self._panel(table, seat, opened, language, header)
                    )
                refusal = "bot.side_stale" if side else "bot.stale_choice"
            if refusal:
                return await self._show(
                    interaction, game_id, table.position, Panel(self._refusal_text(refusal, language, table))
                )
            decision = self._decision(table, seat, opened)
            pressed = _pressed(decision, table.row.seed, opened, verb, key) if decision else None
            if pressed is None:  # a control of an earlier step of this panel
                return await self.refuse(interaction, "bot.press_handled")
            if verb == verbs.BACK:
                assert seat is not None  # a panel of a seated player
                opened.path, opened.trail, opened.page = self._back_path(table, seat, opened), opened.trail[:-1], 0
                return await self._show(
                    interaction, game_id, opened.position, self._panel(table, seat, opened, language)
                )
            if verb.startswith(verbs.PAGE):
                opened.page = verbs.page_of(verb, verbs.PAGE) or 0
                return await self._show(
                    interaction, game_id, opened.position, self._panel(table, seat, opened, language)
                )
            if verb == verbs.FOLD:
                value = values[0] if values else ""
                fold = unfolded(self._folds(table, seat, opened.path, side), value)
                if fold is None:
                    header = i18n.t("bot.illegal_option", language)
                    return await self._show(
                        interaction, game_id, opened.position, self._panel(table, seat, opened, language, header)
                    )
                if fold.last.action is not None:  # one step, or a sequence of the seat's steps: one move
                    first, *then = fold.actions
                    return await self._commit(interaction, table, seat, first, opened, language, then=then)
                self._forward(opened, fold.ids)
                return await self._show(
                    interaction, game_id, opened.position, self._panel(table, seat, opened, language)
                )
            action = _chosen_action(decision, verb, values, pressed)
            if action is None:
                option = _chosen_option(decision, verb, values, pressed)
                if option is None:
                    header = i18n.t("bot.illegal_option", language)
                    return await self._show(
                        interaction, game_id, opened.position, self._panel(table, seat, opened, language, header)
                    )
                self._forward(opened, (option.id,))
                return await self._show(
                    interaction, game_id, opened.position, self._panel(table, seat, opened, language)
                )
            await self._commit(interaction, table, seat, action, opened, language)

    def _restore(
        self,
        table: Table,
        seat: int | None,
        user_id: int,
        panel_id: str,
        position: int,
        verb: str,
        key: str,
        side: bool = False,
    ) -> OpenPanel | None:
        """A panel this process does not remember (opened before a restart, or forgotten):
        at the current position, its press is found by its key among the chains of the
        seat's decision."""
        if position != table.position or self._turn_refusal(table, seat, position, side=side):
            return None
        secret = table.row.seed
        queue: list[tuple[str, ...]] = [()]
        looked = 0
        while queue and looked < RESTORE_BUDGET:
            path = queue.pop(0)
            probe = OpenPanel(panel_id, position, path, side=side)
            decision = self._decision(table, seat, probe)
            looked += 1
            if decision is None:
                continue
            opened = replace(probe, shown=fingerprint(decision))
            if _pressed(decision, secret, opened, verb, key) is not None:
                self.open_panels[(table.id, user_id, panel_id)] = opened
                return opened
            queue += [path + (o.id,) for o in decision.options if o.action is None]
        return None

    @staticmethod
    def _follow_others(table: Table, seat: int | None, opened: OpenPanel) -> bool:
        """Whether the panel is still good. Players of simultaneous phases decide at once:
        when others' moves left this player's decision exactly as it is on screen, their
        panel stays valid (and follows the game's position)."""
        if opened.position == table.position:
            return True
        if not Turns._still_shows(table, seat, opened):
            return False
        opened.position = table.position
        return True

    @staticmethod
    def _still_shows(table: Table, seat: int | None, opened: OpenPanel) -> bool:
        """Whether the seat's decision at the panel's step is the one the panel shows."""
        if seat is None or (not opened.side and seat not in table.actors()):
            return False
        decision = Turns._decision(table, seat, opened)
        return decision is not None and fingerprint(decision) == opened.shown

    async def direct_move(self, interaction, game_id: int, verb: str, extra: tuple[str, ...]) -> None:
        """A control of a game's own panel: a whole move that the rules judge as the game
        is now (others may have moved since the panel was drawn), or a page of it."""
        panel_id = extra[0] if extra else new_panel_id()
        key = (game_id, interaction.user.id, panel_id)
        async with self._locked_game(interaction, game_id) as (language, table, seat):
            if refusal := self._turn_refusal(table, seat, table.position):
                text = self._refusal_text(refusal, language, table)
                if key not in self.open_panels:  # not known as this user's panel: leave the message as it is
                    return await self.tell(interaction, text)
                return await self._show(interaction, game_id, table.position, Panel(text))
            presenter = presenter_for(table.row.kind)
            opened = self.open_panels.get(key) or OpenPanel(panel_id, table.position)
            opened.position, opened.path, opened.trail, opened.done = table.position, (), (), False
            self.open_panels[key] = opened
            assert seat is not None  # refused above otherwise
            self._keep_live(interaction, game_id, seat, opened, language)
            if (page := verbs.page_of(verb, verbs.DIRECT_PAGE)) is not None:  # another page of the panel
                opened.page = page
                return await self._show(
                    interaction, game_id, opened.position, self._panel(table, seat, opened, language)
                )
            action = presenter.direct_action(verb)
            if action is None:
                return await self._show(
                    interaction,
                    game_id,
                    opened.position,
                    self._panel(table, seat, opened, language, i18n.t("bot.illegal_option", language)),
                )
            await self._commit(interaction, table, seat, action, opened, language)

    async def commit(
        self, table: Table, seat: int, action: dict, *, interaction=None, then: Sequence[dict] = ()
    ) -> Played:
        """A person's complete action, played in one transaction and delivered (the board in the
        thread, narration, private notes, timers, AI seats): the one way a move of a press or of the
        game's page is made. `interaction`: the press's; `then`: the seat's actions that follow it in
        the same move (a sequence of steps chosen at once: bot.play.chains.folded), stored with it.
        The caller holds the game's lock; raises IllegalAction or StaleVersion, and nothing is stored
        then. A single option the move leaves a seat is taken with it (GameHost.play)."""
        played = await self.host.play(table, seat, action, table.version, then=then)
        await self.after_move.deliver(played, interaction=interaction)
        return played

    async def page_move(self, move: PageMove) -> Moved:
        """A move sent from the game's page (bot.web.moves), judged and committed as a press is."""
        async with self.host.lock(move.game_id):
            try:
                table = await self._table(move.game_id, move.holder)
            except (GameGone, DamagedGame):
                raise refused(403, "web.seat_game_over", move.language, move.position) from None
            holds = table.seat_of(move.holder) == move.seat
            action = settle(
                table.engine, table.state, move, status=table.row.status, position=table.position, holds=holds
            )
            try:
                played = await self.commit(table, move.seat, action)
            except IllegalAction as error:
                raise illegal(table.row.kind, error, move, table.plain_names, table.position) from None
            except StaleVersion:
                raise refused(409, "web.move_stale", move.language, table.position) from None
        return Moved(played.table.position, public(played.events))

    async def _commit(
        self,
        interaction,
        table: Table,
        seat: int,
        action: dict,
        opened: OpenPanel,
        language: str,
        *,
        then: Sequence[dict] = (),
    ):
        presenter = presenter_for(table.row.kind)
        try:
            played = await self.commit(table, seat, action, interaction=interaction, then=then)
        except IllegalAction as error:
            opened.path, opened.trail, opened.page = (), (), 0
            reason = presenter.illegal_text(error.code, error.params, language, table.names)
            await self._show(
                interaction, table.id, opened.position, self._panel(table, seat, opened, language, f"⚠️ {reason}")
            )
            return
        except StaleVersion:
            await self._show(interaction, table.id, table.position, Panel(i18n.t("bot.stale_choice", language)))
            return
        after = played.table
        opened.page = opened.page if not opened.path else 0
        opened.position, opened.path, opened.trail = after.position, (), ()
        done = presenter.narrate(played.events, language, after.names)
        if not opened.side and seat in after.actors():
            header = f"✅ {done}" if done else "✅"
            await self._show(interaction, table.id, after.position, self._panel(after, seat, opened, language, header))
        else:
            opened.done = True
            await self._show(interaction, table.id, after.position, Panel(self._done_text(after, done, language)))

    @staticmethod
    def _done_text(table: Table, summary: str, language: str) -> str:
        """What a panel says once its player's move left them nothing to decide: the move, and who
        moves next (nothing of who, while the rules' timer runs or once the game is over)."""
        waiting = ", ".join(table.names[s] for s in sorted(table.actors()))
        if table.row.status != "active" or not waiting:
            key, params = "bot.turn_done", {}
        else:
            key, params = "bot.turn_done_next", {"players": waiting}
        # a long move's narration is clipped to what the message has room for beside the rest: a
        # text's variable holds at most 2,500 characters (the catalogues' limit), and a move of many
        # steps tells more
        room = MESSAGE_LIMIT - len(i18n.t(key, language, summary="", **params))
        return i18n.t(key, language, summary=clip(summary, max(room, 0)), **params)

    @staticmethod
    def _waiting_text(table: Table, language: str) -> str:
        """What an open panel says when the decision it showed is gone without its player's move."""
        waiting = ", ".join(table.names[s] for s in sorted(table.actors())) or "—"
        return i18n.t("bot.panel_waits", language, players=waiting)

    async def _show(self, interaction, game_id: int, position: int, panel: Panel) -> None:
        view = build_view(game_id, position, panel.controls)
        try:
            await interaction.edit_original_response(content=clip(panel.text, MESSAGE_LIMIT), view=view)
        except discord.HTTPException as error:  # the ephemeral is gone (15-minute token); send a new one
            log.info("ephemeral not edited (%s); sending a new one", error.status)
            await interaction.followup.send(
                clip(panel.text, MESSAGE_LIMIT), view=view or discord.utils.MISSING, ephemeral=True
            )

    # ------------------------------------------------------------------ hand

    async def show_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        table, language = await self._load(interaction, game_id)
        seat = table.seat_of(interaction.user.id)
        if seat is not None and table.row.status == "lobby":  # seated, but nothing is dealt yet
            await interaction.followup.send(i18n.t("bot.hand_not_started", language, id=table.id), ephemeral=True)
            return
        if seat is None or table.state is None:
            await interaction.followup.send(i18n.t("bot.not_a_player", language), ephemeral=True)
            return
        note = await self.notes.message(table, seat, interaction.user.id)
        text = note.text
        if await self.people.dms_worth_trying_again(interaction.user.id):
            text = clip(f"{i18n.t('bot.dms_again', language)}\n{text}", MESSAGE_LIMIT)
        text = await self._with_seat_link(text, game_id, seat, interaction.user.id, language)
        view = build_view(game_id, table.position, hand_controls(table, seat, language))
        await interaction.followup.send(
            text,
            file=note.file(),
            view=view or discord.utils.MISSING,
            ephemeral=True,
        )


def _ahead(table: Table) -> Ahead | None:
    """How the host will play the table's next step, for a panel's sequences of steps (None: the
    game offers none, `Presenter.folds_steps`)."""
    if not presenter_for(table.row.kind).folds_steps():
        return None
    return Ahead(table.row.seed, table.version + 1, clock.now())


def _menu(folds: list[Folded] | None) -> tuple[str, ...]:
    return tuple(fold.value for fold in folds or ())


def _pressed(decision, secret: int, opened: OpenPanel, verb: str, key: str):
    """What a press stands for in the panel's current step: the option of an option
    button, True for any other control of this step, None if the key is not of it."""
    if verb == verbs.OPTION:
        return next(
            (
                o
                for o in decision.options
                if hmac.compare_digest(press_key(secret, opened.panel, opened.path, o.id), key)
            ),
            None,
        )
    return True if hmac.compare_digest(press_key(secret, opened.panel, opened.path, verb), key) else None


def _chosen_option(decision, verb: str, values, pressed) -> Option | None:
    if verb == verbs.OPTION:
        return pressed
    if verb.startswith(verbs.OPTIONS_SELECT) and values:
        return next((o for o in decision.options if o.id == values[0]), None)
    return None


def _chosen_action(decision, verb: str, values, pressed) -> dict | None:
    """The complete action a control chose, or None if it only continues the chain."""
    if verb == verbs.MULTI:
        return multi_action(decision, list(values or ()))
    if verb == verbs.NUMBER:
        try:
            return number_action(decision, int(values[0])) if values else None
        except ValueError:
            return None
    option = _chosen_option(decision, verb, values, pressed)
    return option.action if option is not None else None
