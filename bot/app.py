"""The composition root: one process of Salon, and the one place where its parts are built
and handed to each other (`SalonBot._wire`). No other bot module imports this one; each
receives, in its constructor, the services it uses."""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import socket
from typing import cast

import discord
from discord.ext import commands

from bot.autoplay.ai_players import AIPlayers
from bot.autoplay.ai_pool import AIPool
from bot.autoplay.scheduler import Scheduler
from bot.delivery.after_move import AfterMove
from bot.delivery.board_post import BOARD_LEASE, BoardPoster
from bot.delivery.private_notes import PrivateNotes
from bot.delivery.repair import Repairs
from bot.features.away.absences import Absences, ends_absence
from bot.features.away.commands import Away
from bot.features.cancel_vote import CancelVotes
from bot.features.forget_me import ForgetButton, ForgetMe
from bot.features.history import History
from bot.features.leaderboard import Leaderboard
from bot.features.listing import Listing
from bot.features.lobby.commands import LobbyCommands
from bot.features.lobby.host_departure import HostSuccession
from bot.features.lobby.lobby import Lobby
from bot.features.my_games import MyGames
from bot.features.notices import Notices
from bot.features.preferences import Preferences
from bot.features.rematch import Rematches
from bot.features.rules import Rules
from bot.features.seats import Seats
from bot.features.turns.commands import PlayCommands
from bot.features.turns.turns import Turns
from bot.play.host import GameHost
from bot.play.people import People
from bot.play.places import Places
from bot.play.tables import Table
from bot.presenters import presenter_for
from bot.presenters.drawing import drawing, start_drawing
from bot.presses import Presses
from bot.record.standings import Standings
from bot.runtime import clock
from bot.runtime.budget import RequestBudget, process_share
from bot.runtime.settings import Settings
from bot.runtime.sharding import IdentifyGate
from bot.runtime.startup import StartupFailure, open_store
from bot.ui import slash
from bot.ui.components import GameButton, GameSelect
from bot.ui.errors import SalonTree
from bot.ui.permissions import invite_url
from bot.ui.table_finder import TableFinder
from bot.web.companion import for_bot as web_companion
from db import Store
from db.errors import CorruptRecord, DbError, StoreClosed
from db.table_votes import CANCEL_VOTE_TIMER

log = logging.getLogger(__name__)


async def sync_commands(bot: SalonBot, guild_id: int | None) -> None:
    try:
        if guild_id:
            guild = discord.Object(guild_id)
            bot.tree.copy_global_to(guild=guild)
            await bot.tree.sync(guild=guild)
        else:
            await slash.sync_global(bot.tree)  # keeps the Activity's entry point command
    except discord.Forbidden as error:
        where = f"the server SALON_TEST_GUILD={guild_id}" if guild_id else "Discord"
        raise StartupFailure(
            f"{where} did not let the bot register its slash commands ({error.text or error.status}): invite the "
            "bot with the scopes bot and applications.commands (README, Creating the Discord application)"
            + (" or empty SALON_TEST_GUILD in .env" if guild_id else "")
            + ", then run ./run-bot.sh again."
        ) from error


class SalonBot(commands.Bot):
    """One process of Salon. With settings.shards it is a ShardedSalonBot instead."""

    def __init__(self, settings: Settings, *, store: Store | None = None, **client_options):
        intents = discord.Intents.default()  # slash commands and buttons need no privileged intent
        # Salon has no voice: discord.py's warnings about missing voice packages would only worry an admin
        discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=SalonTree,
            **client_options,
        )
        self.settings = settings
        # boards drawn off the event loop
        start_drawing(settings.drawing_workers, settings.image_memory, settings.replay_worker)
        # who this process is, in the database's claims (delivery leases, identify leases)
        self.instance = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"
        # this process's share of the token's requests a second (bot.runtime.budget)
        self.request_budget = RequestBudget(process_share(settings.shards))
        self._store: Store | None = None
        self._owns_store = store is None
        if store is not None:
            self._wire(store)

    def _wire(self, store: Store) -> None:
        """Build the services and features on the open store, each given what it uses."""
        self._store = store
        cast(SalonTree, self.tree).store = store
        self.people = People(store, self)
        self.host = GameHost(store, self.people)
        places = Places(self, store)
        self.web = web_companion(store, self.people)  # game pages (SALON_WEB_PORT) and their links (SALON_WEB_URL)
        self.absences = Absences(store, self.host)  # players who are away (/salon away)
        self.boards = BoardPoster(
            store,
            places,
            self.instance,
            self.web,
            away_lines=self.absences.board_lines,
            stand_ins=self.absences.stand_ins,
        )
        self.private_notes = PrivateNotes(store, self.people)
        self.after_move = AfterMove(store, self.boards, self.private_notes)
        self.host.board_owner, self.host.board_lease = self.instance, BOARD_LEASE  # a move claims its board
        self.host.takes_alone = lambda kind, decision: presenter_for(kind).takes_alone(decision)
        ai_pool = AIPool(self.settings.ai_workers)  # AI decisions in worker processes, off the event loop
        self.scheduler = Scheduler(
            store, self.host, self.after_move, places, client=self, ai_pool=ai_pool, put_off=self.absences.put_off
        )
        self.ai_players = AIPlayers(
            self.host,
            self.after_move,
            self.settings.ai_pace,
            stand_ins=self.absences.stand_ins,
            pool=ai_pool,
        )
        # they deliver their own moves through after_move, so they follow it from here
        self.notices = Notices(store, self.people, places, self, self.instance, self.web)
        self.after_move.followers += [self.scheduler.schedule, self.ai_players.follow, self.notices.follow]
        finder = TableFinder(store, self.host, self.people)
        self.history = History(store, self.people, finder, places, self.instance, replays=self.settings.replays)
        self.after_move.followers.append(self.history.follow)  # the replay when a game ends

        def kick(table: Table) -> None:  # a board posted again: its AI seats, and its replay if it ended
            self.ai_players.kick(table)
            self.history.kick(table)

        self.repairs = Repairs(store, self.host, self.boards, places, kick=kick, client=self)
        self.repairs.after_sweep.append(self.notices.sweep)  # turns a restart left untold

        standings = Standings(store, self.people)
        self.lobby = Lobby(
            store,
            self.host,
            self.people,
            places,
            self.boards,
            self.private_notes,
            self.after_move,
            self.settings.language,
            HostSuccession(store, self.host, self.people, places),
        )
        self.turns = Turns(store, self.host, self.people, self.after_move, self.private_notes, self.web)
        self.turns.came_back = self._came_back
        self.after_move.panels = self.turns.refresh_panels  # a panel left open follows its player
        self.web.mover = self.turns.page_move  # a move on a game's page is committed as a press is
        self.forget_me = ForgetMe(store, self.people, self.host, places, self.after_move)
        self.seats = Seats(
            store, self.host, self.people, finder, places, self.boards, self.private_notes, self.after_move
        )
        # the routes of bot.ui.components and ForgetButton find these on the client
        votes = CancelVotes(store, self.host, self.people, finder, places, self.boards)
        self.scheduler.table_timers[CANCEL_VOTE_TIMER] = votes.expire
        self.after_move.followers.append(votes.follow)  # a game that ends closes its vote
        rematches = Rematches(store, self.host, self.people, places, self.lobby)
        self.my_games = MyGames(store, self.host, self.people, places, self)
        self.presses = Presses(
            store,
            self.people,
            self.lobby,
            self.turns,
            self.seats,
            votes,
            rematches,
            self.history,
            self.my_games,
            self.web,
        )
        self.features: list[commands.Cog] = [
            LobbyCommands(self.lobby, finder, self.people),
            PlayCommands(store, self.host, finder, self.turns, self.boards, self.repairs, self.scheduler, self.web),
            Listing(store, self.host, self.people, finder),
            Rules(self.people),
            Preferences(store, self.people, standings),
            Leaderboard(standings, self.people),
            self.forget_me,
            self.seats,
            votes,
            self.history,
            Away(
                store,
                self.people,
                self.host,
                places,
                self.absences,
                follow=self.ai_players.follow,
                wake=self.scheduler.wake,
            ),
            self.notices,
            self.my_games,
        ]

    @staticmethod
    def now() -> float:
        return clock.now()

    @property
    def store(self) -> Store:
        """The database: open from setup_hook (or given to the constructor) until close."""
        if self._store is None:
            raise RuntimeError("the store is not open (before setup_hook, or after close)")
        return self._store

    @store.setter
    def store(self, store: Store) -> None:
        """A store opened elsewhere (a test standing in for another process): the parts are built on it."""
        self._wire(store)

    @property
    def has_store(self) -> bool:
        return self._store is not None

    @property
    def wired(self) -> bool:
        return hasattr(self, "presses")

    def summary(self, version: str) -> str:
        """The start-up line for the operator: what runs, with what (never a password)."""
        sqlite = self.store.backend == "sqlite"
        database = f"SQLite {os.path.abspath(self.settings.database)}" if sqlite else "PostgreSQL"
        shards = self.settings.shards
        where = f"shards {shards.ids[0]}-{shards.ids[-1]} of {shards.count}" if shards else "one process, all shards"
        return f"Salon {version} starting: database {database}, {where}, log level {self.settings.log_level}."

    async def setup_hook(self) -> None:
        self.request_budget.install(self.http)  # the client's HTTP, as logging in left it
        if self._store is None:
            self._wire(await open_store(self.settings.database))
        if self.application_id is not None:
            log.info("Invite Salon to a server with %s", invite_url(self.application_id))
        await self._mark_damaged_games()
        self.add_dynamic_items(GameButton, GameSelect, ForgetButton)
        await self.tree.set_translator(slash.CatalogueTranslator())
        slash.install(self.tree, self.features)
        if self.settings.sync_commands and self.syncs_commands:
            await sync_commands(self, self.settings.test_guild)
        self.scheduler.start()
        self.repairs.start_sweep()
        await self.store.listen(self.woken)
        if self.application_id is not None and self.http.token:
            self.web.application = (self.application_id, self.http.token)
        await self.web.start()

    @property
    def syncs_commands(self) -> bool:
        """One process alone writes the command list: the one holding shard 0."""
        shards = self.settings.shards
        return shards is None or shards.syncs_commands

    def woken(self, payload: str = "") -> None:
        """Another process committed something (a deadline, a board to post): look now."""
        self.scheduler.woken(payload)
        self.repairs.wake_sweep()

    async def on_ready(self) -> None:
        """After a (re)connect: AI seats whose move it is carry on, and the AI standing in for
        players who are away."""
        log.info("Salon is ready as %s, in %d servers.", self.user, len(self.guilds))
        try:
            await self._resume_ai_seats()
        except StoreClosed:
            log.info("stopping before the AI seats were resumed; the next start resumes them")

    async def _resume_ai_seats(self) -> None:
        for row in await self.store.active_games_with_ai():
            try:
                self.ai_players.kick(await self.host.load(row.id))
            except StoreClosed:
                raise
            except Exception:
                log.warning("game %s not resumed", row.id, exc_info=True)
        for game_id in await self.store.games_with_away_players(self.now()):  # the AI plays for them
            try:
                await self.ai_players.follow(await self.host.load(game_id))
            except StoreClosed:
                raise
            except Exception:
                log.warning("game %s not resumed", game_id, exc_info=True)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Any command or press of a player who is away brings them back (bot.features.away.absences)."""
        if not self.wired or not ends_absence(interaction):
            return
        try:
            if await self.absences.back(interaction.user.id) is not None:
                self.scheduler.wake()  # a turn limit put off runs again, perhaps sooner
        except DbError:
            log.warning("an absence was not ended (the database is busy); the next action ends it")

    async def _came_back(self, user_id: int) -> None:
        """Someone away pressed in their game (its table, read with them, said they are away)."""
        try:
            if await self.store.end_away(user_id, self.now()) is not None:
                self.scheduler.wake()  # a turn limit put off runs again, perhaps sooner
        except DbError:
            log.warning("an absence was not ended (the database is busy); the next action ends it")

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.repairs.thread_deleted(payload.thread_id)

    async def on_raw_message_delete(self, payload: discord.RawMessageDeleteEvent) -> None:
        await self.repairs.messages_deleted(payload.channel_id, {payload.message_id})

    async def on_raw_bulk_message_delete(self, payload: discord.RawBulkMessageDeleteEvent) -> None:
        await self.repairs.messages_deleted(payload.channel_id, payload.message_ids)

    async def _mark_damaged_games(self) -> None:
        """A game the start looks into (on_ready) whose row cannot be read is set aside, so the
        others keep running. Only those are read, so a start costs what the active games with
        AI seats cost; any other unreadable row is set aside by the listing that meets it."""
        for _ in range(100):
            try:
                await self.store.active_games_with_ai()
                return
            except CorruptRecord as error:
                if error.game_id is None:  # no game to set aside: nothing here can go on
                    raise
                log.error("game %s is damaged: %s", error.game_id, error.detail)
                await self.store.set_status(error.game_id, "damaged", self.now())

    def close_soon(self) -> None:
        """On SIGTERM (a service manager's stop): close as after Ctrl+C, not in the middle of a write."""
        self._close_on_signal = asyncio.ensure_future(self.close())

    async def close(self) -> None:
        if self.wired:
            self.scheduler.stop()
            self.repairs.stop_sweep()
            self.ai_players.stop()
            await self.history.stop()
            await self.web.stop()
        drawing().close()
        await super().close()
        if self._owns_store and self._store is not None:
            await self._store.close()
            self._store = None
            cast(SalonTree, self.tree).store = None


class ShardedSalonBot(SalonBot, commands.AutoShardedBot):
    """A process holding a range of the bot's shards (SALON_SHARDS); the others run elsewhere."""

    def __init__(self, settings: Settings, *, store: Store | None = None):
        shards = settings.shards
        assert shards is not None  # create_bot builds a sharded bot only for SALON_SHARDS
        super().__init__(settings, store=store, shard_ids=list(shards.ids), shard_count=shards.count)
        self.identify_gate = IdentifyGate(lambda: self.store, self.instance, self.now, self._max_concurrency)

    async def _max_concurrency(self) -> int:
        return (await self.fetch_session_start_limits()).max_concurrency

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        await self.identify_gate.wait_for_turn(shard_id or 0)


def create_bot(settings: Settings, *, store: Store | None = None) -> SalonBot:
    if settings.shards is not None:
        return ShardedSalonBot(settings, store=store)
    return SalonBot(settings, store=store)
