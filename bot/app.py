"""The bot: wiring of store, host, delivery, router and commands."""
from __future__ import annotations

import logging

import discord
from discord.ext import commands

from db import Store
from db.errors import CorruptRecord
from engines import registry

from bot.ai_players import AIPlayers
from bot.commands import CatalogueTranslator, GameCommands, SalonCommands
from bot.components import GameButton, GameSelect
from bot.delivery import Delivery
from bot.host import GameHost
from bot.lobby import Lobby
from bot.people import People
from bot.router import Router
from bot.scheduler import Scheduler
from bot.settings import Settings

log = logging.getLogger(__name__)


class SalonBot(commands.Bot):
    def __init__(self, settings: Settings, *, store: Store | None = None):
        intents = discord.Intents.default()  # slash commands and buttons need no privileged intent
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None)
        self.settings = settings
        self.store: Store | None = store
        self._owns_store = store is None
        self.host = GameHost(self)
        self.delivery = Delivery(self)
        self.router = Router(self)
        self.lobby = Lobby(self)
        self.people = People(self)
        self.scheduler = Scheduler(self)
        self.ai_players = AIPlayers(self)

    @staticmethod
    def now() -> float:
        # discord.utils.utcnow is the clock the tests can move
        return discord.utils.utcnow().timestamp()

    @staticmethod
    def engine(kind: str):
        return registry.get(kind)

    async def setup_hook(self) -> None:
        if self.store is None:
            self.store = await Store.open(self.settings.database)
        await self._mark_damaged_games()
        self.add_dynamic_items(GameButton, GameSelect)
        await self.tree.set_translator(CatalogueTranslator())
        await self.add_cog(GameCommands(self))
        await self.add_cog(SalonCommands(self))
        if self.settings.sync_commands:
            if self.settings.test_guild:
                guild = discord.Object(self.settings.test_guild)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        self.scheduler.start()

    async def on_ready(self) -> None:
        """After a (re)connect: AI seats whose move it is carry on."""
        for row in await self.store.games_with_status(("active",)):
            try:
                self.ai_players.kick(await self.host.load(row.id))
            except Exception:
                log.warning("game %s not resumed", row.id, exc_info=True)

    async def _mark_damaged_games(self) -> None:
        """A game whose row cannot be read is set aside, so the others keep running."""
        for _ in range(100):
            try:
                await self.store.games_with_status(("lobby", "active"))
                return
            except CorruptRecord as error:
                log.error("game %s is damaged: %s", error.game_id, error.detail)
                await self.store.set_status(error.game_id, "damaged", self.now())

    async def close(self) -> None:
        self.scheduler.stop()
        self.ai_players.stop()
        await super().close()
        if self._owns_store and self.store is not None:
            await self.store.close()
            self.store = None


def create_bot(settings: Settings, *, store: Store | None = None) -> SalonBot:
    return SalonBot(settings, store=store)
