"""The lobby: opening a table, taking seats, choosing options, starting and abandoning games —
the handlers behind the lobby message's buttons and behind /game new, join, leave, start and
abandon (bot.features.lobby.commands)."""

from __future__ import annotations

import dataclasses
import logging
from contextlib import asynccontextmanager

import discord

import i18n
from bot.delivery.after_move import AfterMove
from bot.delivery.board_post import BoardPoster
from bot.delivery.private_notes import PrivateNotes
from bot.features.away import absences as away
from bot.features.lobby.host_departure import HostSuccession
from bot.features.lobby.message import lobby_text, refresh_lobby
from bot.play.host import GameHost
from bot.play.people import People
from bot.play.places import Places
from bot.play.tables import Table
from bot.presenters.controls import Control, Panel, clip
from bot.runtime import clock, seeds
from bot.ui import errors, verbs
from bot.ui.components import build_view
from bot.ui.panels import lobby_controls, option_name, option_value_text, pending_start_controls
from bot.ui.permissions import channel_access
from db import ON_AWAY, Store
from db.errors import SeatTaken
from engines import ai, registry

log = logging.getLogger(__name__)

ABANDONABLE = ("lobby", "active", "damaged")
RATED = "rated"  # the table's own option beside the game's: whether its game counts for ratings


@dataclasses.dataclass(eq=False)
class Lobby:
    store: Store
    host: GameHost
    people: People
    places: Places
    boards: BoardPoster  # the first board, at the start
    notes: PrivateNotes  # every player's first hand
    after_move: AfterMove  # its followers (timers, AI seats) look at a started game
    fallback_language: str  # SALON_LANGUAGE
    succession: HostSuccession  # a lobby whose host left the server

    async def language(self, interaction) -> str:
        return await self.people.user_language(interaction)

    # ------------------------------------------------------------------ new

    async def open_table(
        self,
        interaction: discord.Interaction,
        kind: str,
        *,
        turn_limit: int | None,
        on_timeout: str,
        language: str | None,
        ai_players: int = 0,
        ai_level: str = "normal",
        rated: bool = False,
    ) -> None:
        user_language = await self.language(interaction)
        access = channel_access(interaction.channel, interaction.app_permissions)
        if access.missing:
            text = access.missing_text("bot.missing_permissions", access.missing, user_language)
            await interaction.response.send_message(text, ephemeral=True)
            return
        await interaction.response.defer(thinking=True)
        engine = registry.get(kind)
        config = {key: spec["default"] for key, spec in engine.config_options().items()}
        game_language = language or self.default_language(interaction)
        assert interaction.channel_id is not None  # /game new is guild-only: it comes from a channel
        row = await self.store.create_game(
            kind=kind,
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            host_id=interaction.user.id,
            config=config,
            language=game_language,
            seed=seeds.new_game_seed(),
            turn_limit=turn_limit,
            on_timeout=on_timeout,
            now=clock.now(),
            rated=rated,
        )
        await self.store.add_seat(row.id, user_id=interaction.user.id)
        for _ in range(min(ai_players, max(engine.player_counts) - 1)):
            await self.store.add_seat(row.id, user_id=None, is_ai=True, ai_level=ai_level)
        table = await self.host.load(row.id)
        message = await interaction.followup.send(
            lobby_text(table),
            view=build_view(row.id, 0, lobby_controls(game_language)) or discord.utils.MISSING,
            allowed_mentions=discord.AllowedMentions.none(),
            wait=True,
        )
        await self.store.set_board_message(row.id, message.id)
        channel = interaction.channel
        if access.missing_for_thread:  # the game goes on in the channel; the host learns why and what to do
            text = access.missing_text("bot.missing_thread_permissions", access.missing_for_thread, user_language)
            await interaction.followup.send(text, ephemeral=True)
        elif isinstance(channel, discord.TextChannel):
            await self.open_thread(row, channel, message.id)

    async def open_thread(self, row, channel: discord.TextChannel, message_id: int) -> None:
        """The table's thread, started from its lobby message (else it is played in the channel)."""
        language = row.language
        title = i18n.t("bot.thread_name", language, game=i18n.t(f"games.{row.kind}.name", language), id=row.id)
        try:
            thread = await channel.create_thread(
                name=title[:100], message=discord.Object(message_id), auto_archive_duration=10080
            )
            await self.store.set_thread(row.id, thread.id)
            await thread.send(i18n.t("bot.thread_welcome", language), allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as error:
            log.info("game %s: no thread (%s); playing in the channel", row.id, error.status)
            await self.store.set_thread(row.id, None)  # a thread the bot cannot send in is no place to play

    def default_language(self, interaction: discord.Interaction) -> str:
        guild_locale = interaction.guild.preferred_locale if interaction.guild else None
        if guild_locale is not None and str(guild_locale).startswith("cs"):
            return "cs"
        return self.fallback_language if self.fallback_language in i18n.LANGUAGES else "en"

    # ------------------------------------------------------------------ buttons

    async def on_component(self, interaction, game_id: int, verb: str, values, extra: tuple[str, ...] = ()) -> None:
        if verb == verbs.JOIN:
            await self.join(interaction, game_id)
        elif verb == verbs.LEAVE:
            await self.leave(interaction, game_id)
        elif verb == verbs.START:
            await self.start(interaction, game_id)
        elif verb == verbs.OPTIONS:
            await self.options_panel(interaction, game_id)
        elif verb == verbs.CONFIG_KEY:
            await self.option_values_panel(interaction, game_id, values[0] if values else "")
        elif verb == verbs.CONFIG_VALUE:
            await self.set_option(interaction, game_id, extra[0] if extra else "", values[0] if values else "")
        elif verb == verbs.ADD_AI:
            await self.ai_level_panel(interaction, game_id)
        elif verb == verbs.AI_LEVEL:
            await self.add_ai(interaction, game_id, values[0] if values else "")
        elif verb == verbs.REMOVE_AI:
            await self.remove_ai(interaction, game_id)

    async def _lobby_table(self, interaction, game_id: int) -> Table | None:
        table = await self.host.load(game_id)
        if table.row.status != "lobby":
            await errors.refuse(self.store, interaction, "bot.lobby_closed")
            return None
        return table

    @asynccontextmanager
    async def _locked_lobby(self, interaction, game_id: int, *, managers_only: bool = False):
        """Acknowledge, take the game's lock and yield (table, language); table is None
        (and the user was told) when the game is not in its lobby any more or, with
        `managers_only`, when the user is neither its host nor a server manager."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with self.host.lock(game_id):
            table, language = await self._lobby_table(interaction, game_id), await self.language(interaction)
            if table is not None and managers_only:
                table = await self._managed(interaction, table, language)
            yield table, language

    async def _managed(self, interaction, table: Table, language: str) -> Table | None:
        """The table, if the user may manage it (its host — after a host who left the server, maybe
        them —, or a server manager); else None, and they were told why."""
        if self.may_manage(interaction, table):
            return table
        inherited, told = await self.succession.take_over(interaction, table)
        if inherited is None and not told:
            await self._tell(interaction, language, "bot.host_only")
        return inherited

    async def _changed(self, interaction, game_id: int, language: str, key: str, **params) -> None:
        """The lobby message shows the change; the user is told `key`."""
        await refresh_lobby(self.places, await self.host.load(game_id))
        await self._tell(interaction, language, key, **params)

    @staticmethod
    async def _tell(interaction, language: str, key: str, **params) -> None:
        await interaction.followup.send(i18n.t(key, language, **params), ephemeral=True)

    async def join(self, interaction, game_id: int) -> None:
        async with self._locked_lobby(interaction, game_id) as (table, language):
            if table is None:
                return
            most = max(table.engine.player_counts)
            if table.seat_of(interaction.user.id) is not None:
                return await self._tell(interaction, language, "bot.already_joined")
            if len(table.seats) >= most:
                return await self._tell(interaction, language, "bot.game_full", players=most)
            try:
                await self.store.add_seat(game_id, user_id=interaction.user.id)
            except SeatTaken:
                return await self._tell(interaction, language, "bot.already_joined")
            await self._changed(interaction, game_id, language, "bot.joined", id=game_id)

    async def leave(self, interaction, game_id: int) -> None:
        async with self._locked_lobby(interaction, game_id) as (table, language):
            if table is None:
                return
            if interaction.user.id == table.row.host_id:
                return await self._tell(interaction, language, "bot.host_cannot_leave")
            if not await self.store.remove_seat(game_id, interaction.user.id):
                return await self._tell(interaction, language, "bot.not_a_player")
            await self._changed(interaction, game_id, language, "bot.left")

    async def ai_level_panel(self, interaction, game_id: int) -> None:
        async with self._locked_lobby(interaction, game_id, managers_only=True) as (table, language):
            if table is None:
                return
            choices = tuple((level, i18n.t(f"bot.ai_level_help.{level}", language)) for level in ai.LEVELS)
            panel = Panel(
                i18n.t("bot.ai_intro", language),
                (Control("select", verbs.AI_LEVEL, label=i18n.t("bot.choose", language), choices=choices),),
            )
            await interaction.followup.send(panel.text, view=build_view(game_id, 0, panel.controls), ephemeral=True)

    async def add_ai(self, interaction, game_id: int, level: str) -> None:
        async with self._locked_lobby(interaction, game_id) as (table, language):
            if table is None:
                return
            if level not in ai.LEVELS:
                return await self._tell(interaction, language, "bot.host_only")
            table = await self._managed(interaction, table, language)
            if table is None:
                return
            most = max(table.engine.player_counts)
            if len(table.seats) >= most:
                return await self._tell(interaction, language, "bot.game_full", players=most)
            await self.store.add_seat(game_id, user_id=None, is_ai=True, ai_level=level)
            await self._changed(interaction, game_id, language, "bot.ai_added")

    async def remove_ai(self, interaction, game_id: int) -> None:
        async with self._locked_lobby(interaction, game_id, managers_only=True) as (table, language):
            if table is None:
                return
            if not await self.store.remove_ai_seat(game_id):
                return await self._tell(interaction, language, "bot.no_ai_seat")
            await self._changed(interaction, game_id, language, "bot.ai_removed")

    def may_manage(self, interaction: discord.Interaction, table: Table) -> bool:
        if interaction.user.id == table.row.host_id:
            return True
        permissions = getattr(interaction, "permissions", None)
        return bool(permissions and permissions.manage_guild)

    async def start(self, interaction, game_id: int) -> None:
        async with self._locked_lobby(interaction, game_id, managers_only=True) as (table, language):
            if table is None:
                return
            if table.pending:  # a rematch whose seats wait for their players: the host chooses what to do
                names = ", ".join(f"<@{user_id}>" for user_id in sorted(table.pending))
                text = i18n.t("rematch.start_pending", language, count=len(table.pending), players=names)
                view = build_view(game_id, table.position, pending_start_controls(language))
                await interaction.followup.send(text, view=view or discord.utils.MISSING, ephemeral=True)
                return
            await self.begin(interaction, table, language)

    async def begin(self, interaction, table: Table, language: str) -> None:
        """Start the lobby's game with its seats, under the game's lock (the interaction, by
        whoever started it, is acknowledged): the Start button, or a rematch's last I'm in."""
        counts = table.engine.player_counts
        if len(table.seats) not in counts:
            return await self._tell(
                interaction,
                language,
                "bot.wrong_player_count",
                low=min(counts),
                high=max(counts),
                now=len(table.seats),
            )
        lobby_message = table.row.board_message_id
        try:
            played = await self.host.start(table)
        except ValueError:  # an option that does not fit this many players (a start seat, …)
            return await self._tell(interaction, language, "bot.options_do_not_fit", now=len(table.seats))
        table = played.table
        due: list = []  # the turn notices still due once the first board is recorded (as bot.delivery.after_move)
        await self.boards.post(table, played.events, due=due)  # it may have to leave the thread
        if table.news is not None and due:
            table = dataclasses.replace(table, notices_due=tuple(due[0]))
        await self._close_lobby_message(table, lobby_message)
        for seat in table.seats:
            if seat.user_id is not None:
                # a new game: try closed DMs again (the start's transaction read the preferences)
                await self.people.dms_worth_trying_again(seat.user_id, known=table.preferences(seat.user_id))
                await self.notes.send(
                    table,
                    seat.seat,
                    seat.user_id,
                    played.events,
                    fallback=interaction if seat.user_id == interaction.user.id else None,
                )
        await self.after_move.follow(table)
        await self._tell(interaction, language, "bot.started")

    async def _close_lobby_message(self, table: Table, message_id: int | None) -> None:
        if not message_id:
            return
        channel = self.places.lobby_channel(table)
        key = "bot.lobby_started" if table.row.thread_id else "bot.lobby_started_here"
        text = i18n.t(
            key,
            table.row.language,
            game=i18n.t(f"games.{table.row.kind}.name", table.row.language),
            id=table.id,
            players=", ".join(table.names),
        )
        try:
            await channel.get_partial_message(message_id).edit(
                content=text, view=None, allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException:
            pass

    # ------------------------------------------------------------------ options

    async def options_panel(self, interaction, game_id: int) -> None:
        async with self._locked_lobby(interaction, game_id, managers_only=True) as (table, language):
            if table is None:
                return
        panel = self._options_panel(table, language)
        await interaction.followup.send(panel.text, view=build_view(game_id, 0, panel.controls), ephemeral=True)

    def _option_specs(self, table: Table) -> dict[str, dict]:
        """The options a host can change: more than one choice, and words for it."""
        kind = table.row.kind
        return {
            key: spec
            for key, spec in table.engine.config_options().items()
            if len(spec["choices"]) > 1 and i18n.has(f"options.{kind}.{key}.name")
        }

    def _options_panel(self, table: Table, language: str, header: str = "") -> Panel:
        kind = table.row.kind
        choices = tuple(
            (
                key,
                clip(
                    f"{option_name(kind, key, language)}: "
                    f"{option_value_text(kind, key, table.row.config.get(key, spec['default']), language)}",
                    100,
                ),
            )
            for key, spec in self._option_specs(table).items()
        ) + (
            (away.OPTION, clip(away.option_label(table.row.on_away, language), 100)),  # the table's own options
            (RATED, clip(f"{i18n.t('ratings.option', language)}: {rated_text(table.row.rated, language)}", 100)),
        )
        text = f"{header}\n{i18n.t('bot.options_intro', language)}".strip()
        return Panel(
            text, (Control("select", verbs.CONFIG_KEY, label=i18n.t("bot.choose_option", language), choices=choices),)
        )

    async def option_values_panel(self, interaction, game_id: int, key: str) -> None:
        await interaction.response.defer()
        table = await self._lobby_table(interaction, game_id)
        if table is None:
            return
        language = await self.language(interaction)
        specs = self._option_specs(table)
        if (key not in specs and key not in (away.OPTION, RATED)) or not self.may_manage(interaction, table):
            await errors.refuse(self.store, interaction, "bot.illegal_option")
            return
        kind = table.row.kind
        if key == away.OPTION:  # what the table does while a player is away (bot.features.away.absences)
            choices, text = away.option_values(language), away.option_help(language)
        elif key == RATED:
            choices = tuple((value, rated_text(value == "yes", language)) for value in ("yes", "no"))
            text = f"**{i18n.t('ratings.option', language)}**\n{i18n.t('ratings.option_help', language)}"
        else:
            choices = tuple(
                (str(value), clip(option_value_text(kind, key, value, language), 100))
                for value in specs[key]["choices"]
            )
            text = f"**{option_name(kind, key, language)}**\n{i18n.t(f'options.{kind}.{key}.help', language)}"
        panel = Panel(
            text,
            (
                Control(
                    "select",
                    verbs.CONFIG_VALUE,
                    label=i18n.t("bot.choose_value", language),
                    choices=choices,
                    extra=(key,),
                ),
            ),
        )  # the option's name is public: it rides in the custom id
        await interaction.edit_original_response(content=panel.text, view=build_view(game_id, 0, panel.controls))

    async def set_option(self, interaction, game_id: int, key: str, raw_value: str) -> None:
        await interaction.response.defer()
        language = await self.language(interaction)
        async with self.host.lock(game_id):
            table = await self._lobby_table(interaction, game_id)
            if table is None:
                return
            specs = self._option_specs(table)
            own_choices = {away.OPTION: ON_AWAY, RATED: ["yes", "no"]}  # the table's own options
            choices = own_choices.get(key) or specs.get(key, {}).get("choices", [])
            value = next((v for v in choices if str(v) == raw_value), None)
            if value is None or not self.may_manage(interaction, table):
                await errors.refuse(self.store, interaction, "bot.illegal_option")
                return
            if key == away.OPTION:
                await self.store.set_on_away(game_id, value)
            elif key == RATED:
                await self.store.set_rated(game_id, value == "yes")
            else:
                await self.store.update_config(game_id, {**table.row.config, key: value})
            table = await self.host.load(game_id)
            await refresh_lobby(self.places, table)
        panel = self._options_panel(table, language, header=i18n.t("bot.option_saved", language))
        await interaction.edit_original_response(content=panel.text, view=build_view(game_id, 0, panel.controls))

    # ------------------------------------------------------------------ abandon

    async def abandon(self, interaction, table: Table) -> None:
        language = await self.language(interaction)
        if not self.may_manage(interaction, table):
            await interaction.followup.send(i18n.t("bot.host_or_manager_only", language), ephemeral=True)
            return
        async with self.host.lock(table.id):
            row = await self.store.get_game(table.id)
            assert row is not None  # loaded a moment ago
            if row.status not in ABANDONABLE:  # a finished game keeps its result and its place in the stats
                await interaction.followup.send(i18n.t("bot.abandon_finished", language, id=table.id), ephemeral=True)
                return
            await self.store.set_status(table.id, "abandoned", clock.now())
        text = i18n.t("bot.abandoned", table.row.language, id=table.id, player=interaction.user.mention)
        channel = self.places.channel(table)
        board_channel = self.places.lobby_channel(table) if table.row.status == "lobby" else channel
        if table.row.board_message_id:
            try:
                await board_channel.get_partial_message(table.row.board_message_id).edit(view=None)
            except discord.HTTPException:
                pass
        try:
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException:
            pass
        await interaction.followup.send(i18n.t("bot.abandon_done", language, id=table.id), ephemeral=True)


def rated_text(rated: bool, language: str) -> str:
    return i18n.t("ratings.option.yes" if rated else "ratings.option.no", language)
