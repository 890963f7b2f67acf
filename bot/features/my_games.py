"""/salon games: every game a player sits in, on every server Salon shares with them — those
waiting for them first (longest wait first), then their other running games, then the open
lobbies they joined — a page at a time; and **Next game**, which goes through the games
waiting for them, longest wait first. Finished games drop off (their results are in
/salon stats), and so do the lobbies of a server they left; a running game there still lists
the seat they hold."""

from __future__ import annotations

import logging
from collections.abc import Callable

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.features.away.absences import away_until_text
from bot.features.away.dates import discord_time
from bot.play.host import GameHost
from bot.play.people import People
from bot.play.places import Places, jump_url
from bot.runtime import clock
from bot.runtime.markdown import escaped
from bot.ui import verbs
from bot.ui.components import GameButton, Route, RoutedView
from bot.ui.membership import is_member
from bot.ui.slash import _
from db import Store
from db.turns import MyGame

log = logging.getLogger(__name__)

GAMES_PAGE = 10  # games per page of /salon games
LINE_MAX = 180  # ten such lines, the header, the away line and the page number fit one message
NAME_MAX = 40  # characters of a server's or a person's name before a long line cuts it
NO_GAME = 0  # the game id of the listing's own controls (a page of it is not one game's)


class MyGames(commands.Cog):
    slash_group = "salon"

    def __init__(self, store: Store, host: GameHost, people: People, places: Places, client: discord.Client):
        self.store = store
        self.host = host
        self.people = people
        self.client = client  # the servers Salon is in
        self.places = places  # the names of servers

    @app_commands.command(name=_("commands.games.name"), description=_("commands.games.description"))
    async def games(self, interaction: discord.Interaction):
        await self.people.remember(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        text, view = await self._page(interaction, 1)
        await interaction.followup.send(text, view=view or discord.utils.MISSING, ephemeral=True)

    # ------------------------------------------------------------------ presses (from bot.presses)

    async def on_press(self, interaction: discord.Interaction, game_id: int, verb: str, position: int) -> None:
        if verb == verbs.MY_GAMES_PAGE:
            await interaction.response.defer()
            text, view = await self._page(interaction, position)
        else:
            await interaction.response.defer()
            text, view = await self._next_game(interaction, game_id, position)
        await interaction.edit_original_response(content=text, view=view)

    # ------------------------------------------------------------------ the listing

    async def _mine(self, user_id: int) -> list[MyGame]:
        """The user's games on the servers Salon is in (and those played outside any server);
        of a server they left only the running games where they still hold a seat (a lobby
        there is no longer theirs to play)."""
        games = await self.store.my_games(user_id, {guild.id for guild in self.client.guilds})
        member: dict[int, bool] = {}
        for game in games:
            guild_id = game.row.guild_id
            if game.row.status == "lobby" and guild_id is not None and guild_id not in member:
                member[guild_id] = await is_member(self.client.get_guild(guild_id), user_id)
        return [g for g in games if g.row.status != "lobby" or member.get(g.row.guild_id or 0, True)]

    async def _page(self, interaction: discord.Interaction, page: int) -> tuple[str, discord.ui.View | None]:
        language = await self.people.user_language(interaction)
        games = await self._mine(interaction.user.id)
        if not games:
            return i18n.t("home.no_games", language), None
        pages = -(-len(games) // GAMES_PAGE)
        page = min(max(page, 1), pages)
        lines = [i18n.t("home.header", language, total=len(games))]
        if (until := await self.store.away_until(interaction.user.id, clock.now())) is not None:
            lines.append(i18n.t("home.you_are_away", language, until=discord_time(until, "D")))
        for game in games[(page - 1) * GAMES_PAGE : page * GAMES_PAGE]:
            lines.append(await self._line(game, language))
        if pages > 1:
            lines.append(i18n.t("home.page", language, page=page, pages=pages))
        controls = []
        waiting = [g for g in games if g.my_turn]
        if waiting:
            first = waiting[0]
            controls.append(_next_button(first, language))
        if pages > 1:
            for label, to in (("home.previous", page - 1 or pages), ("home.next_page", page % pages + 1)):
                controls.append(GameButton(Route(NO_GAME, verbs.MY_GAMES_PAGE, to), label=i18n.t(label, language)))
        return "\n".join(lines), _view(controls)

    async def _line(self, game: MyGame, language: str) -> str:
        """The game's line: as long as LINE_MAX allows, cutting the names in it (never its link)."""
        row = game.row
        name = i18n.t(f"games.{row.kind}.name", language)
        server = self.places.plain_server_name(row.guild_id, language)

        def line(key: str, more: Callable[[Callable[[str], str]], dict] = lambda put: {}) -> str:
            """The line `key` says of the game, its names cut by `put` as `_fitted` needs."""
            return _fitted(lambda put: i18n.t(key, language, game=name, id=row.id, server=put(server), **more(put)))

        if row.status == "lobby":
            seats = await self.store.seats(row.id)
            link = i18n.t("home.lobby_link", language, url=jump_url(row))
            return line("home.lobby", lambda put: {"players": len(seats), "link": link})
        link = i18n.t("home.board", language, url=jump_url(row))
        if game.my_turn:
            since = _stamp(game.waiting_since or row.updated_at)
            return line("home.waiting", lambda put: {"since": since, "link": link})
        try:
            table = await self.host.load(row.id)
        except Exception:  # no single game may break the listing
            log.warning("game %s not listed", row.id, exc_info=True)
            return line("home.damaged")
        actors = sorted(table.actors())
        users = {seat: user for seat in actors if (user := table.user_of(seat)) is not None}
        away = await self.store.away_of(users.values(), clock.now())

        def waiting(put) -> str:
            return (
                ", ".join(
                    f"{put(table.plain_names[seat])} ({away_until_text(away[users[seat]].until, language)})"
                    if users.get(seat) in away
                    else put(table.plain_names[seat])
                    for seat in actors
                )
                or "—"
            )

        since = _stamp(row.updated_at)
        return line("home.running", lambda put: {"waiting": waiting(put), "since": since, "link": link})

    # ------------------------------------------------------------------ Next game

    async def _next_game(
        self, interaction: discord.Interaction, game_id: int, turn_position: int
    ) -> tuple[str, discord.ui.View | None]:
        """The card of game `game_id` if it still waits for the user at the turn the button was
        drawn for; else a word that it moved on, and the card of the game waiting longest."""
        language = await self.people.user_language(interaction)
        waiting = [g for g in await self._mine(interaction.user.id) if g.my_turn]
        target = next((g for g in waiting if g.row.id == game_id and g.turn_position == turn_position), None)
        lines = []
        if target is None:
            lines.append(i18n.t("home.moved_on", language, id=game_id))
            if not waiting:
                lines.append(i18n.t("home.nothing_waits", language))
                return "\n".join(lines), None
            target = waiting[0]
        row = target.row
        lines.append(
            i18n.t(
                "home.next_card",
                language,
                game=i18n.t(f"games.{row.kind}.name", language),
                id=row.id,
                server=self.places.server_name(row.guild_id, language),
                since=_stamp(target.waiting_since or row.updated_at),
                link=jump_url(row),
            )
        )
        after = waiting[waiting.index(target) + 1 :]
        if not after:
            lines.append(i18n.t("home.last_card", language))
            return "\n".join(lines), None
        return "\n".join(lines), _view([_next_button(after[0], language)])


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(limit - 1, 1)].rstrip() + "…"


def _fitted(line: Callable[[Callable[[str], str]], str]) -> str:
    """`line(put)`, where `put` puts each name people chose in (escaped), the names cut shorter
    until the line fits LINE_MAX: a long name never pushes the link out of the line."""
    text = line(escaped)
    limit = NAME_MAX
    while len(text) > LINE_MAX and limit > 2:

        def put(name: str, limit: int = limit) -> str:
            return escaped(_cut(name, limit))

        text = line(put)
        limit -= 2
    return text


def _stamp(when: float) -> str:
    """A moment as Discord's timestamp markup wants it (`<t:…:R>`: each reader's own clock)."""
    return str(int(when))


def _next_button(game: MyGame, language: str) -> GameButton:
    """**Next game**: to `game`, as long as it waits for the user at the turn it waits now."""
    label = i18n.t("home.next_game", language)
    return GameButton(Route(game.row.id, verbs.NEXT_GAME, game.turn_position or 0), label=label, style="primary")


def _view(controls: list[GameButton]) -> discord.ui.View | None:
    if not controls:
        return None
    view = RoutedView()
    for control in controls:
        view.add_item(control)
    return view
