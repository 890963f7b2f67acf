"""Where people (and the AI levels) stand in a server's games: the leaderboard's embed and the lines
/salon stats adds. Ratings themselves are made by the store when a rated game ends (bot.play.ratings, db.ratings);
this only reads them. Everything shown is public in the server already (names, finished games' ratings)
or the asker's own (their place, their time to move): no game's hidden information is read."""

from __future__ import annotations

import discord

import i18n
from bot.play.people import People
from bot.play.ratings import PROVISIONAL_GAMES, Skill, person
from bot.runtime.markdown import escaped
from db import Store
from db.ratings import RatingRow

TOP = 10
EMBED_COLOUR = 0x8E5A9B


def shown(row: RatingRow) -> str:
    """The rating as people read it (an Elo-like number), as text so that it is never grouped (1,534)."""
    return str(Skill(row.mu, row.sigma).shown)


def provisional(row: RatingRow) -> str:
    return "yes" if row.games < PROVISIONAL_GAMES else "no"


def duration(seconds: float, language: str) -> str:
    """A time to move as people say it: seconds, minutes, hours or days."""
    if seconds < 90:
        return i18n.t("ratings.seconds", language, n=round(seconds))
    if seconds < 90 * 60:
        return i18n.t("bot.minutes", language, n=round(seconds / 60))
    if seconds < 48 * 3600:
        return i18n.t("bot.hours", language, n=round(seconds / 3600))
    return i18n.t("bot.days", language, n=round(seconds / 86400))


class Standings:
    """Reads the ratings for /salon leaderboard and /salon stats."""

    def __init__(self, store: Store, people: People):
        self.store = store
        self.people = people

    async def leaderboard_embed(self, guild_id: int, kind: str, user_id: int, language: str) -> discord.Embed:
        """The server's top ten in a game, people and AI levels, and the asker's own place: one short
        line each, so that it reads on a phone."""
        game = i18n.t(f"games.{kind}.name", language)
        embed = discord.Embed(title=i18n.t("ratings.title", language, game=game), colour=EMBED_COLOUR)
        top = await self.store.top_ratings(guild_id, kind, TOP)
        if not top:
            embed.description = i18n.t("ratings.empty", language, game=game)
            return embed
        ordinals = [Skill(row.mu, row.sigma).ordinal for row in top]
        lines = []
        for row, ordinal in zip(top, ordinals):
            place = 1 + sum(other > ordinal for other in ordinals)  # tied ratings share a place
            lines.append(
                i18n.t(
                    "ratings.row",
                    language,
                    place=place,
                    name=await self.entry_name(row, guild_id, language),
                    rating=shown(row),
                    games=row.games,
                    provisional=provisional(row),
                )
            )
        mine = await self.store.rating_place(guild_id, kind, person(user_id))
        if mine is None:
            you = i18n.t("ratings.you_unrated", language, game=game)
        else:
            place, count, row = mine
            you = i18n.t("ratings.you", language, place=place, count=count, rating=shown(row), games=row.games)
        embed.description = "\n".join(lines) + "\n\n" + you
        embed.set_footer(text=i18n.t("ratings.legend", language, games=PROVISIONAL_GAMES))
        return embed

    async def entry_name(self, row: RatingRow, guild_id: int, language: str) -> str:
        if row.user_id is not None:  # as this server knows them
            return escaped(row.name or await self.people.name(row.user_id, guild_id))
        if row.ai_level is not None:
            return i18n.t("ratings.ai_name", language, level=i18n.t(f"bot.ai_level.{row.ai_level}", language))
        return i18n.t("ratings.former", language)

    async def stats_lines(self, user_id: int, guild_id: int | None, language: str) -> list[str]:
        """What /salon stats adds: the person's rating in each game of this server, their rated games and
        wins, and their median time to move here."""
        if guild_id is None:
            return []
        lines = []
        mine = await self.store.user_ratings(guild_id, user_id)
        if mine:
            lines.append(i18n.t("ratings.stats_heading", language))
            lines += [
                i18n.t(
                    "ratings.stats_line",
                    language,
                    game=i18n.t(f"games.{kind}.name", language),
                    rating=shown(row),
                    provisional=provisional(row),
                    games=row.games,
                    wins=row.wins,
                )
                for kind, row in mine.items()
            ]
        waited = await self.store.median_move_seconds(user_id, guild_id)
        if waited is not None:
            lines.append(i18n.t("ratings.median", language, time=duration(waited, language)))
        return lines
