"""What a board message is made of: the full board and its summary, the narration since the
board message before it, the result, and the buttons (Take your turn, My hand).

Plain functions of a table (and, for what happened, the stored steps): the poster
(bot.delivery.board_post) and /game status build the same message from them.
"""

from __future__ import annotations

import io
import json
from typing import NamedTuple

import discord

import i18n
from bot.play.tables import Table
from bot.presenters import presenter_for
from bot.presenters.drawing import drawing
from bot.record import resignations, seat_credit
from bot.ui.components import build_view
from bot.ui.panels import board_controls
from db import Store
from engines.core import Event, runner

SUMMARY_FILE = "summary.png"  # the compact summary a board message's embed shows below the full board


def delivered(table: Table) -> bool:
    """Whether the board of the table's version was posted."""
    done = table.row.delivered_version
    return done is not None and done >= table.version


def narrated_since(table: Table) -> int:
    """The version after which the board message shown narrates (only the last step if unknown)."""
    return table.row.board_since if table.row.board_since is not None else table.version - 1


async def events_since(store: Store, table: Table, since: int) -> list[Event]:
    """The events of the live steps after version `since`, oldest first (-1: the setup's too)."""
    texts = [step.events for step in await store.steps(table.id, after=max(since, 0))]
    if since < 0:
        texts.insert(0, await store.setup_events(table.id) or "[]")
    return [Event.from_json(e) for text in texts for e in json.loads(text)]


def events_of(steps, since: int, setup_events: str | None) -> list[Event]:
    """The events of those of `steps` (live steps, in order) after version `since` (-1: the
    setup's `setup_events` first), as `events_since` reads them."""
    texts = [step.events for step in steps if step.n > max(since, 0)]
    if since < 0:
        texts.insert(0, setup_events or "[]")
    return [Event.from_json(e) for text in texts for e in json.loads(text)]


async def past_state(store: Store, table: Table, version: int):
    """The stored state of `version` (a snapshot and the steps after it replayed); None if
    it cannot be read or rebuilt."""
    try:
        return await store.state_at(table.id, version, runner.rebuild)
    except Exception:  # an unreadable snapshot or log (rebuilt from the log when the game is loaded)
        return None


async def result_lines(store: Store, table: Table) -> list[str]:
    """The final scores of a finished game, in the game's language (nothing while it runs): a seat
    that changed hands names each of its holders with their share of its moves (bot.record.seat_credit)."""
    ended = table.news.ended if table.news is not None else None  # read back by the last move's batch
    text = ended.result_text if ended is not None else await store.game_result(table.id)
    if not text:
        return []
    presenter = presenter_for(table.row.kind)
    language = table.row.language
    result = json.loads(text)
    if resignations.ended_by_resignation(result):
        return resignations.by_resignation_lines(result, language, table.names)
    users = table.news.users if table.news is not None else {}
    names = await seat_credit.credited_names(
        store,
        table.id,
        table.plain_names,
        language,
        guild_id=table.row.guild_id,
        known=(ended.holders, users) if ended else None,
    )
    lines = presenter.result_lines(result, language, names)
    resigned = await resignations.resigned_lines(
        store, table.id, language, guild_id=table.row.guild_id, known=(ended.resignations, users) if ended else None
    )
    return [i18n.t("bot.final_scores", language), *lines, *resigned]


class BoardImages(NamedTuple):
    """A board message's two images and what they show in words (their description)."""

    board: bytes
    summary: bytes
    description: str


async def board_images(table: Table, view: dict) -> BoardImages:
    """The full board and its compact summary, drawn off the event loop (bot.presenters.drawing)
    from the same spectators' view, with their description from that view too; DrawingFailed if
    they could not be drawn."""
    presenter = presenter_for(table.row.kind)
    language, names = table.row.language, table.plain_names  # images show no Markdown
    board, summary = await drawing().board_and_summary(table.id, table.row.kind, view, language, names)
    return BoardImages(board, summary, presenter.describe_board(view, language, names))


def board_files(table: Table, images: BoardImages) -> list[discord.File]:
    """A board message's files: the full board first (tests and people read it as the board
    image), then the summary, which its embed shows (`summary_embed`), both described."""
    name = f"{table.row.kind}-{table.id}-{table.version}.png"
    return [
        discord.File(io.BytesIO(images.board), filename=name, description=images.description),
        discord.File(io.BytesIO(images.summary), filename=SUMMARY_FILE, description=images.description),
    ]


def summary_embed() -> discord.Embed:
    """Discord previews an attachment inline at about 550 x 350: a tall board shrinks until only
    its headers are legible, so the summary, in the preview's shape, follows it at full width."""
    return discord.Embed().set_image(url=f"attachment://{SUMMARY_FILE}")


def board_buttons(table: Table, language: str, *, active: bool, activity: bool = False):
    """The buttons of a board (Take your turn, My hand, and Open board where the Activity is on),
    stamped with where the game is."""
    controls = board_controls(language, active=active, finished=table.row.status == "finished", activity=activity)
    return build_view(table.id, table.position, controls) or discord.utils.MISSING


async def vote_line(store: Store, table: Table) -> str:
    """The board's line about an open vote to cancel the game (bot.features.cancel_vote), or ""."""
    if table.news is not None and not table.news.vote_open:  # the move's transaction looked: none is open
        return ""
    vote = await store.cancel_vote(table.id)
    if vote is None or not vote.is_open:
        return ""
    agreed = len(vote.yes & vote.voters)
    return i18n.t("vote.board_line", table.row.language, yes=agreed, count=len(vote.voters))
