"""The board inside Discord: the game's page as the application's Discord Activity.

Discord loads the pages' `/` in its frame with the launch's parameters (frame_id, instance_id,
guild_id, channel_id, and custom_id: a page token, from the turn notice's link). The page's
script signs in with Discord's Embedded App SDK and sends the authorization code it got to
``POST /activity/session``. Here the code is exchanged at Discord's OAuth2 token endpoint with
the application's client secret, the user read from ``users/@me``, and the activity instance
asked for with the bot's token: the user must be one of its users, its place the launch's, and
its guild the game's. A seat's holder gets the session the sign-in link's cookie holds
(bot.web.links.Session), sent back in the X-Salon-Session header: the same rights, ending when
the seat changes hands; anyone else the spectators' page, with one sentence saying why.

It is launched by **Open board** (`verbs.BOARD`) under a running game's board messages and, where
Discord's five rows leave room, under *Take your turn*: its press answers with the LAUNCH_ACTIVITY
callback alone (bot.presses), so Discord opens the Activity in the game's thread; a turn notice by
DM carries the deep link (`ActivityConfig.deep_link`). Enabling Activities makes Discord create the
application's entry point command, which the global command sync keeps (bot.ui.slash). The
sign-in's origin is checked as a move's (the pages' own, or the application's discordsays.com),
and it is limited per address: each is four calls on the application's Discord limits. The
Activity runs in the bot's process only: its client id is the application's, known once logged in.

Nothing a refusal says comes from Discord's answers; the client secret and the tokens are in no
response but the user's own access token, and in no log line.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import aiohttp

log = logging.getLogger(__name__)

DISCORD_API = "https://discord.com/api/v10"
# who may frame the pages when the Activity is on: Discord's clients and the Activity's proxy
FRAME_ANCESTORS = "https://discord.com https://*.discord.com https://*.discordsays.com"
SESSION_HEADER = "X-Salon-Session"
DISCORD_SECONDS = 10.0  # one call to Discord; the SDK's frame waits for the whole sign-in
BODY_BYTES = 2048  # a sign-in request: a code and four ids
# what the launch's parameters may hold (Discord's own shapes, with room to spare)
CODE = re.compile(r"[A-Za-z0-9_-]{1,128}")
INSTANCE = re.compile(r"[A-Za-z0-9_.:-]{1,128}")
SNOWFLAKE = re.compile(r"[0-9]{1,20}")
PAGE_TOKEN = re.compile(r"[A-Za-z0-9_-]{1,64}")


@dataclass(frozen=True)
class ActivityConfig:
    """The application's Activity: its id (the bot's application id, the SDK's client id), its
    client secret and the bot's token (both only ever sent to Discord), and Discord's API."""

    client_id: str
    client_secret: str = field(repr=False)
    bot_token: str = field(repr=False)
    api: str = DISCORD_API

    @property
    def origin(self) -> str:
        """The address the Activity's page runs at inside Discord (its proxy)."""
        return f"https://{self.client_id}.discordsays.com"

    def deep_link(self, token: str) -> str:
        """Discord's link that opens the Activity on the game of page token `token`."""
        return f"https://discord.com/activities/{self.client_id}?custom_id={token}"


@dataclass(frozen=True)
class Launch:
    """What the page's script sends: the SDK's authorization code and the launch's parameters."""

    code: str
    instance_id: str
    guild_id: int | None
    channel_id: int
    page_token: str | None


def read_launch(body: bytes) -> Launch | None:
    """The launch a sign-in request names, or None when a part is missing or not of its shape."""
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return None
    if not isinstance(data, dict):
        return None
    code = _text(CODE, data.get("code"))
    instance = _text(INSTANCE, data.get("instance_id"))
    channel = _text(SNOWFLAKE, data.get("channel_id"))
    guild, token = data.get("guild_id"), data.get("custom_id")
    guild_id, page_token = _text(SNOWFLAKE, guild), _text(PAGE_TOKEN, token)
    if code is None or instance is None or channel is None:
        return None
    if (guild is not None and guild_id is None) or (token is not None and page_token is None):
        return None
    return Launch(code, instance, None if guild_id is None else int(guild_id), int(channel), page_token)


def _text(pattern: re.Pattern, value: Any) -> str | None:
    """`value` when it is a text of `pattern`'s shape, else None."""
    return value if isinstance(value, str) and pattern.fullmatch(value) else None


class Refused(Exception):
    """Discord did not confirm the sign-in: `key` names the one sentence the page shows (a
    catalogue key), `status` its HTTP status."""

    def __init__(self, key: str, status: int = 403):
        super().__init__(key)
        self.key = key
        self.status = status


@dataclass(frozen=True)
class Instance:
    """A running activity instance: where it was launched and who is in it."""

    guild_id: int | None
    channel_id: int
    users: frozenset[int]


@dataclass(frozen=True)
class Person:
    user_id: int
    locale: str | None


class Discord:
    """The four calls the sign-in makes to Discord's API, over one HTTP session."""

    def __init__(self, config: ActivityConfig, session: aiohttp.ClientSession):
        self.config = config
        self.session = session

    async def access_token(self, code: str) -> str:
        """The user's access token for the SDK's `code` (OAuth2 authorization code grant)."""
        form = {
            "client_id": self.config.client_id,
            "client_secret": self.config.client_secret,
            "grant_type": "authorization_code",
            "code": code,
        }
        status, data = await self._call("POST", "/oauth2/token", data=form)
        if status in (400, 401) or (status == 200 and not _fits_token(data.get("access_token"))):
            raise Refused("activity.code_refused")  # another application's, expired or used already
        if status != 200:
            raise self._unreachable("the code exchange", status)
        return data["access_token"]

    async def person(self, access_token: str) -> Person:
        status, data = await self._call("GET", "/users/@me", auth=f"Bearer {access_token}")
        if status == 401:
            raise Refused("activity.code_refused")
        user_id = _text(SNOWFLAKE, data.get("id"))
        if status != 200 or user_id is None:
            raise self._unreachable("the user's identity", status)
        locale = data.get("locale")
        return Person(int(user_id), locale if isinstance(locale, str) else None)

    async def instance(self, instance_id: str) -> Instance | None:
        """The activity instance `instance_id` of the application, None when there is none (it has
        ended, or it never was)."""
        path = f"/applications/{self.config.client_id}/activity-instances/{quote(instance_id, safe='')}"
        status, data = await self._call("GET", path, auth=f"Bot {self.config.bot_token}")
        if status == 404:
            return None
        location, users = data.get("location"), data.get("users")
        if status != 200 or not isinstance(location, dict) or not isinstance(users, list):
            raise self._unreachable("the activity instance", status)
        guild, channel = _text(SNOWFLAKE, location.get("guild_id")), _text(SNOWFLAKE, location.get("channel_id"))
        if channel is None or (guild is None and "guild_id" in location):
            raise self._unreachable("the activity instance", status)
        people = (_text(SNOWFLAKE, user) for user in users)
        return Instance(
            None if guild is None else int(guild), int(channel), frozenset(int(p) for p in people if p is not None)
        )

    async def is_member(self, guild_id: int, user_id: int) -> bool:
        path = f"/guilds/{guild_id}/members/{user_id}"
        status, _ = await self._call("GET", path, auth=f"Bot {self.config.bot_token}")
        if status not in (200, 404):
            raise self._unreachable("the server's members", status)
        return status == 200

    async def _call(self, method: str, path: str, *, auth: str | None = None, data=None) -> tuple[int, dict]:
        headers = {} if auth is None else {"Authorization": auth}
        try:
            async with self.session.request(
                method, self.config.api + path, headers=headers, data=data, allow_redirects=False
            ) as response:
                try:
                    body = await response.json(content_type=None)
                except ValueError:
                    body = None
                return response.status, body if isinstance(body, dict) else {}
        except (aiohttp.ClientError, TimeoutError) as error:
            log.warning("Discord's API could not be reached for an Activity's sign-in (%s)", type(error).__name__)
            raise Refused("activity.discord_unreachable", 502) from None

    @staticmethod
    def _unreachable(what: str, status: int) -> Refused:
        # only the status: Discord's answer may carry what is not to be logged
        log.warning("Discord answered %s for %s of an Activity's sign-in", status, what)
        return Refused("activity.discord_unreachable", 502)


def _fits_token(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= 512 and value.isascii() and value.isprintable()


def client_session() -> aiohttp.ClientSession:
    return aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=DISCORD_SECONDS))
