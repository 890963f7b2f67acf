"""/game history and /game export, and the animated replay a game's thread gets when it ends.

A history page (bot.record.history_pages) is a private message: the spectators' board after one step, that
step's move named, and ⏮ ◀ ▶ ⏭ and *My last move*, whose custom ids carry the game and the step
shown (in the position's place), so they still work after a restart. An export is the file of a
finished game (bot.record.export); a running game's is refused, since its log and seed would reveal
every hidden card. The replay is drawn in a worker thread once the game is over and posted
once, by whichever process sees the end first: the lease `replay:<game>`, taken for as long as
drawing may take, kept for ever once posted (`Store.keep_lease`), given back if the post fails."""

from __future__ import annotations

import asyncio
import io
import json
import logging
from collections.abc import Awaitable, Callable

import discord
from discord.ext import commands

import i18n
from bot.play.people import People
from bot.play.places import Places
from bot.play.tables import Table
from bot.presenters import presenter_for
from bot.presenters.controls import Control
from bot.presenters.drawing import drawing
from bot.record import history_pages as pages
from bot.record import seat_credit
from bot.record.export import Export, from_store
from bot.record.history_pages import Page
from bot.record.replay import animation
from bot.record.step_names import step_names
from bot.runtime import clock
from bot.ui import errors, verbs
from bot.ui.components import build_view
from bot.ui.slash import say, table_command
from bot.ui.table_finder import TableFinder
from db import Store
from db.rows import GameRow

log = logging.getLogger(__name__)

REPLAY_LEASE = 900  # seconds a process has to build and post a replay before another may try
# games with a history to step through: an abandoned (or cancelled) one keeps its steps too
SHOWN_STATUSES = ("active", "finished", "abandoned")


def replay_lease(game_id: int) -> str:
    return f"replay:{game_id}"


def _refusal(row: GameRow) -> str | None:
    """Why the game has no history pages (the key of the one sentence that says so), or None:
    a game that started has them whether it runs, ended, or was abandoned or cancelled."""
    if row.status == "damaged":
        return "bot.game_damaged"
    if row.status == "lobby" or row.started_at is None:
        return "history.never_started"
    return None


def _unfinished(row: GameRow) -> str | None:
    """Why the game cannot be exported, or None: only a finished game can."""
    return None if row.status == "finished" else "replay.not_finished"


class History(commands.Cog):
    slash_group = "game"

    def __init__(
        self, store: Store, people: People, finder: TableFinder, places: Places, instance: str, *, replays: bool = True
    ):
        self.store = store
        self.people = people
        self.finder = finder
        self.places = places  # where a finished game's replay goes
        self.instance = instance  # who holds a replay's lease
        self.replays = replays  # whether a finished game's thread gets its replay (SALON_REPLAYS)
        self._replays: set[asyncio.Task] = set()

    # ------------------------------------------------------------------ /game history

    @table_command("history")
    async def history(self, interaction: discord.Interaction, game_id: int | None = None):
        await self._shown(interaction, game_id, _refusal, self._first_page)

    async def _first_page(self, interaction: discord.Interaction, table: Table, language: str) -> None:
        reply = await self._page(table.row, interaction.user.id, table.version, language)
        if reply is None:
            return await say(interaction, i18n.t("history.unreadable", language))
        await interaction.followup.send(ephemeral=True, **reply)

    async def _shown(
        self,
        interaction: discord.Interaction,
        game_id: int | None,
        refusal: Callable[[GameRow], str | None],
        then: Callable[[discord.Interaction, Table, str], Awaitable[None]],
    ) -> None:
        """/game history's and export's opening: the game they mean, as TableFinder.find_deferred
        finds it, handed with the person's language to `then`, unless `refusal` names the sentence
        (given the game's id) that says why it is not shown; the person is told why not."""
        found = await self.finder.find_deferred(interaction, game_id, SHOWN_STATUSES)
        if found is None:
            return
        table, language = found
        if key := refusal(table.row):
            await say(interaction, i18n.t(key, language, id=table.id))
            return
        await then(interaction, table, language)

    async def step(self, interaction: discord.Interaction, game_id: int, verb: str, shown: int) -> None:
        """A button of a history page: the page it leads to, in place of the pressed one."""
        language = await self.people.user_language(interaction)
        row = await self.store.get_game(game_id)
        if row is None or row.guild_id != interaction.guild_id:
            return await errors.answer(interaction, i18n.t("bot.game_gone", language))
        if refusal := _refusal(row):
            return await errors.answer(interaction, i18n.t(refusal, language, id=game_id))
        await interaction.response.defer()
        targets = {
            verbs.HISTORY_START: 0,
            verbs.HISTORY_BACK: shown - 1,
            verbs.HISTORY_ON: shown + 1,
            verbs.HISTORY_END: row.version,
        }
        reply = await self._page(row, interaction.user.id, targets.get(verb), language)
        if reply is None:
            return await errors.answer(interaction, i18n.t("history.unreadable", language))
        await interaction.edit_original_response(
            content=reply["content"], attachments=[reply["file"]], view=reply["view"]
        )

    async def _page(self, row: GameRow, reader: int, n: int | None, language: str) -> dict | None:
        """The message of step n's page (None: the reader's own last move), or None if the log
        cannot be read."""
        log_ = await pages.read_log(self.store, row)
        if log_ is None:
            return None
        plain = [
            await self.people.seat_name(s, language, guild_id=row.guild_id) for s in await self.store.seats(row.id)
        ]
        names = await step_names(self.store, log_.held, plain, language, guild_id=row.guild_id)
        if n is None:
            n = pages.last_move_of(log_.steps, log_.held, reader) or 0
        page = await pages.page(self.store, log_, n, reader, language, names)
        if page is None:
            return None
        return {
            "content": page.text,
            "file": discord.File(
                io.BytesIO(page.png), filename=f"{row.kind}-{row.id}-step-{page.n}.png", description=page.description
            ),
            "view": build_view(row.id, page.n, self._controls(page, language)),
        }

    @staticmethod
    def _controls(page: Page, language: str) -> tuple[Control, ...]:
        at_start, at_end = page.n == 0, page.n >= page.last
        return (
            Control("button", verbs.HISTORY_START, label=i18n.t("history.start", language), disabled=at_start),
            Control("button", verbs.HISTORY_BACK, label=i18n.t("history.previous", language), disabled=at_start),
            Control("button", verbs.HISTORY_ON, label=i18n.t("history.next", language), disabled=at_end),
            Control("button", verbs.HISTORY_END, label=i18n.t("history.end", language), disabled=at_end),
            Control(
                "button",
                verbs.HISTORY_MINE,
                label=i18n.t("history.mine", language),
                disabled=page.mine is None or page.mine == page.n,
            ),
        )

    # ------------------------------------------------------------------ /game export

    @table_command("export")
    async def export(self, interaction: discord.Interaction, game_id: int | None = None):
        await self._shown(interaction, game_id, _unfinished, self._send_export)

    async def _send_export(self, interaction: discord.Interaction, table: Table, language: str) -> None:
        document = await self._export(table)
        file = discord.File(io.BytesIO(document.dumps().encode()), filename=f"{table.row.kind}-{table.id}.json")
        await say(interaction, i18n.t("history.exported", language, id=table.id), file=file)

    async def _export(self, table: Table) -> Export:
        result = json.loads(await self.store.game_result(table.id) or "{}")
        steps = await self.store.steps(table.id)
        holders = await seat_credit.holders_of(
            self.store, table.id, table.plain_names, table.row.language, guild_id=table.row.guild_id
        )
        return from_store(table.row, table.seats, steps, table.plain_names, result, holders)

    # ------------------------------------------------------------------ the replay when a game ends

    async def follow(self, table: Table) -> None:
        """A follower of every move: once the game is over, its replay is built and posted by a
        task of its own (it takes seconds)."""
        self.kick(table)

    def kick(self, table: Table) -> None:
        """The replay of a game that is over, unless it was posted (also when the sweep posts a
        board that a crash left unposted: the end of the game may be among them)."""
        if not self.replays or table.row.status != "finished":
            return
        task = asyncio.get_running_loop().create_task(self.post_replay(table), name=f"salon-replay-{table.id}")
        self._replays.add(task)
        task.add_done_callback(self._replay_ended)

    def _replay_ended(self, task: asyncio.Task) -> None:
        self._replays.discard(task)
        if not task.cancelled() and (error := task.exception()) is not None:
            log.error("game replay failed", exc_info=error)

    async def post_replay(self, table: Table) -> None:
        """The animated replay into the game's thread, once in the database's life: whoever
        takes the lease posts it; a failed post gives the lease back."""
        lease = replay_lease(table.id)
        if not await self.store.take_lease(lease, self.instance, now=clock.now(), seconds=REPLAY_LEASE):
            return
        try:
            document = await self._export(table)
            if not document.result:
                await self.store.keep_lease(lease, self.instance)  # no result to replay to
                return
            language = table.row.language
            gif = await drawing().replay(table.id, animation, document, language)
            told = i18n.t("history.replay", language, id=table.id)
            presenter = presenter_for(table.row.kind)
            description = presenter.describe_replay(table.engine, table.state, table.id, language, table.plain_names)
            name = f"replay-{table.row.kind}-{table.id}.gif"
            await self.places.channel(table).send(
                told, file=discord.File(io.BytesIO(gif), filename=name, description=description)
            )
        except discord.HTTPException as error:  # the thread refuses it (gone, locked): nothing is lost
            log.warning("game %s: replay not posted (%s)", table.id, error.status)
            await self.store.forget_lease(lease, self.instance)
            return
        except BaseException:  # a failure, or the bot closing (stop): the next process to see the end tries again
            await self.store.forget_lease(lease, self.instance)
            raise
        await self.store.keep_lease(lease, self.instance)

    async def replays_done(self) -> None:
        """Waits for the replays being built (a test, or a close that lets them finish)."""
        while self._replays:
            await asyncio.gather(*self._replays, return_exceptions=True)

    async def stop(self) -> None:
        """Replays being built are left (their leases given back) when the bot closes."""
        for task in self._replays:
            task.cancel()
        await asyncio.gather(*self._replays, return_exceptions=True)
