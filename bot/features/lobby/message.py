"""The lobby message of a table: who sits, the options, the turn limit, and its buttons."""

from __future__ import annotations

import discord

import i18n
from bot.features.away.absences import option_label
from bot.play.host import default_seating
from bot.play.places import Places
from bot.play.tables import Table
from bot.play.timers import turn_limit_text
from bot.ui.components import build_view
from bot.ui.panels import lobby_controls, options_summary


def lobby_text(table: Table) -> str:
    language = table.row.language
    engine = table.engine
    title = i18n.t(f"games.{table.row.kind}.name", language)
    waiting = " ⏳ " + i18n.t("rematch.pending_mark", language)
    players = (
        "\n".join(
            f"{i + 1}. {name}{seat_role_text(table, i, language)}{waiting if seat.user_id in table.pending else ''}"
            for i, (name, seat) in enumerate(zip(table.names, table.seats, strict=True))
        )
        or "—"
    )
    options = options_summary(table.row.kind, table.row.config, language)
    options = ", ".join(part for part in (options, option_label(table.row.on_away, language)) if part)
    limit = turn_limit_text(table.row.turn_limit, language)
    text = i18n.t(
        "bot.lobby",
        language,
        game=title,
        id=table.id,
        host=f"<@{table.row.host_id}>",
        players=players,
        low=min(engine.player_counts),
        high=max(engine.player_counts),
        options=options or "—",
        limit=limit,
    )
    if table.row.rated:
        text += "\n" + i18n.t("ratings.lobby_rated", language)
    if not table.pending:
        return text
    mentions = ", ".join(f"<@{user_id}>" for user_id in sorted(table.pending))
    return i18n.t("rematch.intro", language, players=mentions) + "\n" + text


def seat_role_text(table: Table, index: int, language: str) -> str:
    """ " — lady, team 1" for games played in teams (the seating by order of joining)."""
    seating = default_seating(table.engine, len(table.seats))
    if not seating or index >= len(seating):
        return ""
    seat = seating[index]
    role = i18n.t(f"{table.row.kind}.role.{seat.role}", language) if seat.role else ""
    if seat.team is None:
        return f" — {role}" if role else ""
    return " — " + i18n.t("bot.seat_in_team", language, role=role, team=seat.team + 1)


def lobby_view(table: Table) -> discord.ui.View | None:
    return build_view(table.id, table.position, lobby_controls(table.row.language, confirm=bool(table.pending)))


async def refresh_lobby(places: Places, table: Table, message: discord.Message | discord.PartialMessage | None = None):
    """Edit the lobby message to show the current seats and options."""
    target = message
    if target is None and table.row.board_message_id:
        target = places.lobby_channel(table).get_partial_message(table.row.board_message_id)
    if target is None:
        return
    try:
        await target.edit(
            content=lobby_text(table), view=lobby_view(table), allowed_mentions=discord.AllowedMentions.none()
        )
    except discord.HTTPException:
        pass
